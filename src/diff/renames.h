#pragma once
// Declared renames (docs/diff.md, "Renames"). A rename is never guessed: without a declaration a
// table or column NEW names differently is a drop and an add. Three ways to declare one, all
// about NEW:
//   -- spanlift:renamed-from OLD_NAME   on the line(s) before NEW's CREATE TABLE (a table), or
//                                       before a column's line inside it (a column);
//   --rename OLD=NEW                    on the command line; `T.old=T.new` for a column;
//   [renames] OLD = "NEW"               in .spanlift.toml (findings/review_config.h); "T.old" = "T.new".
// A table rename is `ALTER TABLE old RENAME TO new`, then the renamed table is diffed against NEW
// as usual. Spanner cannot rename a column: a declared column rename is planned as add, copy
// (UPDATE), drop (with --allow-drop), with D016.
#include <string>
#include <string_view>
#include <vector>

#include "diff/diff.h"
#include "frontend/lexical.h"
#include "model/schema.h"

namespace spanlift::diff {

struct RenameDeclaration {
  std::string from;                        // OLD's name: "T" or "T.c"
  std::string to;                          // NEW's name: "T" or "T.c"; empty for a comment (its place says what)
  std::string origin;                      // "comment", "--rename", the config's path
  model::SourceLocation location;          // the comment (or the config entry)
  uint32_t first_line = 0, last_line = 0;  // comment: the lines it covers
  bool column = false;                     // comment: written inside a statement (before a column)
};

// `-- spanlift:renamed-from X` comments of NEW's text (`file` names it in locations).
std::vector<RenameDeclaration> ReadRenameComments(std::string_view text, const frontend::Lexical& lex,
                                                  const std::string& file);
// "OLD=NEW" (a --rename value); nullopt-like empty `from` when there is no '='.
RenameDeclaration ParseRenameFlag(const std::string& value);

// Each declaration checked against OLD and NEW: a table rename needs OLD to have the table and
// not NEW, and NEW to have the new name and not OLD (or OLD's goes away by another rename); a
// column rename the same within one table. What cannot apply is a D017 finding and is ignored.
Renames ResolveRenames(const model::Schema& old_schema, const model::Schema& new_schema,
                       const std::vector<RenameDeclaration>& declarations);

// OLD as it is once the table renames ran: what the rest of the diff compares with NEW.
model::Schema ApplyTableRenames(const model::Schema& old_schema, const Renames& renames);

// What an undeclared rename would look like: for a dropped table or column (changes[dropped]),
// the one added table with the same columns and key, or the one added column of the same type in
// the same table (and no other dropped one of that type), as a --rename value ("T=T2", "T.a=T.b");
// "" when there is none or more than one. Never applied: the findings suggest it.
std::string SuggestedRename(const model::Schema& old_schema, const model::Schema& new_schema,
                            const std::vector<Change>& changes, size_t dropped);

// One Change per table rename (kTable, kAltered, property "name", before OLD's name, after NEW's),
// located at the declaration, ahead of Compare's.
std::vector<Change> RenameChanges(const model::Schema& new_schema, const Renames& renames);

}  // namespace spanlift::diff
