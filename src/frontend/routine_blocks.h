#pragma once
// MySQL multi-statement batches: when a DELIMITER other than ';' is in force, the mysql client
// sends everything up to that delimiter (or to the end of input) as one batch, and the server runs
// every ';'-separated statement in it. A stored routine's body is one statement, though: its
// compound blocks (BEGIN ... END, IF ... END IF, CASE ... END [CASE], LOOP/WHILE/REPEAT/FOR ...
// END <kind>) hold ';'s that do not end it. RoutineBlocks follows those blocks so the splitter can
// tell a ';' that ends the routine from one inside its body.
#include <string>
#include <string_view>
#include <vector>

namespace spanlift::frontend {

// True when `text` (a statement's beginning, executable-comment markers blanked) starts a
// statement whose body may hold ';': CREATE PROCEDURE / FUNCTION / TRIGGER / EVENT (with any
// DEFINER= or OR REPLACE prefix) or MariaDB's anonymous BEGIN NOT ATOMIC block.
bool StartsCompoundStatement(std::string_view text);

class RoutineBlocks {
 public:
  // Feeds the statement's text between two top-level ';' (quotes and comments in it are whole),
  // then the ';' that follows it. Returns true when that ';' ends the statement: every block
  // opened so far is closed.
  bool FeedUntilSemicolon(std::string_view segment);

 private:
  enum class Block { kBegin, kCase, kIf, kLoop, kWhile, kRepeat, kFor };
  void Token(const std::string& upper);  // an upper-cased word or one punctuation byte
  void CloseEnd(const std::string& next);
  bool AtStatementStart() const;

  std::vector<Block> stack_;
  std::string prev_ = ";";  // previous token
  bool after_end_ = false;  // the previous token was END: this one says what END closes
};

}  // namespace spanlift::frontend
