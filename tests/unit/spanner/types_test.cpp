// Spanner types: built-in names, DDL and CAST spellings, lengths, key types and sizes. The round
// trip reads each spelling back through the Spanner front end and the conversion.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "spanner/identifiers.h"
#include "spanner/types.h"
#include "unit/spanner/type_support.h"
#include "unit/support/converted_schema.h"

namespace spanlift::spanner {
namespace {

using testing::Type;

TEST(Types, BuiltinNamesAnyCase) {
  const std::pair<const char*, const char*> rows[] = {{"INT64", "INT64"},   {"int64", "INT64"},
                                                      {"String", "STRING"}, {"tokenlist", "TOKENLIST"},
                                                      {"uuid", "UUID"},     {"Float32", "FLOAT32"},
                                                      {"INTERVAL", ""},     {"STRUCT", ""},
                                                      {"pkg.Type", ""},     {"", ""},
                                                      {"INT", ""},          {"VARCHAR", ""}};
  for (const auto& [name, canonical] : rows) EXPECT_EQ(BuiltinType(name), canonical) << name;
  EXPECT_EQ(BuiltinTypes().size(), 12u);
  for (std::string_view t : BuiltinTypes()) {
    EXPECT_EQ(BuiltinType(t), t);
    EXPECT_TRUE(IsReservedWord(t)) << t;  // a column named like a type is quoted
    EXPECT_EQ(TakesLength(t), t == "STRING" || t == "BYTES") << t;
  }
}

struct Spelling {
  model::DataType type;
  const char* ddl;
  const char* cast;
  const char* placeholder;
  bool keyable;
  int64_t key_bytes;
};

TEST(Types, Spellings) {
  const Spelling rows[] = {
      {Type("INT64"), "INT64", "INT64", "0", true, 8},
      {Type("FLOAT32"), "FLOAT32", "FLOAT32", "0", true, 8},
      {Type("FLOAT64"), "FLOAT64", "FLOAT64", "0", true, 8},
      {Type("BOOL"), "BOOL", "BOOL", "FALSE", true, 1},
      {Type("STRING", "36"), "STRING(36)", "STRING", "''", true, 144},
      {Type("STRING", "MAX"), "STRING(MAX)", "STRING", "''", true, 0},
      {Type("BYTES", "16"), "BYTES(16)", "BYTES", "b''", true, 16},
      {Type("BYTES", "MAX"), "BYTES(MAX)", "BYTES", "b''", true, 0},
      {Type("DATE"), "DATE", "DATE", "CURRENT_DATE()", true, 4},
      {Type("TIMESTAMP"), "TIMESTAMP", "TIMESTAMP", "CURRENT_TIMESTAMP()", true, 12},
      {Type("NUMERIC"), "NUMERIC", "NUMERIC", "NUMERIC '0'", true, 22},
      {Type("JSON"), "JSON", "JSON", "JSON '{}'", false, 8},
      {Type("UUID"), "UUID", "UUID", "NEW_UUID()", true, 16},
      {Type("INT64", nullptr, 1), "ARRAY<INT64>", "ARRAY<INT64>", "[]", false, 8},
      {Type("STRING", "10", 1), "ARRAY<STRING(10)>", "ARRAY<STRING>", "[]", false, 40},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(TypeName(row.type), row.ddl);
    EXPECT_EQ(CastTypeName(row.type), row.cast) << row.ddl;
    EXPECT_EQ(PlaceholderValue(row.type), row.placeholder) << row.ddl;
    EXPECT_EQ(IsKeyableType(row.type), row.keyable) << row.ddl;
    EXPECT_EQ(KeyBytes(row.type), row.key_bytes) << row.ddl;
  }
  // CAST names and placeholders read a type name in any case (the diff compares as Spanner does).
  EXPECT_EQ(CastTypeName(Type("string", "max", 1)), "ARRAY<STRING>");
  EXPECT_EQ(PlaceholderValue(Type("bytes", "max")), "b''");
}

TEST(Types, MaximumLengths) {
  EXPECT_EQ(MaxLength("STRING"), 2621440);
  EXPECT_EQ(MaxLength("BYTES"), 10485760);
}

// Every built-in type (with a length where it takes one, and as an ARRAY element) spelled by
// TypeName, read back as Spanner DDL and converted, gives the same spelling.
TEST(Types, SpellingRoundTrip) {
  std::vector<std::string> spellings;
  for (std::string_view t : BuiltinTypes()) {
    if (t == "TOKENLIST") continue;  // only as a HIDDEN generated column, never an ARRAY
    std::vector<const char*> args =
        TakesLength(t) ? std::vector<const char*>{"MAX", "1", "100"} : std::vector<const char*>{nullptr};
    for (const char* arg : args)
      for (int dims : {0, 1}) spellings.push_back(TypeName(Type(std::string(t).c_str(), arg, dims)));
  }
  std::string sql = "CREATE TABLE t (id INT64 NOT NULL";
  for (size_t i = 0; i < spellings.size(); ++i) sql += ", c" + std::to_string(i) + " " + spellings[i];
  size_t text = std::find(spellings.begin(), spellings.end(), "STRING(MAX)") - spellings.begin();
  sql += ", tokens TOKENLIST AS (TOKENIZE_FULLTEXT(c" + std::to_string(text) + ")) HIDDEN) PRIMARY KEY (id);\n";
  auto converted = spanlift::testing::ConvertSql(sql, model::Dialect::kSpanner);
  ASSERT_EQ(converted->source.diagnostics.error_count(), 0u) << sql;
  ASSERT_EQ(converted->result.schema.tables.size(), 1u);
  const model::Table& t = converted->result.schema.tables[0];
  ASSERT_EQ(t.columns.size(), spellings.size() + 2);
  for (size_t i = 0; i < spellings.size(); ++i) EXPECT_EQ(TypeName(t.columns[i + 1].type), spellings[i]);
  EXPECT_EQ(TypeName(t.columns.back().type), "TOKENLIST");
}

}  // namespace
}  // namespace spanlift::spanner
