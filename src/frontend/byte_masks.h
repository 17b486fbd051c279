#pragma once
// Bit masks of 64-byte blocks (bit k: byte k equals the one asked for), SSE2 16 bytes at a time:
// what the statement splitter and the INSERT row scanner find quotes and separators with.
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>

namespace spanlift::frontend {

inline uint64_t Mask16(__m128i v, __m128i c) {
  return static_cast<uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, c)));
}

// Constant shifts (no loop) so the four 16-byte compares of a block schedule in parallel.
inline uint64_t Mask64(const __m128i (&v)[4], __m128i c) {
  return Mask16(v[0], c) | Mask16(v[1], c) << 16 | Mask16(v[2], c) << 32 | Mask16(v[3], c) << 48;
}

inline uint64_t Mask64(const __m128i (&v)[4], char c) { return Mask64(v, _mm_set1_epi8(c)); }

// Bytes equal to any of three (one movemask per 16 bytes for the three).
inline uint64_t MaskAny64(const __m128i (&v)[4], char a, char b, char c) {
  const __m128i ca = _mm_set1_epi8(a), cb = _mm_set1_epi8(b), cc = _mm_set1_epi8(c);
  uint64_t mask = 0;
  for (int k = 0; k < 4; ++k) {
    __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v[k], ca), _mm_cmpeq_epi8(v[k], cb)), _mm_cmpeq_epi8(v[k], cc));
    mask |= static_cast<uint64_t>(static_cast<uint16_t>(_mm_movemask_epi8(hit))) << (16 * k);
  }
  return mask;
}

// The 64 bytes at `p` (unaligned).
inline void Load64(const char* p, __m128i (&v)[4]) {
  const auto* q = reinterpret_cast<const __m128i*>(p);
  for (int k = 0; k < 4; ++k) v[k] = _mm_loadu_si128(q + k);
}

}  // namespace spanlift::frontend
#endif
