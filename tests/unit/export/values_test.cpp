// Each source form read by its rule, as the Dataflow import will decode it (docs/export.md
// "Values"): the Avro bytes of good values, the reason for values Spanner cannot hold.
#include <gtest/gtest.h>

#include <cmath>

#include "export/avro_encoding.h"
#include "export/value_parse.h"
#include "export/value_text.h"
#include "export/values.h"

namespace spanlift::exporter {
namespace {

using model::Dialect;
using profile::ValueKind;

model::DataType Type(std::string name, std::vector<std::string> args = {}, int dims = 0) {
  model::DataType t;
  t.name = std::move(name);
  t.args = std::move(args);
  t.array_dims = dims;
  return t;
}

ValueRule Rule(Dialect dialect, const model::DataType& source, const model::DataType& target, bool nullable = false) {
  model::Schema schema;
  schema.dialect = dialect;
  return RuleFor(schema, source, target, nullable);
}

struct Result {
  bool ok = false;
  std::string bytes, why;
};

Result Run(const ValueRule& rule, ValueKind kind, std::string text) {
  ValueEncoder encoder;
  Result r;
  r.ok = encoder.Encode(rule, profile::Field{kind, std::move(text)}, r.bytes, r.why);
  return r;
}

std::string Str(std::string_view s) {
  std::string out;
  avro::Bytes(out, s);
  return out;
}
std::string Long(int64_t v) {
  std::string out;
  avro::Long(out, v);
  return out;
}
// A TIMESTAMP as the export writes it: microseconds since 1970 (timestamp-micros), from its text.
std::string Micros(const std::string& text) {
  int64_t micros = 0;
  std::string why;
  EXPECT_TRUE(ParseTimestamp(text, micros, why)) << text;
  std::string formatted;
  FormatTimestamp(micros, formatted);
  EXPECT_EQ(formatted, text);  // the text is the canonical form of the same instant
  return Long(micros);
}

std::string Numeric(std::initializer_list<int> bytes) {
  std::string raw;
  for (int b : bytes) raw.push_back(static_cast<char>(b));
  return Str(raw);
}

void Good(const ValueRule& rule, ValueKind kind, const std::string& text, const std::string& expected) {
  Result r = Run(rule, kind, text);
  EXPECT_TRUE(r.ok) << text << ": " << r.why;
  EXPECT_EQ(r.bytes, expected) << text;
}

void Bad(const ValueRule& rule, ValueKind kind, const std::string& text, const std::string& why) {
  Result r = Run(rule, kind, text);
  EXPECT_FALSE(r.ok) << text;
  EXPECT_NE(r.why.find(why), std::string::npos) << text << ": " << r.why;
  EXPECT_TRUE(r.bytes.empty());
}

TEST(Values, Integers) {
  auto rule = Rule(Dialect::kMySql, Type("bigint"), Type("INT64"));
  Good(rule, ValueKind::kNumber, "9223372036854775807", Long(INT64_MAX));
  Good(rule, ValueKind::kNumber, "-9223372036854775808", Long(INT64_MIN));
  Good(rule, ValueKind::kString, "+42", Long(42));
  Bad(rule, ValueKind::kNumber, "18446744073709551615", "out of INT64's range");
  Bad(rule, ValueKind::kNumber, "1.5", "not an integer");
  Bad(rule, ValueKind::kOther, "NOW()", "an expression");
}

TEST(Values, NullsFollowTheColumn) {
  Bad(Rule(Dialect::kMySql, Type("int"), Type("INT64")), ValueKind::kNull, "", "NULL in a NOT NULL column");
  Good(Rule(Dialect::kMySql, Type("int"), Type("INT64"), true), ValueKind::kNull, "", std::string(1, '\0'));
  Good(Rule(Dialect::kMySql, Type("int"), Type("INT64"), true), ValueKind::kNumber, "1",
       std::string(1, '\2') + Long(1));
}

TEST(Values, Booleans) {
  auto tiny = Rule(Dialect::kMySql, Type("tinyint", {"1"}), Type("BOOL"));
  Good(tiny, ValueKind::kNumber, "1", std::string(1, '\1'));
  Good(tiny, ValueKind::kNumber, "0", std::string(1, '\0'));
  Bad(tiny, ValueKind::kNumber, "2", "neither 0 nor 1");
  auto pg = Rule(Dialect::kPostgres, Type("boolean"), Type("BOOL"));
  Good(pg, ValueKind::kString, "t", std::string(1, '\1'));
  Good(pg, ValueKind::kOther, "false", std::string(1, '\0'));
  Bad(pg, ValueKind::kString, "maybe", "not a boolean");
  auto bit = Rule(Dialect::kMySql, Type("bit", {"1"}), Type("BOOL"));
  Good(bit, ValueKind::kOther, "b1", std::string(1, '\1'));
  Good(bit, ValueKind::kString, std::string(1, '\0'), std::string(1, '\0'));
}

TEST(Values, Bits) {
  auto mysql = Rule(Dialect::kMySql, Type("bit", {"10"}), Type("INT64"));
  Good(mysql, ValueKind::kOther, "b1000000001", Long(513));
  Good(mysql, ValueKind::kHex, "0201", Long(513));
  Good(mysql, ValueKind::kString, std::string("\x02\x01", 2), Long(513));
  auto pg = Rule(Dialect::kPostgres, Type("bit", {"10"}), Type("INT64"));
  Good(pg, ValueKind::kString, "1000000001", Long(513));
  auto wide = Rule(Dialect::kPostgres, Type("varbit"), Type("BYTES", {"MAX"}));
  Good(wide, ValueKind::kString, "101", Str("\x05"));
  Bad(Rule(Dialect::kPostgres, Type("bit", {"64"}), Type("INT64")), ValueKind::kString, std::string(64, '1'), "range");
}

TEST(Values, Floats) {
  auto f64 = Rule(Dialect::kPostgres, Type("double precision"), Type("FLOAT64"));
  std::string nan, inf, small;
  avro::Double(nan, std::nan(""));
  avro::Double(inf, -INFINITY);
  avro::Double(small, 4.9406564584124654e-324);
  Good(f64, ValueKind::kString, "NaN", nan);
  Good(f64, ValueKind::kString, "-Infinity", inf);
  Good(f64, ValueKind::kString, "4.9406564584124654e-324", small);
  Bad(f64, ValueKind::kString, "1e400", "out of FLOAT64's range");
  auto f32 = Rule(Dialect::kMySql, Type("float"), Type("FLOAT32"));
  std::string tenth;
  avro::Float(tenth, 0.1f);
  Good(f32, ValueKind::kNumber, "0.1", tenth);
  Bad(f32, ValueKind::kNumber, "1e39", "out of FLOAT32's range");
}

TEST(Values, NumericIsUnscaledBigEndianAtScale9) {
  auto rule = Rule(Dialect::kMySql, Type("decimal", {"38", "9"}), Type("NUMERIC"));
  Good(rule, ValueKind::kNumber, "0", Numeric({0x00}));
  Good(rule, ValueKind::kNumber, "1", Numeric({0x3b, 0x9a, 0xca, 0x00}));
  Good(rule, ValueKind::kNumber, "-1", Numeric({0xc4, 0x65, 0x36, 0x00}));
  Good(rule, ValueKind::kNumber, "0.000000127", Numeric({0x7f}));
  Good(rule, ValueKind::kNumber, "0.000000128", Numeric({0x00, 0x80}));
  Good(rule, ValueKind::kNumber, "-0.000000128", Numeric({0x80}));
  Good(rule, ValueKind::kNumber, "-0.000000129", Numeric({0xff, 0x7f}));
  Good(rule, ValueKind::kNumber, "1.5e2", Numeric({0x22, 0xec, 0xb2, 0x5c, 0x00}));  // 150 * 10^9
  Good(rule, ValueKind::kNumber, "12.100000000000", Numeric({0x02, 0xd1, 0x37, 0x59, 0x00}));
  Good(rule, ValueKind::kNumber, "99999999999999999999999999999.999999999",
       Numeric({0x4b, 0x3b, 0x4c, 0xa8, 0x5a, 0x86, 0xc4, 0x7a, 0x09, 0x8a, 0x22, 0x3f, 0xff, 0xff, 0xff, 0xff}));
  Bad(rule, ValueKind::kNumber, "100000000000000000000000000000", "more than 29 digits");
  Bad(rule, ValueKind::kNumber, "0.0000000001", "more than 9 digits after");
  Bad(rule, ValueKind::kString, "NaN", "NUMERIC has no NaN");
  EXPECT_EQ(NumericText(-1500000000), "-1.5");
  auto money = Rule(Dialect::kPostgres, Type("money"), Type("NUMERIC"));
  Good(money, ValueKind::kString, "-$1,234.50", Numeric({0xfe, 0xe0, 0x92, 0x10, 0xe7, 0x00}));
}

TEST(Values, Strings) {
  auto rule = Rule(Dialect::kMySql, Type("varchar", {"3"}), Type("STRING", {"3"}));
  Good(rule, ValueKind::kString, "\xc3\xa9t\xc3\xa9", Str("\xc3\xa9t\xc3\xa9"));  // 3 characters, 5 bytes
  Good(rule, ValueKind::kString, "", Str(""));
  Bad(rule, ValueKind::kString, "abcd", "longer than the column's 3 characters");
  Bad(rule, ValueKind::kString, "\xff", "invalid UTF-8");
  Bad(rule, ValueKind::kString, "\xed\xa0\x80", "invalid UTF-8");  // a surrogate
  Good(Rule(Dialect::kMySql, Type("text"), Type("STRING", {"MAX"})), ValueKind::kHex, "616263", Str("abc"));
  auto uuid = Rule(Dialect::kPostgres, Type("uuid"), Type("UUID"));
  Good(uuid, ValueKind::kString, "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11", Str("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"));
  Bad(uuid, ValueKind::kString, "a0eebc999c0b4ef8bb6d6bb9bd380a11", "not a UUID");
  auto json = Rule(Dialect::kPostgres, Type("jsonb"), Type("JSON"));
  Good(json, ValueKind::kString, R"({"a": [1, [2, {"b": null}]]})", Str(R"({"a": [1, [2, {"b": null}]]})"));
  Bad(json, ValueKind::kString, "{a}", "not a JSON document");
}

TEST(Values, Bytes) {
  auto mysql = Rule(Dialect::kMySql, Type("varbinary", {"4"}), Type("BYTES", {"4"}));
  Good(mysql, ValueKind::kString, std::string("\0\xff", 2), Str(std::string("\0\xff", 2)));
  Good(mysql, ValueKind::kHex, "00ff", Str(std::string("\0\xff", 2)));
  Bad(mysql, ValueKind::kHex, "0001020304", "longer than the column's 4 bytes");
  auto pg = Rule(Dialect::kPostgres, Type("bytea"), Type("BYTES", {"MAX"}));
  Good(pg, ValueKind::kString, "\\x00ff", Str(std::string("\0\xff", 2)));
  Good(pg, ValueKind::kString, "a\\\\b\\001", Str("a\\b\x01"));
  Bad(pg, ValueKind::kString, "\\x0", "not a bytea value");
}

TEST(Values, DatesAndTimestamps) {
  auto date = Rule(Dialect::kMySql, Type("date"), Type("DATE"));
  Good(date, ValueKind::kString, "0999-01-31", Str("0999-01-31"));
  Good(date, ValueKind::kString, "2024-02-29", Str("2024-02-29"));
  Bad(date, ValueKind::kString, "0000-00-00", "zero date");
  Bad(date, ValueKind::kString, "2023-02-29", "not a date of the calendar");
  Bad(Rule(Dialect::kPostgres, Type("date"), Type("DATE")), ValueKind::kString, "0044-03-15 BC", "before year 1");
  Bad(Rule(Dialect::kPostgres, Type("date"), Type("DATE")), ValueKind::kString, "infinity", "infinity");
  auto ts = Rule(Dialect::kPostgres, Type("timestamptz"), Type("TIMESTAMP"));
  Good(ts, ValueKind::kString, "2021-03-28 03:30:00+02", Micros("2021-03-28T01:30:00Z"));
  Good(ts, ValueKind::kString, "1970-01-01 00:00:01+00", Long(1000000));
  Good(ts, ValueKind::kString, "1969-12-31 23:59:59.999999+00", Long(-1));
  Good(ts, ValueKind::kString, "2021-10-31 02:30:00+01", Micros("2021-10-31T01:30:00Z"));
  Good(ts, ValueKind::kString, "1969-12-31 23:59:59.5-00:30", Micros("1970-01-01T00:29:59.500000Z"));
  Good(ts, ValueKind::kString, "1900-01-01 00:00:00+00:09:21", Micros("1899-12-31T23:50:39Z"));
  Good(ts, ValueKind::kString, "0001-01-01 00:00:00+00", Micros("0001-01-01T00:00:00Z"));
  Bad(ts, ValueKind::kString, "0001-01-01 00:30:00+01", "outside Spanner's TIMESTAMP range");
  Good(ts, ValueKind::kString, "9999-12-31 23:59:59.999999+00", Micros("9999-12-31T23:59:59.999999Z"));
  auto mysql = Rule(Dialect::kMySql, Type("datetime", {"6"}), Type("TIMESTAMP"));
  Good(mysql, ValueKind::kString, "2020-01-02 03:04:05.000006", Micros("2020-01-02T03:04:05.000006Z"));
  Bad(mysql, ValueKind::kString, "0000-00-00 00:00:00", "zero date");
}

TEST(Values, Intervals) {
  std::string out, why;
  const std::pair<const char*, const char*> cases[] = {
      {"1 year 2 mons 3 days 04:05:06.5", "P1Y2M3DT4H5M6.5S"},
      {"-1 years -2 mons +3 days -04:05:06", "P-1Y-2M3DT-4H-5M-6S"},
      {"00:00:00", "PT0S"},
      {"1 day", "P1D"},
      {"100:00:00", "PT100H"},
      {"00:00:00.25", "PT0.25S"},
  };
  for (const auto& [in, iso] : cases) {
    EXPECT_TRUE(IntervalToIso(in, out, why)) << in;
    EXPECT_EQ(out, iso) << in;
  }
  EXPECT_FALSE(IntervalToIso("1 fortnight", out, why));
}

TEST(Values, Arrays) {
  auto ints = Rule(Dialect::kPostgres, Type("integer", {}, 1), Type("INT64", {}, 1));
  std::string expected =
      Long(3) + std::string(1, '\2') + Long(1) + std::string(1, '\0') + std::string(1, '\2') + Long(-3) + Long(0);
  Good(ints, ValueKind::kString, "{1,NULL,-3}", expected);
  Good(ints, ValueKind::kString, "{}", Long(0));
  Bad(ints, ValueKind::kString, "{{1,2},{3,4}}", "multi-dimensional");
  Bad(ints, ValueKind::kString, "[0:1]={1,2}", "explicit bounds");
  Bad(ints, ValueKind::kString, "{1,x}", "an element is not an integer");
  auto texts = Rule(Dialect::kPostgres, Type("text", {}, 1), Type("STRING", {"MAX"}, 1));
  Good(texts, ValueKind::kString, R"({"a b","q\"x","NULL",NULL})",
       Long(4) + '\2' + Str("a b") + '\2' + Str("q\"x") + '\2' + Str("NULL") + '\0' + Long(0));
  auto set = Rule(Dialect::kMySql, Type("set"), Type("STRING", {"5"}, 1));
  Good(set, ValueKind::kString, "red,blue", Long(2) + '\2' + Str("red") + '\2' + Str("blue") + Long(0));
  Good(set, ValueKind::kString, "", Long(0));
}

