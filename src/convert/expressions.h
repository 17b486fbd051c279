#pragma once
// Source SQL expressions (defaults, generated columns, CHECKs, index predicates) -> GoogleSQL.
// Conservative on purpose: a small, known subset is translated; anything else is refused with a
// reason, so the caller reports a finding instead of emitting DDL Spanner would reject.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/schema.h"

namespace spanlift::convert {

// What a translated expression evaluates to, as far as the translator can tell.
enum class Kind {
  kUnknown,
  kNull,
  kBool,
  kInt64,
  kNumeric,
  kFloat64,
  kString,
  kBytes,
  kDate,
  kTimestamp,
  kJson,
  kArray,
  kUuid,
  kTokenlist
};

struct Expr {
  std::string text;  // GoogleSQL
  Kind kind = Kind::kUnknown;
  bool literal = false;               // a constant: number, string, TRUE/FALSE/NULL (possibly cast)
  bool string_literal = false;        // `value` holds the unescaped string
  std::string value;                  // literal value (string contents or number text)
  bool atomic = true;                 // needs no parentheses as an operand
  std::vector<std::string> elements;  // ARRAY[...] / '{...}' literals: the translated elements
};

// A column an expression refers to: its name as DDL spells it and its kind.
struct ColumnInfo {
  std::string name;
  Kind kind = Kind::kUnknown;
};

struct ExpressionEnv {
  model::Dialect dialect = model::Dialect::kUnknown;
  // Source column name -> the Spanner column; unset: column references are refused.
  std::function<std::optional<ColumnInfo>(std::string_view)> column;
  bool native_uuid = false;
  // CHECKs, generated columns and index predicates: Spanner needs deterministic expressions, so
  // clocks, UUID generators and sequences are refused.
  bool deterministic = false;
};

// A translation whose Spanner results can differ from the source's on some values (callers
// report it, C025): the rule and how the results differ.
struct Difference {
  std::string rule;
  std::string how;
};

struct Translation {
  std::optional<Expr> expr;
  std::string error;               // why not, when !expr
  bool time_ordered_uuid = false;  // uuid v1 / v7 generator replaced by GENERATE_UUID()
  std::string sequence;            // nextval('seq') / NEXT VALUE FOR seq: the sequence, untranslated
  std::vector<std::string> rules;  // the translation rules applied, in order, without repeats
  std::vector<Difference> differences;
};

Translation TranslateExpression(std::string_view source, const ExpressionEnv& env);

// Every translation rule of MySQL / PostgreSQL input, by stable name ("function:least",
// "cast:INT64", "operator:json-field", "literal:hex", "null:typed"...): the differential test
// (tests/expressions/) has cases for each one and fails on a rule without a case.
std::vector<std::string> TranslationRules();

// A GoogleSQL string literal: 'it\'s'.
std::string QuoteString(std::string_view value);
// A GoogleSQL bytes literal: b'\x00\xff'.
std::string QuoteBytes(std::string_view value);
// The kind of a Spanner model type ("STRING" -> kString, arrays -> kArray).
Kind KindOf(const model::DataType& spanner_type);
const char* KindName(Kind kind);
// A literal as a value of `kind` (DATE '2024-01-31', NUMERIC '1.50', TRUE...), or nullopt and `why`.
std::optional<std::string> LiteralAs(const Expr& literal, Kind kind, std::string& why);
// The members of a PostgreSQL array literal '{a,b}' or a MySQL SET value 'a,b'; nullopt when
// the literal quotes or nests (not translated).
std::optional<std::vector<std::string>> SplitArrayLiteral(std::string_view value);
// Converts a literal to `target`'s kind (a MySQL '0' default on an INT64 column is 0); empty
// when the value is not valid for the type (then `why` says so).
std::optional<std::string> CoerceLiteral(const Expr& literal, const model::DataType& target, std::string& why);

}  // namespace spanlift::convert
