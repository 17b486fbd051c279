// report.md: a document for a migration review. A summary first (findings by code, the decisions
// that need a person, what the application must change), then the tables that changed (the real
// input before, the Spanner schema after, what differs only) and every finding aggregated by code,
// details collapsed. report.json stays complete for tools (docs/report-json.md).
#include <fmt/format.h>

#include <map>
#include <set>

#include "convert/findings.h"
#include "emit/inspect.h"
#include "emit/report.h"
#include "emit/report_groups.h"
#include "emit/report_tables.h"
#include "rewrite/codes.h"
#include "rules/registry.h"
#include "rules/rule_docs.h"

namespace spanlift::emit {

namespace {

using Findings = std::vector<const model::Diagnostic*>;

std::string Cell(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += ' ';
    else out += c;
  }
  return out;
}

struct CodeTitle {
  std::string title;
  model::Severity severity;
};

// Conversion (C), hotspot (H) and rewrite (R) codes from their registries; input codes (P) from
// their page's title line ("# P001: Syntax error").
CodeTitle LookupCode(const std::string& code, model::Severity seen) {
  if (const rules::Rule* rule = rules::FindRule(code)) return {std::string(rule->title), rule->severity};
  if (const convert::FindingCode* rewrite = rewrite::FindRewriteCode(code)) return {std::string(rewrite->title), rewrite->severity};
  if (code.starts_with("C")) {
    const convert::FindingCode& entry = convert::LookupFinding(code);
    return {std::string(entry.title), entry.severity};
  }
  std::string title;
  if (auto doc = rules::RuleDoc(code)) {
    std::string_view first = doc->substr(0, doc->find('\n'));
    if (size_t colon = first.find(": "); colon != std::string_view::npos) title = std::string(first.substr(colon + 2));
  }
  return {title, seen};
}

std::map<std::string, Findings> ByCode(const std::vector<model::Diagnostic>& findings) {
  std::map<std::string, Findings> out;
  for (const auto& f : findings) out[f.code].push_back(&f);
  return out;
}

// Where findings are: "line 12" when every finding is in one file (named once), else file:line.
struct Places {
  std::string single_file;
  bool one_file = true;

