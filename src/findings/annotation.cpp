// Fingerprints, repeats and rule pages: what every review format needs.
#include "findings/annotation.h"

#include <cstdio>
#include <map>

#include "model/schema.h"
#include "rules/rule_docs.h"

namespace spanlift::findings {

std::string Fingerprint(std::string_view code, std::string_view object) {
  uint64_t h = 14695981039346656037ull;
  auto mix = [&h](std::string_view s) {
    for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  };
  mix(code);
  mix("\x1f");
  mix(model::ToLower(object));
  char out[17];
  std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(h));
  return out;
}

void NumberRepeats(std::vector<Annotation>& annotations) {
  std::map<std::string, int> uses;
  for (auto& a : annotations)
    if (int n = uses[a.fingerprint]++; n > 0)
      a.fingerprint = Fingerprint(a.diagnostic.code, a.diagnostic.object + "#" + std::to_string(n + 1));
}

std::string RulePages::Title(const std::string& code) const {
  auto page = rules::RuleDoc(code);
  if (!page) return code;
  std::string_view first = page->substr(0, page->find('\n'));
  size_t colon = first.find(": ");
  return colon == std::string_view::npos ? code : std::string(first.substr(colon + 2));
}

std::string RulePages::HelpUri(const std::string& code) const {
  return (uri.empty() ? std::string(kRulesUri) : uri) + code + ".md";
}

std::string Text(const Annotation& a, std::string_view fix_separator, std::string_view fix_end) {
  const auto& d = a.diagnostic;
  return (d.object.empty() ? "" : d.object + ": ") + d.message + a.note +
         (d.fix.empty() ? "" : std::string(fix_separator) + d.fix + std::string(fix_end));
}

}  // namespace spanlift::findings
