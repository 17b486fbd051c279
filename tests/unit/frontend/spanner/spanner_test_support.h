#pragma once
// Table-driven tests for the Spanner front end. A row is a script, read through the real
// splitter and classifier (so comments, quoting and skipped statements are covered too), and
// the model facts it must produce, named by a small path language:
//   "tables" / "sequences" / "skipped" (kind:name) / "diags" (CODE@line:col) / "diag0" (message)
//   "T|columns" "T|pk" "T|indexes" "T|fks" "T|checks" "T|interleave" "T|rdp"
//   "T|col|type" (DataType::ToString) declared / nullable / default / on_update / auto / seq /
//   identity / generated / commit_ts / hidden
//   "seq|S"  sequence summary
//   "views" / "view|V|security" / "view|V|query" / "view|V|normal" / "view|V|reads"
//   "streams" / "stream|S" (FOR clause as emitted, then "; " and the options)
//   "search" (kind:name(parts) on table, storing, options) / "roles" / "grants" (one per entry) /
//   "objects" (kind:name = normal form; options) / "proto" / "database" (name; options)
// An expected value starting with '~' only has to be contained in the actual one.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <memory>
#include <string>
#include <vector>

#include "frontend/dialect_frontend.h"
#include "frontend/splitter.h"
#include "model/schema.h"

namespace spanlift::frontend::spanner_test {

struct Row {
  std::string sql;
  std::vector<std::pair<std::string, std::string>> facts;
};

inline std::ostream& operator<<(std::ostream& os, const Row& row) { return os << row.sql; }

// Runs `sql` through the splitter (dialect spanner) and the front end, as the driver does for
// schema and out-of-scope statements.
inline model::Schema Load(const std::string& sql) {
  model::Schema schema;
  schema.dialect = model::Dialect::kSpanner;
  int fd = memfd_create("spanner_test", 0);
  if (fd < 0 || write(fd, sql.data(), sql.size()) != static_cast<ssize_t>(sql.size())) {
    ADD_FAILURE() << "memfd";
    return schema;
  }
  lseek(fd, 0, SEEK_SET);
  auto frontend = MakeSpannerFrontend();
  StatementSplitter splitter(fd, "test.sql", model::Dialect::kSpanner, schema.diagnostics);
  Statement stmt;
  while (splitter.Next(stmt)) {
    if (stmt.kind == StatementKind::kSchema)
      frontend->Apply(stmt, schema);
    else if (stmt.kind == StatementKind::kOutOfScope && !stmt.keyword.starts_with("DROP"))  // the driver counts DROPs
      schema.skipped.push_back({stmt.object_kind, stmt.object_name, stmt.location});
    else if (stmt.kind != StatementKind::kOutOfScope)
      schema.diagnostics.Error("TEST", stmt.location, "not a schema statement: " + stmt.keyword);
  }
  close(fd);
  return schema;
}

template <typename T, typename F>
std::string Join(const std::vector<T>& items, F fn, const char* sep = ", ") {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : sep) + fn(item);
  return out;
}

inline std::string Names(const std::vector<std::string>& v) {
  return Join(
      v, [](const std::string& x) { return x; }, ",");
}

inline std::string Opt(const std::optional<int64_t>& v) { return v ? std::to_string(*v) : "-"; }

inline std::string Parts(const std::vector<model::KeyPart>& parts) {
  return Join(
      parts, [](const model::KeyPart& p) { return p.column + (p.desc ? " DESC" : ""); }, ",");
}

inline std::string IndexFact(const model::Index& i) {
  std::string s = i.name + (i.unique ? "[u]" : "") + (i.null_filtered ? "[nf]" : "") + "(" + Parts(i.parts) + ")";
  if (!i.include.empty()) s += " storing " + Names(i.include);
  if (!i.where.empty()) s += " where " + i.where;
  if (!i.interleave_in.empty()) s += " in " + i.interleave_in;
  return s;
}

