#pragma once
// `spanlift lint` output: the hotspot rules' findings as compiler-style text or as JSON.
#include <string>
#include <vector>

#include "rules/finding.h"

namespace spanlift::emit {

// One compiler-style line per finding (file:line:col: severity: object: message [CODE]), its fix and
// evidence indented below, then a summary line.
std::string LintText(const std::vector<rules::Finding>& findings);
// {"findings": [{code, severity, location, object, message, fix, classification}], "summary": {...}}
std::string LintJson(const std::vector<rules::Finding>& findings);

}  // namespace spanlift::emit
