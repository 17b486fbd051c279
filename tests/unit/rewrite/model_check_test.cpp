// The model checks: each row breaks one rule of a valid two-table schema.
#include <gtest/gtest.h>

#include "rewrite/model_check.h"
#include "rewrite_test_support.h"

namespace spanlift::rewrite {
namespace {

using namespace testing_support;

model::Schema Valid() {
  return Converted(
             "CREATE TABLE P (Id STRING(36) NOT NULL) PRIMARY KEY (Id);\n"
             "CREATE TABLE C (Id STRING(36) NOT NULL, N INT64 NOT NULL, R STRING(36)) PRIMARY KEY (Id, N), "
             "INTERLEAVE IN PARENT P;\n"
             "CREATE TABLE F (K INT64 NOT NULL, Ref STRING(36), CONSTRAINT FK FOREIGN KEY (Ref) REFERENCES P (Id)) "
             "PRIMARY KEY (K);\n"
             "CREATE INDEX CByN ON C (Id, N), INTERLEAVE IN P;")
      .schema;
}

struct Row {
  const char* name;
  void (*damage)(model::Schema&);
  const char* problem;
};

const Row kRows[] = {
    {"missing key column", [](model::Schema& s) { s.tables[0].primary_key->parts[0].column = "Nope"; },
     "table P: key column Nope does not exist"},
    {"interleave prefix broken",
     [](model::Schema& s) { std::swap(s.tables[1].primary_key->parts[0], s.tables[1].primary_key->parts[1]); },
     "table C: key does not start with the key of its parent P"},
    {"interleave type differs", [](model::Schema& s) { s.tables[1].columns[0].type.args = {"MAX"}; },
     "table C: key does not start with the key of its parent P"},
    {"missing parent", [](model::Schema& s) { s.tables[1].interleave->parent = "Gone"; },
     "table C: interleaved in missing table Gone"},
    {"dangling foreign key", [](model::Schema& s) { s.tables[2].foreign_keys[0].ref_table = "Gone"; },
     "table F: foreign key FK references missing table Gone"},
    {"foreign key to a missing column", [](model::Schema& s) { s.tables[2].foreign_keys[0].ref_columns = {"Nope"}; },
     "table F: foreign key FK: referenced column Nope does not exist"},
    {"foreign key column of another type",
     [](model::Schema& s) { s.tables[2].FindColumn("Ref")->type = model::DataType{.name = "INT64"}; },
     "table F: foreign key FK: column Ref INT64 references P.Id STRING(36)"},
    {"foreign key column counts differ", [](model::Schema& s) { s.tables[2].foreign_keys[0].columns.push_back("K"); },
     "table F: foreign key FK: 2 columns reference 1"},
    {"index column missing", [](model::Schema& s) { s.tables[1].indexes[0].parts[1].column = "Nope"; },
     "index CByN: column Nope does not exist"},
    {"too many key columns",
     [](model::Schema& s) {
       for (int i = 0; i < 16; ++i) s.tables[2].primary_key->parts.push_back(s.tables[2].primary_key->parts[0]);
     },
     "table F: 17 key columns (limit 16)"},
};

class ModelCheckRows : public ::testing::TestWithParam<Row> {};

TEST_P(ModelCheckRows, FindsTheProblem) {
  model::Schema schema = Valid();
  ASSERT_EQ(CheckModel(schema), std::vector<std::string>{});
  GetParam().damage(schema);
  auto problems = CheckModel(schema);
  ASSERT_FALSE(problems.empty());
  EXPECT_EQ(problems[0], GetParam().problem);
}

INSTANTIATE_TEST_SUITE_P(ModelCheck, ModelCheckRows, ::testing::ValuesIn(kRows), [](const auto& info) {
  std::string name;
  for (const char* c = info.param.name; *c; ++c) name += std::isalnum(static_cast<unsigned char>(*c)) ? *c : '_';
  return name;
});

TEST(ModelCheck, ForeignKeyColumnLengthsMayDiffer) {
  model::Schema schema = Valid();
  schema.tables[2].FindColumn("Ref")->type.args = {"MAX"};
  EXPECT_EQ(CheckModel(schema), std::vector<std::string>{});
}

TEST(ModelCheck, InterleaveDepthLimit) {
  std::string ddl = "CREATE TABLE T0 (K0 INT64 NOT NULL) PRIMARY KEY (K0);\n";
  std::string keys = "K0";
  for (int i = 1; i <= 8; ++i) {
    std::string cols;
    for (int j = 0; j <= i; ++j) cols += "K" + std::to_string(j) + " INT64 NOT NULL, ";
    keys += ", K" + std::to_string(i);
    ddl += "CREATE TABLE T" + std::to_string(i) + " (" + cols.substr(0, cols.size() - 2) + ") PRIMARY KEY (" + keys +
           "), INTERLEAVE IN PARENT T" + std::to_string(i - 1) + ";\n";
  }
  auto problems = CheckModel(Converted(ddl).schema);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0], "table T8: interleaved deeper than 7 levels");
}

}  // namespace
}  // namespace spanlift::rewrite
