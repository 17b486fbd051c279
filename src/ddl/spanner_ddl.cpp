#include "ddl/spanner_ddl.h"

#include <algorithm>
#include <set>

#include "spanner/identifiers.h"
#include "spanner/types.h"

namespace spanlift::ddl {

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

}  // namespace

std::string OptionsText(const model::Options& options) {
  std::string out;
  for (const auto& [name, value] : options) out += (out.empty() ? "" : ", ") + name + " = " + value;
  return out;
}

namespace {

data OptionsView(const model::Options& options) {
  return Optional(!options.empty(), data("list", OptionsText(options)));
}

data ColumnView(const model::Column& c) {
  data v;
  v.set("name", QuoteIdentifier(c.name));
  v.set("type", spanner::TypeName(c.type));
  v.set("vector_length",
        Optional(c.vector_length.has_value(), data("value", std::to_string(c.vector_length.value_or(0)))));
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
    // The parameters as given: without BIT_REVERSED_POSITIVE the database's default_sequence_kind decides.
    std::string params = c.identity->bit_reversed_positive ? "BIT_REVERSED_POSITIVE" : "";
    if (c.identity->skip_range_min || c.identity->skip_range_max)
      params += (params.empty() ? "" : " ") + std::string("SKIP RANGE ") +
                std::to_string(c.identity->skip_range_min.value_or(1)) + ", " +
                std::to_string(c.identity->skip_range_max.value_or(c.identity->skip_range_min.value_or(1)));
    if (c.identity->start_counter)
      params +=
          (params.empty() ? "" : " ") + std::string("START COUNTER WITH ") + std::to_string(*c.identity->start_counter);
    identity.set("params", Optional(!params.empty(), data("text", params)));
  }
  v.set("identity", Optional(c.identity.has_value(), identity));
  // Spanner's AUTO_INCREMENT: an identity of the database's default kind, written as it was.
  v.set("auto_increment", c.auto_increment && !c.identity && !c.default_value && !c.generated);
  v.set("on_update", Optional(c.on_update.has_value(), data("expression", c.on_update.value_or(""))));
  v.set("placement_key", c.placement_key);
  v.set("hidden", c.hidden);
  model::Options options = c.options;
  if (c.allow_commit_timestamp) options.insert(options.begin(), {"allow_commit_timestamp", "true"});
  v.set("options", OptionsView(options));
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
  size_t checks = elements.size();
  for (const auto& name : t.synonyms) elements.push_back(data("name", QuoteIdentifier(name)));
  data all = List(std::move(elements));  // one comma sequence across columns, checks and synonyms
  data column_list(data::type::list), check_list(data::type::list), synonym_list(data::type::list);
  for (size_t i = 0; i < all.list_value().size(); ++i)
    (i < columns ? column_list : i < checks ? check_list : synonym_list).push_back(all.list_value()[i]);
  v.set("columns", column_list);
  v.set("checks", check_list);
  v.set("synonyms", synonym_list);
  std::vector<data> key;
  if (t.primary_key)
    for (const auto& p : t.primary_key->parts) {
      data part("name", QuoteIdentifier(p.column));
      part.set("desc", p.desc);
      key.push_back(part);
    }
  v.set("key", List(std::move(key)));
  v.set("has_key", t.primary_key.has_value());  // a keyless table (Spanner's hidden row id) has no clause
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
  v.set("options", OptionsView(t.options));
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
  v.set("options", OptionsView(index.options));
  return v;
}

std::string PartsText(const std::vector<model::KeyPart>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + QuoteIdentifier(p.column) + (p.desc ? " DESC" : "");
  return out;
}

std::string NamesText(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + QuoteIdentifier(n);
  return out;
}

data ListView(const std::string& text) { return Optional(!text.empty(), data("list", text)); }

