#include "profile/row_masks.h"

#include "frontend/avx512_masks.h"
#include "frontend/byte_masks.h"

namespace spanlift::profile {

RowMasks RowMasksSse2(const char* p, bool rows) {
  RowMasks m;
#if defined(__SSE2__)
  __m128i v[4];
  frontend::Load64(p, v);
  m.backslashes = frontend::Mask64(v, '\\');
  m.quotes = frontend::Mask64(v, '\'');
  m.closers = frontend::Mask64(v, ')');
  m.openers = frontend::MaskAny64(v, '(', '"', '"');
  if (rows) {
    m.backticks = frontend::Mask64(v, '`');
    m.comment_starts = frontend::MaskAny64(v, '#', '/', ';');
    m.dashes = frontend::Mask64(v, '-');
  }
  m.commas = frontend::Mask64(v, ',');
  m.spaces = frontend::MaskSpace64(v);
  m.newlines = frontend::Mask64(v, '\n');
#else
  (void)p, (void)rows;
#endif
  return m;
}

LineMasks LineMasksSse2(const char* p, char delimiter) {
  LineMasks m;
#if defined(__SSE2__)
  __m128i v[4];
  frontend::Load64(p, v);
  m.backslashes = frontend::Mask64(v, '\\');
  m.newlines = frontend::Mask64(v, '\n');
  m.delimiters = frontend::Mask64(v, delimiter);
#else
  (void)p, (void)delimiter;
#endif
  return m;
}

#if defined(SPANLIFT_AVX512)
// Compiled for AVX-512 alone (frontend/avx512_masks.h), called only where the processor has it.
SPANLIFT_AVX512 RowMasks RowMasksAvx512(const char* p, bool rows) {
  RowMasks m;
  const __m512i v = _mm512_loadu_si512(p);
  m.backslashes = frontend::Mask512(v, '\\');
  m.quotes = frontend::Mask512(v, '\'');
  m.closers = frontend::Mask512(v, ')');
  m.openers = frontend::Mask512(v, '(') | frontend::Mask512(v, '"');
  if (rows) {
    m.backticks = frontend::Mask512(v, '`');
    m.comment_starts = frontend::Mask512(v, '#') | frontend::Mask512(v, '/') | frontend::Mask512(v, ';');
    m.dashes = frontend::Mask512(v, '-');
  }
  m.commas = frontend::Mask512(v, ',');
  m.newlines = frontend::Mask512(v, '\n');
  m.spaces = frontend::MaskSpace512(v);
  return m;
}

SPANLIFT_AVX512 LineMasks LineMasksAvx512(const char* p, char delimiter) {
  LineMasks m;
  const __m512i v = _mm512_loadu_si512(p);
  m.backslashes = frontend::Mask512(v, '\\');
  m.newlines = frontend::Mask512(v, '\n');
  m.delimiters = frontend::Mask512(v, delimiter);
  return m;
}
#else
RowMasks RowMasksAvx512(const char* p, bool rows) { return RowMasksSse2(p, rows); }
LineMasks LineMasksAvx512(const char* p, char delimiter) { return LineMasksSse2(p, delimiter); }
#endif

RowMasker BestRowMasker() { return frontend::UseAvx512() ? RowMasksAvx512 : RowMasksSse2; }

LineMasker BestLineMasker() { return frontend::UseAvx512() ? LineMasksAvx512 : LineMasksSse2; }

}  // namespace spanlift::profile
