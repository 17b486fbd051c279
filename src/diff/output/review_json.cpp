// The review for tools (docs/diff-json.md): every change, step and finding, suppressed ones
// included and marked. Keys in a fixed order; invalid UTF-8 in names is replaced, never thrown.
#include <nlohmann/json.hpp>

#include "diff/output/review.h"

namespace spanlift::diff::output {

namespace {

using Json = nlohmann::ordered_json;

Json Location(const model::SourceLocation& at) {
  if (at.file.empty()) return nullptr;
  return Json{{"file", at.file}, {"line", at.line}, {"column", at.column}};
}

}  // namespace

std::string DiffReviewJson(const DiffReport& review) {
  const auto& r = review.result;
  Counts c = Count(r);
  Json changes = Json::array(), steps = Json::array(), findings = Json::array();
  for (const auto& ch : r.changes)
    changes.push_back({{"object", diff::ObjectKindName(ch.object)},
                       {"change", diff::ChangeKindName(ch.kind)},
                       {"table", ch.table},
                       {"name", ch.name},
                       {"property", ch.property},
                       {"before", ch.before},
                       {"after", ch.after},
                       {"old_location", Location(ch.old_location)},
                       {"new_location", Location(ch.new_location)}});
  for (const auto& s : r.steps)
    steps.push_back({{"batch", s.batch},
                     {"kind", s.kind == diff::Step::Kind::kDdl ? "ddl" : "data"},
                     {"sql", s.sql},
                     {"comment", s.comment},
                     {"changes", s.changes}});
  for (const auto& f : r.findings) {
    const auto& d = f.diagnostic;
    findings.push_back({{"code", d.code},
                        {"severity", model::SeverityName(d.severity)},
                        {"title", Title(d.code)},
                        {"object", d.object},
                        {"message", d.message},
                        {"fix", d.fix},
                        {"location", Location(d.location)},
                        {"fingerprint", f.fingerprint},
                        {"suppressed", f.suppressed},
                        {"help_uri", HelpUri(review, d.code)}});
  }
  Json doc = {{"version", 1},
              {"old", review.old_name},
              {"new", review.new_name},
              {"summary",
               {{"changes", r.changes.size()},
                {"statements", Statements(r)},
                {"batches", r.batches},
                {"errors", c.errors},
                {"warnings", c.warnings},
                {"infos", c.infos},
                {"suppressed", c.suppressed},
                {"unreviewed", c.unreviewed}}},
              {"changes", changes},
              {"steps", steps},
              {"findings", findings}};
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace spanlift::diff::output
