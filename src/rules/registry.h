#pragma once
// The hotspot rules (H001...), in the order they run and report. Codes are stable and never
// reused; each has docs/rules/<CODE>.md and a row in docs/rules/index.md.
#include <span>
#include <string_view>

#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

struct Rule {
  const char* code;
  const char* name;  // stable, usable to select or disable a rule
  model::Severity severity;
  const char* title;
  void (*run)(const analysis::AnalysisContext&, Findings&);
};

std::span<const Rule> AllRules();
// Throws std::logic_error for an unknown code (a programming error).
const Rule& LookupRule(std::string_view code);

// Runs every rule on ctx.schema() (a Spanner-dialect model), in registry order.
std::vector<Finding> Run(const analysis::AnalysisContext& ctx);
// The same findings as plain diagnostics, for convert's report.
model::Diagnostics RunAll(const analysis::AnalysisContext& ctx);

}  // namespace spanlift::rules
