#include "spanner/identifiers.h"

#include <algorithm>
#include <iterator>

#include "model/schema.h"

namespace spanlift::spanner {

namespace {

// Section 2: the GoogleSQL reserved keywords (the lexical reference's list: the 95 of section 2
// and GRAPH_TABLE, reserved since Spanner Graph), then the DDL's own keywords.
constexpr std::string_view kReserved[] = {
    "ALL", "AND", "ANY", "ARRAY", "AS", "ASC", "ASSERT_ROWS_MODIFIED", "AT", "BETWEEN", "BY", "CASE", "CAST", "COLLATE",
    "CONTAINS", "CREATE", "CROSS", "CUBE", "CURRENT", "DEFAULT", "DEFINE", "DESC", "DISTINCT", "ELSE", "END", "ENUM",
    "ESCAPE", "EXCEPT", "EXCLUDE", "EXISTS", "EXTRACT", "FALSE", "FETCH", "FOLLOWING", "FOR", "FROM", "FULL",
    "GRAPH_TABLE", "GROUP", "GROUPING", "GROUPS", "HASH", "HAVING", "IF", "IGNORE", "IN", "INNER", "INTERSECT",
    "INTERVAL", "INTO", "IS", "JOIN", "LATERAL", "LEFT", "LIKE", "LIMIT", "LOOKUP", "MERGE", "NATURAL", "NEW", "NO",
    "NOT", "NULL", "NULLS", "OF", "ON", "OR", "ORDER", "OUTER", "OVER", "PARTITION", "PRECEDING", "PROTO", "RANGE",
    "RECURSIVE", "RESPECT", "RIGHT", "ROLLUP", "ROWS", "SELECT", "SET", "SOME", "STRUCT", "TABLESAMPLE", "THEN", "TO",
    "TREAT", "TRUE", "UNBOUNDED", "UNION", "UNNEST", "USING", "WHEN", "WHERE", "WINDOW", "WITH", "WITHIN",
    // DDL keywords the emulator still accepts as identifiers (quoted anyway, to be safe).
    "ACTION", "ADD", "ALTER", "ANALYZE", "AUTO_INCREMENT", "BIT_REVERSED_POSITIVE", "BOOL", "BUNDLE", "BYTES",
    "CASCADE", "CHANGE", "CHECK", "COLUMN", "CONSTRAINT", "COUNTER", "DATABASE", "DATE", "DAY", "DELETE", "DELETION",
    "DETERMINISTIC", "DROP", "ENFORCED", "EXECUTE", "FIRST", "FLOAT32", "FLOAT64", "FOREIGN", "FUNCTION", "GENERATED",
    "GRANT", "GRAPH", "HIDDEN", "IDENTITY", "INDEX", "INSERT", "INT64", "INTERLEAVE", "INPUT", "INVOKER", "JSON", "KEY",
    "LANGUAGE", "LAST", "LOCALITY", "MAX", "MODEL", "NULL_FILTERED", "NUMERIC", "OPTIONS", "OUTPUT", "PARENT", "PG",
    "PLACEMENT", "POLICY", "PRIMARY", "PROPERTY", "REMOTE", "REFERENCES", "RENAME", "REPLACE", "RESTART", "RETURNS",
    "REVOKE", "ROLE", "ROW", "SCHEMA", "SEARCH", "SECURITY", "SEQUENCE", "SKIP", "SQL", "START", "STATISTICS", "STORED",
    "STORING", "STREAM", "STRING", "SYNONYM", "TABLE", "TIMESTAMP", "TOKENLIST", "UNIQUE", "UPDATE", "USAGE", "UUID",
    "VIEW", "VECTOR", "VECTOR_LENGTH"};

}  // namespace

bool IsIdentifierStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool IsIdentifierChar(char c) { return IsIdentifierStart(c) || (c >= '0' && c <= '9') || c == '_'; }

bool IsValidIdentifier(std::string_view name) {
  if (name.empty() || name.size() > kMaxIdentifierLength || !IsIdentifierStart(name[0])) return false;
  return std::all_of(name.begin(), name.end(), IsIdentifierChar);
}

bool IsReservedWord(std::string_view word) {
  std::string upper = model::ToUpper(word);
  return std::find(std::begin(kReserved), std::end(kReserved), upper) != std::end(kReserved);
}

std::string QuoteIdentifier(std::string_view name) {
  if (IsReservedWord(name) || !IsValidIdentifier(name)) return "`" + std::string(name) + "`";
  return std::string(name);
}

std::string QuoteQualified(std::string_view qualified, std::string (*quote)(std::string_view)) {
  std::string out;
  size_t start = 0;
  for (size_t dot = qualified.find('.'); dot != std::string_view::npos; dot = qualified.find('.', start)) {
    out += quote(qualified.substr(start, dot - start)) + ".";
    start = dot + 1;
  }
  return out + quote(qualified.substr(start));
}

std::string QuoteQualified(std::string_view qualified) { return QuoteQualified(qualified, QuoteIdentifier); }

std::string BacktickQuoted(std::string_view name) {
  std::string out = "`";
  for (char c : name) out += c == '`' ? std::string("\\`") : std::string(1, c);
  return out + "`";
}

}  // namespace spanlift::spanner
