#pragma once
// The bytes the block scans of rows look for in a 64-byte block, as bit masks (bit k: byte k): a
// MySQL row's (insert_rest.cpp, RowBlocks) and a COPY line's (copy_lines.cpp). With AVX-512 where
// the processor has it (one compare per byte asked for), SSE2 16 bytes at a time elsewhere.
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

// A COPY text line's: backslashes, newlines and the delimiter.
struct LineMasks {
  uint64_t backslashes = 0, newlines = 0, delimiters = 0;
};
using LineMasker = LineMasks (*)(const char* p, char delimiter);
LineMasks LineMasksSse2(const char* p, char delimiter);
LineMasks LineMasksAvx512(const char* p, char delimiter);  // only where frontend::HasAvx512()
LineMasker BestLineMasker();

}  // namespace spanlift::profile
