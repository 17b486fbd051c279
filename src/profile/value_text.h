#pragma once
// What a value's text is, shared by the scanners and the sketches.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "profile/row.h"

namespace spanlift::profile {

// An unquoted SQL token: NULL, a number (sign, digits, fraction, exponent), 0x hex, or other.
ValueKind ClassifyBare(std::string_view raw);

// Sign, digits, fraction, exponent: what ClassifyBare calls a number.
bool IsNumber(std::string_view text);

// Index of the first of `a`, `b`, `c` or `d` in [i, end) of `data`, or `end`: 16 bytes at a time
// (string contents are most of a dump's bytes).
size_t FindAnyOf(const char* data, size_t i, size_t end, char a, char b, char c, char d);

// How many of the `size` bytes at `data` equal `byte`, 16 at a time.
size_t CountByte(const char* data, size_t size, char byte);

// The value as a 64-bit integer when it is one ("-12", "+7", "0042"), else nothing.
std::optional<int64_t> ParseInteger(std::string_view text);

}  // namespace spanlift::profile
