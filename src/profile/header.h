#pragma once
// The heads of data statements: which table and columns an INSERT or COPY fills, and where its
// rows start. Heads are short; a head that does not end within kMaxHeaderBytes is malformed.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace spanlift::profile {

inline constexpr size_t kMaxHeaderBytes = 64 * 1024;

struct TableRef {
  std::string schema;  // "" when unqualified
  std::string table;
  std::vector<std::string> columns;  // empty: the table's own column order
};

struct InsertHead {
  enum class Status { kNeedMore, kValues, kOtherForm, kMalformed };
  Status status = Status::kNeedMore;
  TableRef target;
  size_t rows_offset = 0;  // kValues: offset just past VALUES / VALUE
  std::string form;        // kOtherForm: "INSERT ... SET", "INSERT ... SELECT", ...
};

// INSERT|REPLACE [modifiers] [INTO] name [PARTITION (...)] [(columns)] [OVERRIDING ... VALUE]
// VALUES|VALUE ...; `mysql` selects the quoting rules (backticks, backslash escapes).
// `complete`: `text` is the whole statement; otherwise a head that runs to the end of `text` is
// kNeedMore (its last word may go on in the next piece).
InsertHead ParseInsertHead(std::string_view text, bool mysql, bool complete);

struct CopyHead {
  bool ok = false;      // a COPY ... FROM STDIN whose data the scanners read
  std::string problem;  // why not (binary format, unknown option, ...)
  TableRef target;
  bool csv = false;
  char delimiter = '\t';  // CSV's default is ','
  bool delimiter_given = false;
  std::string null_text = "\\N";  // text format's default; CSV's is the empty unquoted field
  bool null_given = false;
  char quote = '"';
  char escape = '"';
  bool header = false;  // CSV HEADER: the first line holds names, not values
};

// COPY name [(columns)] FROM STDIN [[WITH] (option value, ...)] or the old spelling
// [WITH] [BINARY] [DELIMITER [AS] 'c'] [NULL [AS] 's'] [CSV [HEADER] [QUOTE [AS] 'q'] [ESCAPE [AS] 'e'] ...].
CopyHead ParseCopyHead(std::string_view text);

}  // namespace spanlift::profile
