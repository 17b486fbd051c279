#include "rules/registry.h"

#include <array>
#include <stdexcept>
#include <string>

#include "model/finding_codes.h"
#include "rules/desc_timestamp.h"
#include "rules/interleave_candidate.h"
#include "rules/monotonic_index.h"
#include "rules/monotonic_key.h"
#include "rules/skewed_key.h"
#include "rules/structure_limits.h"
#include "rules/time_ordered_uuid.h"

namespace spanlift::rules {

namespace {

const std::array<Rule, 7> kRules = {{
    {"H001", "monotonic-key", MonotonicKey},
    {"H002", "desc-timestamp", DescTimestamp},
    {"H003", "monotonic-index", MonotonicIndex},
    {"H004", "interleave-candidate", InterleaveCandidate},
    {"H005", "skewed-key", SkewedKey},
    {"H006", "time-ordered-uuid", TimeOrderedUuid},
    {"H007", "structure-limits", StructureLimits},
}};

}  // namespace

std::span<const Rule> AllRules() { return kRules; }

model::Severity Rule::severity() const { return model::FindFindingCode(code)->severity; }
std::string_view Rule::title() const { return model::FindFindingCode(code)->title; }

const Rule& LookupRule(std::string_view code) {
  for (const auto& r : kRules)
    if (code == r.code) return r;
  throw std::logic_error("unknown rule code " + std::string(code));
}

const Rule* FindRule(std::string_view code_or_name) {
  for (const auto& r : kRules)
    if (model::EqualsIgnoreCase(code_or_name, r.code) || model::EqualsIgnoreCase(code_or_name, r.name)) return &r;
  return nullptr;
}

std::vector<Finding> Run(const analysis::AnalysisContext& ctx, const std::vector<std::string>& disabled) {
  Findings findings;
  for (const auto& rule : kRules) {
    bool off = false;
    for (const auto& d : disabled) off |= FindRule(d) == &rule;
    if (!off) rule.run(ctx, findings);
  }
  return findings.all();
}

model::Diagnostics RunAll(const analysis::AnalysisContext& ctx) {
  model::Diagnostics out;
  for (const auto& f : Run(ctx)) out.Add(f.diagnostic);
  return out;
}

void AppendFindings(const model::Schema& source, convert::ConvertResult& result) {
  analysis::AnalysisContext ctx(result.schema, &source, &result.renames);
  for (const auto& f : Run(ctx)) result.findings.Add(f.diagnostic);
}

}  // namespace spanlift::rules
