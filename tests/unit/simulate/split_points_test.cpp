// Where split points go (docs/split-points.md): evenly over what a generator spreads uniformly,
// one per shard value, at quantiles of what the rows measured; how many from the rows and bytes.
#include "simulate/split_points.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "simulate/key_encoding.h"

namespace spanlift::simulate {
namespace {

TEST(SplitPoints, CountFromRowsAndBytes) {
  SplitRule rule;  // 1,000,000 rows or 1 GiB a point, at least 2, at most 100
  struct Row {
    uint64_t rows, bytes, points;
  };
  const std::vector<Row> rows = {
      {0, 0, 0},
      {1999999, 0, 0},  // one point's worth: too small to matter
      {2000000, 0, 2},
      {10, uint64_t{3} << 30, 3},       // few rows, many bytes: the bytes decide
      {5000000, uint64_t{1} << 30, 5},  // the larger of the two
      {1000000000, 0, 100},             // capped at one request
  };
  for (const auto& r : rows) EXPECT_EQ(PointCount(rule, r.rows, r.bytes), r.points) << r.rows << " rows " << r.bytes;
}

TEST(SplitPoints, BitReversedEvenlyOverPositiveInt64) {
  EXPECT_EQ(EvenPositiveInt64(1), std::vector<int64_t>{int64_t{1} << 62});
  EXPECT_EQ(EvenPositiveInt64(3), (std::vector<int64_t>{int64_t{1} << 61, int64_t{1} << 62, (int64_t{3} << 61)}));
  auto many = EvenPositiveInt64(100);
  ASSERT_EQ(many.size(), 100u);
  for (size_t i = 0; i < many.size(); ++i) {
    EXPECT_GT(many[i], i ? many[i - 1] : 0);  // positive, increasing: valid BIT_REVERSE(id, true) values
  }
}

TEST(SplitPoints, OnePerShardOrAnEvenSubset) {
  struct Row {
    int64_t shards;
    uint64_t count;
    std::vector<int64_t> points;
  };
  const std::vector<Row> rows = {
      {8, 100, {1, 2, 3, 4, 5, 6, 7}},  // every shard value starts a split (0 starts the first)
      {8, 3, {2, 4, 6}},                // fewer wanted: evenly spaced
      {16, 1, {8}},
      {1, 5, {}},  // one shard: nothing to separate
  };
  for (const auto& r : rows) EXPECT_EQ(ShardPoints(r.shards, r.count), r.points) << r.shards << " shards";
}

TEST(SplitPoints, UuidHexPrefixes) {
  EXPECT_EQ(UuidPrefixes(1, false), std::vector<std::string>{"80000000-0000-0000-0000-000000000000"});
  EXPECT_EQ(UuidPrefixes(3, false),
            (std::vector<std::string>{"40000000-0000-0000-0000-000000000000", "80000000-0000-0000-0000-000000000000",
                                      "c0000000-0000-0000-0000-000000000000"}));
  EXPECT_EQ(UuidPrefixes(3, true)[2], "C0000000-0000-0000-0000-000000000000");
}

std::vector<std::string> Texts(const std::vector<shard::Value>& values) {
  std::vector<std::string> out;
  for (const auto& v : values) out.push_back(shard::ValueText(v));
  return out;
}

std::vector<shard::Value> Typed(const std::vector<std::string>& texts, const std::string& type) {
  std::vector<shard::Value> out;
  for (const auto& t : texts) out.push_back(TypedValue(profile::Field{profile::ValueKind::kString, t}, type));
  return out;
}

TEST(SplitPoints, QuantilesOfTheSampleInKeyOrder) {
  // Integers order as numbers, not as text, duplicates count once: 1 9 10 20 30 40 50 -> thirds
  // start at 10 and 30 (text order, 1 10 20 30 40 50 9, would give 20 and 40).
  auto q = Quantiles(Typed({"40", "10", "9", "30", "20", "20", "1", "50"}, "INT64"), 2);
  EXPECT_EQ(Texts(q), (std::vector<std::string>{"10", "30"}));
  // Never the smallest value (its split would hold nothing below it), at most distinct-1 points.
  EXPECT_EQ(Texts(Quantiles(Typed({"b", "a"}, "STRING"), 10)), std::vector<std::string>{"b"});
  EXPECT_TRUE(Quantiles(Typed({"a", "a", "a"}, "STRING"), 3).empty());
  auto t = Quantiles(Typed({"2024-03-01 00:00:00", "2024-01-01 00:00:00", "2024-02-01 00:00:00"}, "TIMESTAMP"), 1);
  ASSERT_EQ(t.size(), 1u);
  EXPECT_EQ(shard::ValueText(t[0]), "2024-02-01T00:00:00.000000Z");
}

}  // namespace
}  // namespace spanlift::simulate
