#include "frontend/antlr_support.h"

#include <fmt/format.h>

#include <algorithm>

#include "model/excerpt.h"
#include "frontend/lexical.h"

namespace spanlift::frontend {

ByteCharStream::ByteCharStream(std::string_view text, std::string source_name)
    : text_(text), source_name_(std::move(source_name)) {}

void ByteCharStream::consume() {
  if (pos_ >= text_.size()) throw antlr4::IllegalStateException("cannot consume EOF");
  ++pos_;
}

size_t ByteCharStream::LA(ssize_t i) {
  if (i == 0) return 0;
  ssize_t at = i > 0 ? static_cast<ssize_t>(pos_) + i - 1 : static_cast<ssize_t>(pos_) + i;
  if (at < 0 || at >= static_cast<ssize_t>(text_.size())) return antlr4::IntStream::EOF;
  unsigned char c = static_cast<unsigned char>(text_[static_cast<size_t>(at)]);
  if (c >= 'a' && c <= 'z') c = static_cast<unsigned char>(c - 'a' + 'A');
  return c;
}

std::string ByteCharStream::getText(const antlr4::misc::Interval& interval) {
  if (interval.a < 0 || interval.b < interval.a) return {};
  size_t start = static_cast<size_t>(interval.a);
  if (start >= text_.size()) return {};
  size_t stop = std::min(static_cast<size_t>(interval.b), text_.size() - 1);
  return std::string(text_.substr(start, stop - start + 1));
}

model::SourceLocation LocationIn(const Statement& stmt, size_t line, size_t column) {
  model::SourceLocation loc = stmt.location;
  if (line <= 1) {
    loc.column = stmt.location.column + static_cast<uint32_t>(column);
  } else {
    loc.line = stmt.location.line + static_cast<uint32_t>(line - 1);
    loc.column = static_cast<uint32_t>(column + 1);
  }
  return loc;
}

model::SourceLocation LocationOf(const Statement& stmt, const antlr4::Token* token) {
  if (!token) return stmt.location;
  return LocationIn(stmt, token->getLine(), token->getCharPositionInLine());
}

model::SourceLocation LocationOf(const Statement& stmt, const antlr4::ParserRuleContext* ctx) {
  return ctx ? LocationOf(stmt, const_cast<antlr4::ParserRuleContext*>(ctx)->getStart()) : stmt.location;
}

std::string SourceText(const antlr4::ParserRuleContext* const_ctx) {
  // ANTLR's accessors are not const.
  auto* ctx = const_cast<antlr4::ParserRuleContext*>(const_ctx);
  if (!ctx || !ctx->getStart() || !ctx->getStop()) return {};
  auto* input = ctx->getStart()->getInputStream();
  size_t a = ctx->getStart()->getStartIndex(), b = ctx->getStop()->getStopIndex();
  if (b == static_cast<size_t>(-1) || b < a) return {};  // empty rule or EOF stop token
  return input->getText(antlr4::misc::Interval(a, b));
}

void FirstErrorListener::syntaxError(antlr4::Recognizer*, antlr4::Token* offending, size_t line, size_t column,
                                     const std::string& msg, std::exception_ptr) {
  if (has_error_) return;
  has_error_ = true;
  line_ = line;
  column_ = column;
  message_ = msg;
  offending_ = offending ? offending->getText() : std::string();
}

void ReportAndBailStrategy::recover(antlr4::Parser* recognizer, std::exception_ptr e) {
  try {
    std::rethrow_exception(e);
  } catch (const antlr4::RecognitionException& re) {
    if (!inErrorRecoveryMode(recognizer)) reportError(recognizer, re);
  } catch (...) {
  }
  throw antlr4::ParseCancellationException();
}

antlr4::Token* ReportAndBailStrategy::recoverInline(antlr4::Parser* recognizer) {
  antlr4::InputMismatchException e(recognizer);
  reportError(recognizer, e);
  throw antlr4::ParseCancellationException();
}

namespace {

constexpr size_t kMaxNesting = 1000;

// Offset of the first bracket nested deeper than kMaxNesting, or npos.
size_t TooDeepNesting(std::string_view text, const Lexical& lex) {
  size_t depth = 0;
  for (size_t i = 0; i < text.size();) {
    if (size_t skip = SkipQuotedOrComment(text, i, lex); skip != i) {
      i = skip;
      continue;
    }
    char c = text[i];
    if ((c == '(' || c == '[') && ++depth > kMaxNesting) return i;
    if ((c == ')' || c == ']') && depth > 0) --depth;
    ++i;
  }
  return std::string_view::npos;
}

}  // namespace

bool RefuseDeepNesting(const Statement& stmt, const Lexical& lex, model::Diagnostics& diagnostics) {
  if (stmt.text.size() <= kMaxNesting) return false;  // too short to nest that deep: skip the scan
  size_t at = TooDeepNesting(stmt.text, lex);
  if (at == std::string_view::npos) return false;
  std::string_view before = stmt.text.substr(0, at);
  size_t line = 1 + static_cast<size_t>(std::count(before.begin(), before.end(), '\n'));
  size_t line_start = before.rfind('\n');
  size_t column = line_start == std::string_view::npos ? at : at - line_start - 1;
  diagnostics.Error(model::codes::kSyntaxError, LocationIn(stmt, line, column),
                    fmt::format("syntax error: brackets nested deeper than {} levels", kMaxNesting));
  return true;
}

void ReportSyntaxError(const Statement& stmt, const FirstErrorListener& error, model::Diagnostics& diagnostics) {
  model::SourceLocation loc = error.has_error() ? LocationIn(stmt, error.line(), error.column()) : stmt.location;
  std::string detail = error.has_error() ? error.message() : "statement is incomplete";
  if (detail.size() > 160) detail = detail.substr(0, 157) + "...";
  std::string near;
  if (error.offending_text() == "<EOF>")
    near = " at end of statement";
  else if (!error.offending_text().empty())
    near = " near '" + model::Excerpt(error.offending_text()) + "'";
  diagnostics.Error(model::codes::kSyntaxError, loc,
                    fmt::format("syntax error{}: {} (in statement: {})", near, model::Excerpt(detail, 160),
                                model::Excerpt(stmt.text)));
}

}  // namespace spanlift::frontend
