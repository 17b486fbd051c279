#include "source/pg_array.h"

namespace spanlift::source {

std::vector<std::optional<std::string>> ParsePgArray(std::string_view text) {
  std::vector<std::optional<std::string>> out;
  if (text.size() < 2 || text.front() != '{' || text.back() != '}') return out;
  size_t i = 1, end = text.size() - 1;
  while (i < end) {
    std::string value;
    bool quoted = text[i] == '"';
    if (quoted) {
      for (++i; i < end && text[i] != '"'; ++i) {
        if (text[i] == '\\' && i + 1 < end) ++i;
        value += text[i];
      }
      ++i;  // the closing quote
    } else {
      for (; i < end && text[i] != ','; ++i) value += text[i];
    }
    if (!quoted && value == "NULL")
      out.emplace_back(std::nullopt);
    else
      out.emplace_back(std::move(value));
    if (i < end && text[i] == ',') ++i;
  }
  return out;
}

}  // namespace spanlift::source
