#include "frontend/splitter.h"

#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "frontend/byte_masks.h"
#include "frontend/routine_blocks.h"
#include "frontend/statement_classifier.h"

namespace spanlift::frontend {
namespace {

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

const ByteTable& QuoteTable(char quote, bool backslash) {
  if (quote == '\'') return backslash ? kSingleQuoteBackslash : kSingleQuoteStd;
  if (quote == '"') return backslash ? kDoubleQuoteBackslash : kDoubleQuoteStd;
  return backslash ? kBacktickBackslash : kBacktick;
}

// Index of the first byte in [i, end) whose table entry is set, or `end`. Eight bytes are tested
// per step without branching on each, which keeps long runs of row data cheap.
inline size_t ScanUntil(const ByteTable& t, const char* data, size_t i, size_t end) {
  const auto* p = reinterpret_cast<const unsigned char*>(data);
  while (end - i >= 8) {
    if (t[p[i]] | t[p[i + 1]] | t[p[i + 2]] | t[p[i + 3]] | t[p[i + 4]] | t[p[i + 5]] |
        t[p[i + 6]] | t[p[i + 7]]) {
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
  m.other = m.newline | Mask64(v, _mm_set1_epi8('"')) | Mask64(v, _mm_set1_epi8('`')) |
            Mask64(v, _mm_set1_epi8('-')) | Mask64(v, _mm_set1_epi8('#')) | Mask64(v, _mm_set1_epi8('/')) |
            Mask64(v, _mm_set1_epi8(delimiter)) | Mask64(v, _mm_set1_epi8(batch_end));
  if (row_starts) m.other |= Mask64(v, _mm_set1_epi8('('));
  return m;
}
#endif

bool IsSpaceByte(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

bool IsIdentByte(char c) {
  auto u = static_cast<unsigned char>(c);
  return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '_' ||
         u == '$' || u >= 0x80;
}

bool IsControlByte(unsigned char c) {
  return (c < 0x20 && !(c >= '\t' && c <= '\r')) || c == 0x7f;
}

bool StartsWithWordCi(std::string_view s, std::string_view upper_word) {
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
constexpr size_t kBinarySample = 4096;  // bytes per read checked for control characters
constexpr size_t kRowWindow = 64 * 1024;  // bytes at least offered to a data sink for rows or lines

}  // namespace

struct StatementSplitter::Impl {
  Impl(int fd_in, std::string file_in, model::Dialect d, model::Diagnostics& diags_in,
       const SplitterOptions& options)
      : fd(fd_in), file(std::move(file_in)), dialect(d), diags(diags_in), opt(options) {
    opt.chunk_size = std::max<size_t>(opt.chunk_size, 1);
    opt.data_prefix_bytes = std::max<size_t>(opt.data_prefix_bytes, 16);
    buf.resize(2 * opt.chunk_size + 256);
    if (dialect == model::Dialect::kUnknown) {
      Fill(kDetectBytes);
      dialect = DetectDialect(std::string_view(buf.data() + pos, end - pos));
    }
    mysql = dialect == model::Dialect::kMySql;
    spanner = dialect == model::Dialect::kSpanner;
    if (mysql && opt.mysql_flavor == MySqlFlavor::kAuto) {
      Fill(kDetectBytes);
      opt.mysql_flavor = DetectMySqlFlavor(std::string_view(buf.data() + pos, end - pos));
    }
    if (Need(3) && std::memcmp(buf.data() + pos, "\xEF\xBB\xBF", 3) == 0) pos += 3;  // UTF-8 BOM
    BuildNormalTables();
  }

  // ---- Input window -------------------------------------------------------------------------

  bool Need(size_t n) { return end - pos >= n || Fill(n); }

  // Reads until `n` bytes are available at pos or the input ends. The pending statement text is
  // saved first because compaction moves the window.
  bool Fill(size_t n) {
    while (end - pos < n) {
      if (eof) return false;
      Flush();
      Compact(n);
      ReadChunk();
    }
    return true;
  }

  void Compact(size_t n) {
    size_t from = pos - std::min(pos, kLookBehind);
    if (from > 0) {
      std::memmove(buf.data(), buf.data() + from, end - from);
      buf_offset += from;
      end -= from;
      pos -= from;
      span_start = pos;
    }
    size_t capacity = end + std::max(opt.chunk_size, n) + 16;
    if (buf.size() < capacity) buf.resize(capacity);
  }

  void ReadChunk() {
    size_t want = std::min(opt.chunk_size, buf.size() - end);
    ssize_t got;
    do {
      got = ::read(fd, buf.data() + end, want);
    } while (got < 0 && errno == EINTR);
    if (got <= 0) {
      if (got < 0) {
        diags.Error(model::codes::kUnreadableInput, HereLocation(),
                    std::string("cannot read input: ") + std::strerror(errno));
      }
      eof = true;
      return;
    }
    bytes_read += static_cast<uint64_t>(got);
    CheckBinary(end, static_cast<size_t>(got));
    if (eof) return;  // binary: this chunk and the rest are not read
    end += static_cast<size_t>(got);
    if (opt.read_observer) opt.read_observer->BytesRead(bytes_read);
  }

  // P009 once per file: a NUL byte, or more than 5% control bytes in a sampled window.
  void CheckBinary(size_t from, size_t n) {
    if (binary_reported) return;
    const char* p = buf.data() + from;
    const void* nul = std::memchr(p, 0, n);
    size_t sample = std::min(n, kBinarySample);
    size_t first_control = n;
    for (size_t i = 0; i < sample; ++i) {
      if (IsControlByte(static_cast<unsigned char>(p[i]))) {
        ++sample_control;
        first_control = std::min(first_control, i);
      }
    }
    sample_bytes += sample;
    bool many_controls = sample_bytes >= 512 && sample_control * 20 > sample_bytes;
    if (sample_bytes >= 64 * 1024) sample_bytes = sample_control = 0;
    if (!nul && !many_controls) return;
    binary_reported = true;
    size_t at = nul ? static_cast<size_t>(static_cast<const char*>(nul) - buf.data())
                    : from + std::min(first_control, n - 1);
    diags.Error(model::codes::kInvalidEncoding, LocationAhead(at),
                std::string(nul ? "input contains NUL bytes" : "input contains many control bytes") +
                    ": it looks binary, not SQL text; the rest of this input is not read");
    eof = true;  // every statement after would be noise: one error per binary input, not thousands
  }

  // ---- Positions ----------------------------------------------------------------------------

  void NewLineAt(size_t i) {
    ++line;
    line_start = buf_offset + i + 1;
  }

  model::SourceLocation LocationAt(size_t i) const {
    uint64_t column = buf_offset + i - line_start + 1;
    return {file, line, static_cast<uint32_t>(std::min<uint64_t>(column, UINT32_MAX))};
  }
  model::SourceLocation HereLocation() const { return LocationAt(pos); }

  // Where a quote or comment starts, kept cheaply (no file name copy) in case it is unterminated.
  struct Mark {
    uint32_t line;
    uint64_t column;
  };
  Mark HereMark() const { return {line, buf_offset + pos - line_start + 1}; }
  model::SourceLocation ToLocation(Mark m) const {
    return {file, m.line, static_cast<uint32_t>(std::min<uint64_t>(m.column, UINT32_MAX))};
  }

  // Location of a byte not scanned yet: newlines between pos and it are counted on the spot.
  model::SourceLocation LocationAhead(size_t at) const {
    uint32_t l = line;
    uint64_t start = line_start;
    for (size_t i = std::min(pos, at); i < at; ++i) {
      if (buf[i] == '\n') {
        ++l;
        start = buf_offset + i + 1;
      }
    }
    return {file, l, static_cast<uint32_t>(std::min<uint64_t>(buf_offset + at - start + 1, UINT32_MAX))};
  }

  void ReportUnterminated(Mark where, std::string_view what) { ReportUnterminated(ToLocation(where), what); }
  void ReportUnterminated(const model::SourceLocation& where, std::string_view what) {
    diags.Error(model::codes::kUnterminated, where,
                "input ends inside " + std::string(what) + " that starts here");
  }

  // ---- Statement text -----------------------------------------------------------------------

  void Flush() {
    if (!in_stmt) return;
    Append(buf.data() + span_start, pos - span_start);
    span_start = pos;
  }

  // Keeps the whole text of schema statements but only a prefix of data statements, decided as
  // soon as the prefix is long enough to show the leading keyword.
  void Append(const char* p, size_t n) {
    if (!decided) {
      size_t take = std::min(n, opt.data_prefix_bytes - text.size());
      text.append(p, take);
      p += take;
      n -= take;
      if (text.size() < opt.data_prefix_bytes) return;
      Decide();
    }
    if (skipping || n == 0) {
      if (sinking && n) opt.data_sink->InsertBytes({p, n});
      return;
    }
    if (text.size() + n > opt.max_statement_bytes) {
      diags.Error(model::codes::kStatementTooLarge, stmt_location,
                  "statement is larger than " + std::to_string(opt.max_statement_bytes) +
                      " bytes; skipped");
      too_large = skipping = true;
      return;
    }
    text.append(p, n);
  }

  void Decide() {
    decided = true;
    skipping = IsBulkDataStatement(text);
    if (skipping && opt.data_sink && IsRowInsert(text)) {
      sinking = true;
      opt.data_sink->BeginInsert(stmt_location);
      opt.data_sink->InsertBytes(text);
    }
  }

  // At a '(' outside strings and comments of a MySQL statement: once it is known to be an INSERT
  // whose bytes go to the data sink, the sink may read the rows from here itself
  // (DataSink::InsertRows), so they are not scanned twice. It is offered a window of at least
  // kRowWindow bytes, so that only a row longer than that is cut by its end.
  void OfferRows() {
    if (!decided && pos - span_start + text.size() >= opt.data_prefix_bytes) Flush();  // decides
    if (!decided) return;
    if (!sinking) {
      offer_rows = false;
      return;
    }
    for (;;) {
      if (end - pos < kRowWindow) Fill(kRowWindow);
      Flush();  // the sink has every byte before pos
      DataSink::Rows rows = opt.data_sink->InsertRows({buf.data() + pos, end - pos});
      offer_rows = rows.more;
      if (rows.bytes == 0) return;
      if (rows.newlines > 0) {
        line += static_cast<uint32_t>(rows.newlines - 1);
        NewLineAt(pos + rows.last_newline);
      }
      pos += rows.bytes;
      span_start = pos;
      if (!offer_rows) return;
    }
  }

  // A statement shorter than the data prefix is whole in `text` at its end.
  void SinkShortInsert(const Statement& out) {
    if (decided || !opt.data_sink || out.kind != StatementKind::kData || !IsRowInsert(text)) return;
    opt.data_sink->BeginInsert(stmt_location);
    opt.data_sink->InsertBytes(text);
    opt.data_sink->EndInsert();
  }

  // Replaces an executable-comment marker by spaces in the text so offsets still match the file.
  void BlankMarker(size_t length) {
    Flush();
    static constexpr char kSpaces[] = "                ";
    Append(kSpaces, std::min(length, sizeof(kSpaces) - 1));
    pos += length;
    span_start = pos;
  }

  // ---- Lexical pieces -----------------------------------------------------------------------

  void BuildNormalTables() {
    std::string specials = mysql || spanner ? "'\"`-#/\n" : "'\"-/$\n";
    specials += delimiter[0];
    if (batch) specials += ';';
    normal[0] = MakeTable(specials);
    normal[1] = MakeTable(specials + "*");
  }

  bool AtDelimiter() {
    if (delimiter.size() == 1) return true;
    return Need(delimiter.size()) && std::memcmp(buf.data() + pos, delimiter.data(), delimiter.size()) == 0;
  }

  // What a '-', '#' or '/' at pos opens; `marker` gets the length of an executable-comment marker.
  Opener OpenerAt(size_t& marker) {
    char c = buf[pos];
    if (c == '#') return mysql || spanner ? Opener::kLineComment : Opener::kNone;
    if (c == '-') {
      if (!Need(2) || buf[pos + 1] != '-') return Opener::kNone;
      if (!mysql) return Opener::kLineComment;
      // MySQL needs whitespace or a control byte after "--" (so 1--1 is arithmetic).
      return !Need(3) || static_cast<unsigned char>(buf[pos + 2]) <= ' ' ? Opener::kLineComment
                                                                          : Opener::kNone;
    }
    if (c != '/' || !Need(2) || buf[pos + 1] != '*') return Opener::kNone;
    if (!mysql) return Opener::kBlockComment;
    Need(4 + 6);
    size_t i = pos + 2;
    bool mariadb_marker = false;
    if (i < end && buf[i] == 'M' && i + 1 < end && buf[i + 1] == '!') {
      i += 2;
      mariadb_marker = true;
    } else if (i < end && buf[i] == '!') {
      i += 1;
    } else {
      return Opener::kBlockComment;
    }
    size_t digits = i;
    uint32_t version = 0;
    while (i < end && i - digits < 6 && buf[i] >= '0' && buf[i] <= '9') version = version * 10 + (buf[i++] - '0');
    if (!ExecutableCommentRuns(mariadb_marker, i > digits, version)) return Opener::kBlockComment;
    marker = i - pos;
    return Opener::kExecComment;
  }

  // Whether the server the dump is for would run this executable comment (see MySqlFlavor).
  bool ExecutableCommentRuns(bool mariadb_marker, bool has_version, uint32_t version) const {
    if (version == 999999) return false;  // MariaDB's sandbox line: never runs
    bool mariadb = opt.mysql_flavor == MySqlFlavor::kMariaDb;
    if (mariadb_marker) return mariadb;
    return !(mariadb && has_version && version >= 50700 && version <= 99999);
  }

  void SkipLineComment() {
    for (;;) {
      const void* nl = std::memchr(buf.data() + pos, '\n', end - pos);
      if (nl) {
        pos = static_cast<size_t>(static_cast<const char*>(nl) - buf.data());
        return;
      }
      pos = end;
      if (!Fill(1)) return;
    }
  }

  // From the opening "/*" at pos; PostgreSQL comments nest, MySQL and GoogleSQL ones do not.
  bool SkipBlockComment() {
    Mark start = HereMark();
    const ByteTable& table = mysql || spanner ? kBlockCommentFlat : kBlockCommentNested;
    int depth = 1;
    pos += 2;
    for (;;) {
      pos = ScanUntil(table, buf.data(), pos, end);
      if (pos == end) {
        if (Fill(1)) continue;
        ReportUnterminated(start, "a /* */ comment");
        return false;
      }
      char c = buf[pos];
      if (c == '\n') {
        NewLineAt(pos++);
      } else if (c == '*' && Need(2) && buf[pos + 1] == '/') {
        pos += 2;
        if (--depth == 0) return true;
      } else if (c == '/' && Need(2) && buf[pos + 1] == '*') {
        pos += 2;
        ++depth;
      } else {
        ++pos;
      }
    }
  }

  // From the opening quote at pos. Doubled quotes always escape; backslashes only in MySQL
  // strings and PostgreSQL E'...' strings.
  bool ScanQuoted(char quote, bool backslash) {
    Mark start = HereMark();
    ++pos;
    return ContinueQuoted(quote, backslash, start);
  }

  // The body of a quoted token from pos (after its opening quote, which is at `start`).
  bool ContinueQuoted(char quote, bool backslash, Mark start) {
    const ByteTable& table = QuoteTable(quote, backslash);
    for (;;) {
      if (ScanQuotedInWindow(quote, backslash, table)) return true;
      if (pos == end) {
        if (Fill(1)) continue;
        ReportUnterminated(start, QuoteName(quote));
        return false;
      }
      char c = buf[pos];
      if (c == '\n') {
        NewLineAt(pos++);
      } else if (c == '\\') {
        if (!Need(2)) {
          pos = end;
          continue;
        }
        if (buf[pos + 1] == '\n') NewLineAt(pos + 1);
        pos += 2;
      } else if (Need(2) && buf[pos + 1] == quote) {
        pos += 2;
      } else {
        ++pos;
        return true;
      }
    }
  }

  // The hot path of ScanQuoted: runs while the stop byte and the one after it are inside the
  // window, on locals (members would be reloaded after every byte read, since char aliases
  // everything). Returns true at the closing quote; otherwise pos is left near the window end.
  bool ScanQuotedInWindow(char quote, bool backslash, const ByteTable& table) {
    const char* b = buf.data();
    const size_t e = end;
    size_t i = pos;
    for (;;) {
      bool at_quote = false;
#if defined(__SSE2__)
      if (e - i >= 64) {
        i = StringBlock(b, i, quote, backslash, at_quote);
        if (!at_quote) continue;
      }
#endif
      if (!at_quote) i = FindQuoteStop(table, b, i, e, quote, backslash);
      if (e - i < 2) break;
      char c = b[i];
      if (c == quote) {
        if (b[i + 1] != quote) {
          pos = i + 1;
          return true;
        }
        i += 2;
      } else if (c == '\\') {
        if (b[i + 1] == '\n') NewLineAt(i + 1);
        i += 2;
      } else {
        NewLineAt(i++);
      }
    }
    pos = i;
    return false;
  }

#if defined(__SSE2__)
  // One 64-byte block of a string body at i (e - i >= 64), branch-free. Returns the first
  // unescaped quote (at_quote) or where scanning resumes: the next block, or the block's last
  // byte when that is an escaping backslash.
  size_t StringBlock(const char* b, size_t i, char quote, bool backslash, bool& at_quote) {
    BlockMasks m = Masks64(b + i, quote);
    bool carry = false;
    uint64_t escaped = backslash && m.backslash ? EscapedMask(m.backslash, carry) : 0;
    uint64_t closing = m.quote & ~escaped;
    at_quote = closing != 0;
    size_t stop = at_quote ? static_cast<size_t>(__builtin_ctzll(closing)) : carry ? 63 : 64;
    CountNewlines(i, stop == 64 ? m.newline : m.newline & ((uint64_t{1} << stop) - 1));
    return i + stop;
  }

  // MySQL row data fast path: 64-byte blocks in normal mode and in '...' strings alike, so a
  // string costs a few bit operations instead of a trip through the scanner. Stops at any other
  // normal-mode special byte (left at pos for ScanBody) or when fewer than 64 bytes remain;
  // a string still open then is finished by ContinueQuoted. False when the input ends inside it.
  bool ScanMySqlBlocks() {
    const char* b = buf.data();
    const size_t e = end;
    size_t i = pos;
    bool in_string = false;
    bool carry = false;  // the block starts with a byte escaped by the previous block's last byte
    Mark open{};
    while (e - i >= 64) {
      MySqlMasks m = MySqlMasks64(b + i, delimiter[0], batch ? ';' : delimiter[0], offer_rows);
      bool carry_out = carry;
      uint64_t escaped = EscapedMask(m.backslash, carry_out);
      uint64_t closers = m.quote & ~escaped;
      uint64_t stops = m.quote | m.other;
      for (size_t p = 0; p < 64;) {
        uint64_t from = ~uint64_t{0} << p;
        if (in_string) {
          uint64_t c = closers & from;
          size_t k = c ? static_cast<size_t>(__builtin_ctzll(c)) : 64;
          CountNewlines(i, m.newline & from & (k == 64 ? ~uint64_t{0} : (uint64_t{1} << k) - 1));
          in_string = k == 64;
          p = k + 1;
        } else {
          uint64_t s = stops & from;
          if (s == 0) break;
          size_t k = static_cast<size_t>(__builtin_ctzll(s));
          if (((m.quote >> k) & 1) == 0) {
            pos = i + k;
            return true;
          }
          open = {line, buf_offset + i + k - line_start + 1};
          in_string = true;
          p = k + 1;
        }
      }
      carry = in_string && carry_out;
      i += 64;
    }
    if (!in_string) {
      pos = i;
      return true;
    }
    pos = carry ? i - 1 : i;  // resume at an escaping backslash so that it still escapes
    return ContinueQuoted('\'', true, open);
  }

  // Newlines of a block (bits relative to `base`), counted without visiting them one by one.
  void CountNewlines(size_t base, uint64_t mask) {
    if (mask == 0) return;
    line += static_cast<uint32_t>(__builtin_popcountll(mask)) - 1;
    NewLineAt(base + 63 - static_cast<size_t>(__builtin_clzll(mask)));
  }
#endif

  static std::string_view QuoteName(char quote) {
    if (quote == '\'') return "a '...' string";
    if (quote == '"') return "a \"...\" quoted name or string";
    return "a `...` quoted name";
  }

  // GoogleSQL: '...', "...", and the triple-quoted '''...''' and """...""" (which may hold
  // newlines and lone quotes); backslash escapes in all of them, raw strings included (r'\'' is
  // not closed by its second quote either).
  bool ScanGoogleSqlQuoted(char quote) {
    if (!Need(3) || buf[pos + 1] != quote || buf[pos + 2] != quote) return ScanQuoted(quote, true);
    Mark start = HereMark();
    pos += 3;
    const ByteTable& table = QuoteTable(quote, true);
    for (;;) {
      pos = ScanUntil(table, buf.data(), pos, end);
      if (pos == end) {
        if (Fill(1)) continue;
        ReportUnterminated(start, quote == '\'' ? "a '''...''' string" : "a \"\"\"...\"\"\" string");
        return false;
      }
      char c = buf[pos];
      if (c == '\n') {
        NewLineAt(pos++);
      } else if (c == '\\') {
        if (Need(2) && buf[pos + 1] == '\n') NewLineAt(pos + 1);
        pos = std::min(pos + 2, end);
      } else if (Need(3) && buf[pos + 1] == quote && buf[pos + 2] == quote) {
        pos += 3;
        return true;
      } else {
        ++pos;
      }
    }
  }

  // PostgreSQL E'...': an E right before the quote that does not end a longer word.
  bool EscapeStringPrefix() const {
    if (pos == 0 || (buf[pos - 1] != 'E' && buf[pos - 1] != 'e')) return false;
    return pos < 2 || !IsIdentByte(buf[pos - 2]);
  }

  // Length of a $tag$ opener at pos, 0 if there is none (a$b identifiers, $1 parameters).
  size_t DollarTagAt() {
    if (pos > 0 && IsIdentByte(buf[pos - 1])) return 0;
    Need(kMaxDollarTag + 2);
    size_t i = pos + 1;
    if (i < end && buf[i] >= '0' && buf[i] <= '9') return 0;
    while (i < end && i - pos <= kMaxDollarTag && buf[i] != '$' && IsIdentByte(buf[i])) ++i;
    return i < end && buf[i] == '$' ? i + 1 - pos : 0;
  }

  bool ScanDollarQuoted(size_t tag_length) {
    Mark start = HereMark();
    std::string tag(buf.data() + pos, tag_length);
    pos += tag_length;
    for (;;) {
      pos = ScanUntil(kDollarBody, buf.data(), pos, end);
      if (pos == end) {
        if (Fill(1)) continue;
        ReportUnterminated(start, "a " + tag + " dollar-quoted string");
        return false;
      }
      if (buf[pos] == '\n') {
        NewLineAt(pos++);
      } else if (Need(tag.size()) && std::memcmp(buf.data() + pos, tag.data(), tag.size()) == 0) {
        pos += tag.size();
        return true;
      } else {
        ++pos;
      }
    }
  }

  void OpenExecComment(size_t marker) {
    exec_start = HereMark();
    in_exec = true;
    if (in_stmt) {
      BlankMarker(marker);
    } else {
      pos += marker;
    }
  }

  void CloseExecComment() {
    in_exec = false;
    if (in_stmt) {
      BlankMarker(2);
    } else {
      pos += 2;
    }
  }

  // ---- Statements ---------------------------------------------------------------------------

  // Skips whitespace, comments and empty statements up to the first byte of a statement.
  bool SkipToStatement() {
    for (;;) {
      if (pos == end && !Fill(1)) {
        if (in_exec) ReportUnterminated(exec_start, "a /*! */ executable comment");
        in_exec = false;
        return false;
      }
      char c = buf[pos];
      if (c == '\n') {
        NewLineAt(pos++);
      } else if (IsSpaceByte(c)) {
        ++pos;
      } else if (c == delimiter[0] && AtDelimiter()) {
        pos += delimiter.size();
      } else if (batch && c == ';') {
        ++pos;
      } else if (in_exec && c == '*' && Need(2) && buf[pos + 1] == '/') {
        CloseExecComment();
      } else if (c == '-' || c == '#' || c == '/') {
        size_t marker = 0;
        switch (OpenerAt(marker)) {
          case Opener::kNone: return true;
          case Opener::kLineComment: SkipLineComment(); break;
          case Opener::kBlockComment: SkipBlockComment(); break;
          case Opener::kExecComment: OpenExecComment(marker); break;
        }
      } else {
        return true;
      }
    }
  }

  // Scans a statement body up to its terminator (left at pos) or the end of input.
  BodyEnd ScanBody() {
    for (;;) {
#if defined(__SSE2__)
      if (mysql && !in_exec && end - pos >= 64) {
        if (!ScanMySqlBlocks()) return BodyEnd::kBroken;
        if (offer_rows && pos < end && buf[pos] == '(') OfferRows();
      }
#endif
      pos = ScanUntil(normal[in_exec], buf.data(), pos, end);
      if (pos == end) {
        if (Fill(1)) continue;
        return BodyEnd::kEof;
      }
      char c = buf[pos];
      if (c == delimiter[0] && AtDelimiter()) {
        terminator_length = delimiter.size();
        return BodyEnd::kTerminator;
      }
      if (batch && c == ';') {
        if (EndsBatchStatement()) {
          terminator_length = 1;
          return BodyEnd::kTerminator;
        }
        ++pos;
        continue;
      }
      bool ok = true;
      switch (c) {
        case '\n': NewLineAt(pos++); break;
        case '\'':
          ok = spanner ? ScanGoogleSqlQuoted('\'') : ScanQuoted('\'', mysql || EscapeStringPrefix());
          break;
        case '"': ok = spanner ? ScanGoogleSqlQuoted('"') : ScanQuoted('"', mysql); break;
        case '`': ok = mysql || spanner ? ScanQuoted('`', spanner) : (++pos, true); break;
        case '$': {
          size_t tag = mysql ? 0 : DollarTagAt();
          ok = tag ? ScanDollarQuoted(tag) : (++pos, true);
          break;
        }
        case '*':
          if (in_exec && Need(2) && buf[pos + 1] == '/') {
            CloseExecComment();
          } else {
            ++pos;
          }
          break;
        case '-':
        case '#':
        case '/': {
          size_t marker = 0;
          switch (OpenerAt(marker)) {
            case Opener::kNone: ++pos; break;
            case Opener::kLineComment: SkipLineComment(); break;
            case Opener::kBlockComment: {
              Flush();
              size_t before = text.size();
              if (!SkipBlockComment()) {  // the text before the comment is intact: keep it
                Flush();
                text.resize(std::min(before, text.size()));
                return BodyEnd::kEof;
              }
              break;
            }
            case Opener::kExecComment: OpenExecComment(marker); break;
          }
          break;
        }
        default: ++pos; break;
      }
      if (!ok) return BodyEnd::kBroken;
    }
  }

  void BeginStatement() {
    if (text.capacity() > (size_t{4} << 20)) std::string().swap(text);  // after a huge one
    text.clear();
    in_stmt = true;
    span_start = pos;
    decided = skipping = too_large = sinking = false;
    offer_rows = mysql && !batch && opt.data_sink != nullptr;
    stmt_location = HereLocation();
    batch_role = BatchRole::kUndecided;
    blocks = RoutineBlocks{};
    blocks_fed = 0;
  }

  // A ';' at pos while a DELIMITER other than ';' is in force: it ends the statement the way the
  // server splits a multi-statement batch, unless it is inside a routine body's blocks.
  bool EndsBatchStatement() {
    if (too_large) return true;
    Flush();
    if (batch_role == BatchRole::kUndecided)
      batch_role = StartsCompoundStatement(text) ? BatchRole::kCompound : BatchRole::kPlain;
    if (batch_role == BatchRole::kPlain) return true;
    std::string_view segment = std::string_view(text).substr(std::min(blocks_fed, text.size()));
    blocks_fed = text.size() + 1;  // the ';' is appended with the text after it
    return blocks.FeedUntilSemicolon(segment);
  }

  void EndStatement() {
    Flush();
    in_stmt = false;
    if (sinking) opt.data_sink->EndInsert();
    sinking = false;
    while (!text.empty() && IsSpaceByte(text.back())) text.pop_back();
  }

  // Client command lines: psql's \connect etc., mysql's DELIMITER and source. They end at the
  // end of the line, not at a terminator. Returns the keyword, or "" when pos starts none.
  std::string ClientCommandAt() {
    Need(16);
    std::string_view head(buf.data() + pos, end - pos);
    if (head[0] == '\\') {
      size_t n = 1;
      while (n < head.size() && !IsSpaceByte(head[n])) ++n;
      std::string keyword(head.substr(0, n));
      for (char& c : keyword) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      return keyword;
    }
    if (!mysql) return "";
    if (StartsWithWordCi(head, "DELIMITER")) return "DELIMITER";
    if (StartsWithWordCi(head, "SOURCE")) return "SOURCE";
    return "";
  }

  void ReadClientCommand(Statement& out, std::string keyword) {
    SkipLineComment();  // consumes up to the newline, which the next skip counts
    EndStatement();
    if (keyword == "DELIMITER") SetDelimiter();
    out = Statement{};
    out.text = text;
    out.location = stmt_location;
    out.kind = StatementKind::kClientCommand;
    out.keyword = std::move(keyword);
  }

  void SetDelimiter() {
    std::string_view rest = std::string_view(text).substr(std::strlen("DELIMITER"));
    while (!rest.empty() && IsSpaceByte(rest.front())) rest.remove_prefix(1);
    size_t n = 0;
    while (n < rest.size() && !IsSpaceByte(rest[n])) ++n;
    if (n == 0) return;  // "DELIMITER" alone changes nothing
    delimiter = std::string(rest.substr(0, n));
    batch = delimiter != ";";
    BuildNormalTables();
  }

  // The data block of COPY ... FROM stdin: lines up to "\.", skipped with memchr per line (and
  // forwarded to the data sink when there is one).
  void SkipCopyBlock(std::string_view statement) {
    // The data starts on the line after the statement.
    if (!SkipPastNewline()) {
      ReportUnterminated(stmt_location, "the COPY data block (no \\. line) of the statement");
      return;
    }
    DataSink* sink = opt.data_sink;
    if (sink) sink->BeginCopy(statement, stmt_location, HereLocation());
    ReadCopyLines(sink);
    if (sink) sink->EndCopy();
  }

  void ReadCopyLines(DataSink* sink) {
    for (;;) {
      if (!Need(3)) {
        bool terminator = end - pos == 2 && buf[pos] == '\\' && buf[pos + 1] == '.';
        if (!terminator && end > pos) ++copy_rows;
        if (!terminator && sink) sink->CopyBytes({buf.data() + pos, end - pos});
        pos = end;
        if (!terminator) ReportUnterminated(stmt_location, "the COPY data block (no \\. line) of the statement");
        return;
      }
      if (buf[pos] == '\\' && buf[pos + 1] == '.' && (buf[pos + 2] == '\n' || buf[pos + 2] == '\r')) {
        SkipPastNewline();
        return;
      }
      if (sink && end - pos < kRowWindow) Fill(kRowWindow);  // whole lines for CopyLines
      if (DataSink::Lines got = sink ? sink->CopyLines({buf.data() + pos, end - pos}) : DataSink::Lines{};
          got.lines > 0) {  // the sink read them whole and found their newlines
        copy_rows += got.lines;
        line += static_cast<uint32_t>(got.lines - 1);
        NewLineAt(pos + got.bytes - 1);
        pos += got.bytes;
        continue;
      }
      ++copy_rows;
      if (!SkipPastNewline(sink)) {
        ReportUnterminated(stmt_location, "the COPY data block (no \\. line) of the statement");
        return;
      }
    }
  }

  // `sink` gets the bytes skipped, newline included.
  bool SkipPastNewline(DataSink* sink = nullptr) {
    for (;;) {
      const void* nl = std::memchr(buf.data() + pos, '\n', end - pos);
      if (nl) {
        size_t i = static_cast<size_t>(static_cast<const char*>(nl) - buf.data());
        NewLineAt(i);
        if (sink) sink->CopyBytes({buf.data() + pos, i + 1 - pos});
        pos = i + 1;
        return true;
      }
      if (sink) sink->CopyBytes({buf.data() + pos, end - pos});
      pos = end;
      if (!Fill(1)) return false;
    }
  }

  // One statement from pos (at its first byte); false when it is dropped (too large, or cut
  // inside a literal at EOF), in which case the caller moves on to the next one.
  bool ReadStatement(Statement& out) {
    BeginStatement();
    std::string command = ClientCommandAt();
    if (!command.empty()) {
      ReadClientCommand(out, std::move(command));
      return true;
    }
    BodyEnd how = ScanBody();
    EndStatement();
    if (how == BodyEnd::kTerminator) pos += terminator_length;
    if (how == BodyEnd::kBroken || too_large || text.empty()) return false;
    out.text = text;
    out.location = stmt_location;
    ClassifyStatement(out, dialect);
    SinkShortInsert(out);
    if (out.kind == StatementKind::kData && out.keyword == "COPY" && how == BodyEnd::kTerminator &&
        IsCopyFromStdin(text)) {
      SkipCopyBlock(text);
    }
    return true;
  }

  bool Next(Statement& out) {
    for (;;) {
      if (!SkipToStatement()) return false;
      if (ReadStatement(out)) return true;
    }
  }

  // Configuration.
  int fd;
  std::string file;
  model::Dialect dialect;
  model::Diagnostics& diags;
  SplitterOptions opt;
  bool mysql = false;
  bool spanner = false;  // GoogleSQL: # comments, backslash escapes, `quoted` names, triple quotes
  std::string delimiter = ";";
  bool batch = false;  // MySQL DELIMITER other than ";": ';' also ends statements outside routine bodies
  ByteTable normal[2];  // [in_exec]: specials outside quotes and comments

  // Input window: buf[pos, end) is unread; buf[0] is at file offset buf_offset.
  std::vector<char> buf;
  size_t pos = 0;
  size_t end = 0;
  uint64_t buf_offset = 0;
  bool eof = false;
  uint64_t bytes_read = 0;
  uint64_t copy_rows = 0;

  // Line of pos and file offset where that line starts.
  uint32_t line = 1;
  uint64_t line_start = 0;

  // Current statement: buf[span_start, pos) is scanned but not yet appended to text.
  bool in_stmt = false;
  size_t span_start = 0;
  std::string text;
  bool decided = false;
  bool skipping = false;
  bool sinking = false;  // the statement's bytes go to opt.data_sink
  bool offer_rows = false;  // MySQL rows may be offered to opt.data_sink (OfferRows)
  bool too_large = false;
  model::SourceLocation stmt_location;
  size_t terminator_length = 0;
  // Batches (see `batch`): whether the statement may hold ';' in blocks, and those blocks.
  enum class BatchRole { kUndecided, kPlain, kCompound };
  BatchRole batch_role = BatchRole::kUndecided;
  RoutineBlocks blocks;
  size_t blocks_fed = 0;  // text before this offset has been fed to `blocks`
  bool in_exec = false;  // inside /*!NNNNN ... */, whose content is SQL
  Mark exec_start{};

  // P009 detection.
  bool binary_reported = false;
  uint64_t sample_bytes = 0;
  uint64_t sample_control = 0;
};

StatementSplitter::StatementSplitter(int fd, std::string file, model::Dialect dialect,
                                     model::Diagnostics& diagnostics)
    : StatementSplitter(fd, std::move(file), dialect, diagnostics, SplitterOptions{}) {}

StatementSplitter::StatementSplitter(int fd, std::string file, model::Dialect dialect,
                                     model::Diagnostics& diagnostics, const SplitterOptions& options)
    : impl_(std::make_unique<Impl>(fd, std::move(file), dialect, diagnostics, options)) {}

StatementSplitter::~StatementSplitter() = default;

model::Dialect StatementSplitter::dialect() const { return impl_->dialect; }
bool StatementSplitter::Next(Statement& out) { return impl_->Next(out); }
uint64_t StatementSplitter::bytes_read() const { return impl_->bytes_read; }
uint64_t StatementSplitter::copy_rows() const { return impl_->copy_rows; }

}  // namespace spanlift::frontend
