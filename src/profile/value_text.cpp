#include "profile/value_text.h"

#include <array>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "frontend/byte_masks.h"
#include "model/schema.h"

namespace spanlift::profile {

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

size_t Digits(std::string_view s, size_t i) {
  while (i < s.size() && IsDigit(s[i])) ++i;
  return i;
}

}  // namespace

bool IsNumber(std::string_view s) {
  size_t i = 0;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
  size_t int_end = Digits(s, i);
  size_t frac_end = int_end;
  if (frac_end < s.size() && s[frac_end] == '.') frac_end = Digits(s, frac_end + 1);
  if (frac_end == i || (frac_end == i + 1 && s[i] == '.')) return false;  // no digit at all
  if (frac_end < s.size() && (s[frac_end] == 'e' || s[frac_end] == 'E')) {
    size_t e = frac_end + 1;
    if (e < s.size() && (s[e] == '-' || s[e] == '+')) ++e;
    size_t e_end = Digits(s, e);
    if (e_end == e) return false;
    frac_end = e_end;
  }
  return frac_end == s.size();
}

namespace {

// The first byte of `set` in [i, end), 16 bytes at a time.
template <size_t N>
size_t FindAny(const char* data, size_t i, size_t end, const std::array<char, N>& set) {
#if defined(__SSE2__)
  __m128i wanted[N];
  for (size_t k = 0; k < N; ++k) wanted[k] = _mm_set1_epi8(set[k]);
  auto hits = [&](size_t at) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + at));
    __m128i hit = _mm_cmpeq_epi8(v, wanted[0]);
    for (size_t k = 1; k < N; ++k) hit = _mm_or_si128(hit, _mm_cmpeq_epi8(v, wanted[k]));
    return static_cast<unsigned>(_mm_movemask_epi8(hit));
  };
  const size_t start = i;
  while (end - i >= 16) {
    if (unsigned mask = hits(i)) return i + static_cast<size_t>(__builtin_ctz(mask));
    i += 16;
  }
  // The tail (a short field at a line's end, most of them): the last 16 bytes of the range again,
  // without the ones already seen, instead of a byte loop.
  if (i < end && end - start >= 16) {
    const size_t seen = i - (end - 16);
    unsigned mask = hits(end - 16) >> seen;
    return mask ? i + static_cast<size_t>(__builtin_ctz(mask)) : end;
  }
#endif
  auto in_set = [&](char c) {
    for (char s : set)
      if (c == s) return true;
    return false;
  };
  while (i < end && !in_set(data[i])) ++i;
  return i;
}

}  // namespace

bool PlainStringDecoration(std::string_view raw) {
  return raw.empty() || raw[0] == '_' || raw.starts_with("::") || model::EqualsIgnoreCase(raw, "N") ||
         model::EqualsIgnoreCase(raw, "E");
}

size_t FindAnyOf(const char* data, size_t i, size_t end, char a, char b, char c, char d) {
  return FindAny<4>(data, i, end, {a, b, c, d});
}

size_t FindAnyOf(const char* data, size_t i, size_t end, char a, char b, char c, char d, char e, char f) {
  return FindAny<6>(data, i, end, {a, b, c, d, e, f});
}

namespace {

// Set bits of a 16-bit mask (no popcnt instruction is assumed).
constexpr auto kBits = [] {
  std::array<uint8_t, 256> bits{};
  for (size_t i = 0; i < 256; ++i)
    bits[i] = static_cast<uint8_t>((i & 1) + (i >> 1 & 1) + (i >> 2 & 1) + (i >> 3 & 1) + (i >> 4 & 1) + (i >> 5 & 1) +
                                   (i >> 6 & 1) + (i >> 7 & 1));
  return bits;
}();
size_t Bits16(unsigned mask) { return kBits[mask & 0xff] + kBits[mask >> 8 & 0xff]; }

}  // namespace

