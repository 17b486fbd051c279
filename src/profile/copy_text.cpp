// COPY text format: fields split by the delimiter (tab), rows by newlines, \N (or the NULL
// option's text, compared as written) for NULL, and backslash escapes: \b \f \n \r \t \v, \ooo
// octal, \xhh hex, and \<c> for any other c.
#include "profile/copy_scanner.h"
#include "profile/value_text.h"

namespace spanlift::profile {

namespace {

char TextEscape(char c) {
  switch (c) {
    case 'b': return '\b';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    case 'v': return '\v';
    default: return c;
  }
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

size_t CopyScanner::StepText(std::string_view bytes, size_t i) {
  char c = bytes[i];
  const uint64_t at = offset_ + i;
  switch (state_) {
    case State::kBackslash:
      Raw(c);
      if (c >= '0' && c <= '7') {
        escape_value_ = c - '0';
        escape_digits_ = 1;
        state_ = State::kOctal;
      } else if (c == 'x') {
        escape_value_ = escape_digits_ = 0;
        state_ = State::kHex;
      } else {
        row_.Append(TextEscape(c));
        state_ = State::kField;
      }
      return i + 1;
    case State::kOctal:
      if (c >= '0' && c <= '7' && escape_digits_ < 3) {
        Raw(c);
        escape_value_ = escape_value_ * 8 + (c - '0');
        ++escape_digits_;
        return i + 1;
      }
      row_.Append(static_cast<char>(escape_value_));
      state_ = State::kField;
      return i;
    case State::kHex:
      if (HexDigit(c) >= 0 && escape_digits_ < 2) {
        Raw(c);
        escape_value_ = escape_value_ * 16 + HexDigit(c);
        ++escape_digits_;
        return i + 1;
      }
      row_.Append(escape_digits_ ? static_cast<char>(escape_value_) : 'x');
      state_ = State::kField;
      return i;
    default: break;
  }
  if (LineOrDelimiter(c, at)) return i + 1;
  if (c == '\\') {
    Raw(c);
    state_ = State::kBackslash;
  } else if (c != '\r') {
    // A raw '\r' only ends a line (data escapes it as \r): the step at it skips it.
    size_t j = FindAnyOf(bytes.data(), i + 1, bytes.size(), head_.delimiter, '\n', '\\', '\r');
    row_.Append(bytes.substr(i, j - i));
    for (size_t k = i; k < j && raw_.size() <= head_.null_text.size(); ++k) raw_.push_back(bytes[k]);
    raw_length_ += j - i;
    return j;
  }
  return i + 1;
}

}  // namespace spanlift::profile
