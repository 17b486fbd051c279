#pragma once
// The review formats of `spanlift diff` (docs/diff.md, "Formats"), one file each:
// review_markdown (a pull-request comment), review_json (docs/diff-json.md),
// review_sarif (SARIF 2.1.0), review_github (workflow commands), review_gitlab
// (Code Quality JSON). The sql format is the planner's (the migration alone).
#include <string>
#include <vector>

#include "diff/diff.h"
#include "diff/output/sql.h"
#include "findings/annotation.h"

namespace spanlift::diff::output {

// The markdown review's first line: the GitHub Action finds its own comment by it, to update it.
inline constexpr const char* kReviewMarker = "<!-- spanlift-diff-review -->";

// Each takes the DiffReport every diff format takes (sql.h); the markdown embeds DiffSql's text.
std::string DiffReviewMarkdown(const DiffReport& review);
std::string DiffReviewJson(const DiffReport& review);
std::string DiffReviewSarif(const DiffReport& review);
std::string DiffReviewGithub(const DiffReport& review);
std::string DiffReviewGitlab(const DiffReport& review);

// Shared by the formats (review.cpp).
// The code's title from its docs/rules page ("# D022: Table dropped"), or the code.
std::string Title(const std::string& code);
std::string HelpUri(const DiffReport& review, const std::string& code);
// The review's findings as the review formats take them (findings/annotation.h), locations in the
// checkout (InCheckout): every one (`shown_only` false: SARIF), or those Shown, in that order.
std::vector<findings::Annotation> Annotations(const DiffReport& review, bool shown_only);
// The findings a reader acts on: not suppressed, errors first, then warnings, then info, each in
// change order.
std::vector<const diff::Finding*> Shown(const diff::DiffResult& result);
struct Counts {
  size_t errors = 0, warnings = 0, infos = 0, suppressed = 0;
  std::vector<std::string> unreviewed;  // objects of statements spanlift does not model (D038)
};
Counts Count(const diff::DiffResult& result);
size_t Statements(const diff::DiffResult& result);
// A location's file as the repository names it: `git:REV:PATH` is PATH (SARIF, GitHub and GitLab
// resolve paths in the checkout; a line of OLD then points into the file NEW replaced).
std::string ArtifactPath(const std::string& file);
// A finding's location as the checkout shows it: the artifact path, and no line when the line is
// in OLD's revision of the file NEW replaces (`git:BASE:PATH` vs PATH: the checkout's line with
// that number is another one). `note` then says where in OLD, for the finding's text.
struct CheckoutLocation {
  model::SourceLocation location;  // file empty: none
  std::string note;                // " (line N of git:BASE:PATH)" or ""
};
CheckoutLocation InCheckout(const DiffReport& review, const model::SourceLocation& at);

}  // namespace spanlift::diff::output