namespace {

// Bits of a 16-byte block's bytes that a backslash escapes; `carry` says the block's first byte
// is escaped (by the block before) and is set for the next block (bit 16 of the shared mask).
unsigned Escaped16(unsigned backslashes, bool& carry) {
  const uint64_t escaped = frontend::EscapedMask(backslashes, carry);
  carry = ((escaped >> 16) & 1) != 0;
  return static_cast<unsigned>(escaped & 0xffff);
}

// One block of ScanLineRest (bit 0: the byte at `at`; bits past the range are clear): true when
// the line's end was found or the line must be read another way (`rest` is final).
bool LineRestBlock(unsigned newlines, unsigned backslashes, unsigned delimiters, bool& carry, size_t at,
                   LineRest& rest) {
  const unsigned escaped = Escaped16(backslashes, carry);
  const unsigned ends = newlines & ~escaped;
  const unsigned before = ends ? (1u << __builtin_ctz(ends)) - 1 : 0xffff;
  if (newlines & escaped & before) return true;  // "\<newline>": the row goes on past the line
  rest.delimiters += Bits16(delimiters & ~escaped & before);
  if (ends == 0) return false;
  rest.found = true;
  rest.newline = at + static_cast<size_t>(__builtin_ctz(ends));
  return true;
}

}  // namespace

LineRest ScanLineRest(const char* data, size_t i, size_t end, char delimiter) {
  LineRest rest;
  bool carry = false;
#if defined(__SSE2__)
  const __m128i newline = _mm_set1_epi8('\n'), backslash = _mm_set1_epi8('\\'), delim = _mm_set1_epi8(delimiter);
  auto block = [&](size_t base, unsigned seen) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + base));
    auto mask = [&](__m128i c) { return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, c))) >> seen; };
    return LineRestBlock(mask(newline), mask(backslash), mask(delim), carry, base + seen, rest);
  };
  for (; end - i >= 16; i += 16)
    if (block(i, 0)) return rest;
  // The last bytes (a line's newline is the piece's last byte, so this is most lines' end): the
  // range's last 16 bytes again, without those already seen, instead of a byte loop.
  if (i < end && end >= 16) {
    block(end - 16, static_cast<unsigned>(i - (end - 16)));
    return rest;
  }
#endif
  for (; i < end; ++i) {
    const char c = data[i];
    if (carry) {  // escaped
      if (c == '\n') return rest;
      carry = false;
      continue;
    }
    if (c == '\n') {
      rest.found = true;
      rest.newline = i;
      return rest;
    }
    carry = c == '\\';
    rest.delimiters += c == delimiter;
  }
  return rest;
}

ValueKind ClassifyBare(std::string_view raw) {
  if (model::EqualsIgnoreCase(raw, "NULL")) return ValueKind::kNull;
  if (IsNumber(raw)) return ValueKind::kNumber;
  if (raw.size() > 2 && raw[0] == '0' && (raw[1] == 'x' || raw[1] == 'X')) return ValueKind::kHex;
  return ValueKind::kOther;
}

// By hand rather than std::from_chars: it runs on every sketched value. Up to 19 digits cannot
// overflow 64 bits, so only 20 (leading zeros) pay for overflow checks.
std::optional<int64_t> ParseInteger(std::string_view text) {
  int64_t value = 0;
  return ParseInteger(text, value) ? std::optional<int64_t>(value) : std::nullopt;
}

bool ParseInteger(std::string_view text, int64_t& value) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  if (text.empty() || text.size() > 20) return false;
  const bool negative = text[0] == '-';
  if (negative && text.size() == 1) return false;
  const size_t first = negative ? 1 : 0;
  const bool may_overflow = text.size() - first > 19;
  uint64_t magnitude = 0;
  for (size_t i = first; i < text.size(); ++i) {
    const unsigned digit = static_cast<unsigned char>(text[i]) - unsigned{'0'};
    if (digit > 9) return false;
    if (!may_overflow) {
      magnitude = magnitude * 10 + digit;
    } else if (__builtin_mul_overflow(magnitude, uint64_t{10}, &magnitude) ||
               __builtin_add_overflow(magnitude, uint64_t{digit}, &magnitude)) {
      return false;
    }
  }
  const uint64_t limit = negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
  if (magnitude > limit) return false;
  value = negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
  return true;
}

}  // namespace spanlift::profile
