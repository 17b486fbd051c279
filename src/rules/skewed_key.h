#pragma once
// H005: a low-cardinality, skewed column (tenant-like) leads a key (docs/rules/H005.md).
#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

void SkewedKey(const analysis::AnalysisContext& ctx, Findings& out);

}  // namespace spanlift::rules
