#pragma once
// A live database's measures put where the dump profiler puts its own (model::TableData,
// model::ColumnData), so analysis reads both the same way (docs/live.md, "Workload evidence").
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <functional>

#include "model/data_profile.h"
#include "model/schema.h"
#include "profile/row.h"
#include "source/connection.h"

namespace spanlift::source {

// One column's distribution as a server's statistics state it.
struct ColumnStatistics {
  double null_share = 0;                                 // of the rows
  std::optional<double> distinct;                        // distinct non-NULL values, estimated
  std::vector<std::pair<std::string, double>> frequent;  // most common values and their share of the rows
  std::vector<std::string> values;                       // other values seen (histogram bounds), in order
  std::optional<double> correlation;
  std::string statistics;  // "pg_stats", "histogram", ...
};

// The measures of a column of `rows` rows (an estimate): counts scaled from shares, the most
// common values as heavy hitters, the values seen as the sample time-ordered formats are
// recognised in. Minima and maxima are left to exact queries (a statistics sample's maximum is
// not the table's: skip ranges must not come from it).
model::ColumnData FromStatistics(const std::string& column, uint64_t rows, const ColumnStatistics& s);

// What a --sample-rows sample adds to the statistics of the same table: the order the rows came in
// (physical order), time-ordered formats, a value sample; columns the statistics lack are taken
// whole. Integer extremes of a sample are dropped (not the table's).
void MergeSample(model::TableData& statistics, model::TableData sample);

// The exact extremes of an integer column (SELECT min(), max() through its index), for skip ranges.
void SetExtremes(model::TableData& data, const std::string& column, int64_t min, int64_t max);

// The data of `table`, made live if it was not.
model::TableData& LiveData(model::Table& table);

// The table's measured columns put back in table order (the order TableData promises).
void InTableOrder(model::Table& table);

// --sample-rows: the columns of `table` the consumer wants (its BeginRows), and the select list
// a reader sends for them, `expression(column)` AS c0, AS c1, ... (empty: nothing wanted).
struct SampleColumns {
  std::vector<size_t> positions;  // the wanted columns' places in the table
  std::string select;
};
SampleColumns BeginSample(const model::Table& table, profile::RowConsumer& consumer,
                          const std::function<std::string(const std::string&)>& expression);
// A sample query's rows (columns c0, c1, ...) to the consumer, as text values cut as a dump's are.
void FeedSample(const Result& rows, const model::Table& table, const SampleColumns& columns,
                profile::RowConsumer& consumer);
// Whether a failed statement lost the connection (the read ends) rather than failing on its own.
bool LostConnection(const SourceError& error);

// `name` quoted for PostgreSQL (always, so no keyword or case can break it).
std::string PgName(std::string_view name);

}  // namespace spanlift::source
