#pragma once
// H001: a monotonic column (sequence, timestamp, assigned id) leads a table's primary key (docs/rules/H001.md).
#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

void MonotonicKey(const analysis::AnalysisContext& ctx, Findings& out);

}  // namespace spanlift::rules
