#pragma once
// `-- spanlift:ignore CODE[,CODE]` and `-- spanlift:ignore-file CODE[,CODE]` comments in NEW
// (docs/diff.md, "Suppression"). An ignore comment covers the statement that starts after it;
// inside a statement (before a column's line) it covers the next line only. Without codes it
// covers every code. The file form covers the whole review. Suppressed findings stay in the
// result, marked, so that json and sarif can still show them.
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "diff/diff.h"

namespace spanlift::diff {

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
  std::string word;  // "ignore", "ignore-file", "renamed-from", ...
  std::string args;  // the rest of the comment
  uint32_t at = 0;   // the comment's line
  uint32_t first = 0, last = 0;  // the lines covered (0: nothing follows)
  bool in_statement = false;     // written inside a statement: covers one line
};

// One pass over NEW's text: quotes and comments as the dialects have them (backslash escapes for
// MySQL and GoogleSQL), so a `;` or `--` inside a string does not count.
std::vector<Directive> ReadDirectives(std::string_view text, bool backslash_escapes);
Suppressions ReadSuppressions(std::string_view text, bool backslash_escapes);

// The text of the side named `name` (a file or git:REV:PATH, read again: the front end keeps no
// text); empty for "-" (standard input is read once, by the front end).
std::string ReadNewText(const std::string& name);

// The comments of the side named `name` (a file or git:REV:PATH, read again: the front end keeps
// no text); none for "-" (standard input is read once, by the front end).
Suppressions ReadSuppressionsOf(const std::string& name, bool backslash_escapes);

// Marks the findings the comments cover: ranges only for findings located in `new_file`, the file
// form for every finding.
void ApplySuppressions(const Suppressions& suppressions, const std::string& new_file, std::vector<Finding>& findings);

}  // namespace spanlift::diff
