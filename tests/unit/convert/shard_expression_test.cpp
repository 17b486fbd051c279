// The shard expression of docs/sharding.md is recognised exactly, and nothing else is.
#include "convert/shard_expression.h"

#include <gtest/gtest.h>

namespace spanlift::convert {
namespace {

model::Table LogEntries() {
  model::Table t;
  t.name = "LogEntries";
  auto col = [](const char* name, const char* type, bool nullable) {
    model::Column c;
    c.name = name;
    c.type.name = type;
    c.nullable = nullable;
    return c;
  };
  t.columns = {col("CompanyId", "INT64", false), col("Timestamp", "TIMESTAMP", true), col("Name", "STRING", true),
               col("Day", "DATE", false),        col("Raw", "BYTES", true),           col("Flag", "BOOL", false),
               col("Score", "FLOAT64", false)};
  return t;
}

struct Row {
  const char* expression;
  std::vector<std::string> columns;  // empty: not recognised
  int64_t shards;
};

TEST(ShardExpression, Table) {
  const Row rows[] = {
      {"ABS(MOD(FARM_FINGERPRINT(CONCAT(IFNULL(CAST(CompanyId AS STRING), ''), '|', "
       "IFNULL(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', `Timestamp`, 'UTC'), ''))), 16))",
       {"CompanyId", "Timestamp"},
       16},
      {"abs(mod(farm_fingerprint(CAST(companyid AS STRING) || '|' || IFNULL(Name, '')), 10))",
       {"CompanyId", "Name"},
       10},
      {"ABS(MOD(FARM_FINGERPRINT(CONCAT(FORMAT_DATE('%Y-%m-%d', Day), '|', IFNULL(TO_HEX(Raw), ''), '|', "
       "CAST(Flag AS STRING))), 4))",
       {"Day", "Raw", "Flag"},
       4},
      {"ABS(MOD(FARM_FINGERPRINT(IFNULL(Name, '')), 8))", {"Name"}, 8},
      // Not the contract: a nullable column without IFNULL, the time zone left out, ABS outside
      // MOD's sign rule, a FLOAT64 column, a different separator, trailing text, N <= 0.
      {"ABS(MOD(FARM_FINGERPRINT(Name), 8))", {}, 0},
      {"ABS(MOD(FARM_FINGERPRINT(IFNULL(FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', `Timestamp`), '')), 8))", {}, 0},
      {"MOD(ABS(FARM_FINGERPRINT(CAST(CompanyId AS STRING))), 8)", {}, 0},
      {"ABS(MOD(FARM_FINGERPRINT(CAST(Score AS STRING)), 8))", {}, 0},
      {"ABS(MOD(FARM_FINGERPRINT(CONCAT(CAST(CompanyId AS STRING), ',', CAST(Flag AS STRING))), 8))", {}, 0},
      {"ABS(MOD(FARM_FINGERPRINT(CAST(CompanyId AS STRING)), 8)) + 1", {}, 0},
      {"ABS(MOD(FARM_FINGERPRINT(CAST(CompanyId AS STRING)), 0))", {}, 0},
      {"ABS(MOD(FARM_FINGERPRINT(CAST(Missing AS STRING)), 8))", {}, 0},
  };
  const model::Table table = LogEntries();
  for (const auto& row : rows) {
    auto spec = RecogniseShardExpression(table, row.expression);
    if (row.columns.empty()) {
      EXPECT_FALSE(spec) << row.expression;
      continue;
    }
    ASSERT_TRUE(spec) << row.expression;
    EXPECT_EQ(spec->columns, row.columns) << row.expression;
    EXPECT_EQ(spec->shards, row.shards) << row.expression;
    EXPECT_EQ(spec->hash, model::ShardSpec::Hash::kFarmFingerprint);
  }
}

}  // namespace
}  // namespace spanlift::convert
