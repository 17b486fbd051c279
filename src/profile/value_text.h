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

// Whether a string's introducer or cast leaves its value as it is (`_utf8mb4'..'`, `N'..'`,
// `E'..'`, `'..'::text`, or none).
bool PlainStringDecoration(std::string_view raw);

// Sign, digits, fraction, exponent: what ClassifyBare calls a number.
bool IsNumber(std::string_view text);

// Index of the first of `a`, `b`, `c` or `d` (or `e`, `f`) in [i, end) of `data`, or `end`: 16 bytes at a time
// (string contents are most of a dump's bytes).
size_t FindAnyOf(const char* data, size_t i, size_t end, char a, char b, char c, char d);
size_t FindAnyOf(const char* data, size_t i, size_t end, char a, char b, char c, char d, char e, char f);

// The rest of a COPY text line from `i`, in one pass 16 bytes at a time: its newline (the first
// in [i, end) no backslash escapes) and the delimiters before it that no backslash escapes.
// `found` is false when the range ends first, or when a backslash escapes a newline or is the
// range's last byte (such a line is left to the field-by-field scan).
struct LineRest {
  bool found = false;
  size_t newline = 0;
  size_t delimiters = 0;
};
LineRest ScanLineRest(const char* data, size_t i, size_t end, char delimiter);

// The value as a 64-bit integer when it is one ("-12", "+7", "0042"), else nothing.
std::optional<int64_t> ParseInteger(std::string_view text);
bool ParseInteger(std::string_view text, int64_t& value);  // the same, without an optional

}  // namespace spanlift::profile
