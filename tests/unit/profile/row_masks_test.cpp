// The block masks of the row scans (profile/row_masks.h: MySQL rows, COPY lines): SSE2 and AVX-512
// against a byte loop, on blocks drawn from the bytes that matter to them.
#include "profile/row_masks.h"

#include <gtest/gtest.h>

#include <iostream>
#include <string>

#include "frontend/byte_masks.h"
#include "unit/profile/offers.h"

namespace spanlift::profile {
namespace {

RowMasks ByteLoop(const char* p, bool rows) {
  RowMasks m;
  for (int k = 0; k < 64; ++k) {
    const char c = p[k];
    const uint64_t bit = uint64_t{1} << k;
    auto set = [&](uint64_t& mask, bool hit) { mask |= hit ? bit : 0; };
    set(m.backslashes, c == '\\');
    set(m.quotes, c == '\'');
    set(m.closers, c == ')');
    set(m.openers, c == '(' || c == '"');
    set(m.backticks, rows && c == '`');
    set(m.comment_starts, rows && (c == '#' || c == '/' || c == ';'));
    set(m.dashes, rows && c == '-');
    set(m.commas, c == ',');
    set(m.spaces, c == ' ' || (c >= '\t' && c <= '\r'));
    set(m.newlines, c == '\n');
  }
  return m;
}

std::string Text(const RowMasks& m) {
  std::string out;
  for (uint64_t mask : {m.backslashes, m.quotes, m.closers, m.openers, m.backticks, m.comment_starts, m.dashes,
                        m.commas, m.spaces, m.newlines})
    out += std::to_string(mask) + " ";
  return out;
}

TEST(RowMasks, SameAsAByteLoop) {
  const std::string alphabet =
      "\\'()\"`#/;-, \t\n\v\f\r\x08\x0e\x1f\x7f\x80\xff"
      "aZ09";
  TestRandom next(3);
  const bool avx512 = frontend::HasAvx512();
  if (!avx512) std::cout << "this processor has no AVX-512: only the SSE2 masks are compared\n";
  for (int block = 0; block < 20000; ++block) {
    char p[64];
    for (char& c : p) c = next(8) ? alphabet[next(alphabet.size())] : static_cast<char>(next(256));
    for (bool rows : {false, true}) {
      const std::string want = Text(ByteLoop(p, rows));
      EXPECT_EQ(Text(RowMasksSse2(p, rows)), want) << "block " << block;
      if (avx512) {
        EXPECT_EQ(Text(RowMasksAvx512(p, rows)), want) << "block " << block;
      }
    }
  }
}

TEST(LineMasks, SameAsAByteLoop) {
  const std::string alphabet = "\\\n\t,|aN.";
  TestRandom next(4);
  const bool avx512 = frontend::HasAvx512();
  for (int block = 0; block < 20000; ++block) {
    char p[64];
    for (char& c : p) c = next(8) ? alphabet[next(alphabet.size())] : static_cast<char>(next(256));
    for (char delimiter : {'\t', ',', '|'}) {
      uint64_t backslashes = 0, newlines = 0, delimiters = 0;
      for (int k = 0; k < 64; ++k) {
        backslashes |= p[k] == '\\' ? uint64_t{1} << k : 0;
        newlines |= p[k] == '\n' ? uint64_t{1} << k : 0;
        delimiters |= p[k] == delimiter ? uint64_t{1} << k : 0;
      }
      for (LineMasker masker : {LineMasksSse2, avx512 ? LineMasksAvx512 : LineMasksSse2}) {
        const LineMasks m = masker(p, delimiter);
        EXPECT_EQ(m.backslashes, backslashes) << "block " << block;
        EXPECT_EQ(m.newlines, newlines) << "block " << block;
        EXPECT_EQ(m.delimiters, delimiters) << "block " << block;
      }
    }
  }
}

}  // namespace
}  // namespace spanlift::profile
