#include "frontend/routine_blocks.h"

#include <algorithm>
#include <utility>

#include "frontend/lexical.h"
#include "frontend/statement_classifier.h"

namespace spanlift::frontend {
namespace {

bool IsSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

std::string Upper(std::string_view word) {
  std::string out(word);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

// Calls `f` with each token of `s` (an upper-cased word or one punctuation byte), skipping
// spaces, comments and quoted text, until it returns false.
template <typename F>
void ForEachToken(std::string_view s, F&& f) {
  for (size_t i = 0; i < s.size();) {
    if (IsSpace(s[i])) {
      ++i;
    } else if (size_t skip = SkipQuotedOrComment(s, i, MySqlLexical()); skip != i) {
      i = skip;
    } else {
      size_t start = i++;
      if (IsWordByte(static_cast<unsigned char>(s[start])))
        while (i < s.size() && IsWordByte(static_cast<unsigned char>(s[i]))) ++i;
      if (!f(Upper(s.substr(start, i - start)))) return;
    }
  }
}

// The first `n` words of `text` (fewer at its end or at punctuation).
std::vector<std::string> LeadingWords(std::string_view text, size_t n) {
  std::vector<std::string> out;
  ForEachToken(text, [&](std::string token) {
    if (!IsWordByte(static_cast<unsigned char>(token[0]))) return false;
    out.push_back(std::move(token));
    return out.size() < n;
  });
  return out;
}

bool Opens(const std::string& word) {
  return word == "IF" || word == "LOOP" || word == "WHILE" || word == "REPEAT" || word == "FOR";
}

}  // namespace

bool StartsCompoundStatement(std::string_view text) {
  if (LeadingWords(text, 3) == std::vector<std::string>{"BEGIN", "NOT", "ATOMIC"}) return true;
  Statement stmt;
  stmt.text = text;
  ClassifyStatement(stmt, model::Dialect::kMySql);
  if (stmt.kind != StatementKind::kOutOfScope || !stmt.keyword.starts_with("CREATE")) return false;
  const std::string& kind = stmt.object_kind;
  return kind == "procedure" || kind == "function" || kind == "trigger" || kind == "event";
}

bool RoutineBlocks::FeedUntilSemicolon(std::string_view s) {
  ForEachToken(s, [&](const std::string& token) {
    Token(token);
    return true;
  });
  Token(";");
  return stack_.empty();
}

// IF, LOOP, WHILE, REPEAT and FOR open a block only where a statement starts: elsewhere they are
// IF() and REPEAT() calls, IF [NOT] EXISTS, FOR EACH ROW, FOR UPDATE, CURSOR FOR, HANDLER FOR.
bool RoutineBlocks::AtStatementStart() const {
  static const char* const kBefore[] = {";", ":", "BEGIN", "THEN", "ELSE", "DO", "LOOP", "REPEAT", "ROW"};
  return std::find(std::begin(kBefore), std::end(kBefore), prev_) != std::end(kBefore);
}

void RoutineBlocks::Token(const std::string& t) {
  if (after_end_) {
    after_end_ = false;
    CloseEnd(t);
    if (t == "IF" || t == "CASE" || Opens(t)) {  // END IF etc.: the word belongs to END
      prev_ = t;
      return;
    }
  }
  if (t == "END") {
    after_end_ = true;
  } else if (t == "BEGIN") {
    stack_.push_back(Block::kBegin);
  } else if (t == "CASE") {
    stack_.push_back(Block::kCase);
  } else if (Opens(t) && AtStatementStart()) {
    stack_.push_back(t == "IF"       ? Block::kIf
                     : t == "LOOP"   ? Block::kLoop
                     : t == "WHILE"  ? Block::kWhile
                     : t == "REPEAT" ? Block::kRepeat
                                     : Block::kFor);
  }
  prev_ = t;
}

// END IF / END CASE / END LOOP ... closes the innermost block of that kind (and anything a
// misread left open inside it); a plain END closes the innermost BEGIN or CASE. An END that
// matches nothing open is ignored, so a block the heuristics missed cannot end the routine early.
void RoutineBlocks::CloseEnd(const std::string& next) {
  auto closes = [&](Block b) {
    if (next == "IF") return b == Block::kIf;
    if (next == "CASE") return b == Block::kCase;
    if (next == "LOOP") return b == Block::kLoop;
    if (next == "WHILE") return b == Block::kWhile;
    if (next == "REPEAT") return b == Block::kRepeat;
    if (next == "FOR") return b == Block::kFor;
    return b == Block::kBegin || b == Block::kCase;
  };
  auto it = std::find_if(stack_.rbegin(), stack_.rend(), closes);
  if (it != stack_.rend()) stack_.erase(std::next(it).base(), stack_.end());
}

}  // namespace spanlift::frontend
