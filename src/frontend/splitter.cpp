// The scanning half of the splitter: comments, quoted tokens (block by block where the bytes
// allow), dollar quotes, executable comments and statement bodies, and the public API.
#include "frontend/splitter.h"

#include <algorithm>
#include <cstring>
#include <string>

#include "frontend/splitter_impl.h"
#include "frontend/statement_classifier.h"

namespace spanlift::frontend {

using namespace splitter;  // splitter_scan.h: this file's own byte tables and constants

void StatementSplitter::Impl::BuildNormalTables() {
  std::string specials = "'\"-/\n";
  if (lex.backtick_names) specials += '`';
  if (lex.hash_comments) specials += '#';
  if (lex.dollar_quotes) specials += '$';
  specials += delimiter[0];
  if (batch) specials += ';';
  normal[0] = MakeTable(specials);
  normal[1] = MakeTable(specials + "*");
}

bool StatementSplitter::Impl::AtDelimiter() {
  if (delimiter.size() == 1) return true;
  return Need(delimiter.size()) && std::memcmp(buf.data() + pos, delimiter.data(), delimiter.size()) == 0;
}

Opener StatementSplitter::Impl::OpenerAt(size_t& marker) {
  char c = buf[pos];
  if (c == '#') return lex.hash_comments ? Opener::kLineComment : Opener::kNone;
  if (c == '-') {
    if (!Need(2) || buf[pos + 1] != '-') return Opener::kNone;
    if (!lex.dash_comment_needs_space) return Opener::kLineComment;
    // MySQL needs whitespace or a control byte after "--" (so 1--1 is arithmetic).
    return !Need(3) || static_cast<unsigned char>(buf[pos + 2]) <= ' ' ? Opener::kLineComment : Opener::kNone;
  }
  if (c != '/' || !Need(2) || buf[pos + 1] != '*') return Opener::kNone;
  if (!lex.executable_comments) return Opener::kBlockComment;
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

bool StatementSplitter::Impl::ExecutableCommentRuns(bool mariadb_marker, bool has_version, uint32_t version) const {
  if (version == 999999) return false;  // MariaDB's sandbox line: never runs
  bool mariadb = opt.mysql_flavor == MySqlFlavor::kMariaDb;
  if (mariadb_marker) return mariadb;
  return !(mariadb && has_version && version >= 50700 && version <= 99999);
}

void StatementSplitter::Impl::SkipLineComment() {
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

bool StatementSplitter::Impl::SkipBlockComment() {
  Mark start = HereMark();
  const ByteTable& table = lex.nested_block_comments ? kBlockCommentNested : kBlockCommentFlat;
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

bool StatementSplitter::Impl::ScanQuoted(char quote, bool backslash) {
  Mark start = HereMark();
  ++pos;
  return ContinueQuoted(quote, backslash, start);
}

bool StatementSplitter::Impl::ContinueQuoted(char quote, bool backslash, Mark start) {
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

bool StatementSplitter::Impl::ScanQuotedInWindow(char quote, bool backslash, const ByteTable& table) {
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
size_t StatementSplitter::Impl::StringBlock(const char* b, size_t i, char quote, bool backslash, bool& at_quote) {
  BlockMasks m = Masks64(b + i, quote);
  bool carry = false;
  uint64_t escaped = backslash && m.backslash ? EscapedMask(m.backslash, carry) : 0;
  uint64_t closing = m.quote & ~escaped;
  at_quote = closing != 0;
  size_t stop = at_quote ? static_cast<size_t>(__builtin_ctzll(closing)) : carry ? 63 : 64;
  CountNewlines(i, stop == 64 ? m.newline : m.newline & ((uint64_t{1} << stop) - 1));
  return i + stop;
}
#endif

#if defined(__SSE2__)
namespace {
uint64_t Below(size_t k) { return k >= 64 ? ~uint64_t{0} : (uint64_t{1} << k) - 1; }
}  // namespace

std::optional<size_t> StatementSplitter::Impl::MySqlBlockStops(const MySqlMasks& m, uint64_t closers, size_t i,
                                                               bool& in_string, Mark& open) {
  uint64_t stops = m.quote | m.other;
  for (size_t p = 0; p < 64;) {
    uint64_t from = ~uint64_t{0} << p;
    if (in_string) {
      uint64_t c = closers & from;
      size_t k = c ? static_cast<size_t>(__builtin_ctzll(c)) : 64;
      CountNewlines(i, m.newline & from & Below(k));
      in_string = k == 64;
      p = k + 1;
    } else {
      uint64_t s = stops & from;
      if (s == 0) break;
      size_t k = static_cast<size_t>(__builtin_ctzll(s));
      if (((m.quote >> k) & 1) == 0) return k;
      open = {line, buf_offset + i + k - line_start + 1};
      in_string = true;
      p = k + 1;
    }
  }
  return std::nullopt;
}

std::optional<size_t> StatementSplitter::Impl::MySqlBlock(const MySqlMasks& m, uint64_t closers, size_t i,
                                                          bool& in_string, Mark& open) {
  // Inside a string: bit k is the xor of the unescaped quotes up to k (an opening quote is inside,
  // a closing one outside; '' toggles twice).
  const uint64_t inside = PrefixXor(closers) ^ (in_string ? ~uint64_t{0} : 0);
  // A backslash outside a string escapes nothing, where the masks took it to: one quote at a time.
  if (m.backslash & ~inside) return MySqlBlockStops(m, closers, i, in_string, open);
  if (uint64_t stops = m.other & ~inside) {
    size_t k = static_cast<size_t>(__builtin_ctzll(stops));
    CountNewlines(i, m.newline & Below(k));  // newlines stop the scan outside strings: these are inside
    return k;
  }
  const uint64_t opens = closers & inside;
  if ((inside >> 63) && opens) {  // the string still open at the block's end starts here
    size_t k = 63 - static_cast<size_t>(__builtin_clzll(opens));
    CountNewlines(i, m.newline & Below(k));
    open = {line, buf_offset + i + k - line_start + 1};
    CountNewlines(i, m.newline & ~Below(k));
  } else {
    CountNewlines(i, m.newline);
  }
  in_string = (inside >> 63) != 0;
  return std::nullopt;
}

bool StatementSplitter::Impl::ScanMySqlBlocks() {
  const char* b = buf.data();
  const size_t e = end;
  size_t i = pos;
  bool in_string = false;
  bool carry = false;  // the block starts with a byte escaped by the previous block's last byte
  Mark open{};
  const bool avx512 = UseAvx512();
  const char batch_end = batch ? ';' : delimiter[0];
  while (e - i >= 64) {
    const MySqlMasks m = avx512 ? MySqlMasks64Avx512(b + i, delimiter[0], batch_end, offer_rows)
                                : MySqlMasks64(b + i, delimiter[0], batch_end, offer_rows);
    bool carry_out = carry;
    uint64_t closers = m.quote & ~EscapedMask(m.backslash, carry_out);
    if (std::optional<size_t> stop = MySqlBlock(m, closers, i, in_string, open)) {
      pos = i + *stop;
      return true;
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
#endif

#if defined(__SSE2__)
void StatementSplitter::Impl::CountNewlines(size_t base, uint64_t mask) {
  if (mask == 0) return;
  line += static_cast<uint32_t>(Popcount64(mask)) - 1;
  NewLineAt(base + 63 - static_cast<size_t>(__builtin_clzll(mask)));
}
#endif

std::string_view StatementSplitter::Impl::QuoteName(char quote) {
  if (quote == '\'') return "a '...' string";
  if (quote == '"') return "a \"...\" quoted name or string";
  return "a `...` quoted name";
}

bool StatementSplitter::Impl::ScanGoogleSqlQuoted(char quote) {
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

bool StatementSplitter::Impl::EscapeStringPrefix() const {
  if (pos == 0 || (buf[pos - 1] != 'E' && buf[pos - 1] != 'e')) return false;
  return pos < 2 || !IsIdentByte(buf[pos - 2]);
}

size_t StatementSplitter::Impl::DollarTagAt() {
  if (pos > 0 && IsIdentByte(buf[pos - 1])) return 0;
  Need(kMaxDollarTag + 2);
  size_t i = pos + 1;
  if (i < end && buf[i] >= '0' && buf[i] <= '9') return 0;
  while (i < end && i - pos <= kMaxDollarTag && buf[i] != '$' && IsIdentByte(buf[i])) ++i;
  return i < end && buf[i] == '$' ? i + 1 - pos : 0;
}

bool StatementSplitter::Impl::ScanDollarQuoted(size_t tag_length) {
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

void StatementSplitter::Impl::OpenExecComment(size_t marker) {
  exec_start = HereMark();
  in_exec = true;
  if (in_stmt) {
    BlankMarker(marker);
  } else {
    pos += marker;
  }
}

void StatementSplitter::Impl::CloseExecComment() {
  in_exec = false;
  if (in_stmt) {
    BlankMarker(2);
  } else {
    pos += 2;
  }
}

bool StatementSplitter::Impl::SkipToStatement() {
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

BodyEnd StatementSplitter::Impl::ScanBody() {
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
        ok = lex.triple_quotes
                 ? ScanGoogleSqlQuoted('\'')
                 : ScanQuoted('\'', lex.backslash_escapes || (lex.escape_strings && EscapeStringPrefix()));
        break;
      case '"': ok = lex.triple_quotes ? ScanGoogleSqlQuoted('"') : ScanQuoted('"', lex.backslash_escapes); break;
      case '`': ok = lex.backtick_names ? ScanQuoted('`', lex.backslash_in_backticks) : (++pos, true); break;
      case '$': {
        size_t tag = lex.dollar_quotes ? DollarTagAt() : 0;
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

void StatementSplitter::Impl::BeginStatement() {
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

bool StatementSplitter::Impl::EndsBatchStatement() {
  if (too_large) return true;
  Flush();
  if (batch_role == BatchRole::kUndecided)
    batch_role = StartsCompoundStatement(text) ? BatchRole::kCompound : BatchRole::kPlain;
  if (batch_role == BatchRole::kPlain) return true;
  std::string_view segment = std::string_view(text).substr(std::min(blocks_fed, text.size()));
  blocks_fed = text.size() + 1;  // the ';' is appended with the text after it
  return blocks.FeedUntilSemicolon(segment);
}

void StatementSplitter::Impl::EndStatement() {
  Flush();
  in_stmt = false;
  if (sinking) opt.data_sink->EndInsert();
  sinking = false;
  while (!text.empty() && IsSpaceByte(text.back())) text.pop_back();
}

bool StatementSplitter::Impl::ReadStatement(Statement& out) {
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

bool StatementSplitter::Impl::Next(Statement& out) {
  for (;;) {
    if (!SkipToStatement()) return false;
    if (ReadStatement(out)) return true;
  }
}

StatementSplitter::StatementSplitter(int fd, std::string file, model::Dialect dialect, model::Diagnostics& diagnostics)
    : StatementSplitter(fd, std::move(file), dialect, diagnostics, SplitterOptions{}) {}

StatementSplitter::StatementSplitter(int fd, std::string file, model::Dialect dialect, model::Diagnostics& diagnostics,
                                     const SplitterOptions& options)
    : impl_(std::make_unique<Impl>(fd, std::move(file), dialect, diagnostics, options)) {}

StatementSplitter::~StatementSplitter() = default;

model::Dialect StatementSplitter::dialect() const { return impl_->dialect; }
bool StatementSplitter::Next(Statement& out) { return impl_->Next(out); }
uint64_t StatementSplitter::bytes_read() const { return impl_->bytes_read; }
uint64_t StatementSplitter::copy_rows() const { return impl_->copy_rows; }

}  // namespace spanlift::frontend