data SearchIndexView(const model::SearchIndex& index) {
  data v("kind", index.vector ? "VECTOR" : "SEARCH");
  v.set("name", QuoteQualified(model::Qualified(index.schema, index.name)));
  v.set("table", QuoteQualified(index.table));
  v.set("parts", PartsText(index.parts));
  v.set("storing", ListView(NamesText(index.storing)));
  v.set("partition_by", ListView(NamesText(index.partition_by)));
  v.set("order_by", ListView(PartsText(index.order_by)));
  v.set("where", Optional(!index.where.empty(), data("text", index.where)));
  v.set("interleave", Optional(!index.interleave_in.empty(), data("name", QuoteQualified(index.interleave_in))));
  v.set("options", OptionsView(index.options));
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
        if (model::EqualsIgnoreCase(model::Qualified(parent->schema, parent->name), t->interleave->parent) &&
            parent != t)
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

std::string CreateSearchIndexStatement(const model::SearchIndex& index, const TemplateSet& templates) {
  return Trimmed(templates.Render("create_search_index", SearchIndexView(index)));
}

std::string SpannerObjectStatement(const model::SpannerObject& object, bool or_replace) {
  if (object.kind == "statistics")  // a package Spanner creates itself: only its options are set
    return "ALTER STATISTICS " + QuoteIdentifier(object.name) + " SET OPTIONS (" + OptionsText(object.options) + ")";
  std::string text = object.text;
  if (or_replace) text.insert(std::string_view("CREATE").size(), " OR REPLACE");
  return text + (object.options.empty() ? "" : " OPTIONS (" + OptionsText(object.options) + ")");
}

std::string GrantStatement(const model::Grant& grant, bool revoke) {
  std::string what =
      grant.privilege == "ROLE"
          ? "ROLE " + QuoteIdentifier(grant.object)
          : grant.privilege + (grant.column.empty() ? "" : "(" + QuoteIdentifier(grant.column) + ")") + " ON " +
                grant.object_kind + " " +
                (grant.object.empty() ? "DEFAULT" : QuoteQualified(grant.object));  // DEFAULT: the default schema
  return std::string(revoke ? "REVOKE " : "GRANT ") + what + (revoke ? " FROM ROLE " : " TO ROLE ") +
         QuoteIdentifier(grant.grantee);
}

std::string ProtoBundleStatement(const std::vector<std::string>& types) {
  std::string list;
  for (const auto& t : types) list += (list.empty() ? "" : ", ") + QuoteQualified(t);
  return "CREATE PROTO BUNDLE (" + list + ")";
}

std::string DatabaseOptionsStatement(const std::string& database, const model::Options& options) {
  return "ALTER DATABASE " + QuoteIdentifier(database.empty() ? "db" : database) + " SET OPTIONS (" +
         OptionsText(options) + ")";
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
  if (!spanner.database_options.empty())
    out.push_back(DatabaseOptionsStatement(spanner.database, spanner.database_options));
  for (const auto& named : spanner.named_schemas) out.push_back(CreateSchemaStatement(named, templates));
  if (spanner.has_proto_bundle) out.push_back(ProtoBundleStatement(spanner.proto_bundle));
  auto objects = [&](std::string_view kind) {
    for (const auto& o : spanner.objects)
      if (o.kind == kind) out.push_back(SpannerObjectStatement(o, false));
  };
  objects("locality group");
  objects("placement");
  for (const auto& role : spanner.roles) out.push_back("CREATE ROLE " + QuoteIdentifier(role.name));
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
  for (const auto& index : spanner.search_indexes) out.push_back(CreateSearchIndexStatement(index, templates));
  for (auto* t : tables)
    for (const auto& fk : t->foreign_keys) out.push_back(AddForeignKeyStatement(*t, fk, templates));
  // Change streams and views read tables (views also other views): after them, as GetDatabaseDdl
  // lists them.
  for (const auto& cs : spanner.change_streams) out.push_back(CreateChangeStreamStatement(cs, templates));
  objects("model");
  objects("function");
  for (const auto* v : model::ViewsByDependency(spanner)) out.push_back(CreateViewStatement(*v, false, templates));
  objects("property graph");
  objects("statistics");
  for (const auto& g : spanner.grants) out.push_back(GrantStatement(g, false));
  return out;
}

std::string JoinDdl(const std::vector<std::string>& statements) {
  std::string out;
  for (const auto& statement : statements) {
    if (!out.empty()) out += '\n';
    out += statement;
    out += ";\n";
  }
  return out;
}

std::string SpannerDdl(const model::Schema& spanner, const TemplateSet& templates) {
  return JoinDdl(SpannerDdlStatements(spanner, templates));
}

}  // namespace spanlift::ddl
