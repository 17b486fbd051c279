#include "frontend/column_limit.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string>

#include "frontend/lexical.h"
#include "spanner/limits.h"

namespace spanlift::frontend {
namespace {

// The shortest column definition with its comma ("a int,"): statements shorter than the limit
// times this cannot exceed it, so most are never scanned.
constexpr size_t kMinColumnBytes = 5;

// Spanner's own limit (spanlift::spanner::kMaxColumns) is quoted in the message; Spanner input is
// held to MySQL's, since spanlift reads back its own output, where a wide source table stays wide
// (flagged at conversion).

// Words that start a table element other than a column (PERIOD FOR ... is MariaDB's; a column
// named `period` is then missed, which only matters one column away from the limit).
bool StartsConstraint(std::string_view word) {
  static constexpr std::array<std::string_view, 12> kWords = {"CONSTRAINT", "PRIMARY",  "UNIQUE",  "KEY",
                                                              "INDEX",      "FULLTEXT", "SPATIAL", "FOREIGN",
                                                              "CHECK",      "LIKE",     "EXCLUDE", "PERIOD"};
  std::string upper(word);
  for (char& c : upper)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return std::find(kWords.begin(), kWords.end(), upper) != kWords.end();
}

const char* DatabaseName(model::Dialect dialect) {
  switch (dialect) {
    case model::Dialect::kPostgres: return "PostgreSQL";
    case model::Dialect::kSpanner: return "spanlift's Spanner input";
    default: return "MySQL";
  }
}

}  // namespace

size_t MaxColumns(model::Dialect dialect) { return dialect == model::Dialect::kPostgres ? 1600 : 4096; }

std::optional<size_t> CountColumnDefinitions(std::string_view text, const Lexical& lex) {
  size_t depth = 0, columns = 0;
  bool element_start = false;  // the next word starts an element
  for (size_t i = 0; i < text.size();) {
    if (size_t skip = SkipQuotedOrComment(text, i, lex); skip != i) {
      if (depth == 1 && element_start) {  // a quoted name starts a column
        ++columns;
        element_start = false;
      }
      i = skip;
      continue;
    }
    char c = text[i];
    if (depth == 1 && element_start && IsWordByte(static_cast<unsigned char>(c))) {
      size_t start = i;
      while (i < text.size() && IsWordByte(static_cast<unsigned char>(text[i]))) ++i;
      columns += StartsConstraint(text.substr(start, i - start)) ? 0 : 1;
      element_start = false;
      continue;
    }
    if (c == '(') {
      element_start = ++depth == 1;
    } else if (c == ')') {
      if (depth == 1) return columns;
      if (depth > 0) --depth;
    } else if (c == ',' && depth == 1) {
      element_start = true;
    }
    ++i;
  }
  return depth > 0 ? std::optional<size_t>(columns) : std::nullopt;
}

bool RefuseTooManyColumns(const Statement& stmt, model::Dialect dialect, model::Diagnostics& diagnostics) {
  size_t limit = MaxColumns(dialect);
  if (stmt.keyword != "CREATE TABLE" || stmt.text.size() <= limit * kMinColumnBytes) return false;
  std::optional<size_t> columns = CountColumnDefinitions(stmt.text, LexicalOf(dialect));
  if (!columns || *columns <= limit) return false;
  diagnostics.Error(model::codes::kTooManyColumns, stmt.location,
                    fmt::format("CREATE TABLE with {} columns: {} allows at most {} (Spanner {}); the table is "
                                "not read",
                                *columns, DatabaseName(dialect), limit, spanlift::spanner::kMaxColumns));
  return true;
}

}  // namespace spanlift::frontend
