// One row per rule case: SQL in, the hotspot findings (code + object) out, in registry order.
#include <gtest/gtest.h>

#include "unit/support/files.h"

#include "rules/registry.h"
#include "rules/rule_docs.h"
#include "unit/support/converted_schema.h"

namespace spanlift::rules {
namespace {

using model::Dialect;

struct Row {
  const char* name;
  Dialect dialect;
  const char* sql;
  const char* expected;  // "CODE object; CODE object" in order, "" for none
};

const Row kRows[] = {
    // H001
    {"timestamp_first", Dialect::kMySql,
     "CREATE TABLE Users (LastAccess DATETIME NOT NULL, UserId BIGINT NOT NULL, PRIMARY KEY (LastAccess, UserId));",
     "H001 table Users"},
    {"assigned_id", Dialect::kPostgres, "CREATE TABLE tickets (id bigint PRIMARY KEY);", "H001 table tickets"},
    {"auto_increment_becomes_bit_reversed", Dialect::kMySql, "CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY);", ""},
    {"uuid_v4_key", Dialect::kPostgres, "CREATE TABLE t (id uuid DEFAULT gen_random_uuid() PRIMARY KEY);", ""},
    // H002
    {"history_under_parent", Dialect::kPostgres,
     "CREATE TABLE u (uid uuid PRIMARY KEY); CREATE TABLE h (uid uuid REFERENCES u, at timestamptz, PRIMARY KEY (uid, at));",
     "H002 table h; H004 table h"},
    {"history_desc_already", Dialect::kSpanner,
     "CREATE TABLE u (uid STRING(36)) PRIMARY KEY (uid); CREATE TABLE h (uid STRING(36), ts TIMESTAMP) "
     "PRIMARY KEY (uid, ts DESC), INTERLEAVE IN PARENT u;",
     ""},
    // H003
    {"index_on_timestamp", Dialect::kPostgres,
     "CREATE TABLE e (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), created_at timestamptz DEFAULT now());"
     "CREATE INDEX e_created ON e (created_at);",
     "H003 index e_created"},
    {"unique_index_on_timestamp", Dialect::kPostgres,
     "CREATE TABLE e (id uuid PRIMARY KEY, ts timestamptz, UNIQUE (ts, id));", "H003 index e_ts_id_key"},
    {"fk_backing_index", Dialect::kPostgres,
     "CREATE TABLE d (day date PRIMARY KEY); CREATE TABLE n (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), "
     "day date REFERENCES d);",
     "H001 table d; H003 foreign key n_day_fkey"},
    {"interleaved_index", Dialect::kSpanner,
     "CREATE TABLE u (uid STRING(36)) PRIMARY KEY (uid); CREATE TABLE h (uid STRING(36), ts TIMESTAMP) "
     "PRIMARY KEY (uid, ts DESC), INTERLEAVE IN PARENT u; CREATE INDEX hi ON h(uid, ts), INTERLEAVE IN u;",
     ""},
    // H004
    {"reorder_to_interleave", Dialect::kPostgres,
     "CREATE TABLE s (sid uuid PRIMARY KEY); CREATE TABLE a (aid uuid, sid uuid REFERENCES s ON DELETE CASCADE, "
     "PRIMARY KEY (aid, sid));",
     "H004 table a"},
    {"rename_to_interleave", Dialect::kPostgres,
     "CREATE TABLE s (sid uuid PRIMARY KEY); CREATE TABLE a (singer uuid REFERENCES s, aid uuid, PRIMARY KEY (singer, aid));",
     "H004 table a"},
    {"type_mismatch_no_interleave", Dialect::kPostgres,
     "CREATE TABLE s (sid text PRIMARY KEY); CREATE TABLE a (sid varchar(10) REFERENCES s, aid uuid, PRIMARY KEY (sid, aid));",
     ""},
    // H005
    {"log_entries_company_name_is_no_evidence", Dialect::kMySql,
     "CREATE TABLE LogEntries (CompanyId VARCHAR(64) NOT NULL, UserId VARCHAR(64) NOT NULL, Timestamp TIMESTAMP NOT NULL, "
     "PRIMARY KEY (CompanyId, UserId, Timestamp)); CREATE INDEX LogEntriesByCompany ON LogEntries (CompanyId, Timestamp);",
     ""},
    {"state_then_time", Dialect::kMySql,
     "CREATE TABLE LogEntries (Level ENUM('info','error') NOT NULL, Id CHAR(36) NOT NULL, "
     "CreatedAt TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, PRIMARY KEY (Level, CreatedAt, Id)); "
     "CREATE INDEX LogEntriesByLevel ON LogEntries (Level, CreatedAt);",
     "H005 table LogEntries; H005 index LogEntriesByLevel"},
    // H006
    {"uuid_v1", Dialect::kPostgres, "CREATE TABLE s (id uuid PRIMARY KEY DEFAULT uuid_generate_v1());", "H006 table s"},
    {"uuid_v7_index", Dialect::kPostgres,
     "CREATE TABLE s (id text PRIMARY KEY, u uuid DEFAULT uuidv7()); CREATE INDEX su ON s (u);", "H006 index su"},
    // H007
    {"sixteen_key_columns", Dialect::kSpanner,
     "CREATE TABLE w (a1 INT64, a2 INT64, a3 INT64, a4 INT64, a5 INT64, a6 INT64, a7 INT64, a8 INT64, a9 INT64, a10 INT64, "
     "a11 INT64, a12 INT64, a13 INT64, a14 INT64, a15 INT64, a16 INT64) PRIMARY KEY (a1, a2, a3, a4, a5, a6, a7, a8, a9, "
     "a10, a11, a12, a13, a14, a15, a16);",
     "H007 table w"},
    {"large_key", Dialect::kSpanner, "CREATE TABLE k (a STRING(1500), b STRING(1500)) PRIMARY KEY (a, b);",
     "H007 table k"},
};

std::string Describe(const std::vector<Finding>& findings) {
  std::string out;
  for (const auto& f : findings) out += (out.empty() ? "" : "; ") + f.diagnostic.code + " " + f.diagnostic.object;
  return out;
}

class RulesTest : public ::testing::TestWithParam<Row> {};

TEST_P(RulesTest, Reports) {
  const Row& row = GetParam();
  auto converted = testing::ConvertSql(row.sql, row.dialect);
  ASSERT_EQ(converted->source.diagnostics.error_count(), 0u) << row.sql;
  analysis::AnalysisContext ctx(converted->result.schema, &converted->source, &converted->result.renames);
  auto findings = rules::Run(ctx);
  EXPECT_EQ(Describe(findings), row.expected) << row.sql;
  for (const auto& f : findings) {
    EXPECT_FALSE(f.diagnostic.message.empty());
    EXPECT_FALSE(f.diagnostic.fix.empty()) << f.diagnostic.code;
    // Hotspot findings: a warning at the rewrite confidence, info below it, on a name alone or a
    // skew what follows spreads (docs/hotspots.md); other rules: the rule's severity.
    bool hotspot = f.diagnostic.code == "H001" || f.diagnostic.code == "H003" || f.diagnostic.code == "H005";
    bool warns = f.classification.confidence >= analysis::kRewriteConfidence && !f.classification.name_only &&
                 !f.classification.spread;
    EXPECT_EQ(f.diagnostic.severity, hotspot ? (warns ? model::Severity::kWarning : model::Severity::kInfo)
                                     : f.classification.name_only ? model::Severity::kInfo
                                                                  : LookupRule(f.diagnostic.code).severity())
        << f.diagnostic.message;
  }
}

INSTANTIATE_TEST_SUITE_P(Cases, RulesTest, ::testing::ValuesIn(kRows),
                         [](const ::testing::TestParamInfo<Row>& info) { return std::string(info.param.name); });

TEST(RuleRegistry, AppendsFindingsToTheConversion) {
  auto converted = testing::ConvertSql("CREATE TABLE tickets (id bigint PRIMARY KEY, t text);", Dialect::kPostgres);
  size_t before = converted->result.findings.all().size();
  AppendFindings(converted->source, converted->result);
  ASSERT_EQ(converted->result.findings.all().size(), before + 1);
  EXPECT_EQ(converted->result.findings.all().back().code, "H001");
}

TEST(RuleRegistry, DisabledRulesDoNotRun) {
  auto converted = testing::ConvertSql("CREATE TABLE tickets (id bigint PRIMARY KEY);", Dialect::kPostgres);
  analysis::AnalysisContext ctx(converted->result.schema, &converted->source, &converted->result.renames);
  EXPECT_EQ(rules::Run(ctx).size(), 1u);
  EXPECT_TRUE(rules::Run(ctx, {"monotonic-key"}).empty());
  EXPECT_TRUE(rules::Run(ctx, {"H001"}).empty());
}

TEST(RuleRegistry, CodesAreOrderedUniqueAndDocumented) {
  std::string index = testing::ReadFile(std::string(SPANLIFT_SOURCE_DIR) + "/docs/rules/index.md");
  auto rules = AllRules();
  for (size_t i = 0; i < rules.size(); ++i) {
    std::string code = rules[i].code;
    if (i > 0) {
      EXPECT_LT(std::string(rules[i - 1].code), code);
    }
    auto page = RuleDoc(code);
    ASSERT_TRUE(page.has_value()) << code;
    EXPECT_EQ(page->rfind("# " + code + ": " + std::string(rules[i].title()), 0), 0u) << code;
    for (const char* heading :
         {"## What it finds", "## Why it matters on Spanner", "## Example", "## What spanlift does", "## Options"})
      EXPECT_NE(page->find(heading), std::string::npos) << code << " lacks " << heading;
    EXPECT_NE(page->find("seeds/"), std::string::npos) << code << " cites no seed guidance";
    std::string row = "| [" + code + "](" + code + ".md) | " + model::SeverityName(rules[i].severity()) + " | " +
                      std::string(rules[i].title()) + " |";
    EXPECT_NE(index.find(row), std::string::npos) << row;
  }
  EXPECT_THROW(LookupRule("H999"), std::logic_error);
  EXPECT_EQ(FindRule("monotonic-KEY"), &LookupRule("H001"));
  EXPECT_EQ(FindRule("h007"), &LookupRule("H007"));
  EXPECT_EQ(FindRule("nope"), nullptr);
  EXPECT_FALSE(RuleDoc("H999").has_value());
  EXPECT_TRUE(RuleDoc("h001").has_value());
}

}  // namespace
}  // namespace spanlift::rules
