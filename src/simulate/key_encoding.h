#pragma once
// Key values as Spanner holds them: a dump's value text typed by the Spanner column's type (the
// typed value the shard hash reads, src/shard/), and an order-preserving byte encoding, so that
// comparing encoded keys as bytes orders rows as Spanner orders them (docs/simulation.md).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "profile/row.h"
#include "shard/shard.h"

namespace spanlift::simulate {

// `spanner_type` is the column's GoogleSQL type name (INT64, STRING, TIMESTAMP...). A value that
// does not read as its type (a zero date, a number too long) stays text.
shard::Value TypedValue(const profile::Field& field, std::string_view spanner_type);

// 'YYYY-MM-DD[ T]HH:MM:SS[.ffffff][Z|+00[:00]]', read as UTC microseconds since 1970.
std::optional<int64_t> ParseTimestamp(std::string_view text);

// Appends one key part: NULL first, then values in ascending order (DESC inverts the bytes).
void AppendKeyPart(std::string& key, const shard::Value& value, bool desc);

}  // namespace spanlift::simulate
