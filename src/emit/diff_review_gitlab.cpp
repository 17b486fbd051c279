// GitLab Code Quality report: a JSON array of issues (description, check_name, fingerprint,
// severity, location.path, location.lines.begin), suppressed findings left out.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "emit/diff_review.h"

namespace spanlift::emit {

namespace {

// Code Quality severities: info, minor, major, critical, blocker.
const char* Severity(model::Severity s) {
  return s == model::Severity::kError ? "critical" : s == model::Severity::kWarning ? "major" : "info";
}

}  // namespace

std::string DiffReviewGitlab(const DiffReport& review) {
  using Json = nlohmann::ordered_json;
  Json issues = Json::array();
  for (const auto* f : diff_review::Shown(review.result)) {
    const auto& d = f->diagnostic;
    diff_review::CheckoutLocation at = diff_review::InCheckout(review, d.location);
    std::string text =
        (d.object.empty() ? "" : d.object + ": ") + d.message + at.note + (d.fix.empty() ? "" : " (fix: " + d.fix + ")");
    issues.push_back({{"description", text},
                      {"check_name", d.code},
                      {"fingerprint", f->fingerprint},
                      {"severity", Severity(d.severity)},
                      {"location", {{"path", at.location.file}, {"lines", {{"begin", std::max<uint32_t>(at.location.line, 1)}}}}}});
  }
  return issues.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace spanlift::emit
