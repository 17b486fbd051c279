// report.html's key-space heat maps, in the style of Spanner's Key Visualizer: x = the replay's
// windows of inserts (the load in dump order, then the steady state), y = key buckets ordered by
// encoded key (lowest at the top), colour = inserts in the cell on a log scale shared by the
// before and after maps of one key space. The grids travel as numbers in a JSON block; the
// page's script draws them on canvases (report_html.cpp). Names never enter the JSON.
#include <fmt/format.h>

#include "report/html.h"
#include "simulate/output.h"

namespace spanlift::report {

namespace {

constexpr int kMapWidth = 384, kMapHeight = 192;  // canvas pixels

std::string Figures(const simulate::Replays& r) {
  return "load " + simulate::FormatFigures(r.load) + ", steady " + simulate::FormatFigures(r.steady);
}

// One map's data: {"id":..,"windows":..,"buckets":..,"load":..,"max":..,"cells":[row by row]}.
void MapJson(std::string& json, const std::string& id, const simulate::HeatGrid& g, uint64_t max) {
  json += fmt::format("{}{{\"id\":\"{}\",\"windows\":{},\"buckets\":{},\"load\":{},\"max\":{},\"cells\":[",
                      json.empty() ? "" : ",\n", id, g.cells.size(), g.buckets,
                      g.phase_ends.empty() ? g.cells.size() : g.phase_ends.front(), max);
  bool first = true;
  for (const auto& row : g.cells)
    for (uint64_t c : row) {
      json += fmt::format("{}{}", first ? "" : ",", c);
      first = false;
    }
  json += "]}";
}

std::string MapFigure(const std::string& id, const char* side, const std::string& key, const simulate::HeatGrid& grid,
                      const std::string& figures) {
  if (key.empty() || grid.cells.empty())
    return fmt::format("<figure class=\"map\"><figcaption><b>{}</b>: no such key space</figcaption></figure>\n", side);
  return fmt::format(
      "<figure class=\"map\"><figcaption><b>{}</b> <code>{}</code><br>{}</figcaption>"
      "<canvas id=\"{}\" class=\"heat\" width=\"{}\" height=\"{}\"></canvas></figure>\n",
      side, HtmlEscape(key), HtmlEscape(figures), id, kMapWidth, kMapHeight);
}

// With simulate --export-order: the export's values loaded in the dump's order beside the order
// the import template reads the export's files (docs/simulation.md "Export order").
void ExportPair(std::string& out, std::string& json, size_t i, const simulate::ObjectResult& o) {
  const auto& r = o.after;
  if (o.key_after.empty() || r.export_files_heat.cells.empty()) return;
  std::string dump = fmt::format("heat-{}-export-dump", i), files = fmt::format("heat-{}-export-files", i);
  uint64_t max = std::max(r.export_dump_heat.max, r.export_files_heat.max);
  out += "\n<div class=\"pair export\">\n" +
         MapFigure(dump, "export, dump order", o.key_after, r.export_dump_heat,
                   "load " + simulate::FormatFigures(r.export_dump)) +
         MapFigure(files, "export, file order", o.key_after, r.export_files_heat,
                   "load " + simulate::FormatFigures(r.export_files)) +
         "</div>";
  MapJson(json, dump, r.export_dump_heat, max);
  MapJson(json, files, r.export_files_heat, max);
}

}  // namespace

std::string HeatMapSection(const simulate::Result& result) {
  std::string out =
      "<section id=\"heat\"><h2>Key-space heat maps</h2>\n<p>Each map is one key space (a table's key or an "
      "index's): across, the replay's windows of inserts (the load in dump order, then, after the white line, the "
      "steady state); down, key ranges ordered by encoded key, lowest at the top, each holding about the same share of "
      "the inserts; colour, the inserts a range took in a window (dark: none, bright: most; log scale shared by the "
      "before and after maps). A bright diagonal or a bright bottom row is a key that appends at the end: one split, "
      "one server. An even field is a key that spreads.</p>\n"
      "<div class=\"legend\"><span>none</span><span class=\"ramp\"></span><span>most inserts</span></div>\n";
  if (result.options.export_files > 0)
    out +=
        "<p>With <code>--export-order</code>, a second pair per key space: the rewritten key with the values "
        "<code>spanlift export</code> writes (source ids kept in bit-reversed identity columns), loaded into an empty "
        "table in the dump's order (left) and in the order the import template's parallel readers take the export's files "
        "(right: every file, and every 64 MiB of a file, read side by side from the start).</p>\n";
  std::string json;
  for (size_t i = 0; i < result.objects.size(); ++i) {
    const auto& o = result.objects[i];
    std::string before = fmt::format("heat-{}-before", i), after = fmt::format("heat-{}-after", i);
    uint64_t max = std::max(o.before.heat.max, o.after.heat.max);
    out += fmt::format("<div class=\"keyspace\"><h3>{}{} <small>{} rows{}</small></h3>\n<div class=\"pair\">\n",
                       HtmlEscape(o.table), o.index.empty() ? "" : " · index " + HtmlEscape(o.index), o.rows,
                       o.every > 1 ? fmt::format(", every {}th replayed", o.every) : "");
    out += MapFigure(before, "before", o.key_before, o.before.heat, Figures(o.before)) +
           MapFigure(after, "after", o.key_after, o.after.heat, Figures(o.after));
    out += "</div>";
    ExportPair(out, json, i, o);
    out += "</div>\n";
    if (!o.key_before.empty() && !o.before.heat.cells.empty()) MapJson(json, before, o.before.heat, max);
    if (!o.key_after.empty() && !o.after.heat.cells.empty()) MapJson(json, after, o.after.heat, max);
  }
  if (result.objects.empty()) out += "<p class=\"none\">No rows of a converted table to replay.</p>\n";
  out += "<script type=\"application/json\" id=\"heat-data\">[" + json + "]</script>\n</section>\n";
  return out;
}

}  // namespace spanlift::report
