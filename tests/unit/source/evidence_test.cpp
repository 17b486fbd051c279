// Statistics into the profile's shape: counts from shares, heavy hitters, formats; a sample's
// arrival order joins them, its extremes never do.
#include <gtest/gtest.h>

#include "source/evidence.h"

namespace spanlift::source {
namespace {

TEST(Evidence, FromStatistics) {
  ColumnStatistics s;
  s.null_share = 0.1;
  s.distinct = 41;
  s.frequent = {{"7", 0.05}, {"1", 0.7}};
  s.values = {"2", "40"};
  s.correlation = 0.5;
  s.statistics = "pg_stats";
  model::ColumnData d = FromStatistics("tenant_id", 1000, s);
  EXPECT_EQ(d.nulls, 100u);
  EXPECT_EQ(d.values, 900u);
  EXPECT_EQ(d.distinct, 41u);
  ASSERT_EQ(d.top.size(), 2u);
  EXPECT_EQ(d.top[0].value, "1");  // most frequent first
  EXPECT_EQ(d.top[0].count, 700u);
  EXPECT_FALSE(d.int_max);  // a statistics sample's maximum is not the table's
  EXPECT_EQ(d.correlation, 0.5);
}

TEST(Evidence, TimeOrderedValuesAreRecognised) {
  ColumnStatistics s;
  for (int i = 0; i < 20; ++i) s.values.push_back("01ARZ3NDEKTSV4RRFFQ69G5F" + std::to_string(10 + i));
  EXPECT_EQ(FromStatistics("ref", 100, s).time_order, "ulid");
}

TEST(Evidence, SampleAddsOrderNotExtremes) {
  model::TableData stats;
  stats.origin = "live";
  stats.rows = 100000;
  ColumnStatistics s;
  s.distinct = 100000;
  stats.columns.push_back(FromStatistics("id", 100000, s));
  SetExtremes(stats, "id", 1, 100000);
  model::TableData sample;
  sample.rows = 500;
  model::ColumnData id;
  id.column = "id";
  id.pairs = 499;
  id.increases = 499;
  id.int_min = 3;
  id.int_max = 99000;
  model::ColumnData other;
  other.column = "created_at";
  other.int_max = 5;
  sample.columns = {id, other};
  MergeSample(stats, sample);
  EXPECT_EQ(stats.sampled_rows, 500u);
  const model::ColumnData* merged = stats.Find("id");
  ASSERT_TRUE(merged);
  EXPECT_EQ(merged->increases, 499u);
  EXPECT_EQ(merged->int_max, 100000);  // the exact extreme stays
  const model::ColumnData* added = stats.Find("created_at");
  ASSERT_TRUE(added);
  EXPECT_FALSE(added->int_max);
}

TEST(Evidence, Names) { EXPECT_EQ(PgName("we\"ird"), "\"we\"\"ird\""); }

}  // namespace
}  // namespace spanlift::source
