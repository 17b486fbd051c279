// The input half of the splitter: reading and compacting the window, binary input (P009),
// locations, the statement text and what is offered to a data sink, client commands
// (DELIMITER, \connect) and COPY data blocks.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>

#include "frontend/byte_masks.h"
#include "frontend/splitter_impl.h"
#include "frontend/statement_classifier.h"

namespace spanlift::frontend {

using namespace splitter;  // splitter_scan.h: this file's own byte tables and constants

StatementSplitter::Impl::Impl(int fd_in, std::string file_in, model::Dialect d, model::Diagnostics& diags_in,
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
  lex = LexicalOf(dialect);
  if (mysql && opt.mysql_flavor == MySqlFlavor::kAuto) {
    Fill(kDetectBytes);
    opt.mysql_flavor = DetectMySqlFlavor(std::string_view(buf.data() + pos, end - pos));
  }
  if (Need(3) && std::memcmp(buf.data() + pos, "\xEF\xBB\xBF", 3) == 0) pos += 3;  // UTF-8 BOM
  BuildNormalTables();
}

bool StatementSplitter::Impl::Fill(size_t n) {
  while (end - pos < n) {
    if (eof) return false;
    Flush();
    Compact(n);
    ReadChunk();
  }
  return true;
}

void StatementSplitter::Impl::Compact(size_t n) {
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

void StatementSplitter::Impl::ReadChunk() {
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

void StatementSplitter::Impl::CheckBinary(size_t from, size_t n) {
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
  size_t at =
      nul ? static_cast<size_t>(static_cast<const char*>(nul) - buf.data()) : from + std::min(first_control, n - 1);
  diags.Error(model::codes::kInvalidEncoding, LocationAhead(at),
              std::string(nul ? "input contains NUL bytes" : "input contains many control bytes") +
                  ": it looks binary, not SQL text; the rest of this input is not read");
  eof = true;  // every statement after would be noise: one error per binary input, not thousands
}

model::SourceLocation StatementSplitter::Impl::LocationAhead(size_t at) const {
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

void StatementSplitter::Impl::ReportUnterminated(const model::SourceLocation& where, std::string_view what) {
  diags.Error(model::codes::kUnterminated, where, "input ends inside " + std::string(what) + " that starts here");
}

void StatementSplitter::Impl::Flush() {
  if (!in_stmt) return;
  Append(buf.data() + span_start, pos - span_start);
  span_start = pos;
}

void StatementSplitter::Impl::Append(const char* p, size_t n) {
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
                "statement is larger than " + std::to_string(opt.max_statement_bytes) + " bytes; skipped");
    too_large = skipping = true;
    return;
  }
  text.append(p, n);
}

void StatementSplitter::Impl::Decide() {
  decided = true;
  skipping = IsBulkDataStatement(text);
  if (skipping && opt.data_sink && IsRowInsert(text)) {
    sinking = true;
    opt.data_sink->BeginInsert(stmt_location);
    opt.data_sink->InsertBytes(text);
  }
}

void StatementSplitter::Impl::OfferRows() {
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

void StatementSplitter::Impl::SinkShortInsert(const Statement& out) {
  if (decided || !opt.data_sink || out.kind != StatementKind::kData || !IsRowInsert(text)) return;
  opt.data_sink->BeginInsert(stmt_location);
  opt.data_sink->InsertBytes(text);
  opt.data_sink->EndInsert();
}

void StatementSplitter::Impl::BlankMarker(size_t length) {
  Flush();
  static constexpr char kSpaces[] = "                ";
  Append(kSpaces, std::min(length, sizeof(kSpaces) - 1));
  pos += length;
  span_start = pos;
}

std::string StatementSplitter::Impl::ClientCommandAt() {
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

void StatementSplitter::Impl::ReadClientCommand(Statement& out, std::string keyword) {
  SkipLineComment();  // consumes up to the newline, which the next skip counts
  EndStatement();
  if (keyword == "DELIMITER") SetDelimiter();
  out = Statement{};
  out.text = text;
  out.location = stmt_location;
  out.kind = StatementKind::kClientCommand;
  out.keyword = std::move(keyword);
}

void StatementSplitter::Impl::SetDelimiter() {
  std::string_view rest = std::string_view(text).substr(std::strlen("DELIMITER"));
  while (!rest.empty() && IsSpaceByte(rest.front())) rest.remove_prefix(1);
  size_t n = 0;
  while (n < rest.size() && !IsSpaceByte(rest[n])) ++n;
  if (n == 0) return;  // "DELIMITER" alone changes nothing
  delimiter = std::string(rest.substr(0, n));
  batch = delimiter != ";";
  BuildNormalTables();
}

void StatementSplitter::Impl::SkipCopyBlock(std::string_view statement) {
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

void StatementSplitter::Impl::ReadCopyLines(DataSink* sink) {
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
    if (!sink) {
      const size_t before = pos;
      SkipCopyBlocks();
      if (pos != before) continue;  // at a line start again (or the terminator's)
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

void StatementSplitter::Impl::SkipCopyBlocks() {
#if defined(__SSE2__)
  // pos stays at a line start; `ahead` bytes past it are known to hold no newline (a long line).
  // Three bytes past a block are read to tell a "\\." line from a data line. A line longer than
  // the window is left to the line-by-line path.
  size_t ahead = 0;
  while (Need(ahead + 64 + 3)) {
    const char* p = buf.data() + pos + ahead;
    __m128i v[4];
    Load64(p, v);
    const uint64_t newlines = Mask64(v, '\n');
    if (newlines == 0) {
      ahead += 64;
      continue;
    }
    // A line that starts with "\\." and ends there is the terminator: stop at its start. Rows are
    // longer than a block or two, so the few newlines are checked one by one.
    uint64_t counted = newlines;
    bool terminator = false;
    for (uint64_t e = newlines; e && !terminator; e &= e - 1) {
      const size_t k = static_cast<size_t>(__builtin_ctzll(e));
      terminator = p[k + 1] == '\\' && p[k + 2] == '.' && (p[k + 3] == '\n' || p[k + 3] == '\r');
      if (terminator) counted = newlines & (k == 63 ? ~uint64_t{0} : (uint64_t{2} << k) - 1);
    }
    const size_t last = 63 - static_cast<size_t>(__builtin_clzll(counted));
    const unsigned lines = Popcount64(counted);
    line += lines;
    copy_rows += lines;
    pos += ahead + last + 1;
    line_start = buf_offset + pos;
    ahead = 0;
    if (terminator) return;
  }
#endif
}

bool StatementSplitter::Impl::SkipPastNewline(DataSink* sink) {
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

}  // namespace spanlift::frontend
