// The TOML policy reader (toml11): the document as a policy_file::Node tree, nothing more.
#include <algorithm>
#include <tuple>
#include <toml.hpp>

#include "rewrite/policy_file.h"

namespace spanlift::rewrite::policy_file {

namespace {

Place PlaceOf(const toml::source_location& loc) {
  return {static_cast<int>(loc.line()), static_cast<int>(loc.column())};
}

Node FromToml(const toml::value& v) {
  Node n;
  n.at = PlaceOf(v.location());
  switch (v.type()) {
    case toml::value_t::string: n.kind = Node::Kind::kString; n.text = v.as_string().str; break;
    case toml::value_t::integer: n.kind = Node::Kind::kInteger; n.integer = v.as_integer(); break;
    case toml::value_t::boolean: n.kind = Node::Kind::kBool; n.boolean = v.as_boolean(); break;
    case toml::value_t::array:
      n.kind = Node::Kind::kList;
      for (const auto& item : v.as_array()) n.items.push_back(FromToml(item));
      break;
    case toml::value_t::table:
      n.kind = Node::Kind::kTable;
      // toml11 keeps no key positions: the value's stands in for its key.
      for (const auto& [key, value] : v.as_table()) {
        Node child = FromToml(value);
        n.entries.push_back({{key, child.at}, std::move(child)});
      }
      // toml11's tables are unordered: file order makes the first error reported the first in the file.
      std::sort(n.entries.begin(), n.entries.end(), [](const auto& a, const auto& b) {
        return std::tie(a.first.at.line, a.first.at.column, a.first.name) <
               std::tie(b.first.at.line, b.first.at.column, b.first.name);
      });
      break;
    default: n.text = v.is_floating() ? "a float" : "a date or time"; break;
  }
  return n;
}

}  // namespace

Node ReadToml(const std::string& path) {
  toml::value document;
  try {
    document = toml::parse(path);
  } catch (const toml::exception& e) {
    throw Error(e.what(), PlaceOf(e.location()));
  }
  return FromToml(document);
}

}  // namespace spanlift::rewrite::policy_file
