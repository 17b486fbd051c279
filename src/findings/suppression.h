#pragma once
// `-- spanlift:ignore CODE[,CODE]` and `-- spanlift:ignore-file CODE[,CODE]` comments in a schema
// file: diff's NEW, lint's inputs (docs/diff.md, "Suppression"). An ignore comment covers the statement that starts
// after it; inside a statement (before a column's line) it covers the next line only. Without codes it covers every
// code. The file form covers the whole review. Suppressed findings stay in the result, marked, so that json and sarif
// can still show them.
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/lexical.h"
#include "model/diagnostics.h"
#include "rules/finding.h"

namespace spanlift::findings {

struct Suppressions {
  struct Range {
    uint32_t first = 0, last = 0;  // lines, inclusive
    std::set<std::string> codes;   // upper-cased; empty = every code
  };
  std::vector<Range> ranges;
  std::set<std::string> file_codes;  // "*" = every code
  bool file_all = false;

  bool Covers(std::string_view code, uint32_t line) const;
};

// A `spanlift:<word> <args>` comment (ignore, ignore-file, renamed-from) and what it covers: the
// statement that starts after it, or, inside a statement, the next line with content.
struct Directive {
  std::string word;              // "ignore", "ignore-file", "renamed-from", ...
  std::string args;              // the rest of the comment
  uint32_t at = 0;               // the comment's line
  uint32_t first = 0, last = 0;  // the lines covered (0: nothing follows)
  bool in_statement = false;     // written inside a statement: covers one line
};

// One pass over a file's text: quotes and comments as its dialect's `lex` has them, so a `;` or
// `--` inside a string does not count.
std::vector<Directive> ReadDirectives(std::string_view text, const frontend::Lexical& lex);
Suppressions ReadSuppressions(std::string_view text, const frontend::Lexical& lex);

// Marks the lint findings the comments of the `files` cover; a file named "-" or a database URI has
// no text to read again.
void Suppress(const std::vector<std::string>& files, const frontend::Lexical& lex,
              std::vector<rules::Finding>& findings);

// Whether the comments of `file` cover a finding: the file form for every finding, ranges only
// for findings located in `file`.
bool Covers(const Suppressions& suppressions, const std::string& file, const model::Diagnostic& d);

}  // namespace spanlift::findings
