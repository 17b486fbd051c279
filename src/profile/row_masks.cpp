#include "profile/row_masks.h"

#include "frontend/byte_masks.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

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

#if defined(__x86_64__) && defined(__GNUC__)
// Compiled for AVX-512 on its own (the rest of the program keeps the baseline x86-64 target), and
// called only where the processor has it. No inline function of the program is used here, so no
// copy built for AVX-512 can stand in for the baseline one.
__attribute__((target("avx512f,avx512bw"))) RowMasks RowMasksAvx512(const char* p, bool rows) {
  RowMasks m;
  const __m512i v = _mm512_loadu_si512(p);
#define SPANLIFT_EQ(c) static_cast<uint64_t>(_mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(c)))
  m.backslashes = SPANLIFT_EQ('\\');
  m.quotes = SPANLIFT_EQ('\'');
  m.closers = SPANLIFT_EQ(')');
  m.openers = SPANLIFT_EQ('(') | SPANLIFT_EQ('"');
  if (rows) {
    m.backticks = SPANLIFT_EQ('`');
    m.comment_starts = SPANLIFT_EQ('#') | SPANLIFT_EQ('/') | SPANLIFT_EQ(';');
    m.dashes = SPANLIFT_EQ('-');
  }
  m.commas = SPANLIFT_EQ(',');
  m.newlines = SPANLIFT_EQ('\n');
  const __m512i from_tab = _mm512_sub_epi8(v, _mm512_set1_epi8('\t'));  // '\t'..'\r' become 0..4
  m.spaces = SPANLIFT_EQ(' ') | static_cast<uint64_t>(_mm512_cmple_epu8_mask(from_tab, _mm512_set1_epi8('\r' - '\t')));
  return m;
}

__attribute__((target("avx512f,avx512bw"))) LineMasks LineMasksAvx512(const char* p, char delimiter) {
  LineMasks m;
  const __m512i v = _mm512_loadu_si512(p);
  m.backslashes = SPANLIFT_EQ('\\');
  m.newlines = SPANLIFT_EQ('\n');
  m.delimiters = SPANLIFT_EQ(delimiter);
  return m;
}
#undef SPANLIFT_EQ
#else
RowMasks RowMasksAvx512(const char* p, bool rows) { return RowMasksSse2(p, rows); }
LineMasks LineMasksAvx512(const char* p, char delimiter) { return LineMasksSse2(p, delimiter); }
#endif

RowMasker BestRowMasker() { return frontend::UseAvx512() ? RowMasksAvx512 : RowMasksSse2; }

LineMasker BestLineMasker() { return frontend::UseAvx512() ? LineMasksAvx512 : LineMasksSse2; }

}  // namespace spanlift::profile
