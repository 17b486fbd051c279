#include "frontend/mysql/names.h"

#include "model/schema.h"

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
      out += model::UnescapeMySql(next);
    } else if (c == q && i + 1 < body.size() && body[i + 1] == q) {
      out += q;
      ++i;
    } else {
      out += c;
    }
  }
  return out;
}

std::string_view Trim(std::string_view text) {
  size_t a = 0, b = text.size();
  while (a < b && (text[a] == ' ' || text[a] == '\t' || text[a] == '\n' || text[a] == '\r')) ++a;
  while (b > a && (text[b - 1] == ' ' || text[b - 1] == '\t' || text[b - 1] == '\n' || text[b - 1] == '\r')) --b;
  return text.substr(a, b - a);
}

}  // namespace spanlift::frontend::mysql
