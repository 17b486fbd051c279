// The comparison of what the input means with what Spanner stored: spelling is not a
// difference, every real change is one, naming the object and both sides.
#include <gtest/gtest.h>

#include "frontend/frontend.h"
#include "verify/codes.h"
#include "verify/compare.h"
#include "verify/read_back.h"
#include "unit/support/rule_docs.h"

namespace spanlift::verify {
namespace {

model::Schema Parse(const std::string& ddl) {
  return frontend::LoadText(ddl, "t.sql", {model::Dialect::kSpanner, frontend::MySqlFlavor::kAuto});
}

std::string Describe(const std::vector<Difference>& diffs) {
  std::string out;
  for (const auto& d : diffs) out += d.object + ": " + d.what + ": " + d.expected + " / " + d.actual + "\n";
  return out;
}

struct Row {
  const char* name;
  const char* expected;
  const char* actual;
  const char* difference;  // "" = none; else "object: what" that must be reported
};

const char* const kBase = "CREATE TABLE p (id INT64 NOT NULL) PRIMARY KEY (id);\n";

const Row kRows[] = {
    // Spelling only: no difference.
    {"same", "CREATE TABLE t (id INT64 NOT NULL, s STRING(MAX)) PRIMARY KEY (id);",
     "CREATE TABLE t (\n  id INT64 NOT NULL,\n  s STRING(MAX),\n) PRIMARY KEY(id);", ""},
    {"keyword_case_and_quotes", "create table `t` (id int64 not null, s string(max)) primary key (id asc);",
     "CREATE TABLE t (id INT64 NOT NULL, s STRING(MAX)) PRIMARY KEY (id);", ""},
    {"default_on_delete",
     "CREATE TABLE c (id INT64 NOT NULL, k INT64 NOT NULL) PRIMARY KEY (id, k), INTERLEAVE IN PARENT p;",
     "CREATE TABLE c (id INT64 NOT NULL, k INT64 NOT NULL) PRIMARY KEY (id, k), INTERLEAVE IN PARENT p ON DELETE NO ACTION;",
     ""},
    {"default_expression_parentheses", "CREATE TABLE t (id INT64 NOT NULL, n INT64 DEFAULT (1 + 2)) PRIMARY KEY (id);",
     "CREATE TABLE t (id INT64 NOT NULL, n INT64 DEFAULT ((1+2))) PRIMARY KEY (id);", ""},
    {"unnamed_check_named_by_spanner", "CREATE TABLE t (id INT64 NOT NULL, CHECK (id > 0)) PRIMARY KEY (id);",
     "CREATE TABLE t (id INT64 NOT NULL, CONSTRAINT CK_t_1 CHECK(id > 0)) PRIMARY KEY (id);", ""},
    {"index_where_not_printed",
     "CREATE TABLE t (id INT64 NOT NULL, a INT64) PRIMARY KEY (id);\nCREATE INDEX i ON t (a) WHERE a IS NOT NULL;",
     "CREATE TABLE t (id INT64 NOT NULL, a INT64) PRIMARY KEY (id);\nCREATE INDEX i ON t (a);", ""},
    // Real differences.
    {"type", "CREATE TABLE t (id INT64 NOT NULL, s STRING(10)) PRIMARY KEY (id);",
     "CREATE TABLE t (id INT64 NOT NULL, s STRING(MAX)) PRIMARY KEY (id);", "column t.s: type"},
    {"not_null", "CREATE TABLE t (id INT64 NOT NULL, s STRING(10) NOT NULL) PRIMARY KEY (id);",
     "CREATE TABLE t (id INT64 NOT NULL, s STRING(10)) PRIMARY KEY (id);", "column t.s: NOT NULL"},
    {"column_order", "CREATE TABLE t (id INT64 NOT NULL, a INT64, b INT64) PRIMARY KEY (id);",
     "CREATE TABLE t (id INT64 NOT NULL, b INT64, a INT64) PRIMARY KEY (id);", "table t: column order"},
    {"missing_column", "CREATE TABLE t (id INT64 NOT NULL, a INT64) PRIMARY KEY (id);",
     "CREATE TABLE t (id INT64 NOT NULL) PRIMARY KEY (id);", "column t.a: missing"},
    {"key_order", "CREATE TABLE t (a INT64 NOT NULL, b INT64 NOT NULL) PRIMARY KEY (a, b DESC);",
     "CREATE TABLE t (a INT64 NOT NULL, b INT64 NOT NULL) PRIMARY KEY (a, b);", "table t: primary key"},
    {"interleave_on_delete",
     "CREATE TABLE c (id INT64 NOT NULL, k INT64 NOT NULL) PRIMARY KEY (id, k), INTERLEAVE IN PARENT p ON DELETE CASCADE;",
     "CREATE TABLE c (id INT64 NOT NULL, k INT64 NOT NULL) PRIMARY KEY (id, k), INTERLEAVE IN PARENT p;",
     "table c: interleave"},
    {"index_storing",
     "CREATE TABLE t (id INT64 NOT NULL, a INT64, b INT64) PRIMARY KEY (id);\nCREATE INDEX i ON t (a) STORING (b);",
     "CREATE TABLE t (id INT64 NOT NULL, a INT64, b INT64) PRIMARY KEY (id);\nCREATE INDEX i ON t (a);",
     "index i: definition"},
    {"index_unique", "CREATE TABLE t (id INT64 NOT NULL, a INT64) PRIMARY KEY (id);\nCREATE UNIQUE INDEX i ON t (a);",
     "CREATE TABLE t (id INT64 NOT NULL, a INT64) PRIMARY KEY (id);\nCREATE INDEX i ON t (a);", "index i: definition"},
    {"missing_index", "CREATE TABLE t (id INT64 NOT NULL, a INT64) PRIMARY KEY (id);\nCREATE INDEX i ON t (a);",
     "CREATE TABLE t (id INT64 NOT NULL, a INT64) PRIMARY KEY (id);", "index i: missing"},
    {"foreign_key_action",
     "CREATE TABLE t (id INT64 NOT NULL, pid INT64, CONSTRAINT fk FOREIGN KEY (pid) REFERENCES p (id) ON DELETE CASCADE) PRIMARY KEY (id);",
     "CREATE TABLE t (id INT64 NOT NULL, pid INT64, CONSTRAINT fk FOREIGN KEY (pid) REFERENCES p (id)) PRIMARY KEY (id);",
     "foreign key fk on t: definition"},
    {"default_value", "CREATE TABLE t (id INT64 NOT NULL, n INT64 DEFAULT (1)) PRIMARY KEY (id);",
     "CREATE TABLE t (id INT64 NOT NULL, n INT64 DEFAULT (2)) PRIMARY KEY (id);", "column t.n: default"},
    {"missing_table", "CREATE TABLE t (id INT64 NOT NULL) PRIMARY KEY (id);", "", "table t: missing"},
    {"unexpected_table", "", "CREATE TABLE t (id INT64 NOT NULL) PRIMARY KEY (id);", "table t: unexpected"},
    {"sequence_options", "CREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive', start_with_counter = 5);",
     "CREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive');", "sequence s: options"},
};

class CompareRows : public ::testing::TestWithParam<Row> {};

TEST_P(CompareRows, ReportsOnlyRealDifferences) {
  const Row& row = GetParam();
  model::Schema expected = Parse(std::string(kBase) + row.expected);
  model::Schema actual = Parse(std::string(kBase) + row.actual);
  ASSERT_EQ(expected.diagnostics.error_count(), 0u) << row.expected;
  ASSERT_EQ(actual.diagnostics.error_count(), 0u) << row.actual;
  auto diffs = CompareSchemas(expected, actual);
  if (std::string(row.difference).empty()) {
    EXPECT_TRUE(diffs.empty()) << Describe(diffs);
    return;
  }
  ASSERT_EQ(diffs.size(), 1u) << Describe(diffs);
  EXPECT_EQ(diffs[0].object + ": " + diffs[0].what, row.difference);
  EXPECT_NE(diffs[0].expected, diffs[0].actual);
}

INSTANTIATE_TEST_SUITE_P(Compare, CompareRows, ::testing::ValuesIn(kRows),
                         [](const auto& info) { return info.param.name; });

TEST(Compare, CatalogTypesAndKeys) {
  model::Schema expected =
      Parse("CREATE TABLE t (id INT64 NOT NULL, s STRING(MAX), a ARRAY<STRING(10)>) PRIMARY KEY (id DESC);");
  using J = nlohmann::json;
  std::vector<J> columns = {J::array({"t", "id", "INT64", "NO"}), J::array({"t", "s", "STRING(MAX)", "YES"}),
                            J::array({"t", "a", "ARRAY<STRING(10)>", "YES"})};
  std::vector<J> keys = {J::array({"t", "id", "DESC"})};
  EXPECT_EQ(Describe(CompareSchemas(expected, CatalogSchema(columns, keys), CompareScope::kCatalog)), "");
  columns[1] = J::array({"t", "s", "BYTES(MAX)", "YES"});
  keys[0] = J::array({"t", "id", "ASC"});
  EXPECT_EQ(Describe(CompareSchemas(expected, CatalogSchema(columns, keys), CompareScope::kCatalog)),
            "table t: primary key: (id desc) / (id)\ncolumn t.s: type: STRING(MAX) / BYTES(MAX)\n");
  EXPECT_EQ(Describe(CompareSchemas(expected, CatalogSchema(columns, keys), CompareScope::kCatalogNoTypes)),
            "table t: primary key: (id desc) / (id)\n");
}

TEST(Compare, CatalogNamedSchemas) {
  model::Schema expected = Parse(
      "CREATE SCHEMA a; CREATE TABLE a.t (id INT64 NOT NULL) PRIMARY KEY (id);"
      "CREATE TABLE t (k STRING(MAX) NOT NULL) PRIMARY KEY (k);");
  using J = nlohmann::json;
  std::vector<J> columns = {J::array({"t", "k", "STRING(MAX)", "NO", ""}), J::array({"t", "id", "INT64", "NO", "a"})};
  std::vector<J> keys = {J::array({"t", "k", "ASC", ""}), J::array({"t", "id", "ASC", "a"})};
  EXPECT_EQ(Describe(CompareSchemas(expected, CatalogSchema(columns, keys), CompareScope::kCatalog)), "");
  keys[1] = J::array({"t", "id", "DESC", "a"});
  EXPECT_EQ(Describe(CompareSchemas(expected, CatalogSchema(columns, keys), CompareScope::kCatalog)),
            "table a.t: primary key: (id) / (id desc)\n");
}

TEST(Compare, NormalisedExpressions) {
  EXPECT_EQ(NormaliseExpression("( (a  +  b) )"), "A+B");
  EXPECT_EQ(NormaliseExpression("(a) + (b)"), "(A)+(B)");
  EXPECT_EQ(NormaliseExpression("x = 'Mixed Case'"), "X='Mixed Case'");
  // CURRENT_TIMESTAMP and CURRENT_DATE without their empty argument list are the same calls.
  EXPECT_EQ(NormaliseExpression("(CURRENT_TIMESTAMP)"), NormaliseExpression("current_timestamp()"));
  EXPECT_EQ(NormaliseExpression("current_date + 1"), "CURRENT_DATE()+1");
  EXPECT_EQ(NormaliseExpression("t.current_date"), "T.CURRENT_DATE");
  EXPECT_EQ(NormaliseExpression("'CURRENT_DATE'"), "'CURRENT_DATE'");
}

TEST(VerifyCodes, EveryCodeIsDocumented) {
  for (const auto& c : VerifyCodes())
    testing_docs::ExpectDocumented(std::string(c.code), c.severity, std::string(c.title));
}

}  // namespace
}  // namespace spanlift::verify
