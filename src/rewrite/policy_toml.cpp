// The TOML policy reader (toml11): the document as a policy_file::Node tree, nothing more.
#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <toml.hpp>

#include "model/schema.h"
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
    case toml::value_t::string:
      n.kind = Node::Kind::kString;
      n.text = v.as_string().str;
      break;
    case toml::value_t::integer:
      n.kind = Node::Kind::kInteger;
      n.integer = v.as_integer();
      break;
    case toml::value_t::boolean:
      n.kind = Node::Kind::kBool;
      n.boolean = v.as_boolean();
      break;
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
        return std::tie(a.key.at.line, a.key.at.column, a.key.name) <
               std::tie(b.key.at.line, b.key.at.column, b.key.name);
      });
      break;
    default: n.text = v.is_floating() ? "a float" : "a date or time"; break;
  }
  return n;
}

// toml11 recurses once per nested array or inline table, without a limit: a hostile file could
// overflow the stack. Its time grows faster than linearly with the parts of a dotted key or table
// header ([a.a.a...]). A policy needs three levels; refuse past kMaxDepth before toml11 reads it.
constexpr int kMaxDepth = 32;

// Brackets outside strings and comments, counted as TOML nests them, plus the dots of the key being
// read (a value's dots, in a float or a time, are one at most); the place of the first one past
// the limit. Strings are tracked as TOML has them (single-line ones end at the line's end,
// triple-quoted ones span lines), so no quoting trick hides brackets from the count.
std::optional<Place> TooDeep(const std::string& text) {
  int depth = 0, dots = 0, line = 1;
  size_t line_start = 0;
  std::string close;  // the open string's closing quote(s), empty outside strings
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\n') {
      ++line, line_start = i + 1, dots = 0;
      if (close.size() == 1) close.clear();  // a single-line string cannot go on
    } else if (!close.empty()) {
      // An escape skips the next character, but not a line's end: that closes a single-line string.
      if (c == '\\' && close[0] == '"' && i + 1 < text.size() && text[i + 1] != '\n')
        ++i;
      else if (text.compare(i, close.size(), close) == 0)
        i += close.size() - 1, close.clear();
    } else if (c == '"' || c == '\'') {
      bool triple = text.compare(i, 3, std::string(3, c)) == 0;
      close.assign(triple ? 3 : 1, c);
      i += triple ? 2 : 0;
    } else if (c == '#') {
      while (i + 1 < text.size() && text[i + 1] != '\n') ++i;
    } else if (c == '.') {
      if (depth + ++dots > kMaxDepth) return Place{line, static_cast<int>(i - line_start) + 1};
    } else if (c == '=' || c == ',') {
      dots = 0;
    } else if (c == '[' || c == '{') {
      dots = 0;
      if (++depth > kMaxDepth) return Place{line, static_cast<int>(i - line_start) + 1};
    } else if ((c == ']' || c == '}') && depth > 0) {
      dots = 0, --depth;
    }
  }
  return std::nullopt;
}

// toml11 3.7 reads past its buffer when a string holds malformed UTF-8 (its error path rewinds
// a location into another buffer). A TOML file must be UTF-8: refuse others before it reads them.
std::optional<Place> NotUtf8(const std::string& text) {
  int line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++line, line_start = i + 1;
    } else if (c >= 0x80) {
      size_t n = model::Utf8SequenceLength(text, i);
      if (n == 0) return Place{line, static_cast<int>(i - line_start) + 1};
      i += n - 1;
    }
  }
  return std::nullopt;
}

}  // namespace

Node ReadToml(const std::string& path) {
  const std::string text = ReadFile(path);
  if (auto at = NotUtf8(text)) throw Error("the policy is not UTF-8 text", *at);
  if (auto at = TooDeep(text))
    throw Error("the policy nests too deep (more than " + std::to_string(kMaxDepth) + " levels)", *at);
  toml::value document;
  try {
    std::istringstream stream(text);  // the text checked above, not the file read again
    document = toml::parse(stream, path);
  } catch (const toml::exception& e) {
    throw Error(e.what(), PlaceOf(e.location()));
  }
  return FromToml(document);
}

}  // namespace spanlift::rewrite::policy_file
