#pragma once
// What Spanner's ALTER can change in place [../shared/reference/spanner-ddl.md section 7;
// https://cloud.google.com/spanner/docs/schema-updates, checked on the emulator; docs/diff.md
// "What is an ALTER"]. The diff's planner asks these before choosing ALTER over a recreate.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/schema.h"

namespace spanlift::spanner {

// ALTER COLUMN may change a type only between STRING and BYTES (any length, MAX included), for
// scalars and for array elements alike; nothing else (INT64 -> STRING, scalar <-> array) is allowed.
bool TypeChangeAllowed(const model::DataType& from, const model::DataType& to);

// Whether two types differ beyond their length (what an INSERT ... SELECT copy must CAST).
bool NeedsCast(const model::DataType& from, const model::DataType& to);

// Key columns cannot change type or NOT NULL (section 7): whether `column` is one, any case.
bool IsKeyColumn(const model::Table& table, std::string_view column);

// Whether the generated column `generated` names `column` in its expression.
bool ReadsColumn(const model::Column& generated, std::string_view column);
// How deep `column` sits in the table's chain of generated columns: 0 for a column that is not
// generated, 1 + the deepest column its expression reads otherwise (bounded: cycles are invalid).
// ADD COLUMN must follow this order: Spanner resolves a generated column's names when it is added.
int GeneratedDepth(const model::Table& table, const model::Column& column);

// The length of STRING(n) / BYTES(n) (array elements too); nullopt for MAX and other types.
std::optional<long long> Length(const model::DataType& type);

// Whether ALTER COLUMN from `from` to `to` makes Spanner check every existing value (and reject
// the statement on the first that does not fit): NOT NULL added, a shorter STRING/BYTES length
// (array elements too), BYTES to STRING (UTF-8).
bool AlterChecksValues(const model::Column& from, const model::Column& to);

// The indexes of `table` that key `column` without NULL_FILTERED: Spanner refuses to change the
// column's NOT NULL while one exists ("not allowed because it affects index", measured both ways;
// STORING columns and NULL_FILTERED indexes do not count). Drop, alter, create again.
std::vector<const model::Index*> IndexesBlockingNullability(const model::Table& table, std::string_view column);

// Whether a generated column of `table` names `column` in its expression (Spanner refuses to
// change the type of a column a generated column reads).
bool ReferencedByGenerated(const model::Table& table, const std::string& column);

}  // namespace spanlift::spanner
