// Spanner's ALTER COLUMN rules (docs/diff.md "What is an ALTER"): STRING <-> BYTES and lengths
// (MAX included), for scalars and array elements; nothing else. Key columns and columns a
// generated column reads are not altered.
#include <gtest/gtest.h>

#include "spanner/alter_rules.h"
#include "spanner/types.h"
#include "unit/spanner/type_support.h"

namespace spanlift::spanner {
namespace {

using testing::Type;

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
      {Type("string", "10"), Type("STRING", "20"), true, ""},
      {Type("INT64"), Type("STRING", "MAX"), false, "STRING"},
      {Type("INT64"), Type("FLOAT64"), false, "FLOAT64"},
      {Type("STRING", "10"), Type("STRING", "10", 1), false, "ARRAY<STRING>"},
      {Type("TIMESTAMP"), Type("DATE"), false, "DATE"},
      {Type("INT64"), Type("INT64"), true, ""},
      {Type("NUMERIC", "10"), Type("NUMERIC", "12"), false, ""},  // only STRING and BYTES lengths change
  };
  for (const auto& row : rows) {
    EXPECT_EQ(TypeChangeAllowed(row.from, row.to), row.allowed) << row.from.name << " -> " << row.to.name;
    EXPECT_EQ(NeedsCast(row.from, row.to) ? CastTypeName(row.to) : "", row.cast)
        << row.from.name << " -> " << row.to.name;
  }
}

TEST(AlterRules, KeyColumnsAndColumnsGeneratedColumnsRead) {
  model::Table t;
  t.name = "t";
  for (const char* name : {"Id", "a", "ab", "g"}) t.columns.push_back(model::Column{.name = name});
  t.columns.back().generated = model::GeneratedColumn{"UPPER(`A`) || 'ab'", true};
  t.primary_key = model::PrimaryKey{};
  t.primary_key->parts.push_back({.column = "Id"});
  const std::tuple<const char*, bool, bool> rows[] = {
      // column, key column, read by a generated column
      {"id", true, false}, {"a", false, true},  {"ab", false, true},  // 'ab' in a literal: over-matching is safe
      {"g", false, false}, {"b", false, false},
  };
  for (const auto& [column, key, read] : rows) {
    EXPECT_EQ(IsKeyColumn(t, column), key) << column;
    EXPECT_EQ(ReferencedByGenerated(t, column), read) << column;
  }
  t.primary_key.reset();
  EXPECT_FALSE(IsKeyColumn(t, "id"));
}

}  // namespace
}  // namespace spanlift::spanner
