#pragma once
// The verify codes (docs/rules/V*.md). Stable: never renumber or reuse one.
#include <span>
#include <string_view>

#include "convert/findings.h"

namespace spanlift::verify {

namespace codes {
inline constexpr const char* kRejected = "V001";       // Spanner rejected the statement
inline constexpr const char* kStoredDiffers = "V002";  // what Spanner stored differs from the input
inline constexpr const char* kRejectedAfter =
    "V003";  // rejected, naming an object an earlier rejected statement defines
}  // namespace codes

// Every verify code, in code order (the V family of model/finding_codes.h).
std::span<const convert::FindingCode> VerifyCodes();

}  // namespace spanlift::verify
