// GitHub Actions workflow commands of the review's shown findings (findings/github.cpp).
#include "emit/diff_review.h"

namespace spanlift::emit {

std::string DiffReviewGithub(const DiffReport& review) {
  return findings::GithubCommands(diff_review::Annotations(review, /*shown_only=*/true));
}

}  // namespace spanlift::emit
