// SARIF 2.1.0 of the review: every finding, suppressed ones marked (findings/sarif.cpp).
#include "diff/output/review.h"

namespace spanlift::diff::output {

std::string DiffReviewSarif(const DiffReport& review) {
  return findings::Sarif(Annotations(review, /*shown_only=*/false), {review.rules_uri});
}

}  // namespace spanlift::diff::output
