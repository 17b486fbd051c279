// The range-split model on key streams with known shapes (docs/simulation.md): appends at the
// end of the key space stay on one server, spread keys reach about 1/K, one repeated key cannot
// be cut, and cuts by size never move the appends off the last split.
#include "simulate/split_model.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "shard/shard.h"
#include "simulate/key_encoding.h"
#include "key_streams.h"

namespace spanlift::simulate {
namespace {

using testing::IntKey;

struct Stream {
  const char* name;
  std::function<std::string(int64_t)> key;
  int servers;
  double min_share, max_share;
  uint64_t min_written;
};

TEST(KeySpace, SharesByKeyShape) {
  const std::vector<Stream> streams = {
      {"increasing", [](int64_t i) { return IntKey(i); }, 3, 0.99, 1.0, 1},
      {"decreasing", [](int64_t i) { return IntKey(-i); }, 3, 0.99, 1.0, 1},
      {"bit-reversed", [](int64_t i) { return IntKey(shard::BitReverse(i, true)); }, 3, 0.0, 0.45, 3},
      {"hashed", [](int64_t i) { return IntKey(shard::FarmFingerprint(std::to_string(i))); }, 3, 0.0, 0.45, 3},
      {"hashed on 8", [](int64_t i) { return IntKey(shard::FarmFingerprint(std::to_string(i))); }, 8, 0.0, 0.2, 8},
      {"one key", [](int64_t) { return IntKey(7); }, 3, 0.99, 1.0, 1},
      {"16 shards then increasing",
       [](int64_t i) { return IntKey(shard::FarmShard(std::to_string(i), 16)) + IntKey(i); }, 3, 0.0, 0.45, 3},
  };
  for (const auto& s : streams) {
    SplitParameters p;
    p.servers = s.servers;
    KeySpace space(p, 160);
    for (int64_t i = 1; i <= 10240; ++i) space.Insert(s.key(i), 100);
    SplitFigures f = space.EndPhase();
    EXPECT_EQ(f.inserts, 10240u) << s.name;
    EXPECT_GE(f.hottest_share, s.min_share) << s.name;
    EXPECT_LE(f.hottest_share, s.max_share) << s.name;
    EXPECT_GE(f.splits_written, s.min_written) << s.name;
  }
}

TEST(KeySpace, SizeCutsLeaveAppendsOnOneSplit) {
  SplitParameters p;
  p.split_size = 10000;
  KeySpace space(p, 500);
  for (int64_t i = 1; i <= 5000; ++i) space.Insert(IntKey(i), 100);
  SplitFigures f = space.EndPhase();
  EXPECT_GT(f.splits, 40u);                // 500 KB in splits of 10 KB
  EXPECT_DOUBLE_EQ(f.hottest_share, 1.0);  // the last split takes every insert, wherever it is placed
}

TEST(KeySpace, PhasesKeepSplitsAndResetFigures) {
  SplitParameters p;
  KeySpace space(p, 100);
  for (int64_t i = 1; i <= 3000; ++i) space.Insert(IntKey(shard::BitReverse(i, true)), 10);
  SplitFigures load = space.EndPhase();
  for (int64_t i = 3001; i <= 3300; ++i) space.Insert(IntKey(shard::BitReverse(i, true)), 10);
  SplitFigures steady = space.EndPhase();
  EXPECT_EQ(steady.inserts, 300u);
  EXPECT_GE(steady.splits, load.splits);
  EXPECT_LT(steady.hottest_share, load.hottest_share);  // no warm-up: the splits are there already
}

TEST(KeySample, StaysBoundedAndEven) {
  KeySample sample;
  for (int64_t i = 0; i < 100000; ++i) sample.Add(IntKey(i));
  EXPECT_LE(sample.size(), KeySample::kKeys);
  std::string median = sample.Median("");
  EXPECT_GT(median, IntKey(40000));
  EXPECT_LT(median, IntKey(60000));
}

}  // namespace
}  // namespace spanlift::simulate
