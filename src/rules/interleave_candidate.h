#pragma once
// H004: a foreign-key child whose key starts with (or can be reordered to start with) its parent's key
// (docs/rules/H004.md).
#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

void InterleaveCandidate(const analysis::AnalysisContext& ctx, Findings& out);

}  // namespace spanlift::rules
