// One row per construct: {dialect, source expression, GoogleSQL, or the reason it is refused}.
#include "convert/expressions.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace spanlift::convert {
namespace {

using model::Dialect;

struct Row {
  Dialect dialect;
  std::string source;
  std::string spanner;  // expected text; empty when refused
  std::string error;    // part of the reason, when refused
};

const Dialect M = Dialect::kMySql, P = Dialect::kPostgres, S = Dialect::kSpanner;

const Row kRows[] = {
    {P, "((quantity > 0))", "quantity > 0", ""},
    {M, "((`rating` >= 1) and (`rating` <= 5))", "(rating >= 1) AND (rating <= 5)", ""},
    {P, "((kind)::text = ANY ((ARRAY['a'::character varying, 'b'::character varying])::text[]))", "kind IN ('a', 'b')",
     ""},
    {P, "((kind)::text <> ALL (ARRAY['x'::text]))", "kind NOT IN ('x')", ""},
    {P, "(price > (0)::numeric)", "price > NUMERIC '0'", ""},
    {P, "(name ~~ 'a%'::text)", "name LIKE 'a%'", ""},
    {P, "(name !~~ '% %'::text)", "name NOT LIKE '% %'", ""},
    {P, "(name ~~* 'a%')", "LOWER(name) LIKE LOWER('a%')", ""},
    {P, "(name ~ '^x')", "REGEXP_CONTAINS(name, '^x')", ""},
    {P, "(name !~* '^x')", "NOT REGEXP_CONTAINS(name, CONCAT('(?i)', '^x'))", ""},
    {M, "name REGEXP '^x'", "REGEXP_CONTAINS(name, CONCAT('(?i)', '^x'))", ""},
    {P, "id BETWEEN 1 AND 10", "id BETWEEN 1 AND 10", ""},
    {P, "id NOT IN (1, 2)", "id NOT IN (1, 2)", ""},
    {P, "name IS NOT NULL AND id IS NULL", "(name IS NOT NULL) AND (id IS NULL)", ""},
    {M, "a || b", "a OR b", ""},
    {M, "a && NOT b", "a AND (NOT b)", ""},
    {P, "a || b", "a || b", ""},
    {M, "a <=> b", "COALESCE(a = b, (a IS NULL) = (b IS NULL))", ""},
    {P, "a IS DISTINCT FROM b", "COALESCE(a != b, (a IS NULL) != (b IS NULL))", ""},
    // Quoted function names (pg_dump of Supabase schemas); a quoted name keeps its case.
    {P, "\"now\"()", "CURRENT_TIMESTAMP()", ""},
    {P, "\"Now\"()", "", "Now() has no known Spanner equivalent"},
    // JSON operators -> JSONPath.
    {P, "(data ->> 'email'::text)", "JSON_VALUE(data, '$.email')", ""},
    {P, "data -> 'a' -> 0", "JSON_QUERY(JSON_QUERY(data, '$.a'), '$[0]')", ""},
    {P, "data #>> '{a,0,b}'", "JSON_VALUE(data, '$.a[0].b')", ""},
    {P, "data ->> 'a b'", "", "no GoogleSQL JSONPath"},
    {M, "data->>'$.a[2].b'", "JSON_VALUE(data, '$.a[2].b')", ""},
    {M, "data->'$.*'", "", "no GoogleSQL JSONPath"},
    {P, "name -> 'a'", "", "JSON operator -> on STRING"},
    // PostgreSQL's meaning kept: NULL-skipping LEAST/GREATEST/concat, integer division, halves to even.
    {P, "LEAST(a, b)", "LEAST(COALESCE(a, b), COALESCE(b, a))", ""},
    {P, "greatest(a, b, 0)", "GREATEST(COALESCE(a, b, 0), COALESCE(b, 0, a), 0)", ""},
    {M, "LEAST(a, b)", "LEAST(a, b)", ""},
    {P, "concat(name, 1)", "CONCAT(COALESCE(name, ''), CAST(1 AS STRING))", ""},
    {P, "trim(name)", "TRIM(name, ' ')", ""},
    {P, "2 / 3", "DIV(2, 3)", ""},
    {M, "2 / 3", "2 / 3", ""},
    {P, "round(1.5e0)", "IF(ABS(1.5e0 - TRUNC(1.5e0)) = 0.5, 2 * ROUND(1.5e0 / 2), ROUND(1.5e0))", ""},
    // NULLs Spanner accepts: typed where compared.
    {P, "((url = NULL::text) OR (char_length(url) > 0))", "(url = CAST(NULL AS STRING)) OR (CHAR_LENGTH(url) > 0)", ""},
    {P, "name = NULL", "name = CAST(NULL AS STRING)", ""},
    {P, "a = NULL", "", "untyped NULL"},
    {P, "CAST('{}' AS text)::jsonb", "JSON '{}'", ""},
    {P, "name::jsonb", "PARSE_JSON(name)", ""},
    {M, "a DIV 2", "DIV(a, 2)", ""},
    {P, "a % 2", "MOD(a, 2)", ""},
    {P, "CASE WHEN a > 0 THEN 'p' ELSE 'n' END", "CASE WHEN (a > 0) THEN 'p' ELSE 'n' END", ""},
    {P, "CAST(a AS text)", "CAST(a AS STRING)", ""},
    {P, "-5", "-5", ""},
    {P, "now()", "CURRENT_TIMESTAMP()", ""},
    {P, "CURRENT_TIMESTAMP", "CURRENT_TIMESTAMP()", ""},
    {M, "CURRENT_TIMESTAMP(6)", "CURRENT_TIMESTAMP()", ""},
    {P, "CURRENT_DATE", "CURRENT_DATE()", ""},
    {P, "timezone('utc'::text, now())", "CURRENT_TIMESTAMP()", ""},
    {P, "gen_random_uuid()", "GENERATE_UUID()", ""},
    {M, "uuid()", "GENERATE_UUID()", ""},
    {P, "pg_catalog.now()", "CURRENT_TIMESTAMP()", ""},
    {M, "length(name)", "BYTE_LENGTH(name)", ""},
    {P, "length(name)", "LENGTH(name)", ""},
    {M, "concat('x', 1)", "CONCAT('x', CAST(1 AS STRING))", ""},
    {P, "'it''s'", "'it\\'s'", ""},
    {M, "'a\\nb'", "'a\\nb'", ""},
    {M, "_utf8mb4'Asia'", "'Asia'", ""},
    {P, "E'tab\\there'", "'tab\\there'", ""},
    {M, "x'CAFE'", "b'\\xca\\xfe'", ""},
    {M, "b'101'", "5", ""},
    {P, "'2024-01-31'::date", "DATE '2024-01-31'", ""},
    {P, "'2024-01-31 10:00:00'::timestamp without time zone", "TIMESTAMP '2024-01-31 10:00:00+00'", ""},
    {P, "'{a,b}'::text[]", "ARRAY<STRING>['a', 'b']", ""},
    {P, "ARRAY[1, 2]", "[1, 2]", ""},
    {P, "'G'::public.mpaa_rating", "'G'", ""},
    {P, "random()", "", "random() has no known Spanner equivalent"},
    {P, "(SELECT 1)", "", "subquery"},
    {P, "'1 day'::interval", "", "no GoogleSQL value"},
    {P, "x[1]", "", "array subscript"},
    {P, "name = 5", "", "compares STRING with INT64"},
    {P, "code @@ q", "", "unexpected character"},
    {P, "nextval('s') + 1", "", "nextval() inside a larger expression"},
    // GoogleSQL (Spanner input): spanlift's own output reads back unchanged.
    {S, "b'\\xca\\xfe'", "b'\\xca\\xfe'", ""},
    {S, "\"it's\"", "'it\\'s'", ""},
    {S, "'\\u00e9\\n'", "'\xc3\xa9\\n'", ""},
    {S, "NUMERIC '0.50'", "NUMERIC '0.50'", ""},
    {S, "JSON '{}'", "JSON '{}'", ""},
    {S, "TIMESTAMP '2024-01-01 00:00:00+00'", "TIMESTAMP '2024-01-01 00:00:00+00'", ""},
    {S, "ARRAY<STRING>['a', 'b']", "['a', 'b']", ""},
    {S, "CAST(ROUND(a / 60.0, 2) AS NUMERIC)", "CAST(ROUND(a / 60.0, 2) AS NUMERIC)", ""},
    {S, "REGEXP_CONTAINS(name, '^x') OR (name IS NULL)", "REGEXP_CONTAINS(name, '^x') OR (name IS NULL)", ""},
    {S, "GENERATE_UUID()", "GENERATE_UUID()", ""},
    {S, "CHAR_LENGTH(`index`) = 8", "CHAR_LENGTH(index) = 8", ""},
    {S, "DATE(ts, 'UTC')", "DATE(ts, 'UTC')", ""},
    {P, "to_hex(a)", "", "to_hex() has no known Spanner equivalent"},  // PostgreSQL's to_hex is not GoogleSQL's
};

class Expressions : public testing::TestWithParam<Row> {};

TEST_P(Expressions, Translate) {
  const Row& row = GetParam();
  ExpressionEnv env;
  env.dialect = row.dialect;
  env.column = [](std::string_view name) -> std::optional<ColumnInfo> {
    if (name == "name" || name == "kind") return ColumnInfo{std::string(name), Kind::kString};
    return ColumnInfo{std::string(name), Kind::kUnknown};
  };
  Translation t = TranslateExpression(row.source, env);
  if (row.spanner.empty()) {
    EXPECT_FALSE(t.expr) << t.expr->text;
    EXPECT_NE(t.error.find(row.error), std::string::npos) << t.error;
  } else {
    ASSERT_TRUE(t.expr) << t.error;
    EXPECT_EQ(t.expr->text, row.spanner);
  }
}

INSTANTIATE_TEST_SUITE_P(Rows, Expressions, testing::ValuesIn(kRows));

// Every rule the translator applies to the rows above is one TranslationRules() lists (the
// differential test keys its cases on those names), and every rule of MySQL / PostgreSQL
// input is applied by some row of tests/expressions/cases.py (checked there).
TEST(ExpressionsSpecial, AppliedRulesAreListed) {
  std::vector<std::string> rules = TranslationRules();
  size_t applied = 0;
  for (const Row& row : kRows) {
    if (row.dialect == S) continue;
    ExpressionEnv env;
    env.dialect = row.dialect;
    env.column = [](std::string_view name) {
      return std::optional<ColumnInfo>(ColumnInfo{std::string(name), Kind::kUnknown});
    };
    for (const auto& rule : TranslateExpression(row.source, env).rules) {
      ++applied;
      EXPECT_NE(std::find(rules.begin(), rules.end(), rule), rules.end()) << rule << " in " << row.source;
    }
  }
  EXPECT_GT(applied, 100u);
}

TEST(ExpressionsSpecial, KnownDifferencesNameTheirRule) {
  ExpressionEnv env;
  env.dialect = Dialect::kPostgres;
  env.column = [](std::string_view name) {
    return std::optional<ColumnInfo>(ColumnInfo{std::string(name), Kind::kJson});
  };
  Translation t = TranslateExpression("data ->> 'n'", env);
  ASSERT_TRUE(t.expr);
  ASSERT_EQ(t.differences.size(), 1u);
  EXPECT_EQ(t.differences[0].rule, "operator:json-field");
  EXPECT_EQ(TranslateExpression("data -> 'n'", env).differences.size(), 0u);
}

TEST(ExpressionsSpecial, NextvalNamesTheSequence) {
  ExpressionEnv env;
  env.dialect = Dialect::kPostgres;
  Translation t = TranslateExpression("nextval('public.s'::regclass)", env);
  ASSERT_TRUE(t.expr);
  EXPECT_EQ(t.sequence, "public.s");
  env.dialect = Dialect::kSpanner;
  t = TranslateExpression("GET_NEXT_SEQUENCE_VALUE(SEQUENCE `counter`)", env);
  ASSERT_TRUE(t.expr);
  EXPECT_EQ(t.sequence, "counter");
}

TEST(ExpressionsSpecial, ColumnsRefusedWithoutAnEnvironment) {
  ExpressionEnv env;
  env.dialect = Dialect::kPostgres;
  EXPECT_FALSE(TranslateExpression("a + 1", env).expr);
}

TEST(ExpressionsSpecial, DeterministicContextsRefuseClocks) {
  ExpressionEnv env;
  env.dialect = Dialect::kPostgres;
  env.deterministic = true;
  Translation t = TranslateExpression("now()", env);
  EXPECT_FALSE(t.expr);
  EXPECT_NE(t.error.find("not deterministic"), std::string::npos);
}

TEST(ExpressionsSpecial, TimeOrderedUuidIsFlagged) {
  ExpressionEnv env;
  env.dialect = Dialect::kPostgres;
  Translation t = TranslateExpression("uuidv7()", env);
  ASSERT_TRUE(t.expr);
  EXPECT_TRUE(t.time_ordered_uuid);
  env.native_uuid = true;
  EXPECT_EQ(TranslateExpression("gen_random_uuid()", env).expr->text, "NEW_UUID()");
}

struct LiteralRow {
  std::string source;
  model::DataType target;
  std::string expected;  // empty = refused
};

model::DataType Type(std::string name, std::vector<std::string> args = {}, int dims = 0) {
  model::DataType t;
  t.name = std::move(name);
  t.args = std::move(args);
  t.array_dims = dims;
  return t;
}

class Literals : public testing::TestWithParam<LiteralRow> {};

TEST_P(Literals, CoerceToColumnType) {
  const LiteralRow& row = GetParam();
  ExpressionEnv env;
  env.dialect = Dialect::kMySql;
  Translation t = TranslateExpression(row.source, env);
  ASSERT_TRUE(t.expr && t.expr->literal) << row.source;
  std::string why;
  auto got = CoerceLiteral(*t.expr, row.target, why);
  EXPECT_EQ(got.value_or(""), row.expected) << row.source << ": " << why;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, Literals,
    testing::Values(LiteralRow{"'0'", Type("INT64"), "0"}, LiteralRow{"'abc'", Type("INT64"), ""},
                    LiteralRow{"'0.00'", Type("NUMERIC"), "NUMERIC '0.00'"}, LiteralRow{"'1'", Type("BOOL"), "TRUE"},
                    LiteralRow{"0", Type("BOOL"), "FALSE"}, LiteralRow{"'0000-00-00'", Type("DATE"), ""},
                    LiteralRow{"'2024-02-01'", Type("TIMESTAMP"), "TIMESTAMP '2024-02-01 00:00:00+00'"},
                    LiteralRow{"'abcd'", Type("STRING", {"3"}), ""}, LiteralRow{"12", Type("STRING", {"MAX"}), "'12'"},
                    LiteralRow{"'a,b'", Type("STRING", {"1"}, 1), "ARRAY<STRING>['a', 'b']"},
                    LiteralRow{"'{}'", Type("JSON"), "JSON '{}'"}));

}  // namespace
}  // namespace spanlift::convert
