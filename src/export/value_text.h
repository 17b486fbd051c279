#pragma once
// Text and bytes helpers of the value rules (values.h).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace spanlift::exporter {

// Characters of valid UTF-8 text (Spanner's STRING lengths count characters); nullopt when the
// bytes are not valid UTF-8.
std::optional<size_t> Utf8Characters(std::string_view text);
// Whether `text` is valid UTF-8 (16 bytes at a time while it is ASCII).
bool ValidUtf8(std::string_view text);

// JSON syntax (RFC 8259), value_json.cpp.
bool ValidJson(std::string_view text);

// Hex digits (an even number) to bytes.
bool DecodeHex(std::string_view hex, std::string& out);
// PostgreSQL bytea as COPY and INSERT write it: \x hex, or the escape format (\\, \ooo).
bool DecodeBytea(std::string_view text, std::string& out);
// '0101...' to bytes: the bits as an unsigned big-endian number in the fewest whole bytes.
bool PackBits(std::string_view bits, std::string& out);
// 8-4-4-4-12 hex digits, lower-cased.
bool CanonicalUuid(std::string_view text, std::string& out);

}  // namespace spanlift::exporter
