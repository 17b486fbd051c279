#pragma once
// The bytes a MySQL row's block scan (insert_rest.cpp, RowBlocks) looks for in a 64-byte block,
// as bit masks (bit k: byte k): with AVX-512 where the processor has it (one compare per byte
// asked for), SSE2 16 bytes at a time elsewhere.
#include <cstdint>

namespace spanlift::profile {

struct RowMasks {
  uint64_t backslashes = 0, quotes = 0, closers = 0;
  uint64_t openers = 0;         // '(' and '"'
  uint64_t backticks = 0;       // only for a whole row (`rows`), as the three below
  uint64_t comment_starts = 0;  // '#', '/', ';'
  uint64_t dashes = 0;
  uint64_t commas = 0, spaces = 0, newlines = 0;  // spaces: ' ' and '\t' to '\r'
};

// The masks of the 64 bytes at `p`; `rows`: the whole row's (backticks, comment starts, dashes too).
using RowMasker = RowMasks (*)(const char* p, bool rows);

RowMasks RowMasksSse2(const char* p, bool rows);
RowMasks RowMasksAvx512(const char* p, bool rows);  // only where frontend::HasAvx512()

// The fastest this processor runs (frontend::UseAvx512()).
RowMasker BestRowMasker();

}  // namespace spanlift::profile
