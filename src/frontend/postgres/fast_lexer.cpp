#include "frontend/postgres/fast_lexer.h"

#include <unordered_map>

namespace spanlift::frontend::postgres {

namespace {

using L = grammar::postgres::PostgresLexer;

constexpr size_t kSkip = static_cast<size_t>(-2);  // whitespace and comments: no token

bool IsIdentStart(unsigned char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c >= 0x80; }
bool IsIdentPart(unsigned char c) { return IsIdentStart(c) || (c >= '0' && c <= '9') || c == '$'; }
bool IsTagPart(unsigned char c) { return IsIdentStart(c) || (c >= '0' && c <= '9'); }
bool IsDigit(unsigned char c) { return c >= '0' && c <= '9'; }
bool IsSpace(unsigned char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f'; }
bool IsOperatorChar(unsigned char c) {
  switch (c) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '<':
    case '>':
    case '=':
    case '~':
    case '!':
    case '@':
    case '#':
    case '%':
    case '^':
    case '&':
    case '|':
    case '`':
    case '?': return true;
    default: return false;
  }
}
char Upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }

// Keyword text -> token type, from the generated lexer's literal names ('CREATE' -> CREATE).
const std::unordered_map<std::string, size_t>& Keywords(const antlr4::dfa::Vocabulary& vocabulary) {
  static const std::unordered_map<std::string, size_t> keywords = [&] {
    std::unordered_map<std::string, size_t> out;
    for (size_t type = 1; type <= vocabulary.getMaxTokenType(); ++type) {
      std::string literal = vocabulary.getLiteralName(type);
      if (literal.size() < 3 || literal.front() != '\'') continue;
      std::string word = literal.substr(1, literal.size() - 2);
      bool letters = true;
      for (char c : word) letters = letters && ((c >= 'A' && c <= 'Z') || c == '_');
      if (letters) out.emplace(word, type);
    }
    return out;
  }();
  return keywords;
}

}  // namespace

FastLexer::FastLexer(antlr4::CharStream* input)
    : PostgresLexer(input), keywords_(&Keywords(getVocabulary())), text_(input->toString()) {}

void FastLexer::Advance(size_t n) {
  for (size_t end = pos_ + n; pos_ < end; ++pos_) {
    if (text_[pos_] == '\n') {
      ++line_;
      column_ = 0;
    } else {
      ++column_;
    }
  }
}

// '...' (quote doubled to escape, and with backslash escapes for E'...'); returns the length
// from `at`, 0 when unterminated.
size_t FastLexer::ScanQuoted(size_t at, char quote, bool backslash_escapes, bool allow_empty) const {
  size_t i = at + 1;
  while (i < text_.size()) {
    char c = text_[i];
    if (backslash_escapes && c == '\\') {
      if (i + 1 >= text_.size()) return 0;
      i += 2;
    } else if (c == quote) {
      if (i + 1 < text_.size() && text_[i + 1] == quote) {
        i += 2;
      } else {
        if (!allow_empty && i == at + 1) return 0;
        return i + 1 - at;
      }
    } else {
      ++i;
    }
  }
  return 0;
}

// $tag$ ... $tag$ where the body ends at the first $tag$-shaped delimiter (the grammar's
// non-greedy rule); 0 when it is not one.
size_t FastLexer::ScanDollarString() const {
  size_t i = pos_ + 1;
  if (i < text_.size() && IsIdentStart(static_cast<unsigned char>(text_[i])))
    while (i < text_.size() && IsTagPart(static_cast<unsigned char>(text_[i]))) ++i;
  if (i >= text_.size() || text_[i] != '$') return 0;
  for (size_t j = i + 1; j < text_.size(); ++j) {
    if (text_[j] != '$') continue;
    size_t k = j + 1;
    if (k < text_.size() && IsIdentStart(static_cast<unsigned char>(text_[k])))
      while (k < text_.size() && IsTagPart(static_cast<unsigned char>(text_[k]))) ++k;
    if (k < text_.size() && text_[k] == '$') return k + 1 - pos_;
  }
  return 0;
}

size_t FastLexer::ScanNumber(size_t& type) const {
  size_t i = pos_;
  while (i < text_.size() && IsDigit(static_cast<unsigned char>(text_[i]))) ++i;
  bool integer_part = i > pos_;
  type = L::INTEGER;
  if (i < text_.size() && text_[i] == '.' &&
      (integer_part || (i + 1 < text_.size() && IsDigit(static_cast<unsigned char>(text_[i + 1]))))) {
    type = L::NUMERIC;
    ++i;
    while (i < text_.size() && IsDigit(static_cast<unsigned char>(text_[i]))) ++i;
  }
  if (i > pos_ && i < text_.size() && Upper(text_[i]) == 'E') {
    size_t j = i + 1;
    if (j < text_.size() && (text_[j] == '+' || text_[j] == '-')) ++j;
    if (j < text_.size() && IsDigit(static_cast<unsigned char>(text_[j]))) {
      while (j < text_.size() && IsDigit(static_cast<unsigned char>(text_[j]))) ++j;
      type = L::NUMERIC;
      i = j;
    }
  }
  return i - pos_;
}

