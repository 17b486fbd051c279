// report.html's skew charts: for each profiled column, its most frequent values and the share of
// the column's non-NULL values each holds (the profile's heavy hitters, docs/profiling.md). Plain
// HTML bars: the width is the share.
#include <fmt/format.h>

#include <algorithm>

#include "report/html.h"

namespace spanlift::report {

namespace {

constexpr size_t kTopValues = 5;    // bars per column
constexpr size_t kValueChars = 40;  // a value's text is cut to this many bytes

std::string ValueLabel(const std::string& value) {
  if (value.size() <= kValueChars) return HtmlEscape(value);
  size_t cut = kValueChars;
  while (cut > 0 && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 sequence
  return HtmlEscape(value.substr(0, cut)) + "…";
}

// A bar is the value's share as a range: what it surely holds (its count less the sketch's
// possible overcount) solid, what it may hold on top light. In a column of distinct values every
// counter is mostly overcount, and the bars say so instead of showing false heavy values.
void ColumnChart(std::string& out, const model::ColumnData& c) {
  out += fmt::format("<div class=\"skew\"><h4>{} <small>{} values, about {} distinct</small></h4>\n",
                     HtmlEscape(c.column), c.values, c.distinct);
  for (size_t i = 0; i < c.top.size() && i < kTopValues; ++i) {
    const auto& top = c.top[i];
    const double values = static_cast<double>(c.values);
    const double most = 100 * static_cast<double>(top.count) / values;
    const double least = 100 * static_cast<double>(top.count - std::min(top.error, top.count)) / values;
    std::string share = top.error == 0 ? fmt::format("{:.1f}%", most) : fmt::format("{:.1f}-{:.1f}%", least, most);
    out += fmt::format(
        "<div class=\"bar-row\"><span class=\"bar-label\">{}</span><span class=\"bar\"><span class=\"fill\" "
        "style=\"width:{:.1f}%\"></span><span class=\"fill-maybe\" style=\"width:{:.1f}%\"></span></span>"
        "<span class=\"bar-share\">{}</span></div>\n",
        ValueLabel(top.value), least, most - least, share);
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
  out += charts.empty()
             ? "<p class=\"none\">No profiled values: the input holds no rows, or they were not profiled "
               "(--no-profile-data).</p>\n"
             : "<p>The most frequent values of each profiled column and their share of its non-NULL values, "
               "from a bounded sketch: the solid part is what a value surely holds, the light part what it "
               "may hold on top (the sketch's possible overcount). One value with a large sure share is a hot "
               "key prefix on Spanner; a column of distinct values shows light bars only.</p>\n"
               "<div class=\"skew-grid\">\n" +
                   charts + "</div>\n";
  return out + "</section>\n";
}

}  // namespace spanlift::report
