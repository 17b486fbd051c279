#pragma once
// The columns of CREATE TABLE ... AS SELECT, typed from the tables already in the model. Shared
// by the MySQL and PostgreSQL front ends: each turns the query's tokens into QueryTokens and
// supplies its dialect's differences (QueryDialect); the typing itself lives only here.
//
// What can be typed: `*`, `t.*`, column references (qualified or not, through aliases) of known
// tables, casts (`x::type`, `CAST(x AS type)`) and literals with an alias, over FROM lists of
// plain tables and joins; `TABLE t` (PostgreSQL). Anything else (expressions, functions,
// subqueries, set operations, WITH) makes the whole query untyped, with the reason.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/schema.h"

namespace spanlift::frontend {

struct QueryToken {
  enum class Kind { kWord, kQuotedName, kString, kNumber, kPunct, kOther };
  Kind kind = Kind::kOther;
  std::string text;  // as written
  std::string name;  // kWord / kQuotedName: the name's value after the dialect's folding
};

// A keyword or unquoted name (starts with a letter, '_', '$' or a non-ASCII byte).
bool LooksLikeWord(std::string_view text);

struct QueryDialect {
  // MySQL keeps NOT NULL, DEFAULT, character set, collation and comment of a selected column;
  // PostgreSQL keeps only the name and the type.
  bool keep_attributes = false;
  bool case_insensitive_names = false;  // MySQL column names
  // The type a cast names (the tokens after `::` or `AS`), or nullopt when unknown.
  std::function<std::optional<model::DataType>(const std::vector<QueryToken>&)> cast_type;
  // A literal's type (a string, a number, TRUE/FALSE), or nullopt.
  std::function<std::optional<model::DataType>(const QueryToken&)> literal_type;
  // The table a FROM name (its parts, folded) denotes, or nullptr.
  std::function<const model::Table*(const std::vector<std::string>&)> find_table;
};

struct QueryColumns {
  std::vector<model::Column> columns;
  std::string problem;  // non-empty: why the columns cannot be known (then `columns` is empty)
};

QueryColumns TypeQueryColumns(const std::vector<QueryToken>& query, const QueryDialect& dialect);

// The columns a CTAS table ends up with: `given` names (PostgreSQL `CREATE TABLE t (a, b) AS`)
// rename the query's columns in order; more names than columns is a problem.
QueryColumns RenameQueryColumns(QueryColumns typed, const std::vector<std::string>& given);

// A CTAS table whose columns are unknown is listed in `schema.skipped` as "table from query"
// under `name`; renames (to `new_name`) and drops (`new_name` empty) follow it there, so the
// rename chains of migration scripts hold. Returns false when `name` is no such table.
bool FollowQueryTable(model::Schema& schema, const std::string& name, const std::string& new_name);

}  // namespace spanlift::frontend