size_t FastLexer::ScanWord(size_t& type) const {
  char first = Upper(text_[pos_]);
  char next = pos_ + 1 < text_.size() ? text_[pos_ + 1] : '\0';
  // Prefixed literals win over the identifier (longest match), when they are terminated.
  if (next == '\'') {
    size_t len = 0;
    if (first == 'E') {
      len = ScanQuoted(pos_ + 1, '\'', true, true);
      type = L::ESCAPE_STRING;
    } else if (first == 'B' || first == 'X' || first == 'N') {
      len = ScanQuoted(pos_ + 1, '\'', false, true);
      type = L::PREFIXED_STRING;
    }
    if (len) return len + 1;
  }
  if (first == 'U' && next == '&' && pos_ + 2 < text_.size()) {
    char quote = text_[pos_ + 2];
    size_t len = quote == '\''  ? ScanQuoted(pos_ + 2, '\'', false, true)
                 : quote == '"' ? ScanQuoted(pos_ + 2, '"', false, false)
                                : 0;
    if (len) {
      type = quote == '\'' ? L::PREFIXED_STRING : L::UNICODE_QUOTED_IDENTIFIER;
      return len + 2;
    }
  }
  size_t i = pos_ + 1;
  while (i < text_.size() && IsIdentPart(static_cast<unsigned char>(text_[i]))) ++i;
  type = L::IDENTIFIER;
  size_t len = i - pos_;
  if (len <= 16) {  // no keyword is longer
    char upper[17];
    for (size_t k = 0; k < len; ++k) upper[k] = Upper(text_[pos_ + k]);
    auto it = keywords_->find(std::string(upper, len));
    if (it != keywords_->end()) type = it->second;
  }
  return len;
}

size_t FastLexer::ScanBlockComment() const {
  size_t depth = 0, i = pos_;
  while (i + 1 < text_.size()) {
    if (text_[i] == '/' && text_[i + 1] == '*') {
      ++depth;
      i += 2;
    } else if (text_[i] == '*' && text_[i + 1] == '/') {
      i += 2;
      if (--depth == 0) return i - pos_;
    } else {
      ++i;
    }
  }
  return 0;
}

size_t FastLexer::ScanOperator(size_t& type) const {
  size_t i = pos_;
  while (i < text_.size() && IsOperatorChar(static_cast<unsigned char>(text_[i]))) ++i;
  size_t len = i - pos_;
  type = L::OPERATOR;
  if (len == 1) {
    switch (text_[pos_]) {
      case '-': type = L::MINUS; break;
      case '+': type = L::PLUS; break;
      case '*': type = L::STAR; break;
      case '=': type = L::EQUAL; break;
      default: break;
    }
  }
  return len;
}

size_t FastLexer::Scan(size_t& type) const {
  unsigned char c = static_cast<unsigned char>(text_[pos_]);
  char next = pos_ + 1 < text_.size() ? text_[pos_ + 1] : '\0';
  if (IsSpace(c)) {
    size_t i = pos_;
    while (i < text_.size() && IsSpace(static_cast<unsigned char>(text_[i]))) ++i;
    type = kSkip;
    return i - pos_;
  }
  if (c == '-' && next == '-') {  // a comment is never shorter than an operator run here
    size_t end = text_.find_first_of("\r\n", pos_);
    type = kSkip;
    return (end == std::string::npos ? text_.size() : end) - pos_;
  }
  if (c == '/' && next == '*') {
    size_t comment = ScanBlockComment();
    size_t op = ScanOperator(type);
    if (comment && comment >= op) {  // longest match; the comment rule comes first on a tie
      type = kSkip;
      return comment;
    }
    return op;
  }
  if (IsIdentStart(c)) return ScanWord(type);
  if (IsDigit(c) || (c == '.' && IsDigit(static_cast<unsigned char>(next)))) return ScanNumber(type);
  if (IsOperatorChar(c)) return ScanOperator(type);
  switch (c) {
    case '\'': type = L::STRING; return ScanQuoted(pos_, '\'', false, true);
    case '"': type = L::QUOTED_IDENTIFIER; return ScanQuoted(pos_, '"', false, false);
    case '$': {
      if (size_t len = ScanDollarString()) {
        type = L::DOLLAR_STRING;
        return len;
      }
      size_t i = pos_ + 1;
      while (i < text_.size() && IsDigit(static_cast<unsigned char>(text_[i]))) ++i;
      type = L::PARAM;
      return i > pos_ + 1 ? i - pos_ : 0;
    }
    case ':': type = next == ':' ? L::TYPECAST : L::COLON; return next == ':' ? 2 : 1;
    case '.': type = L::DOT; return 1;
    case ',': type = L::COMMA; return 1;
    case ';': type = L::SEMI; return 1;
    case '(': type = L::LPAREN; return 1;
    case ')': type = L::RPAREN; return 1;
    case '[': type = L::LBRACKET; return 1;
    case ']': type = L::RBRACKET; return 1;
    default: return 0;
  }
}

void FastLexer::ReportBadCharacter() {
  std::string bad(1, text_[pos_]);
  getErrorListenerDispatch().syntaxError(this, nullptr, line_, column_, "token recognition error at: '" + bad + "'",
                                         nullptr);
  Advance(1);
}

std::unique_ptr<antlr4::Token> FastLexer::nextToken() {
  while (pos_ < text_.size()) {
    size_t type = 0;
    size_t len = Scan(type);
    if (len == 0) {
      ReportBadCharacter();
      continue;
    }
    if (type == kSkip) {
      Advance(len);
      continue;
    }
    size_t start = pos_, line = line_, column = column_;
    Advance(len);
    return _factory->create({this, _input}, type, "", antlr4::Token::DEFAULT_CHANNEL, start, pos_ - 1, line, column);
  }
  return _factory->create({this, _input}, antlr4::Token::EOF, "", antlr4::Token::DEFAULT_CHANNEL, pos_, pos_ - 1, line_,
                          column_);
}

}  // namespace spanlift::frontend::postgres
