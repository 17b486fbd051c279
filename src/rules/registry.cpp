#include "rules/registry.h"

#include <array>
#include <stdexcept>
#include <string>

#include "rules/desc_timestamp.h"
#include "rules/interleave_candidate.h"
#include "rules/monotonic_index.h"
#include "rules/monotonic_key.h"
#include "rules/skewed_key.h"
#include "rules/structure_limits.h"
#include "rules/time_ordered_uuid.h"

namespace spanlift::rules {

namespace {

using model::Severity;

const std::array<Rule, 7> kRules = {{
    {"H001", "monotonic-key", Severity::kWarning, "Monotonic first key part", MonotonicKey},
    {"H002", "desc-timestamp", Severity::kInfo, "Timestamp key part read newest-first should be DESC", DescTimestamp},
    {"H003", "monotonic-index", Severity::kWarning, "Index led by a monotonic column", MonotonicIndex},
    {"H004", "interleave-candidate", Severity::kInfo, "Foreign-key child could be interleaved", InterleaveCandidate},
    {"H005", "skewed-key", Severity::kWarning, "Skewed low-cardinality first key part", SkewedKey},
    {"H006", "time-ordered-uuid", Severity::kWarning, "Time-ordered UUID in a key", TimeOrderedUuid},
    {"H007", "structure-limits", Severity::kWarning, "Spanner structure limit reached", StructureLimits},
}};

}  // namespace

std::span<const Rule> AllRules() { return kRules; }

const Rule& LookupRule(std::string_view code) {
  for (const auto& r : kRules)
    if (code == r.code) return r;
  throw std::logic_error("unknown rule code " + std::string(code));
}

std::vector<Finding> Run(const analysis::AnalysisContext& ctx) {
  Findings findings;
  for (const auto& rule : kRules) rule.run(ctx, findings);
  return findings.all();
}

model::Diagnostics RunAll(const analysis::AnalysisContext& ctx) {
  model::Diagnostics out;
  for (const auto& f : Run(ctx)) out.Add(f.diagnostic);
  return out;
}

}  // namespace spanlift::rules
