#include <algorithm>

#include "emit/diff_review.h"
#include "rules/rule_docs.h"

namespace spanlift::emit::diff_review {

std::string Title(const std::string& code) {
  auto page = rules::RuleDoc(code);
  if (!page) return code;
  std::string_view first = page->substr(0, page->find('\n'));
  size_t colon = first.find(": ");
  return colon == std::string_view::npos ? code : std::string(first.substr(colon + 2));
}

std::string HelpUri(const DiffReport& review, const std::string& code) {
  return (review.rules_uri.empty() ? std::string(kRulesUri) : review.rules_uri) + code + ".md";
}

std::vector<const diff::Finding*> Shown(const diff::DiffResult& result) {
  std::vector<const diff::Finding*> out;
  for (const auto& f : result.findings)
    if (!f.suppressed) out.push_back(&f);
  std::stable_sort(out.begin(), out.end(), [](const auto* a, const auto* b) { return a->diagnostic.severity < b->diagnostic.severity; });
  return out;
}

Counts Count(const diff::DiffResult& result) {
  Counts c;
  for (const auto& f : result.findings) {
    if (f.suppressed) ++c.suppressed;
    else if (f.diagnostic.severity == model::Severity::kError) ++c.errors;
    else if (f.diagnostic.severity == model::Severity::kWarning) ++c.warnings;
    else ++c.infos;
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
  bool old_revision = at.file != review.new_name && at.file.rfind("git:", 0) == 0 &&
                      out.location.file == ArtifactPath(review.new_name);
  if (old_revision && at.line) {
    out.note = " (line " + std::to_string(at.line) + " of " + at.file + ")";
    out.location.line = out.location.column = 0;
  }
  return out;
}

size_t Statements(const diff::DiffResult& result) { return result.steps.size(); }

}  // namespace spanlift::emit::diff_review
