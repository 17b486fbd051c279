#pragma once
// The AVX-512 variants of the 64-byte block masks (frontend/splitter_masks.cpp,
// profile/row_masks.cpp): only functions that carry the same `target` attribute call these, and
// only where UseAvx512() (byte_masks.h) says the processor has it. The rest of the program keeps
// the baseline x86-64 target.
#include <cstdint>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define SPANLIFT_AVX512 __attribute__((target("avx512f,avx512bw")))

namespace spanlift::frontend {

// Bit k: byte k of the block `v` is `c`.
SPANLIFT_AVX512 inline uint64_t Mask512(__m512i v, char c) {
  return static_cast<uint64_t>(_mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(c)));
}

// Spaces as the scanners see them: ' ' and '\t' to '\r'.
SPANLIFT_AVX512 inline uint64_t MaskSpace512(__m512i v) {
  const __m512i from_tab = _mm512_sub_epi8(v, _mm512_set1_epi8('\t'));  // '\t'..'\r' become 0..4
  return Mask512(v, ' ') | static_cast<uint64_t>(_mm512_cmple_epu8_mask(from_tab, _mm512_set1_epi8('\r' - '\t')));
}

}  // namespace spanlift::frontend
#endif
