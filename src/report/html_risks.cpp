// report.html's first section (docs/report-html.md, "What can hurt"): the key spaces that can
// take a hotspot, ordered by their share of the input's rows (the inserts of a load), with the
// hotspot findings on them and how hot the load simulation found them; tables that take no write
// load folded into one line, so that a 500-table schema still opens on what matters.
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "report/html.h"

namespace spanlift::report {

namespace {

constexpr size_t kNamesShown = 20;
// A replay of fewer rows than this fills one split whatever the key: no sign of a hotspot.
constexpr uint64_t kRowsThatShow = 1000;

bool IsHotspotCode(const std::string& code) {
  return code == "H001" || code == "H003" || code == "H005" || code == "H006";
}

// The converted table a hotspot finding is about: `table T`, or the table of `index I`.
std::string FindingTable(const model::Schema& schema, const std::string& object) {
  if (object.starts_with("table ")) return object.substr(6);
  if (!object.starts_with("index ")) return "";
  std::string index = object.substr(6);
  for (const auto& t : schema.tables)
    for (const auto& i : t.indexes)
      if (i.name == index) return t.name;
  return "";
}

struct Risk {
  const convert::TableShape* shape;
  std::vector<const model::Diagnostic*> findings;
  std::optional<double> before, after;  // hottest server's share in the load replay
  bool warning = false;
};

std::string Percent(double share) { return fmt::format("{:.1f}%", share * 100); }

std::string FindingsCell(const Risk& r) {
  std::string out;
  for (const auto* f : r.findings)
    out += fmt::format("{}<span class=\"sev-{}\">{}</span> {}", out.empty() ? "" : "<br>",
                       model::SeverityName(f->severity), HtmlEscape(f->code), HtmlEscape(f->object));
  return out.empty() ? "-" : out;
}

std::string NameList(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size() && i < kNamesShown; ++i) out += (i ? ", " : "") + HtmlEscape(names[i]);
  if (names.size() > kNamesShown) out += fmt::format(" and {} more", names.size() - kNamesShown);
  return out;
}

}  // namespace

std::string RiskSection(const convert::ConvertResult& result, const simulate::Result* simulation) {
  if (result.shapes.empty())
    return "<section id=\"risks\"><h2>What can hurt</h2>\n<p class=\"none\">The key rewrites did not run, so no "
           "table's write load was assessed; the findings below list every hotspot.</p>\n</section>\n";
  std::map<std::string, Risk> by_table;
  uint64_t rows = 0;
  for (const auto& s : result.shapes) {
    by_table[s.table].shape = &s;
    rows += s.rows;
  }
  for (const auto& f : result.findings.all()) {
    if (!IsHotspotCode(f.code)) continue;
    auto it = by_table.find(FindingTable(result.schema, f.object));
    if (it == by_table.end()) continue;
    it->second.findings.push_back(&f);
    it->second.warning |= f.severity != model::Severity::kInfo;
  }
  if (simulation)
    for (const auto& o : simulation->objects) {
      auto it = by_table.find(o.table);
      if (it == by_table.end() || !o.index.empty() || o.rows < kRowsThatShow) continue;
      if (o.before.load) it->second.before = o.before.load->hottest_share;
      if (o.after.load) it->second.after = o.after.load->hottest_share;
    }
  std::vector<const Risk*> hurt;
  std::vector<std::string> quiet, calm;
  for (const auto& [name, r] : by_table) {
    if (!r.shape) continue;
    bool hot_before = r.before && *r.before >= 0.5;
    if (r.shape->load == "quiet")
      quiet.push_back(name);
    else if (r.findings.empty() && !hot_before)
      calm.push_back(name);
    else
      hurt.push_back(&r);
  }
  std::stable_sort(hurt.begin(), hurt.end(), [](const Risk* a, const Risk* b) {
    if (a->shape->rows != b->shape->rows) return a->shape->rows > b->shape->rows;
    return a->warning > b->warning;
  });
  std::string out = "<section id=\"risks\"><h2>What can hurt <small>" + std::to_string(hurt.size()) + "</small></h2>\n";
  if (hurt.empty())
    out += "<p class=\"none\">No key space can take a hotspot.</p>\n";
  else {
    out +=
        "<table><tr><th>table</th><th>share of the input's rows</th><th>write load</th><th>hotspot findings</th>"
        "<th>hottest server in the load, before &rarr; after</th></tr>\n";
    for (const Risk* r : hurt) {
      std::string share = rows ? Percent(static_cast<double>(r->shape->rows) / static_cast<double>(rows)) +
                                     fmt::format(" ({} rows)", r->shape->rows)
                               : "no rows read";
      std::string load = HtmlEscape(r->shape->load) +
                         (r->shape->load_evidence.empty() ? "" : ": " + HtmlEscape(r->shape->load_evidence));
      std::string heat = r->before ? Percent(*r->before) + " &rarr; " + (r->after ? Percent(*r->after) : "-") : "-";
      out += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                         HtmlEscape(r->shape->table), share, load, FindingsCell(*r), heat);
    }
    out += "</table>\n";
  }
  if (!quiet.empty())
    out += fmt::format(
        "<p>{} tables take no write load and cannot be hot (bookkeeping, reference data, few rows; "
        "docs/hotspots.md): {}.</p>\n",
        quiet.size(), NameList(quiet));
  if (!calm.empty())
    out += fmt::format("<p>{} other tables: no hotspot finding: {}.</p>\n", calm.size(), NameList(calm));
  out += "</section>\n";
  return out;
}

}  // namespace spanlift::report
