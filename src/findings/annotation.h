#pragma once
// Findings as code-review tools show them: SARIF 2.1.0 (code scanning), GitHub Actions workflow
// commands, GitLab Code Quality. Shared by `spanlift lint` and `spanlift diff` (docs/diff.md), so
// both annotate a pull request alike; each command only turns its own findings into Annotations.
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostics.h"

namespace spanlift::findings {

// Where rule pages are linked from (SARIF helpUri, markdown links) unless --rules-uri says
// otherwise (the GitHub Action passes its own repository's docs/rules/).
inline constexpr const char* kRulesUri = "https://github.com/spanlift/spanlift/blob/main/docs/rules/";

struct Annotation {
  model::Diagnostic diagnostic;  // location: a path of the checkout; line 0 when no line applies
  std::string note;              // said after the message (diff: " (line 3 of git:BASE:PATH)")
  std::string fingerprint;       // Fingerprint(code, object), numbered when repeated
  bool suppressed = false;       // by an ignore comment or .spanlift.toml (diff)
};

// FNV-1a of the code and the lower-cased object: the same value on every platform and run, and
// unchanged by edits elsewhere in the file, so code scanning keeps one alert per finding.
std::string Fingerprint(std::string_view code, std::string_view object);

// The second and later annotations of one fingerprint get Fingerprint(code, object + "#N").
void NumberRepeats(std::vector<Annotation>& annotations);

// The rule pages: titles from the embedded docs/rules pages, links under `uri` (kRulesUri if empty).
struct RulePages {
  std::string uri;
  std::string Title(const std::string& code) const;  // "# D022: Table dropped" -> "Table dropped"
  std::string HelpUri(const std::string& code) const;
};

// One run, the codes that occur as tool.driver.rules, one result per annotation (suppressed ones
// with an inSource suppression).
std::string Sarif(const std::vector<Annotation>& annotations, const RulePages& pages);
// One `::error|warning|notice file=...,line=...,col=...,title=CODE::text` line per annotation
// that is not suppressed, in the given order.
std::string GithubCommands(const std::vector<Annotation>& annotations);
// A JSON array of Code Quality issues, suppressed annotations left out.
std::string GitlabCodeQuality(const std::vector<Annotation>& annotations);

// "object: message<note>" and the fix on a line of its own: the text the formats show.
std::string Text(const Annotation& a, std::string_view fix_separator = "\nfix: ", std::string_view fix_end = "");

}  // namespace spanlift::findings
