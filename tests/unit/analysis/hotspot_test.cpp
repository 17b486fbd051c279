// The one decision lint and convert share: which finding, if any, a key's or an index's first part
// gets. One row per case: SQL in, the code for the table's key or a named index out ("" = none).
#include "analysis/hotspot.h"

#include <gtest/gtest.h>

#include "analysis/hierarchy.h"
#include "analysis/table_load.h"
#include "unit/support/converted_schema.h"

namespace spanlift::analysis {
namespace {

using model::Dialect;

struct Row {
  Dialect dialect;
  const char* sql;
  const char* table;
  const char* index;  // nullptr: the primary key
  const char* code;   // "" when no finding
  bool name_only;
  bool warning = false;  // a warning convert rewrites, rather than info
};

const Row kRows[] = {
    // monotonic keys and indexes, by type or default: H001 / H003
    {Dialect::kPostgres, "CREATE TABLE t (ts timestamptz DEFAULT now() PRIMARY KEY);", "t", nullptr, "H001", false,
     true},
    {Dialect::kPostgres,
     "CREATE TABLE t (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), at timestamptz DEFAULT now());"
     "CREATE INDEX t_at ON t (at);",
     "t", "t_at", "H003", false, true},
    {Dialect::kPostgres, "CREATE TABLE t (id uuid PRIMARY KEY DEFAULT uuid_generate_v1());", "t", nullptr, "H006",
     false, true},
    // a generator convert made bit-reversed is no longer monotonic
    {Dialect::kMySql, "CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY);", "t", nullptr, "", false},
    // issue 9: a unique one-column index on a tenant-named column is not skewed...
    {Dialect::kPostgres,
     "CREATE TABLE branches (id bigserial PRIMARY KEY, org_id integer, com_id integer);"
     "CREATE UNIQUE INDEX index_branches_on_org_id ON branches (org_id);",
     "branches", "index_branches_on_org_id", "", false},
    // ... nor a non-unique one: a tenant's name is no evidence (docs/hotspots.md)
    {Dialect::kPostgres,
     "CREATE TABLE b (id bigserial PRIMARY KEY, account_id integer);"
     "CREATE INDEX b_account ON b (account_id);",
     "b", "b_account", "", false},
    {Dialect::kPostgres,
     "CREATE TABLE company_movie (company_id int, movie_id int, PRIMARY KEY (company_id, movie_id));", "company_movie",
     nullptr, "", false},
    // seed 004: a state with few values, then the insert time: a warning
    {Dialect::kMySql,
     "CREATE TABLE jobs (id CHAR(36) PRIMARY KEY, status ENUM('queued','done') NOT NULL,"
     " created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, KEY jobs_status (status, created_at));",
     "jobs", "jobs_status", "H005", false, true},
    // few values, then a part that spreads them (the bit-reversed key): known, never rewritten
    {Dialect::kMySql,
     "CREATE TABLE jobs (id INT AUTO_INCREMENT PRIMARY KEY, status ENUM('queued','done') NOT NULL,"
     " KEY jobs_status (status));",
     "jobs", "jobs_status", "H005", false, false},
    // a table that takes no write load: no hotspot, whatever its key
    {Dialect::kPostgres, "CREATE TABLE schema_migrations (applied_at timestamptz DEFAULT now() PRIMARY KEY);",
     "schema_migrations", nullptr, "", false},
    // a child led by its parent's key follows the parent: interleaving answers it (H004)
    {Dialect::kPostgres,
     "CREATE TABLE events (at timestamptz DEFAULT now() PRIMARY KEY);"
     "CREATE TABLE event_tags (at timestamptz REFERENCES events, tag text, PRIMARY KEY (at, tag));",
     "event_tags", nullptr, "", false},
    // one-column keys are unique: never skewed
    {Dialect::kPostgres, "CREATE TABLE t (tenant_id text PRIMARY KEY);", "t", nullptr, "", false},
    // referenced by many tables is no evidence of a small table
    {Dialect::kPostgres,
     "CREATE TABLE users (id uuid PRIMARY KEY DEFAULT gen_random_uuid());"
     "CREATE TABLE a (id int PRIMARY KEY, u uuid REFERENCES users);"
     "CREATE TABLE b (id int PRIMARY KEY, u uuid REFERENCES users);"
     "CREATE TABLE c (u uuid REFERENCES users, n int, PRIMARY KEY (u, n));",
     "c", nullptr, "", false},
    // names like event times: low confidence
    {Dialect::kMySql, "CREATE TABLE t (created INT NOT NULL, n INT NOT NULL, PRIMARY KEY (created, n));", "t", nullptr,
     "H001", true},
};

class HotspotTest : public ::testing::TestWithParam<Row> {};

TEST_P(HotspotTest, Decides) {
  const Row& row = GetParam();
  auto converted = testing::ConvertSql(row.sql, row.dialect);
  ASSERT_EQ(converted->source.diagnostics.error_count(), 0u) << row.sql;
  AnalysisContext ctx(converted->result.schema, &converted->source, &converted->result.renames);
  const model::Table* table = FindTable(ctx.schema(), row.table);
  ASSERT_NE(table, nullptr) << row.sql;
  std::optional<Hotspot> hot;
  if (!row.index) {
    hot = KeyHotspot(ctx, *table);
  } else {
    const model::Index* index = nullptr;
    for (const auto& i : table->indexes)
      if (i.name == row.index) index = &i;
    ASSERT_NE(index, nullptr) << row.sql;
    hot = IndexHotspot(ctx, *table, *index);
  }
  EXPECT_EQ(hot ? std::string(hot->code) : std::string(), row.code) << row.sql;
  if (hot) {
    EXPECT_EQ(hot->classification.name_only, row.name_only) << row.sql << "\n" << hot->classification.evidence;
    EXPECT_EQ(hot->warning, row.warning) << row.sql << "\n" << hot->classification.evidence;
  }
}

INSTANTIATE_TEST_SUITE_P(Cases, HotspotTest, ::testing::ValuesIn(kRows));

TEST(HotspotTest, UniqueidCannotLeadAKey) {
  auto converted = testing::ConvertSql(
      "CREATE TABLE cdr (calldate DATETIME NOT NULL, uniqueid VARCHAR(32) NOT NULL, src VARCHAR(80) NOT NULL, "
      "PRIMARY KEY (calldate, uniqueid));",
      Dialect::kMySql);
  AnalysisContext ctx(converted->result.schema, &converted->source, &converted->result.renames);
  const model::Table& t = ctx.schema().tables.at(0);
  model::KeyPart uniqueid, src;
  uniqueid.column = "uniqueid";
  src.column = "src";
  EXPECT_FALSE(CanLead(ctx, t, uniqueid));
  EXPECT_TRUE(CanLead(ctx, t, src));
}

// An insert-time timestamp on every table is a framework's convention (Laravel, Rails, Django):
// it does not make a configuration table busy. Where few tables have one, it still does.
TEST(HotspotTest, ConventionTimestampsSayNothingOfLoad) {
  auto schema = [](bool every_table) {
    std::string sql =
        "CREATE TABLE tax_settings (id bigserial PRIMARY KEY, name text, created_at timestamptz DEFAULT now());"
        "CREATE INDEX tax_settings_created ON tax_settings (created_at);";
    for (int i = 0; i < 11; ++i)
      sql += "CREATE TABLE t" + std::to_string(i) + " (id bigserial PRIMARY KEY" +
             (every_table ? ", created_at timestamptz DEFAULT now()" : "") + ");";
    return sql;
  };
  for (bool every_table : {true, false}) {
    auto converted = testing::ConvertSql(schema(every_table), Dialect::kPostgres);
    AnalysisContext ctx(converted->result.schema, &converted->source, &converted->result.renames);
    const model::Table* table = FindTable(ctx.schema(), "tax_settings");
    ASSERT_NE(table, nullptr);
    const LoadAssessment load = ctx.LoadOf(*table);
    EXPECT_EQ(load.load, every_table ? Load::kQuiet : Load::kUnknown) << load.evidence;
    std::optional<Hotspot> hot = IndexHotspot(ctx, *table, table->indexes.at(0));
    EXPECT_EQ(hot.has_value(), !every_table) << load.evidence;
    if (every_table) {
      EXPECT_NE(load.evidence.find("created_at, an insert-time timestamp as nearly every table of the schema has"),
                std::string::npos)
          << load.evidence;
    }
  }
}

// Part 4: the nearest ancestor whose whole key leads the index, at any depth.
TEST(HierarchyTest, IndexInterleaveAncestor) {
  auto converted = testing::ConvertSql(
      "CREATE TABLE o (order_id INT64 NOT NULL) PRIMARY KEY (order_id);"
      "CREATE TABLE i (order_id INT64 NOT NULL, line_no INT64 NOT NULL, t TIMESTAMP) PRIMARY KEY (order_id, line_no),"
      " INTERLEAVE IN PARENT o;"
      "CREATE TABLE n (order_id INT64 NOT NULL, line_no INT64 NOT NULL, note_no INT64 NOT NULL, t TIMESTAMP)"
      " PRIMARY KEY (order_id, line_no, note_no), INTERLEAVE IN PARENT i;"
      "CREATE INDEX i_at ON i (order_id, t);"
      "CREATE INDEX n_line ON n (order_id, line_no, t);"
      "CREATE INDEX n_order ON n (order_id, t);"
      "CREATE INDEX n_desc ON n (order_id DESC, t);"
      "CREATE INDEX n_at ON n (t);",
      Dialect::kSpanner);
  ASSERT_EQ(converted->source.diagnostics.error_count(), 0u);
  const model::Schema& s = converted->result.schema;
  auto ancestor = [&](const char* table, const char* index) -> std::string {
    const model::Table* t = FindTable(s, table);
    for (const auto& i : t->indexes)
      if (i.name == index) {
        const model::Table* a = IndexInterleaveAncestor(s, *t, i);
        return a ? a->name : "";
      }
    return "(no index)";
  };
  EXPECT_EQ(ancestor("i", "i_at"), "o");
  EXPECT_EQ(ancestor("n", "n_line"), "i");
  EXPECT_EQ(ancestor("n", "n_order"), "o");
  EXPECT_EQ(ancestor("n", "n_desc"), "");
  EXPECT_EQ(ancestor("n", "n_at"), "");
  EXPECT_EQ(ancestor("o", "i_at"), "(no index)");
}

}  // namespace
}  // namespace spanlift::analysis
