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
  std::string column;                     // source column name
  uint64_t values = 0;                    // non-NULL values seen
  uint64_t nulls = 0;
  bool all_integers = true;               // every non-NULL value was an integer literal
  std::optional<int64_t> int_min, int_max;  // when all_integers (and they fit in 64 bits)
  std::string min, max;                   // bytewise smallest / largest value (a prefix of it)
  uint64_t distinct = 0;                  // HyperLogLog estimate (docs/profiling.md: error bound)
  std::vector<ValueCount> top;            // heavy hitters, most frequent first
  uint64_t pairs = 0;                     // adjacent non-NULL pairs in dump order
  uint64_t increases = 0, decreases = 0;  // of those pairs: later value larger / smaller
  std::string time_order;                 // values' own time order: "ulid", "uuid_v7", ... or ""
  std::vector<std::string> sample;        // uniform reservoir sample of values (bounded)

  double IncreasingShare() const { return pairs ? static_cast<double>(increases) / static_cast<double>(pairs) : 0; }
  // Share of rows holding the most frequent value (0 without values).
  double TopShare() const {
    return top.empty() || values == 0 ? 0 : static_cast<double>(top.front().count) / static_cast<double>(values);
  }
};

struct TableData {
  uint64_t rows = 0;
  uint64_t row_bytes = 0;                // bytes of the rows' text in the dump (their size as data)
  uint64_t malformed_rows = 0;           // rows the scanner could not read (P013), not counted in `rows`
  std::vector<ColumnData> columns;       // profiled columns, in table order

  const ColumnData* Find(std::string_view column) const;
  // The highest value of an integer column the rows hold, if they hold any.
  std::optional<int64_t> IntMax(std::string_view column) const {
    const ColumnData* c = Find(column);
    return c ? c->int_max : std::nullopt;
  }
};

}  // namespace spanlift::model
