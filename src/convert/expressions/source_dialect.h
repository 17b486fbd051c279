#pragma once
// Where a source dialect's expressions mean something else than GoogleSQL's, as one table per
// dialect (expressions/mysql.cpp, postgres.cpp, googlesql.cpp), as frontend::Lexical keeps its
// quotes and comments: the translator core asks the table, never the dialect's name.
#include <span>
#include <string_view>

#include "convert/expressions/tables.h"
#include "model/schema.h"

namespace spanlift::convert::expressions {

struct SourceDialect {
  // Operators.
  bool logical_symbols;             // || is OR, && AND, ! NOT (MySQL); else || concatenates
  bool regexp_operator;             // a REGEXP b, a RLIKE b, by the collation: case-insensitive (MySQL)
  bool div_mod_words;               // a DIV b, a MOD b (MySQL)
  bool integer_division_truncates;  // int / int is DIV (PostgreSQL)
  bool division_by_zero_null;       // x / 0 is NULL outside strict mode, where Spanner raises an error (MySQL)
  bool collation_compares;          // = and LIKE on strings follow a case-insensitive collation (MySQL)
  bool jsonpath_literals;           // JSON paths are JSONPath text ('$.a[0]', MySQL), not keys ('a', 0)
  // Casts.
  bool source_casts;         // casts mean what the source says: those GoogleSQL reads otherwise are rewritten
  bool float_to_int_clamps;  // CAST(1e30 AS SIGNED) clamps to INT64's limits (MariaDB)
  bool bracket_arrays;       // [a, b] is an array literal (GoogleSQL)
  bool user_is_a_name;       // `user` is a column name, not CURRENT_USER (MySQL)
  // Functions.
  std::string_view length_function;          // LENGTH counts bytes (MySQL: BYTE_LENGTH) or characters
  bool concat_skips_null;                    // concat() skips NULLs and prints booleans as t / f (PostgreSQL)
  bool least_greatest_skip_null;             // LEAST / GREATEST skip NULL arguments (PostgreSQL)
  bool round_half_even;                      // round() of a FLOAT8 rounds halves to even (PostgreSQL)
  bool localtime_is_time_of_day;             // LOCALTIME has no date (PostgreSQL)
  bool trim_spaces_only;                     // TRIM removes spaces; Spanner's one-argument TRIM all whitespace
  bool upper_keeps_sharp_s;                  // UPPER keeps ß; Spanner's maps it to SS
  std::string_view substr_start_difference;  // how a start below 1 differs from Spanner's, or ""
  std::span<const FunctionRow> functions;    // the dialect's own, beside the shared table (tables.cpp)
};

const SourceDialect& MySqlExpressions();      // expressions/mysql.cpp
const SourceDialect& PostgresExpressions();   // expressions/postgres.cpp
const SourceDialect& GoogleSqlExpressions();  // expressions/googlesql.cpp: Spanner input (spanlift's own output)
// The dialect's table; PostgreSQL's for kUnknown.
const SourceDialect& SourceDialectOf(model::Dialect dialect);

}  // namespace spanlift::convert::expressions
