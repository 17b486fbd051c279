// Casts: the source type names, and what a cast to each means in GoogleSQL.
#include <algorithm>
#include <cctype>
#include <set>

#include "convert/expressions/translator.h"

namespace spanlift::convert::expressions {

std::optional<CastType> Translator::ParseType() {
  if (Peek().type != Tok::kIdent && Peek().type != Tok::kQuotedIdent) {
    Fail("expected a type name");
    return std::nullopt;
  }
  std::string name = model::ToLower(t_[i_++].text);
  bool qualified = false;
  if (TakeOp(".")) {
    qualified = name != "pg_catalog";
    name = model::ToLower(t_[i_++].text);
  }
  static const std::set<std::string> kMoreWords = {"varying", "precision", "without", "with",
                                                   "time",    "zone",      "integer"};
  while (Peek().type == Tok::kIdent && kMoreWords.count(model::ToLower(Peek().text)))
    name += " " + model::ToLower(t_[i_++].text);
  if (TakeOp("(")) {  // modifiers do not change the GoogleSQL type
    while (!Op(")") && Peek().type != Tok::kEnd) ++i_;
    if (!Expect(")")) return std::nullopt;
  }
  CastType type = qualified ? CastType{.rule = "cast:user-type"} : LookupCastType(name, env_.native_uuid);
  while (TakeOp("[")) {
    if (!Expect("]")) return std::nullopt;
    type.array = true;
  }
  return type;
}

Result Translator::Cast(const Expr& e, const CastType& type) {
  Use(type.array ? "cast:array" : type.rule);
  if (type.regclass) return e.string_literal ? Result(e) : Fail("regclass cast");
  if (type.array) {
    if (e.kind == Kind::kArray) return e;
    auto items = e.string_literal && type.known ? SplitArrayLiteral(e.value) : std::nullopt;
    if (!items) return Fail("cast to an array type");
    Expr out = Atom("", Kind::kArray);
    out.literal = true;
    for (const auto& item : *items) {
      std::string why;
      Expr member{.text = item, .kind = Kind::kString, .literal = true, .string_literal = true, .value = item};
      auto text = LiteralAs(member, type.kind, why);
      if (!text) return Fail(why);
      out.elements.push_back(*text);
    }
    out.text = "ARRAY<" + type.spanner + ">[" + JoinText(out.elements) + "]";
    return out;
  }
  if (!type.known) {  // a user type: enum literals stay strings
    if (e.string_literal) return e;
    return Fail("cast to a user-defined type");
  }
  if (type.kind == Kind::kUnknown) return Fail("no GoogleSQL value of that type");
  if (e.kind == Kind::kNull) {  // NULL::text: GoogleSQL wants the type spelled where a NULL is compared
    Use("null:typed");
    Expr out = e;
    out.text = "CAST(NULL AS " + type.spanner + ")";
    return out;
  }
  if (e.literal) {
    std::string why;
    auto text = LiteralAs(e, type.kind, why);
    if (!text) return Fail(why);
    Expr out = e;
    out.text = *text;
    out.kind = e.kind == Kind::kNull ? Kind::kNull : type.kind;
    out.string_literal = e.string_literal && type.kind == Kind::kString;
    return out;
  }
  if (e.kind == type.kind) return e;
  if (d_.source_casts) {
    if (std::optional<Expr> special = SourceCast(e, type)) return special;
    if (!out_.error.empty()) return std::nullopt;
  }
  return Atom("CAST(" + e.text + " AS " + type.spanner + ")", type.kind);
}

std::optional<Expr> Translator::SourceCast(const Expr& e, const CastType& type) {
  if (e.kind == Kind::kFloat64 && type.kind == Kind::kInt64) {
    if (d_.float_to_int_clamps)
      Differs(type.rule, "MariaDB clamps a FLOAT64 outside INT64's range to INT64's limits; Spanner raises an error");
    return Atom("CAST(" + RoundHalfEven(e.text) + " AS INT64)", Kind::kInt64);
  }
  if (e.kind == Kind::kNumeric && type.kind == Kind::kString)
    Differs(type.rule, "NUMERIC text has no trailing zeros (the source keeps its scale: 2.50, not 2.5)");
  if (std::optional<Expr> json = JsonCast(e, type)) return json;
  return out_.error.empty() ? ZonedCast(e, type) : std::nullopt;
}

Result Translator::JsonCast(const Expr& e, const CastType& type) {
  if (type.kind == Kind::kJson && e.kind == Kind::kString) return Atom("PARSE_JSON(" + e.text + ")", Kind::kJson);
  if (e.kind != Kind::kJson) {
    if (type.kind == Kind::kJson && e.kind != Kind::kUnknown)
      return Fail(std::string("cast of ") + KindName(e.kind) + " to JSON");
    return std::nullopt;
  }
  if (type.kind != Kind::kString) return Fail(std::string("cast of JSON to ") + KindName(type.kind));
  Differs(type.rule, "TO_JSON_STRING spells JSON without spaces ({\"a\":1}); PostgreSQL writes {\"a\": 1}");
  return Atom("TO_JSON_STRING(" + e.text + ")", Kind::kString);
}

std::optional<Expr> Translator::ZonedCast(const Expr& e, const CastType& type) {
  if (e.kind == Kind::kDate && type.kind == Kind::kTimestamp)
    return Atom("TIMESTAMP(" + e.text + ", 'UTC')", type.kind);
  if (e.kind != Kind::kTimestamp) return std::nullopt;
  if (type.kind == Kind::kDate) return Atom("DATE(" + e.text + ", 'UTC')", type.kind);
  if (type.kind != Kind::kString) return std::nullopt;
  Differs(type.rule,
          "a timestamp is spelled in UTC with a +00 offset (the source spells a timestamp without time "
          "zone without it, and years before 1000 with four digits)");
  return Atom("FORMAT_TIMESTAMP('%F %H:%M:%E*S+00', " + e.text + ", 'UTC')", type.kind);
}

Result Translator::CastCall() {
  ++i_;
  if (!Expect("(")) return std::nullopt;
  Result e = Or();
  if (!e || !TakeWord("AS")) return e ? Fail("CAST without AS") : e;
  std::optional<CastType> type = ParseType();
  if (!type || !Expect(")")) return std::nullopt;
  return Cast(*e, *type);
}

}  // namespace spanlift::convert::expressions
