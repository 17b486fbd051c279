// A live database's evidence (docs/live.md) in the decisions: statistics put into Table::data as
// src/source/ puts them (no server here: the figures are set by hand), one case per rule.
#include <gtest/gtest.h>

#include "analysis/data_evidence.h"
#include "analysis/hotspot.h"
#include "frontend/frontend.h"

namespace spanlift::analysis {
namespace {

struct Converted {
  model::Schema source;
  convert::ConvertResult result;
};

// `sql` read as PostgreSQL, then `live` applied to table t's data before converting.
template <typename Live>
std::unique_ptr<Converted> Load(const std::string& sql, Live live) {
  frontend::LoadOptions options;
  options.dialect = model::Dialect::kPostgres;
  auto out = std::make_unique<Converted>();
  out->source = frontend::LoadText(sql, "live.sql", options);
  model::Table* t = out->source.FindTable("public", "t");
  EXPECT_TRUE(t);
  t->data.emplace();
  t->data->origin = "live";
  live(*t->data);
  out->result = convert::Convert(out->source, {});
  return out;
}

std::optional<Hotspot> Key(const Converted& c) {
  AnalysisContext ctx(c.result.schema, &c.source, &c.result.renames);
  return KeyHotspot(ctx, *c.result.schema.FirstTableIgnoreCase("t"));
}

model::ColumnData Column(std::string name, uint64_t rows, uint64_t distinct) {
  model::ColumnData d;
  d.column = std::move(name);
  d.values = rows;
  d.distinct = distinct;
  d.all_integers = false;
  d.statistics = "pg_stats";
  return d;
}

TEST(LiveEvidence, NoWriteCountedMeansNoHotspot) {
  auto counted = [](std::optional<uint64_t> inserts) {
    // An assigned integer id (a serial one becomes a bit-reversed identity: never a finding).
    return Load("CREATE TABLE t (id bigint PRIMARY KEY, name text);", [&](model::TableData& d) {
      d.rows = 5;
      d.inserts = inserts;
      d.updates = 0;
    });
  };
  EXPECT_FALSE(Key(*counted(0)));  // the database counted none: no write load
  auto busy = Key(*counted(4000));
  ASSERT_TRUE(busy);
  EXPECT_STREQ(busy->code, "H001");
  auto uncounted = Key(*counted(std::nullopt));  // not counted (MySQL without performance_schema)
  ASSERT_TRUE(uncounted);
  EXPECT_STREQ(uncounted->code, "H001");
}

TEST(LiveEvidence, CorrelationMakesAColumnMonotonic) {
  auto c = Load("CREATE TABLE t (ref bigint PRIMARY KEY, v text);", [](model::TableData& d) {
    d.rows = 5000;
    d.inserts = 5000;
    auto col = Column("ref", 5000, 5000);
    col.correlation = 0.998;
    d.columns.push_back(col);
  });
  auto hot = Key(*c);
  ASSERT_TRUE(hot);
  EXPECT_STREQ(hot->code, "H001");
  EXPECT_NE(hot->classification.evidence.find("the live database's statistics"), std::string::npos)
      << hot->classification.evidence;
  EXPECT_NE(hot->classification.evidence.find("correlation 1.00"), std::string::npos) << hot->classification.evidence;
  EXPECT_EQ(hot->classification.evidence.find("dump"), std::string::npos) << hot->classification.evidence;
}

TEST(LiveEvidence, NoCorrelationRefutesAnAssignedId) {
  auto c = Load("CREATE TABLE t (id bigint PRIMARY KEY, v text);", [](model::TableData& d) {
    d.rows = 5000;
    d.inserts = 5000;
    auto col = Column("id", 5000, 5000);
    col.correlation = 0.02;
    d.columns.push_back(col);
  });
  EXPECT_FALSE(Key(*c));
}

TEST(LiveEvidence, MostCommonValueConfirmsATenant) {
  auto c = Load("CREATE TABLE t (tenant_id int NOT NULL, id bigint NOT NULL, PRIMARY KEY (tenant_id, id));",
                [](model::TableData& d) {
                  d.rows = 3000;
                  d.inserts = 3000;
                  auto col = Column("tenant_id", 3000, 40);
                  col.top = {{"1", 2100, 0}, {"7", 30, 0}, {"9", 28, 0}};
                  d.columns.push_back(col);
                });
  auto hot = Key(*c);
  ASSERT_TRUE(hot);
  EXPECT_STREQ(hot->code, "H005");
  EXPECT_NE(hot->classification.evidence.find("'1' holds 70.0%"), std::string::npos) << hot->classification.evidence;
  // Its name is no evidence of a tenant (docs/hotspots.md): the statistics alone measure the skew.
  EXPECT_NE(hot->classification.evidence.find("measured in the live database's statistics"), std::string::npos)
      << hot->classification.evidence;
  EXPECT_NE(hot->load.find("the live database counted 3000 inserts"), std::string::npos) << hot->load;
}

}  // namespace
}  // namespace spanlift::analysis
