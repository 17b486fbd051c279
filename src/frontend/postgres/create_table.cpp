// CREATE TABLE: regular, partition (PARTITION OF), typed (OF type), LIKE, INHERITS, AS.
#include <algorithm>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

std::string KeyColumnNames(const model::Index& index) {
  std::vector<std::string> names;
  for (const auto& p : index.parts) names.push_back(p.column.empty() ? "expr" : p.column);
  return NameAddition(names);
}

void ApplyTableOptions(const std::vector<P::TableOptionContext*>& options, model::Table& table, Context& cx) {
  for (auto* opt : options) {
    if (auto* inh = As<P::InheritsOptionContext>(opt)) {
      for (auto* parent : inh->qualifiedName()) table.inherits.push_back(cx.Resolve(parent).Joined());
    } else if (auto* part = As<P::PartitionByOptionContext>(opt)) {
      // "RANGE (payment_date)": everything after PARTITION BY.
      std::string text = ExprText(part);
      size_t by = model::ToUpper(text).find("BY");
      table.partition_by = text.substr(by + 2);
      table.partition_by.erase(0, table.partition_by.find_first_not_of(" \t\r\n"));
    } else if (As<P::OnCommitOptionContext>(opt)) {
      cx.Ignored(opt, "ON COMMIT");
    }
    // USING method, WITH (storage parameters), OIDS, TABLESPACE: no bearing on the model.
  }
}

// Inherited columns come first, in parent order; a local definition of the same name merges.
void MergeInheritedColumns(model::Table& table, Context& cx, antlr4::ParserRuleContext* at) {
  std::vector<model::Column> merged;
  for (const auto& parent_name : table.inherits) {
    size_t dot = parent_name.find('.');
    model::Table* parent = cx.schema().FindTable(parent_name.substr(0, dot), parent_name.substr(dot + 1));
    if (!parent) {
      cx.UnknownObject(at, "INHERITS refers to unknown table " + parent_name);
      continue;
    }
    for (const auto& col : parent->columns) {
      bool seen = false;
      for (const auto& m : merged) seen = seen || m.name == col.name;
      if (!seen) merged.push_back(col);
    }
  }
  if (merged.empty()) return;
  for (auto& col : table.columns) {
    auto it = std::find_if(merged.begin(), merged.end(), [&](const model::Column& m) { return m.name == col.name; });
    if (it == merged.end()) {
      merged.push_back(std::move(col));
    } else {
      if (!col.nullable) it->nullable = false;
      if (col.default_value) it->default_value = col.default_value;
    }
  }
  table.columns = std::move(merged);
}

void CopyLikeColumns(P::TableElementContext* el, model::Table& table, Context& cx) {
  QualifiedName source = cx.Resolve(el->qualifiedName());
  table.like = source.Joined();
  model::Table* src = cx.FindTable(el->qualifiedName(), "LIKE");
  if (!src) return;
  bool defaults = false;
  for (auto* opt : el->likeOption()) {
    std::string what = model::ToUpper(opt->identifier()->getText());
    if (opt->INCLUDING() && (what == "DEFAULTS" || what == "ALL")) defaults = true;
    if (opt->INCLUDING() && what != "DEFAULTS" && what != "COMMENTS" && what != "STORAGE")
      cx.Ignored(opt, "LIKE ... INCLUDING " + what);
  }
  for (auto col : src->columns) {
    if (!defaults) {
      col.default_value.reset();
      col.auto_increment = col.identity.has_value();
      if (!col.identity) col.sequence.clear();
    }
    col.location = cx.Loc(el);
    table.columns.push_back(std::move(col));
  }
}

bool SameKey(const model::Index& a, const model::Index& b) {
  if (a.unique != b.unique || a.parts.size() != b.parts.size()) return false;
  for (size_t i = 0; i < a.parts.size(); ++i)
    if (a.parts[i].column != b.parts[i].column || a.parts[i].expression != b.parts[i].expression) return false;
  return true;
}

void InheritFromPartitionParent(model::Table& child, const model::Table& parent, Context& cx,
                                antlr4::ParserRuleContext* at) {
  if (child.columns.empty()) {
    child.columns = parent.columns;
    for (auto& c : child.columns) c.location = cx.Loc(at);
  }
  ClonePartitionIndexes(parent, child, cx, at);
}