inline std::string ColumnFact(const model::Column& c, const std::string& what) {
  if (what == "type") return c.type.ToString();
  if (what == "declared") return c.declared_type;
  if (what == "nullable") return c.nullable ? "true" : "false";
  if (what == "default") return c.default_value.value_or("<none>");
  if (what == "on_update") return c.on_update.value_or("<none>");
  if (what == "auto") return c.auto_increment ? "true" : "false";
  if (what == "seq") return c.sequence;
  if (what == "generated") return c.generated ? c.generated->expression + (c.generated->stored ? " STORED" : "") : "";
  if (what == "commit_ts") return c.allow_commit_timestamp ? "true" : "false";
  if (what == "hidden") return c.hidden ? "true" : "false";
  if (what == "identity") {
    if (!c.identity) return "";
    const model::Identity& id = *c.identity;
    return std::string(id.bit_reversed_positive ? "brp" : "default") + " skip " + Opt(id.skip_range_min) + ".." +
           Opt(id.skip_range_max) + " counter " + Opt(id.start_counter);
  }
  return "<unknown column fact " + what + ">";
}

inline std::string TableFact(const model::Table& t, const std::string& what) {
  if (what == "columns") return Join(t.columns, [](const model::Column& c) { return c.name; });
  if (what == "pk") return t.primary_key ? Parts(t.primary_key->parts) : "<none>";
  if (what == "indexes") return Join(t.indexes, IndexFact);
  if (what == "fks")
    return Join(t.foreign_keys, [](const model::ForeignKey& f) {
      return f.name + "(" + Names(f.columns) + ")->" + (f.ref_schema.empty() ? "" : f.ref_schema + ".") + f.ref_table +
             "(" + Names(f.ref_columns) + ")" + (f.on_delete.empty() ? "" : " del " + f.on_delete) +
             (f.enforced ? "" : " not enforced");
    });
  if (what == "checks") return Join(t.checks, [](const model::Check& c) { return c.name + ":" + c.expression; });
  if (what == "interleave")
    return t.interleave ? std::string(t.interleave->in_parent ? "parent " : "in ") + t.interleave->parent +
                              (t.interleave->on_delete.empty() ? "" : " del " + t.interleave->on_delete)
                        : "<none>";
  if (what == "rdp")
    return t.row_deletion_policy ? t.row_deletion_policy->column + " " + std::to_string(t.row_deletion_policy->days)
                                 : "<none>";
  return "<unknown table fact " + what + ">";
}

inline std::vector<std::string> SplitPath(const std::string& path) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t bar; (bar = path.find('|', start)) != std::string::npos; start = bar + 1)
    parts.push_back(path.substr(start, bar - start));
  parts.push_back(path.substr(start));
  return parts;
}

