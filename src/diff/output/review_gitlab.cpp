// GitLab Code Quality report of the review's shown findings (findings/gitlab.cpp).
#include "diff/output/review.h"

namespace spanlift::diff::output {

std::string DiffReviewGitlab(const DiffReport& review) {
  return findings::GitlabCodeQuality(Annotations(review, /*shown_only=*/true));
}

}  // namespace spanlift::diff::output
