// PostgreSQL's workload evidence, each catalog read once for the whole database: row estimates and
// sizes (pg_class), writes since the statistics were reset (pg_stat_user_tables,
// pg_stat_database.stats_reset), column distributions (pg_stats) of key and index columns, and the
// exact extremes of generator-fed integer keys (skip ranges). --sample-rows reads rows by
// TABLESAMPLE SYSTEM, in the pages' (physical) order.
#include "source/postgres_statistics.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "profile/profiler.h"
#include "source/evidence.h"
#include "source/pg_array.h"

namespace spanlift::source {

namespace {

using Row = Result::Row;

std::string Key(const std::string& schema, const std::string& name) { return schema + "." + name; }

std::string SchemaList(const model::Schema& schema) {
  std::set<std::string> names;
  for (const auto& t : schema.tables) names.insert(t.schema);
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + Literal(n);
  return out.empty() ? "''" : out;
}

// The table a partition's figures add to: the root of its partition tree (convert folds
// partitions into it).
model::Table* Root(model::Schema& schema, model::Table& t) {
  model::Table* root = &t;
  for (int depth = 0; depth < 64 && !root->partition_of.empty(); ++depth) {
    const std::string& q = root->partition_of;
    size_t dot = q.find('.');
    model::Table* parent =
        dot == std::string::npos ? schema.FindTable("", q) : schema.FindTable(q.substr(0, dot), q.substr(dot + 1));
    if (!parent) break;
    root = parent;
  }
  return root;
}

void ReadWindow(Connection& c, model::Schema& schema, std::vector<ReadNote>& notes) {
  Result w = c.Query(
      "SELECT d.stats_reset::text AS since, EXTRACT(EPOCH FROM pg_catalog.now() - d.stats_reset)::float8 AS seconds "
      "FROM pg_catalog.pg_stat_database d WHERE d.datname = pg_catalog.current_database()",
      "the statistics window");
  if (w.size() == 1 && !w[0].IsNull("since")) {
    schema.live->statistics_since = w[0].Text("since");
    schema.live->window_seconds = w[0].Real("seconds");
  } else {
    notes.push_back({"",
                     "the statistics were never reset (pg_stat_database.stats_reset is empty): inserts are "
                     "counted, but over an unknown time, so no rate is given"});
  }
}

// Rows, bytes and writes per table; a partition's add to its root's.
std::set<std::string> ReadTables(Connection& c, model::Schema& schema, std::vector<ReadNote>& notes) {
  Result r = c.Query(
      // Pages as of the last VACUUM / ANALYZE (the table, its indexes and TOAST): no file is looked
      // at, which for thousands of tables is most of the time; a table never counted is sized.
      "SELECT n.nspname, c.relname, c.reltuples::float8 AS reltuples, "
      "CASE WHEN c.relpages > 0 OR COALESCE(s.n_live_tup, 0) = 0 THEN (c.relpages + "
      "COALESCE((SELECT pg_catalog.sum(i.relpages) FROM pg_catalog.pg_index x JOIN pg_catalog.pg_class i "
      "ON i.oid = x.indexrelid WHERE x.indrelid = c.oid), 0) + COALESCE((SELECT t.relpages FROM pg_catalog.pg_class t "
      "WHERE t.oid = c.reltoastrelid), 0))::int8 * pg_catalog.current_setting('block_size')::int8 "
      "ELSE pg_catalog.pg_total_relation_size(c.oid) END AS bytes, "
      "s.n_tup_ins, s.n_tup_upd, s.n_tup_del, s.n_live_tup, pg_catalog.has_table_privilege(c.oid, 'SELECT') AS readable "
      "FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
      "LEFT JOIN pg_catalog.pg_stat_user_tables s ON s.relid = c.oid "
      "WHERE c.relkind IN ('r', 'p') AND n.nspname IN (" +
          SchemaList(schema) + ")",
      "table statistics");
  std::set<std::string> readable;
  std::vector<std::string> unreadable;
  for (size_t i = 0; i < r.size(); ++i) {
    Row row = r[i];
    model::Table* t = schema.FindTable(row.Text("nspname"), row.Text("relname"));
    if (!t) continue;  // excluded
    if (row.Bool("readable"))
      readable.insert(Key(t->schema, t->name));
    else
      unreadable.push_back(t->schema + "." + t->name);
    model::TableData& d = LiveData(*Root(schema, *t));
    LiveData(*t);
    double tuples = row.Real("reltuples").value_or(-1);
    uint64_t rows =
        tuples >= 0 ? static_cast<uint64_t>(tuples) : static_cast<uint64_t>(row.Int("n_live_tup").value_or(0));
    d.rows += rows;
    d.rows_estimated = true;
    d.bytes = d.bytes.value_or(0) + static_cast<uint64_t>(row.Int("bytes").value_or(0));
    if (!row.IsNull("n_tup_ins")) {
      d.inserts = d.inserts.value_or(0) + static_cast<uint64_t>(row.Int("n_tup_ins").value_or(0));
      d.updates = d.updates.value_or(0) + static_cast<uint64_t>(row.Int("n_tup_upd").value_or(0));
      d.deletes = d.deletes.value_or(0) + static_cast<uint64_t>(row.Int("n_tup_del").value_or(0));
    }
    d.window_seconds = schema.live->window_seconds;
  }
  for (const auto& name : unreadable)
    notes.push_back({"table " + name,
                     "no SELECT privilege: its column statistics and rows are not read (its schema and "
                     "counters are)"});
  return readable;
}

// pg_stats of the key and index columns (the columns the dump profiler would sketch).
void ReadColumns(Connection& c, model::Schema& schema) {
  Result r = c.Query(
      "SELECT s.schemaname, s.tablename, s.attname, s.inherited, s.null_frac::float8 AS null_frac, "
      "s.n_distinct::float8 AS n_distinct, s.most_common_vals::text AS mcv, "
      "s.most_common_freqs::text AS mcf, s.histogram_bounds::text AS hist, s.correlation::float8 AS correlation "
      "FROM pg_catalog.pg_stats s WHERE s.schemaname IN (" +
          SchemaList(schema) + ")",
      "column statistics");
  for (size_t i = 0; i < r.size(); ++i) {
    Row row = r[i];
    model::Table* t = schema.FindTable(row.Text("schemaname"), row.Text("tablename"));
    if (!t || !t->data) continue;
    // A partitioned table's own statistics cover its partitions (inherited); a plain table's do not.
    if (row.Bool("inherited") != !t->partition_by.empty()) continue;
    const model::Column* column = t->FindColumn(row.Text("attname"));
    if (!column || !profile::IsKeyCandidate(*t, *column)) continue;
    ColumnStatistics s;
    s.statistics = "pg_stats";
    s.null_share = row.Real("null_frac").value_or(0);
    double n = row.Real("n_distinct").value_or(0);
    double rows = static_cast<double>(t->data->rows);
    s.distinct = n >= 0 ? n : -n * rows * (1 - s.null_share);
    auto values = ParsePgArray(row.Text("mcv"));
    auto freqs = ParsePgArray(row.Text("mcf"));
    for (size_t k = 0; k < values.size() && k < freqs.size(); ++k)
      if (values[k] && freqs[k]) s.frequent.push_back({*values[k], std::atof(freqs[k]->c_str())});
    for (auto& v : ParsePgArray(row.Text("hist")))
      if (v) s.values.push_back(std::move(*v));
    s.correlation = row.Real("correlation");
    t->data->columns.push_back(FromStatistics(column->name, t->data->rows, s));
  }
}

// The sequence feeding a column: its counter, as the model has it (setval), if it was readable.
std::optional<int64_t> Counter(const model::Schema& schema, const model::Table& t, const model::Column& c) {
  for (const auto& s : schema.sequences) {
    bool owned = model::EqualsIgnoreCase(s.owned_by_column, c.name) &&
                 (model::EqualsIgnoreCase(s.owned_by_table, t.schema + "." + t.name) ||
                  model::EqualsIgnoreCase(s.owned_by_table, t.name));
    bool named = !c.sequence.empty() && (model::EqualsIgnoreCase(c.sequence, s.schema + "." + s.name) ||
                                         model::EqualsIgnoreCase(c.sequence, s.name));
    if ((owned || named) && s.last_value) return s.is_called ? *s.last_value : *s.last_value - 1;
  }
  return std::nullopt;
}

// Whether the column may hold values above its counter: no readable counter, no statistics, or
// statistics that saw a value past it (ANALYZE reads every row of a table under 30,000 rows).
bool MayExceed(const model::Schema& schema, const model::Table& t, const model::Column& c) {
  auto counter = Counter(schema, t, c);
  const model::ColumnData* d = t.data ? t.data->Find(c.name) : nullptr;
  if (!counter || !d || d->sample.empty()) return true;
  for (const auto& v : d->sample) {
    char* end = nullptr;
    long long n = std::strtoll(v.c_str(), &end, 10);
    if (*end != '\0' || n > *counter) return true;
  }
  return false;
}

// Exact min and max of the generator-fed integer key columns whose counter may not cover the rows
// (MayExceed), in one statement (each an index probe): what skip ranges start from.
void ReadExtremes(Connection& c, model::Schema& schema, const std::set<std::string>& readable) {
  std::string sql;
  std::vector<std::pair<model::Table*, std::string>> asked;
  for (auto& t : schema.tables) {
    if (!t.primary_key || t.primary_key->parts.empty() || !readable.count(Key(t.schema, t.name))) continue;
    const model::Column* c0 = t.FindColumn(t.primary_key->parts[0].column);
    if (!c0 || !(c0->auto_increment || c0->identity) || c0->type.array_dims) continue;
    if (!MayExceed(schema, t, *c0)) continue;
    std::string col = PgName(c0->name);
    sql += fmt::format("{}SELECT {} AS k, pg_catalog.min({})::text AS lo, pg_catalog.max({})::text AS hi FROM {}.{}",
                       sql.empty() ? "" : " UNION ALL ", asked.size(), col, col, PgName(t.schema), PgName(t.name));
    asked.push_back({&t, c0->name});
  }
  if (asked.empty()) return;
  Result r = c.Query(sql, "the highest existing ids");
  for (size_t i = 0; i < r.size(); ++i) {
    auto k = r[i].Int("k"), lo = r[i].Int("lo"), hi = r[i].Int("hi");
    if (!k || !lo || !hi || static_cast<size_t>(*k) >= asked.size()) continue;
    auto [table, column] = asked[static_cast<size_t>(*k)];
    SetExtremes(LiveData(*table), column, *lo, *hi);
  }
}

}  // namespace

void ReadPgStatistics(Connection& connection, model::Schema& schema, std::vector<ReadNote>& notes) {
  ReadWindow(connection, schema, notes);
  std::set<std::string> readable = ReadTables(connection, schema, notes);
  MaybePause(connection, "statistics", true);
  ReadColumns(connection, schema);
  ReadExtremes(connection, schema, readable);
  size_t never_analyzed = 0;
  for (auto& t : schema.tables) {
    InTableOrder(t);
    if (t.data && t.data->columns.empty() && t.data->rows > 0) ++never_analyzed;
  }
  if (never_analyzed)
    notes.push_back({"", fmt::format("{} tables with rows have no column statistics (never ANALYZEd, or not readable): "
                                     "run ANALYZE for distributions",
                                     never_analyzed)});
}

void SamplePgRows(Connection& connection, const model::Schema& schema, uint64_t rows, profile::RowConsumer& consumer,
                  std::vector<ReadNote>& notes) {
  for (const auto& t : schema.tables) {
    if (!t.partition_by.empty()) continue;  // its partitions hold the rows
    SampleColumns columns = BeginSample(t, consumer, [](const std::string& c) { return PgName(c) + "::text"; });
    if (columns.positions.empty()) continue;
    // Pages in physical order: about `rows` rows of a table of `estimate`, the same ones each time.
    uint64_t estimate = t.data ? t.data->rows : 0;
    double percent = estimate > rows ? 100.0 * static_cast<double>(rows) * 1.5 / static_cast<double>(estimate) : 100.0;
    std::string sql =
        fmt::format("SELECT {} FROM {}.{} TABLESAMPLE SYSTEM ({:.4f}) REPEATABLE (0) LIMIT {}", columns.select,
                    PgName(t.schema), PgName(t.name), std::clamp(percent, 0.01, 100.0), rows);
    Result r;
    try {
      connection.Query("SAVEPOINT sample", "a sample");
      r = connection.Query(sql, "a sample of " + t.schema + "." + t.name);
      connection.Query("RELEASE SAVEPOINT sample", "a sample");
    } catch (const SourceError& e) {
      if (LostConnection(e)) throw;
      // A table the user may not read (or under row-level security): noted, the read goes on.
      connection.Query("ROLLBACK TO SAVEPOINT sample", "a sample");
      notes.push_back({"table " + t.schema + "." + t.name, std::string("not sampled: ") + e.what()});
      continue;
    }
    FeedSample(r, t, columns, consumer);
  }
}

}  // namespace spanlift::source
