// The splits file's literals (docs/split-points.md): what `gcloud spanner databases splits add`
// documents for each type, and nothing where it documents nothing.
#include "report/split_points.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

namespace spanlift::report {
namespace {

TEST(SplitLiteral, AsTheSplitsFileSpellsThem) {
  struct Row {
    shard::Value value;
    std::string type;
    std::optional<std::string> literal;
  };
  const std::vector<Row> rows = {
      {int64_t{4611686018427387904}, "INT64", "'4611686018427387904'"},  // INT64 quoted
      {std::string("12.50"), "NUMERIC", "'12.50'"},
      {std::string("1.5"), "FLOAT64", "1.5"},  // other numbers bare
      {true, "BOOL", "true"},
      {std::string("a,b"), "STRING", "'a\\,b'"},  // commas escaped
      {shard::Timestamp{1718731493000000}, "TIMESTAMP", "'2024-06-18T17:24:53.000000Z'"},
      {shard::Timestamp{-62135596800000000}, "TIMESTAMP", "'0001-01-01T00:00:00.000000Z'"},  // four-digit year
      {shard::Date{2024, 1, 31}, "DATE", "'2024-01-31'"},
      {std::string("it's"), "STRING", std::nullopt},  // no documented quote escape
      {shard::Bytes{"ab"}, "BYTES", std::nullopt},
      {shard::Null{}, "INT64", std::nullopt},
  };
  for (const auto& r : rows) EXPECT_EQ(SplitLiteral(r.value, r.type), r.literal) << r.type;
}

TEST(SplitPointFiles, AtMostOneRequestPerFileAndAnObjectInOneFile) {
  simulate::SplitObject a{"A", "", {{"Id", "INT64"}}, 1, 1, simulate::SplitMethod::kBitReversed, "", {}};
  for (int64_t v : simulate::EvenPositiveInt64(60)) a.points.push_back({v});
  simulate::SplitObject b = a;
  b.table = "B";
  std::vector<simulate::SplitObject> objects = {a, b};
  auto files = SplitPointFiles(objects, simulate::SplitRule{});
  ASSERT_EQ(files.size(), 3u);  // 60 + 60 > 100: two files, and the README
  EXPECT_EQ(files[0].name, "split-points/splits-001.txt");
  EXPECT_EQ(files[1].name, "split-points/splits-002.txt");
  EXPECT_EQ(files[2].name, "split-points/README.md");
  EXPECT_EQ(files[0].text.rfind("TABLE A ('", 0), 0u);
  EXPECT_EQ(files[1].text.rfind("TABLE B ('", 0), 0u);
  EXPECT_NE(files[2].text.find("--splits-file=split-points/splits-002.txt"), std::string::npos);
  EXPECT_TRUE(SplitPointFiles({}, simulate::SplitRule{}).empty());  // no rows profiled: no folder
}

}  // namespace
}  // namespace spanlift::report
