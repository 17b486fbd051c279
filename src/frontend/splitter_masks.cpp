// The splitter's MySQL block masks (splitter_scan.h) with AVX-512: one compare per byte asked for.
#include "frontend/splitter_scan.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace spanlift::frontend::splitter {

#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__)
// Compiled for AVX-512 on its own (the program keeps the baseline x86-64 target) and called only
// where the processor has it; it uses no inline function of the program, so no copy built for
// AVX-512 can stand in for a baseline one.
__attribute__((target("avx512f,avx512bw"))) MySqlMasks MySqlMasks64Avx512(const char* p, char delimiter, char batch_end,
                                                                          bool row_starts) {
  const __m512i v = _mm512_loadu_si512(p);
#define SPANLIFT_EQ(c) static_cast<uint64_t>(_mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(c)))
  MySqlMasks m;
  m.quote = SPANLIFT_EQ('\'');
  m.backslash = SPANLIFT_EQ('\\');
  m.newline = SPANLIFT_EQ('\n');
  m.other = m.newline | SPANLIFT_EQ('"') | SPANLIFT_EQ('`') | SPANLIFT_EQ('-') | SPANLIFT_EQ('#') | SPANLIFT_EQ('/') |
            SPANLIFT_EQ(delimiter) | SPANLIFT_EQ(batch_end) | (row_starts ? SPANLIFT_EQ('(') : 0);
#undef SPANLIFT_EQ
  return m;
}
#elif defined(__SSE2__)
MySqlMasks MySqlMasks64Avx512(const char* p, char delimiter, char batch_end, bool row_starts) {
  return MySqlMasks64(p, delimiter, batch_end, row_starts);
}
#endif

}  // namespace spanlift::frontend::splitter
