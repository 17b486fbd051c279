// CREATE [UNIQUE|FULLTEXT|SPATIAL] INDEX and DROP INDEX ... ON t.
#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

void ApplyCreateIndex(Context& c, P::CreateIndexContext* ctx) {
  model::Table* table = FindTableOrWarn(c, NameOf(c, ctx->tableName()), ctx->tableName());
  if (!table) return;
  model::Index index;
  index.name = Name(ctx->identifier());
  index.unique = ctx->UNIQUE() != nullptr;
  if (ctx->FULLTEXT()) index.kind = model::IndexKind::kFulltext;
  if (ctx->SPATIAL()) index.kind = model::IndexKind::kSpatial;
  index.method = IndexMethod(ctx->indexType());
  index.parts = KeyParts(ctx->indexColumns());
  ApplyIndexOptions(ctx->indexOption(), index);
  index.location = c.Loc(ctx);
  if (ctx->orReplace()) DropIndexNamed(*table, index.name);
  if (ctx->ifNotExists())
    for (const auto& existing : table->indexes)
      if (model::EqualsIgnoreCase(existing.name, index.name)) return;
  AddIndex(c, *table, std::move(index), ctx);
}

void ApplyDropIndex(Context& c, P::DropIndexContext* ctx) {
  model::Table* table = FindTableOrWarn(c, NameOf(c, ctx->tableName()), ctx->tableName());
  if (!table) return;
  std::string name = Name(ctx->identifier());
  if (!DropIndexNamed(*table, name) && !ctx->ifExists())
    c.Warn(model::codes::kUnknownObject, ctx, "index '" + name + "' does not exist on table '" + table->name + "'");
}

}  // namespace spanlift::frontend::mysql
