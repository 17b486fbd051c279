// Text and bytes: UTF-8 checks, hex and bytea decoding, bit strings, UUIDs, report excerpts.
#include "export/value_text.h"

#include <emmintrin.h>

#include <cstdio>

namespace spanlift::exporter {

namespace {

int Hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Length of the UTF-8 sequence starting at text[i] (1 to 4), or 0 when it is not one: overlong
// forms, surrogates and code points past U+10FFFF are invalid, as Spanner's STRING requires.
size_t SequenceLength(std::string_view text, size_t i) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(text[i + k]); };
  const unsigned char c = b(0);
  if (c < 0x80) return 1;
  const size_t left = text.size() - i;
  auto cont = [&](size_t k) { return k < left && (b(k) & 0xC0) == 0x80; };
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (!cont(1) || !cont(2)) return 0;
    if (c == 0xE0 && b(1) < 0xA0) return 0;   // overlong
    if (c == 0xED && b(1) >= 0xA0) return 0;  // surrogates
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    if (c == 0xF0 && b(1) < 0x90) return 0;
    if (c == 0xF4 && b(1) >= 0x90) return 0;
    return 4;
  }
  return 0;
}

}  // namespace

std::optional<size_t> Utf8Characters(std::string_view text) {
  size_t count = 0, i = 0;
  while (i < text.size()) {
    // ASCII eight bytes at a time: most text is.
    while (i + 8 <= text.size()) {
      uint64_t word;
      __builtin_memcpy(&word, text.data() + i, 8);
      if (word & 0x8080808080808080ULL) break;
      i += 8;
      count += 8;
    }
    if (i >= text.size()) break;
    const size_t n = SequenceLength(text, i);
    if (n == 0) return std::nullopt;
    i += n;
    ++count;
  }
  return count;
}

bool ValidUtf8(std::string_view text) {
  size_t i = 0;
  const size_t n = text.size();
  while (i < n) {
    while (i + 16 <= n) {
      const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + i));
      if (_mm_movemask_epi8(block) != 0) break;
      i += 16;
    }
    while (i < n && static_cast<unsigned char>(text[i]) < 0x80) ++i;
    if (i >= n) break;
    const size_t len = SequenceLength(text, i);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

bool DecodeHex(std::string_view hex, std::string& out) {
  out.clear();
  if (hex.size() % 2 != 0) return false;
  out.reserve(hex.size() / 2);
  for (size_t i = 0; i < hex.size(); i += 2) {
    const int hi = Hex(hex[i]), lo = Hex(hex[i + 1]);
    if (hi < 0 || lo < 0) return false;
    out.push_back(static_cast<char>(hi * 16 + lo));
  }
  return true;
}

bool DecodeBytea(std::string_view text, std::string& out) {
  if (text.starts_with("\\x")) return DecodeHex(text.substr(2), out);
  // The escape format (bytea_output = escape): \\ is a backslash, \ooo an octal byte.
  out.clear();
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\') {
      out.push_back(text[i]);
    } else if (i + 1 < text.size() && text[i + 1] == '\\') {
      out.push_back('\\');
      ++i;
    } else if (i + 3 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '3' && text[i + 2] >= '0' &&
               text[i + 2] <= '7' && text[i + 3] >= '0' && text[i + 3] <= '7') {
      out.push_back(static_cast<char>((text[i + 1] - '0') * 64 + (text[i + 2] - '0') * 8 + (text[i + 3] - '0')));
      i += 3;
    } else {
      return false;
    }
  }
  return true;
}

bool PackBits(std::string_view bits, std::string& out) {
  out.assign((bits.size() + 7) / 8, '\0');
  // Right-aligned, big-endian: the bit string read as an unsigned number (how MySQL stores BIT).
  const size_t pad = out.size() * 8 - bits.size();
  for (size_t i = 0; i < bits.size(); ++i) {
    if (bits[i] != '0' && bits[i] != '1') return false;
    if (bits[i] == '1') {
      const size_t at = pad + i;
      out[at / 8] = static_cast<char>(out[at / 8] | (0x80 >> (at % 8)));
    }
  }
  return true;
}

bool CanonicalUuid(std::string_view text, std::string& out) {
  if (text.size() != 36) return false;
  out.assign(text);
  for (size_t i = 0; i < out.size(); ++i) {
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? out[i] != '-' : Hex(out[i]) < 0) return false;
    if (out[i] >= 'A' && out[i] <= 'F') out[i] = static_cast<char>(out[i] - 'A' + 'a');
  }
  return true;
}

std::string Excerpt(std::string_view value, size_t limit) {
  std::string out;
  size_t i = 0;
  while (i < value.size() && out.size() < limit) {
    const unsigned char c = static_cast<unsigned char>(value[i]);
    const size_t n = SequenceLength(value, i);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\\') {
      out += "\\\\";
    } else if (n == 0 || c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out.append(value.substr(i, n));
      i += n;
      continue;
    }
    ++i;
  }
  if (i < value.size()) out += "...";
  return out;
}

}  // namespace spanlift::exporter
