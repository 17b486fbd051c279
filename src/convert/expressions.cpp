// A small recursive-descent translator from MySQL / PostgreSQL expressions to GoogleSQL. Every
// operand that is not atomic gets parentheses, so the result never depends on the two
// languages' operator precedences agreeing.
#include "convert/expressions.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "convert/expression_lexer.h"

namespace spanlift::convert {

namespace {

struct CastType {
  std::string rule;     // "cast:INT64", "cast:user-type"...
  std::string spanner;  // GoogleSQL name for CAST
  Kind kind = Kind::kUnknown;
  bool array = false;
  bool known = false;     // a built-in type (else: user type, e.g. an enum)
  bool regclass = false;  // 'seq'::regclass in nextval()
};

// Source cast targets -> GoogleSQL.
const std::pair<std::set<std::string>, std::pair<const char*, Kind>> kCastTypes[] = {
    {{"smallint", "integer", "int", "int2", "int4", "int8", "bigint", "signed", "unsigned", "signed integer",
      "unsigned integer"},
     {"INT64", Kind::kInt64}},
    {{"int64"}, {"INT64", Kind::kInt64}},  // GoogleSQL's own names, for Spanner input
    {{"string"}, {"STRING", Kind::kString}},
    {{"float64", "float32"}, {"FLOAT64", Kind::kFloat64}},
    {{"bytes"}, {"BYTES", Kind::kBytes}},
    {{"numeric", "decimal"}, {"NUMERIC", Kind::kNumeric}},
    {{"real", "float4", "float", "double precision", "float8", "double"}, {"FLOAT64", Kind::kFloat64}},
    {{"text", "varchar", "character varying", "char", "character", "bpchar", "name", "citext", "nchar"},
     {"STRING", Kind::kString}},
    {{"boolean", "bool"}, {"BOOL", Kind::kBool}},
    {{"date"}, {"DATE", Kind::kDate}},
    {{"timestamp", "timestamp without time zone", "timestamp with time zone", "timestamptz", "datetime"},
     {"TIMESTAMP", Kind::kTimestamp}},
    {{"json", "jsonb"}, {"JSON", Kind::kJson}},
    {{"bytea", "binary"}, {"BYTES", Kind::kBytes}},
};

// Casts outside kCastTypes, by rule name.
constexpr std::string_view kOtherCasts[] = {"cast:regclass", "cast:uuid", "cast:untranslatable", "cast:user-type",
                                            "cast:array"};

CastType LookupCastType(const std::string& name, bool native_uuid) {
  CastType t;
  t.rule = "cast:user-type";
  if (name == "regclass") {
    t.known = t.regclass = true;
    t.rule = "cast:regclass";
  }
  static const std::set<std::string> kUntranslatable = {"interval", "time", "timetz", "time without time zone",
                                                        "time with time zone"};
  if (kUntranslatable.count(name)) {  // known, but no GoogleSQL value: casts fail
    t.known = true;
    t.rule = "cast:untranslatable";
  }
  if (name == "uuid") {
    t.known = true;
    t.rule = "cast:uuid";
    t.spanner = native_uuid ? "UUID" : "STRING";
    t.kind = native_uuid ? Kind::kUuid : Kind::kString;
  }
  for (const auto& [names, target] : kCastTypes)
    if (names.count(name)) {
      t.known = true;
      t.rule = std::string("cast:") + target.first;
      t.spanner = target.first;
      t.kind = target.second;
    }
  return t;
}

enum class Fn { kPlain, kNow, kToday, kUuid, kTimeOrderedUuid, kNextval, kTimezone, kLength, kNullIgnoring, kConcat,
                kTrim, kRound, kUpper, kSubstr, kConcatWs, kJsonExtract, kJsonUnquote };

struct FunctionRow {
  std::string_view source;
  std::string_view spanner;
  Fn fn = Fn::kPlain;
  Kind kind = Kind::kUnknown;  // kUnknown: the kind of the first argument
  int min_args = 0, max_args = 0;  // max -1: any number
  int text_args = 0;               // leading arguments that must be STRING (-1: all); MySQL converts
};

// Functions with a GoogleSQL counterpart of the same meaning (docs/type-mapping.md, "Expressions").
constexpr FunctionRow kFunctions[] = {
    {"now", "", Fn::kNow, Kind::kTimestamp, 0, 0},
    {"current_timestamp", "", Fn::kNow, Kind::kTimestamp, 0, 1},
    {"localtimestamp", "", Fn::kNow, Kind::kTimestamp, 0, 1},
    {"localtime", "", Fn::kNow, Kind::kTimestamp, 0, 1},
    {"transaction_timestamp", "", Fn::kNow, Kind::kTimestamp, 0, 0},
    {"statement_timestamp", "", Fn::kNow, Kind::kTimestamp, 0, 0},
    {"clock_timestamp", "", Fn::kNow, Kind::kTimestamp, 0, 0},
    {"utc_timestamp", "", Fn::kNow, Kind::kTimestamp, 0, 1},
    {"sysdate", "", Fn::kNow, Kind::kTimestamp, 0, 1},
    {"current_date", "", Fn::kToday, Kind::kDate, 0, 0},
    {"curdate", "", Fn::kToday, Kind::kDate, 0, 0},
    {"utc_date", "", Fn::kToday, Kind::kDate, 0, 0},
    {"gen_random_uuid", "", Fn::kUuid, Kind::kString, 0, 0},
    {"uuid_generate_v4", "", Fn::kUuid, Kind::kString, 0, 0},
    {"uuid", "", Fn::kUuid, Kind::kString, 0, 0},
    {"uuidv4", "", Fn::kUuid, Kind::kString, 0, 0},
    {"uuidv7", "", Fn::kTimeOrderedUuid, Kind::kString, 0, 0},
    {"uuid_generate_v1", "", Fn::kTimeOrderedUuid, Kind::kString, 0, 0},
    {"uuid_generate_v1mc", "", Fn::kTimeOrderedUuid, Kind::kString, 0, 0},
    {"uuid_generate_v7", "", Fn::kTimeOrderedUuid, Kind::kString, 0, 0},
    {"nextval", "", Fn::kNextval, Kind::kInt64, 1, 1},
    {"timezone", "", Fn::kTimezone, Kind::kTimestamp, 2, 2},
    {"length", "", Fn::kLength, Kind::kInt64, 1, 1, 1},
    {"char_length", "CHAR_LENGTH", Fn::kPlain, Kind::kInt64, 1, 1, -1},
    {"character_length", "CHAR_LENGTH", Fn::kPlain, Kind::kInt64, 1, 1, -1},
    {"octet_length", "BYTE_LENGTH", Fn::kPlain, Kind::kInt64, 1, 1, 1},
    {"lower", "LOWER", Fn::kPlain, Kind::kString, 1, 1, -1},
    {"upper", "UPPER", Fn::kUpper, Kind::kString, 1, 1, -1},
    {"trim", "TRIM", Fn::kTrim, Kind::kString, 1, 1, -1},
    {"ltrim", "LTRIM", Fn::kTrim, Kind::kString, 1, 1, -1},
    {"rtrim", "RTRIM", Fn::kTrim, Kind::kString, 1, 1, -1},
    {"concat", "CONCAT", Fn::kConcat, Kind::kString, 1, -1, -1},
    {"concat_ws", "", Fn::kConcatWs, Kind::kString, 2, -1, -1},
    {"json_extract", "", Fn::kJsonExtract, Kind::kJson, 2, 2},  // MySQL: one path
    {"json_unquote", "", Fn::kJsonUnquote, Kind::kString, 1, 1},
    {"substr", "SUBSTR", Fn::kSubstr, Kind::kString, 2, 3, 1},
    {"substring", "SUBSTR", Fn::kSubstr, Kind::kString, 2, 3, 1},
    {"replace", "REPLACE", Fn::kPlain, Kind::kString, 3, 3, -1},
    {"abs", "ABS", Fn::kPlain, Kind::kUnknown, 1, 1},
    {"sign", "SIGN", Fn::kPlain, Kind::kUnknown, 1, 1},
    {"mod", "MOD", Fn::kPlain, Kind::kUnknown, 2, 2},
    {"round", "ROUND", Fn::kRound, Kind::kUnknown, 1, 2},
    {"floor", "FLOOR", Fn::kPlain, Kind::kUnknown, 1, 1},
    {"ceil", "CEIL", Fn::kPlain, Kind::kUnknown, 1, 1},
    {"ceiling", "CEIL", Fn::kPlain, Kind::kUnknown, 1, 1},
    {"sqrt", "SQRT", Fn::kPlain, Kind::kFloat64, 1, 1},
    {"power", "POW", Fn::kPlain, Kind::kFloat64, 2, 2},
    {"pow", "POW", Fn::kPlain, Kind::kFloat64, 2, 2},
    {"coalesce", "COALESCE", Fn::kPlain, Kind::kUnknown, 1, -1},
    {"ifnull", "IFNULL", Fn::kPlain, Kind::kUnknown, 2, 2},
    {"nullif", "NULLIF", Fn::kPlain, Kind::kUnknown, 2, 2},
    {"greatest", "GREATEST", Fn::kNullIgnoring, Kind::kUnknown, 1, -1},
    {"least", "LEAST", Fn::kNullIgnoring, Kind::kUnknown, 1, -1},
    {"if", "IF", Fn::kPlain, Kind::kUnknown, 3, 3},
    {"div", "DIV", Fn::kPlain, Kind::kInt64, 2, 2},  // PostgreSQL's div(a, b): truncates, like DIV
};

// GoogleSQL functions, for Spanner input only (spanlift's own output converted again): a MySQL or
// PostgreSQL function of the same name (to_hex, a user function) means something else.
constexpr FunctionRow kGoogleFunctions[] = {
    {"generate_uuid", "", Fn::kUuid, Kind::kString, 0, 0},
    // What the translations of source expressions use.
    {"date", "DATE", Fn::kPlain, Kind::kDate, 1, 3},
    {"timestamp", "TIMESTAMP", Fn::kPlain, Kind::kTimestamp, 1, 2},
    {"parse_json", "PARSE_JSON", Fn::kPlain, Kind::kJson, 1, 2},
    {"to_json_string", "TO_JSON_STRING", Fn::kPlain, Kind::kString, 1, 2},
    {"json_value", "JSON_VALUE", Fn::kPlain, Kind::kString, 1, 2},
    {"json_query", "JSON_QUERY", Fn::kPlain, Kind::kJson, 1, 2},
    {"array_to_string", "ARRAY_TO_STRING", Fn::kPlain, Kind::kString, 2, 3},
    {"trunc", "TRUNC", Fn::kPlain, Kind::kUnknown, 1, 2},
    {"new_uuid", "NEW_UUID", Fn::kPlain, Kind::kUuid, 0, 0},
    {"pending_commit_timestamp", "PENDING_COMMIT_TIMESTAMP", Fn::kPlain, Kind::kTimestamp, 0, 0},
    {"regexp_contains", "REGEXP_CONTAINS", Fn::kPlain, Kind::kBool, 2, 2},
    {"byte_length", "BYTE_LENGTH", Fn::kPlain, Kind::kInt64, 1, 1},
    {"farm_fingerprint", "FARM_FINGERPRINT", Fn::kPlain, Kind::kInt64, 1, 1},
    {"bit_reverse", "BIT_REVERSE", Fn::kPlain, Kind::kInt64, 2, 2},
    // The key text of shard columns (docs/sharding.md), always with an explicit time zone.
    {"format_timestamp", "FORMAT_TIMESTAMP", Fn::kPlain, Kind::kString, 2, 3, 1},
    {"format_date", "FORMAT_DATE", Fn::kPlain, Kind::kString, 2, 2, 1},
    {"to_hex", "TO_HEX", Fn::kPlain, Kind::kString, 1, 1},
    // Full-text search: the TOKENLIST columns a search index reads.
    {"tokenize_fulltext", "TOKENIZE_FULLTEXT", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_substring", "TOKENIZE_SUBSTRING", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_ngrams", "TOKENIZE_NGRAMS", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_number", "TOKENIZE_NUMBER", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_bool", "TOKENIZE_BOOL", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"tokenize_json", "TOKENIZE_JSON", Fn::kPlain, Kind::kTokenlist, 1, 1},
    {"token", "TOKEN", Fn::kPlain, Kind::kUnknown, 1, 1},
    {"tokenlist_concat", "TOKENLIST_CONCAT", Fn::kPlain, Kind::kTokenlist, 1, 1},
};

const FunctionRow* FindFunction(const std::string& name, model::Dialect dialect) {
  for (const auto& row : kFunctions)
    if (row.source == name) return &row;
  if (dialect == model::Dialect::kSpanner)
    for (const auto& row : kGoogleFunctions)
      if (row.source == name) return &row;
  return nullptr;
}

// Rules that are not rows of kFunctions or kCastTypes; the translator names the one it applies.
constexpr std::string_view kSyntaxRules[] = {
    "operator:and", "operator:or", "operator:not", "operator:compare", "operator:null-safe-equal", "operator:is",
    "operator:is-distinct", "operator:in", "operator:any-all", "operator:between", "operator:like", "operator:ilike",
    "operator:regexp", "operator:concat", "operator:arithmetic", "operator:division", "operator:modulo",
    "operator:div", "operator:negate", "operator:json-field", "operator:json-path", "case", "column",
    "literal:number", "literal:string", "literal:hex", "literal:bit", "literal:bool", "literal:typed",
    "literal:array", "null:literal", "null:typed", "null:comparison"};

std::string Operand(const Expr& e) { return e.atomic ? e.text : "(" + e.text + ")"; }

Expr Compound(std::string text, Kind kind) {
  Expr e;
  e.text = std::move(text);
  e.kind = kind;
  e.atomic = false;
  return e;
}

Expr Atom(std::string text, Kind kind) {
  Expr e;
  e.text = std::move(text);
  e.kind = kind;
  return e;
}

Kind Arithmetic(Kind a, Kind b, bool division) {
  auto numeric = [](Kind k) { return k == Kind::kInt64 || k == Kind::kNumeric || k == Kind::kFloat64; };
  if (!numeric(a) || !numeric(b)) return Kind::kUnknown;
  if (a == Kind::kFloat64 || b == Kind::kFloat64) return Kind::kFloat64;
  if (a == Kind::kNumeric || b == Kind::kNumeric) return Kind::kNumeric;
  return division ? Kind::kFloat64 : Kind::kInt64;
}

std::string Join(const std::vector<Expr>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i].text;
  return out;
}

// PostgreSQL rounds FLOAT8 halves to even (round(x), casts to integers); Spanner's ROUND and CAST
// round them away from zero.
std::string RoundHalfEven(const std::string& x) {
  return "IF(ABS(" + x + " - TRUNC(" + x + ")) = 0.5, 2 * ROUND(" + x + " / 2), ROUND(" + x + "))";
}

// Pattern syntax where POSIX (PostgreSQL) or PCRE (MariaDB) and RE2 part: back-references,
// lookaround and flags groups, character classes, PostgreSQL's word-boundary escapes.
bool RegexpMayDiffer(std::string_view pattern) {
  for (std::string_view risky : {"(?", "[[:", "[[=", "[[.", "\\m", "\\M", "\\y", "\\Y", "\\<", "\\>"})
    if (pattern.find(risky) != std::string_view::npos) return true;
  for (size_t i = 0; i + 1 < pattern.size(); ++i)
    if (pattern[i] == '\\' && std::isdigit(static_cast<unsigned char>(pattern[i + 1]))) return true;
  return false;
}

bool SimpleJsonKey(std::string_view key) {
  if (key.empty() || std::isdigit(static_cast<unsigned char>(key[0]))) return false;
  return std::all_of(key.begin(), key.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

bool Digits(std::string_view v) {
  return !v.empty() &&
         std::all_of(v.begin(), v.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// One JSONPath step for a PostgreSQL key or array index; nullopt when JSONPath cannot say it.
std::optional<std::string> JsonStep(std::string_view key, bool index) {
  if (index && Digits(key)) return "[" + std::string(key) + "]";
  if (!index && SimpleJsonKey(key)) return "." + std::string(key);
  return std::nullopt;
}

// PostgreSQL: data->'k', data->0, data#>'{a,0}'. MySQL: data->'$.k[0]' (already a JSONPath).
std::optional<std::string> JsonPath(const Expr& operand, bool path_op, bool mysql) {
  if (mysql) {
    if (!operand.string_literal || !operand.value.starts_with("$")) return std::nullopt;
    std::string_view rest = std::string_view(operand.value).substr(1);
    while (!rest.empty()) {  // only .key and [n] steps
      size_t end = rest[0] == '.' ? rest.find_first_of(".[", 1) : rest.find(']') + 1;
      std::string_view step = rest.substr(0, end);
      bool ok = rest[0] == '.' ? SimpleJsonKey(step.substr(1))
                               : rest[0] == '[' && end != 0 && Digits(step.substr(1, step.size() - 2));
      if (!ok) return std::nullopt;
      rest.remove_prefix(end == std::string_view::npos ? rest.size() : end);
    }
    return operand.value;
  }
  if (!operand.literal) return std::nullopt;
  std::string path = "$";
  if (!path_op) {
    auto step = JsonStep(operand.value, !operand.string_literal);
    return step ? std::optional(path + *step) : std::nullopt;
  }
  auto keys = operand.string_literal ? SplitArrayLiteral(operand.value) : std::nullopt;
  if (!keys) return std::nullopt;
  for (const auto& key : *keys) {
    auto step = JsonStep(key, Digits(key));
    if (!step) return std::nullopt;
    path += *step;
  }
  return path;
}

class Translator {
 public:
  Translator(std::vector<Token> tokens, const ExpressionEnv& env, Translation& out)
      : t_(std::move(tokens)),
        env_(env),
        out_(out),
        mysql_(env.dialect == model::Dialect::kMySql),
        pg_(env.dialect == model::Dialect::kPostgres) {}

  std::optional<Expr> Run() {
    auto e = Or();
    if (e && Peek().type != Tok::kEnd) return Fail("unexpected '" + Peek().text + "'");
    return e;
  }

 private:
  using Result = std::optional<Expr>;

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

  Result Or() {
    Result left = And();
    while (left && (TakeWord("OR") || (mysql_ && TakeOp("||")))) {
      Result right = And();
      if (!right) return right;
      Use("operator:or");
      left = Compound(Operand(*left) + " OR " + Operand(*right), Kind::kBool);
    }
    return left;
  }

  Result And() {
    Result left = Not();
    while (left && (TakeWord("AND") || (mysql_ && TakeOp("&&")))) {
      Result right = Not();
      if (!right) return right;
      Use("operator:and");
      left = Compound(Operand(*left) + " AND " + Operand(*right), Kind::kBool);
    }
    return left;
  }

  Result Not() {
    if (TakeWord("NOT") || (mysql_ && TakeOp("!"))) {
      Result e = Not();
      if (!e) return e;
      Use("operator:not");
      return Compound("NOT " + Operand(*e), Kind::kBool);
    }
    return Comparison();
  }

  Result Comparison() {
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
    if (mysql_ && (TakeWord("REGEXP") || TakeWord("RLIKE"))) return Regexp(*left, no, "(?i)");
    if (TakeOp("!~")) return Regexp(*left, "NOT ", "");
    if (TakeOp("~*")) return Regexp(*left, "", "(?i)");
    if (TakeOp("!~*")) return Regexp(*left, "NOT ", "(?i)");
    if (negated) return Fail("unexpected NOT");
    return left;
  }

  // GoogleSQL compares numbers with numbers and text with text; MySQL converts silently, so a
  // mixed comparison is refused rather than emitted for Spanner to reject.
  bool Comparable(const Expr& a, const Expr& b) {
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

  // Spanner rejects `x = NULL`; a typed NULL keeps the comparison's meaning (always NULL).
  bool TypedNull(Expr& null, const Expr& other) {
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

  // MySQL compares strings by the collation, by default without case and trailing spaces.
  void CollationDiffers(const Expr& a, const Expr& b, const char* rule) {
    if (mysql_ && a.kind == Kind::kString && b.kind == Kind::kString && !(a.literal && b.literal))
      Differs(rule,
              "MySQL compares strings by the column's collation (by default case-insensitive and ignoring "
              "trailing spaces); Spanner compares them exactly");
  }

  Result Like(const Expr& left, const std::string& op) {
    Use("operator:like");
    Result e = Infix(left, op);
    if (e && mysql_) CollationDiffers(left, Atom("", Kind::kString), "operator:like");
    return e;
  }

  // Spanner has no IS [NOT] DISTINCT FROM: the comparison decides unless a side is NULL, then
  // whether both are.
  Result Distinct(const Expr& left, bool distinct) {
    Result right = Concat();
    if (!right || !Comparable(left, *right)) return std::nullopt;
    std::string op = distinct ? " != " : " = ";
    return Atom("COALESCE(" + Operand(left) + op + Operand(*right) + ", (" + Operand(left) + " IS NULL)" + op + "(" +
                    Operand(*right) + " IS NULL))",
                Kind::kBool);
  }

  Result Infix(const Expr& left, const std::string& op) {
    Result right = Concat();
    if (!right) return right;
    if (Word("ESCAPE")) return Fail("LIKE ... ESCAPE");
    return Compound(Operand(left) + " " + op + " " + Operand(*right), Kind::kBool);
  }

  Result CaseInsensitiveLike(const Expr& left, const std::string& no) {
    Use("operator:ilike");
    Result right = Concat();
    if (!right) return right;
    return Compound("LOWER(" + left.text + ") " + no + "LIKE LOWER(" + right->text + ")", Kind::kBool);
  }

  // MySQL's REGEXP follows the collation (case-insensitive by default): (?i).
  Result Regexp(const Expr& left, const std::string& no, const std::string& flags) {
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

  Result Is(const Expr& left) {
    std::string no = TakeWord("NOT") ? "NOT " : "";
    Use("operator:is");
    for (const char* w : {"NULL", "TRUE", "FALSE"})
      if (TakeWord(w)) return Compound(Operand(left) + " IS " + no + w, Kind::kBool);
    if (TakeWord("DISTINCT") && TakeWord("FROM")) return Use("operator:is-distinct"), Distinct(left, no.empty());
    return Fail("unsupported IS test");
  }

  Result In(const Expr& left, const std::string& no) {
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

  // x = ANY (ARRAY[...]) -> x IN (...); x <> ALL (ARRAY[...]) -> x NOT IN (...).
  Result Quantified(const Expr& left, const std::string& op) {
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

  static std::string JoinText(const std::vector<std::string>& items) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
    return out;
  }

  Result Between(const Expr& left, const std::string& no) {
    Result low = Concat();
    if (!low || !TakeWord("AND")) return low ? Fail("BETWEEN without AND") : low;
    Result high = Concat();
    if (!high || !Comparable(left, *low) || !Comparable(left, *high)) return std::nullopt;
    Use("operator:between");
    return Compound(Operand(left) + " " + no + "BETWEEN " + Operand(*low) + " AND " + Operand(*high), Kind::kBool);
  }

  // PostgreSQL's || and the JSON operators share one precedence level, above comparisons.
  Result Concat() {
    Result left = Additive();
    while (left) {
      if (Op("->") || Op("->>") || Op("#>") || Op("#>>")) {
        left = Json(*left, t_[i_++].text);
        continue;
      }
      if (mysql_ || !TakeOp("||")) break;
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

  // JSON field and path operators -> JSON_QUERY (-> #>) / JSON_VALUE (->> #>>) with a JSONPath.
  Result Json(const Expr& left, const std::string& op) {
    bool path_op = op[0] == '#', text = op.size() == 3;
    std::string rule = path_op ? "operator:json-path" : "operator:json-field";
    Use(rule);
    Result right = Additive();
    if (!right) return right;
    if (left.kind != Kind::kJson && left.kind != Kind::kUnknown)
      return Fail("JSON operator " + op + " on " + KindName(left.kind));
    std::optional<std::string> path = JsonPath(*right, path_op, mysql_);
    if (!path) return Fail("JSON path " + right->text + " has no GoogleSQL JSONPath");
    if (text)
      Differs(rule,
              "JSON_VALUE gives NULL where the value at the path is an object or an array (the source gives "
              "its JSON text) and spells numbers in Spanner's normal form");
    return Atom(std::string(text ? "JSON_VALUE(" : "JSON_QUERY(") + left.text + ", " + QuoteString(*path) + ")",
                text ? Kind::kString : Kind::kJson);
  }

  Result Additive() {
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

  Result Multiplicative() {
    Result left = Unary();
    while (left && (Op("*") || Op("/") || Op("%") || (mysql_ && (Word("DIV") || Word("MOD"))))) {
      std::string op = model::ToUpper(t_[i_++].text);
      Result right = Unary();
      if (!right) return right;
      bool integers = left->kind == Kind::kInt64 && right->kind == Kind::kInt64;
      const char* rule = op == "*"     ? "operator:arithmetic"
                         : op == "/"   ? "operator:division"
                         : op == "DIV" ? "operator:div"
                                       : "operator:modulo";
      Use(rule);
      if (op == "/" && pg_ && integers) op = "DIV";  // PostgreSQL's integer division truncates
      if (mysql_ && op != "*")
        Differs(rule, std::string("MySQL gives NULL for a division by zero outside strict mode (Spanner raises an "
                                  "error)") +
                          (op == "/" ? ", and keeps 4 more decimal places than the operands where Spanner computes "
                                       "FLOAT64"
                                     : ""));
      if (op == "*" || op == "/")
        left = Compound(Operand(*left) + " " + op + " " + Operand(*right), Arithmetic(left->kind, right->kind, op == "/"));
      else
        left = Atom((op == "DIV" ? "DIV(" : "MOD(") + left->text + ", " + right->text + ")",
                    Arithmetic(left->kind, right->kind, false));
    }
    return left;
  }

  Result Unary() {
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

  Result Postfix() {
    Result e = Primary();
    while (e && TakeOp("::")) {
      std::optional<CastType> type = ParseType();
      if (!type) return std::nullopt;
      e = Cast(*e, *type);
    }
    if (e && Op("[")) return Fail("array subscript");
    return e;
  }

  std::optional<CastType> ParseType() {
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
    static const std::set<std::string> kMoreWords = {"varying", "precision", "without", "with", "time", "zone",
                                                     "integer"};
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

  Result Cast(const Expr& e, const CastType& type) {
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
    if (env_.dialect != model::Dialect::kSpanner) {  // GoogleSQL input keeps its casts as written
      if (std::optional<Expr> special = SourceCast(e, type)) return special;
      if (!out_.error.empty()) return std::nullopt;
    }
    return Atom("CAST(" + e.text + " AS " + type.spanner + ")", type.kind);
  }

  // Casts whose GoogleSQL CAST means something else (rounding, time zone, JSON); nullopt: CAST.
  std::optional<Expr> SourceCast(const Expr& e, const CastType& type) {
    if (e.kind == Kind::kFloat64 && type.kind == Kind::kInt64) {
      if (mysql_)
        Differs(type.rule, "MariaDB clamps a FLOAT64 outside INT64's range to INT64's limits; Spanner raises an error");
      return Atom("CAST(" + RoundHalfEven(e.text) + " AS INT64)", Kind::kInt64);
    }
    if (e.kind == Kind::kNumeric && type.kind == Kind::kString)
      Differs(type.rule, "NUMERIC text has no trailing zeros (the source keeps its scale: 2.50, not 2.5)");
    if (std::optional<Expr> json = JsonCast(e, type)) return json;
    return out_.error.empty() ? ZonedCast(e, type) : std::nullopt;
  }

  // Spanner casts neither text to JSON nor JSON to anything: PARSE_JSON and TO_JSON_STRING.
  Result JsonCast(const Expr& e, const CastType& type) {
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

  // Spanner's casts between TIMESTAMP and DATE or STRING use America/Los_Angeles; spanlift keeps
  // source date-times as UTC (C003), so these casts name UTC.
  std::optional<Expr> ZonedCast(const Expr& e, const CastType& type) {
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

  bool List(std::vector<Expr>& items, std::string_view close) {
    if (TakeOp(close)) return true;
    do {
      Result e = Or();
      if (!e) return false;
      items.push_back(std::move(*e));
    } while (TakeOp(","));
    return Expect(close);
  }

  Result Primary() {
    const Token& tok = Peek();
    if (env_.dialect == model::Dialect::kSpanner && Op("[")) return ArrayLiteral(false);  // GoogleSQL [a, b]
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

  Result StringLiteral(const std::string& value, Kind kind) {
    Use("literal:string");
    Expr e = Atom(kind == Kind::kBytes ? QuoteBytes(value) : QuoteString(value), kind);
    e.literal = e.string_literal = true;
    e.value = value;
    return e;
  }

  Result HexLiteral(const std::string& digits) {
    Use("literal:hex");
    if (digits.size() % 2) return Fail("odd hex literal");
    std::string bytes;
    for (size_t i = 0; i < digits.size(); i += 2) bytes += static_cast<char>(std::stoi(digits.substr(i, 2), nullptr, 16));
    return StringLiteral(bytes, Kind::kBytes);
  }

  Result BitLiteral(const std::string& bits) {
    Use("literal:bit");
    if (bits.size() > 63 || bits.find_first_not_of("01") != std::string::npos) return Fail("bit literal");
    Expr e = Atom(std::to_string(bits.empty() ? 0 : std::stoll(bits, nullptr, 2)), Kind::kInt64);
    e.literal = true;
    e.value = e.text;
    return e;
  }

  Result Keyword(const std::string& upper) {
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
      if (upper == refused && !(mysql_ && upper == "USER"))  // MySQL's `user` is a plain column name
        return Fail(upper + " has no Spanner equivalent here");
    return std::nullopt;
  }

  Result Word_() {
    std::string upper = model::ToUpper(Peek().text);
    if (Result k = Keyword(upper)) return k;
    if (!out_.error.empty()) return std::nullopt;
    if (Op("(", 1) || (Op(".", 1) && Op("(", 3))) return Call();
    static const std::set<std::string> kNiladic = {"CURRENT_TIMESTAMP", "LOCALTIMESTAMP", "LOCALTIME", "CURRENT_DATE"};
    if (kNiladic.count(upper)) return Call();
    return ColumnRef();
  }

  Result ColumnRef() {
    std::string name = t_[i_++].text;
    while (TakeOp(".")) name = t_[i_++].text;  // table.column: the column
    if (!env_.column) return Fail("column reference " + name + " is not allowed here");
    auto column = env_.column(name);
    if (!column) return Fail("unknown column " + name);
    Use("column");
    return Atom(column->name, column->kind);
  }

  // A quoted name keeps its case ("Now"() is not now()).
  std::string FunctionName(const Token& tok) {
    return tok.type == Tok::kQuotedIdent ? tok.text : model::ToLower(tok.text);
  }

  Result Call() {
    std::string name = FunctionName(t_[i_++]);
    if (TakeOp(".")) {
      if (name != "pg_catalog" && name != "public") return Fail("function in schema " + name);
      name = FunctionName(t_[i_++]);
    }
    const FunctionRow* row = FindFunction(name, env_.dialect);
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

  Result Special(const FunctionRow& row, std::vector<Expr>& args) {
    Use("function:" + std::string(row.source));
    if (pg_ && row.fn == Fn::kConcat) PostgresConcatArguments(args);
    TextOperands(args, row.text_args < 0 ? args.size() : static_cast<size_t>(row.text_args));
    bool volatile_fn = row.fn == Fn::kNow || row.fn == Fn::kToday || row.fn == Fn::kUuid ||
                       row.fn == Fn::kTimeOrderedUuid || row.fn == Fn::kNextval || row.source == "new_uuid" ||
                       row.source == "pending_commit_timestamp";
    if (volatile_fn && env_.deterministic)
      return Fail(std::string(row.source) + "() is not deterministic, which Spanner requires here");
    switch (row.fn) {
      case Fn::kNow:
        if (pg_ && row.source == "localtime")
          return Fail("PostgreSQL's LOCALTIME is a time of day, which Spanner has no type for");
        return Atom("CURRENT_TIMESTAMP()", Kind::kTimestamp);
      case Fn::kToday: return Atom("CURRENT_DATE()", Kind::kDate);
      case Fn::kTimeOrderedUuid: out_.time_ordered_uuid = true; [[fallthrough]];
      case Fn::kUuid:
        return env_.native_uuid ? Atom("NEW_UUID()", Kind::kUuid) : Atom("GENERATE_UUID()", Kind::kString);
      case Fn::kNextval:
        if (!args[0].string_literal) return Fail("nextval() of a computed name");
        return Nextval(args[0].value);
      case Fn::kTimezone: {
        std::string zone = model::ToLower(args[0].value);
        if (args[0].string_literal && (zone == "utc" || zone == "etc/utc") && args[1].kind == Kind::kTimestamp)
          return args[1];  // the UTC wall clock of a timestamp read as UTC is the timestamp itself
        return Fail("timezone() other than UTC");
      }
      case Fn::kLength:  // MySQL LENGTH counts bytes, PostgreSQL's counts characters
        return Atom((mysql_ ? "BYTE_LENGTH(" : "LENGTH(") + args[0].text + ")", Kind::kInt64);
      case Fn::kConcat:
        break;  // PostgresConcatArguments did PostgreSQL's part
      case Fn::kNullIgnoring:
        if (pg_) return NullIgnoring(row, args);
        break;
      case Fn::kTrim:  // the sources trim spaces, Spanner's one-argument TRIM all whitespace
        if (env_.dialect != model::Dialect::kSpanner)
          return Atom(std::string(row.spanner) + "(" + args[0].text + ", ' ')", Kind::kString);
        break;
      case Fn::kPlain:
        if (mysql_ && row.source == "mod")
          Differs("function:mod",
                  "MySQL gives NULL for a division by zero outside strict mode (Spanner raises an error)");
        break;
      case Fn::kSubstr:  // the three agree on start positions from 1 on
        if (env_.dialect != model::Dialect::kSpanner && !(args[1].literal && !args[1].value.starts_with("-") &&
                                                          args[1].value != "0" && args[1].kind == Kind::kInt64))
          Differs("function:" + std::string(row.source),
                  mysql_ ? "MySQL gives '' for a start of 0 or before the string; Spanner starts at the first character"
                         : "PostgreSQL counts a start below 1 as positions before the string (substr('abc', 0, 2) is "
                           "'a'); Spanner counts a negative start from the end");
        break;
      case Fn::kUpper:
        if (env_.dialect != model::Dialect::kSpanner)
          Differs("function:upper", "Spanner's UPPER maps some letters to two (ß to SS), the source keeps them");
        break;
      case Fn::kRound:
        if (pg_ && args.size() == 1 && args[0].kind == Kind::kFloat64)
          return Compound(RoundHalfEven(args[0].text), Kind::kFloat64);
        break;
      case Fn::kConcatWs: return ConcatWs(args);
      case Fn::kJsonExtract: return JsonExtract(args);
      case Fn::kJsonUnquote: return JsonUnquote(args[0]);
    }
    Kind kind = row.kind != Kind::kUnknown ? row.kind : (args.empty() ? Kind::kUnknown : args[0].kind);
    return Atom(std::string(row.spanner) + "(" + Join(args) + ")", kind);
  }

  // concat_ws(sep, a, b, ...) skips NULL values, as ARRAY_TO_STRING skips NULL elements.
  Result ConcatWs(const std::vector<Expr>& args) {
    std::string items;
    for (size_t i = 1; i < args.size(); ++i) {
      if (args[i].kind == Kind::kBool) return Fail("concat_ws() of a boolean");
      items += (i > 1 ? ", " : "") + args[i].text;
    }
    return Atom("ARRAY_TO_STRING([" + items + "], " + args[0].text + ")", Kind::kString);
  }

  // MySQL json_extract(doc, '$.path'): JSON_QUERY, which reads JSON or JSON text alike.
  Result JsonExtract(const std::vector<Expr>& args) {
    if (!mysql_) return Fail("json_extract() of PostgreSQL");
    if (args[0].kind != Kind::kJson && args[0].kind != Kind::kString && args[0].kind != Kind::kUnknown)
      return Fail(std::string("json_extract() of ") + KindName(args[0].kind));
    std::optional<std::string> path = JsonPath(args[1], false, true);
    if (!path) return Fail("JSON path " + args[1].text + " has no GoogleSQL JSONPath");
    return Atom("JSON_QUERY(" + args[0].text + ", " + QuoteString(*path) + ")",
                args[0].kind == Kind::kString ? Kind::kString : Kind::kJson);
  }

  // json_unquote(json_extract(doc, path)) is the scalar at the path as text: JSON_VALUE.
  Result JsonUnquote(const Expr& arg) {
    if (!mysql_) return Fail("json_unquote() of PostgreSQL");
    Differs("function:json_unquote",
            "JSON_VALUE gives NULL where the value is an object or an array (the source gives its JSON text) and "
            "spells numbers in Spanner's normal form");
    const std::string query = "JSON_QUERY(";
    if (arg.atomic && arg.text.starts_with(query)) return Atom("JSON_VALUE(" + arg.text.substr(query.size()), Kind::kString);
    if (arg.kind == Kind::kJson) return Atom("JSON_VALUE(" + arg.text + ")", Kind::kString);
    return Fail("json_unquote() of text");
  }

  // PostgreSQL's concat() skips NULLs (MySQL's and Spanner's give NULL) and prints booleans as t / f.
  void PostgresConcatArguments(std::vector<Expr>& args) {
    for (auto& a : args) {
      if (a.literal) continue;
      std::string text = a.kind == Kind::kBool
                             ? "CASE WHEN " + Operand(a) + " THEN 't' WHEN NOT " + Operand(a) + " THEN 'f' END"
                         : a.kind == Kind::kString || a.kind == Kind::kUnknown ? a.text
                                                                               : "CAST(" + a.text + " AS STRING)";
      a = Atom("COALESCE(" + text + ", '')", Kind::kString);
    }
  }

  // PostgreSQL's LEAST / GREATEST skip NULL arguments, Spanner's give NULL: each argument falls back
  // on the others, so only all-NULL arguments give NULL.
  Result NullIgnoring(const FunctionRow& row, const std::vector<Expr>& args) {
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

  // MySQL converts numbers to text where a string function wants text; GoogleSQL needs a CAST.
  static void TextOperands(std::vector<Expr>& args, size_t count) {
    size_t n = std::min(count, args.size());
    for (size_t i = 0; i < n; ++i) {
      Kind k = args[i].kind;
      if (k == Kind::kUnknown || k == Kind::kString || k == Kind::kBytes || k == Kind::kNull || k == Kind::kArray)
        continue;
      args[i] = Atom("CAST(" + args[i].text + " AS STRING)", Kind::kString);
    }
  }

  Result Nextval(const std::string& sequence) {
    if (!out_.sequence.empty()) return Fail("two sequences");
    out_.sequence = sequence;
    return Atom("", Kind::kInt64);
  }

  Result Case() {
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

  Result CastCall() {
    ++i_;
    if (!Expect("(")) return std::nullopt;
    Result e = Or();
    if (!e || !TakeWord("AS")) return e ? Fail("CAST without AS") : e;
    std::optional<CastType> type = ParseType();
    if (!type || !Expect(")")) return std::nullopt;
    return Cast(*e, *type);
  }

  Result ArrayLiteral(bool after_word = true) {
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

  std::vector<Token> t_;
  size_t i_ = 0;
  const ExpressionEnv& env_;
  Translation& out_;
  bool mysql_;
  bool pg_;
};

}  // namespace

Translation TranslateExpression(std::string_view source, const ExpressionEnv& env) {
  Translation out;
  auto tokens = Tokenize(source, env.dialect, out.error);
  if (!tokens) return out;
  std::optional<Expr> e = Translator(std::move(*tokens), env, out).Run();
  if (e && !out.sequence.empty() && !e->text.empty()) {
    out.error = "nextval() inside a larger expression";
    return out;
  }
  if (e) out.expr = std::move(*e);
  return out;
}

std::vector<std::string> TranslationRules() {
  std::vector<std::string> rules(std::begin(kSyntaxRules), std::end(kSyntaxRules));
  for (const auto& row : kFunctions) rules.push_back("function:" + std::string(row.source));
  for (const auto& [names, target] : kCastTypes) rules.push_back(std::string("cast:") + target.first);
  rules.insert(rules.end(), std::begin(kOtherCasts), std::end(kOtherCasts));
  std::sort(rules.begin(), rules.end());
  rules.erase(std::unique(rules.begin(), rules.end()), rules.end());
  return rules;
}

}  // namespace spanlift::convert
