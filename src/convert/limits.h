#pragma once
// Spanner's key limits [spanner-ddl.md section 8], shared by the conversion's checks
// (limits.cpp: C080, C081) and the hotspot rules (H007), which re-check them after rewrites.
#include <cstddef>
#include <cstdint>

#include "model/schema.h"

namespace spanlift::convert {

inline constexpr size_t kMaxKeyColumns = 16;  // incl. inherited parent keys; for indexes incl. the base key
inline constexpr int64_t kMaxKeyBytes = 8192;
inline constexpr int kMaxInterleaveDepth = 7;  // counting from the top-level table's children (emulator)

// Bytes a key part of a Spanner-typed column can take at most; 0 when unbounded (MAX), which the
// estimate leaves out.
int64_t KeyBytes(const model::Column& column);

}  // namespace spanlift::convert
