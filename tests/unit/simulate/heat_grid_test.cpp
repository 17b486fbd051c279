// The insert grid behind report.html's heat maps (heat_grid.h): an appending key writes one key
// bucket per window, a spread key writes every bucket in every window, a single key has one bucket,
// and the replays' windows follow one another.
#include "simulate/heat_grid.h"

#include <gtest/gtest.h>

#include <functional>
#include <numeric>
#include <string>
#include <vector>

#include "shard/shard.h"
#include "key_streams.h"

namespace spanlift::simulate {
namespace {

using testing::IntKey;

// Inserts keys 1..n (by `key`) in windows of `window`, recording `buckets`; `n2` more in a second replay.
HeatGrid Record(const std::function<std::string(int64_t)>& key, int64_t n, uint64_t window, size_t buckets,
                int64_t n2 = 0, bool record = true) {
  SplitParameters p;
  KeySpace space(p, window);
  if (record) space.RecordHeat(buckets);
  for (int64_t i = 1; i <= n; ++i) space.Insert(key(i), 100);
  space.EndPhase();
  if (n2 == 0) return space.TakeHeat();
  for (int64_t i = n + 1; i <= n + n2; ++i) space.Insert(key(i), 100);
  space.EndPhase();
  HeatGrid grid = space.TakeHeat();
  EXPECT_TRUE(space.TakeHeat().cells.empty());  // taken: the recorder starts again
  return grid;
}

struct Shape {
  const char* name;
  std::function<std::string(int64_t)> key;
  size_t buckets;                 // expected buckets
  size_t min_filled, max_filled;  // buckets written in each window (a sample: a spread key may miss one)
  double min_mean;                // buckets written per window, on average
};

TEST(HeatRecorder, BucketsWrittenPerWindowByKeyShape) {
  const std::vector<Shape> shapes = {
      {"increasing", [](int64_t i) { return IntKey(i); }, 16, 1, 2, 1.0},
      {"decreasing", [](int64_t i) { return IntKey(-i); }, 16, 1, 2, 1.0},
      {"bit-reversed", [](int64_t i) { return IntKey(shard::BitReverse(i, true)); }, 16, 14, 16, 15.5},
      {"hashed", [](int64_t i) { return IntKey(shard::FarmFingerprint(std::to_string(i))); }, 16, 14, 16, 15.5},
      {"one key", [](int64_t) { return IntKey(7); }, 1, 1, 1, 1.0},
  };
  for (const auto& s : shapes) {
    HeatGrid grid = Record(s.key, 10240, 160, 16);
    EXPECT_EQ(grid.buckets, s.buckets) << s.name;
    ASSERT_EQ(grid.cells.size(), 64u) << s.name;
    uint64_t total = 0;
    size_t all_filled = 0;
    for (const auto& row : grid.cells) {
      ASSERT_EQ(row.size(), grid.buckets) << s.name;
      size_t filled = 0;
      for (uint64_t c : row) filled += c > 0 ? 1 : 0;
      EXPECT_GE(filled, s.min_filled) << s.name;
      EXPECT_LE(filled, s.max_filled) << s.name;
      all_filled += filled;
      total += std::accumulate(row.begin(), row.end(), uint64_t{0});
    }
    EXPECT_GE(static_cast<double>(all_filled) / 64.0, s.min_mean) << s.name;
    EXPECT_NEAR(static_cast<double>(total), 10240.0, 64.0) << s.name;  // rounding: under 1 per window
    EXPECT_EQ(grid.phase_ends, std::vector<size_t>{64}) << s.name;
  }
}

TEST(HeatRecorder, AppendingKeyClimbsOneBucketAtATime) {
  HeatGrid grid = Record(IntKey, 10240, 160, 16);
  size_t previous = 0;
  for (const auto& row : grid.cells) {
    size_t hottest = static_cast<size_t>(std::max_element(row.begin(), row.end()) - row.begin());
    EXPECT_GE(hottest, previous);
    previous = hottest;
  }
  EXPECT_EQ(previous, grid.buckets - 1);
}

TEST(HeatRecorder, ReplaysFollowOneAnother) {
  HeatGrid grid = Record(IntKey, 1000, 100, 8, 550);
  EXPECT_EQ(grid.phase_ends, (std::vector<size_t>{10, 16}));
  EXPECT_EQ(grid.cells.size(), 16u);
}

TEST(HeatRecorder, NotRecordedUnlessAsked) { EXPECT_TRUE(Record(IntKey, 500, 100, 8, 0, false).cells.empty()); }

}  // namespace
}  // namespace spanlift::simulate
