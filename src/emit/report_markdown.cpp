// report.md: what the conversion did, for the people who review it.
#include <fmt/format.h>

#include <map>

#include "convert/findings.h"
#include "emit/report.h"
#include "rewrite/codes.h"
#include "rules/registry.h"

namespace spanlift::emit {

namespace {

std::string Cell(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += ' ';
    else out += c;
  }
  return out;
}

std::string Where(const model::SourceLocation& loc) {
  if (loc.line == 0) return loc.file.empty() ? "" : loc.file;
  return fmt::format("{}:{}:{}", loc.file, loc.line, loc.column);
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
         "keys, CHECKs for enums and domains).\n\n";
}

struct CodeTitle {
  std::string_view title;
  model::Severity severity;
};

// Conversion (C), hotspot (H) and rewrite (R) findings share the list.
CodeTitle LookupCode(std::string_view code) {
  if (const rules::Rule* rule = rules::FindRule(code)) return {rule->title, rule->severity};
  const convert::FindingCode* rewrite = rewrite::FindRewriteCode(code);
  const convert::FindingCode& entry = rewrite ? *rewrite : convert::LookupFinding(code);
  return {entry.title, entry.severity};
}

void Findings(std::string& out, const std::vector<model::Diagnostic>& findings) {
  std::map<std::string, std::vector<const model::Diagnostic*>> by_code;
  size_t counts[3] = {0, 0, 0};
  for (const auto& f : findings) {
    by_code[f.code].push_back(&f);
    counts[static_cast<int>(f.severity)]++;
  }
  out += fmt::format("## Findings\n\nErrors: {}. Warnings: {}. Info: {}.\n\n", counts[0], counts[1], counts[2]);
  for (const auto& [code, items] : by_code) {
    const CodeTitle entry = LookupCode(code);
    out += fmt::format("### {}: {} ({}, {})\n\nExplained in `docs/rules/{}.md` of the spanlift sources.\n\n", code,
                       entry.title, model::SeverityName(entry.severity), items.size(), code);
    out += "| object | location | what happened | fix |\n|---|---|---|---|\n";
    for (const auto* f : items)
      out += fmt::format("| {} | {} | {} | {} |\n", Cell(f->object), Where(f->location), Cell(f->message), Cell(f->fix));
    out += "\n";
  }
}

void Renames(std::string& out, const std::vector<convert::Rename>& renames) {
  out += "## Renames\n\n";
  if (renames.empty()) return void(out += "None.\n\n");
  out += "| kind | from | to | why |\n|---|---|---|---|\n";
  for (const auto& r : renames)
    out += fmt::format("| {} | `{}` | `{}` | {} ({}) |\n", r.kind, Cell(r.from), Cell(r.to),
                       convert::LookupFinding(r.code).title, r.code);
  out += "\n";
}

void Dropped(std::string& out, const std::vector<convert::Dropped>& dropped) {
  out += "## Dropped objects\n\n";
  if (dropped.empty()) return void(out += "None.\n\n");
  out += "| kind | object | reason | code |\n|---|---|---|---|\n";
  for (const auto& d : dropped)
    out += fmt::format("| {} | {} | {} | {} |\n", d.kind, Cell(d.object), Cell(d.reason), d.code);
  out += "\n";
}

void NotConverted(std::string& out, const std::vector<model::SkippedObject>& objects) {
  out += "## Not converted (views, functions, triggers, grants...)\n\n";
  if (objects.empty()) return void(out += "None.\n\n");
  out += "| kind | name | location |\n|---|---|---|\n";
  for (const auto& o : objects) out += fmt::format("| {} | {} | {} |\n", o.kind, Cell(o.name), Where(o.location));
  out += "\n";
}

void InputDiagnostics(std::string& out, const model::Schema& source) {
  out += "## Input diagnostics\n\n";
  if (source.diagnostics.all().empty()) return void(out += "None: every statement was understood.\n");
  out += "| code | severity | location | message |\n|---|---|---|---|\n";
  for (const auto& d : source.diagnostics.all())
    out += fmt::format("| {} | {} | {} | {} |\n", d.code, model::SeverityName(d.severity), Where(d.location),
                       Cell(d.message));
}

// Every table's key, interleaving and indexes before and after the hotspot rewrites, then what
// the application must change. Absent with --no-rewrite.
void Rewrites(std::string& out, const convert::ConvertResult& result) {
  if (result.shapes.empty()) return;
  out += "## Hotspot rewrites: tables before and after\n\n| table | before | after |\n|---|---|---|\n";
  for (const auto& s : result.shapes)
    out += fmt::format("| {} | {} | {} |\n", Cell(s.table), Cell(s.before),
                       s.after == s.before ? std::string("unchanged") : Cell(s.after));
  out += "\n## What the application must change\n\n";
  size_t n = 0;
  for (const auto& r : result.rewrites)
    if (!r.application.empty()) {
      out += fmt::format("- `{}` [{}]: {}\n", r.table, r.code, r.application);
      ++n;
    }
  out += n ? "\n" : "Nothing.\n\n";
}

}  // namespace

std::string ReportMarkdown(const model::Schema& source, const convert::ConvertResult& result) {
  std::string out = fmt::format("# spanlift conversion report\n\nSource dialect: {}. Target: Spanner (GoogleSQL).\n\n",
                                model::DialectName(source.dialect));
  Totals(out, result.accounting);
  Rewrites(out, result);
  Findings(out, result.findings.all());
  Renames(out, result.renames);
  Dropped(out, result.dropped);
  NotConverted(out, result.not_converted);
  InputDiagnostics(out, source);
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
