// The profiler's codes have their pages (shared headings) and rows in docs/rules/index.md.
#include "unit/support/rule_docs.h"

namespace spanlift::profile {
namespace {

TEST(ProfileCodes, Documented) {
  testing_docs::ExpectDocumented(model::codes::kMalformedRow, model::Severity::kWarning, "Data row not read");
  testing_docs::ExpectDocumented(model::codes::kRowsNotProfiled, model::Severity::kInfo, "Rows not profiled");
}

}  // namespace
}  // namespace spanlift::profile
