#pragma once
// What the dump's rows say about a column (model::TableData, measured by src/profile/), on top of
// what the schema says: the rows confirm or refute a monotonic or skewed guess, and reveal
// monotonic columns no name or type shows (time-ordered text ids, counters assigned in order).
// docs/profiling.md lists the thresholds.
#include <cstdint>
#include <optional>

#include "analysis/classification.h"
#include "model/schema.h"

namespace spanlift::analysis {

// Fewer non-NULL values than this say nothing.
inline constexpr uint64_t kMinProfiledValues = 20;
// A most frequent value holding at least this share of the rows makes a column skewed.
inline constexpr double kSkewShare = 0.10;
// ... and holding at least this many times the rows of the average other value.
inline constexpr double kSkewRatio = 2.0;
// At least this share of adjacent values increasing makes a column monotonic by arrival order
// (where arrival order is insertion order: data_evidence.cpp).
inline constexpr double kIncreasingShare = 0.90;
// Fewer rows than this decide nothing about a hotspot: a handful of rows, however listed, is no
// measure (docs/hotspots.md).
inline constexpr uint64_t kMinDecisiveValues = 50;
// NULL in at least this share of the rows makes a column skewed: new rows all enter at NULL.
inline constexpr double kNullSkewShare = 0.5;

// The rows measured for a converted column (through its source column), or nullptr.
const model::ColumnData* ColumnRows(const AnalysisContext& ctx, const model::Table& table, const model::Column& column);

// `guess` (what the schema says) adjusted by the rows, with the measurement in the evidence.
Classification WithDataEvidence(const AnalysisContext& ctx, const model::Table& table, const model::Column& column,
                                Classification guess);

// The shard count measured skew asks for: the most frequent value's rows over the average rows of
// the other values (one tenant with 100x the rows of the others wants about 100 shards), within
// 2..4096; nothing when the column is not skewed.
std::optional<int64_t> SuggestedShards(const model::ColumnData& rows);

// ---- A live database's evidence (src/source/, docs/live.md) ----
// A correlation of physical and value order at least this strong, on mostly distinct values, is
// rows appended in value order: monotonic (PostgreSQL pg_stats.correlation).
inline constexpr double kLiveCorrelation = 0.9;
// The live database counted no insert and no update of the table in its statistics window: the
// table takes no write load, so no key or index of it is a hotspot (hotspot-labels.md).
bool CountedNoWrites(const AnalysisContext& ctx, const model::Table& table);

}  // namespace spanlift::analysis
