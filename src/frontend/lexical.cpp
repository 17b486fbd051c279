#include "frontend/lexical.h"

namespace spanlift::frontend {

const Lexical& LexicalOf(model::Dialect dialect) {
  switch (dialect) {
    case model::Dialect::kMySql: return MySqlLexical();
    case model::Dialect::kSpanner: return SpannerLexical();
    default: return PostgresLexical();
  }
}

size_t SkipQuotedOrComment(std::string_view text, size_t i, const Lexical& lex) {
  char c = text[i];
  char next = i + 1 < text.size() ? text[i + 1] : '\0';
  if (c == '\'' || c == '"' || c == '`') {
    const bool escapes = c == '`' ? lex.backslash_in_backticks : lex.backslash_escapes;
    for (size_t j = i + 1; j < text.size(); ++j) {
      if (text[j] == '\\' && escapes)
        ++j;
      else if (text[j] == c)
        return j + 1;  // a doubled quote closes and reopens: same result
    }
    return text.size();
  }
  if ((c == '#' && lex.hash_comments) || (c == '-' && next == '-')) {
    size_t eol = text.find('\n', i);
    return eol == std::string_view::npos ? text.size() : eol + 1;
  }
  if (c == '/' && next == '*') {
    size_t end = text.find("*/", i + 2);
    return end == std::string_view::npos ? text.size() : end + 2;
  }
  return i;
}

}  // namespace spanlift::frontend
