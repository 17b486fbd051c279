#include "profile/value_text.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <charconv>

#include "model/schema.h"

namespace spanlift::profile {

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

size_t Digits(std::string_view s, size_t i) {
  while (i < s.size() && IsDigit(s[i])) ++i;
  return i;
}

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

}  // namespace

size_t FindAnyOf(const char* data, size_t i, size_t end, char a, char b, char c, char d) {
#if defined(__SSE2__)
  const __m128i va = _mm_set1_epi8(a), vb = _mm_set1_epi8(b), vc = _mm_set1_epi8(c), vd = _mm_set1_epi8(d);
  while (end - i >= 16) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + i));
    __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb)),
                               _mm_or_si128(_mm_cmpeq_epi8(v, vc), _mm_cmpeq_epi8(v, vd)));
    if (int mask = _mm_movemask_epi8(hit)) return i + static_cast<size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
    i += 16;
  }
#endif
  while (i < end && data[i] != a && data[i] != b && data[i] != c && data[i] != d) ++i;
  return i;
}

ValueKind ClassifyBare(std::string_view raw) {
  if (model::EqualsIgnoreCase(raw, "NULL")) return ValueKind::kNull;
  if (IsNumber(raw)) return ValueKind::kNumber;
  if (raw.size() > 2 && raw[0] == '0' && (raw[1] == 'x' || raw[1] == 'X')) return ValueKind::kHex;
  return ValueKind::kOther;
}

std::optional<int64_t> ParseInteger(std::string_view text) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  if (text.empty() || text.size() > 20) return std::nullopt;
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace spanlift::profile
