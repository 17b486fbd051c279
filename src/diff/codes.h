#pragma once
// D-codes: findings of `spanlift diff` (docs/rules/D*.md). Never reuse or renumber a code.
// D001-D019: the planner (what Spanner cannot do in place, what needs a flag or a data step).
// D020-D049: the review (destructive and data-dependent steps, hotspots the change adds).
namespace spanlift::diff::codes {}  // namespace spanlift::diff::codes
