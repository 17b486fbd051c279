// Heads of INSERT and COPY statements, read with a small tokenizer: words, quoted names, strings
// and punctuation are all these heads contain.
#include "profile/header.h"

#include <cctype>

#include "frontend/lexical.h"
#include "model/schema.h"

namespace spanlift::profile {

namespace {

struct Token {
  enum class Type { kWord, kName, kString, kPunct, kEnd, kCut };
  Type type = Type::kEnd;
  std::string text;      // words upper-cased, names and strings unquoted
  std::string_view raw;  // words as written
  size_t end = 0;        // offset just past the token
};

class Tokens {
 public:
  // `complete`: the text is all there is (a word at its end is whole).
  Tokens(std::string_view text, bool mysql, bool complete = true)
      : text_(text), lex_(mysql ? frontend::MySqlLexical() : frontend::PostgresLexical()), complete_(complete) {}
  // Whether a token reached the end of the text: the head may go on in the next piece.
  bool reached_end() const { return reached_end_; }

  Token Next() {
    SkipSpaceAndComments();
    Token t;
    if (i_ >= text_.size()) {
      t.type = Token::Type::kEnd;
      t.end = i_;
      reached_end_ = true;
      return t;
    }
    unsigned char c = static_cast<unsigned char>(text_[i_]);
    if (frontend::IsWordByte(c)) {
      size_t start = i_;
      while (i_ < text_.size() && frontend::IsWordByte(static_cast<unsigned char>(text_[i_]))) ++i_;
      // A word the text ends in may go on in the next piece.
      t.type = i_ == text_.size() && !complete_ ? Token::Type::kCut : Token::Type::kWord;
      t.text = model::ToUpper(text_.substr(start, i_ - start));
      t.raw = text_.substr(start, i_ - start);
    } else if (c == '`' || c == '"' || c == '\'') {
      t.type = c == '\'' ? Token::Type::kString : Token::Type::kName;
      if (!Quoted(static_cast<char>(c), t.text)) t.type = Token::Type::kCut;
    } else {
      t.type = Token::Type::kPunct;
      t.text = std::string(1, static_cast<char>(c));
      ++i_;
    }
    t.end = i_;
    reached_end_ = reached_end_ || i_ >= text_.size();
    return t;
  }

 private:
  void SkipSpaceAndComments() {
    for (;;) {
      while (i_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[i_]))) ++i_;
      if (i_ >= text_.size() || text_[i_] == '\'' || text_[i_] == '"' || text_[i_] == '`') return;
      size_t next = frontend::SkipQuotedOrComment(text_, i_, lex_);
      if (next == i_) return;
      i_ = next;
    }
  }

  // Reads a quoted token into `out` (doubled quotes, and backslashes where the dialect has them, escape);
  // false when the text ends inside it.
  bool Quoted(char quote, std::string& out) {
    const bool backslash = quote == '`' ? lex_.backslash_in_backticks : lex_.backslash_escapes;
    for (++i_; i_ < text_.size(); ++i_) {
      char c = text_[i_];
      if (backslash && c == '\\' && i_ + 1 < text_.size()) {
        out += text_[++i_];
      } else if (c == quote) {
        if (i_ + 1 < text_.size() && text_[i_ + 1] == quote) {
          out += quote;
          ++i_;
        } else {
          ++i_;
          return true;
        }
      } else {
        out += c;
      }
    }
    return false;
  }

  std::string_view text_;
  const frontend::Lexical& lex_;  // the dialect's quotes, comments and escapes
  bool complete_;
  bool reached_end_ = false;
  size_t i_ = 0;
};

bool IsNameToken(const Token& t) { return t.type == Token::Type::kWord || t.type == Token::Type::kName; }

std::string NameText(const Token& t) { return t.type == Token::Type::kWord ? std::string(t.raw) : t.text; }

// name or schema.name; false when the head does not go on with one.
bool TakeTableName(Tokens& tokens, Token& t, TableRef& ref) {
  if (!IsNameToken(t)) return false;
  ref.table = NameText(t);
  t = tokens.Next();
  if (t.type == Token::Type::kPunct && t.text == ".") {
    t = tokens.Next();
    if (!IsNameToken(t)) return false;
    ref.schema = ref.table;
    ref.table = NameText(t);
    t = tokens.Next();
  }
  return true;
}

