// MySQL INSERT rows read in 64-byte blocks instead of a state machine step per byte: the rest of
// a row once no later value of it is wanted (most of a mysqldump row, when only its key is
// sketched), and whole rows the splitter leaves to the profiler (FeedRows), so that they are
// scanned once.
#include <algorithm>
#include <cstring>
#include <optional>
#include <string_view>

#include "frontend/byte_masks.h"
#include "model/schema.h"
#include "profile/insert_values.h"
#include "profile/row_masks.h"
#include "profile/value_text.h"

namespace spanlift::profile {

namespace {

constexpr size_t kStop = std::string_view::npos;

bool IsSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// The walk through a row's rest: what it is inside, what it counted, how it ended.
class RestWalk {
 public:
  RestWalk(std::string_view bytes, size_t rest, size_t values) : bytes_(bytes), rest_(rest), values_(values) {}

  char quote() const { return quote_; }
  bool done() const { return done_; }
  size_t values() const { return values_; }
  size_t close() const { return close_; }

  // Whether the byte at `j` matters where the walk is (in a string: its quote or a backslash;
  // outside: quotes, parentheses, commas).
  bool Matters(char c) const {
    if (quote_) return c == quote_ || c == '\\';
    return c == '\'' || c == '"' || c == '(' || c == ')' || c == ',';
  }

  // The byte at `j`, which matters: where the walk goes on, or kStop (done, or given up).
  // Inlined: it runs once for every quote and separator of a dump's rows.
  [[gnu::always_inline]] size_t Step(size_t j) {
    const char c = bytes_[j];
    if (quote_) {
      if (c != '\\') {
        quote_ = 0;  // a doubled quote closes the string and opens the next at once
        return j + 1;
      }
      return j + 1 < bytes_.size() ? j + 2 : kStop;  // the escape is cut by the piece's end
    }
    switch (c) {
      case '\'':
      case '"': quote_ = c; return j + 1;
      case '(': ++depth_; return j + 1;
      case ',':
        if (depth_ > 1) return j + 1;
        if (EmptyBefore(j)) return kStop;
        ++values_;
        return j + 1;
      default:  // ')'
        if (--depth_ > 0) return j + 1;
        if (EmptyBefore(j)) return kStop;
        done_ = true;
        close_ = j;
        return kStop;
    }
  }

 private:
  // Only spaces since the previous separator (a ',' of the same depth, or the one before the rest).
  bool EmptyBefore(size_t separator) const {
    size_t q = separator;
    while (q > rest_ && IsSpace(bytes_[q - 1])) --q;
    return q == rest_ || bytes_[q - 1] == ',';
  }

  std::string_view bytes_;
  size_t rest_;
  size_t values_;
  char quote_ = 0;
  int depth_ = 1;
  bool done_ = false;
  size_t close_ = 0;
};

// The offsets of the set bits of `mask` in the block at `base` (newlines, separators).
void AddPositions(uint64_t mask, size_t base, std::vector<size_t>& positions) {
  for (; mask; mask &= mask - 1) positions.push_back(base + static_cast<size_t>(__builtin_ctzll(mask)));
}

#if defined(__SSE2__)
// A row, or its rest, in whole 64-byte blocks, with no step per quote or separator: strings are
// the spans between unescaped single quotes (a prefix xor), and the row ends at the first ')'
// outside them. That is every mysqldump row ('...' strings, no spaces, no nested parentheses).
// Outside strings before the end, a backslash, '(' or '"' is what this cannot follow; a space or
// an empty value it can, but the state machine must read the row (it is irregular). For the
// splitter (kRows), a comment opener, '`' or ';' also stops it: the splitter must see those.
class RowBlocks {
 public:
  enum class Mode { kRest, kRows };
  enum class Result { kGoOn, kClosed, kIrregular, kUnsafe };
  struct Start {
    size_t values;         // counted so far, the current one included
    bool in_string;        // inside a '...' string
    bool escape;           // the first byte is escaped
    bool after_separator;  // the byte before the first is a separator (an empty value shows)
  };
  RowBlocks(Mode mode, Start start)
      : mode_(mode),
        values_(start.values),
        in_string_(start.in_string),
        escape_(start.escape),
        after_separator_(start.after_separator) {}
  size_t values() const { return values_; }
  bool irregular() const { return irregular_; }

