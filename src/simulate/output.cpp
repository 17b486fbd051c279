#include "simulate/output.h"

#include <algorithm>
#include <cstdio>

#include "model/json_writer.h"

namespace spanlift::simulate {

namespace {

std::string Columns(const std::vector<std::vector<std::string>>& rows) {
  std::vector<size_t> width;
  for (const auto& r : rows)
    for (size_t i = 0; i < r.size(); ++i) {
      width.resize(std::max(width.size(), r.size()));
      width[i] = std::max(width[i], r[i].size());
    }
  std::string out;
  for (const auto& r : rows) {
    std::string line;
    for (size_t i = 0; i < r.size(); ++i)
      line += r[i] + (i + 1 < r.size() ? std::string(width[i] - r[i].size() + 2, ' ') : "");
    out += line + "\n";
  }
  return out;
}

void WriteFigures(model::JsonWriter& w, std::string_view key, const std::optional<simulate::SplitFigures>& f) {
  w.Key(key);
  if (!f) return w.Null();
  w.BeginObject();
  w.Field("inserts", f->inserts);
  w.Key("hottest_share");
  w.Fixed(f->hottest_share, 3);
  w.Field("splits_written", f->splits_written);
  w.Field("splits", f->splits);
  w.EndObject();
}

}  // namespace

std::string FormatShare(double share) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.3f", share);
  return buf;
}

std::string FormatFigures(const std::optional<simulate::SplitFigures>& f) {
  return f ? FormatShare(f->hottest_share) + " (" + std::to_string(f->splits_written) + ")" : "-";
}

std::string SimulationParameters(const simulate::Options& o) {
  const auto& s = o.split;
  return std::to_string(s.servers) + " servers (ideal share 1/" + std::to_string(s.servers) + " = " +
         FormatShare(1.0 / s.servers) + "), split size " + std::to_string(s.split_size) + " bytes, load cut above 1/" +
         std::to_string(s.load_divisor * s.servers) + " of a window's inserts, " + std::to_string(s.windows) +
         " windows per table (at least " + std::to_string(s.min_window) + " inserts each)";
}

std::string SimulationText(const simulate::Result& result) {
  std::string out = "simulation: " + SimulationParameters(result.options) + "\n";
  out += "hottest server's share of inserts (splits written in the last window)\n\n";
  const bool exported = result.options.export_files > 0;
  std::vector<std::vector<std::string>> rows{{"table", "index", "rows", "every", "key before", "key after",
                                              "load before", "load after", "steady before", "steady after"}};
  if (exported) rows[0].insert(rows[0].end(), {"export dump order", "export file order"});
  bool sampled = false;
  for (const auto& o : result.objects) {
    sampled |= o.every > 1;
    rows.push_back({o.table, o.index.empty() ? "-" : o.index, std::to_string(o.rows), std::to_string(o.every),
                    o.key_before.empty() ? "-" : o.key_before, o.key_after.empty() ? "-" : o.key_after,
                    FormatFigures(o.before.load), FormatFigures(o.after.load), FormatFigures(o.before.steady),
                    FormatFigures(o.after.steady)});
    if (exported)
      rows.back().insert(rows.back().end(), {FormatFigures(o.after.export_dump), FormatFigures(o.after.export_files)});
  }
  out += result.objects.empty() ? "no rows to replay: the input holds no INSERT or COPY rows of its tables\n"
                                : Columns(rows);
  out +=
      "\nload: the rows in dump order from an empty table; steady: then new rows, each monotonic column past its "
      "highest value\n";
  if (exported)
    out +=
        "export: the rewritten schema with the values spanlift export writes (source ids kept), into empty tables, "
        "in dump order and in the import template's order: up to " +
        std::to_string(result.options.export_files) + " files per table (at least " +
        std::to_string(simulate::kExportChunkRows) + " rows each), each read as 64 MiB ranges side by side\n";
  if (sampled)
    out += "every: tables over " + std::to_string(result.options.replayed_rows) +
           " rows replay every Nth row (deterministic), each standing for N rows\n";
  std::string monotonic;
  for (const auto& m : result.monotonic) monotonic += (monotonic.empty() ? "" : ", ") + m;
  out += "monotonic columns: " + (monotonic.empty() ? std::string("none") : monotonic) + "\n";
  std::string skipped;
  for (const auto& t : result.not_replayed) skipped += (skipped.empty() ? "" : ", ") + t;
  if (!skipped.empty())
    out += "not replayed (rows, but no table of their own in Spanner: partitions, dropped): " + skipped + "\n";
  return out;
}

std::string SimulationJson(const simulate::Result& result) {
  std::string out;
  model::JsonWriter w(out);
  const auto& s = result.options.split;
  w.BeginObject();
  w.Key("parameters");
  w.BeginObject();
  w.Field("servers", static_cast<int64_t>(s.servers));
  w.Field("split_size", s.split_size);
  w.Field("load_cut_divisor", static_cast<int64_t>(s.load_divisor * s.servers));
  w.Field("windows", static_cast<int64_t>(s.windows));
  w.Field("min_window", s.min_window);
  w.Field("replayed_rows", result.options.replayed_rows);
  if (result.options.export_files > 0) w.Field("export_files_per_table", result.options.export_files);
  w.EndObject();
  w.StringArray("monotonic", result.monotonic);
  w.StringArray("not_replayed", result.not_replayed);
  w.Key("objects");
  w.BeginArray();
  for (const auto& o : result.objects) {
    w.BeginObject();
    w.Field("table", o.table);
    w.FieldOrNull("index", o.index);
    w.Field("rows", o.rows);
    w.Field("every", o.every);
    w.FieldOrNull("key_before", o.key_before);
    w.FieldOrNull("key_after", o.key_after);
    for (auto [name, replays] : {std::pair{"before", &o.before}, std::pair{"after", &o.after}}) {
      w.Key(name);
      w.BeginObject();
      WriteFigures(w, "load", replays->load);
      WriteFigures(w, "steady", replays->steady);
      if (result.options.export_files > 0 && replays == &o.after) {
        WriteFigures(w, "export_dump_order", replays->export_dump);
        WriteFigures(w, "export_file_order", replays->export_files);
      }
      w.EndObject();
    }
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  out += "\n";
  return out;
}

}  // namespace spanlift::simulate
