// The ALTER and DROP statements diff's migrations are made of: each one's exact text, and each read
// back by the Spanner front end without a diagnostic (the emulator applies them in tests/diff/).
#include "ddl/alter_ddl.h"

#include <gtest/gtest.h>

#include "frontend/frontend.h"

namespace spanlift::ddl {
namespace {

const char* kBase =
    R"(CREATE TABLE t (id INT64 NOT NULL, a STRING(10), d INT64 DEFAULT (1), ts TIMESTAMP) PRIMARY KEY (id);
CREATE TABLE c (id INT64 NOT NULL, k INT64 NOT NULL) PRIMARY KEY (id, k);
CREATE INDEX i ON t (a);
CREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive');
CREATE CHANGE STREAM cs FOR t;
)";

model::Column Col(std::string name, std::string type, std::vector<std::string> args, bool nullable) {
  model::Column c;
  c.name = std::move(name);
  c.type.name = std::move(type);
  c.type.args = std::move(args);
  c.nullable = nullable;
  return c;
}

struct Case {
  std::string statement;
  std::string expected;
};

std::vector<Case> Cases() {
  std::string error;
  const TemplateSet templates = *TemplateSet::Load("", error);  // the embedded templates
  model::Check check{.name = "positive", .expression = "d > 0"};
  model::Check unnamed{.expression = "d < 100"};
  model::RowDeletionPolicy policy{.column = "ts", .days = 30};
  model::ChangeStream none;
  none.name = "cs";
  return {
      {DropStatement("INDEX", "i"), "DROP INDEX i"},
      {DropStatement("SEQUENCE", "s"), "DROP SEQUENCE s"},
      {DropStatement("CHANGE STREAM", "cs"), "DROP CHANGE STREAM cs"},
      {DropStatement("PROTO BUNDLE", ""), "DROP PROTO BUNDLE"},
      {CreateNamedStatement("ROLE", "auditor"), "CREATE ROLE auditor"},
      {AlterTableStatement("t", AddColumnClause(Col("b", "STRING", {"20"}, true), templates)),
       "ALTER TABLE t ADD COLUMN b STRING(20)"},
      {AlterTableStatement("t", RestateColumnClause(Col("a", "STRING", {"20"}, false), templates)),
       "ALTER TABLE t ALTER COLUMN a STRING(20) NOT NULL"},
      {AlterTableStatement("t", DropColumnClause("a")), "ALTER TABLE t DROP COLUMN a"},
      {AlterTableStatement("t", AddCheckClause(check)), "ALTER TABLE t ADD CONSTRAINT positive CHECK (d > 0)"},
      {AlterTableStatement("t", AddCheckClause(unnamed)), "ALTER TABLE t ADD CHECK (d < 100)"},
      {AlterTableStatement("t", DropConstraintClause("positive")), "ALTER TABLE t DROP CONSTRAINT positive"},
      {AlterTableStatement("t", RenameToClause("u")), "ALTER TABLE t RENAME TO u"},
      {AlterTableStatement("t", SynonymClause(true, "t2")), "ALTER TABLE t ADD SYNONYM t2"},
      {AlterTableStatement("t", RowDeletionPolicyClause("ADD", policy)),
       "ALTER TABLE t ADD ROW DELETION POLICY (OLDER_THAN(ts, INTERVAL 30 DAY))"},
      {AlterTableStatement("t", DropRowDeletionPolicyClause()), "ALTER TABLE t DROP ROW DELETION POLICY"},
      {AlterTableStatement("c", SetInterleaveClause("t", true)),
       "ALTER TABLE c SET INTERLEAVE IN PARENT t ON DELETE NO ACTION"},
      {AlterTableStatement("c", SetInterleaveClause("t", false)), "ALTER TABLE c SET INTERLEAVE IN t"},
      {AlterTableStatement("c", SetOnDeleteClause("CASCADE")), "ALTER TABLE c SET ON DELETE CASCADE"},
      {AlterTableStatement("t", ColumnExpressionClause("d", "DEFAULT", "2")),
       "ALTER TABLE t ALTER COLUMN d SET DEFAULT (2)"},
      {AlterTableStatement("t", ColumnExpressionClause("d", "DEFAULT", std::nullopt)),
       "ALTER TABLE t ALTER COLUMN d DROP DEFAULT"},
      {AlterTableStatement("t", ColumnOptionsClause("ts", "allow_commit_timestamp = true")),
       "ALTER TABLE t ALTER COLUMN ts SET OPTIONS (allow_commit_timestamp = true)"},
      {AlterStatement("INDEX", "i", StoredColumnClause(true, "d")), "ALTER INDEX i ADD STORED COLUMN d"},
      {AlterStatement("SEQUENCE", "s", SetOptionsClause("skip_range_min = 1, skip_range_max = 9")),
       "ALTER SEQUENCE s SET OPTIONS (skip_range_min = 1, skip_range_max = 9)"},
      {AlterStatement("CHANGE STREAM", "cs", ChangeStreamForClause(none)), "ALTER CHANGE STREAM cs DROP FOR ALL"},
      {AlterStatement("DATABASE", "db", SetOptionsClause("version_retention_period = '7d'")),
       "ALTER DATABASE db SET OPTIONS (version_retention_period = '7d')"},
  };
}

TEST(AlterDdl, EachStatementHasItsText) {
  for (const auto& c : Cases()) EXPECT_EQ(c.statement, c.expected);
}

TEST(AlterDdl, EachStatementIsReadBackByTheSpannerFrontEnd) {
  for (const auto& c : Cases()) {
    if (c.statement.find("ROLE") != std::string::npos || c.statement.find("PROTO") != std::string::npos) continue;
    model::Schema schema = frontend::LoadText(std::string(kBase) + c.statement + ";\n", "t.sql",
                                              {model::Dialect::kSpanner, frontend::MySqlFlavor::kAuto});
    EXPECT_EQ(schema.diagnostics.error_count(), 0u) << c.statement;
    EXPECT_TRUE(schema.counts.skipped.empty()) << c.statement;
  }
}

TEST(AlterDdl, IdentityClauses) {
  EXPECT_EQ(IdentitySkipRangeClause("id", 1, std::nullopt), "ALTER COLUMN id ALTER IDENTITY SET SKIP RANGE 1, NULL");
  EXPECT_EQ(IdentitySkipRangeClause("id", std::nullopt, std::nullopt),
            "ALTER COLUMN id ALTER IDENTITY SET NO SKIP RANGE");
  EXPECT_EQ(IdentityRestartClause("id", 1000), "ALTER COLUMN id ALTER IDENTITY RESTART COUNTER WITH 1000");
  EXPECT_EQ(AlterProtoBundleStatement("a.B", ""), "ALTER PROTO BUNDLE INSERT (a.B)");
  EXPECT_EQ(AlterProtoBundleStatement("a.B", "c.D"), "ALTER PROTO BUNDLE INSERT (a.B) DELETE (c.D)");
}

}  // namespace
}  // namespace spanlift::ddl
