// The policy file: settings, per-table overrides, and refusals of unknown keys and values.
#include <gtest/gtest.h>

#include "rewrite/policy.h"
#include "rewrite_test_support.h"

namespace spanlift::rewrite {
namespace {

using namespace testing_support;

model::Table Named(const char* name) {
  model::Table t;
  t.name = name;
  return t;
}

TEST(Policy, GlobalAndPerTable) {
  Policy p = PolicyFrom(
      "shards = 8\nhash = \"crc32\"\nskewed = [\"tenant\"]\ndisable = [\"desc\"]\n"
      "[tables.Logs]\nstrategy = \"shard\"\nshards = 32\nnewest_first = true\ninterleave = false\n"
      "disable = [\"index\"]\nskewed = [\"company\"]\n");
  model::Table logs = Named("logs"), other = Named("Other");
  EXPECT_EQ(p.StrategyFor(logs), Strategy::kShard);
  EXPECT_EQ(p.StrategyFor(other), Strategy::kAuto);
  EXPECT_EQ(p.ShardsFor(logs), 32);
  EXPECT_EQ(p.ShardsFor(other), 8);
  EXPECT_EQ(p.hash, model::ShardSpec::Hash::kCrc32);
  EXPECT_TRUE(p.Skewed(logs, "COMPANY"));
  EXPECT_TRUE(p.Skewed(other, "tenant"));
  EXPECT_FALSE(p.Skewed(other, "company"));
  EXPECT_EQ(p.NewestFirst(logs), true);
  EXPECT_FALSE(p.Interleave(logs));
  EXPECT_TRUE(p.Interleave(other));
  EXPECT_FALSE(p.PassEnabled("desc"));
  EXPECT_FALSE(p.PassEnabled("index", logs));
  EXPECT_TRUE(p.PassEnabled("index", other));
}

TEST(Policy, TheSampleLoads) {
  std::string error;
  EXPECT_TRUE(LoadPolicy(std::string(SPANLIFT_SOURCE_DIR) + "/samples/policy.toml", error)) << error;
}

TEST(Policy, Refusals) {
  for (const char* text : {"shard = 4", "strategy = \"hash\"", "shards = 1", "hash = \"md5\"", "[tables.t]\nhash = \"crc32\"",
                           "shards = ", "[tables.t]\nbogus = 1"}) {
    std::string error;
    EXPECT_FALSE(LoadPolicy(WriteTemp("bad.toml", text), error)) << text;
    EXPECT_FALSE(error.empty()) << text;
  }
}

}  // namespace
}  // namespace spanlift::rewrite
