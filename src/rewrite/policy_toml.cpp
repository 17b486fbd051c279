// The TOML policy reader (toml11): the document as a policy_file::Node tree, nothing more.
#include <algorithm>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
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

// toml11 recurses once per nested array or inline table, without a limit: a hostile file could
// overflow the stack. A policy needs three levels; refuse past kMaxDepth before toml11 reads it.
constexpr int kMaxDepth = 32;

// Brackets outside strings and comments, counted as TOML nests them; the place of the first one
// past the limit. Strings are tracked as TOML has them (single-line ones end at the line's end,
// triple-quoted ones span lines), so no quoting trick hides brackets from the count.
std::optional<Place> TooDeep(const std::string& text) {
  int depth = 0, line = 1;
  size_t line_start = 0;
  std::string close;  // the open string's closing quote(s), empty outside strings
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line, line_start = i + 1;
      if (close.size() == 1) close.clear();  // a single-line string cannot go on
    } else if (!close.empty()) {
      if (c == '\\' && close[0] == '"') ++i;
      else if (text.compare(i, close.size(), close) == 0) i += close.size() - 1, close.clear();
    } else if (c == '"' || c == '\'') {
      bool triple = text.compare(i, 3, std::string(3, c)) == 0;
      close.assign(triple ? 3 : 1, c);
      i += triple ? 2 : 0;
    } else if (c == '#') {
      while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxDepth) return Place{line, static_cast<int>(i - line_start) + 1};
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

}  // namespace

Node ReadToml(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (auto at = TooDeep(text)) throw Error("the policy nests too deep (more than " + std::to_string(kMaxDepth) + " levels)", *at);
  toml::value document;
  try {
    document = toml::parse(path);
  } catch (const toml::exception& e) {
    throw Error(e.what(), PlaceOf(e.location()));
  }
  return FromToml(document);
}

}  // namespace spanlift::rewrite::policy_file
