#pragma once
// Pre-splitting (docs/split-points.md): where to cut each converted table's key space and each
// index's before a bulk load, chosen from what the dump's rows measured (src/profile/) and how
// the rewritten key computes its values (key_plan.h). The file format is report/split_points.*.
#include <cstdint>
#include <string>
#include <vector>

#include "analysis/classification.h"
#include "shard/shard.h"

namespace spanlift::simulate {

// How many points an object gets: one per `rows_per_point` rows or per `bytes_per_point`
// estimated bytes, whichever is more; none under `min_points` (Spanner splits a small table by
// load quickly); at most `max_points` (one request of AddSplitPoints).
struct SplitRule {
  uint64_t rows_per_point = 1000000;
  uint64_t bytes_per_point = uint64_t{1} << 30;
  uint64_t min_points = 2;
  uint64_t max_points = 100;
};

// How the leading key part's values spread, hence how the points are placed.
enum class SplitMethod {
  kNone,         // nothing to place them by (see `reason`)
  kBitReversed,  // BIT_REVERSE(id, true): uniform over positive INT64, evenly spaced
  kShard,        // ShardId: shard values, all or an evenly spaced subset
  kUuid,         // random UUIDs (generated or measured v4): evenly spaced hex prefixes
  kQuantiles,    // a key kept as it was: quantiles of the profiled sample
};

const char* SplitMethodName(SplitMethod method);

struct KeyColumn {
  std::string name;
  std::string type;  // GoogleSQL type name (INT64, STRING, UUID, TIMESTAMP...)
};

struct SplitObject {
  std::string table;           // the Spanner table
  std::string index;           // empty for the table's key
  std::vector<KeyColumn> key;  // the key the points give: the table's key, or the index's own parts
  uint64_t rows = 0;           // measured
  uint64_t bytes = 0;          // estimated: rows x the measured mean width of a row's values
  SplitMethod method = SplitMethod::kNone;
  std::string reason;                             // why no points, or how they were placed
  std::vector<std::vector<shard::Value>> points;  // each a full key, in key order of the leading part
};

// One object per converted table key and index whose source table has profiled rows, in schema
// order (a table before its indexes). `ctx` is the rewritten schema's context with its source.
std::vector<SplitObject> ChooseSplitPoints(const analysis::AnalysisContext& ctx, const SplitRule& rule);

// The number of points `rule` gives a table of `rows` rows and `bytes` bytes.
uint64_t PointCount(const SplitRule& rule, uint64_t rows, uint64_t bytes);

// `count` values evenly spaced over [0, 2^63): BIT_REVERSE(id, true) ids spread uniformly there.
std::vector<int64_t> EvenPositiveInt64(uint64_t count);
// `count` shard values out of 0..shards-1 (never 0: the first split starts there), evenly spaced.
std::vector<int64_t> ShardPoints(int64_t shards, uint64_t count);
// `count` UUID texts whose first 32 bits are evenly spaced, the rest zero.
std::vector<std::string> UuidPrefixes(uint64_t count, bool upper);
// `count` quantiles of `sample` (typed values, ordered as Spanner orders the key), distinct.
std::vector<shard::Value> Quantiles(std::vector<shard::Value> sample, uint64_t count);

}  // namespace spanlift::simulate
