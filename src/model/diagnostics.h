#pragma once
// Diagnostics: what the front end (and later stages) report about the input.
// Codes are stable and documented in docs/rules/<CODE>.md.
#include <string>
#include <string_view>
#include <vector>

#include "model/source_location.h"

namespace spanlift::model {

enum class Severity { kError, kWarning, kInfo };

const char* SeverityName(Severity s);

struct Diagnostic {
  Severity severity = Severity::kError;
  std::string code;  // e.g. "P001"
  SourceLocation location;
  std::string message;
  std::string object;  // what it is about, e.g. "table orders", "column orders.total" (may be empty)
  std::string fix;     // the suggested fix, where there is one
};

// Front-end diagnostic codes. Never reuse or renumber a code.
namespace codes {
inline constexpr const char* kSyntaxError = "P001";        // statement does not parse
inline constexpr const char* kUnterminated = "P002";       // input ends inside a quote/comment/statement
inline constexpr const char* kUnknownStatement = "P003";   // statement kind not recognised
inline constexpr const char* kUnknownObject = "P004";      // ALTER/DROP/INDEX on an object never defined
inline constexpr const char* kStatementTooLarge = "P005";  // statement over the size limit
inline constexpr const char* kDuplicateObject = "P006";    // object defined twice
inline constexpr const char* kIgnoredClause = "P007";      // clause parsed but not modelled
inline constexpr const char* kUnreadableInput = "P008";    // file cannot be opened/read
inline constexpr const char* kInvalidEncoding = "P009";    // binary data where SQL text was expected
inline constexpr const char* kTablesNotModelled = "P010";  // CREATE TABLE statements that became no table
inline constexpr const char* kTooManyColumns = "P011";     // more columns than the source database allows
inline constexpr const char* kUntypedQueryTable = "P012";  // CREATE TABLE ... AS whose columns cannot be known
inline constexpr const char* kMalformedRow = "P013";       // a data row the profiler cannot read
inline constexpr const char* kRowsNotProfiled = "P014";    // data statement form or table the profiler does not read
inline constexpr const char* kCodeBlockNotRead = "P015";   // a DO block whose DDL cannot be read without running it
}  // namespace codes

class Diagnostics;

// Replaces every `from` in `text` by `to`.
inline void ReplaceAll(std::string& text, std::string_view from, std::string_view to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

// Diagnostics counted by severity: what summary lines print and exit codes are computed from,
// so the two cannot disagree.
struct SeverityCounts {
  size_t errors = 0;
  size_t warnings = 0;
  size_t infos = 0;
  SeverityCounts& Add(const Diagnostics& diagnostics);
};

class Diagnostics {
 public:
  void Add(Severity severity, std::string code, SourceLocation loc, std::string message);
  void Add(Diagnostic diagnostic);
  void Error(std::string code, SourceLocation loc, std::string message) {
    Add(Severity::kError, std::move(code), std::move(loc), std::move(message));
  }
  void Warning(std::string code, SourceLocation loc, std::string message) {
    Add(Severity::kWarning, std::move(code), std::move(loc), std::move(message));
  }
  void Info(std::string code, SourceLocation loc, std::string message) {
    Add(Severity::kInfo, std::move(code), std::move(loc), std::move(message));
  }
  const std::vector<Diagnostic>& all() const { return items_; }
  size_t error_count() const { return errors_; }
  // Replaces `from` by `to` in every fix text: a later stage renamed what a fix's DDL names.
  void ReplaceInFixes(std::string_view from, std::string_view to) {
    for (auto& d : items_) ReplaceAll(d.fix, from, to);
  }

 private:
  std::vector<Diagnostic> items_;
  size_t errors_ = 0;
};

}  // namespace spanlift::model
