#include "diff/output/sql.h"

#include "diff/codes.h"

namespace spanlift::diff::output {

namespace {

void Comment(std::string& out, const std::string& text) {
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += "-- " + text.substr(start, end - start) + "\n";
    start = end + 1;
  }
}

std::string Subject(const model::Diagnostic& d) { return d.object.empty() ? "" : d.object + ": "; }

}  // namespace

std::string DiffSql(const DiffReport& report) {
  const diff::DiffResult& r = report.result;
  std::string out;
  Comment(out, "spanlift diff: " + report.old_name + " -> " + report.new_name + ": " +
                   std::to_string(r.changes.size()) + " changes, " + std::to_string(r.steps.size()) + " steps in " +
                   std::to_string(r.batches) + " batches");
  // What the migration leaves out, then the data it deletes: a reader of the header knows both
  // before any statement. Each line names its object.
  for (const auto& f : r.findings)
    if (diff::LeftOut(f.diagnostic.code) && !f.suppressed)
      Comment(out, "NOT MIGRATED [" + f.diagnostic.code + "] " + Subject(f.diagnostic) + f.diagnostic.message);
  for (const auto& f : r.findings)
    if (diff::DropsData(f.diagnostic.code) && !f.suppressed)
      Comment(out, "DROPS DATA [" + f.diagnostic.code + "] " + Subject(f.diagnostic) + f.diagnostic.message);
  int batch = 0;
  bool in_data = false;
  for (const auto& step : r.steps) {
    out += "\n";
    if (step.kind == diff::Step::Kind::kData && !in_data) {
      Comment(out, "data step after batch " + std::to_string(step.batch) + " (DML: run it, then the next batch)");
    } else if (step.kind == diff::Step::Kind::kDdl && step.batch != batch) {
      Comment(out, "batch " + std::to_string(step.batch));
      batch = step.batch;
    }
    in_data = step.kind == diff::Step::Kind::kData;
    if (!step.comment.empty()) Comment(out, step.comment);
    out += step.sql + ";\n";
  }
  return out;
}

}  // namespace spanlift::diff::output
