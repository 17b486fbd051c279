#pragma once
// Table-driven tests for the PostgreSQL front end: each row is a script and the model facts it
// must produce, read through a small path language so that rows stay one-liners:
//   "tables"                       qualified table names
//   "public.t|columns"             column names          "public.t|pk"          name(cols)
//   "public.t|indexes"             name[u][c](parts)     "public.t|fks"         name(cols)->ref(cols) ...
//   "public.t|checks"              name:expr             "public.t|partition_of" / partition_bound /
//   partition_by / inherits / like / comment / unlogged / temporary
//   "public.t|col|type"            DataType::ToString()  declared / nullable / default / auto / seq /
//   identity / generated / collation / comment
//   "seq|public.s"                 sequence summary      "enum|public.e"        values
//   "domain|public.d"              domain summary        "skipped"              kind:name
//   "diags"                        CODE@line:col         "diag0"                first message
// An expected value starting with '~' only has to be contained in the actual one.
#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "frontend/dialect_frontend.h"
#include "model/schema.h"

namespace spanlift::frontend::postgres_test {

struct Row {
  std::string sql;
  std::vector<std::pair<std::string, std::string>> facts;
};

inline std::ostream& operator<<(std::ostream& os, const Row& row) { return os << row.sql; }

// Cuts a test script at top-level ';' (outside quotes, comments and $$ bodies) into kSchema
// statements with their file positions, as the splitter would.
inline std::vector<Statement> SplitScript(const std::string& sql) {
  std::vector<Statement> out;
  size_t i = 0, start = std::string::npos;
  uint32_t line = 1, col = 1, start_line = 1, start_col = 1;
  auto advance = [&](size_t n) {
    for (size_t k = 0; k < n && i < sql.size(); ++k, ++i) {
      if (sql[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
  };
  auto flush = [&](size_t end) {
    if (start == std::string::npos) return;
    Statement s;
    s.text = std::string_view(sql).substr(start, end - start);
    s.location = {"test.sql", start_line, start_col};
    s.kind = StatementKind::kSchema;
    out.push_back(s);
    start = std::string::npos;
  };
  while (i < sql.size()) {
    char c = sql[i];
    if (start == std::string::npos && (c == ' ' || c == '\n' || c == '\t' || c == '\r')) {
      advance(1);
      continue;
    }
    if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-' && start == std::string::npos) {
      while (i < sql.size() && sql[i] != '\n') advance(1);
      continue;
    }
    if (start == std::string::npos) {
      start = i;
      start_line = line;
      start_col = col;
    }
    if (c == ';') {
      flush(i);
      advance(1);
    } else if (c == '\'' || c == '"') {
      advance(1);
      while (i < sql.size() && sql[i] != c) advance(1);
      advance(1);
    } else if (c == '$' && i + 1 < sql.size() && sql[i + 1] == '$') {
      size_t end = sql.find("$$", i + 2);
      advance(end == std::string::npos ? sql.size() - i : end + 2 - i);
    } else {
      advance(1);
    }
  }
  flush(sql.size());
  return out;
}

// Keeps the script alive as long as the schema: statements point into it.
struct Loaded {
  std::string sql;
  model::Schema schema;
};

inline std::unique_ptr<Loaded> Load(const std::string& sql) {
  auto loaded = std::make_unique<Loaded>();
  loaded->sql = sql;
  loaded->schema.dialect = model::Dialect::kPostgres;
  auto frontend = MakePostgresFrontend();
  for (const auto& stmt : SplitScript(loaded->sql)) frontend->Apply(stmt, loaded->schema);
  return loaded;
}

inline std::vector<std::string> Split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, sep)) parts.push_back(item);
  return parts;
}

template <typename T, typename F>
std::string Join(const std::vector<T>& items, F fn, const char* sep = ", ") {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : sep) + fn(item);
  return out;
}

inline std::string Parts(const std::vector<model::KeyPart>& parts) {
  return Join(
      parts,
      [](const model::KeyPart& p) {
        std::string s = p.column.empty() ? "expr:" + p.expression : p.column;
        if (!p.opclass.empty()) s += " " + p.opclass;
        if (p.desc) s += " DESC";
        if (!p.nulls.empty()) s += " NULLS " + p.nulls;
        return s;
      },
      ",");
}

inline std::string ColumnFact(const model::Column& c, const std::string& what) {
  if (what == "type") return c.type.ToString();
  if (what == "declared") return c.declared_type;
  if (what == "nullable") return c.nullable ? "true" : "false";
  if (what == "default") return c.default_value ? *c.default_value : "<none>";
  if (what == "auto") return c.auto_increment ? "true" : "false";
  if (what == "seq") return c.sequence;
  if (what == "identity")
    return !c.identity ? ""
                       : (c.identity->always ? "always" : "by default") +
                             (c.identity->start ? " start " + std::to_string(*c.identity->start) : "") +
                             (c.identity->increment ? " inc " + std::to_string(*c.identity->increment) : "");
  if (what == "generated")
    return c.generated ? c.generated->expression + (c.generated->stored ? " STORED" : " VIRTUAL") : "";
  if (what == "collation") return c.type.collation;
  if (what == "comment") return c.comment;
  return "<unknown column fact " + what + ">";
}

inline std::string OptInt(const std::optional<int64_t>& v) { return v ? std::to_string(*v) : "-"; }

