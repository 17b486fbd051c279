#pragma once
// Shared ANTLR plumbing for the dialect front ends: a byte-oriented case-insensitive char stream,
// two-stage parsing (fast SLL, then full LL for an exact error position) and source locations.
// Only code under src/frontend/ includes this header.
#include <string>
#include <string_view>
#include <typeinfo>

#include "antlr4-runtime.h"
#include "frontend/lexical.h"
#include "frontend/statement.h"
#include "model/diagnostics.h"

namespace spanlift::frontend {

// Presents the statement's bytes to the lexer one byte per symbol, with ASCII letters upper-cased
// (Debian's ANTLR 4.7 tool has no caseInsensitive option), while getText() returns the original
// bytes. Working on bytes keeps columns in bytes and lets non-UTF-8 input (Latin-1 dumps) through:
// grammars accept \u0080-\u00FF in identifiers and strings.
class ByteCharStream : public antlr4::CharStream {
 public:
  ByteCharStream(std::string_view text, std::string source_name);
  void consume() override;
  size_t LA(ssize_t i) override;
  ssize_t mark() override { return -1; }
  void release(ssize_t) override {}
  size_t index() override { return pos_; }
  void seek(size_t index) override { pos_ = index < text_.size() ? index : text_.size(); }
  size_t size() override { return text_.size(); }
  std::string getSourceName() const override { return source_name_; }
  std::string getText(const antlr4::misc::Interval& interval) override;
  std::string toString() const override { return std::string(text_); }

 private:
  std::string_view text_;
  std::string source_name_;
  size_t pos_ = 0;
};

// The labelled alternative `node` is, if it is T. An exact typeid test instead of dynamic_cast:
// the parse-tree classes are final in practice, and dynamic_cast's hierarchy walk (with a name
// strcmp per level) was a tenth of the front end's time on large dumps.
template <typename T>
T* As(antlr4::tree::ParseTree* node) {
  return node && typeid(*node) == typeid(T) ? static_cast<T*>(node) : nullptr;
}

// Location in the file of a position (1-based line, 0-based byte column as ANTLR reports) inside
// the statement.
model::SourceLocation LocationIn(const Statement& stmt, size_t line, size_t column);
model::SourceLocation LocationOf(const Statement& stmt, const antlr4::Token* token);
model::SourceLocation LocationOf(const Statement& stmt, const antlr4::ParserRuleContext* ctx);

// Original source text of a rule, hidden-channel whitespace and comments included.
std::string SourceText(const antlr4::ParserRuleContext* ctx);

// Records the first syntax error of a parse (lexer or parser) as a message and a token position.
class FirstErrorListener : public antlr4::BaseErrorListener {
 public:
  void syntaxError(antlr4::Recognizer* recognizer, antlr4::Token* offending, size_t line, size_t column,
                   const std::string& msg, std::exception_ptr e) override;
  bool has_error() const { return has_error_; }
  size_t line() const { return line_; }
  size_t column() const { return column_; }
  const std::string& message() const { return message_; }
  const std::string& offending_text() const { return offending_; }
  void Reset() { has_error_ = false; }

 private:
  bool has_error_ = false;
  size_t line_ = 0, column_ = 0;
  std::string message_, offending_;
};

// Reports the error, then gives up at once: no recovery, so garbage cannot make the parser spin.
class ReportAndBailStrategy : public antlr4::BailErrorStrategy {
 public:
  void recover(antlr4::Parser* recognizer, std::exception_ptr e) override;
  antlr4::Token* recoverInline(antlr4::Parser* recognizer) override;
};

// Refuses (one P001) a statement whose brackets nest deeper than the grammars' recursion can
// take without overflowing the stack: hostile input must end in a diagnostic, not a crash.
// Quotes and comments are skipped as the dialect's `lex` says.
bool RefuseDeepNesting(const Statement& stmt, const Lexical& lex, model::Diagnostics& diagnostics);

// Adds the P001 diagnostic for `error`, quoting the offending text and the statement's start.
void ReportSyntaxError(const Statement& stmt, const FirstErrorListener& error, model::Diagnostics& diagnostics);

// Owns everything one statement's parse needs; the parse tree lives as long as the session.
//   ParseSession<MySqlLexer, MySqlParser> session(stmt);
//   auto* tree = session.Parse(&MySqlParser::sqlStatement, schema.diagnostics);
template <typename Lexer, typename Parser>
class ParseSession {
 public:
  explicit ParseSession(const Statement& stmt)
      : stmt_(stmt), input_(stmt.text, stmt.location.file), lexer_(&input_), tokens_(&lexer_), parser_(&tokens_) {
    lexer_.removeErrorListeners();
    lexer_.addErrorListener(&lexer_errors_);
    parser_.removeErrorListeners();
  }

  // Runs `rule` with SLL prediction and bail-out; on failure re-runs it with full LL to find the
  // true error position. Returns nullptr after adding one P001 diagnostic.
  template <typename Ctx>
  Ctx* Parse(Ctx* (Parser::*rule)(), model::Diagnostics& diagnostics) {
    parser_.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
    parser_.template getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
        antlr4::atn::PredictionMode::SLL);
    try {
      Ctx* tree = (parser_.*rule)();
      if (lexer_errors_.has_error()) {  // a bad character: no parse can succeed
        ReportSyntaxError(stmt_, lexer_errors_, diagnostics);
        return nullptr;
      }
      if (!errors_.has_error()) return tree;
    } catch (const antlr4::ParseCancellationException&) {
    } catch (const antlr4::RecognitionException&) {
    }
    errors_.Reset();
    tokens_.seek(0);
    parser_.reset();
    parser_.addErrorListener(&errors_);
    parser_.setErrorHandler(std::make_shared<ReportAndBailStrategy>());
    parser_.template getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
        antlr4::atn::PredictionMode::LL);
    Ctx* tree = nullptr;
    try {
      tree = (parser_.*rule)();
    } catch (const antlr4::ParseCancellationException&) {
    } catch (const antlr4::RecognitionException&) {
    }
    if (tree && !errors_.has_error() && !lexer_errors_.has_error()) return tree;
    ReportSyntaxError(stmt_, lexer_errors_.has_error() ? lexer_errors_ : errors_, diagnostics);
    return nullptr;
  }

  Parser& parser() { return parser_; }
  const Statement& statement() const { return stmt_; }
  model::SourceLocation Loc(const antlr4::ParserRuleContext* ctx) const { return LocationOf(stmt_, ctx); }
  model::SourceLocation Loc(const antlr4::Token* token) const { return LocationOf(stmt_, token); }

 private:
  const Statement& stmt_;
  ByteCharStream input_;
  Lexer lexer_;
  antlr4::CommonTokenStream tokens_;
  Parser parser_;
  FirstErrorListener errors_;
  FirstErrorListener lexer_errors_;
};

}  // namespace spanlift::frontend
