#pragma once
// Rows of a PostgreSQL COPY ... FROM stdin block, text format (copy_text.cpp: tabs, \N,
// backslash escapes) or CSV (copy_csv.cpp: quotes, delimiters, NULL '...'), as the options of
// the COPY say. Fed pieces that may cut lines and escapes anywhere; holds one row at most.
#include <string>
#include <string_view>

#include "frontend/data_sink.h"
#include "profile/header.h"
#include "profile/row_assembler.h"

namespace spanlift::profile {

class CopyScanner {
 public:
  // Fields are cut to `cap` bytes (see InsertScanner).
  explicit CopyScanner(RowConsumer& consumer, size_t cap = kMaxValueBytes) : consumer_(consumer), row_(consumer, cap) {}

  // `head` must be ok; the data block starts at `data_at`.
  void Begin(const CopyHead& head, const model::SourceLocation& data_at);
  void Feed(std::string_view bytes);
  // At a line's start, the lines at the start of `bytes` read whole while they can be (text
  // format, see copy_lines.cpp), as frontend::DataSink::CopyLines says.
  frontend::DataSink::Lines Lines(std::string_view bytes);
  void End();

 private:
  enum class State {
    kField,         // text: plain bytes; CSV: unquoted bytes
    kBackslash,     // text: after a backslash
    kOctal,         // text: \ooo
    kHex,           // text: \xhh
    kQuoted,        // CSV: inside quotes
    kQuotedEscape,  // CSV: the escape (or a quote, when they are the same) inside quotes
    kSkipLine,      // CSV HEADER: the first line
  };

  size_t StepText(std::string_view bytes, size_t i);  // copy_text.cpp
  size_t PlainText(std::string_view bytes, size_t i);
  size_t SkipRestOfLine(std::string_view bytes, size_t i);
  size_t WholeLine(std::string_view bytes, size_t i);
  bool KnownLine(std::string_view line, size_t delimiters, uint64_t at);  // copy_lines.cpp; `at`: its offset
  size_t PlainField(std::string_view bytes, size_t i, Field* field);
  size_t StepCsv(std::string_view bytes, size_t i);  // copy_csv.cpp
  void EndField();

  void NewLine(uint64_t offset);
  void EnsureRow(uint64_t offset);
  void EndLine(uint64_t offset);
  bool LineOrDelimiter(char c, uint64_t at);
  void Raw(char c);
  void Raw(std::string_view bytes);

  RowConsumer& consumer_;
  RowAssembler row_;
  CopyHead head_;
  Position position_;
  uint64_t offset_ = 0;
  State state_ = State::kField;
  std::string raw_;  // the field's first bytes as written (NULL marker comparison)
  size_t raw_length_ = 0;
  bool quoted_ = false;    // CSV: the field had a quoted part
  int escape_digits_ = 0;  // \ooo / \xhh digits read
  int escape_value_ = 0;
};

}  // namespace spanlift::profile
