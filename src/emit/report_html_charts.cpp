// report.html's skew charts: for each profiled column, its most frequent values and the share of
// the column's non-NULL values each holds (the profile's heavy hitters, docs/profiling.md). Plain
// HTML bars: the width is the share.
#include <fmt/format.h>

#include "emit/report_html.h"

namespace spanlift::emit {

namespace {

constexpr size_t kTopValues = 5;    // bars per column
constexpr size_t kValueChars = 40;  // a value's text is cut to this many bytes

std::string ValueLabel(const std::string& value) {
  if (value.size() <= kValueChars) return HtmlEscape(value);
  size_t cut = kValueChars;
  while (cut > 0 && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 sequence
  return HtmlEscape(value.substr(0, cut)) + "…";
}

void ColumnChart(std::string& out, const model::ColumnData& c) {
  out += fmt::format("<div class=\"skew\"><h4>{} <small>{} values, about {} distinct</small></h4>\n",
                     HtmlEscape(c.column), c.values, c.distinct);
  for (size_t i = 0; i < c.top.size() && i < kTopValues; ++i) {
    double share = static_cast<double>(c.top[i].count) / static_cast<double>(c.values);
    out += fmt::format(
        "<div class=\"bar-row\"><span class=\"bar-label\">{}</span><span class=\"bar\"><span class=\"fill\" "
        "style=\"width:{:.1f}%\"></span></span><span class=\"bar-share\">{:.1f}%</span></div>\n",
        ValueLabel(c.top[i].value), share * 100, share * 100);
  }
  out += "</div>\n";
}

}  // namespace

std::string SkewSection(const model::Schema& source) {
  std::string out = "<section id=\"skew\"><h2>Skew: top values' share</h2>\n";
  std::string charts;
  for (const auto& t : source.tables) {
    if (!t.data || t.data->rows == 0) continue;
    std::string columns;
    for (const auto& c : t.data->columns)
      if (!c.top.empty() && c.values > 0) ColumnChart(columns, c);
    if (columns.empty()) continue;
    charts += fmt::format("<div class=\"skew-table\"><h3>{} <small>{} rows</small></h3>\n{}</div>\n",
                          HtmlEscape(t.name), t.data->rows, columns);
  }
  out += charts.empty() ? "<p class=\"none\">No profiled values: the input holds no rows, or they were not profiled "
                          "(--no-profile-data).</p>\n"
                        : "<p>The most frequent values of each profiled column and their share of its non-NULL values "
                          "(upper bounds from a bounded sketch). One value with a large share is a hot key "
                          "prefix on Spanner.</p>\n<div class=\"skew-grid\">\n" + charts + "</div>\n";
  return out + "</section>\n";
}

}  // namespace spanlift::emit
