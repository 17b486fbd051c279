#include "model/schema.h"

#include <gtest/gtest.h>

namespace spanlift::model {
namespace {

struct TypeCase {
  DataType type;
  std::string expected;
};

TEST(DataTypeTest, ToStringSpellsEveryModifier) {
  std::vector<TypeCase> cases = {
      {{.name = "varchar", .args = {"255"}}, "varchar(255)"},
      {{.name = "decimal", .args = {"12", "2"}}, "decimal(12,2)"},
      {{.name = "int", .args = {"10"}, .is_unsigned = true, .zerofill = true}, "int(10) unsigned zerofill"},
      {{.name = "enum", .values = {"a", "it's"}}, "enum('a','it''s')"},
      {{.name = "text", .array_dims = 2}, "text[][]"},
      {{.name = "mood", .schema = "app"}, "app.mood"},
      {{.name = "interval", .precision_suffix = "YEAR TO MONTH"}, "interval YEAR TO MONTH"},
  };
  for (const auto& c : cases) EXPECT_EQ(c.type.ToString(), c.expected);
}

Table MakeTable(std::string schema, std::string name) {
  Table t;
  t.schema = std::move(schema);
  t.name = std::move(name);
  return t;
}

TEST(SchemaTest, FindTablePrefersExactThenCaseInsensitive) {
  Schema s;
  s.AddTable(MakeTable("public", "Users"));
  s.AddTable(MakeTable("public", "users"));
  s.AddTable(MakeTable("audit", "events"));
  EXPECT_EQ(s.FindTable("public", "users")->name, "users");
  EXPECT_EQ(s.FindTable("public", "Users")->name, "Users");
  EXPECT_EQ(s.FindTable("", "EVENTS")->schema, "audit");
  EXPECT_EQ(s.FindTable("public", "events"), nullptr);
  EXPECT_EQ(s.FindTable("", "missing"), nullptr);
}

TEST(SchemaTest, AddTableRefusesDuplicates) {
  Schema s;
  EXPECT_NE(s.AddTable(MakeTable("", "t")), nullptr);
  EXPECT_EQ(s.AddTable(MakeTable("", "t")), nullptr);
  EXPECT_EQ(s.tables.size(), 1u);
}

TEST(SchemaTest, RenameTableUpdatesReferences) {
  Schema s;
  s.AddTable(MakeTable("public", "parent"));
  Table child = MakeTable("public", "child");
  child.foreign_keys.push_back({.name = "fk", .columns = {"p"}, .ref_schema = "public", .ref_table = "parent"});
  child.partition_of = "public.parent";
  s.AddTable(std::move(child));
  s.sequences.push_back({.schema = "public", .name = "seq", .owned_by_table = "public.parent"});
  ASSERT_TRUE(s.RenameTable(*s.FindTable("public", "parent"), "public", "mother"));
  const Table* c = s.FindTable("public", "child");
  EXPECT_EQ(c->foreign_keys[0].ref_table, "mother");
  EXPECT_EQ(c->partition_of, "public.mother");
  EXPECT_EQ(s.sequences[0].owned_by_table, "public.mother");
}

TEST(SchemaTest, DropTable) {
  Schema s;
  s.AddTable(MakeTable("", "a"));
  s.AddTable(MakeTable("", "b"));
  EXPECT_TRUE(s.DropTable("", "A"));
  EXPECT_FALSE(s.DropTable("", "a"));
  ASSERT_EQ(s.tables.size(), 1u);
  EXPECT_EQ(s.tables[0].name, "b");
}

TEST(SchemaTest, FindColumnIsCaseInsensitiveAfterExact) {
  Table t = MakeTable("", "t");
  t.columns.push_back({.name = "Id"});
  t.columns.push_back({.name = "id"});
  EXPECT_EQ(t.FindColumn("id"), &t.columns[1]);
  EXPECT_EQ(t.FindColumn("ID"), &t.columns[0]);
  EXPECT_EQ(t.FindColumn("x"), nullptr);
}

TEST(DiagnosticsTest, CountsErrorsOnly) {
  Diagnostics d;
  d.Error(codes::kSyntaxError, {"f", 1, 2}, "bad");
  d.Warning(codes::kUnknownObject, {"f", 3, 4}, "meh");
  d.Info(codes::kIgnoredClause, {"f", 5, 6}, "fyi");
  EXPECT_EQ(d.error_count(), 1u);
  ASSERT_EQ(d.all().size(), 3u);
  EXPECT_STREQ(SeverityName(d.all()[1].severity), "warning");
}

}  // namespace
}  // namespace spanlift::model
