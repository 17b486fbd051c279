// report.html's key-space heat maps, in the style of Spanner's Key Visualizer: x = the replay's
// windows of inserts (the load in dump order, then the steady state), y = key buckets ordered by
// encoded key (lowest at the top), colour = inserts in the cell on a log scale shared by the
// before and after maps of one key space. The grids travel as numbers in a JSON block; the
// page's script draws them on canvases (report_html.cpp). Names never enter the JSON.
#include <fmt/format.h>

#include "emit/report_html.h"
#include "emit/simulation.h"

namespace spanlift::emit {

namespace {

constexpr int kMapWidth = 384, kMapHeight = 192;  // canvas pixels

std::string Figures(const simulate::Replays& r) {
  return "load " + FormatFigures(r.load) + ", steady " + FormatFigures(r.steady);
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

std::string MapFigure(const std::string& id, const char* side, const std::string& key, const simulate::Replays& r) {
  if (key.empty() || r.heat.cells.empty())
    return fmt::format("<figure class=\"map\"><figcaption><b>{}</b>: no such key space</figcaption></figure>\n", side);
  return fmt::format(
      "<figure class=\"map\"><figcaption><b>{}</b> <code>{}</code><br>{}</figcaption>"
      "<canvas id=\"{}\" class=\"heat\" width=\"{}\" height=\"{}\"></canvas></figure>\n",
      side, HtmlEscape(key), HtmlEscape(Figures(r)), id, kMapWidth, kMapHeight);
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
  std::string json;
  for (size_t i = 0; i < result.objects.size(); ++i) {
    const auto& o = result.objects[i];
    std::string before = fmt::format("heat-{}-before", i), after = fmt::format("heat-{}-after", i);
    uint64_t max = std::max(o.before.heat.max, o.after.heat.max);
    out += fmt::format("<div class=\"keyspace\"><h3>{}{} <small>{} rows{}</small></h3>\n<div class=\"pair\">\n",
                       HtmlEscape(o.table), o.index.empty() ? "" : " · index " + HtmlEscape(o.index), o.rows,
                       o.every > 1 ? fmt::format(", every {}th replayed", o.every) : "");
    out += MapFigure(before, "before", o.key_before, o.before) + MapFigure(after, "after", o.key_after, o.after);
    out += "</div></div>\n";
    if (!o.key_before.empty() && !o.before.heat.cells.empty()) MapJson(json, before, o.before.heat, max);
    if (!o.key_after.empty() && !o.after.heat.cells.empty()) MapJson(json, after, o.after.heat, max);
  }
  if (result.objects.empty()) out += "<p class=\"none\">No rows of a converted table to replay.</p>\n";
  out += "<script type=\"application/json\" id=\"heat-data\">[" + json + "]</script>\n</section>\n";
  return out;
}

}  // namespace spanlift::emit
