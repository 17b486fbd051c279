// report.md: a document for a migration review. A summary first (findings by code, the decisions
// that need a person, what the application must change), then the tables that changed (the real
// input before, the Spanner schema after, what differs only) and every finding aggregated by code,
// details collapsed. report.json stays complete for tools (docs/report-json.md).
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "convert/findings.h"
#include "inspect/inspect.h"
#include "inspect/live.h"
#include "model/finding_codes.h"
#include "report/groups.h"
#include "report/report.h"
#include "report/simulation.h"
#include "report/tables.h"

namespace spanlift::report {

namespace {

using Findings = std::vector<const model::Diagnostic*>;

constexpr size_t kInfoSample = 8;

std::string Cell(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '|')
      out += "\\|";
    else if (c == '\n')
      out += ' ';
    else
      out += c;
  }
  return out;
}

struct CodeTitle {
  std::string title;
  model::Severity severity;
};

// Every code's title from the one registry; conversion (C), hotspot (H) and rewrite (R) codes with
// its severity too, the others (P, V, D) as the finding has it.
CodeTitle LookupCode(const std::string& code, model::Severity seen) {
  const model::FindingCode* entry = model::FindFindingCode(code);
  if (!entry) return {"", seen};
  const bool fixed = code.starts_with("C") || code.starts_with("H") || code.starts_with("R");
  return {std::string(entry->title), fixed ? entry->severity : seen};
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
  if (std::string empty = inspect::EmptyInputNote(source); !empty.empty()) {
    out += "**" + empty + ".** The Spanner schema is empty.\n\n";
    return;
  }
  size_t counts[3] = {0, 0, 0};
  for (const auto& f : result.findings.all()) counts[static_cast<int>(f.severity)]++;
  out += fmt::format(
      "Source dialect: {}. Target: Spanner (GoogleSQL). Tables: {} in, {} out. Findings: {} errors, "
      "{} warnings, {} info.\n\n",
      model::DialectName(source.dialect), source.tables.size(), result.schema.tables.size(), counts[0], counts[1],
      counts[2]);
}

// The words of a list of objects, at most `limit` of them.
std::string ObjectList(const Findings& items, size_t limit) {
  std::vector<std::string> objects;
  for (const auto* f : items)
    if (std::find(objects.begin(), objects.end(), f->object) == objects.end()) objects.push_back(f->object);
  std::string out;
  for (size_t i = 0; i < objects.size() && i < limit; ++i) out += (i ? ", `" : "`") + objects[i] + "`";
  if (objects.size() > limit) out += fmt::format(" and {} more", objects.size() - limit);
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
    out += fmt::format("- **{}** ({}): {}\n", code, items.size(), ObjectList(items, 2));
    ++n;
  }
  out += n ? "\nThe warnings and errors, by code (titles above); each is detailed below.\n\n"
           : "None: every change is mechanical.\n\n";
}

std::vector<std::string> Pieces(const std::string& text) {
  std::vector<std::string> out;
  for (size_t i = 0; i <= text.size();) {
    size_t end = std::min(text.find("; ", i), text.size());
    out.push_back(text.substr(i, end - i));
    i = end + 2;
  }
  return out;
}

// The pieces ("; "-separated) every text has, and each text without them: a sentence all the
// clusters of a code share is said once.
std::string Factor(std::vector<std::string>& texts) {
  if (texts.size() < 2) return "";
  std::vector<std::string> common = Pieces(texts.front());
  for (const auto& t : texts) {
    auto pieces = Pieces(t);
    std::erase_if(common,
                  [&](const std::string& p) { return std::find(pieces.begin(), pieces.end(), p) == pieces.end(); });
  }
  if (common.empty() || common == Pieces(texts.front())) return "";
  for (auto& t : texts) {
    std::string rest;
    for (const auto& p : Pieces(t))
      if (std::find(common.begin(), common.end(), p) == common.end()) rest += (rest.empty() ? "" : "; ") + p;
    t = rest;
  }
  std::string out;
  for (const auto& p : common) out += (out.empty() ? "" : "; ") + p;
  return out;
}

// The fix without the pieces an earlier line of the same code already said: "as above" instead, so
// a long fix shared by lines whose messages differ is read once.
std::string Unsaid(const std::string& fix, std::set<std::string>& said) {
  std::string out;
  bool repeated = false;
  for (const auto& p : Pieces(fix)) {
    if (p.empty()) continue;
    bool fresh = said.insert(p).second;
    if (!fresh && repeated) continue;
    out += (out.empty() ? "" : "; ") + (fresh ? p : std::string("as above"));
    repeated = repeated || !fresh;
  }
  return out;
}

