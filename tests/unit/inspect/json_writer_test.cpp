#include "findings/finding_text.h"
#include "model/json_writer.h"

#include <gtest/gtest.h>

#include "inspect/inspect.h"

namespace spanlift::inspect {
namespace {

struct EscapeCase {
  std::string input;
  std::string expected;
};

TEST(JsonStringTest, EscapesAndKeepsUtf8Valid) {
  std::vector<EscapeCase> cases = {
      {"plain", "\"plain\""},
      {"a\"b\\c", "\"a\\\"b\\\\c\""},
      {"line\nbreak\ttab\r", "\"line\\nbreak\\ttab\\r\""},
      {std::string("nul\0x", 5), "\"nul\\u0000x\""},
      {"caf\xc3\xa9", "\"caf\xc3\xa9\""},             // valid UTF-8 kept
      {"caf\xe9", "\"caf\\u00e9\""},                  // Latin-1 byte escaped
      {"\xed\xa0\x80", "\"\\u00ed\\u00a0\\u0080\""},  // UTF-16 surrogate is not UTF-8
      {"\xf0\x9f\x98\x80", "\"\xf0\x9f\x98\x80\""},   // 4-byte sequence kept
      {"\xc0\xaf", "\"\\u00c0\\u00af\""},             // overlong
  };
  for (const auto& c : cases) {
    std::string out;
    model::AppendJsonString(out, c.input);
    EXPECT_EQ(out, c.expected) << c.input;
  }
}

TEST(JsonWriterTest, NestedContainersAreIndentedDeterministically) {
  std::string out;
  model::JsonWriter w(out);
  w.BeginObject();
  w.Field("a", int64_t{1});
  w.Key("list");
  w.BeginArray();
  w.String("x");
  w.BeginObject();
  w.EndObject();
  w.EndArray();
  w.Key("empty");
  w.BeginArray();
  w.EndArray();
  w.FieldOrNull("n", std::string_view());
  w.OptionalField("o", std::optional<int64_t>(7));
  w.EndObject();
  EXPECT_EQ(out,
            "{\n  \"a\": 1,\n  \"list\": [\n    \"x\",\n    {}\n  ],\n  \"empty\": [],\n  \"n\": null,\n"
            "  \"o\": 7\n}\n");
}

TEST(InspectJsonTest, EmptySchema) {
  model::Schema s;
  s.dialect = model::Dialect::kMySql;
  std::string json = InspectJson(s);
  EXPECT_NE(json.find("\"dialect\": \"mysql\""), std::string::npos);
  EXPECT_NE(json.find("\"tables\": []"), std::string::npos);
  EXPECT_NE(json.find("\"diagnostics\": []"), std::string::npos);
}

// Field by field: GCC 12 at -O3 takes a nested brace initialiser's string for uninitialised.
model::Diagnostic At(model::Severity severity, const char* code, const char* file, uint32_t line, uint32_t column,
                     const char* message) {
  model::Diagnostic d;
  d.severity = severity;
  d.code = code;
  d.location.file = file;
  d.location.line = line;
  d.location.column = column;
  d.message = message;
  return d;
}

TEST(FormatLineTest, CompilerStyle) {
  EXPECT_EQ(findings::FormatLine(At(model::Severity::kError, "P001", "shop.sql", 12, 7, "syntax error near ','")),
            "shop.sql:12:7: error: syntax error near ',' [P001]");
}

// A finding and a diagnostic print alike: the object before the message, the fix on its own line.
TEST(FormatLineTest, ObjectAndFix) {
  model::Diagnostic d = At(model::Severity::kWarning, "H001", "shop.sql", 3, 1, "first key part id grows with time");
  d.object = "table orders";
  d.fix = "shard the key";
  EXPECT_EQ(findings::FormatLine(d),
            "shop.sql:3:1: warning: table orders: first key part id grows with time [H001]\n  fix: shard the key");
}

// About a whole input: its name and no 0:0 position; "spanlift" when the message names the file.
TEST(FormatLineTest, WholeInput) {
  model::Diagnostic d = At(model::Severity::kError, "P008", "x.sql", 0, 0, "not a dump");
  EXPECT_EQ(findings::FormatLine(d), "x.sql: error: not a dump [P008]");
  d.message = "cannot open x.sql: No such file";
  EXPECT_EQ(findings::FormatLine(d), "spanlift: error: cannot open x.sql: No such file [P008]");
  d.location.file.clear();
  d.message = "no input";
  EXPECT_EQ(findings::FormatLine(d), "spanlift: error: no input [P008]");
}

}  // namespace
}  // namespace spanlift::inspect
