#include "findings/lint_output.h"

#include <array>

#include "findings/annotation.h"
#include "findings/finding_text.h"
#include "model/json_writer.h"

namespace spanlift::findings {

namespace {

// Errors, warnings and info among the findings not suppressed, then the suppressed ones.
std::array<size_t, 4> CountBySeverity(const std::vector<rules::Finding>& findings) {
  std::array<size_t, 4> counts = {0, 0, 0, 0};
  for (const auto& f : findings) counts[f.suppressed ? 3 : static_cast<size_t>(f.diagnostic.severity)]++;
  return counts;
}

void WriteClassification(model::JsonWriter& w, const analysis::Classification& c) {
  w.Key("classification");
  if (c.kind == analysis::Distribution::kUnknown) {
    w.Null();
    return;
  }
  w.BeginObject();
  w.Field("kind", analysis::DistributionName(c.kind));
  w.Field("signal", analysis::SignalName(c.signal));
  w.Key("confidence");
  w.Fixed(c.confidence, 2);
  w.Field("name_only", c.name_only);
  w.Field("evidence", c.evidence);
  w.EndObject();
}

}  // namespace

std::string LintText(const std::vector<rules::Finding>& findings, const model::SeverityCounts& input) {
  std::string out;
  for (const auto& f : findings) {
    if (f.suppressed) continue;
    out += FormatLine(f.diagnostic) + "\n";
    if (f.classification.kind != analysis::Distribution::kUnknown)
      out += std::string("  evidence: ") + analysis::DistributionName(f.classification.kind) + ", confidence " +
             std::to_string(static_cast<int>(f.classification.confidence * 100 + 0.5)) + "%" +
             (f.classification.name_only ? " (low: the name is the only evidence)" : "") + "\n";
  }
  auto counts = CountBySeverity(findings);
  out += std::to_string(findings.size() - counts[3]) + " hotspot findings: " + std::to_string(counts[0]) + " errors, " +
         std::to_string(counts[1]) + " warnings, " + std::to_string(counts[2]) + " info";
  if (counts[3]) out += " (" + std::to_string(counts[3]) + " suppressed by spanlift:ignore comments)";
  if (input.errors)
    out += "; input: " + std::to_string(input.errors) + " errors, " + std::to_string(input.warnings) + " warnings";
  return out + "\n";
}

std::string LintJson(const std::vector<rules::Finding>& findings) {
  std::string out;
  model::JsonWriter w(out);
  w.BeginObject();
  w.Key("findings");
  w.BeginArray();
  for (const auto& f : findings) {
    w.BeginObject();
    WriteDiagnosticFields(w, f.diagnostic);
    WriteClassification(w, f.classification);
    w.Field("suppressed", f.suppressed);
    w.EndObject();
  }
  w.EndArray();
  auto counts = CountBySeverity(findings);
  w.Key("summary");
  w.BeginObject();
  w.Field("errors", static_cast<uint64_t>(counts[0]));
  w.Field("warnings", static_cast<uint64_t>(counts[1]));
  w.Field("info", static_cast<uint64_t>(counts[2]));
  w.Field("suppressed", static_cast<uint64_t>(counts[3]));
  w.EndObject();
  w.EndObject();
  out += "\n";
  return out;
}

std::string LintReview(const std::vector<rules::Finding>& findings, const std::string& format,
                       const std::string& rules_uri) {
  std::vector<findings::Annotation> annotations;
  for (const auto& f : findings)
    annotations.push_back(
        {f.diagnostic, "", findings::Fingerprint(f.diagnostic.code, f.diagnostic.object), f.suppressed});
  findings::NumberRepeats(annotations);  // H002 on two key parts of one table: two alerts
  if (format == "sarif") return findings::Sarif(annotations, {rules_uri});
  if (format == "github") return findings::GithubCommands(annotations);
  return findings::GitlabCodeQuality(annotations);
}

}  // namespace spanlift::findings