// One line per kind of text: the text once ("…" where names differ), then the objects (report.json
// and stderr give every location; report.md names them only for errors). `listed`: the objects are
// tables listed under Tables that changed, and their fixes under What the application must change.
void Clusters(std::string& out, const Findings& items, const Places& places, bool listed = false) {
  std::vector<Cluster> clusters = ClusterFindings(items);
  std::vector<std::string> messages, fixes;
  for (const auto& c : clusters) messages.push_back(c.message), fixes.push_back(c.fix);
  std::string common_message = Factor(messages), common_fix = listed ? "" : Factor(fixes);
  if (!common_message.empty()) out += "- Every one: " + common_message + "\n";
  if (!common_fix.empty()) out += "- Every fix ends: " + common_fix + "\n";
  std::set<std::string> said;
  for (size_t i = 0; i < clusters.size(); ++i) {
    const Cluster& c = clusters[i];
    std::string fix = listed ? "" : Unsaid(fixes[i], said);
    out += "- " + messages[i] + (fix.empty() ? "" : ". Fix: " + fix);
    if (listed) {
      out += "\n";
      continue;
    }
    // Info findings are mechanical: a sample of their objects (report.json lists them all).
    bool info = c.members.front().finding->severity == model::Severity::kInfo;
    out += "\n  " +
           MemberList(
               c,
               [&](const model::Diagnostic& d) {
                 return d.severity == model::Severity::kError ? places.Of(d.location) : "";
               },
               true, info ? kInfoSample : SIZE_MAX) +
           "\n";
  }
  if (listed) out += fmt::format("\n({} tables)\n", items.size());
}

// What the application must change: the rewrites' application texts, grouped by code and text,
// each table listed once per kind of change.
void Application(std::string& out, const convert::ConvertResult& result, const Places& places) {
  out += "### What the application must change\n\n";
  std::vector<model::Diagnostic> changes;
  for (const auto& r : result.rewrites) {
    if (r.application.empty()) continue;
    // Field by field: GCC 12 at -O3 warns (falsely, -Werror) on a braced Diagnostic with `{}` location.
    model::Diagnostic& change = changes.emplace_back();
    change.severity = model::Severity::kInfo;
    change.code = r.code;
    change.message = r.application;
    change.object = r.table;
  }
  if (changes.empty()) return void(out += "Nothing.\n\n");
  for (const auto& [code, items] : ByCode(changes)) {
    out += fmt::format("**{}** {} ({} {}):\n\n", code, LookupCode(code, model::Severity::kInfo).title, items.size(),
                       items.size() == 1 ? "table" : "tables");
    Clusters(out, items, places);
    out += "\n";
  }
}

void Totals(std::string& out, const convert::Accounting& accounting) {
  out +=
      "## Totals\n\n| object | in | emitted | transformed | merged | dropped | added |\n|---|--:|--:|--:|--:|--:|--:|\n";
  for (const auto& [kind, k] : accounting.kinds)
    if (k.in || k.emitted || k.added)  // kinds the input does not have are left out
      out += fmt::format("| {} | {} | {} | {} | {} | {} | {} |\n", kind, k.in, k.emitted, k.transformed, k.merged,
                         k.dropped, k.added);
  out += "\n*in* = emitted + merged + dropped for every kind";
  out += accounting.balanced ? " (checked: it holds).\n" : " — **it does not hold; see C090 below**.\n";
  out +=
      "*merged*: folded into another object (a partition, an owned sequence, an enum type or domain). *added*: "
      "made by the conversion (synthetic keys, enum CHECKs). Renames, drops and unconverted objects are findings "
      "(C050-C052, C091...).\n\n";
}

// Every finding, by code: title, count, then the aggregated texts with their objects, collapsed.
void FindingsByCode(std::string& out, std::string_view heading, const std::vector<model::Diagnostic>& findings,
                    const Places& places) {
  out += fmt::format("## {}\n\n", heading);
  if (findings.empty()) return void(out += "None.\n\n");
  bool errors = std::any_of(findings.begin(), findings.end(),
                            [](const model::Diagnostic& d) { return d.severity == model::Severity::kError; });
  if (errors && places.one_file && !places.single_file.empty())
    out += fmt::format("Lines (of errors) are in `{}`.\n\n", places.single_file);
  out +=
      "Rewrites (R codes) and keys given to keyless tables (C030) are per table: their tables are under Tables "
      "that changed, their fixes under What the application must change.\n\n";
  for (const auto& [code, items] : ByCode(findings)) {
    CodeTitle t = LookupCode(code, items.front()->severity);
    out += fmt::format("### {}: {} ({}, {})\n\n", code, t.title, model::SeverityName(t.severity), items.size());
    bool collapse = items.size() > 3;
    if (collapse) out += fmt::format("<details><summary>{} objects</summary>\n\n", items.size());
    // Rewrites (R) and keys made for keyless tables (C030) are per table: Tables that changed lists
    // those tables with their before and after.
    Clusters(out, items, places, RecordsChange(code) || code == convert::codes::kNoPrimaryKey);
    out += collapse ? "\n</details>\n\n" : "\n";
  }
}

}  // namespace

std::string ReportMarkdown(const model::Schema& source, const convert::ConvertResult& result,
                           const simulate::Result* simulation) {
  std::string out;
  Header(out, source, result);
  const auto by_code = ByCode(result.findings.all());
  const Places places(result.findings.all());
  out += "## Summary\n\n";
  CodeTable(out, by_code);
  Decisions(out, by_code);
  Application(out, result, places);
  Totals(out, result.accounting);
  out += inspect::LiveMarkdown(source);  // read from a running database only (docs/live.md)
  ChangedTables(out, source, result);
  if (simulation) SimulationSection(out, *simulation);
  FindingsByCode(out, "Findings", result.findings.all(), places);
  FindingsByCode(out, "Input diagnostics", source.diagnostics.all(), Places(source.diagnostics.all()));
  return out;
}

}  // namespace spanlift::report
