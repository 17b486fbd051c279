// MySQL / MariaDB workload evidence, each source read once for the whole database: row estimates
// and sizes (information_schema.TABLES), writes since the server started
// (performance_schema.table_io_waits_summary_by_table, where it is on), column distributions
// (MariaDB mysql.column_stats after ANALYZE TABLE ... PERSISTENT FOR; MySQL 8
// information_schema.COLUMN_STATISTICS after ANALYZE TABLE ... UPDATE HISTOGRAM; otherwise the
// first index column's cardinality), and the exact extremes of AUTO_INCREMENT keys.
// --sample-rows reads ten primary-key ranges spread over each table's key.
#include "source/mysql_statistics.h"

#include <fmt/format.h>

#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "profile/profiler.h"
#include "source/evidence.h"
#include "source/mysql_catalog.h"

namespace spanlift::source {

namespace {

using Row = Result::Row;

// A query whose failure (a privilege, a feature the server lacks) only leaves evidence out.
std::optional<Result> Optional(Connection& c, const std::string& sql, std::string_view what,
                               std::vector<ReadNote>& notes, const std::string& why) {
  try {
    return c.Query(sql, what);
  } catch (const SourceError& e) {
    if (LostConnection(e)) throw;
    notes.push_back({"", why + " (" + e.what() + ")"});
    return std::nullopt;
  }
}

void ReadTables(Connection& c, const std::string& db, model::Schema& schema) {
  Result r = c.Query(
      "SELECT TABLE_NAME, TABLE_ROWS, DATA_LENGTH, INDEX_LENGTH FROM information_schema.TABLES "
      "WHERE TABLE_SCHEMA = " +
          MyLiteral(db) + " AND TABLE_TYPE <> 'VIEW'",
      "table statistics");
  for (size_t i = 0; i < r.size(); ++i) {
    model::Table* t = schema.FindTable("", r[i].Text("TABLE_NAME"));
    if (!t) continue;
    model::TableData& d = LiveData(*t);
    d.rows = static_cast<uint64_t>(r[i].Int("TABLE_ROWS").value_or(0));
    d.rows_estimated = true;
    d.bytes = static_cast<uint64_t>(r[i].Int("DATA_LENGTH").value_or(0) + r[i].Int("INDEX_LENGTH").value_or(0));
  }
}

// Row writes since the server started, where performance_schema counts them.
void ReadWrites(Connection& c, const std::string& db, model::Schema& schema, std::vector<ReadNote>& notes) {
  Result on = c.Query("SELECT @@performance_schema AS on_", "whether performance_schema is on");
  if (on.size() != 1 || !on[0].Bool("on_")) {
    notes.push_back({"",
                     "performance_schema is off: inserts are not counted (start the server with "
                     "performance_schema=ON to count them)"});
    return;
  }
  auto instrumented =
      Optional(c, "SELECT ENABLED FROM performance_schema.setup_instruments WHERE NAME = 'wait/io/table/sql/handler'",
               "whether table I/O is counted", notes, "performance_schema is not readable: no insert counts");
  if (!instrumented) return;
  if (instrumented->size() != 1 || !(*instrumented)[0].Bool("ENABLED")) {
    notes.push_back({"",
                     "performance_schema does not count table I/O (setup_instruments 'wait/io/table/sql/handler' "
                     "is disabled): no insert counts"});
    return;
  }
  auto w = Optional(
      c,
      "SELECT VARIABLE_VALUE AS uptime, DATE_FORMAT(NOW() - INTERVAL VARIABLE_VALUE SECOND, '%Y-%m-%d %H:%i:%s') "
      "AS since FROM " +
          std::string(c.version().find("MariaDB") != std::string::npos ? "information_schema" : "performance_schema") +
          ".GLOBAL_STATUS WHERE VARIABLE_NAME = 'UPTIME'",
      "the server's uptime", notes, "the server's uptime is not readable: no insert rate");
  if (w && w->size() == 1) {
    schema.live->window_seconds = (*w)[0].Real("uptime");
    schema.live->statistics_since = (*w)[0].Text("since");
  }
  auto r = Optional(c,
                    "SELECT OBJECT_NAME, COUNT_INSERT, COUNT_UPDATE, COUNT_DELETE "
                    "FROM performance_schema.table_io_waits_summary_by_table WHERE OBJECT_SCHEMA = " +
                        MyLiteral(db),
                    "insert counts", notes,
                    "performance_schema.table_io_waits_summary_by_table is not readable: no insert counts");
  if (!r) return;
  for (auto& t : schema.tables) {
    if (!t.data) continue;
    t.data->inserts = 0;  // a table performance_schema has no row for had no I/O since it started
    t.data->updates = 0;
    t.data->deletes = 0;
    t.data->window_seconds = schema.live->window_seconds;
  }
  for (size_t i = 0; i < r->size(); ++i) {
    Row row = (*r)[i];
    model::Table* t = schema.FindTable("", row.Text("OBJECT_NAME"));
    if (!t || !t->data) continue;
    t->data->inserts = static_cast<uint64_t>(row.Int("COUNT_INSERT").value_or(0));
    t->data->updates = static_cast<uint64_t>(row.Int("COUNT_UPDATE").value_or(0));
    t->data->deletes = static_cast<uint64_t>(row.Int("COUNT_DELETE").value_or(0));
  }
}

// MariaDB's JSON_HB histogram: buckets {start, size, ndv}; a bucket of one value is that value's share.
void MariaDbHistogram(const std::string& text, ColumnStatistics& s) {
  auto doc = nlohmann::json::parse(text, nullptr, false);
  if (!doc.is_object() || !doc.contains("histogram_hb") || !doc["histogram_hb"].is_array()) return;
  double non_null = 1 - s.null_share;
  for (const auto& b : doc["histogram_hb"]) {
    if (!b.is_object() || !b.contains("start")) continue;
    std::string start = b["start"].is_string() ? b["start"].get<std::string>() : b["start"].dump();
    s.values.push_back(start);
    if (b.value("ndv", 0) == 1) s.frequent.push_back({start, b.value("size", 0.0) * non_null});
    if (b.contains("end") && b["end"].is_string()) s.values.push_back(b["end"].get<std::string>());
  }
  s.statistics = "histogram";
}

// MariaDB's height-balanced histograms (SINGLE_PREC_HB, DOUBLE_PREC_HB): n bucket ends, each a
// position in min..max scaled to 255 or 65535; every bucket holds 1/(n+1) of the non-NULL rows, so
// buckets of no width are one value's rows. Positions are values again when min and max are numbers.
void HeightBalanced(const std::string& bytes, int width, const Row& row, ColumnStatistics& s) {
  size_t n = bytes.size() / static_cast<size_t>(width);
  if (n == 0) return;
  double scale = width == 1 ? 255.0 : 65535.0, non_null = 1 - s.null_share;
  std::vector<double> ends;
  for (size_t i = 0; i < n; ++i) {
    auto b = [&](size_t k) {
      return static_cast<unsigned>(static_cast<unsigned char>(bytes[i * static_cast<size_t>(width) + k]));
    };
    ends.push_back((width == 1 ? b(0) : (b(0) | (b(1) << 8))) / scale);
  }
  auto lo = row.Real("min_value"), hi = row.Real("max_value");
  auto value = [&](double at) {
    if (lo && hi) return fmt::format("{}", static_cast<int64_t>(std::llround(*lo + (*hi - *lo) * at)));
    if (at <= 0) return row.Text("min_value");
    if (at >= 1) return row.Text("max_value");
    return fmt::format("(at {:.3f} of {}..{})", at, row.Text("min_value"), row.Text("max_value"));
  };
  std::map<double, size_t> flat;  // position -> buckets of no width there
  double previous = 0;
  for (double e : ends) {
    if (e == previous) ++flat[e];
    previous = e;
    s.values.push_back(value(e));
  }
  if (ends.back() == 1.0) ++flat[1.0];  // the last bucket ends at the maximum
  for (const auto& [at, buckets] : flat)
    s.frequent.push_back({value(at), non_null * static_cast<double>(buckets) / static_cast<double>(n + 1)});
  s.statistics = "histogram";
}

// MySQL 8's histogram: singleton [[value, cumulative share], ...] or equi-height [[lo, hi, cumulative, ndv], ...].
void MySqlHistogram(const std::string& text, ColumnStatistics& s) {
  auto doc = nlohmann::json::parse(text, nullptr, false);
  if (!doc.is_object() || !doc.contains("buckets")) return;
  s.null_share = doc.value("null-values", 0.0);
  bool singleton = doc.value("histogram-type", "") == "singleton";
  double before = 0;
  for (const auto& b : doc["buckets"]) {
    if (!b.is_array() || b.size() < 2) continue;
    std::string value = b[0].is_string() ? b[0].get<std::string>() : b[0].dump();
    double cumulative = b[singleton ? 1 : 2].get<double>();
    s.values.push_back(value);
    if (singleton || (b.size() >= 4 && b[3].get<double>() == 1)) s.frequent.push_back({value, cumulative - before});
    before = cumulative;
  }
  s.statistics = "histogram";
}

void ReadColumns(Connection& c, const std::string& db, model::Schema& schema, bool mariadb,
                 std::vector<ReadNote>& notes) {
  std::map<std::string, ColumnStatistics> found;  // "table.column"
  if (mariadb) {
    auto r = Optional(
        c,
        "SELECT table_name, column_name, min_value, max_value, nulls_ratio, avg_frequency, hist_type, histogram "
        "FROM mysql.column_stats WHERE db_name = " +
            MyLiteral(db),
        "column statistics", notes,
        "mysql.column_stats is not readable: no column distributions (GRANT SELECT ON mysql.column_stats)");
    for (size_t i = 0; r && i < r->size(); ++i) {
      Row row = (*r)[i];
      ColumnStatistics s;
      s.statistics = "column_stats";
      s.null_share = row.Real("nulls_ratio").value_or(0);
      if (auto f = row.Real("avg_frequency"); f && *f > 0) s.distinct = -*f;  // rows per value: resolved below
      std::string type = row.Text("hist_type");
      if (type == "JSON_HB") MariaDbHistogram(row.Text("histogram"), s);
      if (type == "SINGLE_PREC_HB" || type == "DOUBLE_PREC_HB")
        HeightBalanced(row.Text("histogram"), type == "SINGLE_PREC_HB" ? 1 : 2, row, s);
      found[row.Text("table_name") + "." + row.Text("column_name")] = std::move(s);
    }
  } else {
    auto r =
        Optional(c,
                 "SELECT TABLE_NAME, COLUMN_NAME, HISTOGRAM FROM information_schema.COLUMN_STATISTICS "
                 "WHERE SCHEMA_NAME = " +
                     MyLiteral(db),
                 "column statistics", notes, "information_schema.COLUMN_STATISTICS is not readable: no histograms");
    for (size_t i = 0; r && i < r->size(); ++i) {
      ColumnStatistics s;
      MySqlHistogram((*r)[i].Text("HISTOGRAM"), s);
      found[(*r)[i].Text("TABLE_NAME") + "." + (*r)[i].Text("COLUMN_NAME")] = std::move(s);
    }
  }
  Result idx = c.Query(
      "SELECT TABLE_NAME, COLUMN_NAME, CARDINALITY FROM information_schema.STATISTICS "
      "WHERE TABLE_SCHEMA = " +
          MyLiteral(db) + " AND SEQ_IN_INDEX = 1",
      "index cardinality");
  for (size_t i = 0; i < idx.size(); ++i) {
    std::string key = idx[i].Text("TABLE_NAME") + "." + idx[i].Text("COLUMN_NAME");
    auto card = idx[i].Real("CARDINALITY");
    if (!card || (found.count(key) && found[key].distinct)) continue;
    found[key].distinct = *card;
    if (found[key].statistics.empty()) found[key].statistics = "index cardinality";
  }
  for (auto& t : schema.tables) {
    if (!t.data) continue;
    for (const auto& col : t.columns) {
      auto it = found.find(t.name + "." + col.name);
      if (it == found.end() || !profile::IsKeyCandidate(t, col)) continue;
      ColumnStatistics s = it->second;
      double non_null = static_cast<double>(t.data->rows) * (1 - s.null_share);
      if (s.distinct && *s.distinct < 0) s.distinct = non_null / -*s.distinct;  // from rows per value
      t.data->columns.push_back(FromStatistics(col.name, t.data->rows, s));
    }
  }
}

// Exact MIN / MAX of AUTO_INCREMENT keys, for --sample-rows' key ranges (skip ranges need none:
// InnoDB and MyISAM keep AUTO_INCREMENT above every stored id).
void ReadExtremes(Connection& c, model::Schema& schema) {
  std::string sql;
  std::vector<std::pair<model::Table*, std::string>> asked;
  for (auto& t : schema.tables) {
    if (!t.primary_key || t.primary_key->parts.empty() || !t.data) continue;
    const model::Column* c0 = t.FindColumn(t.primary_key->parts[0].column);
    if (!c0 || !c0->auto_increment) continue;
    std::string col = MyName(c0->name);
    sql += fmt::format("{}SELECT {} AS k, MIN({}) AS lo, MAX({}) AS hi FROM {}", sql.empty() ? "" : " UNION ALL ",
                       asked.size(), col, col, MyName(t.name));
    asked.push_back({&t, c0->name});
  }
  if (asked.empty()) return;
  Result r = c.Query(sql, "the highest existing ids");
  for (size_t i = 0; i < r.size(); ++i) {
    auto k = r[i].Int("k"), lo = r[i].Int("lo"), hi = r[i].Int("hi");
    if (!k || !lo || !hi || static_cast<size_t>(*k) >= asked.size()) continue;
    SetExtremes(*asked[static_cast<size_t>(*k)].first->data, asked[static_cast<size_t>(*k)].second, *lo, *hi);
  }
}

// Ten key ranges spread over an integer key (or the first rows in key order): InnoDB keeps rows in
// key order, so a sample says nothing about insertion order (analysis knows: data_evidence.cpp).
std::string SampleQuery(const model::Table& t, const std::string& columns, uint64_t rows) {
  std::string from = " FROM " + MyName(t.name);
  const model::ColumnData* key = nullptr;
  if (t.primary_key && !t.primary_key->parts.empty() && t.data) key = t.data->Find(t.primary_key->parts[0].column);
  if (!key || !key->int_min || !key->int_max || rows < 10)
    return "SELECT " + columns + from + " LIMIT " + std::to_string(rows);
  std::string col = MyName(t.primary_key->parts[0].column), sql;
  double span = static_cast<double>(*key->int_max) - static_cast<double>(*key->int_min);
  for (int i = 0; i < 10; ++i) {
    auto lo = *key->int_min + static_cast<int64_t>(span * i / 10);
    sql += fmt::format("{}(SELECT {}{} WHERE {} >= {} ORDER BY {} LIMIT {})", i ? " UNION ALL " : "", columns, from,
                       col, lo, col, rows / 10);
  }
  return sql;
}

}  // namespace

void ReadMyStatistics(Connection& connection, const std::string& database, model::Schema& schema, bool key_ranges,
                      std::vector<ReadNote>& notes) {
  bool mariadb = connection.version().find("MariaDB") != std::string::npos;
  ReadTables(connection, database, schema);
  ReadWrites(connection, database, schema, notes);
  MaybePause(connection, "statistics", false);
  ReadColumns(connection, database, schema, mariadb, notes);
  if (key_ranges) ReadExtremes(connection, schema);  // where --sample-rows' key ranges spread
  for (auto& t : schema.tables) InTableOrder(t);
}

void SampleMyRows(Connection& connection, const std::string& database, const model::Schema& schema, uint64_t rows,
                  profile::RowConsumer& consumer, std::vector<ReadNote>& notes) {
  (void)database;
  for (const auto& t : schema.tables) {
    SampleColumns columns =
        BeginSample(t, consumer, [](const std::string& c) { return "CAST(" + MyName(c) + " AS CHAR)"; });
    if (columns.positions.empty()) continue;
    Result r;
    try {
      r = connection.Query(SampleQuery(t, columns.select, rows), "a sample of " + t.name);
    } catch (const SourceError& e) {
      if (LostConnection(e)) throw;
      notes.push_back({"table " + t.name, std::string("not sampled: ") + e.what()});
      continue;
    }
    FeedSample(r, t, columns, consumer);
  }
}

}  // namespace spanlift::source
