#include "inspect/live.h"

#include <fmt/format.h>

#include <algorithm>

namespace spanlift::inspect {

namespace {

constexpr size_t kTablesShown = 50;  // report.md lists the busiest; report.json lists all

std::string Label(const model::Schema& schema, const model::Table& t) {
  return t.schema.empty() || t.schema == schema.default_schema ? t.name : t.schema + "." + t.name;
}

// What the decisions took the table for (analysis::CountedNoWrites reads the same figures).
std::string TakesLoad(const model::TableData& d) {
  if (d.CountedNoWrites()) return "no: no insert or update counted";
  if (!d.inserts) return "unknown: inserts not counted";
  return "yes";
}

std::string Count(const std::optional<uint64_t>& n) { return n ? std::to_string(*n) : "-"; }

std::string Window(const model::LiveDatabase& live) {
  if (!live.statistics) return "statistics not read (--no-profile-data)";
  if (live.window_seconds)
    return fmt::format("counters since {} ({:.0f} s)", live.statistics_since, *live.window_seconds);
  return "counters over an unknown window";
}

std::vector<const model::Table*> ByInserts(const model::Schema& schema) {
  std::vector<const model::Table*> tables;
  for (const auto& t : schema.tables)
    if (t.data && t.data->origin == "live" && t.partition_of.empty()) tables.push_back(&t);
  std::stable_sort(tables.begin(), tables.end(), [](const model::Table* a, const model::Table* b) {
    return a->data->inserts.value_or(0) > b->data->inserts.value_or(0);
  });
  return tables;
}

}  // namespace

void WriteLive(model::JsonWriter& w, const model::Schema& schema) {
  if (!schema.live) return;
  const model::LiveDatabase& live = *schema.live;
  w.Key("live");
  w.BeginObject();
  w.Field("server", live.server);
  w.Field("version", live.version);
  w.Field("database", live.name);
  w.Field("statistics", live.statistics);
  w.FieldOrNull("statistics_since", live.statistics_since);
  w.Key("window_seconds");
  if (live.window_seconds)
    w.Fixed(*live.window_seconds, 0);
  else
    w.Null();
  w.Field("sampled_rows", live.sampled_rows);
  w.Key("tables");
  w.BeginArray();
  for (const auto& t : schema.tables) {
    if (!t.data || t.data->origin != "live") continue;
    const model::TableData& d = *t.data;
    w.BeginObject();
    w.Field("table", Label(schema, t));
    w.Field("rows", d.rows);
    w.Field("rows_estimated", d.rows_estimated);
    w.Key("bytes");
    if (d.bytes)
      w.UInt(*d.bytes);
    else
      w.Null();
    for (auto [key, value] : {std::pair{"inserts", d.inserts}, {"updates", d.updates}, {"deletes", d.deletes}}) {
      w.Key(key);
      if (value)
        w.UInt(*value);
      else
        w.Null();
    }
    w.Key("inserts_per_second");
    if (auto rate = d.InsertRate())
      w.Fixed(*rate, 3);
    else
      w.Null();
    w.Field("takes_write_load", !d.CountedNoWrites());
    w.EndObject();
  }
  w.EndArray();
  w.Key("notes");
  w.BeginArray();
  for (const auto& n : live.notes) {
    w.BeginObject();
    w.FieldOrNull("object", n.object);
    w.Field("message", n.message);
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
}

std::string LiveMarkdown(const model::Schema& schema) {
  if (!schema.live) return "";
  const model::LiveDatabase& live = *schema.live;
  std::string out = "## Live database\n\n";
  out += fmt::format("Read read-only from {} {} at `{}`; {}{}.\n\n", live.server, live.version, live.name, Window(live),
                     live.sampled_rows ? fmt::format("; {} rows sampled", live.sampled_rows) : "");
  auto tables = ByInserts(schema);
  if (!tables.empty()) {
    out += "| table | rows | bytes | inserts | inserts/s | takes write load |\n|---|--:|--:|--:|--:|---|\n";
    for (size_t i = 0; i < tables.size() && i < kTablesShown; ++i) {
      const model::TableData& d = *tables[i]->data;
      auto rate = d.InsertRate();
      out += fmt::format("| `{}` | {}{} | {} | {} | {} | {} |\n", Label(schema, *tables[i]),
                         d.rows_estimated ? "~" : "", d.rows, Count(d.bytes), Count(d.inserts),
                         rate ? fmt::format("{:.3f}", *rate) : "-", TakesLoad(d));
    }
    if (tables.size() > kTablesShown)
      out += fmt::format("\n{} more tables (report.json lists every table).\n", tables.size() - kTablesShown);
    out += "\n";
  }
  if (!live.notes.empty()) {
    out += "What the read could not see:\n\n";
    for (const auto& n : live.notes) out += "- " + (n.object.empty() ? "" : "`" + n.object + "`: ") + n.message + "\n";
    out += "\n";
  }
  return out;
}

std::string LiveText(const model::Schema& schema) {
  if (!schema.live) return "";
  const model::LiveDatabase& live = *schema.live;
  std::string out = fmt::format("live: {} {} at {}; {}\n", live.server, live.version, live.name, Window(live));
  for (const auto& n : live.notes) out += "note: " + (n.object.empty() ? "" : n.object + ": ") + n.message + "\n";
  return out;
}

}  // namespace spanlift::inspect
