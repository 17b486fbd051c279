// Spanner's ALTER COLUMN type rules (docs/diff.md "What is an ALTER"): STRING <-> BYTES and
// lengths (MAX included), for scalars and array elements; nothing else. Rows: {from, to, allowed}.
#include <gtest/gtest.h>

#include "diff/alter_rules.h"

namespace spanlift::diff {
namespace {

model::DataType Type(const char* name, const char* arg = nullptr, int array_dims = 0) {
  model::DataType t;
  t.name = name;
  if (arg) t.args = {arg};
  t.array_dims = array_dims;
  return t;
}

struct Row {
  model::DataType from, to;
  bool allowed;
  const char* cast;  // CastTypeName(to) when a copy must CAST, else ""
};

TEST(AlterRules, TypeChanges) {
  const Row rows[] = {
      {Type("STRING", "10"), Type("STRING", "MAX"), true, ""},
      {Type("STRING", "MAX"), Type("STRING", "10"), true, ""},
      {Type("STRING", "10"), Type("BYTES", "10"), true, "BYTES"},
      {Type("BYTES", "MAX"), Type("STRING", "20"), true, "STRING"},
      {Type("STRING", "10", 1), Type("STRING", "MAX", 1), true, ""},
      {Type("STRING", "10", 1), Type("BYTES", "10", 1), true, "ARRAY<BYTES>"},
      {Type("INT64"), Type("STRING", "MAX"), false, "STRING"},
      {Type("INT64"), Type("FLOAT64"), false, "FLOAT64"},
      {Type("STRING", "10"), Type("STRING", "10", 1), false, "ARRAY<STRING>"},
      {Type("TIMESTAMP"), Type("DATE"), false, "DATE"},
      {Type("INT64"), Type("INT64"), true, ""},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(TypeChangeAllowed(row.from, row.to), row.allowed) << row.from.name << " -> " << row.to.name;
    EXPECT_EQ(NeedsCast(row.from, row.to) ? CastTypeName(row.to) : "", row.cast) << row.from.name << " -> " << row.to.name;
  }
}

TEST(AlterRules, PlaceholdersAreLiteralsOfTheType) {
  EXPECT_EQ(PlaceholderValue(Type("STRING", "MAX")), "''");
  EXPECT_EQ(PlaceholderValue(Type("INT64")), "0");
  EXPECT_EQ(PlaceholderValue(Type("BOOL")), "FALSE");
  EXPECT_EQ(PlaceholderValue(Type("INT64", nullptr, 1)), "[]");
}

}  // namespace
}  // namespace spanlift::diff
