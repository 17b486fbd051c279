#pragma once
// H003: a non-interleaved index (incl. UNIQUE and foreign-key backing indexes) is led by a monotonic column
// (docs/rules/H003.md).
#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

void MonotonicIndex(const analysis::AnalysisContext& ctx, Findings& out);

}  // namespace spanlift::rules
