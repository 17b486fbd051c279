#pragma once
// The recursive-descent translator behind TranslateExpression (convert/expressions.h), one file
// per part: translator.cpp (the entry point and the operators, by precedence), primaries.cpp
// (literals, columns, CASE, arrays), functions.cpp (calls and their special forms), casts.cpp,
// helpers.cpp (operand text, kinds, JSON paths); tables.cpp holds the shared data, and mysql.cpp,
// postgres.cpp and googlesql.cpp each dialect's table (source_dialect.h).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "convert/expression_lexer.h"
#include "convert/expressions.h"
#include "convert/expressions/source_dialect.h"
#include "convert/expressions/tables.h"

namespace spanlift::convert::expressions {

using Result = std::optional<Expr>;

// An operand's text, in parentheses unless atomic.
std::string Operand(const Expr& e);
Expr Compound(std::string text, Kind kind);  // needs parentheses as an operand
Expr Atom(std::string text, Kind kind);
// The kind of a + b, a * b (a / b with `division`), or kUnknown when either is not a number.
Kind Arithmetic(Kind a, Kind b, bool division);
std::string Join(const std::vector<Expr>& items);  // "a, b, c"

// PostgreSQL rounds FLOAT8 halves to even (round(x), casts to integers); Spanner's ROUND and CAST
// round them away from zero.
std::string RoundHalfEven(const std::string& x);

// Pattern syntax where POSIX (PostgreSQL) or PCRE (MariaDB) and RE2 part: back-references,
// lookaround and flags groups, character classes, PostgreSQL's word-boundary escapes.
bool RegexpMayDiffer(std::string_view pattern);

bool SimpleJsonKey(std::string_view key);  // a JSONPath .key needs no quoting
bool Digits(std::string_view v);

// One JSONPath step for a PostgreSQL key or array index; nullopt when JSONPath cannot say it.
std::optional<std::string> JsonStep(std::string_view key, bool index);

// PostgreSQL: data->'k', data->0, data#>'{a,0}'. MySQL: data->'$.k[0]' (already a JSONPath).
std::optional<std::string> JsonPath(const Expr& operand, bool path_op, bool jsonpath_literal);

class Translator {
 public:
  Translator(std::vector<Token> tokens, const ExpressionEnv& env, Translation& out)
      : t_(std::move(tokens)), env_(env), out_(out), d_(SourceDialectOf(env.dialect)) {}

  std::optional<Expr> Run() {
    auto e = Or();
    if (e && Peek().type != Tok::kEnd) return Fail("unexpected '" + Peek().text + "'");
    return e;
  }

 private:
  const Token& Peek(size_t k = 0) const { return t_[std::min(i_ + k, t_.size() - 1)]; }
  bool Word(std::string_view w, size_t k = 0) const {
    return Peek(k).type == Tok::kIdent && model::EqualsIgnoreCase(Peek(k).text, w);
  }
  bool Op(std::string_view op, size_t k = 0) const { return Peek(k).type == Tok::kOp && Peek(k).text == op; }
  bool TakeWord(std::string_view w) { return Word(w) ? (++i_, true) : false; }
  bool TakeOp(std::string_view op) { return Op(op) ? (++i_, true) : false; }
  Result Fail(std::string why) {
    if (out_.error.empty()) out_.error = std::move(why);
    return std::nullopt;
  }
  void Use(std::string_view rule) {
    if (std::find(out_.rules.begin(), out_.rules.end(), rule) == out_.rules.end()) out_.rules.emplace_back(rule);
  }
  void Differs(std::string rule, std::string how) {
    for (const auto& d : out_.differences)
      if (d.rule == rule && d.how == how) return;
    out_.differences.push_back({std::move(rule), std::move(how)});
  }
  bool Expect(std::string_view op) {
    if (TakeOp(op)) return true;
    Fail("expected '" + std::string(op) + "'");
    return false;
  }

