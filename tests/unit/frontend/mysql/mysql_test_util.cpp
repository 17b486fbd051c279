#include "mysql_test_util.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

namespace spanlift::frontend::mysql_test {

model::Schema ApplyAll(const std::vector<std::string>& statements) {
  model::Schema schema;
  schema.dialect = model::Dialect::kMySql;
  auto frontend = MakeMySqlFrontend();
  for (size_t i = 0; i < statements.size(); ++i) {
    Statement stmt;
    stmt.text = statements[i];
    stmt.location = {"t.sql", static_cast<uint32_t>(10 * i + 1), 1};
    stmt.kind = StatementKind::kSchema;
    frontend->Apply(stmt, schema);
  }
  return schema;
}

namespace {

std::string Join(const std::vector<std::string>& items, const char* sep) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? sep : "") + items[i];
  return out;
}

std::string DescribeColumn(const model::Column& c) {
  std::string out = c.name + " " + c.type.ToString();
  if (!c.nullable) out += " NOT NULL";
  if (c.auto_increment) out += " AI";
  if (c.default_value) out += " DEFAULT=" + *c.default_value;
  if (c.on_update) out += " ON UPDATE=" + *c.on_update;
  if (c.generated) out += " GEN=" + c.generated->expression + (c.generated->stored ? " STORED" : "");
  if (!c.comment.empty()) out += " COMMENT=" + c.comment;
  if (c.hidden) out += " HIDDEN";
  if (!c.type.charset.empty()) out += " CHARSET=" + c.type.charset;
  if (!c.type.collation.empty()) out += " COLLATE=" + c.type.collation;
  return out;
}

std::string DescribeParts(const std::vector<model::KeyPart>& parts) {
  std::vector<std::string> out;
  for (const auto& p : parts) {
    std::string s = p.expression.empty() ? p.column : "(" + p.expression + ")";
    if (p.prefix_length) s += fmt::format("({})", *p.prefix_length);
    if (p.desc) s += " DESC";
    out.push_back(s);
  }
  return "(" + Join(out, ",") + ")";
}

std::string DescribeKeys(const model::Table& t) {
  std::vector<std::string> out;
  if (t.primary_key) out.push_back("PK" + DescribeParts(t.primary_key->parts));
  for (const auto& i : t.indexes) {
    std::string kind = i.kind == model::IndexKind::kFulltext  ? "FULLTEXT"
                       : i.kind == model::IndexKind::kSpatial ? "SPATIAL"
                       : i.unique                             ? (i.is_constraint ? "UNIQUE" : "UNIQUE INDEX")
                                                              : "INDEX";
    std::string s = kind + " " + i.name + DescribeParts(i.parts);
    if (!i.method.empty()) s += " USING " + i.method;
    if (!i.comment.empty()) s += " COMMENT=" + i.comment;
    out.push_back(s);
  }
  for (const auto& f : t.foreign_keys) {
    std::string ref = f.ref_schema.empty() ? f.ref_table : f.ref_schema + "." + f.ref_table;
    std::string s = "FK " + f.name + "(" + Join(f.columns, ",") + ")->" + ref + "(" + Join(f.ref_columns, ",") + ")";
    if (!f.match.empty()) s += " MATCH " + f.match;
    if (!f.on_delete.empty()) s += " DEL=" + f.on_delete;
    if (!f.on_update.empty()) s += " UPD=" + f.on_update;
    out.push_back(s);
  }
  for (const auto& c : t.checks) out.push_back("CHECK " + c.name + "(" + c.expression + ")");
  return Join(out, "; ");
}

std::string DescribeTable(const model::Table& t) {
  std::vector<std::string> out;
  if (!t.engine.empty()) out.push_back("engine=" + t.engine);
  if (!t.charset.empty()) out.push_back("charset=" + t.charset);
  if (!t.collation.empty()) out.push_back("collation=" + t.collation);
  if (!t.comment.empty()) out.push_back("comment=" + t.comment);
  if (t.auto_increment_next) out.push_back(fmt::format("ai={}", *t.auto_increment_next));
  if (!t.partition_by.empty()) out.push_back("partition=" + t.partition_by);
  if (!t.like.empty()) out.push_back("like=" + t.like);
  if (t.temporary) out.push_back("temporary");
  return Join(out, " ");
}

std::string DescribeSequence(const model::Sequence& s) {
  auto opt = [](const char* name, const std::optional<int64_t>& v) {
    return v ? fmt::format(" {}={}", name, *v) : std::string();
  };
  std::string out = s.schema.empty() ? s.name : s.schema + "." + s.name;
  out += opt("start", s.start) + opt("increment", s.increment) + opt("min", s.min_value) + opt("max", s.max_value) +
         opt("cache", s.cache);
  if (s.cycle) out += " cycle";
  if (!s.data_type.empty()) out += " type=" + s.data_type;
  return out;
}

}  // namespace

std::string Describe(const model::Schema& schema, const std::string& facet, const std::string& table) {
  std::vector<std::string> out;
  if (facet == "tables") {
    for (const auto& t : schema.tables) out.push_back(t.schema.empty() ? t.name : t.schema + "." + t.name);
    return Join(out, ", ");
  }
  if (facet == "diags") {
    for (const auto& d : schema.diagnostics.all())
      out.push_back(fmt::format("{}@{}:{}", d.code, d.location.line, d.location.column));
    return Join(out, ", ");
  }
  if (facet == "skipped") {
    for (const auto& s : schema.skipped) out.push_back(s.kind + " " + s.name);
    return Join(out, ", ");
  }
  if (facet == "sequences") {
    for (const auto& s : schema.sequences) out.push_back(DescribeSequence(s));
    return Join(out, "; ");
  }
  const model::Table* t = nullptr;
  if (!table.empty())
    t = const_cast<model::Schema&>(schema).FindTable("", table);
  else if (!schema.tables.empty())
    t = &schema.tables.back();
  if (!t) return "<no table>";
  if (facet == "columns") {
    for (const auto& c : t->columns) out.push_back(DescribeColumn(c));
    return Join(out, ", ");
  }
  if (facet == "declared") {
    for (const auto& c : t->columns)
      out.push_back(c.name + ":" + c.declared_type + (c.sequence.empty() ? "" : " seq=" + c.sequence));
    return Join(out, ", ");
  }
  if (facet == "keys") return DescribeKeys(*t);
  if (facet == "table") return DescribeTable(*t);
  return "<unknown facet " + facet + ">";
}

}  // namespace spanlift::frontend::mysql_test

namespace spanlift::frontend::mysql_test {

void Check(const Row& row) {
  model::Schema schema = ApplyAll(row.sql);
  EXPECT_EQ(Describe(schema, row.facet, row.table), row.expected);
  if (row.facet == "diags") return;
  for (const auto& d : schema.diagnostics.all()) EXPECT_NE(d.code, model::codes::kSyntaxError) << d.message;
}

}  // namespace spanlift::frontend::mysql_test
