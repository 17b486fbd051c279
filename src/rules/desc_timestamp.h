#pragma once
// H002: a timestamp key part of a history table read newest-first is ascending (docs/rules/H002.md).
#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

void DescTimestamp(const analysis::AnalysisContext& ctx, Findings& out);

}  // namespace spanlift::rules
