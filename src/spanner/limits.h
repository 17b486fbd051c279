#pragma once
// Spanner's structural limits [../shared/reference/spanner-ddl.md section 8]: what convert checks
// (C080-C084), what the rewrites must keep (model_check) and what H007 re-checks after them.
#include <cstddef>
#include <cstdint>

namespace spanlift::spanner {

// Table, column, index, constraint and sequence names: 1..128 characters [section 2].
inline constexpr size_t kMaxIdentifierLength = 128;

inline constexpr size_t kMaxKeyColumns = 16;  // incl. inherited parent keys; for indexes incl. the base key
inline constexpr int64_t kMaxKeyBytes = 8192;
// Counting from the top-level table's children (the emulator's count; section 8 calls the
// current documented value unverified).
inline constexpr int kMaxInterleaveDepth = 7;

inline constexpr size_t kMaxColumns = 1024;               // per table
inline constexpr size_t kMaxTables = 5000;                // per database
inline constexpr size_t kIndexesPerTableQuota = 32;       // documented quota; the emulator allows 128
inline constexpr size_t kIndexesPerDatabaseQuota = 4096;  // documented quota

}  // namespace spanlift::spanner
