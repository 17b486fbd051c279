// The review as a pull-request comment: a hidden marker (the Action updates its own comment), a
// summary table, the migration in a ```sql block, the findings grouped by severity with their fix.
#include <algorithm>
#include <string>

#include "diff/output/review.h"

namespace spanlift::diff::output {

namespace {

// Text that GitHub would read as HTML or a table cell boundary.
std::string Escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else if (c == '|')
      out += "\\|";
    else
      out += c;
  }
  return out;
}

// An inline code span that holds any text: a backtick run longer than any inside it.
std::string Code(std::string_view text) {
  size_t longest = 0, run = 0;
  for (char c : text) run = c == '`' ? run + 1 : 0, longest = std::max(longest, run);
  std::string fence(longest + 1, '`');
  return fence + " " + std::string(text) + " " + fence;
}

std::string Where(const model::SourceLocation& at) {
  if (at.file.empty()) return "";
  return " (" + Code(at.file + (at.line ? ":" + std::to_string(at.line) : "")) + ")";
}

std::string Plural(size_t n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : noun.ends_with("h") ? "es" : "s");
}

void Section(std::string& out, const DiffReport& review, const std::vector<const diff::Finding*>& shown,
             model::Severity severity, const char* heading) {
  size_t n = 0;
  for (const auto* f : shown) n += f->diagnostic.severity == severity;
  if (!n) return;
  out += "\n### " + std::string(heading) + " (" + std::to_string(n) + ")\n\n";
  for (const auto* f : shown) {
    const auto& d = f->diagnostic;
    if (d.severity != severity) continue;
    out += "- [" + d.code + "](" + HelpUri(review, d.code) + ") " + Escape(Title(d.code)) + ": " +
           (d.object.empty() ? "" : Code(d.object) + " ") + Escape(d.message) + Where(d.location) + "\n";
    if (!d.fix.empty()) out += "  - fix: " + Code(d.fix) + "\n";
  }
}

}  // namespace

std::string DiffReviewMarkdown(const DiffReport& review) {
  const auto& r = review.result;
  Counts c = Count(r);
  std::string out = std::string(kReviewMarker) + "\n## spanlift diff: " + Code(review.old_name) + " → " +
                    Code(review.new_name) + "\n\n";
  out += "| | |\n|---|---|\n";
  out += "| changes | " + std::to_string(r.changes.size()) + " |\n";
  out += "| migration | " + Plural(Statements(r), "statement") + " in " +
         Plural(static_cast<size_t>(r.batches), "batch") + " |\n";
  out += "| errors | " + std::to_string(c.errors) + " |\n";
  out += "| warnings | " + std::to_string(c.warnings) + " |\n";
  out += "| info | " + std::to_string(c.infos) + " |\n";
  if (c.suppressed) out += "| suppressed | " + std::to_string(c.suppressed) + " |\n";
  if (!c.unreviewed.empty()) {
    out += "\n**spanlift cannot review " + Plural(c.unreviewed.size(), "statement") + "**: ";
    for (size_t i = 0; i < c.unreviewed.size(); ++i) out += (i ? ", " : "") + Code(c.unreviewed[i]);
    out += " (D038: not modelled, so a change to them has no step below).\n";
  }
  out += "\n### Migration\n\n";
  if (r.steps.empty() && r.changes.empty() && !c.unreviewed.empty()) {
    out += "No change spanlift can see; the statements it cannot review are listed above.\n";
  } else if (r.steps.empty() && r.changes.empty()) {
    out += "No schema change.\n";
  } else if (r.steps.empty()) {
    out += "No migration statement: " + Plural(r.changes.size(), "change") +
           " found, none migrated (the findings below say why).\n";
  } else {
    std::string sql = DiffSql(review), fence = "```";
    while (sql.find(fence) != std::string::npos) fence += '`';
    out += fence + "sql\n" + sql + (sql.ends_with('\n') ? "" : "\n") + fence + "\n";
  }
  auto shown = Shown(r);
  Section(out, review, shown, model::Severity::kError, "Errors");
  Section(out, review, shown, model::Severity::kWarning, "Warnings");
  Section(out, review, shown, model::Severity::kInfo, "Info");
  if (shown.empty()) out += "\nNo findings.\n";
  return out;
}

}  // namespace spanlift::diff::output
