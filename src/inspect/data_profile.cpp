#include "inspect/data_profile.h"

#include <fmt/format.h>

namespace spanlift::inspect {

namespace {

constexpr size_t kTopShown = 5;  // heavy hitters in the text form

void WriteColumn(model::JsonWriter& w, const model::ColumnData& c) {
  w.BeginObject();
  w.Field("column", c.column);
  w.Field("values", c.values);
  w.Field("nulls", c.nulls);
  w.Field("min", c.min);
  w.Field("max", c.max);
  w.OptionalField("int_min", c.int_min);
  w.OptionalField("int_max", c.int_max);
  w.Field("distinct", c.distinct);
  w.Key("increasing");
  w.Fixed(c.IncreasingShare(), 4);
  w.Key("top");
  w.BeginArray();
  for (const auto& v : c.top) {
    w.BeginObject();
    w.Field("value", v.value);
    w.Field("count", v.count);
    w.Field("error", v.error);
    w.EndObject();
  }
  w.EndArray();
  w.FieldOrNull("time_order", c.time_order);
  w.StringArray("sample", c.sample);
  if (!c.statistics.empty()) w.Field("statistics", c.statistics);
  if (c.correlation) {
    w.Key("correlation");
    w.Fixed(*c.correlation, 4);
  }
  w.EndObject();
}

void OptionalCount(model::JsonWriter& w, std::string_view key, const std::optional<uint64_t>& value) {
  w.Key(key);
  if (value)
    w.UInt(*value);
  else
    w.Null();
}

// What only a live database states (docs/live.md): the server's own figures.
void WriteLiveFigures(model::JsonWriter& w, const model::TableData& data) {
  w.Field("origin", data.origin);
  w.Field("rows_estimated", data.rows_estimated);
  OptionalCount(w, "bytes", data.bytes);
  OptionalCount(w, "inserts", data.inserts);
  OptionalCount(w, "updates", data.updates);
  OptionalCount(w, "deletes", data.deletes);
  w.Key("window_seconds");
  if (data.window_seconds)
    w.Fixed(*data.window_seconds, 0);
  else
    w.Null();
  w.Key("inserts_per_second");
  if (auto rate = data.InsertRate())
    w.Fixed(*rate, 3);
  else
    w.Null();
  w.Field("sampled_rows", data.sampled_rows);
}

}  // namespace

std::string LiveFiguresText(const model::TableData& data) {
  std::string out = data.rows_estimated ? " (estimated)" : "";
  if (data.bytes) out += fmt::format(", {} bytes", *data.bytes);
  out += data.inserts ? fmt::format(", {} inserts", *data.inserts) : ", inserts not counted";
  if (auto rate = data.InsertRate()) out += fmt::format(" ({:.3f}/s)", *rate);
  if (data.updates && *data.updates) out += fmt::format(", {} updates", *data.updates);
  if (data.sampled_rows) out += fmt::format(", {} rows sampled", data.sampled_rows);
  return out;
}

void WriteTableData(model::JsonWriter& w, const model::TableData& data) {
  w.BeginObject();
  w.Field("rows", data.rows);
  w.Field("row_bytes", data.row_bytes);
  w.Field("malformed_rows", data.malformed_rows);
  if (data.origin == "live") WriteLiveFigures(w, data);
  w.Key("columns");
  w.BeginArray();
  for (const auto& c : data.columns) WriteColumn(w, c);
  w.EndArray();
  w.EndObject();
}

std::string TableDataText(const model::TableData& data) {
  std::string out =
      fmt::format("    rows {}{}{}\n", data.rows,
                  data.malformed_rows ? fmt::format(" ({} malformed, not read)", data.malformed_rows) : "",
                  data.origin == "live" ? LiveFiguresText(data) : "");
  for (const auto& c : data.columns) {
    out += fmt::format("    data {}: {} values, {} NULL, ~{} distinct, ", c.column, c.values, c.nulls, c.distinct);
    out += c.int_max ? fmt::format("{}..{}", *c.int_min, *c.int_max) : fmt::format("'{}'..'{}'", c.min, c.max);
    bool live = data.origin == "live";
    if (!live || c.pairs) out += fmt::format(", {:.1f}% increasing", c.IncreasingShare() * 100);
    if (c.correlation) out += fmt::format(", correlation {:.2f}", *c.correlation);
    if (live && !c.statistics.empty()) out += " (" + c.statistics + ")";
    if (!c.time_order.empty()) out += ", " + c.time_order;
    // Heavy hitters by the rows they surely hold; values seen once each show none.
    std::string top;
    for (size_t i = 0, shown = 0; i < c.top.size() && shown < kTopShown; ++i) {
      uint64_t sure = c.top[i].count - c.top[i].error;
      if (sure < 2 || c.values == 0) continue;
      top += fmt::format(" '{}' {:.1f}%", c.top[i].value,
                         100.0 * static_cast<double>(sure) / static_cast<double>(c.values));
      ++shown;
    }
    if (!top.empty()) out += ", top" + top;
    out += "\n";
  }
  return out;
}

}  // namespace spanlift::inspect
