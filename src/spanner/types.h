#pragma once
// Spanner's column types [../shared/reference/spanner-ddl.md section 1]: the built-in names, how
// DDL and CAST spell a model type (schema.h: name "STRING", args {"MAX"}, ARRAY<T> as
// array_dims), the STRING / BYTES lengths, which types a key can hold and what a key part costs.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "model/schema.h"

namespace spanlift::spanner {

// The built-in column types, upper-case: INT64 ... TOKENLIST (INTERVAL and STRUCT are query-only).
std::span<const std::string_view> BuiltinTypes();
// The canonical spelling of a built-in type name, any case ("int64" -> "INT64"); "" for others.
std::string_view BuiltinType(std::string_view name);
// STRING and BYTES take a length, (n) or (MAX); no other built-in type takes one.
bool TakesLength(std::string_view builtin);

inline constexpr int64_t kMaxStringLength = 2621440;  // characters
inline constexpr int64_t kMaxBytesLength = 10485760;  // 10 MiB
// The longest STRING or BYTES length `name` allows.
int64_t MaxLength(std::string_view name);

// "STRING(36)", "ARRAY<INT64>", "NUMERIC": the type as spanlift's DDL spells it (the first
// argument, one ARRAY level: the conversion never makes more).
std::string TypeName(const model::DataType& type);
// The type as CAST names it: upper-case, no length ("STRING", "ARRAY<BYTES>").
std::string CastTypeName(const model::DataType& type);
// A literal of the type, for a backfill placeholder: 0, '', b'', FALSE, CURRENT_TIMESTAMP(), [] ...
std::string PlaceholderValue(const model::DataType& type);

// Whether a key or index key column may have the type: not JSON, not an ARRAY (section 1, "Valid
// key-column types"). FLOAT32 keys stay: the emulator (528.0.0) accepts them (docs/verify.md).
bool IsKeyableType(const model::DataType& type);
// Bytes a key part of the type takes at most, for the 8 KiB key limit (4 per STRING character:
// UTF-8); 0 when unbounded (MAX), which an estimate leaves out.
int64_t KeyBytes(const model::DataType& type);

}  // namespace spanlift::spanner
