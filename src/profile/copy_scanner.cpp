// What the COPY text and CSV formats share: lines, rows, the NULL marker, positions.
#include "profile/copy_scanner.h"

namespace spanlift::profile {

void CopyScanner::Begin(const CopyHead& head, const model::SourceLocation& data_at) {
  head_ = head;
  position_.Start(data_at);
  offset_ = 0;
  row_.Begin(consumer_.BeginRows(data_at, head.target.schema, head.target.table, head.target.columns), position_);
  state_ = head.csv && head.header ? State::kSkipLine : State::kField;
  raw_.clear();
  raw_length_ = 0;
  quoted_ = false;
}

void CopyScanner::Feed(std::string_view bytes) {
  if (head_.csv) {
    for (size_t i = 0; i < bytes.size();) i = StepCsv(bytes, i);
  } else {
    for (size_t i = 0; i < bytes.size();) i = StepText(bytes, i);
  }
  offset_ += bytes.size();
}

void CopyScanner::End() {
  if (state_ == State::kQuoted || state_ == State::kQuotedEscape) {
    if (state_ == State::kQuotedEscape && head_.escape == head_.quote) {
      state_ = State::kField;  // the quote closed the field
    } else {
      EnsureRow(offset_);
      row_.Bad("the COPY block ends inside a quoted field");
      state_ = State::kField;
      return;
    }
  }
  if (state_ == State::kBackslash || state_ == State::kOctal || state_ == State::kHex) state_ = State::kField;
  if (row_.in_row()) {  // a last line without its newline
    EndField();
    row_.EndRow();
  }
}

void CopyScanner::EnsureRow(uint64_t offset) {
  if (row_.in_row()) return;
  row_.StartRow(position_.PointAt(offset));
  raw_.clear();
  raw_length_ = 0;
  quoted_ = false;
}

// A newline outside quotes: the row ends (an empty line is a row of one empty field).
void CopyScanner::EndLine(uint64_t offset) {
  EnsureRow(offset);
  EndField();
  row_.EndRow();
  position_.NewLine(offset);
}

// A field equal to the NULL option's text as written (and, in CSV, not quoted) is NULL; any other
// is text (COPY writes numbers as text too: a sketch reads integers out of either). The kind of a
// field not kept is never read, so it is not worked out.
void CopyScanner::EndField() {
  ValueKind kind = ValueKind::kNull;
  if (row_.keep()) {
    bool null = !quoted_ && raw_length_ == head_.null_text.size() && raw_ == head_.null_text;
    kind = null ? ValueKind::kNull : ValueKind::kString;
  }
  row_.EndField(kind);
  raw_.clear();
  raw_length_ = 0;
  quoted_ = false;
}

// Outside quotes and escapes: a newline ends the row, the delimiter the field (true when `c` was one).
bool CopyScanner::LineOrDelimiter(char c, uint64_t at) {
  if (c == '\n') {
    EndLine(at);
    return true;
  }
  EnsureRow(at);
  if (c != head_.delimiter) return false;
  EndField();
  return true;
}

void CopyScanner::Raw(char c) {
  ++raw_length_;
  if (raw_.size() <= head_.null_text.size()) raw_.push_back(c);
}

void CopyScanner::Raw(std::string_view bytes) {
  raw_length_ += bytes.size();
  if (raw_.size() <= head_.null_text.size()) raw_.append(bytes.substr(0, head_.null_text.size() + 1 - raw_.size()));
}

}  // namespace spanlift::profile
