#pragma once
// What the rows of a dump showed about a table (src/profile/ measures it, docs/profiling.md):
// summaries of bounded size, never the rows. Analysis reads it to confirm or refute what names and
// types suggest; the sequence conversion reads the highest existing ids from it.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace spanlift::model {

// A value and how many rows hold it (space-saving: an upper bound, exact when `error` is 0).
struct ValueCount {
  std::string value;
  uint64_t count = 0;
  uint64_t error = 0;
};

struct ColumnData {
  std::string column;   // source column name
  uint64_t values = 0;  // non-NULL values seen
  uint64_t nulls = 0;
  bool all_integers = true;                 // every non-NULL value was an integer literal
  std::optional<int64_t> int_min, int_max;  // when all_integers (and they fit in 64 bits)
  std::string min, max;                     // bytewise smallest / largest value (a prefix of it)
  uint64_t distinct = 0;                    // HyperLogLog estimate (docs/profiling.md: error bound)
  std::vector<ValueCount> top;              // heavy hitters, most frequent first
  uint64_t pairs = 0;                       // adjacent non-NULL pairs in dump order
  uint64_t increases = 0, decreases = 0;    // of those pairs: later value larger / smaller
  std::string time_order;                   // values' own time order: "ulid", "uuid_v7", ... or ""
  std::vector<std::string> sample;          // uniform reservoir sample of values (bounded)
  // A live database's statistics (docs/live.md): how closely the table's physical order follows
  // the column's value order, -1..1 (PostgreSQL pg_stats.correlation; a heap table's physical order
  // is its insertion order while rows are only appended), and which statistics gave the measures
  // ("pg_stats", "histogram", "index cardinality"; empty for a dump's rows or a sample).
  std::optional<double> correlation;
  std::string statistics;

  double IncreasingShare() const { return pairs ? static_cast<double>(increases) / static_cast<double>(pairs) : 0; }
  // Share of rows holding the most frequent value (0 without values).
  double TopShare() const {
    return top.empty() || values == 0 ? 0 : static_cast<double>(top.front().count) / static_cast<double>(values);
  }
};

struct TableData {
  uint64_t rows = 0;
  uint64_t row_bytes = 0;           // bytes of the rows' text in the dump (their size as data)
  uint64_t malformed_rows = 0;      // rows the scanner could not read (P013), not counted in `rows`
  std::vector<ColumnData> columns;  // profiled columns, in table order
  // Where the measures come from: "" the rows of a dump (src/profile/), "live" a running database
  // (src/source/, docs/live.md), whose figures below are the server's own.
  std::string origin;
  bool rows_estimated = false;    // `rows` is the server's estimate (reltuples, TABLE_ROWS)
  std::optional<uint64_t> bytes;  // data and indexes on disk
  // Rows written since `LiveDatabase::statistics_since` (PostgreSQL pg_stat_user_tables, MySQL
  // performance_schema); unset where the server does not count them.
  std::optional<uint64_t> inserts, updates, deletes;
  std::optional<double> window_seconds;  // how long the counters counted: inserts per second
  uint64_t sampled_rows = 0;             // --sample-rows: rows the sketches measured

  // Inserts per second over the statistics window, where both are known.
  std::optional<double> InsertRate() const {
    if (!inserts || !window_seconds || *window_seconds <= 0) return std::nullopt;
    return static_cast<double>(*inserts) / *window_seconds;
  }
  // A live database counted no write to the table in the whole window: it cannot be a hotspot
  // (hotspot-labels.md: a hotspot needs write volume). Dumps never say so.
  bool CountedNoWrites() const { return origin == "live" && inserts && *inserts == 0 && updates.value_or(0) == 0; }

  const ColumnData* Find(std::string_view column) const;
  // The highest value of an integer column the rows hold, if they hold any.
  std::optional<int64_t> IntMax(std::string_view column) const {
    const ColumnData* c = Find(column);
    return c ? c->int_max : std::nullopt;
  }
};

}  // namespace spanlift::model
