#pragma once
// StatementSplitter's state and steps, shared by splitter.cpp (the scanning: comments, quotes,
// statement bodies) and splitter_input.cpp (the input window, statement text, client commands,
// COPY blocks). Internal to the splitter.
#include <unistd.h>
#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "frontend/lexical.h"
#include "frontend/routine_blocks.h"
#include "frontend/splitter.h"
#include "frontend/splitter_scan.h"

namespace spanlift::frontend {

struct StatementSplitter::Impl {
  Impl(int fd_in, std::string file_in, model::Dialect d, model::Diagnostics& diags_in, const SplitterOptions& options);

  // ---- Input window -------------------------------------------------------------------------

  bool Need(size_t n) { return end - pos >= n || Fill(n); }

  // Reads until `n` bytes are available at pos or the input ends. The pending statement text is
  // saved first because compaction moves the window.
  bool Fill(size_t n);

  void Compact(size_t n);

  void ReadChunk();

  // P009 once per file: a NUL byte, or more than 5% control bytes in a sampled window.
  void CheckBinary(size_t from, size_t n);

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
  model::SourceLocation LocationAhead(size_t at) const;

  void ReportUnterminated(Mark where, std::string_view what) { ReportUnterminated(ToLocation(where), what); }
  void ReportUnterminated(const model::SourceLocation& where, std::string_view what);

  // ---- Statement text -----------------------------------------------------------------------

  void Flush();

  // Keeps the whole text of schema statements but only a prefix of data statements, decided as
  // soon as the prefix is long enough to show the leading keyword.
  void Append(const char* p, size_t n);

  void Decide();

  // At a '(' outside strings and comments of a MySQL statement: once it is known to be an INSERT
  // whose bytes go to the data sink, the sink may read the rows from here itself
  // (DataSink::InsertRows), so they are not scanned twice. It is offered a window of at least
  // splitter::kRowWindow bytes, so that only a row longer than that is cut by its end.
  void OfferRows();

  // A statement shorter than the data prefix is whole in `text` at its end.
  void SinkShortInsert(const Statement& out);

  // Replaces an executable-comment marker by spaces in the text so offsets still match the file.
  void BlankMarker(size_t length);

  // ---- Lexical pieces -----------------------------------------------------------------------

  void BuildNormalTables();

  bool AtDelimiter();

  // What a '-', '#' or '/' at pos opens; `marker` gets the length of an executable-comment marker.
  splitter::Opener OpenerAt(size_t& marker);

  // Whether the server the dump is for would run this executable comment (see MySqlFlavor).
  bool ExecutableCommentRuns(bool mariadb_marker, bool has_version, uint32_t version) const;

  void SkipLineComment();

  // From the opening "/*" at pos; PostgreSQL comments nest, MySQL and GoogleSQL ones do not.
  bool SkipBlockComment();

  // From the opening quote at pos. Doubled quotes always escape; backslashes only in MySQL
  // strings and PostgreSQL E'...' strings.
  bool ScanQuoted(char quote, bool backslash);

  // The body of a quoted token from pos (after its opening quote, which is at `start`).
  bool ContinueQuoted(char quote, bool backslash, Mark start);

  // The hot path of ScanQuoted: runs while the stop byte and the one after it are inside the
  // window, on locals (members would be reloaded after every byte read, since char aliases
  // everything). Returns true at the closing quote; otherwise pos is left near the window end.
  bool ScanQuotedInWindow(char quote, bool backslash, const splitter::ByteTable& table);

#if defined(__SSE2__)
  // One 64-byte block of a string body at i (e - i >= 64), branch-free. Returns the first
  // unescaped quote (at_quote) or where scanning resumes: the next block, or the block's last
  // byte when that is an escaping backslash.
  size_t StringBlock(const char* b, size_t i, char quote, bool backslash, bool& at_quote);

  // MySQL row data fast path: 64-byte blocks in normal mode and in '...' strings alike, so a
  // string costs a few bit operations instead of a trip through the scanner. Stops at any other
  // normal-mode special byte (left at pos for ScanBody) or when fewer than 64 bytes remain;
  // a string still open then is finished by ContinueQuoted. False when the input ends inside it.
  bool ScanMySqlBlocks();
  // One block of it at i: the offset of the first special byte outside strings, or nullopt when
  // there is none (in_string, open: the string open at the block's end and where it started).
  // `closers`: the quotes no backslash escapes. Strings by a prefix xor of the quotes;
  // MySqlBlockStops, one quote at a time, where a backslash stands outside a string.
  std::optional<size_t> MySqlBlock(const splitter::MySqlMasks& m, uint64_t closers, size_t i, bool& in_string,
                                   Mark& open);
  std::optional<size_t> MySqlBlockStops(const splitter::MySqlMasks& m, uint64_t closers, size_t i, bool& in_string,
                                        Mark& open);

