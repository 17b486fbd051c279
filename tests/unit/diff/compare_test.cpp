// The diff's comparison: spelling is never a Change, every real difference is exactly the
// Changes listed (object, kind, table.name, property). Rows: {name, old, new, expected}.
#include <gtest/gtest.h>

#include "diff/codes.h"
#include "diff/compare.h"
#include "frontend/frontend.h"
#include "unit/support/rule_docs.h"
#include "verify/compare.h"

namespace spanlift::diff {
namespace {

model::Schema Parse(const std::string& ddl) {
  return frontend::LoadText(ddl, "t.sql", {model::Dialect::kSpanner, frontend::MySqlFlavor::kAuto});
}

std::string Describe(const std::vector<Change>& changes) {
  std::string out;
  for (const auto& c : changes)
    out += std::string(ObjectKindName(c.object)) + " " + ChangeKindName(c.kind) + " " + c.table +
           (c.name.empty() ? "" : "." + c.name) + (c.property.empty() ? "" : " " + c.property) + "\n";
  return out;
}

struct Row {
  const char* name;
  const char* old_ddl;
  const char* new_ddl;
  const char* expected;  // Describe() of the changes
};

constexpr const char* kTable =
    "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX), N INT64 DEFAULT (1)) PRIMARY KEY (Id);";

const Row kRows[] = {
    {"same", kTable, kTable, ""},
    {"case, quoting, ASC, max", kTable,
     "create table `t` (`ID` int64 not null, s string(max), n INT64 default ((1))) primary key (id asc);", ""},
    {"default whitespace", "CREATE TABLE T (Id INT64 NOT NULL, N INT64 DEFAULT (1+2)) PRIMARY KEY (Id);",
     "CREATE TABLE T (Id INT64 NOT NULL, N INT64 DEFAULT ( 1 + 2 )) PRIMARY KEY (Id);", ""},
    {"quoted name in an expression", "CREATE TABLE T (Id INT64 NOT NULL, N INT64 AS (Id + 1) STORED) PRIMARY KEY (Id);",
     "CREATE TABLE T (Id INT64 NOT NULL, N INT64 AS (`id` + 1) STORED) PRIMARY KEY (Id);", ""},
    {"on delete no action is the default",
     "CREATE TABLE P (A INT64 NOT NULL) PRIMARY KEY (A); CREATE TABLE C (A INT64 NOT NULL, B INT64 NOT NULL) PRIMARY KEY (A, B), INTERLEAVE IN PARENT P;",
     "CREATE TABLE P (A INT64 NOT NULL) PRIMARY KEY (A); CREATE TABLE C (A INT64 NOT NULL, B INT64 NOT NULL) PRIMARY KEY (A, B), INTERLEAVE IN PARENT P ON DELETE NO ACTION;",
     ""},
    {"emulator's read-back spelling", kTable,
     "CREATE TABLE T (\n  Id INT64 NOT NULL,\n  S STRING(MAX),\n  N INT64 DEFAULT (1),\n) PRIMARY KEY(Id)", ""},
    {"column added and dropped", kTable, "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX), X BOOL) PRIMARY KEY (Id);",
     "column added T.X\ncolumn dropped T.N\n"},
    {"type, not null, default", kTable,
     "CREATE TABLE T (Id INT64 NOT NULL, S BYTES(MAX) NOT NULL, N INT64) PRIMARY KEY (Id);",
     "column altered T.S type\ncolumn altered T.S not null\ncolumn altered T.N default\n"},
    {"key", kTable, "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX), N INT64 DEFAULT (1)) PRIMARY KEY (Id DESC);",
     "primary key altered T parts\n"},
    {"index storing only",
     "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX), N INT64) PRIMARY KEY (Id); CREATE INDEX I ON T (S);",
     "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX), N INT64) PRIMARY KEY (Id); CREATE INDEX I ON T (S) STORING (N);",
     "index altered T.I storing\n"},
    {"index definition", "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX)) PRIMARY KEY (Id); CREATE INDEX I ON T (S);",
     "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX)) PRIMARY KEY (Id); CREATE UNIQUE INDEX I ON T (S);",
     "index altered T.I definition\n"},
    {"unnamed check matched by text", "CREATE TABLE T (Id INT64 NOT NULL, CHECK (Id > 0)) PRIMARY KEY (Id);",
     "CREATE TABLE T (Id INT64 NOT NULL, CONSTRAINT CK_x CHECK (id>0)) PRIMARY KEY (Id);", ""},
    {"row deletion policy", kTable,
     "CREATE TABLE T (Id INT64 NOT NULL, S STRING(MAX), N INT64 DEFAULT (1), Ts TIMESTAMP) PRIMARY KEY (Id), ROW DELETION POLICY (OLDER_THAN(Ts, INTERVAL 1 DAY));",
     "row deletion policy added T\ncolumn added T.Ts\n"},
    {"sequence options", "CREATE SEQUENCE Q OPTIONS (sequence_kind = 'bit_reversed_positive');",
     "CREATE SEQUENCE q OPTIONS (sequence_kind = 'bit_reversed_positive', start_with_counter = 5);",
     "sequence altered .q options\n"},
    {"table added and dropped", kTable, "CREATE TABLE U (Id INT64 NOT NULL) PRIMARY KEY (Id);",
     "table added U\ntable dropped T\n"},
};

TEST(DiffCompare, Cases) {
  for (const auto& row : kRows) {
    model::Schema o = Parse(row.old_ddl), n = Parse(row.new_ddl);
    ASSERT_TRUE(o.diagnostics.all().empty() && n.diagnostics.all().empty()) << row.name;
    EXPECT_EQ(Describe(Compare(o, n)), row.expected) << row.name;
  }
}

TEST(DiffCodes, EveryCodeIsDocumented) {
  for (const auto& c : DiffCodes())
    testing_docs::ExpectDocumented(std::string(c.code), c.severity, std::string(c.title));
}

}  // namespace
}  // namespace spanlift::diff
