#pragma once
// What the value scanners (one per data format) hand the profiler: one row at a time, each value
// unescaped and cut to kMaxValueBytes, so memory never depends on the data.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/source_location.h"

namespace spanlift::profile {

// Longer values keep only their first bytes: keys are short, and min/max/top-K of a prefix are
// what a key's distribution needs (docs/profiling.md).
inline constexpr size_t kMaxValueBytes = 256;

// kNumber: a bare number of an INSERT; COPY fields are kString (or kNull) whatever they hold.
enum class ValueKind { kNull, kNumber, kString, kHex, kOther };

struct Field {
  ValueKind kind = ValueKind::kNull;
  std::string text;  // unescaped (strings), as written (numbers, hex), at most kMaxValueBytes
};

class RowLocator;

// Receives what one data statement or COPY block holds.
class RowConsumer {
 public:
  virtual ~RowConsumer() = default;
  // Which table and columns the rows fill (names as written, unquoted; `columns` empty when the
  // statement names none: the table's own order applies). Returns, per position, whether the
  // values there are wanted; an empty answer means the rows are only counted.
  virtual std::vector<bool> BeginRows(const model::SourceLocation& at, const std::string& schema,
                                      const std::string& table, const std::vector<std::string>& columns) = 0;
  // One complete row; fields the consumer did not want are empty.
  virtual void Row(const std::vector<Field>& fields) = 0;
  // A row that could not be read (it is not passed to Row) or a form that is not profiled.
  virtual void BadRow(const model::SourceLocation& at, const std::string& message) = 0;
  virtual void NotProfiled(const model::SourceLocation& at, const std::string& message) = 0;
  // The locator of the rows that follow (valid while they are delivered), before the first Row.
  virtual void RowsFrom(const RowLocator& locator) { (void)locator; }
};

// Line and column of bytes streamed in pieces, by their offset from the start of the statement
// (or block): newlines are reported as they are met, columns computed on demand.
class Position {
 public:
  void Start(const model::SourceLocation& at) {
    file_ = at.file;
    line_ = at.line;
    line_start_ = 1 - static_cast<int64_t>(at.column);
  }
  void NewLine(uint64_t offset) {
    ++line_;
    line_start_ = static_cast<int64_t>(offset) + 1;
  }
  // A line and column without the file name: what a row keeps of where it starts (copying the
  // name for every row would allocate per row), made a location only when a row is reported.
  struct Point {
    uint32_t line = 0, column = 0;
  };
  Point PointAt(uint64_t offset) const {
    return {line_, static_cast<uint32_t>(static_cast<int64_t>(offset) - line_start_ + 1)};
  }
  model::SourceLocation At(Point point) const { return {file_, point.line, point.column}; }
  model::SourceLocation At(uint64_t offset) const { return At(PointAt(offset)); }

 private:
  std::string file_;
  uint32_t line_ = 1;
  int64_t line_start_ = 0;  // offset of the current line's first byte (negative on the first line)
};

// Where the row being delivered starts (a scanner's own position): asked only when a consumer
// reports the row, so no location is built per row.
class RowLocator {
 public:
  virtual ~RowLocator() = default;
  virtual model::SourceLocation RowLocation() const = 0;
  // The same without the file's name (no copy per row).
  virtual Position::Point RowPoint() const = 0;
};

}  // namespace spanlift::profile
