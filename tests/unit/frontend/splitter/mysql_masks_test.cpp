// The splitter's MySQL block masks (splitter_scan.h): SSE2 and AVX-512 against a byte loop, on
// blocks drawn from the bytes that matter to the scan.
#include <gtest/gtest.h>

#include <iostream>
#include <string>

#include "frontend/splitter_scan.h"

namespace spanlift::frontend::splitter {
namespace {

MySqlMasks ByteLoop(const char* p, char delimiter, char batch_end, bool row_starts) {
  MySqlMasks m;
  for (int k = 0; k < 64; ++k) {
    const char c = p[k];
    const uint64_t bit = uint64_t{1} << k;
    m.quote |= c == '\'' ? bit : 0;
    m.backslash |= c == '\\' ? bit : 0;
    m.newline |= c == '\n' ? bit : 0;
    const bool other = c == '\n' || c == '"' || c == '`' || c == '-' || c == '#' || c == '/' || c == delimiter ||
                       c == batch_end || (row_starts && c == '(');
    m.other |= other ? bit : 0;
  }
  return m;
}

std::string Text(const MySqlMasks& m) {
  return std::to_string(m.quote) + " " + std::to_string(m.backslash) + " " + std::to_string(m.newline) + " " +
         std::to_string(m.other);
}

TEST(MySqlMasks, SameAsAByteLoop) {
  const std::string alphabet = "'\\\n\"`-#/;$()x \t";
  const bool avx512 = HasAvx512();
  if (!avx512) std::cout << "this processor has no AVX-512: only the SSE2 masks are compared\n";
  uint64_t state = 11;
  auto next = [&state](uint64_t n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % n;
  };
  for (int block = 0; block < 20000; ++block) {
    char p[64];
    for (char& c : p) c = next(8) ? alphabet[next(alphabet.size())] : static_cast<char>(next(256));
    for (const auto& [delimiter, batch_end, rows] : {std::tuple{';', ';', false}, std::tuple{'$', ';', true}}) {
      const std::string want = Text(ByteLoop(p, delimiter, batch_end, rows));
      EXPECT_EQ(Text(MySqlMasks64(p, delimiter, batch_end, rows)), want) << "block " << block;
      if (avx512) {
        EXPECT_EQ(Text(MySqlMasks64Avx512(p, delimiter, batch_end, rows)), want) << "block " << block;
      }
    }
  }
}

}  // namespace
}  // namespace spanlift::frontend::splitter
