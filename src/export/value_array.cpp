// PostgreSQL's array output (array_out): elements separated by ',', double-quoted when they hold
// special characters (backslash escapes inside quotes), NULL unquoted; MySQL SETs: members joined
// by ','.
#include "export/value_array.h"

#include "model/schema.h"

namespace spanlift::exporter {

namespace {

bool Space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

}  // namespace

bool SplitPgArray(std::string_view text, std::vector<profile::Field>& elements, std::string& why) {
  elements.clear();
  why = "not a one-dimensional array literal ({...})";
  if (!text.empty() && text[0] == '[') {
    why = "an array with explicit bounds ([lower:upper]={...}): a Spanner array has none";
    return false;
  }
  if (text.size() < 2 || text.front() != '{' || text.back() != '}') return false;
  const std::string_view body = text.substr(1, text.size() - 2);
  size_t i = 0;
  while (i < body.size() && Space(body[i])) ++i;
  if (i == body.size()) return true;  // {}
  for (;;) {
    while (i < body.size() && Space(body[i])) ++i;
    profile::Field f{profile::ValueKind::kString, {}};
    if (i < body.size() && body[i] == '{') {
      why = "a multi-dimensional array: Spanner has no arrays of arrays";
      return false;
    }
    if (i < body.size() && body[i] == '"') {
      for (++i; i < body.size() && body[i] != '"'; ++i) {
        if (body[i] == '\\' && i + 1 < body.size()) ++i;
        f.text.push_back(body[i]);
      }
      if (i == body.size()) return false;
      ++i;
      while (i < body.size() && Space(body[i])) ++i;
    } else {
      const size_t start = i;
      while (i < body.size() && body[i] != ',') {
        if (body[i] == '"' || body[i] == '{' || body[i] == '}') return false;
        if (body[i] == '\\' && i + 1 < body.size()) ++i;
        ++i;
      }
      std::string_view raw = body.substr(start, i - start);
      while (!raw.empty() && Space(raw.back())) raw.remove_suffix(1);
      if (raw.empty()) return false;
      if (model::EqualsIgnoreCase(raw, "NULL")) {
        f.kind = profile::ValueKind::kNull;
      } else {
        for (size_t k = 0; k < raw.size(); ++k) {
          if (raw[k] == '\\' && k + 1 < raw.size()) ++k;
          f.text.push_back(raw[k]);
        }
      }
    }
    elements.push_back(std::move(f));
    if (i == body.size()) return true;
    if (body[i] != ',') return false;
    ++i;
  }
}

void SplitSet(std::string_view text, std::vector<profile::Field>& elements) {
  elements.clear();
  if (text.empty()) return;
  size_t start = 0;
  for (;;) {
    const size_t comma = text.find(',', start);
    elements.push_back({profile::ValueKind::kString, std::string(text.substr(start, comma - start))});
    if (comma == std::string_view::npos) return;
    start = comma + 1;
  }
}

}  // namespace spanlift::exporter
