// Primaries: literals, column references, keywords, CASE and array literals.
#include <algorithm>
#include <cctype>
#include <set>

#include "convert/expressions/translator.h"

namespace spanlift::convert::expressions {

bool Translator::List(std::vector<Expr>& items, std::string_view close) {
  if (TakeOp(close)) return true;
  do {
    Result e = Or();
    if (!e) return false;
    items.push_back(std::move(*e));
  } while (TakeOp(","));
  return Expect(close);
}

Result Translator::Primary() {
  const Token& tok = Peek();
  if (d_.bracket_arrays && Op("[")) return ArrayLiteral(false);
  switch (tok.type) {
    case Tok::kNumber: {
      ++i_;
      Use("literal:number");
      Expr e = Atom(tok.text, tok.text.find_first_of(".eE") == std::string::npos ? Kind::kInt64 : Kind::kFloat64);
      e.literal = true;
      e.value = tok.text;
      return e;
    }
    case Tok::kString: return StringLiteral(t_[i_++].text, Kind::kString);
    case Tok::kBytes: return StringLiteral(t_[i_++].text, Kind::kBytes);
    case Tok::kHexString: return HexLiteral(t_[i_++].text);
    case Tok::kBitString: return BitLiteral(t_[i_++].text);
    case Tok::kQuotedIdent:  // "now"() is a call (pg_dump quotes some function names)
      return Op("(", 1) || (Op(".", 1) && Op("(", 3)) ? Call() : ColumnRef();
    case Tok::kIdent: return Word_();
    case Tok::kOp:
      if (TakeOp("(")) {
        if (Word("SELECT")) return Fail("subquery");
        Result e = Or();
        if (!e || !Expect(")")) return std::nullopt;
        return e;
      }
      return Fail("unexpected '" + tok.text + "'");
    case Tok::kEnd: break;
  }
  return Fail("unexpected end of expression");
}

Result Translator::StringLiteral(const std::string& value, Kind kind) {
  Use("literal:string");
  Expr e = Atom(kind == Kind::kBytes ? QuoteBytes(value) : QuoteString(value), kind);
  e.literal = e.string_literal = true;
  e.value = value;
  return e;
}

Result Translator::HexLiteral(const std::string& digits) {
  Use("literal:hex");
  if (digits.size() % 2) return Fail("odd hex literal");
  std::string bytes;
  for (size_t i = 0; i < digits.size(); i += 2) bytes += static_cast<char>(std::stoi(digits.substr(i, 2), nullptr, 16));
  return StringLiteral(bytes, Kind::kBytes);
}

Result Translator::BitLiteral(const std::string& bits) {
  Use("literal:bit");
  if (bits.size() > 63 || bits.find_first_not_of("01") != std::string::npos) return Fail("bit literal");
  Expr e = Atom(std::to_string(bits.empty() ? 0 : std::stoll(bits, nullptr, 2)), Kind::kInt64);
  e.literal = true;
  e.value = e.text;
  return e;
}

Result Translator::Keyword(const std::string& upper) {
  if (upper == "NULL" || upper == "TRUE" || upper == "FALSE") {
    ++i_;
    Use(upper == "NULL" ? "null:literal" : "literal:bool");
    Expr e = Atom(upper, upper == "NULL" ? Kind::kNull : Kind::kBool);
    e.literal = true;
    e.value = upper == "TRUE" ? "1" : "0";
    return e;
  }
  static const std::pair<const char*, Kind> kTypedLiterals[] = {
      {"DATE", Kind::kDate}, {"TIMESTAMP", Kind::kTimestamp}, {"NUMERIC", Kind::kNumeric}, {"JSON", Kind::kJson}};
  for (const auto& [word, kind] : kTypedLiterals)
    if (upper == word && Peek(1).type == Tok::kString) {
      ++i_;
      Use("literal:typed");
      Result lit = StringLiteral(t_[i_++].text, Kind::kString);
      std::string why;
      auto text = LiteralAs(*lit, kind, why);
      if (!text) return Fail(why);
      lit->text = *text;
      lit->kind = kind;
      return lit;
    }
  if (upper == "GET_NEXT_SEQUENCE_VALUE" && Op("(", 1) && Word("SEQUENCE", 2)) {  // GoogleSQL
    if (env_.deterministic) return Fail("GET_NEXT_SEQUENCE_VALUE is not deterministic, which Spanner requires here");
    i_ += 3;
    std::string name = t_[i_++].text;  // `s`, or `schema.s` in a named schema
    while (Op(".") && i_ + 1 < t_.size()) {
      name += "." + t_[i_ + 1].text;
      i_ += 2;
    }
    Result seq = Nextval(name);
    return seq && Expect(")") ? seq : std::nullopt;
  }
  if (upper == "CASE") return Case();
  if (upper == "CAST") return CastCall();
  if (upper == "ARRAY") return ArrayLiteral();
  if (upper == "NEXT" && Word("VALUE", 1) && Word("FOR", 2)) {
    if (env_.deterministic) return Fail("NEXT VALUE FOR is not deterministic, which Spanner requires here");
    i_ += 3;
    return Nextval(t_[i_++].text);
  }
  for (const char* refused : {"INTERVAL", "EXISTS", "SELECT", "CURRENT_TIME", "CURRENT_USER", "SESSION_USER", "USER"})
    if (upper == refused && !(d_.user_is_a_name && upper == "USER"))
      return Fail(upper + " has no Spanner equivalent here");
  return std::nullopt;
}

Result Translator::Word_() {
  std::string upper = model::ToUpper(Peek().text);
  if (Result k = Keyword(upper)) return k;
  if (!out_.error.empty()) return std::nullopt;
  if (Op("(", 1) || (Op(".", 1) && Op("(", 3))) return Call();
  static const std::set<std::string> kNiladic = {"CURRENT_TIMESTAMP", "LOCALTIMESTAMP", "LOCALTIME", "CURRENT_DATE"};
  if (kNiladic.count(upper)) return Call();
  return ColumnRef();
}

Result Translator::ColumnRef() {
  std::string name = t_[i_++].text;
  while (TakeOp(".")) name = t_[i_++].text;  // table.column: the column
  if (!env_.column) return Fail("column reference " + name + " is not allowed here");
  auto column = env_.column(name);
  if (!column) return Fail("unknown column " + name);
  Use("column");
  return Atom(column->name, column->kind);
}

Result Translator::Case() {
  ++i_;
  Use("case");
  std::string text = "CASE";
  if (!Word("WHEN")) {
    Result operand = Or();
    if (!operand) return operand;
    CollationDiffers(*operand, Atom("", Kind::kString), "case");
    text += " " + Operand(*operand);
  }
  Kind kind = Kind::kUnknown;
  while (TakeWord("WHEN")) {
    Result when = Or();
    if (!when || !TakeWord("THEN")) return when ? Fail("CASE without THEN") : when;
    Result then = Or();
    if (!then) return then;
    if (kind == Kind::kUnknown) kind = then->kind;
    text += " WHEN " + Operand(*when) + " THEN " + Operand(*then);
  }
  if (TakeWord("ELSE")) {
    Result otherwise = Or();
    if (!otherwise) return otherwise;
    text += " ELSE " + Operand(*otherwise);
  }
  if (!TakeWord("END")) return Fail("CASE without END");
  return Atom(text + " END", kind);
}

Result Translator::ArrayLiteral(bool after_word) {
  if (after_word) ++i_;  // ARRAY
  Use("literal:array");
  if (TakeOp("<")) {  // GoogleSQL ARRAY<T>[...]: the elements say the type
    for (int depth = 1; depth > 0 && Peek().type != Tok::kEnd; ++i_) depth += Op("<") ? 1 : Op(">") ? -1 : 0;
  }
  if (!Expect("[")) return std::nullopt;
  std::vector<Expr> items;
  if (!List(items, "]")) return std::nullopt;
  Expr e = Atom("[" + Join(items) + "]", Kind::kArray);
  e.literal = true;
  for (auto& item : items) e.elements.push_back(item.text);
  return e;
}

}  // namespace spanlift::convert::expressions
