#include <algorithm>

#include "diff/output/review.h"
#include "diff/codes.h"

namespace spanlift::diff::output {

std::string Title(const std::string& code) { return findings::RulePages{}.Title(code); }

std::string HelpUri(const DiffReport& review, const std::string& code) {
  return findings::RulePages{review.rules_uri}.HelpUri(code);
}

std::vector<const diff::Finding*> Shown(const diff::DiffResult& result) {
  std::vector<const diff::Finding*> out;
  for (const auto& f : result.findings)
    if (!f.suppressed) out.push_back(&f);
  std::stable_sort(out.begin(), out.end(),
                   [](const auto* a, const auto* b) { return a->diagnostic.severity < b->diagnostic.severity; });
  return out;
}

Counts Count(const diff::DiffResult& result) {
  Counts c;
  for (const auto& f : result.findings) {
    if (f.suppressed)
      ++c.suppressed;
    else if (f.diagnostic.severity == model::Severity::kError)
      ++c.errors;
    else if (f.diagnostic.severity == model::Severity::kWarning)
      ++c.warnings;
    else
      ++c.infos;
    if (!f.suppressed && f.diagnostic.code == diff::codes::kNotModelled) c.unreviewed.push_back(f.diagnostic.object);
  }
  return c;
}

std::string ArtifactPath(const std::string& file) {
  if (file.rfind("git:", 0) != 0) return file;
  size_t colon = file.find(':', 4);
  return colon == std::string::npos ? file : file.substr(colon + 1);
}

CheckoutLocation InCheckout(const DiffReport& review, const model::SourceLocation& at) {
  CheckoutLocation out;
  if (at.file.empty()) return out;
  out.location = {ArtifactPath(at.file), at.line, at.column};
  bool old_revision =
      at.file != review.new_name && at.file.rfind("git:", 0) == 0 && out.location.file == ArtifactPath(review.new_name);
  if (old_revision && at.line) {
    out.note = " (line " + std::to_string(at.line) + " of " + at.file + ")";
    out.location.line = out.location.column = 0;
  }
  return out;
}

size_t Statements(const diff::DiffResult& result) { return result.steps.size(); }

std::vector<findings::Annotation> Annotations(const DiffReport& review, bool shown_only) {
  std::vector<const diff::Finding*> chosen;
  if (shown_only)
    chosen = Shown(review.result);
  else
    for (const auto& f : review.result.findings) chosen.push_back(&f);
  std::vector<findings::Annotation> out;
  for (const auto* f : chosen) {
    CheckoutLocation at = InCheckout(review, f->diagnostic.location);
    findings::Annotation a{f->diagnostic, at.note, f->fingerprint, f->suppressed};
    a.diagnostic.location = at.location;
    out.push_back(std::move(a));
  }
  return out;
}

}  // namespace spanlift::diff::output
