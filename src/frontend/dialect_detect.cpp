// Dialect detection from the head of an input: dump headers settle it; otherwise each
// dialect-specific habit found in the text is one vote.
#include <algorithm>
#include <string>
#include <string_view>

#include "frontend/splitter.h"

namespace spanlift::frontend {
namespace {

std::string Lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c); });
  return out;
}

bool Contains(std::string_view haystack, std::string_view needle) {
  return haystack.find(needle) != std::string_view::npos;
}

// Headers written only by one dialect's dump tools (lower-cased).
// A DELIMITER line is a mysql client command: no other dialect's file has one.
constexpr std::string_view kMySqlHeaders[] = {"-- mysql dump", "-- mariadb dump", "/*m!", "phpmyadmin", "\ndelimiter "};
constexpr std::string_view kPostgresHeaders[] = {"-- postgresql database dump", "set statement_timeout", "pg_catalog"};

// Habits of hand-written or framework-generated SQL (lower-cased).
constexpr std::string_view kMySqlVotes[] = {
    "`",           "engine=", "engine =", "auto_increment", "/*!",      "\n#",      "unsigned",
    "lock tables", "\\'",     "tinyint",  "mediumtext",     "longtext", "datetime", "default charset"};
constexpr std::string_view kPostgresVotes[] = {"::",
                                               "$$",
                                               "serial",
                                               "from stdin",
                                               "public.",
                                               "create extension",
                                               "owner to",
                                               "nextval(",
                                               "timestamptz",
                                               "\n\\connect ",
                                               "\n\\c ",
                                               "bytea",
                                               "with time zone",
                                               "without time zone",
                                               " e'",
                                               "(e'",
                                               "character varying",
                                               "jsonb",
                                               "create schema authorization",
                                               "generated always as identity"};

// Spanner DDL spellings that neither MySQL nor PostgreSQL has (lower-cased). Spanner files are
// hand-written or exported schemas without a header, so only these decide.
// ") primary key (" is the key clause after the column list, which only Spanner has.
constexpr std::string_view kSpannerVotes[] = {") primary key (",
                                              "interleave in parent",
                                              "string(",
                                              "bytes(max)",
                                              "int64",
                                              "float64",
                                              "get_next_sequence_value",
                                              "allow_commit_timestamp",
                                              "bit_reversed_positive",
                                              "row deletion policy",
                                              "null_filtered"};

int CountVotes(std::string_view text, const std::string_view* votes, size_t n) {
  int count = 0;
  for (size_t i = 0; i < n; ++i) count += Contains(text, votes[i]) ? 1 : 0;
  return count;
}

// CREATE SCHEMA s CREATE TABLE ...: schema elements in one statement exist only in PostgreSQL.
bool HasSchemaElements(std::string_view text) {
  for (size_t at = text.find("create schema"); at != std::string_view::npos; at = text.find("create schema", at + 1)) {
    size_t end = text.find(';', at);
    if (text.substr(at + 13, end == std::string_view::npos ? std::string_view::npos : end - at - 13).find("create ") !=
        std::string_view::npos)
      return true;
  }
  return false;
}

}  // namespace

model::Dialect DetectDialect(std::string_view head) {
  std::string text(1, '\n');  // so a '#' on the first line counts
  text += Lower(head);
  for (std::string_view h : kMySqlHeaders) {
    if (Contains(text, h)) return model::Dialect::kMySql;
  }
  for (std::string_view h : kPostgresHeaders) {
    if (Contains(text, h)) return model::Dialect::kPostgres;
  }
  int mysql = CountVotes(text, kMySqlVotes, std::size(kMySqlVotes));
  int postgres = CountVotes(text, kPostgresVotes, std::size(kPostgresVotes)) + (HasSchemaElements(text) ? 2 : 0);
  int spanner = CountVotes(text, kSpannerVotes, std::size(kSpannerVotes));
  if (spanner > mysql && spanner > postgres) return model::Dialect::kSpanner;
  if (mysql > postgres) return model::Dialect::kMySql;
  if (postgres > 0) return model::Dialect::kPostgres;
  return model::Dialect::kUnknown;
}

MySqlFlavor DetectMySqlFlavor(std::string_view head) {
  std::string text = Lower(head);
  return Contains(text, "-- mariadb dump") || Contains(text, "/*m!") ? MySqlFlavor::kMariaDb : MySqlFlavor::kMySql;
}

}  // namespace spanlift::frontend
