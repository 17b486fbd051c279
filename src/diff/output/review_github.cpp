// GitHub Actions workflow commands of the review's shown findings (findings/github.cpp).
#include "diff/output/review.h"

namespace spanlift::diff::output {

std::string DiffReviewGithub(const DiffReport& review) {
  return findings::GithubCommands(Annotations(review, /*shown_only=*/true));
}

}  // namespace spanlift::diff::output
