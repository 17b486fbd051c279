// SARIF 2.1.0 of the review: every finding, suppressed ones marked (findings/sarif.cpp).
#include "emit/diff_review.h"

namespace spanlift::emit {

std::string DiffReviewSarif(const DiffReport& review) {
  return findings::Sarif(diff_review::Annotations(review, /*shown_only=*/false), {review.rules_uri});
}

}  // namespace spanlift::emit