inline std::string TableFact(const model::Table& t, const std::string& what) {
  if (what == "columns") return Join(t.columns, [](const model::Column& c) { return c.name; });
  if (what == "pk") return t.primary_key ? t.primary_key->name + "(" + Parts(t.primary_key->parts) + ")" : "";
  if (what == "indexes")
    return Join(t.indexes, [](const model::Index& i) {
      std::string s = i.name + (i.unique ? "[u]" : "") + (i.is_constraint ? "[c]" : "") + "(" + Parts(i.parts) + ")";
      if (!i.method.empty()) s += " using " + i.method;
      if (!i.include.empty())
        s += " include " + Join(
                               i.include, [](const std::string& x) { return x; }, ",");
      if (!i.where.empty()) s += " where " + i.where;
      if (!i.comment.empty()) s += " comment " + i.comment;
      return s;
    });
  if (what == "fks")
    return Join(t.foreign_keys, [](const model::ForeignKey& f) {
      auto cols = [](const std::vector<std::string>& v) {
        return Join(
            v, [](const std::string& x) { return x; }, ",");
      };
      std::string s =
          f.name + "(" + cols(f.columns) + ")->" + f.ref_schema + "." + f.ref_table + "(" + cols(f.ref_columns) + ")";
      if (!f.on_delete.empty()) s += " del " + f.on_delete;
      if (!f.on_update.empty()) s += " upd " + f.on_update;
      if (!f.match.empty()) s += " match " + f.match;
      if (f.deferrable) s += " deferrable";
      return s;
    });
  if (what == "checks") return Join(t.checks, [](const model::Check& c) { return c.name + ":" + c.expression; });
  if (what == "partition_of") return t.partition_of;
  if (what == "partition_bound") return t.partition_bound;
  if (what == "partition_by") return t.partition_by;
  if (what == "inherits") return Join(t.inherits, [](const std::string& x) { return x; });
  if (what == "like") return t.like;
  if (what == "comment") return t.comment;
  if (what == "unlogged") return t.unlogged ? "true" : "false";
  if (what == "temporary") return t.temporary ? "true" : "false";
  if (what == "location") return std::to_string(t.location.line) + ":" + std::to_string(t.location.column);
  return "<unknown table fact " + what + ">";
}

inline std::string Fact(model::Schema& schema, const std::string& path) {
  std::vector<std::string> p = Split(path, '|');
  if (path == "tables") return Join(schema.tables, [](const model::Table& t) { return t.schema + "." + t.name; });
  if (path == "skipped")
    return Join(schema.skipped, [](const model::SkippedObject& s) { return s.kind + ":" + s.name; });
  if (path == "diags")
    return Join(schema.diagnostics.all(), [](const model::Diagnostic& d) {
      return d.code + "@" + std::to_string(d.location.line) + ":" + std::to_string(d.location.column);
    });
  if (path == "diag0") return schema.diagnostics.all().empty() ? "" : schema.diagnostics.all()[0].message;
  if (path == "sequences")
    return Join(schema.sequences, [](const model::Sequence& s) { return s.schema + "." + s.name; });
  auto qualified = [&](const std::string& q) {
    auto dot = q.find('.');
    return std::pair(q.substr(0, dot), q.substr(dot + 1));
  };
  if (p.size() == 2 && p[0] == "seq") {
    auto [s, n] = qualified(p[1]);
    model::Sequence* q = schema.FindSequence(s, n);
    if (!q) return "<no sequence>";
    return q->data_type + " start " + OptInt(q->start) + " inc " + OptInt(q->increment) + " min " +
           OptInt(q->min_value) + " max " + OptInt(q->max_value) + " cache " + OptInt(q->cache) +
           (q->cycle ? " cycle" : "") +
           (q->owned_by_table.empty() ? "" : " owned " + q->owned_by_table + "." + q->owned_by_column);
  }
  if (p.size() == 2 && p[0] == "enum") {
    auto [s, n] = qualified(p[1]);
    model::EnumType* e = schema.FindEnum(s, n);
    return e ? Join(
                   e->values, [](const std::string& x) { return x; }, ",")
             : "<no enum>";
  }
  if (p.size() == 2 && p[0] == "domain") {
    auto [s, n] = qualified(p[1]);
    model::Domain* d = schema.FindDomain(s, n);
    if (!d) return "<no domain>";
    return d->base.ToString() + (d->nullable ? "" : " not null") +
           (d->default_value ? " default " + *d->default_value : "") +
           (d->checks.empty() ? "" : " " + Join(d->checks, [](const model::Check& c) {
                                       return c.name + ":" + c.expression;
                                     }));
  }
  auto [s, n] = qualified(p[0]);
  model::Table* t = schema.FindTable(s, n);
  if (!t) return "<no table " + p[0] + ">";
  if (p.size() == 2) return TableFact(*t, p[1]);
  if (p.size() == 3) {
    model::Column* c = t->FindColumn(p[1]);
    return c ? ColumnFact(*c, p[2]) : "<no column " + p[1] + ">";
  }
  return "<bad path " + path + ">";
}

inline void ExpectFacts(const Row& row) {
  auto loaded = Load(row.sql);
  for (const auto& [path, expected] : row.facts) {
    std::string actual = Fact(loaded->schema, path);
    if (!expected.empty() && expected[0] == '~')
      EXPECT_NE(actual.find(expected.substr(1)), std::string::npos) << path << " = " << actual;
    else
      EXPECT_EQ(actual, expected) << path;
  }
}

}  // namespace spanlift::frontend::postgres_test