inline std::string Fact(model::Schema& schema, const std::string& path) {
  if (path == "tables")
    return Join(schema.tables, [](const model::Table& t) { return (t.schema.empty() ? "" : t.schema + ".") + t.name; });
  if (path == "sequences") return Join(schema.sequences, [](const model::Sequence& s) { return s.name; });
  if (path == "skipped")
    return Join(schema.skipped, [](const model::SkippedObject& s) { return s.kind + ":" + s.name; });
  if (path == "diags")
    return Join(schema.diagnostics.all(), [](const model::Diagnostic& d) {
      return d.code + "@" + std::to_string(d.location.line) + ":" + std::to_string(d.location.column);
    });
  if (path == "diag0") return schema.diagnostics.all().empty() ? "" : schema.diagnostics.all()[0].message;
  if (path == "views") return Join(schema.views, [](const model::View& v) { return v.name; });
  if (path == "streams") return Join(schema.change_streams, [](const model::ChangeStream& c) { return c.name; });
  auto options = [](const model::Options& o) {
    return Join(
        o, [](const std::pair<std::string, std::string>& kv) { return kv.first + "=" + kv.second; }, " ");
  };
  if (path == "search")
    return Join(
        schema.search_indexes,
        [&](const model::SearchIndex& i) {
          return std::string(i.vector ? "vector:" : "search:") + model::Qualified(i.schema, i.name) + "(" +
                 Join(
                     i.parts, [](const model::KeyPart& k) { return k.column + (k.desc ? " DESC" : ""); }, ",") +
                 ") on " + i.table +
                 (i.storing.empty() ? ""
                                    : " storing " + Join(
                                                        i.storing, [](const std::string& c) { return c; }, ",")) +
                 (i.partition_by.empty()
                      ? ""
                      : " partition " + Join(
                                            i.partition_by, [](const std::string& c) { return c; }, ",")) +
                 (i.order_by.empty()
                      ? ""
                      : " order " + Join(
                                        i.order_by,
                                        [](const model::KeyPart& k) { return k.column + (k.desc ? " DESC" : ""); },
                                        ",")) +
                 (i.where.empty() ? "" : " where " + i.where) +
                 (i.options.empty() ? "" : " [" + options(i.options) + "]");
        },
        "; ");
  if (path == "roles") return Join(schema.roles, [](const model::Role& r) { return r.name; });
  if (path == "grants")
    return Join(
        schema.grants,
        [](const model::Grant& g) {
          return g.privilege + (g.column.empty() ? "" : "(" + g.column + ")") + " " + g.object_kind + " " + g.object +
                 " -> " + g.grantee;
        },
        "; ");
  if (path == "objects")
    return Join(
        schema.objects,
        [&](const model::SpannerObject& o) {
          return o.kind + ":" + o.name + " = " + o.normalized +
                 (o.options.empty() ? "" : " [" + options(o.options) + "]");
        },
        "; ");
  if (path == "proto")
    return schema.has_proto_bundle ? "(" + Join(schema.proto_bundle, [](const std::string& t) { return t; }) + ")"
                                   : "none";
  if (path == "database") return schema.database + "; " + options(schema.database_options);
  std::vector<std::string> p = SplitPath(path);
  if (p.size() == 3 && p[0] == "view") {
    for (const auto& v : schema.views)
      if (model::EqualsIgnoreCase(v.name, p[1]))
        return p[2] == "security" ? v.security
               : p[2] == "query"  ? v.query
               : p[2] == "normal" ? v.normalized_query
                                  : Join(v.reads, [](const std::string& r) { return r; });
    return "<no view>";
  }
  if (p.size() == 2 && p[0] == "stream") {
    for (const auto& c : schema.change_streams) {
      if (!model::EqualsIgnoreCase(c.name, p[1])) continue;
      std::string out = c.for_all ? "ALL" : "";
      for (const auto& w : c.tables) {
        out += (out.empty() ? "" : ", ") + w.table;
        if (!w.all_columns) out += "(" + Join(w.columns, [](const std::string& n) { return n; }) + ")";
      }
      out += ";";
      for (const auto& [k, v] : c.options) out += " " + k + "=" + v;
      return out;
    }
    return "<no stream>";
  }
  if (p.size() == 2 && p[0] == "seq") {
    model::Sequence* s = schema.FindSequence("", p[1]);
    if (!s) return "<no sequence>";
    return (s->kind.empty() ? "default" : s->kind) + " skip " + Opt(s->skip_range_min) + ".." + Opt(s->skip_range_max) +
           " counter " + Opt(s->start_counter);
  }
  size_t dot = p[0].find('.');
  model::Table* t = dot == std::string::npos ? schema.FindTable("", p[0])
                                             : schema.FindTable(p[0].substr(0, dot), p[0].substr(dot + 1));
  if (!t) return "<no table " + p[0] + ">";
  if (p.size() == 2) return TableFact(*t, p[1]);
  model::Column* c = p.size() == 3 ? t->FindColumn(p[1]) : nullptr;
  return c ? ColumnFact(*c, p[2]) : "<no column " + path + ">";
}

inline void ExpectFacts(const Row& row) {
  model::Schema schema = Load(row.sql);
  for (const auto& [path, expected] : row.facts) {
    std::string actual = Fact(schema, path);
    if (!expected.empty() && expected[0] == '~')
      EXPECT_NE(actual.find(expected.substr(1)), std::string::npos) << path << " = " << actual;
    else
      EXPECT_EQ(actual, expected) << path;
  }
}

}  // namespace spanlift::frontend::spanner_test
