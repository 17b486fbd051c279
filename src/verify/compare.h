#pragma once
// What Spanner stored vs what the schema meant: two Spanner-dialect models (the input's and the
// one read back from GetDatabaseDdl) compared object by object, after normalising what is only
// spelling (keyword case, quoting, whitespace, STRING(max), default ASC, default ON DELETE NO
// ACTION, redundant parentheses around expressions).
#include <string>
#include <vector>

#include "model/schema.h"

namespace spanlift::verify {

struct Difference {
  std::string object;              // "table Singers", "column Singers.Name", "index SingersByName"
  std::string what;                // "type", "missing", "key", ...
  std::string expected, actual;    // both sides, as text
  model::SourceLocation location;  // of the expected object (the input)
};

// Every difference, in the input's order (tables, their columns, key, interleave, indexes,
// foreign keys, checks), then sequences, then objects Spanner has that the input lacks.
// kFull: everything the model holds. kCatalog: what INFORMATION_SCHEMA.COLUMNS and INDEX_COLUMNS
// show (tables, columns in order with type and NOT NULL, primary keys); kCatalogNoTypes the same
// without types (PostgreSQL dialect, where the input's types are not Spanner's spellings).
enum class CompareScope { kFull, kCatalog, kCatalogNoTypes };
std::vector<Difference> CompareSchemas(const model::Schema& expected, const model::Schema& actual,
                                       CompareScope scope = CompareScope::kFull);

// An expression without spelling: whitespace and keyword case outside literals and quoted names,
// and parentheses around the whole expression, removed.
std::string NormaliseExpression(std::string_view expression);
// A type as text, normalised: "STRING(MAX)", "ARRAY<INT64>".
std::string TypeText(const model::DataType& type);

}  // namespace spanlift::verify
