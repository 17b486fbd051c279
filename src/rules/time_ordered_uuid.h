#pragma once
// H006: time-ordered UUIDs (v1, v7, ULID, time-first binary forms) in a key (docs/rules/H006.md).
#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

void TimeOrderedUuid(const analysis::AnalysisContext& ctx, Findings& out);

}  // namespace spanlift::rules