  // Newlines of a block (bits relative to `base`), counted without visiting them one by one.
  void CountNewlines(size_t base, uint64_t mask);
#endif

  static std::string_view QuoteName(char quote);

  // GoogleSQL: '...', "...", and the triple-quoted '''...''' and """...""" (which may hold
  // newlines and lone quotes); backslash escapes in all of them, raw strings included (r'\'' is
  // not closed by its second quote either).
  bool ScanGoogleSqlQuoted(char quote);

  // PostgreSQL E'...': an E right before the quote that does not end a longer word.
  bool EscapeStringPrefix() const;

  // Length of a $tag$ opener at pos, 0 if there is none (a$b identifiers, $1 parameters).
  size_t DollarTagAt();

  bool ScanDollarQuoted(size_t tag_length);

  void OpenExecComment(size_t marker);

  void CloseExecComment();

  // ---- Statements ---------------------------------------------------------------------------

  // Skips whitespace, comments and empty statements up to the first byte of a statement.
  bool SkipToStatement();

  // Scans a statement body up to its terminator (left at pos) or the end of input.
  splitter::BodyEnd ScanBody();

  void BeginStatement();

  // A ';' at pos while a DELIMITER other than ';' is in force: it ends the statement the way the
  // server splits a multi-statement batch, unless it is inside a routine body's blocks.
  bool EndsBatchStatement();

  void EndStatement();

  // Client command lines: psql's \connect etc., mysql's DELIMITER and source. They end at the
  // end of the line, not at a terminator. Returns the keyword, or "" when pos starts none.
  std::string ClientCommandAt();

  void ReadClientCommand(Statement& out, std::string keyword);

  void SetDelimiter();

  // The data block of COPY ... FROM stdin: lines up to "\.", skipped with memchr per line (and
  // forwarded to the data sink when there is one).
  void SkipCopyBlock(std::string_view statement);

  void ReadCopyLines(DataSink* sink);
  // Without a sink: whole 64-byte blocks of COPY lines at a time (newlines counted, the "\\." line
  // found by masks); stops at the terminator line's start or near the window's end.
  void SkipCopyBlocks();

  // `sink` gets the bytes skipped, newline included.
  bool SkipPastNewline(DataSink* sink = nullptr);

  // One statement from pos (at its first byte); false when it is dropped (too large, or cut
  // inside a literal at EOF), in which case the caller moves on to the next one.
  bool ReadStatement(Statement& out);

  bool Next(Statement& out);

  // Configuration.
  int fd;
  std::string file;
  model::Dialect dialect;
  model::Diagnostics& diags;
  SplitterOptions opt;
  bool mysql = false;  // MySQL's own: DELIMITER and client commands, the row fast path, the flavor
  Lexical lex{};       // the dialect's quotes, comments and escapes (frontend/lexical.h)
  std::string delimiter = ";";
  bool batch = false;             // MySQL DELIMITER other than ";": ';' also ends statements outside routine bodies
  splitter::ByteTable normal[2];  // [in_exec]: specials outside quotes and comments

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
  bool sinking = false;     // the statement's bytes go to opt.data_sink
  bool offer_rows = false;  // MySQL rows may be offered to opt.data_sink (OfferRows)
  bool too_large = false;
  model::SourceLocation stmt_location;
  size_t terminator_length = 0;
  // Batches (see `batch`): whether the statement may hold ';' in blocks, and those blocks.
  enum class BatchRole { kUndecided, kPlain, kCompound };
  BatchRole batch_role = BatchRole::kUndecided;
  RoutineBlocks blocks;
  size_t blocks_fed = 0;  // text before this offset has been fed to `blocks`
  bool in_exec = false;   // inside /*!NNNNN ... */, whose content is SQL
  Mark exec_start{};

  // P009 detection.
  bool binary_reported = false;
  uint64_t sample_bytes = 0;
  uint64_t sample_control = 0;
};

}  // namespace spanlift::frontend
