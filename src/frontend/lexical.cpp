#include "frontend/lexical.h"

namespace spanlift::frontend {

size_t SkipQuotedOrComment(std::string_view text, size_t i, bool backslash_escapes) {
  char c = text[i];
  char next = i + 1 < text.size() ? text[i + 1] : '\0';
  if (c == '\'' || c == '"' || c == '`') {
    for (size_t j = i + 1; j < text.size(); ++j) {
      if (text[j] == '\\' && backslash_escapes && c != '`')
        ++j;
      else if (text[j] == c)
        return j + 1;  // a doubled quote closes and reopens: same result
    }
    return text.size();
  }
  if ((c == '#' && backslash_escapes) || (c == '-' && next == '-')) {
    size_t eol = text.find('\n', i);
    return eol == std::string_view::npos ? text.size() : eol + 1;
  }
  if (c == '/' && next == '*') {
    size_t end = text.find("*/", i + 2);
    return end == std::string_view::npos ? text.size() : end + 2;
  }
  return i;
}

bool IsWordByte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
         c >= 0x80;
}

}  // namespace spanlift::frontend
