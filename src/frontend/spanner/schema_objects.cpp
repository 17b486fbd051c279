// DROP TABLE/INDEX/SEQUENCE/SCHEMA/VIEW/CHANGE STREAM, RENAME TABLE and ALTER DATABASE.
#include <algorithm>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

template <typename T>
bool EraseMatching(std::vector<T>& items, const QualifiedName& name) {
  auto it = std::find_if(items.begin(), items.end(), [&](const T& i) {
    return model::EqualsIgnoreCase(i.schema, name.schema) && model::EqualsIgnoreCase(i.name, name.name);
  });
  if (it == items.end()) return false;
  items.erase(it);
  return true;
}

bool DropIndex(model::Schema& schema, const QualifiedName& name) {
  for (auto& t : schema.tables) {
    if (!model::EqualsIgnoreCase(t.schema, name.schema)) continue;
    auto it = std::find_if(t.indexes.begin(), t.indexes.end(),
                           [&](const model::Index& i) { return model::EqualsIgnoreCase(i.name, name.name); });
    if (it == t.indexes.end()) continue;
    t.indexes.erase(it);
    return true;
  }
  return false;
}

// Views and change streams are named without a schema part in the model (`sch.v` as one name).
template <typename T>
bool EraseNamed(std::vector<T>& items, const QualifiedName& name) {
  auto it = std::find_if(items.begin(), items.end(),
                         [&](const T& i) { return model::EqualsIgnoreCase(i.name, name.Joined()); });
  if (it == items.end()) return false;
  items.erase(it);
  return true;
}

// Spanner refuses to drop a schema that still holds objects; the model keeps them, so a stale
// reference is still found by name.
bool DropSchema(model::Schema& schema, const QualifiedName& name) {
  auto it = std::find_if(schema.named_schemas.begin(), schema.named_schemas.end(),
                         [&](const model::NamedSchema& s) { return model::EqualsIgnoreCase(s.name, name.Joined()); });
  if (it == schema.named_schemas.end()) return false;
  schema.named_schemas.erase(it);
  return true;
}

}  // namespace

void ApplyCreateSchema(P::CreateSchemaContext* ctx, Context& cx) {
  std::string name = Identifier(ctx->identifier());
  auto& schemas = cx.schema().named_schemas;
  for (const auto& s : schemas)
    if (model::EqualsIgnoreCase(s.name, name)) {
      if (!ctx->ifNotExists()) cx.Duplicate(ctx, "schema " + name + " already exists; this definition is ignored");
      return;
    }
  schemas.push_back({name, cx.Loc(ctx)});
}

// The object kind a DROP names, as its words spell it lower-cased ("search index", "table").
std::string DropKind(P::DropStatementContext* ctx) {
  std::string kind;
  for (size_t i = 1; i < ctx->children.size(); ++i) {
    if (dynamic_cast<antlr4::ParserRuleContext*>(ctx->children[i])) break;  // IF EXISTS, the name
    kind += (kind.empty() ? "" : " ") + model::ToLower(ctx->children[i]->getText());
  }
  return kind;
}

bool EraseObject(model::Schema& schema, const std::string& kind, const QualifiedName& name) {
  return std::erase_if(schema.objects, [&](const model::SpannerObject& o) {
           return o.kind == kind && model::EqualsIgnoreCase(o.name, name.Joined());
         }) > 0;
}

void ApplyDrop(P::DropStatementContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  std::string kind = DropKind(ctx);
  bool dropped = false;
  if (kind == "schema")
    dropped = DropSchema(schema, name);
  else if (kind == "table")
    dropped = EraseMatching(schema.tables, name);
  else if (kind == "index")
    dropped = DropIndex(schema, name);
  else if (kind == "view")
    dropped = EraseNamed(schema.views, name);
  else if (kind == "change stream")
    dropped = EraseNamed(schema.change_streams, name);
  else if (kind == "sequence")
    dropped = EraseMatching(schema.sequences, name);
  else if (kind == "search index" || kind == "vector index")
    dropped = std::erase_if(schema.search_indexes, [&](const model::SearchIndex& i) {
                return i.vector == (kind == "vector index") && model::EqualsIgnoreCase(i.schema, name.schema) &&
                       model::EqualsIgnoreCase(i.name, name.name);
              }) > 0;
  else if (kind == "role")
    dropped = std::erase_if(schema.roles,
                            [&](const model::Role& r) { return model::EqualsIgnoreCase(r.name, name.Joined()); }) > 0;
  else
    dropped = EraseObject(schema, kind, name);  // model, property graph, locality group, placement, function
  if (!dropped && !ctx->ifExists()) cx.UnknownObject(ctx, "DROP refers to unknown " + kind + " " + name.Joined());
}

void ApplyRenameTable(P::RenameTableContext* ctx, Context& cx) {
  for (auto* pair : ctx->renamePair()) {
    std::vector<P::QualifiedNameContext*> names = pair->qualifiedName();
    model::Table* table = cx.FindTable(names[0], "RENAME TABLE");
    QualifiedName to = Name(names[1]);
    if (!table) continue;
    if (cx.FindTable(to)) {
      cx.Duplicate(pair, "cannot rename " + table->name + ": table " + to.Joined() + " exists");
      continue;
    }
    cx.schema().RenameTable(*table, to.schema, to.name);
  }
}

void ApplyAlterDatabase(P::AlterDatabaseContext* ctx, Context& cx) {
  cx.schema().database = Identifier(ctx->identifier());
  MergeOptions(ctx->optionsClause(), cx.schema().database_options);
}

}  // namespace spanlift::frontend::spanner
