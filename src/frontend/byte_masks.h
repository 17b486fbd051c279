#pragma once
// Bit masks of 64-byte blocks (bit k: byte k equals the one asked for), SSE2 16 bytes at a time:
// what the statement splitter and the INSERT row scanner find quotes and separators with.
#include <cstdint>
#include <cstring>
#include <string_view>

namespace spanlift::frontend {

// Bits of the bytes escaped by a backslash: a byte is escaped when an odd-length run of
// backslashes, counted from the run's start, ends just before it (within a run, every second
// backslash is escaped). Lone backslashes take one shift; runs take no loop either: adding its start bit to an
// even-started run clears it (the carry runs off its end), which tells even-started runs from odd-started ones.
// `carry`, in: the block's first byte is escaped by the previous block; out: the same for the
// next block.
inline uint64_t EscapedMask(uint64_t backslashes, bool& carry) {
  constexpr uint64_t kEven = 0x5555555555555555ULL;
  const uint64_t first = carry ? 1 : 0;
  const uint64_t b = backslashes & ~first;  // an escaped backslash escapes nothing
  if ((b & (b << 1)) == 0) {                // lone backslashes, the usual case: each escapes the next byte
    carry = (b >> 63) != 0;
    return first | (b << 1);
  }
  const uint64_t starts = b & ~(b << 1);
  const uint64_t even_runs = b & ~(b + (starts & kEven));
  const uint64_t odd_runs = b & ~even_runs;
  carry = (odd_runs >> 63) != 0;
  return first | ((even_runs << 1) & ~kEven) | ((odd_runs << 1) & kEven);
}

// Whether the processor has AVX-512 (F and BW): the block masks of the hottest scans (the MySQL
// rows of the splitter and the row reader) have a variant for it, one compare per byte asked for.
bool HasAvx512();
// HasAvx512(), unless SPANLIFT_NO_AVX512 is set (to anything): measures and tests the SSE2 path
// on a processor with AVX-512.
bool UseAvx512();

// Set bits, inline (the baseline x86-64 target has no popcnt instruction, and the library call
// costs more than this).
inline unsigned Popcount64(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<unsigned>((x * 0x0101010101010101ULL) >> 56);
}

// Bit k: the xor of bits 0..k (inside quotes, given the unescaped quotes).
inline uint64_t PrefixXor(uint64_t x) {
  x ^= x << 1;
  x ^= x << 2;
  x ^= x << 4;
  x ^= x << 8;
  x ^= x << 16;
  x ^= x << 32;
  return x;
}

}  // namespace spanlift::frontend

#if defined(__SSE2__)
#include <emmintrin.h>

namespace spanlift::frontend {

inline uint64_t Mask16(__m128i v, __m128i c) { return static_cast<uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, c))); }

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
    __m128i hit =
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v[k], ca), _mm_cmpeq_epi8(v[k], cb)), _mm_cmpeq_epi8(v[k], cc));
    mask |= static_cast<uint64_t>(static_cast<uint16_t>(_mm_movemask_epi8(hit))) << (16 * k);
  }
  return mask;
}

// Spaces as the scanners see them: ' ' and '\t' to '\r'.
inline uint64_t MaskSpace64(const __m128i (&v)[4]) {
  const __m128i space = _mm_set1_epi8(' '), tab = _mm_set1_epi8('\t'), span = _mm_set1_epi8('\r' - '\t');
  uint64_t mask = 0;
  for (int k = 0; k < 4; ++k) {
    const __m128i from_tab = _mm_sub_epi8(v[k], tab);  // '\t'..'\r' become 0..4, all else above
    const __m128i controls = _mm_cmpeq_epi8(_mm_min_epu8(from_tab, span), from_tab);
    const __m128i hit = _mm_or_si128(controls, _mm_cmpeq_epi8(v[k], space));
    mask |= static_cast<uint64_t>(static_cast<uint16_t>(_mm_movemask_epi8(hit))) << (16 * k);
  }
  return mask;
}

// The 64-byte block of `bytes` at `base`, for readers that walk a piece block by block: in place,
// or (the last, partial block) copied into `tail` and zero-padded. `valid` gets the bits of the
// piece's own bytes.
inline const char* BlockAt(std::string_view bytes, size_t base, char (&tail)[64], uint64_t& valid) {
  const size_t left = bytes.size() - base;
  if (left >= 64) {
    valid = ~uint64_t{0};
    return bytes.data() + base;
  }
  std::memset(tail, 0, sizeof tail);
  std::memcpy(tail, bytes.data() + base, left);
  valid = (uint64_t{1} << left) - 1;
  return tail;
}

// The 64 bytes at `p` (unaligned).
inline void Load64(const char* p, __m128i (&v)[4]) {
  const auto* q = reinterpret_cast<const __m128i*>(p);
  for (int k = 0; k < 4; ++k) v[k] = _mm_loadu_si128(q + k);
}

}  // namespace spanlift::frontend
#endif
