#include "profile/value_text.h"

#include <array>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__)
#include <immintrin.h>
#endif

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
  for (size_t i = 0; i < 256; ++i) bits[i] = static_cast<uint8_t>((i & 1) + (i >> 1 & 1) + (i >> 2 & 1) + (i >> 3 & 1) +
                                                                    (i >> 4 & 1) + (i >> 5 & 1) + (i >> 6 & 1) + (i >> 7 & 1));
  return bits;
}();
size_t Bits16(unsigned mask) { return kBits[mask & 0xff] + kBits[mask >> 8 & 0xff]; }

}  // namespace

namespace {

// ScanLineRest at a newline or backslash at `at` (`counted`: the delimiters before it in the
// block): true when the line ended there or must be read another way (`rest` is final), else
// `i` goes past the escape.
bool LineRestStop(const char* data, size_t& i, size_t end, size_t at, size_t counted, LineRest& rest) {
  rest.delimiters += counted;
  if (data[at] == '\n') {
    rest.found = true;
    rest.newline = at;
    return true;
  }
  if (at + 1 >= end || data[at + 1] == '\n') return true;  // "\<newline>" continues the row
  i = at + 2;  // an escaped delimiter is not counted; "\\" does not escape what follows
  return false;
}

#if defined(__x86_64__) && defined(__GNUC__)
#define SPANLIFT_AVX2 1
// ScanLineRest's blocks of 32 bytes, where the processor has AVX2 (asked once): a COPY line
// is mostly plain bytes, so the wider block halves the loop.
__attribute__((target("avx2,popcnt"))) bool LineRestAvx2(const char* data, size_t& i, size_t end, char delimiter,
                                                        LineRest& rest) {
  const __m256i newline = _mm256_set1_epi8('\n'), backslash = _mm256_set1_epi8('\\');
  const __m256i delim = _mm256_set1_epi8(delimiter);
  while (end - i >= 32) {
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i));
    const auto stops = static_cast<uint32_t>(
        _mm256_movemask_epi8(_mm256_or_si256(_mm256_cmpeq_epi8(v, newline), _mm256_cmpeq_epi8(v, backslash))));
    const auto delimiters = static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, delim)));
    if (stops == 0) {
      rest.delimiters += static_cast<size_t>(__builtin_popcount(delimiters));
      i += 32;
      continue;
    }
    const unsigned k = static_cast<unsigned>(__builtin_ctz(stops));
    const size_t before = static_cast<size_t>(__builtin_popcount(delimiters & ((uint64_t{1} << k) - 1)));
    if (LineRestStop(data, i, end, i + k, before, rest)) return true;
  }
  return false;
}
#endif

}  // namespace

#ifdef SPANLIFT_AVX2
namespace {
bool avx2_allowed = true;
}
#endif

void AllowAvx2(bool allow) {
#ifdef SPANLIFT_AVX2
  avx2_allowed = allow;
#else
  (void)allow;
#endif
}

LineRest ScanLineRest(const char* data, size_t i, size_t end, char delimiter) {
  LineRest rest;
#ifdef SPANLIFT_AVX2
  static const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
  if (avx2 && avx2_allowed && LineRestAvx2(data, i, end, delimiter, rest)) return rest;
#endif
#if defined(__SSE2__)
  const __m128i newline = _mm_set1_epi8('\n'), backslash = _mm_set1_epi8('\\'), delim = _mm_set1_epi8(delimiter);
  while (end - i >= 16) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + i));
    unsigned stops = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, newline), _mm_cmpeq_epi8(v, backslash))));
    unsigned delimiters = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, delim)));
    if (stops == 0) {
      rest.delimiters += Bits16(delimiters);
      i += 16;
      continue;
    }
    const unsigned k = static_cast<unsigned>(__builtin_ctz(stops));
    if (LineRestStop(data, i, end, i + k, Bits16(delimiters & ((1u << k) - 1)), rest)) return rest;
  }
  // The last bytes (a line's newline is the piece's last byte, so this is most lines' end): the
  // range's last 16 bytes again, without those already seen, instead of a byte loop.
  if (i < end && end >= 16) {
    const size_t base = end - 16;
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + base));
    const unsigned stops = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, newline), _mm_cmpeq_epi8(v, backslash))));
    const unsigned delimiters = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, delim)));
    while (i < end) {
      const unsigned seen = static_cast<unsigned>(i - base);
      const unsigned left = stops >> seen;
      if (left == 0) {
        rest.delimiters += Bits16(delimiters >> seen);
        return rest;
      }
      const unsigned k = static_cast<unsigned>(__builtin_ctz(left));
      if (LineRestStop(data, i, end, i + k, Bits16((delimiters >> seen) & ((1u << k) - 1)), rest)) return rest;
    }
    return rest;
  }
#endif
  while (i < end) {
    const char c = data[i];
    if (c == '\n' || c == '\\') {
      if (LineRestStop(data, i, end, i, 0, rest)) return rest;
      continue;
    }
    rest.delimiters += c == delimiter;
    ++i;
  }
  return rest;
}

ValueKind ClassifyBare(std::string_view raw) {
  if (model::EqualsIgnoreCase(raw, "NULL")) return ValueKind::kNull;
  if (IsNumber(raw)) return ValueKind::kNumber;
  if (raw.size() > 2 && raw[0] == '0' && (raw[1] == 'x' || raw[1] == 'X')) return ValueKind::kHex;
  return ValueKind::kOther;
}

// By hand rather than std::from_chars: it runs on every sketched value.
std::optional<int64_t> ParseInteger(std::string_view text) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  if (text.empty() || text.size() > 20) return std::nullopt;
  const bool negative = text[0] == '-';
  if (negative && text.size() == 1) return std::nullopt;
  uint64_t magnitude = 0;
  for (size_t i = negative ? 1 : 0; i < text.size(); ++i) {
    const unsigned digit = static_cast<unsigned char>(text[i]) - unsigned{'0'};
    if (digit > 9 || __builtin_mul_overflow(magnitude, uint64_t{10}, &magnitude) ||
        __builtin_add_overflow(magnitude, uint64_t{digit}, &magnitude))
      return std::nullopt;
  }
  const uint64_t limit = negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
  if (magnitude > limit) return std::nullopt;
  return negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
}

}  // namespace spanlift::profile
