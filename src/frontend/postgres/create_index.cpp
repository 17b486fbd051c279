// CREATE INDEX and ALTER INDEX.
#include <algorithm>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

// ChooseIndexColumnNames(): a column's name, a function's name, else "expr"; duplicates get
// a number ("lower", "lower1").
std::vector<std::string> IndexColumnNames(const std::vector<P::IndexElementContext*>& elements) {
  std::vector<std::string> names;
  for (auto* el : elements) {
    auto* target = el->indexTarget();
    std::string base = "expr";
    if (auto* col = As<P::ColumnTargetContext>(target))
      base = Identifier(col->identifier());
    else if (auto* fn = As<P::FunctionTargetContext>(target))
      base = NameParts(fn->qualifiedName()).back();
    std::string name = base;
    for (int i = 1; std::find(names.begin(), names.end(), name) != names.end(); ++i) name = base + std::to_string(i);
    names.push_back(name);
  }
  return names;
}

model::KeyPart BuildKeyPart(P::IndexElementContext* el) {
  model::KeyPart part;
  auto* target = el->indexTarget();
  if (auto* col = As<P::ColumnTargetContext>(target))
    part.column = Identifier(col->identifier());
  else if (auto* fn = As<P::FunctionTargetContext>(target))
    part.expression = ExprText(fn);
  else if (auto* ex = As<P::ExpressionTargetContext>(target))
    part.expression = ExprText(ex->expr());
  part.desc = el->DESC() != nullptr;
  if (el->NULLS()) part.nulls = el->FIRST() ? "FIRST" : "LAST";
  // The operator class is the qualified name after the target (and after COLLATE x).
  auto names = el->qualifiedName();
  if (!names.empty() && (!el->COLLATE() || names.size() == 2)) {
    std::vector<std::string> parts = NameParts(names.back());
    std::string joined;
    for (const auto& p : parts) joined += (joined.empty() ? "" : ".") + p;
    part.opclass = joined;
  }
  return part;
}

std::vector<model::Table*> PartitionsOf(model::Schema& schema, const model::Table& parent) {
  std::vector<model::Table*> out;
  const std::string qualified = parent.schema + "." + parent.name;
  for (auto& t : schema.tables)
    if (t.partition_of == qualified) out.push_back(&t);
  return out;
}

// An index on a partitioned table (without ONLY) is created on every partition too.
void CloneToPartitions(model::Schema& schema, const model::Table& parent, const model::Index& index,
                       const std::vector<std::string>& column_names) {
  for (model::Table* child : PartitionsOf(schema, parent)) {
    model::Index copy = index;
    copy.name = ChooseRelationName(schema, child->schema, child->name, NameAddition(column_names), "idx", false);
    child->indexes.push_back(copy);
    CloneToPartitions(schema, *child, copy, column_names);
  }
}

}  // namespace

model::Index* FindIndex(model::Schema& schema, const QualifiedName& name, model::Table** owner) {
  for (auto& t : schema.tables) {
    if (t.schema != name.schema) continue;
    for (auto& i : t.indexes)
      if (i.name == name.name) {
        if (owner) *owner = &t;
        return &i;
      }
  }
  return nullptr;
}

void ApplyCreateIndex(P::CreateIndexContext* ctx, Context& cx) {
  if (QualifiedName target = cx.Resolve(ctx->qualifiedName()); !cx.FindTable(target) && cx.IsNotATable(target))
    return;  // an index on a materialized view
  model::Table* table = cx.FindTable(ctx->qualifiedName(), "CREATE INDEX");
  if (!table) return;
  model::Schema& schema = cx.schema();
  std::vector<std::string> column_names = IndexColumnNames(ctx->indexElement());
  model::Index index;
  if (ctx->identifier().empty() || (ctx->USING() && ctx->identifier().size() == 1)) {
    index.name = ChooseRelationName(schema, table->schema, table->name, NameAddition(column_names), "idx", false);
  } else {
    index.name = Identifier(ctx->identifier(0));
    if (FindIndex(schema, {table->schema, index.name}, nullptr)) {
      if (!ctx->ifNotExists())
        schema.diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(ctx),
                                   "index " + index.name + " already exists; this definition is ignored");
      return;
    }
  }
  index.unique = ctx->UNIQUE() != nullptr;
  if (ctx->USING()) index.method = model::ToLower(Identifier(ctx->identifier().back()));
  for (auto* el : ctx->indexElement()) index.parts.push_back(BuildKeyPart(el));
  if (ctx->INCLUDE()) index.include = ColumnNames(ctx->columnNameList());
  if (ctx->WHERE_()) index.where = ExprText(ctx->expr());
  index.location = cx.Loc(ctx);
  table->indexes.push_back(index);
  if (!ctx->ONLY()) CloneToPartitions(schema, *table, index, column_names);
}

void ApplyAlterIndex(P::AlterIndexContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Table* table = nullptr;
  model::Index* index = FindIndex(cx.schema(), name, &table);
  auto* rename = As<P::RenameIndexContext>(ctx->alterIndexAction());
  if (!rename) return;  // ATTACH PARTITION, SET, RESET...: both indexes are already in the model
  if (!index) {
    // The index of a primary key is named after the constraint.
    for (auto& t : cx.schema().tables)
      if (t.schema == name.schema && t.primary_key && t.primary_key->name == name.name) {
        t.primary_key->name = Identifier(rename->identifier());
        return;
      }
    if (!ctx->ifExists()) cx.UnknownObject(ctx, "ALTER INDEX on unknown index " + name.Joined());
    return;
  }
  index->name = Identifier(rename->identifier());
}

}  // namespace spanlift::frontend::postgres
