#include "frontend/mysql/names.h"

namespace spanlift::frontend::mysql {

std::string UnquoteIdentifier(std::string_view text) {
  if (text.size() < 2) return std::string(text);
  char q = text.front();
  if ((q != '`' && q != '"') || text.back() != q) return std::string(text);
  std::string out;
  out.reserve(text.size() - 2);
  for (size_t i = 1; i + 1 < text.size(); ++i) {
    out += text[i];
    if (text[i] == q && i + 2 < text.size() && text[i + 1] == q) ++i;  // doubled quote
  }
  return out;
}

namespace {

char Unescape(char c) {
  switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case '0': return '\0';
    case 'b': return '\b';
    case 'Z': return '\x1a';
    default: return c;
  }
}

}  // namespace

std::string DecodeString(std::string_view literal) {
  size_t open = literal.find_first_of("'\"");
  if (open == std::string_view::npos || literal.size() < open + 2) return std::string(literal);
  char q = literal[open];
  std::string_view body = literal.substr(open + 1, literal.size() - open - 2);
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c == '\\' && i + 1 < body.size()) {
      char next = body[++i];
      if (next == '%' || next == '_') out += '\\';
      out += Unescape(next);
    } else if (c == q && i + 1 < body.size() && body[i + 1] == q) {
      out += q;
      ++i;
    } else {
      out += c;
    }
  }
  return out;
}

namespace {

// Index just past the quoted text or comment starting at `i`, or `i` when none starts there.
size_t SkipQuotedOrComment(std::string_view text, size_t i) {
  char c = text[i];
  char next = i + 1 < text.size() ? text[i + 1] : '\0';
  if (c == '\'' || c == '"' || c == '`') {
    for (size_t j = i + 1; j < text.size(); ++j) {
      if (text[j] == '\\' && c != '`') ++j;
      else if (text[j] == c) return j + 1;
    }
    return text.size();
  }
  if (c == '#' || (c == '-' && next == '-')) {
    size_t eol = text.find('\n', i);
    return eol == std::string_view::npos ? text.size() : eol + 1;
  }
  if (c == '/' && next == '*') {
    size_t end = text.find("*/", i + 2);
    return end == std::string_view::npos ? text.size() : end + 2;
  }
  return i;
}

}  // namespace

size_t TooDeepNesting(std::string_view text, size_t limit) {
  size_t depth = 0;
  for (size_t i = 0; i < text.size();) {
    if (size_t skip = SkipQuotedOrComment(text, i); skip != i) {
      i = skip;
      continue;
    }
    if (text[i] == '(' && ++depth > limit) return i;
    if (text[i] == ')' && depth > 0) --depth;
    ++i;
  }
  return std::string_view::npos;
}

std::string_view Trim(std::string_view text) {
  size_t a = 0, b = text.size();
  while (a < b && (text[a] == ' ' || text[a] == '\t' || text[a] == '\n' || text[a] == '\r')) ++a;
  while (b > a && (text[b - 1] == ' ' || text[b - 1] == '\t' || text[b - 1] == '\n' || text[b - 1] == '\r')) --b;
  return text.substr(a, b - a);
}

}  // namespace spanlift::frontend::mysql