  // The masks of the block at offset `base`, whose bytes at the bits of `valid` are the piece's; newlines
  // before the row's end go to `newlines`, and in kRows mode the commas between its values to
  // `commas_at`; kClosed sets `close` to the ')'. kRest: kIrregular as soon as anything is; kRows:
  // it is noted (irregular()) and the row read to its end.
  Result Block(const RowMasks& m, size_t base, uint64_t valid, std::vector<size_t>& newlines,
               std::vector<size_t>& commas_at, size_t& close) {
    const uint64_t quotes = m.quotes & ~frontend::EscapedMask(m.backslashes, escape_);
    const uint64_t inside = frontend::PrefixXor(quotes) ^ (in_string_ ? ~uint64_t{0} : 0);  // opening quotes too
    const uint64_t outside = ~(inside | quotes);
    const uint64_t closers = m.closers & outside & valid;
    const uint64_t end = closers & (0 - closers);
    const uint64_t before = outside & (end ? end - 1 : valid);
    uint64_t unfollowed = m.backslashes | m.openers;
    if (mode_ == Mode::kRows)  // "--" may open a comment
      unfollowed |= m.backticks | m.comment_starts | (m.dashes & ((m.dashes >> 1) | uint64_t{1} << 63));
    if (unfollowed & before) return mode_ == Mode::kRows ? Result::kUnsafe : Result::kIrregular;
    const uint64_t commas = m.commas & before;
    const uint64_t separators = commas | end;
    const bool empty_value = (separators & ((separators << 1) | (after_separator_ ? 1 : 0))) != 0;
    if (empty_value || (m.spaces & before)) {
      if (mode_ == Mode::kRest) return Result::kIrregular;
      irregular_ = true;
    }
    values_ += frontend::Popcount64(commas);
    if (mode_ == Mode::kRows) AddPositions(commas, base, commas_at);
    AddPositions(m.newlines & (end ? end - 1 : valid), base, newlines);
    if (end) {
      close = base + static_cast<size_t>(__builtin_ctzll(end));
      return Result::kClosed;
    }
    after_separator_ = (commas >> 63) != 0;
    in_string_ = (inside >> 63) != 0;
    return Result::kGoOn;
  }

