#pragma once
// Spanner's rules on what an existing schema object can become in place (docs/diff.md, "Migration
// steps"; https://cloud.google.com/spanner/docs/schema-updates, checked on the emulator).
#include <string>

#include "model/schema.h"

namespace spanlift::diff {

// ALTER COLUMN may change a type only between STRING and BYTES (any length, MAX included), for
// scalars and for array elements alike; nothing else (INT64 -> STRING, scalar <-> array) is allowed.
bool TypeChangeAllowed(const model::DataType& from, const model::DataType& to);

// Whether two types differ beyond their length (what an INSERT ... SELECT copy must CAST).
bool NeedsCast(const model::DataType& from, const model::DataType& to);

// The type as CAST names it: no length ("STRING", "ARRAY<BYTES>").
std::string CastTypeName(const model::DataType& type);

// A literal of the type for a backfill placeholder: 0, '', b'', FALSE, CURRENT_TIMESTAMP(), [] ...
std::string PlaceholderValue(const model::DataType& type);

bool IsKeyColumn(const model::Table& table, const std::string& column);

// Whether a generated column of `table` names `column` in its expression (Spanner refuses to
// change the type of a column a generated column reads).
bool ReferencedByGenerated(const model::Table& table, const std::string& column);

}  // namespace spanlift::diff
