#include "verify/codes.h"

namespace spanlift::verify {

// In code order; docs/rules/index.md lists them (a unit test compares).
static constexpr convert::FindingCode kVerifyCodes[] = {
    {codes::kRejected, model::Severity::kError, "Statement rejected by Spanner"},
    {codes::kStoredDiffers, model::Severity::kError, "Spanner stored something else"},
    {codes::kRejectedAfter, model::Severity::kError, "Statement rejected after an earlier rejection"},
};

std::span<const convert::FindingCode> VerifyCodes() { return kVerifyCodes; }

}  // namespace spanlift::verify
