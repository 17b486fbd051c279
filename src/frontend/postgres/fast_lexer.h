#pragma once
// A hand-written scanner producing exactly the tokens of grammar/postgres/PostgresLexer.g4.
// The ANTLR 4.9 C++ runtime lexes at ~80 ns/byte (a hash-map DFA edge lookup under a mutex for
// every character), which made lexing most of the parse time of large pg_dump files; this scanner
// is ~20x faster. The grammar file stays the specification: keywords are read from the generated
// lexer's vocabulary, and tests/unit/frontend/postgres/lexer_test.cpp checks token-for-token
// equality with the generated lexer over the corpus and edge cases.
#include <memory>
#include <string>
#include <unordered_map>

#include "PostgresLexer.h"

namespace spanlift::frontend::postgres {

class FastLexer : public grammar::postgres::PostgresLexer {
 public:
  explicit FastLexer(antlr4::CharStream* input);
  std::unique_ptr<antlr4::Token> nextToken() override;
  // Every CommonToken asks its source for these; the base class finds them through a
  // dynamic_cast to its ATN simulator, which this lexer does not use.
  size_t getLine() const override { return line_; }
  size_t getCharPositionInLine() override { return column_; }

 private:
  // Length of the token at `pos_` and its type; 0 length = no token (a bad character).
  size_t Scan(size_t& type) const;
  size_t ScanQuoted(size_t at, char quote, bool backslash_escapes, bool allow_empty) const;
  size_t ScanDollarString() const;
  size_t ScanNumber(size_t& type) const;
  size_t ScanWord(size_t& type) const;
  size_t ScanOperator(size_t& type) const;
  size_t ScanBlockComment() const;
  void Advance(size_t n);
  void ReportBadCharacter();

  const std::unordered_map<std::string, size_t>* keywords_;
  std::string text_;  // the statement's bytes (CharStream::toString())
  size_t pos_ = 0;
  size_t line_ = 1, column_ = 0;
};

}  // namespace spanlift::frontend::postgres
