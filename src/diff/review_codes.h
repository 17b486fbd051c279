#pragma once
// The review's D-codes (D020-D049, docs/rules/D0NN.md): what a schema change adds that is
// dangerous. The planner's codes (D001-D019) are in codes.h. Never reuse or renumber a code.
#include <span>
#include <string_view>

#include "convert/findings.h"

namespace spanlift::diff {

namespace codes {
// Hotspots the change brings (besides the lint rules' H-codes on added or altered objects)
inline constexpr const char* kShardColumnRemoved = "D020";  // a key or index loses its shard column
inline constexpr const char* kInterleaveLost = "D021";      // a table is no longer interleaved in its parent
// Destructive steps
inline constexpr const char* kTableDropped = "D022";
inline constexpr const char* kColumnDropped = "D023";
inline constexpr const char* kObjectDropped = "D024";       // index, foreign key, check, sequence, policy
// Recreates are the planner's (D001-D006 refused, D009 planned).
// Data-dependent steps: they validate or backfill existing rows, and fail or run long on them
inline constexpr const char* kNotNullOnExisting = "D025";
inline constexpr const char* kShorterLength = "D026";
inline constexpr const char* kUniqueOnExisting = "D027";
inline constexpr const char* kValidatingTypeChange = "D028";
inline constexpr const char* kIndexBackfill = "D029";
inline constexpr const char* kConstraintOnExisting = "D030";  // CHECK or foreign key validated on existing rows
}  // namespace codes

// Every review code, in code order, in the conversion registry's shape (docs/rules/index.md lists
// them; a unit test compares).
std::span<const convert::FindingCode> ReviewCodes();
// The registry entry; an unknown code is a programming error (throws std::logic_error).
const convert::FindingCode& LookupReviewCode(std::string_view code);

}  // namespace spanlift::diff
