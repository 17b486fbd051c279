// INSERT tuples: '(' value, ... ')' separated by ','; values are NULL, numbers, strings (with an
// optional _charset / N / E / X introducer or a ::cast), 0x hex, or expressions kept as written.
#include "profile/insert_values.h"

#include <array>
#include <cctype>

#include "model/schema.h"
#include "profile/header.h"
#include "profile/value_text.h"

namespace spanlift::profile {

namespace {

// Bytes that continue a bare value: all but quotes, parentheses, commas and spaces.
constexpr auto kBareBytes = [] {
  std::array<bool, 256> bare{};
  bare.fill(true);
  for (unsigned char c : std::string_view("'\"(),\t\n\v\f\r ")) bare[c] = false;
  return bare;
}();

bool IsBareByte(char c) { return kBareBytes[static_cast<unsigned char>(c)]; }

}  // namespace

void InsertScanner::Begin(const model::SourceLocation& at) {
  position_.Start(at);
  offset_ = 0;
  state_ = State::kHead;
  head_.clear();
  wanted_.clear();
  expected_ = 0;
  garbage_reported_ = false;
}

void InsertScanner::Feed(std::string_view bytes) {
  if (state_ == State::kIgnore || bytes.empty()) {
    offset_ += bytes.size();
    return;
  }
  if (state_ == State::kHead) {
    FeedHead(bytes);
    return;
  }
  for (size_t i = 0; i < bytes.size();) i = Step(bytes, i);
  offset_ += bytes.size();
}

void InsertScanner::FeedHead(std::string_view bytes) {
  head_.append(bytes);
  ReadHead(false);
}

// Reads the head collected so far (`complete`: the statement ended); once it is read, the rows
// after it in head_ are scanned.
void InsertScanner::ReadHead(bool complete) {
  InsertHead head = ParseInsertHead(head_, mysql_, complete);
  if (head.status == InsertHead::Status::kNeedMore) return;
  const uint64_t head_start = offset_;  // offset_ stays at the head's start until it is read
  if (head.status != InsertHead::Status::kValues) {
    std::string what = head.status == InsertHead::Status::kOtherForm
                           ? head.form + " is not profiled"
                           : "the INSERT's head is not understood; its rows are not profiled";
    consumer_.NotProfiled(position_.At(head_start), what);
    state_ = State::kIgnore;
    offset_ += head_.size();
    return;
  }
  const std::string& schema = head.target.schema.empty() && database_ ? *database_ : head.target.schema;
  wanted_ = consumer_.BeginRows(position_.At(head_start), schema, head.target.table, head.target.columns);
  consumer_.RowsFrom(*this);
  expected_ = wanted_.size();
  wanted_end_ = wanted_.size();
  while (wanted_end_ > 0 && !wanted_[wanted_end_ - 1]) --wanted_end_;
  fields_.assign(expected_, Field{});
  state_ = State::kBetweenRows;
  // Newlines of the head, then the rows that followed it in the same piece.
  for (size_t i = 0; i < head.rows_offset; ++i)
    if (head_[i] == '\n') position_.NewLine(head_start + i);
  std::string rest = head_.substr(head.rows_offset);
  offset_ = head_start + head.rows_offset;
  std::string().swap(head_);
  for (size_t i = 0; i < rest.size();) i = Step(rest, i);
  offset_ += rest.size();
}

// One step of the state machine at bytes[i]; returns where the next step starts.
size_t InsertScanner::Step(std::string_view bytes, size_t i) {
  char c = bytes[i];
  if (c == '\n' && state_ != State::kQuoteSeen && state_ != State::kEscape) position_.NewLine(offset_ + i);
  switch (state_) {
    case State::kBetweenRows:
      if (c == '(') {
        row_at_ = position_.PointAt(offset_ + i);
        depth_ = 1;
        value_index_ = 0;
        row_error_ = false;
        StartValue();
        state_ = State::kInRow;
        if (wanted_end_ == 0) {
          size_t next = i + 1;
          if (SkipRestOfRow(bytes, next)) return next;
        }
      } else if (std::isalpha(static_cast<unsigned char>(c))) {
        state_ = State::kIgnore;  // ON DUPLICATE KEY UPDATE, AS alias, ON CONFLICT, RETURNING
        return bytes.size();
      } else if (c != ',' && !std::isspace(static_cast<unsigned char>(c)) && !garbage_reported_) {
        garbage_reported_ = true;
        row_at_ = position_.PointAt(offset_ + i);
        consumer_.BadRow(position_.At(row_at_),
                         std::string("expected '(' or ',' between rows, found '") + c + "'; skipped to the next '('");
      }
      return i + 1;
    case State::kInRow:
      if (c == '\'' || c == '"') {
        OpenString(c);
      } else if (c == '(') {
        ++depth_;
        expression_ = true;
        if (keep_) Keep(raw_, "(");
      } else if (c == ')' && --depth_ == 0) {
        EndValue();
        EndRow();
        state_ = State::kBetweenRows;
      } else if (c == ',' && depth_ == 1) {
        EndValue();
        ++value_index_;
        StartValue();
        if (value_index_ >= wanted_end_) {
          size_t next = i + 1;
          if (SkipRestOfRow(bytes, next)) return next;
        }
      } else if (!std::isspace(static_cast<unsigned char>(c))) {
        return BareRun(bytes, i);
      }
      return i + 1;
    case State::kInString: return StringRun(bytes, i);
    case State::kQuoteSeen:
      if (c == quote_) {
        if (keep_) Keep(string_, std::string_view(&c, 1));
        state_ = State::kInString;
        return i + 1;
      }
      ++strings_;
      state_ = State::kInRow;
      return Step(bytes, i);
    case State::kEscape: {
      char u = model::UnescapeMySql(c);
      if (keep_) Keep(string_, std::string_view(&u, 1));
      if (c == '\n') position_.NewLine(offset_ + i);
      state_ = State::kInString;
      return i + 1;
    }
    case State::kHead:
    case State::kIgnore: return bytes.size();
  }
  return i + 1;
}

// A run of bytes of a bare value (digits, NULL, 0x.., a function's name) in one step: they only
// go to `raw_` (the first of them alone when the value is not kept, to tell an empty value).
size_t InsertScanner::BareRun(std::string_view bytes, size_t i) {
  size_t j = i + 1;
  while (j < bytes.size() && IsBareByte(bytes[j])) ++j;
  if (keep_) {
    Keep(raw_, bytes.substr(i, j - i));
  } else if (raw_.empty()) {
    raw_.push_back(bytes[i]);
  }
  return j;
}

// String content up to the closing (or a doubled) quote: runs between quotes, backslashes (when
// they escape) and newlines, escapes decoded in the same loop (a value no sketch wants is only
// skipped); a piece that ends inside an escape leaves it to the state machine.
size_t InsertScanner::StringRun(std::string_view bytes, size_t i) {
  const char q = quote_;
  const char escape = backslash_ ? '\\' : q;
  const size_t start = i;  // Step() counted a newline there
  for (;;) {
    const size_t j = FindAnyOf(bytes.data(), i, bytes.size(), q, escape, '\n', '\n');
    if (keep_ && j > i) Keep(string_, bytes.substr(i, j - i));
    if (j == bytes.size()) return j;
    const char c = bytes[j];
    if (c == q) {
      state_ = State::kQuoteSeen;
      return j + 1;
    }
    if (c == '\n') {
      if (j != start) position_.NewLine(offset_ + j);
      if (keep_) Keep(string_, "\n");
      i = j + 1;
      continue;
    }
    if (j + 1 == bytes.size()) {
      state_ = State::kEscape;
      return j + 1;
    }
    const char escaped = bytes[j + 1];
    if (keep_) {
      const char u = model::UnescapeMySql(escaped);
      Keep(string_, std::string_view(&u, 1));
    }
    if (escaped == '\n') position_.NewLine(offset_ + j + 1);
    i = j + 2;
  }
}

void InsertScanner::OpenString(char quote) {
  quote_ = quote;
  // MySQL: backslashes escape in every string; PostgreSQL: only in E'...'.
  backslash_ = mysql_ || (!raw_.empty() && (raw_.back() == 'E' || raw_.back() == 'e') &&
                          (raw_.size() == 1 || !std::isalnum(static_cast<unsigned char>(raw_[raw_.size() - 2]))));
  state_ = State::kInString;
}

void InsertScanner::StartValue() {
  keep_ = value_index_ < wanted_.size() && wanted_[value_index_];
  raw_.clear();
  string_.clear();
  strings_ = 0;
  expression_ = false;
}

void InsertScanner::EndValue() {
  if (expected_ != 0 && value_index_ >= expected_) {
    if (!row_error_) BadRow("row has more values than the " + std::to_string(expected_) + " columns it fills");
    return;
  }
  if (strings_ == 0 && raw_.empty() && !row_error_) BadRow("empty value");
  if (!keep_) return;
  Field& f = fields_[value_index_];
  if (strings_ == 0) {
    f.kind = ClassifyBare(raw_);
    f.text = f.kind == ValueKind::kHex ? raw_.substr(2) : raw_;
  } else if (strings_ == 1 && !expression_ && PlainStringDecoration(raw_)) {
    f.kind = ValueKind::kString;
    f.text = string_;
  } else if (strings_ == 1 && !expression_ && (raw_ == "X" || raw_ == "x")) {
    f.kind = ValueKind::kHex;
    f.text = string_;
  } else {
    f.kind = ValueKind::kOther;
    f.text = raw_ + string_;
  }
}

void InsertScanner::EndRow() {
  size_t count = value_index_ + 1;
  if (!row_error_ && expected_ != 0 && count < expected_)
    BadRow("row has " + std::to_string(count) + " values; it fills " + std::to_string(expected_) + " columns");
  if (!row_error_) consumer_.Row(fields_);
}

void InsertScanner::BadRow(const std::string& message) {
  row_error_ = true;
  consumer_.BadRow(position_.At(row_at_), message);
}

void InsertScanner::End() {
  if (state_ == State::kHead) ReadHead(true);
  if (state_ == State::kHead) {
    consumer_.NotProfiled(position_.At(0), "the INSERT's head is not understood; its rows are not profiled");
  } else if (state_ == State::kInRow || state_ == State::kInString || state_ == State::kEscape ||
             state_ == State::kQuoteSeen) {
    if (!row_error_) BadRow("the statement ends inside this row");
  }
  state_ = State::kIgnore;
  std::string().swap(head_);
}

}  // namespace spanlift::profile