  explicit Places(const std::vector<model::Diagnostic>& all) {
    for (const auto& f : all) {
      if (f.location.file.empty()) continue;
      if (single_file.empty()) single_file = f.location.file;
      one_file = one_file && f.location.file == single_file;
    }
  }
  std::string Of(const model::SourceLocation& loc) const {
    if (loc.line == 0) return "";
    return one_file ? fmt::format("line {}", loc.line) : fmt::format("{}:{}", loc.file, loc.line);
  }
};

void Header(std::string& out, const model::Schema& source, const convert::ConvertResult& result) {
  out += "# spanlift conversion report\n\n";
  if (std::string empty = EmptyInputNote(source); !empty.empty()) {
    out += "**" + empty + ".** The Spanner schema is empty.\n\n";
    return;
  }
  size_t counts[3] = {0, 0, 0};
  for (const auto& f : result.findings.all()) counts[static_cast<int>(f.severity)]++;
  out += fmt::format("Source dialect: {}. Target: Spanner (GoogleSQL). Tables: {} in, {} out. Findings: {} errors, "
                     "{} warnings, {} info.\n\n",
                     model::DialectName(source.dialect), source.tables.size(), result.schema.tables.size(), counts[0],
                     counts[1], counts[2]);
}

// The words of a list of objects, at most `limit` of them.
std::string ObjectList(const Findings& items, size_t limit) {
  std::string out;
  for (size_t i = 0; i < items.size() && i < limit; ++i) out += (i ? ", " : "") + ("`" + items[i]->object + "`");
  if (items.size() > limit) out += fmt::format(" and {} more", items.size() - limit);
  return out;
}

void CodeTable(std::string& out, const std::map<std::string, Findings>& by_code) {
  out += "### Findings by code\n\n| code | title | severity | count |\n|---|---|---|--:|\n";
  for (const auto& [code, items] : by_code) {
    CodeTitle t = LookupCode(code, items.front()->severity);
    out += fmt::format("| {} | {} | {} | {} |\n", code, Cell(t.title), model::SeverityName(t.severity), items.size());
  }
  out += "\n";
}

// Warnings and errors: each is a choice spanlift could not make safely on its own.
void Decisions(std::string& out, const std::map<std::string, Findings>& by_code) {
  out += "### Decisions that need a person\n\n";
  size_t n = 0;
  for (const auto& [code, items] : by_code) {
    if (items.front()->severity == model::Severity::kInfo) continue;
    CodeTitle t = LookupCode(code, items.front()->severity);
    out += fmt::format("- **{}** {} ({}): {}\n", code, t.title, items.size(), ObjectList(items, 6));
    ++n;
  }
  out += n ? "\nEach is detailed under its code below.\n\n" : "None: every change is mechanical.\n\n";
}

// One line per kind of text: the text once ("…" where names differ), then the objects.
void Clusters(std::string& out, const Findings& items, const Places& places, bool with_places) {
  for (const Cluster& c : ClusterFindings(items)) {
    out += "- " + c.message + (c.fix.empty() ? "" : ". Fix: " + c.fix) + "\n  ";
    for (size_t i = 0; i < c.members.size(); ++i) {
      const ClusterMember& m = c.members[i];
      std::string detail;
      for (const auto& w : m.words) detail += (detail.empty() ? "" : ", ") + w;
      std::string where = with_places ? places.Of(m.finding->location) : "";
      if (!where.empty()) detail += (detail.empty() ? "" : "; ") + where;
      out += (i ? ", " : "") + ("`" + m.finding->object + "`") + (detail.empty() ? "" : " (" + detail + ")");
    }
    out += "\n";
  }
}

// What the application must change: the rewrites' application texts, grouped by code and text,
// each table listed once per kind of change.
void Application(std::string& out, const convert::ConvertResult& result, const Places& places) {
  out += "### What the application must change\n\n";
  std::vector<model::Diagnostic> changes;
  for (const auto& r : result.rewrites)
    if (!r.application.empty()) changes.push_back({model::Severity::kInfo, r.code, {}, r.application, r.table, ""});
  if (changes.empty()) return void(out += "Nothing.\n\n");
  for (const auto& [code, items] : ByCode(changes)) {
    out += fmt::format("**{}** {} ({} tables):\n\n", code, LookupCode(code, model::Severity::kInfo).title, items.size());
    Clusters(out, items, places, false);
    out += "\n";
  }
}

void Totals(std::string& out, const convert::Accounting& accounting) {
  out += "## Totals\n\n| object | in | emitted | transformed | merged | dropped | added |\n|---|--:|--:|--:|--:|--:|--:|\n";
  for (const auto& [kind, k] : accounting.kinds)
    out += fmt::format("| {} | {} | {} | {} | {} | {} | {} |\n", kind, k.in, k.emitted, k.transformed, k.merged,
                       k.dropped, k.added);
  out += "\n*in* = emitted + merged + dropped for every kind";
  out += accounting.balanced ? " (checked: it holds).\n" : " — **it does not hold; see C090 below**.\n";
  out += "*merged*: folded into another object with a finding (a partition into its table, a sequence into its "
         "identity column, an enum type or domain into its columns). *added*: made by the conversion (synthetic "
         "keys, CHECKs for enums and domains). Renamed, dropped and unconverted objects are findings (C050-C052, "
         "C091...) listed below and in report.json.\n\n";
}

// Every finding, by code: title, count, then the aggregated texts with their objects, collapsed.
void FindingsByCode(std::string& out, std::string_view heading, const std::vector<model::Diagnostic>& findings,
                    const Places& places) {
  out += fmt::format("## {}\n\n", heading);
  if (findings.empty()) return void(out += "None.\n\n");
  if (places.one_file && !places.single_file.empty()) out += fmt::format("Lines are in `{}`.\n\n", places.single_file);
  for (const auto& [code, items] : ByCode(findings)) {
    CodeTitle t = LookupCode(code, items.front()->severity);
    out += fmt::format("### {}: {} ({}, {})\n\n", code, t.title, model::SeverityName(t.severity), items.size());
    bool collapse = items.size() > 3;
    if (collapse) out += fmt::format("<details><summary>{} objects</summary>\n\n", items.size());
    Clusters(out, items, places, true);
    out += collapse ? "\n</details>\n\n" : "\n";
  }
}

}  // namespace

std::string ReportMarkdown(const model::Schema& source, const convert::ConvertResult& result) {
  std::string out;
  Header(out, source, result);
  const auto by_code = ByCode(result.findings.all());
  const Places places(result.findings.all());
  out += "## Summary\n\n";
  CodeTable(out, by_code);
  Decisions(out, by_code);
  Application(out, result, places);
  Totals(out, result.accounting);
  ChangedTables(out, source, result);
  FindingsByCode(out, "Findings", result.findings.all(), places);
  FindingsByCode(out, "Input diagnostics", source.diagnostics.all(), Places(source.diagnostics.all()));
  return out;
}

std::string FormatFinding(const model::Diagnostic& f) {
  std::string where = f.location.line ? fmt::format("{}:{}:{}: ", f.location.file, f.location.line, f.location.column)
                                      : std::string("spanlift: ");
  std::string text = fmt::format("{}{}: {}{}{} [{}]", where, model::SeverityName(f.severity), f.object,
                                 f.object.empty() ? "" : ": ", f.message, f.code);
  if (!f.fix.empty()) text += "\n  fix: " + f.fix;
  return text;
}

}  // namespace spanlift::emit
