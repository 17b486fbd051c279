#pragma once
// The hotspot rules (H001...), in the order they run and report; their severities and titles are in
// the registry of every code (model/finding_codes.h). Codes are stable and never reused.
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/classification.h"
#include "rules/finding.h"

namespace spanlift::rules {

struct Rule {
  const char* code;
  const char* name;  // stable, usable to select or disable a rule
  void (*run)(const analysis::AnalysisContext&, Findings&);
  // The registry's (model/finding_codes.h).
  model::Severity severity() const;
  std::string_view title() const;
};

std::span<const Rule> AllRules();
// Throws std::logic_error for an unknown code (a programming error).
const Rule& LookupRule(std::string_view code);

// A rule by code ("H001") or name ("monotonic-key"), case-insensitive; nullptr when unknown.
const Rule* FindRule(std::string_view code_or_name);

// Runs every rule on ctx.schema() (a Spanner-dialect model), in registry order, except those
// `disabled` names (codes or names; unknown ones are the caller's to reject, see FindRule).
std::vector<Finding> Run(const analysis::AnalysisContext& ctx, const std::vector<std::string>& disabled = {});
// The same findings as plain diagnostics, for convert's report.
model::Diagnostics RunAll(const analysis::AnalysisContext& ctx);
// Runs every rule on a conversion's output and appends the findings to result.findings, so that
// convert's report.md, report.json and stderr list them: one call after convert::Convert.
void AppendFindings(const model::Schema& source, convert::ConvertResult& result);

}  // namespace spanlift::rules
