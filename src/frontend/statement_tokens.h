#pragma once
// The statement classifier's view of a statement (statement_classifier.cpp): a minimal tokenizer
// and a cursor over its tokens. Classification reads leading words only, so tokens are made on
// demand.
#include <cstring>
#include <deque>
#include <initializer_list>
#include <string>
#include <string_view>

#include "frontend/lexical.h"
#include "model/schema.h"

namespace spanlift::frontend::classifier {

// ---------------------------------------------------------------------------------------------
// A minimal tokenizer: classification only looks at leading words, names and a few literals, so
// it needs words, quoted identifiers, strings and single-character punctuation, nothing more.

enum class TokenType { kWord, kQuoted, kString, kPunct };

struct Token {
  TokenType type = TokenType::kPunct;
  std::string_view raw;  // as written
  std::string value;     // words: as written; quoted/strings: unquoted and unescaped; punct: raw
};

inline bool IsSpace(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

inline bool EqualsUpper(std::string_view word, std::string_view upper) {
  if (word.size() != upper.size()) return false;
  for (size_t i = 0; i < word.size(); ++i) {
    char c = word[i];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c != upper[i]) return false;
  }
  return true;
}

// Whether `upper` occurs in `text` as a whole word, in any case (quotes and comments included:
// code blocks keep their statements in strings).
inline bool ContainsWord(std::string_view text, std::string_view upper) {
  for (size_t i = 0; i + upper.size() <= text.size(); ++i) {
    if (i > 0 && IsWordByte(static_cast<unsigned char>(text[i - 1]))) continue;
    if (!EqualsUpper(text.substr(i, upper.size()), upper)) continue;
    size_t end = i + upper.size();
    if (end == text.size() || !IsWordByte(static_cast<unsigned char>(text[end]))) return true;
  }
  return false;
}

inline std::string ToUpper(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return out;
}

class Tokenizer {
 public:
  Tokenizer(std::string_view text, model::Dialect dialect) : s_(text), lex_(LexicalOf(dialect)) {}

  // Appends the next token to `out`; false at the end of the text.
  bool Next(std::deque<Token>& out) {
    SkipSpaceAndComments();
    if (i_ >= s_.size()) return false;
    out.push_back(NextToken());
    return true;
  }

 private:
  void SkipSpaceAndComments() {
    while (i_ < s_.size()) {
      unsigned char c = s_[i_];
      if (IsSpace(c)) {
        ++i_;
      } else if (c == '-' && At(1) == '-') {
        SkipLine();
      } else if (c == '#' && lex_.hash_comments) {
        SkipLine();
      } else if (c == '/' && At(1) == '*') {
        size_t end = s_.find("*/", i_ + 2);
        i_ = end == std::string_view::npos ? s_.size() : end + 2;
      } else {
        return;
      }
    }
  }

  void SkipLine() {
    size_t end = s_.find('\n', i_);
    i_ = end == std::string_view::npos ? s_.size() : end + 1;
  }

  char At(size_t k) const { return i_ + k < s_.size() ? s_[i_ + k] : '\0'; }

  Token NextToken() {
    size_t start = i_;
    char c = s_[i_];
    if (c == '$' && lex_.dollar_quotes) {
      if (size_t end = DollarQuotedEnd(); end != 0) {
        i_ = end;
        return {TokenType::kString, s_.substr(start, end - start), ""};
      }
    }
    if (IsWordByte(static_cast<unsigned char>(c))) {
      while (i_ < s_.size() && IsWordByte(static_cast<unsigned char>(s_[i_]))) ++i_;
      std::string_view word = s_.substr(start, i_ - start);
      // E'...' is a PostgreSQL string with backslash escapes; other prefixes (N, X, _utf8) are
      // separate words, which is all classification needs.
      if (lex_.escape_strings && i_ < s_.size() && s_[i_] == '\'' && EqualsUpper(word, "E")) {
        return Quoted(start, '\'', TokenType::kString, true);
      }
      return {TokenType::kWord, word, std::string(word)};
    }
    if (lex_.triple_quotes && (c == '\'' || c == '"') && At(1) == c && At(2) == c) return TripleQuoted(start, c);
    if (c == '\'') return Quoted(start, '\'', TokenType::kString, lex_.backslash_escapes);
    if (c == '"')
      return Quoted(start, '"', lex_.double_quoted_strings ? TokenType::kString : TokenType::kQuoted,
                    lex_.backslash_escapes);
    if (c == '`') return Quoted(start, '`', TokenType::kQuoted, lex_.backslash_in_backticks);
    ++i_;
    return {TokenType::kPunct, s_.substr(start, 1), std::string(1, c)};
  }

  // PostgreSQL $tag$ ... $tag$ at i_: the index past its closing tag, 0 when no dollar quote starts
  // here ($1 parameters, a$b names) or it is never closed.
  size_t DollarQuotedEnd() const {
    size_t j = i_ + 1;
    if (j < s_.size() && s_[j] >= '0' && s_[j] <= '9') return 0;
    while (j < s_.size() && s_[j] != '$' && IsWordByte(static_cast<unsigned char>(s_[j]))) ++j;
    if (j >= s_.size() || s_[j] != '$') return 0;
    std::string_view tag = s_.substr(i_, j + 1 - i_);
    size_t close = s_.find(tag, j + 1);
    return close == std::string_view::npos ? 0 : close + tag.size();
  }

