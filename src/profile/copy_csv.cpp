// COPY ... CSV: fields split by the delimiter (','), quoted fields (the QUOTE character, '"')
// may hold delimiters and newlines, and inside them the ESCAPE character (the quote itself by
// default, so "" is one quote) escapes a quote; an unquoted field equal to the NULL option's text
// (empty by default) is NULL, a quoted one never is.
#include "profile/copy_scanner.h"
#include "profile/value_text.h"

namespace spanlift::profile {

size_t CopyScanner::StepCsv(std::string_view bytes, size_t i) {
  char c = bytes[i];
  const uint64_t at = offset_ + i;
  switch (state_) {
    case State::kSkipLine:
      if (c == '\n') {
        position_.NewLine(at);
        state_ = State::kField;
      }
      return i + 1;
    case State::kQuoted:
      Raw(c);
      if (c == head_.escape) {
        state_ = State::kQuotedEscape;  // with escape == quote: a closing quote, or the first of ""
      } else if (c == head_.quote) {
        state_ = State::kField;
      } else {
        if (c == '\n') position_.NewLine(at);
        row_.Append(c);
      }
      return i + 1;
    case State::kQuotedEscape: {
      char before = head_.escape;  // the byte that put us here, when it was not the quote
      bool same = head_.escape == head_.quote;
      if (same) {
        if (c == head_.quote) {  // "" inside quotes: one quote
          Raw(c);
          row_.Append(c);
          state_ = State::kQuoted;
          return i + 1;
        }
        state_ = State::kField;  // the quote closed the quoted part
        return i;
      }
      // A distinct escape: it escapes a quote or itself, and is an ordinary byte before others.
      state_ = State::kQuoted;
      if (c == head_.quote || c == head_.escape) {
        Raw(c);
        row_.Append(c);
        return i + 1;
      }
      row_.Append(before);
      return i;
    }
    default: break;
  }
  if (LineOrDelimiter(c, at)) return i + 1;
  if (c == head_.quote && raw_length_ == 0) {
    Raw(c);
    quoted_ = true;
    state_ = State::kQuoted;
  } else if (c != '\r') {
    Raw(c);
    row_.Append(c);
  }
  return i + 1;
}

}  // namespace spanlift::profile
