#include "source/evidence.h"

#include <algorithm>
#include <cmath>

#include "profile/time_order.h"

namespace spanlift::source {

namespace {

uint64_t Scaled(double share, uint64_t rows) {
  return static_cast<uint64_t>(std::llround(std::clamp(share, 0.0, 1.0) * static_cast<double>(rows)));
}

model::ColumnData* Find(model::TableData& data, const std::string& column) {
  for (auto& c : data.columns)
    if (model::EqualsIgnoreCase(c.column, column)) return &c;
  return nullptr;
}

}  // namespace

model::ColumnData FromStatistics(const std::string& column, uint64_t rows, const ColumnStatistics& s) {
  model::ColumnData d;
  d.column = column;
  d.nulls = Scaled(s.null_share, rows);
  d.values = rows > d.nulls ? rows - d.nulls : 0;
  d.all_integers = false;  // unknown from statistics; SetExtremes states it where it is known
  if (s.distinct) d.distinct = static_cast<uint64_t>(std::llround(std::max(0.0, *s.distinct)));
  for (const auto& [value, share] : s.frequent) d.top.push_back({value, Scaled(share, rows), 0});
  std::stable_sort(d.top.begin(), d.top.end(), [](const auto& a, const auto& b) { return a.count > b.count; });
  std::vector<std::string> seen = s.values;
  for (const auto& [value, share] : s.frequent) seen.push_back(value);
  for (const auto& v : seen) {
    if (d.min.empty() || v < d.min) d.min = v;
    if (d.max.empty() || v > d.max) d.max = v;
  }
  d.time_order = profile::CommonTimeOrder(seen);
  d.sample = seen.size() > 64 ? std::vector<std::string>(seen.begin(), seen.begin() + 64) : seen;
  d.correlation = s.correlation;
  d.statistics = s.statistics;
  return d;
}

void MergeSample(model::TableData& statistics, model::TableData sample) {
  statistics.sampled_rows = sample.rows;
  for (auto& s : sample.columns) {
    s.int_min.reset();
    s.int_max.reset();
    model::ColumnData* d = Find(statistics, s.column);
    if (!d) {
      s.statistics = "sample";
      statistics.columns.push_back(std::move(s));
      continue;
    }
    d->pairs = s.pairs;
    d->increases = s.increases;
    d->decreases = s.decreases;
    if (d->time_order.empty()) d->time_order = s.time_order;
    if (!s.sample.empty()) d->sample = std::move(s.sample);
    d->statistics += "+sample";
  }
}

void SetExtremes(model::TableData& data, const std::string& column, int64_t min, int64_t max) {
  model::ColumnData* d = Find(data, column);
  if (!d) {
    data.columns.emplace_back();
    d = &data.columns.back();
    d->column = column;
    d->statistics = "min/max";
  }
  d->all_integers = true;
  d->int_min = min;
  d->int_max = max;
}

model::TableData& LiveData(model::Table& table) {
  if (!table.data) table.data.emplace();
  table.data->origin = "live";
  return *table.data;
}

void InTableOrder(model::Table& table) {
  if (!table.data) return;
  auto position = [&](const std::string& column) {
    for (size_t i = 0; i < table.columns.size(); ++i)
      if (model::EqualsIgnoreCase(table.columns[i].name, column)) return i;
    return table.columns.size();
  };
  std::stable_sort(table.data->columns.begin(), table.data->columns.end(),
                   [&](const auto& a, const auto& b) { return position(a.column) < position(b.column); });
}

SampleColumns BeginSample(const model::Table& table, profile::RowConsumer& consumer,
                          const std::function<std::string(const std::string&)>& expression) {
  std::vector<std::string> names;
  for (const auto& c : table.columns) names.push_back(c.name);
  std::vector<bool> wanted = consumer.BeginRows({}, table.schema, table.name, names);
  SampleColumns out;
  for (size_t i = 0; i < wanted.size(); ++i) {
    if (!wanted[i]) continue;
    out.select +=
        (out.select.empty() ? "" : ", ") + expression(names[i]) + " AS c" + std::to_string(out.positions.size());
    out.positions.push_back(i);
  }
  return out;
}

void FeedSample(const Result& rows, const model::Table& table, const SampleColumns& columns,
                profile::RowConsumer& consumer) {
  std::vector<profile::Field> fields(table.columns.size());
  for (size_t i = 0; i < rows.size(); ++i) {
    for (size_t j = 0; j < columns.positions.size(); ++j) {
      const auto& v = rows[i].Get("c" + std::to_string(j));
      fields[columns.positions[j]] =
          v ? profile::Field{profile::ValueKind::kString, v->substr(0, profile::kMaxValueBytes)} : profile::Field{};
    }
    consumer.Row(fields);
  }
}

bool LostConnection(const SourceError& error) {
  return std::string_view(error.what()).find("the connection was lost") != std::string_view::npos;
}

std::string PgName(std::string_view name) {
  std::string out = "\"";
  for (char c : name) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

}  // namespace spanlift::source
