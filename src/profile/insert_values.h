#pragma once
// Rows of INSERT / REPLACE statements (mysqldump extended INSERTs, pg_dump --inserts), scanned as
// the splitter streams them: a state machine fed pieces of any size, holding one row at most.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/data_sink.h"
#include "profile/row.h"

namespace spanlift::profile {

class InsertScanner : public RowLocator {
 public:
  // `mysql`: backslash escapes in '...' and "..." strings, `_charset` introducers, 0x / X'' hex;
  // otherwise PostgreSQL ('' escapes, E'...' strings with backslash escapes). Values are cut to
  // `cap` bytes (the profiler's kMaxValueBytes; `spanlift export` keeps whole cells).
  // `database`: the session's database (MySQL's last USE), named to BeginRows for an unqualified
  // INSERT; it must outlive the scanner.
  InsertScanner(RowConsumer& consumer, bool mysql, size_t cap = kMaxValueBytes, const std::string* database = nullptr)
      : consumer_(consumer), mysql_(mysql), cap_(cap), database_(database) {}

  model::SourceLocation RowLocation() const override { return position_.At(row_at_); }
  Position::Point RowPoint() const override { return row_at_; }

  void Begin(const model::SourceLocation& at);
  void Feed(std::string_view bytes);
  // Whole rows from where the last piece ended (frontend::DataSink::InsertRows): fed as Feed
  // would, up to the first thing the splitter must see itself.
  frontend::DataSink::Rows FeedRows(std::string_view bytes);
  void End();

 private:
  enum class State {
    kHead,         // collecting the head up to VALUES
    kBetweenRows,  // before '(' or ',' or the end
    kInRow,        // inside a tuple, outside strings
    kInString,     // inside a quoted string
    kQuoteSeen,    // a quote inside a string: closes it unless doubled
    kEscape,       // after a backslash inside a string
    kIgnore,       // nothing more to read (other forms, trailing clauses)
  };

  void FeedHead(std::string_view bytes);
  void ReadHead(bool complete);
  size_t Step(std::string_view bytes, size_t i);
  size_t StringRun(std::string_view bytes, size_t i);
  size_t BareRun(std::string_view bytes, size_t i);
  // How a row (or its rest) was read: closed (values counted, `close` at its ')'), closed but
  // for the state machine to read (a space or an empty value), cut by the piece's end, or
  // neither: irregular (for WalkRest to read), or unsafe (something the splitter must see).
  enum class RestEnd { kClosed, kClosedIrregular, kCut, kIrregular, kUnsafe };
  struct RowStart {
    size_t values;
    bool in_string, escape, after_separator;
  };
  bool SkipRestOfRow(std::string_view bytes, size_t& i);  // insert_rest.cpp
  RestEnd RowInBlocks(std::string_view bytes, size_t i, bool for_splitter, const RowStart& start,
                      std::vector<size_t>& newlines, size_t& values, size_t& close);
  RestEnd WalkRest(std::string_view bytes, size_t i, size_t& values, size_t& close);
  std::optional<RowStart> RowStartAt(std::string_view bytes, size_t i) const;
  bool ReadRegularRow(std::string_view bytes, size_t i, size_t open, size_t close);
  bool ReadRegularValue(std::string_view value, Field& field);
  void StartRows(std::string_view rest);
  void OpenString(char quote);
  void EndValue();
  void EndRow();
  void BadRow(const std::string& message);
  void StartValue();
  Field& Slot();
  void Keep(std::string& out, std::string_view bytes) const {
    if (out.size() < cap_) out.append(bytes.substr(0, cap_ - out.size()));
  }

  RowConsumer& consumer_;
  bool mysql_;
  size_t cap_;
  const std::string* database_;
  State state_ = State::kIgnore;
  Position position_;
  uint64_t offset_ = 0;  // bytes of the statement before the current piece
  Position::Point row_at_;
  std::string head_;
  std::vector<bool> wanted_;
  size_t wanted_end_ = 0;             // one past the last wanted value of a row
  std::vector<size_t> newlines_;      // SkipRestOfRow's newlines, applied when it succeeds
  std::vector<size_t> row_newlines_;  // FeedRows': of the row it reads
  // The row FeedRows is feeding, read whole and regular: where it closes and how many values it
  // has (offsets in the piece fed), so SkipRestOfRow need not read it again.
  struct KnownRow {
    bool valid = false;
    size_t values = 0, close = 0;
    std::vector<size_t> newlines;
    std::vector<size_t> separators;  // the commas between its values (offsets in the piece fed)
  } known_;
  size_t expected_ = 0;  // values per row (0 = not known: rows are only counted)
  bool garbage_reported_ = false;

  // The current row and value.
  std::vector<Field> fields_;
  size_t value_index_ = 0;
  int depth_ = 0;  // parentheses inside the row (1 = the tuple itself)
  char quote_ = '\'';
  bool backslash_ = false;   // backslash escapes in the current string
  std::string raw_;          // the value's bytes outside strings, spaces dropped
  std::string string_;       // the value's string content, unescaped
  int strings_ = 0;          // quoted strings in the value
  bool expression_ = false;  // parentheses inside the value
  bool keep_ = false;        // the current value is wanted
  bool row_error_ = false;
};

}  // namespace spanlift::profile
