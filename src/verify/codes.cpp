#include "verify/codes.h"

namespace spanlift::verify {

namespace {

using model::Severity;
constexpr convert::FindingCode kCodes[] = {
    {codes::kRejected, Severity::kError, "Statement rejected by Spanner"},
    {codes::kStoredDiffers, Severity::kError, "Spanner stored something else"},
    {codes::kRejectedAfter, Severity::kError, "Statement rejected after an earlier rejection"},
};

}  // namespace

std::span<const convert::FindingCode> VerifyCodes() { return kCodes; }

}  // namespace spanlift::verify
