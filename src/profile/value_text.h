#pragma once
// What a value's text is, shared by the scanners and the sketches.
#include <cstdint>
#include <optional>
#include <string_view>

#include "profile/row.h"

namespace spanlift::profile {

// An unquoted SQL token: NULL, a number (sign, digits, fraction, exponent), 0x hex, or other.
ValueKind ClassifyBare(std::string_view raw);

// The value as a 64-bit integer when it is one ("-12", "+7", "0042"), else nothing.
std::optional<int64_t> ParseInteger(std::string_view text);

}  // namespace spanlift::profile