// ( name, name, ... ) at `t`; false when malformed. `t` ends past the ')'.
bool TakeColumnList(Tokens& tokens, Token& t, std::vector<std::string>& columns) {
  for (;;) {
    t = tokens.Next();
    if (!IsNameToken(t)) return false;
    columns.push_back(NameText(t));
    t = tokens.Next();
    if (t.type != Token::Type::kPunct) return false;
    if (t.text == ")") {
      t = tokens.Next();
      return true;
    }
    if (t.text != ",") return false;
  }
}

// Skips a parenthesised group starting at `t` ('('), nested groups included.
bool SkipGroup(Tokens& tokens, Token& t) {
  int depth = 0;
  do {
    if (t.type == Token::Type::kEnd || t.type == Token::Type::kCut) return false;
    if (t.type == Token::Type::kPunct && t.text == "(") ++depth;
    if (t.type == Token::Type::kPunct && t.text == ")") --depth;
    t = tokens.Next();
  } while (depth > 0);
  return true;
}

bool IsPunct(const Token& t, char c) { return t.type == Token::Type::kPunct && t.text.size() == 1 && t.text[0] == c; }
bool IsWord(const Token& t, std::string_view w) { return t.type == Token::Type::kWord && t.text == w; }

InsertHead NeedMoreOr(std::string_view text, InsertHead::Status status) {
  InsertHead head;
  head.status = text.size() >= kMaxHeaderBytes ? status : InsertHead::Status::kNeedMore;
  return head;
}

InsertHead ParseInsertTokens(Tokens& tokens, std::string_view text, bool mysql);

}  // namespace

InsertHead ParseInsertHead(std::string_view text, bool mysql, bool complete) {
  Tokens tokens(text, mysql, complete);
  InsertHead head = ParseInsertTokens(tokens, text, mysql);
  if (head.status != InsertHead::Status::kValues && !complete && tokens.reached_end() && text.size() < kMaxHeaderBytes)
    return InsertHead{};  // kNeedMore
  return head;
}

