// GitLab Code Quality report of the review's shown findings (findings/gitlab.cpp).
#include "emit/diff_review.h"

namespace spanlift::emit {

std::string DiffReviewGitlab(const DiffReport& review) {
  return findings::GitlabCodeQuality(diff_review::Annotations(review, /*shown_only=*/true));
}

}  // namespace spanlift::emit
