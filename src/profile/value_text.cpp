#include "profile/value_text.h"

#if defined(__SSE2__)
#include <emmintrin.h>
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

size_t FindAnyOf(const char* data, size_t i, size_t end, char a, char b, char c, char d) {
#if defined(__SSE2__)
  const __m128i va = _mm_set1_epi8(a), vb = _mm_set1_epi8(b), vc = _mm_set1_epi8(c), vd = _mm_set1_epi8(d);
  auto hits = [&](size_t at) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + at));
    __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb)),
                               _mm_or_si128(_mm_cmpeq_epi8(v, vc), _mm_cmpeq_epi8(v, vd)));
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
  while (i < end && data[i] != a && data[i] != b && data[i] != c && data[i] != d) ++i;
  return i;
}

size_t CountByte(const char* data, size_t size, char byte) {
  size_t count = 0, i = 0;
#if defined(__SSE2__)
  // Each match subtracts -1 from its byte lane; lanes are summed (psadbw) before they can wrap.
  const __m128i v = _mm_set1_epi8(byte), zero = _mm_setzero_si128();
  auto sum = [&](__m128i lanes) {
    __m128i halves = _mm_sad_epu8(lanes, zero);
    return static_cast<size_t>(_mm_cvtsi128_si32(halves) + _mm_extract_epi16(halves, 4));
  };
  __m128i lanes = zero;
  for (size_t rounds = 0; size - i >= 16; i += 16) {
    __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + i));
    lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(bytes, v));
    if (++rounds == 255) {
      count += sum(lanes);
      lanes = zero;
      rounds = 0;
    }
  }
  count += sum(lanes);
#endif
  for (; i < size; ++i) count += data[i] == byte;
  return count;
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
