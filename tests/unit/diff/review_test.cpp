// One row per review case: OLD and NEW (Spanner DDL), the changes, the findings (code + object) in order.
#include <gtest/gtest.h>

#include "diff/review.h"
#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/renames.h"
#include "unit/diff/review_support.h"

namespace spanlift::diff {
namespace {

struct Row {
  const char* name;
  const char* old_sql;
  const char* new_sql;
  const char* changes;
  const char* expected;  // "CODE object; CODE object", "" for none
};

const char* const kUsers =
    "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(100), Data BYTES(100)) PRIMARY KEY (UserId);";

const Row kRows[] = {
    // Hotspots: lint findings only on what the change touches.
    {"new_table_with_monotonic_key", kUsers,
     "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(100), Data BYTES(100)) PRIMARY KEY (UserId);"
     "CREATE TABLE Orders (OrderId INT64 NOT NULL, CreatedAt TIMESTAMP) PRIMARY KEY (OrderId);",
     "added table Orders", "H001 table Orders"},
    {"untouched_hotspot_not_reported", "CREATE TABLE Old (Id INT64 NOT NULL) PRIMARY KEY (Id);",
     "CREATE TABLE Old (Id INT64 NOT NULL, Note STRING(10)) PRIMARY KEY (Id);", "added column Old.Note", ""},
    {"new_index_on_timestamp", "CREATE TABLE E (Id STRING(36) NOT NULL, CreatedAt TIMESTAMP) PRIMARY KEY (Id);",
     "CREATE TABLE E (Id STRING(36) NOT NULL, CreatedAt TIMESTAMP) PRIMARY KEY (Id); CREATE INDEX EByCreated ON E (CreatedAt);",
     "added index E.EByCreated", "H003 index EByCreated; D029 index EByCreated"},
    {"new_history_key_should_be_desc", "CREATE TABLE U (Uid STRING(36) NOT NULL) PRIMARY KEY (Uid);",
     "CREATE TABLE U (Uid STRING(36) NOT NULL) PRIMARY KEY (Uid); CREATE TABLE H (Uid STRING(36) NOT NULL, CreatedAt TIMESTAMP NOT NULL) "
     "PRIMARY KEY (Uid, CreatedAt), INTERLEAVE IN PARENT U ON DELETE CASCADE;",
     "added table H", "H002 table H"},
    {"shard_column_removed",
     "CREATE TABLE L (ShardId INT64 AS (ABS(MOD(FARM_FINGERPRINT(Id), 16))) STORED, Id STRING(36) NOT NULL) PRIMARY KEY (ShardId, Id);",
     "CREATE TABLE L (Id STRING(36) NOT NULL) PRIMARY KEY (Id);", "dropped column L.ShardId; altered primary_key L",
     "D020 table L; D023 column L.ShardId"},
    {"interleave_lost",
     "CREATE TABLE P (Pid STRING(36) NOT NULL) PRIMARY KEY (Pid); CREATE TABLE C (Pid STRING(36) NOT NULL, Cid STRING(36) NOT NULL) "
     "PRIMARY KEY (Pid, Cid), INTERLEAVE IN PARENT P ON DELETE CASCADE;",
     "CREATE TABLE P (Pid STRING(36) NOT NULL) PRIMARY KEY (Pid); CREATE TABLE C (Pid STRING(36) NOT NULL, Cid STRING(36) NOT NULL) "
     "PRIMARY KEY (Pid, Cid);",
     "dropped interleave C", "D021 table C"},
    // Destructive steps.
    {"table_dropped", "CREATE TABLE A (Id STRING(36)) PRIMARY KEY (Id); CREATE INDEX AById ON A (Id);", "",
     "dropped index A.AById; dropped table A", "D022 table A"},
    {"column_and_index_dropped",
     "CREATE TABLE A (Id STRING(36), X STRING(10)) PRIMARY KEY (Id); CREATE INDEX AByX ON A (X);",
     "CREATE TABLE A (Id STRING(36)) PRIMARY KEY (Id);", "dropped index A.AByX; dropped column A.X",
     "D024 index AByX; D023 column A.X"},
    {"key_changed_recreate", "CREATE TABLE A (Id STRING(36) NOT NULL, B STRING(36) NOT NULL) PRIMARY KEY (Id);",
     "CREATE TABLE A (Id STRING(36) NOT NULL, B STRING(36) NOT NULL) PRIMARY KEY (B, Id);", "altered primary_key A",
     ""},
    {"key_column_type_recreate", "CREATE TABLE A (Id STRING(36) NOT NULL) PRIMARY KEY (Id);",
     "CREATE TABLE A (Id BYTES(36) NOT NULL) PRIMARY KEY (Id);", "altered column A.Id", ""},
    // Data-dependent steps.
    {"not_null_on_existing", kUsers,
     "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(100) NOT NULL, Data BYTES(100)) PRIMARY KEY (UserId);",
     "altered column Users.Email", "D025 column Users.Email"},
    {"shorter_and_longer", kUsers,
     "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(50), Data BYTES(MAX)) PRIMARY KEY (UserId);",
     "altered column Users.Email; altered column Users.Data", "D026 column Users.Email"},
    {"bytes_to_string", kUsers,
     "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(100), Data STRING(100)) PRIMARY KEY (UserId);",
     "altered column Users.Data", "D028 column Users.Data"},
    {"unique_index_on_existing", kUsers,
     "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(100), Data BYTES(100)) PRIMARY KEY (UserId);"
     "CREATE UNIQUE INDEX UsersByEmail ON Users (Email);",
     "added index Users.UsersByEmail", "D027 index UsersByEmail"},
    {"index_on_new_table_is_free", "",
     "CREATE TABLE T (Id STRING(36) NOT NULL, Email STRING(100)) PRIMARY KEY (Id); CREATE UNIQUE INDEX TByEmail ON T (Email);",
     "added table T; added index T.TByEmail", ""},
    {"check_and_fk_on_existing",
     "CREATE TABLE P (Pid STRING(36) NOT NULL) PRIMARY KEY (Pid); CREATE TABLE C (Cid STRING(36) NOT NULL, Pid STRING(36), N INT64) "
     "PRIMARY KEY (Cid);",
     "CREATE TABLE P (Pid STRING(36) NOT NULL) PRIMARY KEY (Pid); CREATE TABLE C (Cid STRING(36) NOT NULL, Pid STRING(36), N INT64, "
     "CONSTRAINT NPositive CHECK (N > 0), CONSTRAINT CToP FOREIGN KEY (Pid) REFERENCES P (Pid)) PRIMARY KEY (Cid);",
     "added check C.NPositive; added foreign_key C.CToP", "D030 check NPositive; D030 foreign key CToP"},
    {"informational_fk_not_validated",
     "CREATE TABLE P (Pid STRING(36) NOT NULL) PRIMARY KEY (Pid); CREATE TABLE C (Cid STRING(36) NOT NULL, Pid STRING(36)) PRIMARY KEY (Cid);",
     "CREATE TABLE P (Pid STRING(36) NOT NULL) PRIMARY KEY (Pid); CREATE TABLE C (Cid STRING(36) NOT NULL, Pid STRING(36), "
     "CONSTRAINT CToP FOREIGN KEY (Pid) REFERENCES P (Pid) NOT ENFORCED) PRIMARY KEY (Cid);",
     "added foreign_key C.CToP", ""},
};

std::string Describe(const std::vector<Finding>& findings) {
  std::string out;
  for (const auto& f : findings) out += (out.empty() ? "" : "; ") + f.diagnostic.code + " " + f.diagnostic.object;
  return out;
}

class ReviewRows : public ::testing::TestWithParam<Row> {};

TEST_P(ReviewRows, Findings) {
  const Row& row = GetParam();
  auto p = testing_review::MakePair(row.old_sql, row.new_sql, row.changes);
  Review(p->old_side->result.schema, *p->new_ctx, p->result);
  EXPECT_EQ(Describe(p->result.findings), row.expected);
  for (const auto& f : p->result.findings) {
    EXPECT_EQ(f.fingerprint.size(), 16u);
    EXPECT_FALSE(f.diagnostic.fix.empty()) << f.diagnostic.code;
  }
}

INSTANTIATE_TEST_SUITE_P(Review, ReviewRows, ::testing::ValuesIn(kRows),
                         [](const auto& info) { return std::string(info.param.name); });

// Views, change streams and renames: the changes as Compare (and a declared rename) gives them,
// every one carried out.
struct ObjectRow {
  const char* name;
  const char* old_sql;
  const char* new_sql;
  const char* expected;
};

const char* const kT = "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(10), N INT64) PRIMARY KEY (Id);";

const ObjectRow kObjectRows[] = {
    {"view_dropped", "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id FROM T;", "", "D031 view V"},
    {"view_replaced", "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id FROM T;",
     "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id, T.S FROM T;", "D032 view V"},
    {"view_respelled", "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id FROM T;",
     "create view v sql security invoker as (select t.id from t);", ""},
    {"view_added", "", "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id FROM T;", ""},
    {"stream_dropped", "CREATE CHANGE STREAM CS FOR ALL;", "", "D033 change stream CS"},
    {"stream_narrowed", "CREATE CHANGE STREAM CS FOR T(S, N);", "CREATE CHANGE STREAM CS FOR T(S);",
     "D034 change stream CS"},
    {"stream_all_given_up", "CREATE CHANGE STREAM CS FOR ALL;", "CREATE CHANGE STREAM CS FOR T;",
     "D034 change stream CS"},
    {"stream_widened", "CREATE CHANGE STREAM CS FOR T(S);", "CREATE CHANGE STREAM CS FOR T;", ""},
    {"stream_options", "CREATE CHANGE STREAM CS FOR T OPTIONS (retention_period = '1d');",
     "CREATE CHANGE STREAM CS FOR T OPTIONS (retention_period = '7d');", "D034 change stream CS"},
};

class ObjectRows : public ::testing::TestWithParam<ObjectRow> {};

TEST_P(ObjectRows, Findings) {
  const ObjectRow& row = GetParam();
  auto p = testing_review::MakePair(std::string(kT) + row.old_sql, std::string(kT) + row.new_sql, "");
  p->result.changes = Compare(p->old_side->result.schema, p->new_side->result.schema);
  for (size_t i = 0; i < p->result.changes.size(); ++i) p->result.steps.push_back(Step{.changes = {i}});
  Review(p->old_side->result.schema, *p->new_ctx, p->result);
  EXPECT_EQ(Describe(p->result.findings), row.expected);
  for (const auto& f : p->result.findings) EXPECT_FALSE(f.diagnostic.fix.empty()) << f.diagnostic.code;
}

INSTANTIATE_TEST_SUITE_P(Review, ObjectRows, ::testing::ValuesIn(kObjectRows),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(Review, DeclaredTableRename) {
  auto p = testing_review::MakePair(
      kT, "CREATE TABLE T2 (Id STRING(36) NOT NULL, S STRING(10), N INT64) PRIMARY KEY (Id);", "");
  RenameDeclaration flag = ParseRenameFlag("T=T2");
  Renames renames = ResolveRenames(p->old_side->result.schema, p->new_side->result.schema, {flag});
  ASSERT_EQ(renames.tables.size(), 1u);
  EXPECT_TRUE(renames.refused.empty());
  model::Schema renamed = ApplyTableRenames(p->old_side->result.schema, renames);
  EXPECT_TRUE(Compare(renamed, p->new_side->result.schema).empty());
  p->result.changes = RenameChanges(p->new_side->result.schema, renames);
  p->result.steps.push_back(Step{.changes = {0}});
  Review(renamed, *p->new_ctx, p->result);
  EXPECT_EQ(Describe(p->result.findings), "D035 table T2");
}

// A declaration that does not fit is refused (D017) and ignored; one already applied is no rename.
TEST(Renames, Resolution) {
  auto p = testing_review::MakePair(
      kT, "CREATE TABLE T2 (Id STRING(36) NOT NULL, S STRING(10), Num INT64) PRIMARY KEY (Id);", "");
  const auto& o = p->old_side->result.schema;
  const auto& n = p->new_side->result.schema;
  auto codes = [&](std::vector<std::string> flags) {
    std::vector<RenameDeclaration> d;
    for (const auto& f : flags) d.push_back(ParseRenameFlag(f));
    Renames r = ResolveRenames(o, n, d);
    std::string out = std::to_string(r.tables.size()) + " tables, " + std::to_string(r.columns.size()) + " columns";
    for (const auto& f : r.refused) out += ", " + f.diagnostic.code;
    return out;
  };
  EXPECT_EQ(codes({"T=T2", "T2.N=T2.Num"}), "1 tables, 1 columns");
  EXPECT_EQ(codes({"T=T2", "T.N=T2.Num"}), "1 tables, 1 columns");  // the column's table by either name
  EXPECT_EQ(codes({"X=T2"}), "0 tables, 0 columns, D017");
  EXPECT_EQ(codes({"T=Y"}), "0 tables, 0 columns, D017");
  EXPECT_EQ(codes({"T=T2.Num"}), "0 tables, 0 columns, D017");
  EXPECT_EQ(codes({"T=T2", "T2.Nope=T2.Num"}), "1 tables, 0 columns, D017");
  EXPECT_EQ(codes({"T2=T"}), "0 tables, 0 columns, D017");
  auto q = testing_review::MakePair("CREATE TABLE T2 (Id STRING(36) NOT NULL) PRIMARY KEY (Id);",
                                    "CREATE TABLE T2 (Id STRING(36) NOT NULL) PRIMARY KEY (Id);", "");
  EXPECT_TRUE(ResolveRenames(q->old_side->result.schema, q->new_side->result.schema, {ParseRenameFlag("T=T2")})
                  .refused.empty());
}

// Without --allow-drop the planner leaves the drop out and says so (D007): no review finding.
TEST(Review, DropLeftOutIsThePlanners) {
  auto p = testing_review::MakePair("CREATE TABLE A (Id STRING(36)) PRIMARY KEY (Id);", "", "dropped table A");
  p->result.steps.clear();
  Review(p->old_side->result.schema, *p->new_ctx, p->result);
  EXPECT_EQ(Describe(p->result.findings), "");
}

TEST(Review, FixTextsSpellDdl) {
  auto p = testing_review::MakePair(
      kUsers,
      "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(100) NOT NULL, Data BYTES(100)) PRIMARY KEY (UserId);",
      "altered column Users.Email");
  Review(p->old_side->result.schema, *p->new_ctx, p->result);
  ASSERT_EQ(p->result.findings.size(), 1u);
  EXPECT_EQ(p->result.findings[0].diagnostic.fix,
            "backfill first, then set it: UPDATE Users SET Email = <value> WHERE Email IS NULL; "
            "ALTER TABLE Users ALTER COLUMN Email STRING(100) NOT NULL");
}

TEST(Review, FixKeepsTheDefault) {
  auto p = testing_review::MakePair(
      "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(10) DEFAULT ('x')) PRIMARY KEY (Id);",
      "CREATE TABLE T (Id STRING(36) NOT NULL, S STRING(10) NOT NULL DEFAULT ('x')) PRIMARY KEY (Id);",
      "altered column T.S");
  Review(p->old_side->result.schema, *p->new_ctx, p->result);
  ASSERT_EQ(p->result.findings.size(), 1u);
  EXPECT_NE(p->result.findings[0].diagnostic.fix.find("ALTER COLUMN S STRING(10) NOT NULL DEFAULT ('x')"),
            std::string::npos)
      << p->result.findings[0].diagnostic.fix;
}

// A fingerprint is code + object: an edit above the object (its line moves) keeps it.
TEST(Review, FingerprintIgnoresLines) {
  auto a = testing_review::MakePair(
      kUsers,
      "CREATE TABLE Users (UserId STRING(36) NOT NULL, Email STRING(100) NOT NULL, Data BYTES(100)) PRIMARY KEY (UserId);",
      "altered column Users.Email");
  auto b = testing_review::MakePair(
      kUsers,
      "CREATE TABLE Z (Id STRING(36)) PRIMARY KEY (Id);\n\n\nCREATE TABLE Users (UserId STRING(36) NOT NULL,\n Email STRING(100) "
      "NOT NULL, Data BYTES(100)) PRIMARY KEY (UserId);",
      "added table Z; altered column Users.Email");
  Review(a->old_side->result.schema, *a->new_ctx, a->result);
  Review(b->old_side->result.schema, *b->new_ctx, b->result);
  ASSERT_EQ(a->result.findings.size(), 1u);
  ASSERT_EQ(b->result.findings.size(), 1u);
  EXPECT_NE(a->result.findings[0].diagnostic.location.line, b->result.findings[0].diagnostic.location.line);
  EXPECT_EQ(a->result.findings[0].fingerprint, b->result.findings[0].fingerprint);
  EXPECT_NE(Fingerprint("D025", "column users.email"), Fingerprint("D026", "column users.email"));
  EXPECT_EQ(Fingerprint("D025", "column Users.Email"), Fingerprint("D025", "column users.email"));
}

// The registry (its pages: DiffCodes.EveryCodeIsDocumented) is ordered, and every code the review
// emits is in it.
TEST(ReviewCodes, OrderedAndRegistered) {
  auto all = DiffCodes();
  for (size_t i = 1; i < all.size(); ++i) EXPECT_LT(all[i - 1].code, all[i].code);
  for (const char* code :
       {codes::kShardColumnRemoved, codes::kInterleaveLost, codes::kTableDropped, codes::kColumnDropped,
        codes::kObjectDropped, codes::kNotNullOnExisting, codes::kShorterLength, codes::kUniqueOnExisting,
        codes::kValidatingTypeChange, codes::kIndexBackfill, codes::kConstraintOnExisting, codes::kViewDropped,
        codes::kViewReplaced, codes::kChangeStreamDropped, codes::kChangeStreamChanged, codes::kTableRenamed,
        codes::kViewRecreated, codes::kColumnRename, codes::kRenameRefused})
    EXPECT_NO_THROW(LookupDiffCode(code)) << code;
  EXPECT_THROW(LookupDiffCode("D049"), std::logic_error);
}

}  // namespace
}  // namespace spanlift::diff
