// One row per source type: {dialect, source type, expected Spanner type, expected finding}.
#include <gtest/gtest.h>

#include "convert/findings.h"
#include "convert/type_mapping.h"
#include "spanner/types.h"

namespace spanlift::convert {
namespace {

using model::Dialect;

struct Row {
  Dialect dialect;
  model::DataType source;
  std::string spanner;
  std::string finding;  // "" = exact mapping
};

model::DataType T(std::string name, std::vector<std::string> args = {}, bool is_unsigned = false, int dims = 0) {
  model::DataType t;
  t.name = std::move(name);
  t.args = std::move(args);
  t.is_unsigned = is_unsigned;
  t.array_dims = dims;
  return t;
}

model::DataType Members(std::string name, std::vector<std::string> values) {
  model::DataType t = T(std::move(name));
  t.values = std::move(values);
  return t;
}

const Dialect M = Dialect::kMySql, P = Dialect::kPostgres;

const Row kRows[] = {
    {M, T("tinyint"), "INT64", ""},
    {M, T("tinyint", {"1"}), "BOOL", codes::kChangedSemantics},
    {M, T("smallint"), "INT64", ""},
    {M, T("mediumint"), "INT64", ""},
    {M, T("int", {}, true), "INT64", ""},
    {M, T("bigint"), "INT64", ""},
    {M, T("bigint", {}, true), "INT64", codes::kUnsignedOverflow},
    {M, T("decimal"), "NUMERIC", ""},
    {M, T("decimal", {"38", "9"}), "NUMERIC", ""},
    {M, T("decimal", {"38", "0"}), "STRING(40)", codes::kDecimalRange},
    {M, T("decimal", {"20", "10"}), "STRING(22)", codes::kDecimalRange},
    {M, T("float"), "FLOAT32", ""},
    {M, T("float", {"25"}), "FLOAT64", ""},
    {M, T("double"), "FLOAT64", ""},
    {M, T("bit"), "BOOL", ""},
    {M, T("bit", {"8"}), "INT64", codes::kChangedSemantics},
    {M, T("char"), "STRING(1)", ""},
    {M, T("char", {"10"}), "STRING(10)", ""},
    {M, T("varchar", {"255"}), "STRING(255)", ""},
    {M, T("text"), "STRING(MAX)", ""},
    {M, T("longtext"), "STRING(MAX)", codes::kLargeValues},
    {M, T("binary", {"16"}), "BYTES(16)", ""},
    {M, T("varbinary", {"255"}), "BYTES(255)", ""},
    {M, T("blob"), "BYTES(MAX)", ""},
    {M, T("longblob"), "BYTES(MAX)", codes::kLargeValues},
    {M, T("date"), "DATE", ""},
    {M, T("datetime"), "TIMESTAMP", codes::kNoTimeZone},
    {M, T("timestamp"), "TIMESTAMP", ""},
    {M, T("time"), "STRING(16)", codes::kTemporalSubstitute},
    {M, T("year"), "INT64", codes::kTemporalSubstitute},
    {M, T("json"), "JSON", ""},
    {M, Members("enum", {"a", "bbb"}), "STRING(3)", codes::kEnumToString},
    {M, Members("set", {"x", "yy"}), "ARRAY<STRING(2)>", codes::kSetToArray},
    {M, T("uuid"), "STRING(36)", ""},
    {M, T("geometry"), "STRING(MAX)", codes::kNoEquivalentType},
    {M, T("no_such_type"), "STRING(MAX)", codes::kNoEquivalentType},
    {P, T("smallint"), "INT64", ""},
    {P, T("integer"), "INT64", ""},
    {P, T("bigint"), "INT64", ""},
    {P, T("numeric"), "NUMERIC", codes::kDecimalRange},
    {P, T("numeric", {"12", "2"}), "NUMERIC", ""},
    {P, T("numeric", {"40", "0"}), "STRING(42)", codes::kDecimalRange},
    {P, T("real"), "FLOAT32", ""},
    {P, T("double precision"), "FLOAT64", ""},
    {P, T("money"), "NUMERIC", codes::kChangedSemantics},
    {P, T("boolean"), "BOOL", ""},
    {P, T("char"), "STRING(1)", ""},
    {P, T("varchar"), "STRING(MAX)", ""},
    {P, T("varchar", {"20"}), "STRING(20)", ""},
    {P, T("text"), "STRING(MAX)", ""},
    {P, T("bytea"), "BYTES(MAX)", ""},
    {P, T("date"), "DATE", ""},
    {P, T("timestamp"), "TIMESTAMP", codes::kNoTimeZone},
    {P, T("timestamptz"), "TIMESTAMP", ""},
    {P, T("time"), "STRING(15)", codes::kTemporalSubstitute},
    {P, T("timetz"), "STRING(21)", codes::kTemporalSubstitute},
    {P, T("interval"), "STRING(MAX)", codes::kTemporalSubstitute},
    {P, T("uuid"), "STRING(36)", ""},
    {P, T("json"), "JSON", ""},
    {P, T("jsonb"), "JSON", ""},
    {P, T("xml"), "STRING(MAX)", codes::kNoEquivalentType},
    {P, T("inet"), "STRING(43)", codes::kChangedSemantics},
    {P, T("bit", {"100"}), "BYTES(13)", codes::kChangedSemantics},
    {P, T("tsvector"), "STRING(MAX)", codes::kNoEquivalentType},
    {P, T("point"), "STRING(MAX)", codes::kNoEquivalentType},
    {P, T("int4range"), "STRING(MAX)", codes::kNoEquivalentType},
    {P, T("integer", {}, false, 1), "ARRAY<INT64>", ""},
    {P, T("text", {}, false, 2), "STRING(MAX)", codes::kMultiDimArray},
};

class TypeMapping : public testing::TestWithParam<Row> {};

TEST_P(TypeMapping, MapsToSpannerType) {
  const Row& row = GetParam();
  model::Schema source;
  source.dialect = row.dialect;
  MappedType m = MapType(source, row.source, ConvertOptions{});
  EXPECT_EQ(spanner::TypeName(m.type), row.spanner) << row.source.ToString();
  std::string codes;
  for (const auto& f : m.findings) codes += f.code;
  EXPECT_EQ(codes, row.finding) << row.source.ToString();
}

INSTANTIATE_TEST_SUITE_P(Rows, TypeMapping, testing::ValuesIn(kRows));

TEST(TypeMappingTables, EveryLossyRowHasAFindingCodeAndReason) {
  for (auto rows : {MySqlTypeRows(), PostgresTypeRows()})
    for (const auto& row : rows) {
      if (row.code.empty()) continue;
      EXPECT_NO_THROW(LookupFinding(row.code)) << row.source;
      bool reason_elsewhere = row.rule != Rule::kPlain;  // modifier-dependent rows explain themselves
      EXPECT_TRUE(reason_elsewhere || !row.why.empty()) << row.source;
    }
}

TEST(TypeMappingTables, NativeUuidOption) {
  model::Schema source;
  source.dialect = Dialect::kPostgres;
  ConvertOptions options;
  options.native_uuid = true;
  EXPECT_EQ(spanner::TypeName(MapType(source, T("uuid"), options).type), "UUID");
}

TEST(TypeMappingTables, EnumTypeAndDomain) {
  model::Schema source;
  source.dialect = Dialect::kPostgres;
  source.enums.push_back({"public", "mood", {"sad", "happy"}, {}});
  model::Domain d;
  d.schema = "public";
  d.name = "pos";
  d.base = T("integer");
  d.checks.push_back({"pos_check", "VALUE > 0", {}});
  source.domains.push_back(d);
  model::DataType mood = T("mood");
  mood.schema = "public";
  MappedType e = MapType(source, mood, {});
  EXPECT_EQ(spanner::TypeName(e.type), "STRING(5)");
  EXPECT_EQ(e.members, (std::vector<std::string>{"sad", "happy"}));
  model::DataType pos = T("pos");
  pos.schema = "public";
  MappedType p = MapType(source, pos, {});
  EXPECT_EQ(spanner::TypeName(p.type), "INT64");
  ASSERT_NE(p.domain, nullptr);
  EXPECT_EQ(p.domain->checks.size(), 1u);
}

}  // namespace
}  // namespace spanlift::convert
