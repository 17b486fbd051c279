#pragma once
// What Spanner's ALTER can change in place [../shared/reference/spanner-ddl.md section 7;
// https://cloud.google.com/spanner/docs/schema-updates, checked on the emulator; docs/diff.md
// "What is an ALTER"]. The diff's planner asks these before choosing ALTER over a recreate.
#include <string>
#include <string_view>

#include "model/schema.h"

namespace spanlift::spanner {

// ALTER COLUMN may change a type only between STRING and BYTES (any length, MAX included), for
// scalars and for array elements alike; nothing else (INT64 -> STRING, scalar <-> array) is allowed.
bool TypeChangeAllowed(const model::DataType& from, const model::DataType& to);

// Whether two types differ beyond their length (what an INSERT ... SELECT copy must CAST).
bool NeedsCast(const model::DataType& from, const model::DataType& to);

// Key columns cannot change type or NOT NULL (section 7): whether `column` is one, any case.
bool IsKeyColumn(const model::Table& table, std::string_view column);

// Whether a generated column of `table` names `column` in its expression (Spanner refuses to
// change the type of a column a generated column reads).
bool ReferencedByGenerated(const model::Table& table, const std::string& column);

}  // namespace spanlift::spanner