  // GoogleSQL '''...''' / """...""": ends at the first unescaped triple quote.
  Token TripleQuoted(size_t start, char quote) {
    std::string value;
    i_ += 3;
    while (i_ < s_.size()) {
      if (s_[i_] == '\\' && i_ + 1 < s_.size()) {
        value += s_[i_ + 1];
        i_ += 2;
      } else if (s_[i_] == quote && At(1) == quote && At(2) == quote) {
        i_ += 3;
        break;
      } else {
        value += s_[i_++];
      }
    }
    return {TokenType::kString, s_.substr(start, i_ - start), std::move(value)};
  }

  // Reads a quoted token whose opening quote is at i_ (after an optional prefix starting at
  // `start`): doubled quotes always escape, backslashes only where the dialect says so.
  Token Quoted(size_t start, char quote, TokenType type, bool backslash) {
    std::string value;
    ++i_;
    while (i_ < s_.size()) {
      char c = s_[i_];
      if (backslash && c == '\\' && i_ + 1 < s_.size()) {
        value += s_[i_ + 1];
        i_ += 2;
      } else if (c == quote) {
        if (At(1) != quote) {
          ++i_;
          break;
        }
        value += quote;
        i_ += 2;
      } else {
        value += c;
        ++i_;
      }
    }
    // MySQL: "x" is a string unless ANSI_QUOTES; either way its content is the name.
    return {type, s_.substr(start, i_ - start), std::move(value)};
  }

  std::string_view s_;
  const Lexical& lex_;  // the dialect's quotes, comments and escapes
  size_t i_ = 0;
};

// ---------------------------------------------------------------------------------------------
// A cursor over the tokens with the few matching helpers the rules below need.

// Tokens on demand: most statements are classified by their first few words, so the rest of a
// long CREATE TABLE is never tokenized.
class Cursor {
 public:
  Cursor(std::string_view text, model::Dialect dialect, size_t max) : tokenizer_(text, dialect), max_(max) {}

  bool AtEnd() const { return !Peek(); }
  const Token* Peek(size_t k = 0) const {
    while (t_.size() <= i_ + k && t_.size() < max_ && tokenizer_.Next(t_)) {
    }
    return i_ + k < t_.size() ? &t_[i_ + k] : nullptr;
  }
  void Skip(size_t n = 1) { i_ += n; }

  bool IsWord(std::string_view upper, size_t k = 0) const {
    const Token* t = Peek(k);
    return t && t->type == TokenType::kWord && EqualsUpper(t->raw, upper);
  }
  bool IsPunct(char c, size_t k = 0) const {
    const Token* t = Peek(k);
    return t && t->type == TokenType::kPunct && t->raw[0] == c;
  }
  bool TakeWord(std::string_view upper) {
    if (!IsWord(upper)) return false;
    ++i_;
    return true;
  }
  bool TakePunct(char c) {
    if (!IsPunct(c)) return false;
    ++i_;
    return true;
  }
  // Takes the whole sequence of words or nothing.
  bool TakeWords(std::initializer_list<std::string_view> words) {
    size_t k = 0;
    for (std::string_view w : words) {
      if (!IsWord(w, k++)) return false;
    }
    i_ += words.size();
    return true;
  }
  // A name part: a word, a quoted identifier, a string (MySQL user names) or `*` (GRANT).
  bool IsNamePart(size_t k = 0) const {
    const Token* t = Peek(k);
    return t && (t->type != TokenType::kPunct || t->raw[0] == '*');
  }

 private:
  mutable Tokenizer tokenizer_;
  size_t max_;
  mutable std::deque<Token> t_;  // a deque: tokens handed out by Peek stay put while more arrive
  size_t i_ = 0;
};

// A possibly qualified name, quotes stripped: `a`.`b`, "s"."t", s.t, db.*.
inline std::string TakeName(Cursor& c) {
  std::string name;
  if (!c.IsNamePart()) return name;
  name = c.Peek()->value;
  c.Skip();
  while (c.IsPunct('.') && c.IsNamePart(1)) {
    name += '.';
    name += c.Peek(1)->value;
    c.Skip(2);
  }
  return name;
}

// A MySQL account: user, 'user'@'host', `user`@`host`, CURRENT_USER[()].
inline std::string TakeAccount(Cursor& c) {
  std::string name = TakeName(c);
  if (c.IsPunct('@') && c.IsNamePart(1)) {
    name += '@' + c.Peek(1)->value;
    c.Skip(2);
  } else if (c.IsPunct('(') && c.IsPunct(')', 1)) {
    c.Skip(2);
  }
  return name;
}

inline void SkipIfExists(Cursor& c) {
  if (!c.TakeWords({"IF", "NOT", "EXISTS"})) c.TakeWords({"IF", "EXISTS"});
}

}  // namespace spanlift::frontend::classifier
