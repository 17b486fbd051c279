// Function calls: the common rows of tables.cpp and the special forms of each dialect
// (MySQL CONCAT_WS and JSON_EXTRACT, PostgreSQL concatenation and nextval).
#include <algorithm>
#include <cctype>

#include "convert/expressions/translator.h"

namespace spanlift::convert::expressions {

std::string Translator::FunctionName(const Token& tok) {
  return tok.type == Tok::kQuotedIdent ? tok.text : model::ToLower(tok.text);
}

Result Translator::Call() {
  std::string name = FunctionName(t_[i_++]);
  if (TakeOp(".")) {
    if (name != "pg_catalog" && name != "public") return Fail("function in schema " + name);
    name = FunctionName(t_[i_++]);
  }
  const FunctionRow* row = FindFunction(name, d_);
  if (!row) return Fail("function " + name + "() has no known Spanner equivalent");
  std::vector<Expr> args;
  if (TakeOp("(")) {
    if (Word("DISTINCT")) return Fail("DISTINCT in a function call");
    if (!List(args, ")")) return std::nullopt;
  }
  int n = static_cast<int>(args.size());
  if (n < row->min_args || (row->max_args >= 0 && n > row->max_args))
    return Fail(name + "() with " + std::to_string(n) + " arguments");
  return Special(*row, args);
}

Result Translator::Special(const FunctionRow& row, std::vector<Expr>& args) {
  Use("function:" + std::string(row.source));
  if (d_.concat_skips_null && row.fn == Fn::kConcat) PostgresConcatArguments(args);
  TextOperands(args, row.text_args < 0 ? args.size() : static_cast<size_t>(row.text_args));
  bool volatile_fn = row.fn == Fn::kNow || row.fn == Fn::kToday || row.fn == Fn::kUuid ||
                     row.fn == Fn::kTimeOrderedUuid || row.fn == Fn::kNextval || row.source == "new_uuid" ||
                     row.source == "pending_commit_timestamp";
  if (volatile_fn && env_.deterministic)
    return Fail(std::string(row.source) + "() is not deterministic, which Spanner requires here");
  switch (row.fn) {
    case Fn::kNow:
      if (d_.localtime_is_time_of_day && row.source == "localtime")
        return Fail("PostgreSQL's LOCALTIME is a time of day, which Spanner has no type for");
      return Atom("CURRENT_TIMESTAMP()", Kind::kTimestamp);
    case Fn::kToday: return Atom("CURRENT_DATE()", Kind::kDate);
    case Fn::kTimeOrderedUuid: out_.time_ordered_uuid = true; [[fallthrough]];
    case Fn::kUuid: return env_.native_uuid ? Atom("NEW_UUID()", Kind::kUuid) : Atom("GENERATE_UUID()", Kind::kString);
    case Fn::kNextval:
      if (!args[0].string_literal) return Fail("nextval() of a computed name");
      return Nextval(args[0].value);
    case Fn::kTimezone: {
      std::string zone = model::ToLower(args[0].value);
      if (args[0].string_literal && (zone == "utc" || zone == "etc/utc") && args[1].kind == Kind::kTimestamp)
        return args[1];  // the UTC wall clock of a timestamp read as UTC is the timestamp itself
      return Fail("timezone() other than UTC");
    }
    case Fn::kLength: return Atom(std::string(d_.length_function) + "(" + args[0].text + ")", Kind::kInt64);
    case Fn::kConcat: break;  // PostgresConcatArguments did PostgreSQL's part
    case Fn::kNullIgnoring:
      if (d_.least_greatest_skip_null) return NullIgnoring(row, args);
      break;
    case Fn::kTrim:
      if (d_.trim_spaces_only) return Atom(std::string(row.spanner) + "(" + args[0].text + ", ' ')", Kind::kString);
      break;
    case Fn::kPlain:
      if (d_.division_by_zero_null && row.source == "mod")
        Differs("function:mod",
                "MySQL gives NULL for a division by zero outside strict mode (Spanner raises an error)");
      break;
    case Fn::kSubstr:  // the three agree on start positions from 1 on
      if (!d_.substr_start_difference.empty() &&
          !(args[1].literal && !args[1].value.starts_with("-") && args[1].value != "0" && args[1].kind == Kind::kInt64))
        Differs("function:" + std::string(row.source), std::string(d_.substr_start_difference));
      break;
    case Fn::kUpper:
      if (d_.upper_keeps_sharp_s)
        Differs("function:upper", "Spanner's UPPER maps some letters to two (ß to SS), the source keeps them");
      break;
    case Fn::kRound:
      if (d_.round_half_even && args.size() == 1 && args[0].kind == Kind::kFloat64)
        return Compound(RoundHalfEven(args[0].text), Kind::kFloat64);
      break;
    case Fn::kConcatWs: return ConcatWs(args);
    case Fn::kJsonExtract: return JsonExtract(args);
    case Fn::kJsonUnquote: return JsonUnquote(args[0]);
  }
  Kind kind = row.kind != Kind::kUnknown ? row.kind : (args.empty() ? Kind::kUnknown : args[0].kind);
  return Atom(std::string(row.spanner) + "(" + Join(args) + ")", kind);
}

Result Translator::ConcatWs(const std::vector<Expr>& args) {
  std::string items;
  for (size_t i = 1; i < args.size(); ++i) {
    if (args[i].kind == Kind::kBool) return Fail("concat_ws() of a boolean");
    items += (i > 1 ? ", " : "") + args[i].text;
  }
  return Atom("ARRAY_TO_STRING([" + items + "], " + args[0].text + ")", Kind::kString);
}

Result Translator::JsonExtract(const std::vector<Expr>& args) {
  if (args[0].kind != Kind::kJson && args[0].kind != Kind::kString && args[0].kind != Kind::kUnknown)
    return Fail(std::string("json_extract() of ") + KindName(args[0].kind));
  std::optional<std::string> path = JsonPath(args[1], false, d_.jsonpath_literals);
  if (!path) return Fail("JSON path " + args[1].text + " has no GoogleSQL JSONPath");
  return Atom("JSON_QUERY(" + args[0].text + ", " + QuoteString(*path) + ")",
              args[0].kind == Kind::kString ? Kind::kString : Kind::kJson);
}

Result Translator::JsonUnquote(const Expr& arg) {
  Differs("function:json_unquote",
          "JSON_VALUE gives NULL where the value is an object or an array (the source gives its JSON text) and "
          "spells numbers in Spanner's normal form");
  const std::string query = "JSON_QUERY(";
  if (arg.atomic && arg.text.starts_with(query))
    return Atom("JSON_VALUE(" + arg.text.substr(query.size()), Kind::kString);
  if (arg.kind == Kind::kJson) return Atom("JSON_VALUE(" + arg.text + ")", Kind::kString);
  return Fail("json_unquote() of text");
}

void Translator::PostgresConcatArguments(std::vector<Expr>& args) {
  for (auto& a : args) {
    if (a.literal) continue;
    std::string text = a.kind == Kind::kBool
                           ? "CASE WHEN " + Operand(a) + " THEN 't' WHEN NOT " + Operand(a) + " THEN 'f' END"
                       : a.kind == Kind::kString || a.kind == Kind::kUnknown ? a.text
                                                                             : "CAST(" + a.text + " AS STRING)";
    a = Atom("COALESCE(" + text + ", '')", Kind::kString);
  }
}

Result Translator::NullIgnoring(const FunctionRow& row, const std::vector<Expr>& args) {
  if (args.size() == 1) return args[0];
  std::vector<Expr> fallbacks;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].literal && args[i].kind != Kind::kNull) {
      fallbacks.push_back(args[i]);
      continue;
    }
    std::string text = "COALESCE(";
    for (size_t k = 0; k < args.size(); ++k) text += (k ? ", " : "") + args[(i + k) % args.size()].text;
    fallbacks.push_back(Atom(text + ")", args[i].kind));
  }
  Kind kind = args[0].kind == Kind::kNull ? args[1].kind : args[0].kind;
  return Atom(std::string(row.spanner) + "(" + Join(fallbacks) + ")", kind);
}

void Translator::TextOperands(std::vector<Expr>& args, size_t count) {
  size_t n = std::min(count, args.size());
  for (size_t i = 0; i < n; ++i) {
    Kind k = args[i].kind;
    if (k == Kind::kUnknown || k == Kind::kString || k == Kind::kBytes || k == Kind::kNull || k == Kind::kArray)
      continue;
    args[i] = Atom("CAST(" + args[i].text + " AS STRING)", Kind::kString);
  }
}

Result Translator::Nextval(const std::string& sequence) {
  if (!out_.sequence.empty()) return Fail("two sequences");
  out_.sequence = sequence;
  return Atom("", Kind::kInt64);
}

}  // namespace spanlift::convert::expressions