namespace {

InsertHead ParseInsertTokens(Tokens& tokens, std::string_view text, bool mysql) {
  InsertHead head;
  Token t = tokens.Next();  // INSERT or REPLACE
  std::string verb = t.text;
  t = tokens.Next();
  while (IsWord(t, "LOW_PRIORITY") || IsWord(t, "DELAYED") || IsWord(t, "HIGH_PRIORITY") || IsWord(t, "IGNORE"))
    t = tokens.Next();
  if (IsWord(t, "INTO")) t = tokens.Next();
  if (t.type == Token::Type::kEnd || t.type == Token::Type::kCut)
    return NeedMoreOr(text, InsertHead::Status::kMalformed);
  if (!TakeTableName(tokens, t, head.target)) {
    head.status = InsertHead::Status::kMalformed;
    return head;
  }
  if (IsWord(t, "PARTITION")) {
    t = tokens.Next();
    if (!SkipGroup(tokens, t)) return NeedMoreOr(text, InsertHead::Status::kMalformed);
  }
  if (IsWord(t, "AS")) {  // PostgreSQL alias
    t = tokens.Next();
    t = tokens.Next();
  }
  if (IsPunct(t, '(') && !TakeColumnList(tokens, t, head.target.columns)) {
    if (t.type == Token::Type::kEnd || t.type == Token::Type::kCut)
      return NeedMoreOr(text, InsertHead::Status::kMalformed);
    head.status = InsertHead::Status::kMalformed;
    return head;
  }
  if (IsWord(t, "OVERRIDING")) {  // OVERRIDING SYSTEM|USER VALUE
    t = tokens.Next();
    t = tokens.Next();
    t = tokens.Next();
  }
  if (IsWord(t, "VALUES") || (IsWord(t, "VALUE") && mysql)) {
    head.status = InsertHead::Status::kValues;
    head.rows_offset = t.end;
    return head;
  }
  if (t.type == Token::Type::kEnd || t.type == Token::Type::kCut)
    return NeedMoreOr(text, InsertHead::Status::kMalformed);
  head.status = InsertHead::Status::kOtherForm;
  head.form = verb + " ... " + (t.type == Token::Type::kWord ? t.text : "(" + t.text + ")");
  return head;
}

// A one-character option value: 'c' (E'\t' spelled as a plain tab is what pg_dump writes).
bool TakeCharOption(Tokens& tokens, Token& t, char& out) {
  t = tokens.Next();
  if (IsWord(t, "AS")) t = tokens.Next();
  if (IsWord(t, "E")) t = tokens.Next();
  if (t.type != Token::Type::kString || t.text.size() != 1) return false;
  out = t.text[0];
  t = tokens.Next();
  return true;
}

bool TakeStringOption(Tokens& tokens, Token& t, std::string& out) {
  t = tokens.Next();
  if (IsWord(t, "AS")) t = tokens.Next();
  if (IsWord(t, "E")) t = tokens.Next();
  if (t.type != Token::Type::kString) return false;
  out = t.text;
  t = tokens.Next();
  return true;
}

// One option at `t` (either spelling); false with `problem` set when it is not understood.
bool TakeCopyOption(Tokens& tokens, Token& t, CopyHead& head) {
  if (IsWord(t, "FORMAT")) {
    t = tokens.Next();
    if (IsWord(t, "BINARY")) {
      head.problem = "binary COPY data";
      return false;
    }
    head.csv = IsWord(t, "CSV");
    t = tokens.Next();
    return true;
  }
  if (IsWord(t, "BINARY")) {
    head.problem = "binary COPY data";
    return false;
  }
  if (IsWord(t, "CSV")) {
    head.csv = true;
    t = tokens.Next();
    return true;
  }
  if (IsWord(t, "HEADER")) {
    head.header = true;
    t = tokens.Next();
    if (IsWord(t, "FALSE") || IsWord(t, "OFF") || (t.type == Token::Type::kWord && t.text == "0")) head.header = false;
    if (IsWord(t, "TRUE") || IsWord(t, "ON") || IsWord(t, "FALSE") || IsWord(t, "OFF") || IsWord(t, "MATCH") ||
        (t.type == Token::Type::kWord && (t.text == "0" || t.text == "1")))
      t = tokens.Next();
    return true;
  }
  if (IsWord(t, "DELIMITER")) {
    head.delimiter_given = true;
    return TakeCharOption(tokens, t, head.delimiter) || (head.problem = "DELIMITER", false);
  }
  if (IsWord(t, "QUOTE")) return TakeCharOption(tokens, t, head.quote) || (head.problem = "QUOTE", false);
  if (IsWord(t, "ESCAPE")) return TakeCharOption(tokens, t, head.escape) || (head.problem = "ESCAPE", false);
  if (IsWord(t, "NULL")) {
    head.null_given = true;
    return TakeStringOption(tokens, t, head.null_text) || (head.problem = "NULL", false);
  }
  if (IsWord(t, "ENCODING")) {
    std::string ignored;
    return TakeStringOption(tokens, t, ignored);
  }
  // FORCE_QUOTE / FORCE_NOT_NULL / FORCE_NULL name columns and do not change how values read.
  if (IsWord(t, "FORCE_NOT_NULL") || IsWord(t, "FORCE_NULL") || IsWord(t, "FORCE_QUOTE") || IsWord(t, "FORCE")) {
    while (t.type != Token::Type::kEnd && !IsPunct(t, ',') && !IsPunct(t, ')')) t = tokens.Next();
    return true;
  }
  head.problem = "COPY option " + t.text;
  return false;
}

}  // namespace

CopyHead ParseCopyHead(std::string_view text) {
  Tokens tokens(text, false);
  CopyHead head;
  Token t = tokens.Next();  // COPY
  t = tokens.Next();
  if (IsWord(t, "ONLY")) t = tokens.Next();
  if (!TakeTableName(tokens, t, head.target)) {
    head.problem = "no table name";
    return head;
  }
  if (IsPunct(t, '(') && !TakeColumnList(tokens, t, head.target.columns)) {
    head.problem = "malformed column list";
    return head;
  }
  if (!IsWord(t, "FROM")) {
    head.problem = "not COPY ... FROM";
    return head;
  }
  t = tokens.Next();  // STDIN
  t = tokens.Next();
  if (IsWord(t, "WITH")) t = tokens.Next();
  bool parenthesised = IsPunct(t, '(');
  if (parenthesised) t = tokens.Next();
  while (t.type != Token::Type::kEnd && !IsPunct(t, ')') && !IsPunct(t, ';')) {
    if (IsPunct(t, ',')) {
      t = tokens.Next();
      continue;
    }
    if (!TakeCopyOption(tokens, t, head)) return head;
  }
  if (!head.csv) head.escape = '\\';
  if (head.csv && !head.delimiter_given) head.delimiter = ',';
  if (head.csv && !head.null_given) head.null_text.clear();
  head.ok = true;
  return head;
}

}  // namespace spanlift::profile
