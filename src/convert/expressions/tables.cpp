#include "convert/expressions/tables.h"

#include "convert/expressions/source_dialect.h"

#include <algorithm>
#include <iterator>
#include <set>

namespace spanlift::convert::expressions {

namespace {

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

// Rules that are not rows of kFunctions or kCastTypes; the translator names the one it applies.
// clang-format off
constexpr std::string_view kSyntaxRules[] = {
    "operator:and", "operator:or", "operator:not", "operator:compare", "operator:null-safe-equal", "operator:is",
    "operator:is-distinct", "operator:in", "operator:any-all", "operator:between", "operator:like", "operator:ilike",
    "operator:regexp", "operator:concat", "operator:arithmetic", "operator:division", "operator:modulo",
    "operator:div", "operator:negate", "operator:json-field", "operator:json-path", "case", "column",
    "literal:number", "literal:string", "literal:hex", "literal:bit", "literal:bool", "literal:typed",
    "literal:array", "null:literal", "null:typed", "null:comparison"};
// clang-format on

}  // namespace

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

const FunctionRow* FindFunction(const std::string& name, const SourceDialect& dialect) {
  for (const auto& row : kFunctions)
    if (row.source == name) return &row;
  for (const auto& row : dialect.functions)
    if (row.source == name) return &row;
  return nullptr;
}

const SourceDialect& SourceDialectOf(model::Dialect dialect) {
  switch (dialect) {
    case model::Dialect::kMySql: return MySqlExpressions();
    case model::Dialect::kSpanner: return GoogleSqlExpressions();
    case model::Dialect::kPostgres:
    case model::Dialect::kUnknown: break;
  }
  return PostgresExpressions();
}

}  // namespace spanlift::convert::expressions

namespace spanlift::convert {

using expressions::kCastTypes;
using expressions::kFunctions;
using expressions::kOtherCasts;
using expressions::kSyntaxRules;

std::vector<std::string> TranslationRules() {
  std::vector<std::string> rules(std::begin(kSyntaxRules), std::end(kSyntaxRules));
  for (const auto& row : kFunctions) rules.push_back("function:" + std::string(row.source));
  for (const auto* dialect : {&expressions::MySqlExpressions(), &expressions::PostgresExpressions()})
    for (const auto& row : dialect->functions) rules.push_back("function:" + std::string(row.source));
  for (const auto& [names, target] : kCastTypes) rules.push_back(std::string("cast:") + target.first);
  rules.insert(rules.end(), std::begin(kOtherCasts), std::end(kOtherCasts));
  std::sort(rules.begin(), rules.end());
  rules.erase(std::unique(rules.begin(), rules.end()), rules.end());
  return rules;
}

}  // namespace spanlift::convert
