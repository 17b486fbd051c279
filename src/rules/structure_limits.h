#pragma once
// H007: key columns, interleave depth or key size at Spanner's limits (docs/rules/H007.md).
#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

void StructureLimits(const analysis::AnalysisContext& ctx, Findings& out);

}  // namespace spanlift::rules