void ApplyElements(const std::vector<P::TableElementContext*>& elements, model::Table& table, Context& cx) {
  // Columns first: table constraints may come before the columns they name.
  for (auto* el : elements) {
    if (el->columnDef()) {
      model::Column column = BuildColumn(el->columnDef(), table, cx);
      table.columns.push_back(std::move(column));
    } else if (el->LIKE()) {
      CopyLikeColumns(el, table, cx);
    }
  }
  for (auto* el : elements)
    if (el->tableConstraint()) ApplyTableConstraint(el->tableConstraint(), table, cx);
}

// `of_type`: the columns come from a composite type the model does not keep.
void ApplyTypedElements(P::TypedElementsContext* ctx, model::Table& table, Context& cx, bool of_type) {
  if (!ctx) return;
  for (auto* el : ctx->typedElement()) {
    if (el->tableConstraint()) {
      ApplyTableConstraint(el->tableConstraint(), table, cx);
      continue;
    }
    std::string name = Identifier(el->identifier());
    model::Column* column = table.FindColumn(name);
    if (!column) {
      if (of_type) continue;
      cx.UnknownObject(el, "column " + name + " of " + table.name + " is not inherited from the parent");
      continue;
    }
    for (auto* opt : el->columnOption()) ApplyColumnOption(opt, table, *column, cx);
  }
}

void ApplyPartitionOf(P::PartitionTableContext* body, model::Table& table, Context& cx) {
  QualifiedName parent_name = cx.Resolve(body->qualifiedName());
  table.partition_of = parent_name.Joined();
  table.partition_bound = ExprText(body->partitionBound());
  if (model::Table* parent = cx.FindTable(body->qualifiedName(), "PARTITION OF")) {
    model::Table parent_copy = *parent;  // `table` lives in the same vector
    InheritFromPartitionParent(table, parent_copy, cx, body);
  }
  ApplyTypedElements(body->typedElements(), table, cx, false);
  ApplyTableOptions(body->tableOption(), table, cx);
}

}  // namespace

void ClonePartitionIndexes(const model::Table& parent, model::Table& child, Context& cx,
                           antlr4::ParserRuleContext* at) {
  if (parent.primary_key && !child.primary_key) {
    child.primary_key = parent.primary_key;
    child.primary_key->name = ChooseRelationName(cx.schema(), child.schema, child.name, "", "pkey", true);
    child.primary_key->location = cx.Loc(at);
  }
  for (const auto& index : parent.indexes) {
    if (std::any_of(child.indexes.begin(), child.indexes.end(),
                    [&](const model::Index& i) { return SameKey(i, index); }))
      continue;
    model::Index copy = index;
    copy.name = ChooseRelationName(cx.schema(), child.schema, child.name, KeyColumnNames(index),
                                   index.is_constraint ? "key" : "idx", index.is_constraint);
    copy.location = cx.Loc(at);
    child.indexes.push_back(std::move(copy));
  }
}

void ApplyCreateTable(P::CreateTableContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  if (auto* as = As<P::TableAsContext>(ctx->createTableBody())) return ApplyCreateTableAs(ctx, as, cx);
  for (const auto& t : schema.tables) {
    if (t.schema != name.schema || t.name != name.name) continue;
    if (!ctx->ifNotExists())
      schema.diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(ctx),
                                 "table " + name.Joined() + " already exists; this definition is ignored");
    return;
  }
  model::Table fresh;
  fresh.schema = name.schema;
  fresh.name = name.name;
  fresh.location = cx.Loc(ctx);
  if (auto* p = ctx->tablePersistence()) {
    fresh.temporary = p->TEMP() || p->TEMPORARY();
    fresh.unlogged = p->UNLOGGED() != nullptr;
  }
  // Added first so generated names see this table's own constraints.
  model::Table& table = *schema.AddTable(std::move(fresh));
  auto* body = ctx->createTableBody();
  if (auto* regular = As<P::RegularTableContext>(body)) {
    ApplyElements(regular->tableElement(), table, cx);
    ApplyTableOptions(regular->tableOption(), table, cx);
    if (!table.inherits.empty()) MergeInheritedColumns(table, cx, regular);
  } else if (auto* partition = As<P::PartitionTableContext>(body)) {
    ApplyPartitionOf(partition, table, cx);
  } else if (auto* typed = As<P::TypedTableContext>(body)) {
    cx.Ignored(typed, "CREATE TABLE ... OF type (the type's columns)");
    ApplyTypedElements(typed->typedElements(), table, cx, true);
    ApplyTableOptions(typed->tableOption(), table, cx);
  }
}

}  // namespace spanlift::frontend::postgres
