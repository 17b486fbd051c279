// The splitter's MySQL block masks (splitter_scan.h) with AVX-512: one compare per byte asked for.
#include "frontend/avx512_masks.h"
#include "frontend/splitter_scan.h"

namespace spanlift::frontend::splitter {

#if defined(__SSE2__) && defined(SPANLIFT_AVX512)
SPANLIFT_AVX512 MySqlMasks MySqlMasks64Avx512(const char* p, char delimiter, char batch_end, bool row_starts) {
  const __m512i v = _mm512_loadu_si512(p);
  MySqlMasks m;
  m.quote = Mask512(v, '\'');
  m.backslash = Mask512(v, '\\');
  m.newline = Mask512(v, '\n');
  m.other = m.newline | Mask512(v, '"') | Mask512(v, '`') | Mask512(v, '-') | Mask512(v, '#') | Mask512(v, '/') |
            Mask512(v, delimiter) | Mask512(v, batch_end) | (row_starts ? Mask512(v, '(') : 0);
  return m;
}
#elif defined(__SSE2__)
MySqlMasks MySqlMasks64Avx512(const char* p, char delimiter, char batch_end, bool row_starts) {
  return MySqlMasks64(p, delimiter, batch_end, row_starts);
}
#endif

}  // namespace spanlift::frontend::splitter
