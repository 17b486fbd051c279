#pragma once
// The splitter's byte-level pieces: stop tables for its scan loops, 64-byte block masks, byte
// classes, and the window constants (splitter_impl.h).
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "frontend/byte_masks.h"

namespace spanlift::frontend::splitter {

// Byte tables: a scan loop stops only at bytes whose entry is set, so the bytes that cannot change
// the lexical state (almost all of them inside row data) cost one table lookup each.
using ByteTable = std::array<uint8_t, 256>;

constexpr ByteTable MakeTable(std::string_view bytes) {
  ByteTable t{};
  for (char c : bytes) t[static_cast<unsigned char>(c)] = 1;
  return t;
}

constexpr ByteTable kSingleQuoteStd = MakeTable("'\n");
constexpr ByteTable kSingleQuoteBackslash = MakeTable("'\\\n");
constexpr ByteTable kDoubleQuoteStd = MakeTable("\"\n");
constexpr ByteTable kDoubleQuoteBackslash = MakeTable("\"\\\n");
constexpr ByteTable kBacktick = MakeTable("`\n");
constexpr ByteTable kBacktickBackslash = MakeTable("`\\\n");
constexpr ByteTable kBlockCommentFlat = MakeTable("*\n");
constexpr ByteTable kBlockCommentNested = MakeTable("*/\n");
constexpr ByteTable kDollarBody = MakeTable("$\n");

inline const ByteTable& QuoteTable(char quote, bool backslash) {
  if (quote == '\'') return backslash ? kSingleQuoteBackslash : kSingleQuoteStd;
  if (quote == '"') return backslash ? kDoubleQuoteBackslash : kDoubleQuoteStd;
  return backslash ? kBacktickBackslash : kBacktick;
}

// Index of the first byte in [i, end) whose table entry is set, or `end`. Eight bytes are tested
// per step without branching on each, which keeps long runs of row data cheap.
inline size_t ScanUntil(const ByteTable& t, const char* data, size_t i, size_t end) {
  const auto* p = reinterpret_cast<const unsigned char*>(data);
  while (end - i >= 8) {
    if (t[p[i]] | t[p[i + 1]] | t[p[i + 2]] | t[p[i + 3]] | t[p[i + 4]] | t[p[i + 5]] | t[p[i + 6]] | t[p[i + 7]]) {
      break;
    }
    i += 8;
  }
  while (i < end && !t[p[i]]) ++i;
  return i;
}

// Index of the first quote, newline or (with `backslash`) backslash in [i, end), or `end`:
// inside strings, where row data spends most of its bytes, 16 bytes are tested at once.
inline size_t FindQuoteStop(const ByteTable& table, const char* data, size_t i, size_t end, char quote,
                            bool backslash) {
#if defined(__SSE2__)
  const __m128i q = _mm_set1_epi8(quote);
  const __m128i nl = _mm_set1_epi8('\n');
  const __m128i bs = _mm_set1_epi8(backslash ? '\\' : quote);
  while (end - i >= 16) {
    __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + i));
    __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, q), _mm_cmpeq_epi8(v, nl)), _mm_cmpeq_epi8(v, bs));
    if (int mask = _mm_movemask_epi8(hit)) return i + static_cast<size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
    i += 16;
  }
#endif
  return ScanUntil(table, data, i, end);
}

#if defined(__SSE2__)
// Bit masks of one 64-byte block: quotes, backslashes, newlines.
struct BlockMasks {
  uint64_t quote = 0;
  uint64_t backslash = 0;
  uint64_t newline = 0;
};

inline BlockMasks Masks64(const char* p, char quote) {
  __m128i v[4];
  Load64(p, v);
  return {Mask64(v, _mm_set1_epi8(quote)), Mask64(v, _mm_set1_epi8('\\')), Mask64(v, _mm_set1_epi8('\n'))};
}
// MySQL normal mode: quotes, backslashes, newlines and the other bytes that stop the scanner
// outside strings (double quote, backtick, comment starts, newline, the delimiter's first byte).
struct MySqlMasks {
  uint64_t quote = 0;
  uint64_t backslash = 0;
  uint64_t newline = 0;
  uint64_t other = 0;
};

// `row_starts`: '(' stops the scan too (where a data sink may take the rows, OfferRows).
inline MySqlMasks MySqlMasks64(const char* p, char delimiter, char batch_end, bool row_starts) {
  __m128i v[4];
  Load64(p, v);
  MySqlMasks m;
  m.quote = Mask64(v, _mm_set1_epi8('\''));
  m.backslash = Mask64(v, _mm_set1_epi8('\\'));
  m.newline = Mask64(v, _mm_set1_epi8('\n'));
  // The other stops OR-ed per 16 bytes: one movemask for all of them.
  const __m128i dq = _mm_set1_epi8('"'), bt = _mm_set1_epi8('`'), dash = _mm_set1_epi8('-'), hash = _mm_set1_epi8('#'),
                slash = _mm_set1_epi8('/'), delim = _mm_set1_epi8(delimiter), batch = _mm_set1_epi8(batch_end),
                paren = _mm_set1_epi8(row_starts ? '(' : delimiter);
  uint64_t other = 0;
  for (int k = 0; k < 4; ++k) {
    __m128i hit = _mm_or_si128(_mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v[k], dq), _mm_cmpeq_epi8(v[k], bt)),
                                            _mm_or_si128(_mm_cmpeq_epi8(v[k], dash), _mm_cmpeq_epi8(v[k], hash))),
                               _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v[k], slash), _mm_cmpeq_epi8(v[k], delim)),
                                            _mm_or_si128(_mm_cmpeq_epi8(v[k], batch), _mm_cmpeq_epi8(v[k], paren))));
    other |= static_cast<uint64_t>(static_cast<uint16_t>(_mm_movemask_epi8(hit))) << (16 * k);
  }
  m.other = m.newline | other;
  return m;
}

// The same with AVX-512 (splitter_masks.cpp), only where UseAvx512().
MySqlMasks MySqlMasks64Avx512(const char* p, char delimiter, char batch_end, bool row_starts);
#endif

inline bool IsSpaceByte(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

inline bool IsIdentByte(char c) {
  auto u = static_cast<unsigned char>(c);
  return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '_' || u == '$' ||
         u >= 0x80;
}

inline bool IsControlByte(unsigned char c) { return (c < 0x20 && !(c >= '\t' && c <= '\r')) || c == 0x7f; }

inline bool StartsWithWordCi(std::string_view s, std::string_view upper_word) {
  if (s.size() <= upper_word.size()) return false;
  for (size_t i = 0; i < upper_word.size(); ++i) {
    char c = s[i];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c != upper_word[i]) return false;
  }
  char next = s[upper_word.size()];
  return next == ' ' || next == '\t';
}

enum class Opener { kNone, kLineComment, kBlockComment, kExecComment };
enum class BodyEnd { kTerminator, kEof, kBroken };

constexpr size_t kLookBehind = 2;     // bytes kept before pos across refills (E'...' and $ checks)
constexpr size_t kMaxDollarTag = 64;  // longer $tags$ are not recognised as dollar quotes
constexpr size_t kDetectBytes = 64 * 1024;
constexpr size_t kBinarySample = 4096;    // bytes per read checked for control characters
constexpr size_t kRowWindow = 64 * 1024;  // bytes at least offered to a data sink for rows or lines

}  // namespace spanlift::frontend::splitter
