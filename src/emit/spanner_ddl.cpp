#include "emit/spanner_ddl.h"

#include <algorithm>
#include <set>

#include "spanner/identifiers.h"
#include "spanner/types.h"

namespace spanlift::emit {

namespace {

using kainjow::mustache::data;
using spanner::QuoteIdentifier;
using spanner::QuoteQualified;

// A table as statements name it: `schema`.`name` in a named schema.
std::string TableName(const model::Table& t) { return QuoteQualified(model::Qualified(t.schema, t.name)); }

// A list whose items know whether another item follows (`comma`), so templates need no logic.
data List(std::vector<data> items) {
  data list(data::type::list);
  for (size_t i = 0; i < items.size(); ++i) {
    items[i].set("comma", i + 1 < items.size());
    list.push_back(items[i]);
  }
  return list;
}

data Names(const std::vector<std::string>& names) {
  std::vector<data> items;
  for (const auto& n : names) items.push_back(data("name", QuoteIdentifier(n)));
  return List(std::move(items));
}

data Optional(bool present, data value) { return present ? value : data(false); }

data Range(const std::optional<int64_t>& min, const std::optional<int64_t>& max) {
  data range;
  range.set("min", std::to_string(min.value_or(1)));
  range.set("max", std::to_string(max.value_or(min.value_or(1))));
  return Optional(min || max, range);
}

data Counter(const std::optional<int64_t>& start) {
  return Optional(start.has_value(), data("value", std::to_string(start.value_or(0))));
}

data ColumnView(const model::Column& c) {
  data v;
  v.set("name", QuoteIdentifier(c.name));
  v.set("type", spanner::TypeName(c.type));
  v.set("not_null", !c.nullable);
  data generated;
  if (c.generated) {
    generated.set("expression", c.generated->expression);
    generated.set("stored", c.generated->stored);
  }
  v.set("generated", Optional(c.generated.has_value(), generated));
  v.set("has_default", c.default_value.has_value());
  v.set("default", c.default_value.value_or(""));
  data identity;
  if (c.identity) {
    identity.set("skip_range", Range(c.identity->skip_range_min, c.identity->skip_range_max));
    identity.set("start_counter", Counter(c.identity->start_counter));
  }
  v.set("identity", Optional(c.identity.has_value(), identity));
  v.set("hidden", c.hidden);
  v.set("commit_timestamp", c.allow_commit_timestamp);
  return v;
}

std::string Trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

// A column's view with its whole definition rendered (column_definition.mustache), so that
// CREATE TABLE and ADD COLUMN spell a column the same way.
data ColumnDefinitionView(const model::Column& c, const TemplateSet& templates) {
  data v = ColumnView(c);
  v.set("definition", Trimmed(templates.Render("column_definition", v)));
  return v;
}

data TableView(const model::Table& t, const TemplateSet& templates) {
  data v;
  v.set("name", TableName(t));
  std::vector<data> elements;
  for (const auto& c : t.columns) elements.push_back(ColumnDefinitionView(c, templates));
  size_t columns = elements.size();
  for (const auto& check : t.checks) {
    data k;
    k.set("has_name", !check.name.empty());
    k.set("name", QuoteIdentifier(check.name));
    k.set("expression", check.expression);
    elements.push_back(k);
  }
  data all = List(std::move(elements));  // one comma sequence across columns and checks
  data column_list(data::type::list), check_list(data::type::list);
  for (size_t i = 0; i < all.list_value().size(); ++i)
    (i < columns ? column_list : check_list).push_back(all.list_value()[i]);
  v.set("columns", column_list);
  v.set("checks", check_list);
  std::vector<data> key;
  if (t.primary_key)
    for (const auto& p : t.primary_key->parts) {
      data part("name", QuoteIdentifier(p.column));
      part.set("desc", p.desc);
      key.push_back(part);
    }
  v.set("key", List(std::move(key)));
  data interleave;
  if (t.interleave) {
    interleave.set("parent", QuoteQualified(t.interleave->parent));
    interleave.set("in_parent", t.interleave->in_parent);
    interleave.set("has_on_delete", !t.interleave->on_delete.empty());
    interleave.set("on_delete", t.interleave->on_delete);
  }
  v.set("interleave", Optional(t.interleave.has_value(), interleave));
  data policy;
  if (t.row_deletion_policy) {
    policy.set("column", QuoteIdentifier(t.row_deletion_policy->column));
    policy.set("days", std::to_string(t.row_deletion_policy->days));
  }
  v.set("row_deletion", Optional(t.row_deletion_policy.has_value(), policy));
  return v;
}

data SequenceView(const model::Sequence& s) {
  data v("name", QuoteQualified(model::Qualified(s.schema, s.name)));
  v.set("skip_range", Range(s.skip_range_min, s.skip_range_max));
  v.set("start_counter", Counter(s.start_counter));
  return v;
}

data IndexView(const model::Table& t, const model::Index& index) {
  // An index lives in its table's schema (a converted table's name may carry it: "shop.orders").
  data v("name", QuoteQualified(model::Qualified(model::SchemaOf(model::Qualified(t.schema, t.name)), index.name)));
  v.set("table", TableName(t));
  v.set("unique", index.unique);
  v.set("null_filtered", index.null_filtered);
  std::vector<data> parts;
  for (const auto& p : index.parts) {
    data part("name", QuoteIdentifier(p.column));
    part.set("desc", p.desc);
    parts.push_back(part);
  }
  v.set("parts", List(std::move(parts)));
  v.set("has_storing", !index.include.empty());
  v.set("storing", Names(index.include));
  v.set("has_where", !index.where.empty());
  v.set("where", index.where);
  v.set("has_interleave", !index.interleave_in.empty());
  v.set("interleave", QuoteQualified(index.interleave_in));
  return v;
}

data ForeignKeyView(const model::Table& t, const model::ForeignKey& fk) {
  data v("table", TableName(t));
  v.set("has_name", !fk.name.empty());
  v.set("name", QuoteIdentifier(fk.name));
  v.set("columns", Names(fk.columns));
  v.set("ref_table", QuoteQualified(model::Qualified(fk.ref_schema, fk.ref_table)));
  v.set("ref_columns", Names(fk.ref_columns));
  v.set("has_on_delete", !fk.on_delete.empty());
  v.set("on_delete", fk.on_delete);
  v.set("not_enforced", !fk.enforced);
  return v;
}

data ViewView(const model::View& view, bool or_replace) {
  data v("name", QuoteQualified(view.name));
  v.set("or_replace", or_replace);
  v.set("security", view.security);
  v.set("query", view.query);
  return v;
}

data ChangeStreamView(const model::ChangeStream& stream) {
  data v("name", QuoteQualified(stream.name));
  std::string clause = ChangeStreamFor(stream);
  v.set("has_for", !clause.empty());
  v.set("for_clause", clause);
  std::vector<data> options;
  for (const auto& [name, value] : stream.options) {
    data o("name", name);
    o.set("value", value);
    options.push_back(o);
  }
  v.set("has_options", !options.empty());
  v.set("options", List(std::move(options)));
  return v;
}

bool ByName(const std::string& a, const std::string& b) {
  std::string la = model::ToLower(a), lb = model::ToLower(b);
  return la != lb ? la < lb : a < b;
}

// Tables by qualified name (the default schema's first), each interleave parent before its children.
std::vector<const model::Table*> TableOrder(const model::Schema& s) {
  std::vector<const model::Table*> by_name;
  for (const auto& t : s.tables) by_name.push_back(&t);
  std::sort(by_name.begin(), by_name.end(), [](auto* a, auto* b) {
    return a->schema != b->schema ? ByName(a->schema, b->schema) : ByName(a->name, b->name);
  });
  std::vector<const model::Table*> order;
  std::set<const model::Table*> placed;
  std::function<void(const model::Table*, int)> place = [&](const model::Table* t, int depth) {
    if (placed.count(t) || depth > 64) return;
    if (t->interleave)
      for (auto* parent : by_name)
        if (model::EqualsIgnoreCase(model::Qualified(parent->schema, parent->name), t->interleave->parent) && parent != t)
          place(parent, depth + 1);
    if (placed.insert(t).second) order.push_back(t);
  };
  for (auto* t : by_name) place(t, 0);
  return order;
}

}  // namespace

std::string CreateSchemaStatement(const model::NamedSchema& schema, const TemplateSet& templates) {
  return Trimmed(templates.Render("create_schema", data("name", QuoteIdentifier(schema.name))));
}

std::string CreateTableStatement(const model::Table& table, const TemplateSet& templates) {
  return Trimmed(templates.Render("create_table", TableView(table, templates)));
}

std::string ColumnDefinition(const model::Column& column, const TemplateSet& templates) {
  return Trimmed(templates.Render("column_definition", ColumnView(column)));
}

std::string CreateIndexStatement(const model::Table& table, const model::Index& index, const TemplateSet& templates) {
  return Trimmed(templates.Render("create_index", IndexView(table, index)));
}

std::string AddForeignKeyStatement(const model::Table& table, const model::ForeignKey& fk,
                                   const TemplateSet& templates) {
  return Trimmed(templates.Render("add_foreign_key", ForeignKeyView(table, fk)));
}

std::string CreateSequenceStatement(const model::Sequence& sequence, const TemplateSet& templates) {
  return Trimmed(templates.Render("create_sequence", SequenceView(sequence)));
}

std::string CreateViewStatement(const model::View& view, bool or_replace, const TemplateSet& templates) {
  return Trimmed(templates.Render("create_view", ViewView(view, or_replace)));
}

std::string CreateChangeStreamStatement(const model::ChangeStream& stream, const TemplateSet& templates) {
  return Trimmed(templates.Render("create_change_stream", ChangeStreamView(stream)));
}

std::string ChangeStreamFor(const model::ChangeStream& stream) {
  if (stream.for_all) return "FOR ALL";
  std::string out;
  for (const auto& w : stream.tables) {
    out += (out.empty() ? "FOR " : ", ") + QuoteQualified(w.table);
    if (w.all_columns) continue;
    std::string columns;
    for (const auto& c : w.columns) columns += (columns.empty() ? "" : ", ") + QuoteIdentifier(c);
    out += "(" + columns + ")";
  }
  return out;
}

std::vector<std::string> SpannerDdlStatements(const model::Schema& spanner, const TemplateSet& templates) {
  std::vector<std::string> out;
  for (const auto& named : spanner.named_schemas) out.push_back(CreateSchemaStatement(named, templates));
  std::vector<const model::Sequence*> sequences;
  for (const auto& s : spanner.sequences) sequences.push_back(&s);
  std::sort(sequences.begin(), sequences.end(), [](auto* a, auto* b) {
    return a->schema != b->schema ? ByName(a->schema, b->schema) : ByName(a->name, b->name);
  });
  for (auto* s : sequences) out.push_back(CreateSequenceStatement(*s, templates));
  auto tables = TableOrder(spanner);
  for (auto* t : tables) out.push_back(CreateTableStatement(*t, templates));
  for (auto* t : tables) {
    std::vector<const model::Index*> indexes;
    for (const auto& i : t->indexes) indexes.push_back(&i);
    std::sort(indexes.begin(), indexes.end(), [](auto* a, auto* b) { return ByName(a->name, b->name); });
    for (auto* i : indexes) out.push_back(CreateIndexStatement(*t, *i, templates));
  }
  for (auto* t : tables)
    for (const auto& fk : t->foreign_keys)
      out.push_back(AddForeignKeyStatement(*t, fk, templates));
  // Change streams and views read tables (views also other views): after them, as GetDatabaseDdl
  // lists them.
  for (const auto& cs : spanner.change_streams) out.push_back(CreateChangeStreamStatement(cs, templates));
  for (const auto* v : model::ViewsByDependency(spanner)) out.push_back(CreateViewStatement(*v, false, templates));
  return out;
}

std::string SpannerDdl(const model::Schema& spanner, const TemplateSet& templates) {
  std::string out;
  for (const auto& statement : SpannerDdlStatements(spanner, templates))
    out += (out.empty() ? "" : "\n") + statement + ";\n";
  return out;
}

}  // namespace spanlift::emit