  Result Or();
  Result And();
  Result Not();
  Result Comparison();
  // GoogleSQL compares numbers with numbers and text with text; MySQL converts silently, so a
  // mixed comparison is refused rather than emitted for Spanner to reject.
  bool Comparable(const Expr& a, const Expr& b);
  // Spanner rejects `x = NULL`; a typed NULL keeps the comparison's meaning (always NULL).
  bool TypedNull(Expr& null, const Expr& other);
  // MySQL compares strings by the collation, by default without case and trailing spaces.
  void CollationDiffers(const Expr& a, const Expr& b, const char* rule);
  Result Like(const Expr& left, const std::string& op);
  // Spanner has no IS [NOT] DISTINCT FROM: the comparison decides unless a side is NULL, then
  // whether both are.
  Result Distinct(const Expr& left, bool distinct);
  Result Infix(const Expr& left, const std::string& op);
  Result CaseInsensitiveLike(const Expr& left, const std::string& no);
  // MySQL's REGEXP follows the collation (case-insensitive by default): (?i).
  Result Regexp(const Expr& left, const std::string& no, const std::string& flags);
  Result Is(const Expr& left);
  Result In(const Expr& left, const std::string& no);
  // x = ANY (ARRAY[...]) -> x IN (...); x <> ALL (ARRAY[...]) -> x NOT IN (...).
  Result Quantified(const Expr& left, const std::string& op);
  static std::string JoinText(const std::vector<std::string>& items);
  Result Between(const Expr& left, const std::string& no);
  // PostgreSQL's || and the JSON operators share one precedence level, above comparisons.
  Result Concat();
  // JSON field and path operators -> JSON_QUERY (-> #>) / JSON_VALUE (->> #>>) with a JSONPath.
  Result Json(const Expr& left, const std::string& op);
  Result Additive();
  Result Multiplicative();
  Result Unary();
  Result Postfix();
  std::optional<CastType> ParseType();
  Result Cast(const Expr& e, const CastType& type);
  // Casts whose GoogleSQL CAST means something else (rounding, time zone, JSON); nullopt: CAST.
  std::optional<Expr> SourceCast(const Expr& e, const CastType& type);
  // Spanner casts neither text to JSON nor JSON to anything: PARSE_JSON and TO_JSON_STRING.
  Result JsonCast(const Expr& e, const CastType& type);
  // Spanner's casts between TIMESTAMP and DATE or STRING use America/Los_Angeles; spanlift keeps
  // source date-times as UTC (C003), so these casts name UTC.
  std::optional<Expr> ZonedCast(const Expr& e, const CastType& type);
  bool List(std::vector<Expr>& items, std::string_view close);
  Result Primary();
  Result StringLiteral(const std::string& value, Kind kind);
  Result HexLiteral(const std::string& digits);
  Result BitLiteral(const std::string& bits);
  Result Keyword(const std::string& upper);
  Result Word_();
  Result ColumnRef();
  // A quoted name keeps its case ("Now"() is not now()).
  std::string FunctionName(const Token& tok);
  Result Call();
  Result Special(const FunctionRow& row, std::vector<Expr>& args);
  // concat_ws(sep, a, b, ...) skips NULL values, as ARRAY_TO_STRING skips NULL elements.
  Result ConcatWs(const std::vector<Expr>& args);
  // MySQL json_extract(doc, '$.path'): JSON_QUERY, which reads JSON or JSON text alike.
  Result JsonExtract(const std::vector<Expr>& args);
  // json_unquote(json_extract(doc, path)) is the scalar at the path as text: JSON_VALUE.
  Result JsonUnquote(const Expr& arg);
  // PostgreSQL's concat() skips NULLs (MySQL's and Spanner's give NULL) and prints booleans as t / f.
  void PostgresConcatArguments(std::vector<Expr>& args);
  // PostgreSQL's LEAST / GREATEST skip NULL arguments, Spanner's give NULL: each argument falls back
  // on the others, so only all-NULL arguments give NULL.
  Result NullIgnoring(const FunctionRow& row, const std::vector<Expr>& args);
  // MySQL converts numbers to text where a string function wants text; GoogleSQL needs a CAST.
  static void TextOperands(std::vector<Expr>& args, size_t count);
  Result Nextval(const std::string& sequence);
  Result Case();
  Result CastCall();
  Result ArrayLiteral(bool after_word = true);

  std::vector<Token> t_;
  size_t i_ = 0;
  const ExpressionEnv& env_;
  Translation& out_;
  const SourceDialect& d_;
};

}  // namespace spanlift::convert::expressions