TEST(Values, Spatial) {
  // SRID 0, then little-endian WKB POINT(1 -2.5).
  std::string wkb("\0\0\0\0\x01\x01\0\0\0", 9);
  double x = 1, y = -2.5;
  wkb.append(reinterpret_cast<const char*>(&x), 8);
  wkb.append(reinterpret_cast<const char*>(&y), 8);
  auto rule = Rule(Dialect::kMySql, Type("point"), Type("STRING", {"MAX"}));
  Good(rule, ValueKind::kString, wkb, Str("POINT(1 -2.5)"));
  Bad(rule, ValueKind::kString, wkb.substr(0, 20), "not a spatial value");
}

TEST(Values, JsonSyntax) {
  // Checked against nlohmann-json's parser on documents that stress every rule.
  const char* cases[] = {"{}",
                         "[]",
                         "0",
                         "-0.5e+10",
                         "\"a\\u00e9\\n\"",
                         "{\"a\": [1, {\"b\": null}], \"c\": true}",
                         " [ 1 , 2 ] ",
                         "[[[[[]]]]]",
                         "{\"a\":{}}",
                         "01",
                         "1.",
                         ".5",
                         "-",
                         "[1,]",
                         "{\"a\"}",
                         "{\"a\":1,}",
                         "[1 2]",
                         "tru",
                         "nulls",
                         "\"\\x\"",
                         "\"\\u12G4\"",
                         "\"a\tb\"",
                         "{1: 2}",
                         "[",
                         "]",
                         "",
                         "  ",
                         "[\"a\"]]",
                         "{\"a\":[1,2}",
                         "1e",
                         "1e+",
                         "-01",
                         "[-]",
                         "\"unterminated"};
  for (const char* c : cases) EXPECT_EQ(ValidJson(c), nlohmann::json::accept(c)) << c;
}

TEST(Values, Excerpts) {
  EXPECT_EQ(Excerpt("a\nb\xff"), "a\\nb\\xff");
  EXPECT_EQ(Excerpt(std::string(100, 'x'), 10), std::string(10, 'x') + "...");
  EXPECT_EQ(Excerpt("\xc3\xa9"), "\xc3\xa9");
}

}  // namespace
}  // namespace spanlift::exporter
