// A small recursive-descent translator from MySQL / PostgreSQL expressions to GoogleSQL. Every
// operand that is not atomic gets parentheses, so the result never depends on the two
// languages' operator precedences agreeing.
#include <algorithm>
#include <cctype>
#include <set>

#include "convert/expressions/translator.h"

namespace spanlift::convert::expressions {

Result Translator::Or() {
  Result left = And();
  while (left && (TakeWord("OR") || (d_.logical_symbols && TakeOp("||")))) {
    Result right = And();
    if (!right) return right;
    Use("operator:or");
    left = Compound(Operand(*left) + " OR " + Operand(*right), Kind::kBool);
  }
  return left;
}

Result Translator::And() {
  Result left = Not();
  while (left && (TakeWord("AND") || (d_.logical_symbols && TakeOp("&&")))) {
    Result right = Not();
    if (!right) return right;
    Use("operator:and");
    left = Compound(Operand(*left) + " AND " + Operand(*right), Kind::kBool);
  }
  return left;
}

Result Translator::Not() {
  if (TakeWord("NOT") || (d_.logical_symbols && TakeOp("!"))) {
    Result e = Not();
    if (!e) return e;
    Use("operator:not");
    return Compound("NOT " + Operand(*e), Kind::kBool);
  }
  return Comparison();
}

Result Translator::Comparison() {
  Result left = Concat();
  if (!left) return left;
  static const std::set<std::string> kCompare = {"=", "<>", "!=", "<", ">", "<=", ">="};
  if (Peek().type == Tok::kOp && kCompare.count(Peek().text)) {
    std::string op = t_[i_++].text;
    if (Word("ANY") || Word("SOME") || Word("ALL")) return Quantified(*left, op);
    Result right = Concat();
    if (!right || !TypedNull(*left, *right) || !TypedNull(*right, *left) || !Comparable(*left, *right))
      return std::nullopt;
    Use("operator:compare");
    CollationDiffers(*left, *right, "operator:compare");
    return Compound(Operand(*left) + " " + op + " " + Operand(*right), Kind::kBool);
  }
  if (TakeOp("<=>")) return Use("operator:null-safe-equal"), Distinct(*left, false);
  if (TakeWord("IS")) return Is(*left);
  bool negated = Word("NOT") && (Word("IN", 1) || Word("BETWEEN", 1) || Word("LIKE", 1) || Word("ILIKE", 1));
  if (negated) ++i_;
  std::string no = negated ? "NOT " : "";
  if (TakeWord("IN")) return In(*left, no);
  if (TakeWord("BETWEEN")) return Between(*left, no);
  if (TakeWord("LIKE") || TakeOp("~~")) return Like(*left, no + "LIKE");
  if (TakeOp("!~~")) return Like(*left, "NOT LIKE");
  if (TakeWord("ILIKE") || TakeOp("~~*")) return CaseInsensitiveLike(*left, no);
  if (TakeOp("!~~*")) return CaseInsensitiveLike(*left, "NOT ");
  if (TakeOp("~")) return Regexp(*left, "", "");
  if (d_.regexp_operator && (TakeWord("REGEXP") || TakeWord("RLIKE"))) return Regexp(*left, no, "(?i)");
  if (TakeOp("!~")) return Regexp(*left, "NOT ", "");
  if (TakeOp("~*")) return Regexp(*left, "", "(?i)");
  if (TakeOp("!~*")) return Regexp(*left, "NOT ", "(?i)");
  if (negated) return Fail("unexpected NOT");
  return left;
}

bool Translator::Comparable(const Expr& a, const Expr& b) {
  auto numeric = [](Kind k) { return k == Kind::kInt64 || k == Kind::kNumeric || k == Kind::kFloat64; };
  auto literal_coerces = [](const Expr& lit, Kind k) {  // '2024-01-01' as DATE or TIMESTAMP
    return lit.string_literal && (k == Kind::kDate || k == Kind::kTimestamp);
  };
  Kind x = a.kind, y = b.kind;
  if (x == y || x == Kind::kUnknown || y == Kind::kUnknown || x == Kind::kNull || y == Kind::kNull) return true;
  if ((numeric(x) && numeric(y)) || literal_coerces(a, y) || literal_coerces(b, x)) return true;
  Fail(std::string("compares ") + KindName(x) + " with " + KindName(y));
  return false;
}

bool Translator::TypedNull(Expr& null, const Expr& other) {
  if (null.kind != Kind::kNull || null.text != "NULL") return true;
  Use("null:comparison");
  Kind k = other.kind;
  if (k == Kind::kUnknown || k == Kind::kNull || k == Kind::kArray) {
    Fail("compares with an untyped NULL");
    return false;
  }
  null.text = std::string("CAST(NULL AS ") + KindName(k) + ")";
  return true;
}

void Translator::CollationDiffers(const Expr& a, const Expr& b, const char* rule) {
  if (d_.collation_compares && a.kind == Kind::kString && b.kind == Kind::kString && !(a.literal && b.literal))
    Differs(rule,
            "MySQL compares strings by the column's collation (by default case-insensitive and ignoring "
            "trailing spaces); Spanner compares them exactly");
}

Result Translator::Like(const Expr& left, const std::string& op) {
  Use("operator:like");
  Result e = Infix(left, op);
  if (e && d_.collation_compares) CollationDiffers(left, Atom("", Kind::kString), "operator:like");
  return e;
}

Result Translator::Distinct(const Expr& left, bool distinct) {
  Result right = Concat();
  if (!right || !Comparable(left, *right)) return std::nullopt;
  std::string op = distinct ? " != " : " = ";
  return Atom("COALESCE(" + Operand(left) + op + Operand(*right) + ", (" + Operand(left) + " IS NULL)" + op + "(" +
                  Operand(*right) + " IS NULL))",
              Kind::kBool);
}

Result Translator::Infix(const Expr& left, const std::string& op) {
  Result right = Concat();
  if (!right) return right;
  if (Word("ESCAPE")) return Fail("LIKE ... ESCAPE");
  return Compound(Operand(left) + " " + op + " " + Operand(*right), Kind::kBool);
}

Result Translator::CaseInsensitiveLike(const Expr& left, const std::string& no) {
  Use("operator:ilike");
  Result right = Concat();
  if (!right) return right;
  return Compound("LOWER(" + left.text + ") " + no + "LIKE LOWER(" + right->text + ")", Kind::kBool);
}

Result Translator::Regexp(const Expr& left, const std::string& no, const std::string& flags) {
  Use("operator:regexp");
  Result right = Concat();
  if (!right) return right;
  if (!right->string_literal || RegexpMayDiffer(right->value))
    Differs("operator:regexp",
            "Spanner's regular expressions are RE2: back-references, lookaround, word "
            "boundaries and locale-dependent classes ([[:alpha:]] of non-ASCII letters) differ");
  std::string pattern = flags.empty() ? right->text : "CONCAT('" + flags + "', " + right->text + ")";
  std::string call = "REGEXP_CONTAINS(" + left.text + ", " + pattern + ")";
  return no.empty() ? Atom(call, Kind::kBool) : Compound(no + call, Kind::kBool);
}

Result Translator::Is(const Expr& left) {
  std::string no = TakeWord("NOT") ? "NOT " : "";
  Use("operator:is");
  for (const char* w : {"NULL", "TRUE", "FALSE"})
    if (TakeWord(w)) return Compound(Operand(left) + " IS " + no + w, Kind::kBool);
  if (TakeWord("DISTINCT") && TakeWord("FROM")) return Use("operator:is-distinct"), Distinct(left, no.empty());
  return Fail("unsupported IS test");
}

Result Translator::In(const Expr& left, const std::string& no) {
  if (!Expect("(")) return std::nullopt;
  if (Word("SELECT")) return Fail("subquery");
  std::vector<Expr> items;
  if (!List(items, ")")) return std::nullopt;
  for (const auto& item : items) {
    if (!Comparable(left, item)) return std::nullopt;
    CollationDiffers(left, item, "operator:in");
  }
  Use("operator:in");
  return Compound(Operand(left) + " " + no + "IN (" + Join(items) + ")", Kind::kBool);
}

Result Translator::Quantified(const Expr& left, const std::string& op) {
  bool all = Word("ALL");
  ++i_;
  Use("operator:any-all");
  if (!Expect("(")) return std::nullopt;
  Result array = Or();
  if (!array || !Expect(")")) return std::nullopt;
  if (array->kind != Kind::kArray || (array->elements.empty() && !array->literal))
    return Fail("ANY/ALL over a non-literal array");
  if (!all && op == "=") return Compound(Operand(left) + " IN (" + JoinText(array->elements) + ")", Kind::kBool);
  if (all && (op == "<>" || op == "!="))
    return Compound(Operand(left) + " NOT IN (" + JoinText(array->elements) + ")", Kind::kBool);
  return Fail("ANY/ALL with " + op);
}

std::string Translator::JoinText(const std::vector<std::string>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out;
}

Result Translator::Between(const Expr& left, const std::string& no) {
  Result low = Concat();
  if (!low || !TakeWord("AND")) return low ? Fail("BETWEEN without AND") : low;
  Result high = Concat();
  if (!high || !Comparable(left, *low) || !Comparable(left, *high)) return std::nullopt;
  Use("operator:between");
  return Compound(Operand(left) + " " + no + "BETWEEN " + Operand(*low) + " AND " + Operand(*high), Kind::kBool);
}

Result Translator::Concat() {
  Result left = Additive();
  while (left) {
    if (Op("->") || Op("->>") || Op("#>") || Op("#>>")) {
      left = Json(*left, t_[i_++].text);
      continue;
    }
    if (d_.logical_symbols || !TakeOp("||")) break;
    Result right = Additive();
    if (!right) return right;
    Use("operator:concat");
    for (const Expr* e : {&*left, &*right})
      if (e->kind == Kind::kJson || e->kind == Kind::kArray) return Fail(std::string("|| of ") + KindName(e->kind));
    std::vector<Expr> operands = {*left, *right};
    TextOperands(operands, operands.size());
    left = Compound(Operand(operands[0]) + " || " + Operand(operands[1]), Kind::kString);
  }
  return left;
}

Result Translator::Json(const Expr& left, const std::string& op) {
  bool path_op = op[0] == '#', text = op.size() == 3;
  std::string rule = path_op ? "operator:json-path" : "operator:json-field";
  Use(rule);
  Result right = Additive();
  if (!right) return right;
  if (left.kind != Kind::kJson && left.kind != Kind::kUnknown)
    return Fail("JSON operator " + op + " on " + KindName(left.kind));
  std::optional<std::string> path = JsonPath(*right, path_op, d_.jsonpath_literals);
  if (!path) return Fail("JSON path " + right->text + " has no GoogleSQL JSONPath");
  if (text)
    Differs(rule,
            "JSON_VALUE gives NULL where the value at the path is an object or an array (the source gives "
            "its JSON text) and spells numbers in Spanner's normal form");
  return Atom(std::string(text ? "JSON_VALUE(" : "JSON_QUERY(") + left.text + ", " + QuoteString(*path) + ")",
              text ? Kind::kString : Kind::kJson);
}

Result Translator::Additive() {
  Result left = Multiplicative();
  while (left && (Op("+") || Op("-"))) {
    std::string op = t_[i_++].text;
    Result right = Multiplicative();
    if (!right) return right;
    Use("operator:arithmetic");
    left = Compound(Operand(*left) + " " + op + " " + Operand(*right), Arithmetic(left->kind, right->kind, false));
  }
  return left;
}

Result Translator::Multiplicative() {
  Result left = Unary();
  while (left && (Op("*") || Op("/") || Op("%") || (d_.div_mod_words && (Word("DIV") || Word("MOD"))))) {
    std::string op = model::ToUpper(t_[i_++].text);
    Result right = Unary();
    if (!right) return right;
    bool integers = left->kind == Kind::kInt64 && right->kind == Kind::kInt64;
    const char* rule = op == "*"     ? "operator:arithmetic"
                       : op == "/"   ? "operator:division"
                       : op == "DIV" ? "operator:div"
                                     : "operator:modulo";
    Use(rule);
    if (op == "/" && d_.integer_division_truncates && integers) op = "DIV";
    if (d_.division_by_zero_null && op != "*")
      Differs(rule, std::string("MySQL gives NULL for a division by zero outside strict mode (Spanner raises an "
                                "error)") +
                        (op == "/" ? ", and keeps 4 more decimal places than the operands where Spanner computes "
                                     "FLOAT64"
                                   : ""));
    if (op == "*" || op == "/")
      left =
          Compound(Operand(*left) + " " + op + " " + Operand(*right), Arithmetic(left->kind, right->kind, op == "/"));
    else
      left = Atom((op == "DIV" ? "DIV(" : "MOD(") + left->text + ", " + right->text + ")",
                  Arithmetic(left->kind, right->kind, false));
  }
  return left;
}

Result Translator::Unary() {
  if (TakeOp("+")) return Unary();
  if (TakeOp("-")) {
    Result e = Unary();
    if (!e) return e;
    if (e->literal && !e->string_literal && e->kind != Kind::kNull) {
      Use("literal:number");
      e->value = e->value.starts_with("-") ? e->value.substr(1) : "-" + e->value;
      e->text = e->value;
      return e;
    }
    Use("operator:negate");
    return Compound("-" + Operand(*e), e->kind);
  }
  return Postfix();
}

Result Translator::Postfix() {
  Result e = Primary();
  while (e && TakeOp("::")) {
    std::optional<CastType> type = ParseType();
    if (!type) return std::nullopt;
    e = Cast(*e, *type);
  }
  if (e && Op("[")) return Fail("array subscript");
  return e;
}

}  // namespace spanlift::convert::expressions

namespace spanlift::convert {

Translation TranslateExpression(std::string_view source, const ExpressionEnv& env) {
  Translation out;
  auto tokens = Tokenize(source, env.dialect, out.error);
  if (!tokens) return out;
  std::optional<Expr> e = expressions::Translator(std::move(*tokens), env, out).Run();
  if (e && !out.sequence.empty() && !e->text.empty()) {
    out.error = "nextval() inside a larger expression";
    return out;
  }
  if (e) out.expr = std::move(*e);
  return out;
}

}  // namespace spanlift::convert
