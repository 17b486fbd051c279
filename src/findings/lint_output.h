#pragma once
// `spanlift lint` output: the hotspot rules' findings as compiler-style text or as JSON.
#include <string>
#include <vector>

#include "model/diagnostics.h"
#include "rules/finding.h"

namespace spanlift::findings {

// One compiler-style line per finding not suppressed (file:line:col: severity: object: message [CODE]), its fix and
// evidence indented below, then a summary line; `input` (the diagnostics of reading the input)
// is added to it when it holds errors, which make the exit code 1 too.
std::string LintText(const std::vector<rules::Finding>& findings, const model::SeverityCounts& input = {});
// {"findings": [{code, severity, location, object, message, fix, classification, suppressed}],
// "summary": {errors, warnings, info, suppressed}}; the severity counts leave suppressed findings out.
std::string LintJson(const std::vector<rules::Finding>& findings);
// The review formats diff has too (findings/annotation.h): "sarif", "github" or "gitlab"; rule
// pages linked under `rules_uri` (default: the project's docs/rules/).
std::string LintReview(const std::vector<rules::Finding>& findings, const std::string& format,
                       const std::string& rules_uri);

}  // namespace spanlift::findings
