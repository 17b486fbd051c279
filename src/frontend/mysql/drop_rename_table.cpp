// DROP TABLE and RENAME TABLE (ALTER TABLE ... RENAME TO shares RenameTable).
#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

void ApplyDropTable(Context& c, P::DropTableContext* ctx) {
  for (auto* name_ctx : ctx->tableName()) {
    QualifiedName name = NameOf(c, name_ctx);
    if (!c.schema.FindTable(name.schema, name.name) && FollowQueryTable(c.schema, name.ToString(), "")) continue;
    model::Table* table = FindTableOrWarn(c, name, name_ctx, ctx->ifExists());
    if (table) c.schema.DropTable(table->schema, table->name);
  }
}

void RenameTable(Context& c, model::Table& table, const QualifiedName& to, const antlr4::ParserRuleContext* at) {
  model::Table* clash = c.schema.FindTable(to.schema, to.name);
  if (clash && clash != &table) {
    c.Warn(model::codes::kDuplicateObject, at, "cannot rename to '" + to.ToString() + "': the table exists");
    return;
  }
  c.schema.RenameTable(table, to.schema.empty() ? table.schema : to.schema, to.name);
}

void ApplyRenameTable(Context& c, P::RenameTableContext* ctx) {
  for (auto* pair : ctx->renamePair()) {  // applied in order: a TO tmp, b TO a, tmp TO b works
    QualifiedName from = NameOf(c, pair->tableName(0));
    if (!c.schema.FindTable(from.schema, from.name) &&
        FollowQueryTable(c.schema, from.ToString(), NameOf(c, pair->tableName(1)).ToString()))
      continue;
    model::Table* table = FindTableOrWarn(c, NameOf(c, pair->tableName(0)), pair->tableName(0));
    if (table) RenameTable(c, *table, NameOf(c, pair->tableName(1)), pair);
  }
}

}  // namespace spanlift::frontend::mysql
