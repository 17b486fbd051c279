// GitLab Code Quality report: a JSON array of issues (description, check_name, fingerprint,
// severity, location.path, location.lines.begin), suppressed annotations left out.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "findings/annotation.h"

namespace spanlift::findings {

namespace {

// Code Quality severities: info, minor, major, critical, blocker.
const char* Severity(model::Severity s) {
  return s == model::Severity::kError ? "critical" : s == model::Severity::kWarning ? "major" : "info";
}

}  // namespace

std::string GitlabCodeQuality(const std::vector<Annotation>& annotations) {
  using Json = nlohmann::ordered_json;
  Json issues = Json::array();
  for (const auto& a : annotations) {
    if (a.suppressed) continue;
    const auto& d = a.diagnostic;
    issues.push_back(
        {{"description", Text(a, " (fix: ", ")")},
         {"check_name", d.code},
         {"fingerprint", a.fingerprint},
         {"severity", Severity(d.severity)},
         {"location", {{"path", d.location.file}, {"lines", {{"begin", std::max<uint32_t>(d.location.line, 1)}}}}}});
  }
  return issues.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace spanlift::findings
