// The rows' evidence (docs/profiling.md), one row per case: SQL with generated rows in, the
// classification of one column out, profiled and (as the control) not profiled.
#include "analysis/data_evidence.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "frontend/frontend.h"
#include "profile/profiler.h"

namespace spanlift::analysis {
namespace {

using model::Dialect;

struct Converted {
  model::Schema source;
  convert::ConvertResult result;
};

std::unique_ptr<Converted> Load(const std::string& sql, Dialect dialect, bool profile) {
  auto path = std::filesystem::temp_directory_path() / ("spanlift_data_" + std::to_string(::getpid()) + ".sql");
  std::ofstream(path) << sql;
  frontend::LoadOptions options;
  options.dialect = dialect;
  if (profile) options.data_sink = profile::MakeProfiler;
  auto out = std::make_unique<Converted>();
  out->source = frontend::Load({path.string()}, options);
  std::filesystem::remove(path);
  out->result = convert::Convert(out->source, {});
  return out;
}

// "INSERT INTO t VALUES (<row 0>),(<row 1>),..." for `n` rows made by `row(i)`.
template <typename Row>
std::string Insert(const std::string& table, int n, Row row) {
  std::string sql = "INSERT INTO " + table + " VALUES ";
  for (int i = 0; i < n; ++i) sql += (i ? ",(" : "(") + row(i) + ")";
  return sql + ";\n";
}

struct Case {
  const char* name;
  Dialect dialect;
  std::string sql;
  const char* column;  // of table t
  Distribution without_rows, with_rows;
  const char* evidence;  // in the profiled evidence
};

// docs/hotspots.md: rows speak only in numbers that do not depend on their order (shares, distinct
// counts), on values that carry time themselves, or along a generated key the file follows.
std::vector<Case> Cases() {
  return {
      {"a state column whose rows spread over many values is not skewed", Dialect::kMySql,
       "CREATE TABLE t (id INT NOT NULL PRIMARY KEY, kind VARCHAR(8) NOT NULL DEFAULT 'a', KEY (kind));\n" +
           Insert("t", 500, [](int i) { return std::to_string(i) + ",'k" + std::to_string(i % 250) + "'"; }),
       "kind", Distribution::kSkewed, Distribution::kUniform, "is not skewed: the rows in the file refute"},
      {"few values evenly used are still few values", Dialect::kMySql,
       "CREATE TABLE t (id INT NOT NULL PRIMARY KEY, s ENUM('a','b','c','d') NOT NULL, KEY (s));\n" +
           Insert(
               "t", 400,
               [](int i) { return std::to_string(i) + ",'" + std::string(1, static_cast<char>('a' + i % 4)) + "'"; }),
       "s", Distribution::kSkewed, Distribution::kSkewed, "declared to take few values"},
      {"a value with 100x the rows is skewed", Dialect::kMySql,
       "CREATE TABLE t (account_id INT NOT NULL, n INT NOT NULL, PRIMARY KEY (account_id, n));\n" +
           Insert("t", 550,
                  [](int i) { return std::to_string(i < 500 ? 1 : 2 + (i - 500) / 5) + "," + std::to_string(i); }),
       "account_id", Distribution::kUnknown, Distribution::kSkewed, "about 100 shards"},
      {"NULL in most rows is skewed", Dialect::kMySql,
       "CREATE TABLE t (id INT NOT NULL PRIMARY KEY, ref INT NULL, KEY (ref));\n" +
           Insert("t", 200,
                  [](int i) { return std::to_string(i) + "," + (i % 10 ? std::string("NULL") : std::to_string(i)); }),
       "ref", Distribution::kUnknown, Distribution::kSkewed, "NULL in 90.0%"},
      {"ULID text key is monotonic", Dialect::kMySql,
       "CREATE TABLE t (ref VARCHAR(26) NOT NULL PRIMARY KEY);\n" +
           Insert("t", 60, [](int i) { return "'01ARZ3NDEKTSV4RRFFQ69G" + std::to_string(1000 + i) + "'"; }),
       "ref", Distribution::kUnknown, Distribution::kMonotonic, "ulid"},
      {"epoch.seq uniqueid in any name", Dialect::kPostgres,
       "CREATE TABLE t (callref varchar(32) NOT NULL PRIMARY KEY);\n" +
           Insert("t", 60,
                  [](int i) { return "'" + std::to_string(1700000000 + 3 * i) + "." + std::to_string(i % 4) + "'"; }),
       "callref", Distribution::kUnknown, Distribution::kMonotonic, "epoch_seq"},
      {"a column rising along the generated key grows with time", Dialect::kMySql,
       "CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, batch INT NOT NULL, KEY (batch));\n" +
           Insert("t", 200, [](int i) { return std::to_string(i + 1) + "," + std::to_string(1000 + 3 * i); }),
       "batch", Distribution::kUnknown, Distribution::kMonotonic, "increase along the generated key id"},
      {"the order of rows does not refute an assigned id", Dialect::kPostgres,
       "CREATE TABLE t (id bigint NOT NULL PRIMARY KEY);\n" +
           Insert("t", 200, [](int i) { return std::to_string((i * 7919) % 211); }),
       "id", Distribution::kMonotonic, Distribution::kMonotonic, "without a generator"},
      {"nor does it confirm one: sorted rows are no time", Dialect::kPostgres,
       "CREATE TABLE t (id bigint NOT NULL PRIMARY KEY);\n" +
           Insert("t", 200, [](int i) { return std::to_string(10 * i + 5); }),
       "id", Distribution::kMonotonic, Distribution::kMonotonic, "probably in increasing order"},
      {"a key without a generator rising in the file is not time", Dialect::kMySql,
       "CREATE TABLE t (code CHAR(5) NOT NULL PRIMARY KEY);\n" +
           Insert("t", 200, [](int i) { return "'A" + std::to_string(1000 + i) + "'"; }),
       "code", Distribution::kUnknown, Distribution::kUnknown, "no signal"},
  };
}

TEST(DataEvidence, RowsConfirmRefuteOrReveal) {
  for (const auto& c : Cases()) {
    for (bool profile : {false, true}) {
      auto converted = Load(c.sql, c.dialect, profile);
      AnalysisContext ctx(converted->result.schema, &converted->source, &converted->result.renames);
      const model::Table* t = nullptr;
      for (const auto& table : converted->result.schema.tables)
        if (table.name == "t") t = &table;
      ASSERT_NE(t, nullptr) << c.name;
      Classification got = ClassifyColumn(ctx, *t, *t->FindColumn(c.column));
      EXPECT_EQ(got.kind, profile ? c.with_rows : c.without_rows)
          << c.name << (profile ? " (profiled)" : " (schema only)") << ": " << got.evidence;
      if (profile) {
        EXPECT_NE(got.evidence.find(c.evidence), std::string::npos) << c.name << ": " << got.evidence;
        EXPECT_EQ(got.evidence.find("confirm"), std::string::npos)
            << c.name << ": order is no confirmation: " << got.evidence;
      }
    }
  }
}

TEST(DataEvidence, SuggestedShardsFromSkewRatio) {
  model::ColumnData d;
  d.values = 1100;
  d.distinct = 11;
  d.top = {{"1", 1000, 0}};
  EXPECT_EQ(SuggestedShards(d), 100);  // 1000 rows vs 10 for each of the 10 others
  d.top = {{"1", 100, 0}};
  d.values = 1000;
  d.distinct = 10;
  EXPECT_EQ(SuggestedShards(d), std::nullopt);  // ten values of 10% each: no value stands out
}

}  // namespace
}  // namespace spanlift::analysis
