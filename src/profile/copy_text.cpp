// COPY text format: fields split by the delimiter (tab), rows by newlines, \N (or the NULL
// option's text, compared as written) for NULL, and backslash escapes: \b \f \n \r \t \v, \ooo
// octal, \xhh hex, and \<c> for any other c.
#include "profile/copy_scanner.h"

#include <utility>

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

// The escape whose letter is at `at` (after its backslash): the byte it stands for, and where
// it ends. \ooo takes up to three octal digits, \xhh up to two hex digits (none: an 'x').
std::pair<char, size_t> DecodedEscape(std::string_view bytes, size_t at) {
  const char c = bytes[at];
  size_t k = at + 1;
  if (c >= '0' && c <= '7') {
    int value = c - '0';
    for (int digits = 1; digits < 3 && k < bytes.size() && bytes[k] >= '0' && bytes[k] <= '7'; ++digits, ++k)
      value = value * 8 + (bytes[k] - '0');
    return {static_cast<char>(value), k};
  }
  if (c == 'x') {
    int value = 0, digits = 0;
    for (; digits < 2 && k < bytes.size() && HexDigit(bytes[k]) >= 0; ++digits, ++k)
      value = value * 16 + HexDigit(bytes[k]);
    return {digits ? static_cast<char>(value) : 'x', k};
  }
  return {TextEscape(c), k};
}

}  // namespace

// Once no later field of the row is wanted (most of a row, when only its key is sketched), the
// rest of the line up to its newline is only counted: its delimiters, less those a backslash
// escapes. A line whose rest escapes a newline or a backslash at the piece's end, or that the
// piece does not end, is left to the field-by-field scan. Returns where the line ended (past its
// newline), or npos.
size_t CopyScanner::SkipRestOfLine(std::string_view bytes, size_t i) {
  const LineRest rest = ScanLineRest(bytes.data(), i, bytes.size(), head_.delimiter);
  if (!rest.found) return std::string_view::npos;
  row_.SkipFields(rest.delimiters);
  EndLine(offset_ + rest.newline);
  return rest.newline + 1;
}

// The usual line, read at once: the piece holds all of it, and (KnownLine) it has as many fields
// as the row must. Its newline and delimiters are found in one pass (ScanLineRest). Any other
// line (an escaped newline, a raw '\r' in a field, a wrong count, a line the piece cuts) returns
// npos, nothing read, and goes field by field, which reads it exactly and reports what is wrong.
size_t CopyScanner::WholeLine(std::string_view bytes, size_t i) {
  const LineRest line = ScanLineRest(bytes.data(), i, bytes.size(), head_.delimiter);
  if (!line.found || !KnownLine(bytes.substr(i, line.newline + 1 - i), line.delimiters, offset_ + i))
    return std::string_view::npos;
  position_.NewLine(offset_ + line.newline);
  return line.newline + 1;
}

// One field of WholeLine from `i`: where the delimiter or newline that ends it is, or npos for a
// field that escapes the newline, holds a raw '\r' or is cut. A wanted field (`field` set) gets
// its text, escapes decoded in one pass as StepText decodes them byte by byte, and is NULL when
// its bytes as written are the NULL marker.
size_t CopyScanner::PlainField(std::string_view bytes, size_t i, Field* field) {
  const char delimiter = head_.delimiter;
  const size_t cap = row_.cap();
  size_t j = FindAnyOf(bytes.data(), i, bytes.size(), delimiter, '\n', '\\', '\r');
  if (field) field->text.assign(bytes.substr(i, std::min(j - i, cap)));
  while (j < bytes.size() && bytes[j] == '\\') {
    if (j + 1 >= bytes.size() || bytes[j + 1] == '\n') return std::string_view::npos;
    const auto [decoded, k] = DecodedEscape(bytes, j + 1);
    j = FindAnyOf(bytes.data(), k, bytes.size(), delimiter, '\n', '\\', '\r');
    if (field && field->text.size() < cap) {
      field->text.push_back(decoded);
      field->text.append(bytes.substr(k, std::min(j - k, cap - field->text.size())));
    }
  }
  if (j == bytes.size() || bytes[j] == '\r') return std::string_view::npos;
  if (!field) return j;
  const bool null = bytes.substr(i, j - i) == head_.null_text;
  field->kind = null ? ValueKind::kNull : ValueKind::kString;
  if (null) field->text.clear();
  return j;
}

// The common case: plain bytes up to the next delimiter, newline, backslash or raw '\r' found 16
// bytes at a time, field after field, without a state machine step per byte. A field that is
// not kept is only skipped (its kind and NULL test are never read).
size_t CopyScanner::PlainText(std::string_view bytes, size_t i) {
  const char delimiter = head_.delimiter;
  while (i < bytes.size()) {
    if (!row_.in_row()) {
      if (size_t next = WholeLine(bytes, i); next != std::string_view::npos) return next;
    }
    EnsureRow(offset_ + i);
    if (row_.rest_unwanted()) {
      if (size_t next = SkipRestOfLine(bytes, i); next != std::string_view::npos) return next;
    }
    const size_t j = FindAnyOf(bytes.data(), i, bytes.size(), delimiter, '\n', '\\', '\r');
    if (row_.keep()) {
      row_.Append(bytes.substr(i, j - i));
      Raw(bytes.substr(i, j - i));
    }
    if (j == bytes.size()) return j;
    const char c = bytes[j];
    if (c == '\n') {
      EndLine(offset_ + j);
      return j + 1;
    }
    if (c == delimiter) {
      EndField();
    } else if (c == '\\') {
      Raw(c);
      state_ = State::kBackslash;
      return j + 1;
    }  // else a raw '\r': it only ends a line (data escapes it as \r), so it is skipped
    i = j + 1;
  }
  return i;
}

// After a backslash: \b \f \n \r \t \v, \ooo, \xhh, \<c>.
size_t CopyScanner::StepText(std::string_view bytes, size_t i) {
  char c = bytes[i];
  switch (state_) {
    case State::kBackslash:
      Raw(c);
      if (c == '\n') position_.NewLine(offset_ + i);  // "\<newline>": a newline in the value, a line of the file
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
    default: return PlainText(bytes, i);
  }
}

}  // namespace spanlift::profile