 private:
  Mode mode_;
  size_t values_;
  bool in_string_;
  bool escape_;           // the next block's first byte is escaped
  bool after_separator_;  // the byte before the next block is a separator
  bool irregular_ = false;
};
#endif

}  // namespace

// A row or its rest from `i` in blocks (RowBlocks); newlines before its end go to `newlines`,
// and for the splitter the commas between its values to known_.separators.
InsertScanner::RestEnd InsertScanner::RowInBlocks(std::string_view bytes, size_t i, bool for_splitter,
                                                  const RowStart& start, std::vector<size_t>& newlines, size_t& values,
                                                  size_t& close) {
#if defined(__SSE2__)
  RowBlocks blocks(for_splitter ? RowBlocks::Mode::kRows : RowBlocks::Mode::kRest,
                   {start.values, start.in_string, start.escape, start.after_separator});
  const RowMasker masks = BestRowMasker();
  char tail[64];
  for (size_t pos = i; pos < bytes.size(); pos += 64) {
    uint64_t valid = 0;
    const char* p = frontend::BlockAt(bytes, pos, tail, valid);
    switch (blocks.Block(masks(p, for_splitter), pos, valid, newlines, known_.separators, close)) {
      case RowBlocks::Result::kGoOn: continue;
      case RowBlocks::Result::kClosed:
        values = blocks.values();
        return blocks.irregular() ? RestEnd::kClosedIrregular : RestEnd::kClosed;
      case RowBlocks::Result::kIrregular: return RestEnd::kIrregular;
      case RowBlocks::Result::kUnsafe: return RestEnd::kUnsafe;
    }
  }
  return RestEnd::kCut;
#else
  (void)bytes, (void)i, (void)for_splitter, (void)start, (void)newlines, (void)values, (void)close;
  return for_splitter ? RestEnd::kUnsafe : RestEnd::kIrregular;
#endif
}

InsertScanner::RestEnd InsertScanner::WalkRest(std::string_view bytes, size_t i, size_t& values, size_t& close) {
  const char* data = bytes.data();
  const size_t end = bytes.size();
  RestWalk walk(bytes, i, values);
  size_t pos = i;
  bool stopped = false;
#if defined(__SSE2__)
  while (!stopped && end - pos >= 64) {
    const size_t base = pos;
    __m128i v[4];
    frontend::Load64(data + base, v);
    const uint64_t single = frontend::Mask64(v, '\''), dbl = frontend::Mask64(v, '"');
    const uint64_t backslash = frontend::Mask64(v, '\\'), newline = frontend::Mask64(v, '\n');
    const uint64_t outside = single | dbl | frontend::MaskAny64(v, '(', ')', ',');
    size_t p = 0;
    while (p < 64) {
      const uint64_t in_string = (walk.quote() == '\'' ? single : dbl) | backslash;
      const uint64_t events = (walk.quote() ? in_string : outside) & (~uint64_t{0} << p);
      if (events == 0) {
        p = 64;
        break;
      }
      const size_t k = static_cast<size_t>(__builtin_ctzll(events));
      const size_t next = walk.Step(base + k);
      if (next == kStop) {
        stopped = true;
        p = k;
        break;
      }
      p = next - base;
    }
    AddPositions(p >= 64 ? newline : newline & ((uint64_t{1} << p) - 1), base, newlines_);
    if (p == 65 && data[base + 64] == '\n') newlines_.push_back(base + 64);  // escaped across blocks
    pos = base + p;
  }
#endif
  while (!stopped && pos < end) {
    const char c = data[pos];
    if (c == '\n') newlines_.push_back(pos);
    if (!walk.Matters(c)) {
      ++pos;
      continue;
    }
    const size_t next = walk.Step(pos);
    if (next == kStop) break;
    if (next == pos + 2 && data[pos + 1] == '\n') newlines_.push_back(pos + 1);
    pos = next;
  }
  values = walk.values();
  close = walk.close();
  return walk.done() ? RestEnd::kClosed : RestEnd::kCut;
}

// Only a rest this piece holds whole, with no empty value and as many values as the row must
// have, is taken (true, `i` past the ')'); anything else is left to the state machine, which
// reads it as before and reports what is wrong exactly. PostgreSQL rows (strings escape only as
// E'...') always are. A row FeedRows found regular is not read again.
bool InsertScanner::SkipRestOfRow(std::string_view bytes, size_t& i) {
  if (!mysql_) return false;
  newlines_.clear();
  size_t values = value_index_ + 1;  // the value just started counts
  size_t close = 0;
  RestEnd how = RestEnd::kClosed;
  if (known_.valid) {
    values = known_.values;
    close = known_.close;
    for (size_t n : known_.newlines)
      if (n >= i) newlines_.push_back(n);
  } else {
    how = RowInBlocks(bytes, i, false, {values, false, false, true}, newlines_, values, close);
    if (how == RestEnd::kIrregular) {
      newlines_.clear();
      how = WalkRest(bytes, i, values, close);
    }
  }
  if (how != RestEnd::kClosed || (expected_ != 0 && values != expected_)) return false;
  for (size_t n : newlines_) position_.NewLine(offset_ + n);
  value_index_ = values - 1;
  if (!row_error_) consumer_.Row(fields_);
  state_ = State::kBetweenRows;
  i = close + 1;
  return true;
}

// Where a row can be read from (FeedRows): the start of one, or the place the state machine is
// at, when that is outside strings at the row's own level, or inside a '...' string.
std::optional<InsertScanner::RowStart> InsertScanner::RowStartAt(std::string_view bytes, size_t i) const {
  if (state_ == State::kBetweenRows)
    return bytes[i] == '(' ? std::optional<RowStart>({1, false, false, true}) : std::nullopt;
  if (state_ == State::kInRow && depth_ == 1) return RowStart{value_index_ + 1, false, false, false};
  if ((state_ == State::kInString || state_ == State::kEscape) && quote_ == '\'' && depth_ == 1)
    return RowStart{value_index_ + 1, true, state_ == State::kEscape, false};
  return std::nullopt;
}

// One value of a regular row: bare (a number, NULL, 0x..), or one '...' string after an optional
// introducer, as EndValue would make it. false: something else (strings side by side, text after
// the string), which the state machine reads.
bool InsertScanner::ReadRegularValue(std::string_view value, Field& field) {
  const size_t quote = value.find('\'');
  if (quote == std::string_view::npos) {
    const std::string_view raw = value.substr(0, cap_);
    field.kind = ClassifyBare(raw);
    field.text.assign(field.kind == ValueKind::kHex ? raw.substr(2) : raw);
    return true;
  }
  if (value.size() - quote < 2 || value.back() != '\'') return false;
  const std::string_view raw = value.substr(0, quote);
  std::string& text = field.text;
  text.clear();
  if (PlainStringDecoration(raw)) {
    field.kind = ValueKind::kString;
  } else if (raw == "X" || raw == "x") {
    field.kind = ValueKind::kHex;
  } else {
    field.kind = ValueKind::kOther;
    Keep(text, raw);
  }
  const size_t text_start = text.size();
  // The content, escapes decoded: a backslash escapes the next byte, a doubled quote is one quote.
  const std::string_view content = value.substr(quote + 1, value.size() - quote - 2);
  std::string_view rest = content;
  while (!rest.empty()) {
    const size_t j = FindAnyOf(rest.data(), 0, rest.size(), '\'', '\\', '\\', '\\');
    if (text.size() - text_start < cap_) text.append(rest.substr(0, std::min(j, cap_ - (text.size() - text_start))));
    if (j == rest.size()) break;
    if (j + 1 == rest.size() || (rest[j] == '\'' && rest[j + 1] != '\'')) return false;
    const char c = rest[j] == '\'' ? '\'' : model::UnescapeMySql(rest[j + 1]);
    if (text.size() - text_start < cap_) text.push_back(c);
    rest.remove_prefix(j + 2);
  }
  return true;
}

// A whole row FeedRows found regular (from its '(' at `open` to its ')' at `close`, the piece's
// bytes from `i`): its values cut at the separators RowBlocks found, with no state machine step
// per byte. The same fields, positions and count as Feed; false (nothing changed but the wanted
// fields, which Feed sets again) where the row is not what this reads.
bool InsertScanner::ReadRegularRow(std::string_view bytes, size_t i, size_t open, size_t close) {
  const std::vector<size_t>& separators = known_.separators;
  if (wanted_end_ == 0 || separators.size() + 1 != expected_) return false;
  size_t start = open + 1;
  for (size_t index = 0; index < wanted_end_; ++index) {
    const size_t end = index < separators.size() ? separators[index] : close;
    if (wanted_[index] && !ReadRegularValue(bytes.substr(start, end - start), fields_[index])) return false;
    start = end + 1;
  }
  row_at_ = position_.PointAt(offset_ + (open - i));
  for (size_t n : known_.newlines) position_.NewLine(offset_ + n);
  offset_ += close + 1 - i;
  value_index_ = expected_ - 1;
  row_error_ = false;
  consumer_.Row(fields_);
  return true;
}

frontend::DataSink::Rows InsertScanner::FeedRows(std::string_view bytes) {
  frontend::DataSink::Rows taken;
  if (!mysql_ || state_ == State::kIgnore) {
    taken.more = false;
    return taken;
  }
  size_t i = 0;
  while (i < bytes.size()) {
    const size_t from = state_ == State::kBetweenRows && bytes[i] == ',' ? i + 1 : i;  // ",(": one piece
    if (from == bytes.size()) break;
    std::optional<RowStart> start = RowStartAt(bytes, from);
    if (!start) break;
    const bool whole = state_ == State::kBetweenRows;
    row_newlines_.clear();
    known_.separators.clear();
    size_t values = 0, close = 0;
    const RestEnd how = RowInBlocks(bytes, whole ? from + 1 : from, true, *start, row_newlines_, values, close);
    if (how != RestEnd::kClosed && how != RestEnd::kClosedIrregular) break;
    for (size_t n : row_newlines_) {
      ++taken.newlines;
      taken.last_newline = n;
    }
    known_.valid = whole && how == RestEnd::kClosed;
    if (known_.valid) {
      known_.values = values;
      known_.close = close - i;
      known_.newlines.clear();
      for (size_t n : row_newlines_) known_.newlines.push_back(n - i);
    }
    if (!known_.valid || !ReadRegularRow(bytes, i, from, close)) Feed(bytes.substr(i, close + 1 - i));
    known_.valid = false;
    i = close + 1;
  }
  taken.bytes = i;
  return taken;
}

}  // namespace spanlift::profile
