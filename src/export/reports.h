#pragma once
// What `spanlift export` tells about the rows (docs/export.md "Bad values"): errors that stop the
// export (a row cut off, a row with the wrong number of values, rows of a table the schema
// lacks, a full disk), and every value Spanner cannot hold, with the row's place in the dump,
// the table and column, why, and the value's first bytes. stderr shows the first ones; with
// --bad-values null or skip-row every one goes to DIR/bad-values.txt too.
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <ostream>
#include <string>

#include "model/source_location.h"

namespace spanlift::exporter {

enum class BadValues { kFail, kNull, kSkipRow };

// What happened to a table's rows.
struct TableCounts {
  uint64_t rows = 0;        // written
  uint64_t skipped = 0;     // rows left out (--bad-values skip-row, or null on a NOT NULL column)
  uint64_t nulled = 0;      // values written as NULL (--bad-values null)
  uint64_t bad_values = 0;  // values Spanner cannot hold, whatever was done with them
};

class Reports {
 public:
  static constexpr uint64_t kShown = 100;  // lines on stderr; the rest are counted

  Reports(std::ostream& err, BadValues policy) : err_(err), policy_(policy) {}
  ~Reports();

  // Also writes every bad value to `path` (a temporary name the caller renames).
  bool OpenList(const std::string& path, std::string& error);
  bool CloseList(std::string& error);

  // An error that makes the export fail (exit 2).
  void Error(const model::SourceLocation& at, const std::string& message);
  void Error(const std::string& message);
  // One value; `action` says what was done with it ("set to NULL", "row skipped", "export fails").
  // `excerpt` empty: no value (the statement did not give the column).
  void BadValue(const model::SourceLocation& at, const std::string& table, const std::string& column,
                const std::string& why, const std::optional<std::string>& excerpt, const std::string& action);
  // Closing lines: how many were not shown.
  void Summary();

  uint64_t errors() const { return errors_; }
  uint64_t bad_values() const { return bad_values_; }
  BadValues policy() const { return policy_; }

 private:
  void Show(const std::string& line);

  std::ostream& err_;
  BadValues policy_;
  std::FILE* list_ = nullptr;
  std::string list_path_;
  uint64_t errors_ = 0, bad_values_ = 0, shown_ = 0, hidden_ = 0;
};

// "file:line:col" (or "file:line" when the column is not known).
std::string Where(const model::SourceLocation& at);

}  // namespace spanlift::exporter
