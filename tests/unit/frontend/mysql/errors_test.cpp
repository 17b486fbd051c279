// Statements that do not parse: exactly one P001 at the offending token, quoting it, the model
// unchanged, and the next statement still applied.
#include <gtest/gtest.h>

#include "mysql_test_util.h"

namespace spanlift::frontend::mysql_test {
namespace {

struct ErrorRow {
  std::string sql;
  uint32_t line, column;  // statement starts at 1:1
  std::string quote;      // part of the message: "near 'x'", "at end of statement", ...
};
void PrintTo(const ErrorRow& row, std::ostream* os) { *os << row.sql; }

class SyntaxErrorTest : public ::testing::TestWithParam<ErrorRow> {};

TEST_P(SyntaxErrorTest, OneDiagnosticThenContinues) {
  const ErrorRow& row = GetParam();
  model::Schema schema = ApplyAll({row.sql, "CREATE TABLE after_error (id INT)"});
  ASSERT_EQ(schema.diagnostics.all().size(), 1u) << Describe(schema, "diags");
  const model::Diagnostic& d = schema.diagnostics.all()[0];
  EXPECT_EQ(d.code, model::codes::kSyntaxError);
  EXPECT_EQ(d.severity, model::Severity::kError);
  EXPECT_EQ(d.location.file, "t.sql");
  EXPECT_EQ(d.location.line, row.line) << d.message;
  EXPECT_EQ(d.location.column, row.column) << d.message;
  EXPECT_NE(d.message.find(row.quote), std::string::npos) << d.message;
  EXPECT_EQ(Describe(schema, "tables"), "after_error");
}

INSTANTIATE_TEST_SUITE_P(
    MySql, SyntaxErrorTest,
    ::testing::Values(ErrorRow{"CREATE TABLE t (a INT,, b INT)", 1, 23, "near ','"},
                      ErrorRow{"CREATE TABLE t (a INT NOT NOT NULL)", 1, 27, "near 'NOT'"},
                      ErrorRow{"CREATE TABLE t (\n  a INT,\n  b VARCHAR(10) DEFALT 'x'\n)", 3, 17, "near 'DEFALT'"},
                      ErrorRow{"CREATE TABLE t (a INT", 1, 22, "at end of statement"},
                      ErrorRow{"CREATE TABLE t (a INT) ENGINE=InnoDB junk more", 1, 43, "near 'more'"},
                      ErrorRow{"CREATE TABLE t (a VARCHAR(5) DEFAULT 'abc)", 1, 38,
                               "token recognition error at: ''abc)'"},
                      ErrorRow{"CREATE TABLE t (a INT, KEY (a)", 1, 31, "at end of statement"},
                      ErrorRow{"CREATE TABLE t (a ENUM())", 1, 24, "near ')'"},
                      ErrorRow{"CREATE TABLE t (a INT, FOREIGN KEY (a) REFERENCES p (id) ON DELETE EXPLODE)", 1, 68,
                               "near 'EXPLODE'"},
                      ErrorRow{"ALTER TABLE t ADD", 1, 18, "at end of statement"},
                      ErrorRow{"ALTER TABLE t\n  MODIFY COLUMN", 2, 16, "at end of statement"},
                      ErrorRow{"CREATE INDEX ON t (a)", 1, 14, "near 'ON'"},
                      ErrorRow{"DROP TABLE", 1, 11, "at end of statement"},
                      ErrorRow{"RENAME TABLE a b", 1, 16, "near 'b'"}));

// A failed statement leaves an existing table as it was.
TEST(SyntaxErrorModelTest, Unchanged) {
  model::Schema schema = ApplyAll({"CREATE TABLE t (a INT)", "ALTER TABLE t ADD b INT, ADD c INT,"});
  EXPECT_EQ(Describe(schema, "columns"), "a int");
  EXPECT_EQ(Describe(schema, "diags"), "P001@11:36");
}

}  // namespace
}  // namespace spanlift::frontend::mysql_test

namespace spanlift::frontend::mysql_test {
namespace {

// Hostile nesting is refused before the parser's recursion can exhaust the stack.
TEST(SyntaxErrorModelTest, DeepNesting) {
  std::string deep = "CREATE TABLE t (a INT DEFAULT " + std::string(200000, '(') + "1" + std::string(200000, ')') + ")";
  model::Schema schema = ApplyAll({deep, "CREATE TABLE after_error (id INT)"});
  EXPECT_EQ(Describe(schema, "diags"), "P001@1:1030");
  EXPECT_EQ(Describe(schema, "tables"), "after_error");
  // Parentheses in strings and comments do not count; 1000 real levels are fine.
  std::string ok = "CREATE TABLE t (a INT COMMENT '" + std::string(5000, '(') + "' /* ((((( */, b INT DEFAULT " +
                   std::string(999, '(') + "1" + std::string(999, ')') + ")";
  EXPECT_EQ(Describe(ApplyAll({ok}), "diags"), "");
}

}  // namespace
}  // namespace spanlift::frontend::mysql_test
