// ALTER TABLE: columns, constraints, ON DELETE of the interleaving, row deletion policies,
// renames; ALTER COLUMN re-specifications, defaults, NOT NULL, OPTIONS and identity settings.
#include <algorithm>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

void AddColumn(P::AddColumnContext* ctx, model::Table& table, Context& cx) {
  bool primary_key = false;
  model::Column column = BuildColumn(ctx->columnDef(), cx, primary_key);
  if (table.FindColumn(column.name)) {
    if (!ctx->ifNotExists()) cx.Duplicate(ctx, "column " + column.name + " of " + table.name + " already exists");
    return;
  }
  if (primary_key) cx.Ignored(ctx, "PRIMARY KEY in ADD COLUMN (the key of a table cannot change)");
  table.columns.push_back(std::move(column));
}

void DropColumn(P::DropColumnContext* ctx, model::Table& table, Context& cx) {
  std::string name = Identifier(ctx->identifier());
  model::Column* column = table.FindColumn(name);
  if (!column) return cx.UnknownObject(ctx, "DROP COLUMN refers to unknown column " + name + " of " + table.name);
  table.columns.erase(table.columns.begin() + (column - table.columns.data()));
}

template <typename T>
bool EraseNamed(std::vector<T>& items, const std::string& name) {
  auto it = std::find_if(items.begin(), items.end(), [&](const T& i) { return model::EqualsIgnoreCase(i.name, name); });
  if (it == items.end()) return false;
  items.erase(it);
  return true;
}

void DropConstraint(P::DropConstraintContext* ctx, model::Table& table, Context& cx) {
  std::string name = Identifier(ctx->identifier());
  if (!EraseNamed(table.foreign_keys, name) && !EraseNamed(table.checks, name))
    cx.UnknownObject(ctx, "DROP CONSTRAINT refers to unknown constraint " + name + " of " + table.name);
}

// SKIP RANGE / NO SKIP RANGE / RESTART COUNTER of an identity column. AUTO_INCREMENT columns are
// identity columns too; they get the Identity record here.
void AlterIdentity(P::AlterIdentityContext* ctx, model::Column& column, Context& cx) {
  if (!column.identity && !column.auto_increment)
    return cx.UnknownObject(ctx, "ALTER IDENTITY on column " + column.name + ", which is not an identity column");
  if (!column.identity) column.identity = model::Identity{};
  model::Identity& identity = *column.identity;
  for (auto* step : ctx->identityAlteration()) {
    if (auto* restart = As<P::RestartIdentityCounterContext>(step)) {
      identity.start_counter = IntValue(restart->restartCounter()->signedInt());
    } else if (auto* skip = As<P::SetIdentitySkipRangeContext>(step)) {
      identity.skip_range_min = IntValue(skip->signedInt(0));
      identity.skip_range_max = IntValue(skip->signedInt(1));
    } else {
      identity.skip_range_min.reset();
      identity.skip_range_max.reset();
    }
  }
}

void AlterColumn(P::AlterColumnContext* ctx, model::Table& table, Context& cx) {
  std::string name = Identifier(ctx->identifier());
  model::Column* column = table.FindColumn(name);
  if (!column) return cx.UnknownObject(ctx, "ALTER COLUMN refers to unknown column " + name + " of " + table.name);
  auto* action = ctx->alterColumnAction();
  if (auto* redefine = As<P::RedefineColumnContext>(action)) {
    if (ApplyColumnSpec(redefine->columnSpec(), *column, cx))
      cx.Ignored(redefine, "PRIMARY KEY in ALTER COLUMN (the key of a table cannot change)");
  } else if (auto* options = As<P::SetColumnOptionsContext>(action)) {
    ApplyColumnOptions(options->optionsClause(), *column, cx);
  } else if (auto* def = As<P::SetColumnDefaultContext>(action)) {
    column->default_value = ExprText(def->expr());
  } else if (As<P::DropColumnDefaultContext>(action)) {
    column->default_value.reset();
  } else if (As<P::SetNotNullContext>(action) || As<P::DropNotNullContext>(action)) {
    column->nullable = As<P::DropNotNullContext>(action) != nullptr;
  } else if (auto* on_update = As<P::SetOnUpdateContext>(action)) {
    column->on_update = ExprText(on_update->expr());
  } else if (As<P::DropOnUpdateContext>(action)) {
    column->on_update.reset();
  } else if (auto* identity = As<P::AlterIdentityContext>(action)) {
    AlterIdentity(identity, *column, cx);
  }
}

void SetOnDelete(P::SetOnDeleteContext* ctx, model::Table& table, Context& cx) {
  if (!table.interleave || !table.interleave->in_parent)
    return cx.UnknownObject(ctx, "SET ON DELETE on " + table.name + ", which is not INTERLEAVE IN PARENT");
  table.interleave->on_delete = ReferentialAction(ctx->referentialAction());
}

void RenameTo(P::RenameToContext* ctx, model::Table& table, Context& cx) {
  QualifiedName to = Name(ctx->qualifiedName());
  if (cx.FindTable(to)) return cx.Duplicate(ctx, "cannot rename " + table.name + ": table " + to.Joined() + " exists");
  cx.schema().RenameTable(table, to.schema, to.name);
  if (ctx->SYNONYM()) AddSynonym(table, Identifier(ctx->identifier()));
}

void ApplyAction(P::AlterTableActionContext* action, model::Table& table, Context& cx) {
  if (auto* add = As<P::AddColumnContext>(action)) {
    AddColumn(add, table, cx);
  } else if (auto* fk = As<P::AddForeignKeyContext>(action)) {
    table.foreign_keys.push_back(BuildForeignKey(fk->constraintName(), fk->foreignKey(), cx));
  } else if (auto* check = As<P::AddCheckContext>(action)) {
    table.checks.push_back(BuildCheck(check->constraintName(), check->check(), cx));
  } else if (auto* drop = As<P::DropConstraintContext>(action)) {
    DropConstraint(drop, table, cx);
  } else if (As<P::DropRowDeletionPolicyContext>(action)) {
    table.row_deletion_policy.reset();
  } else if (auto* drop_column = As<P::DropColumnContext>(action)) {
    DropColumn(drop_column, table, cx);
  } else if (auto* alter = As<P::AlterColumnContext>(action)) {
    AlterColumn(alter, table, cx);
  } else if (auto* on_delete = As<P::SetOnDeleteContext>(action)) {
    SetOnDelete(on_delete, table, cx);
  } else if (auto* il = As<P::SetInterleaveContext>(action)) {
    table.interleave = BuildInterleave(il->qualifiedName(), il->PARENT() != nullptr, il->referentialAction(), cx);
  } else if (auto* rdp = As<P::AddRowDeletionPolicyContext>(action)) {
    table.row_deletion_policy = BuildRowDeletionPolicy(rdp->rowDeletionPolicy(), table, cx);
  } else if (auto* rename = As<P::RenameToContext>(action)) {
    RenameTo(rename, table, cx);
  } else if (auto* options = As<P::SetTableOptionsContext>(action)) {
    MergeOptions(options->optionsClause(), table.options);
  } else if (auto* add = As<P::AddSynonymContext>(action)) {
    AddSynonym(table, Identifier(add->identifier()));
  } else if (auto* drop = As<P::DropSynonymContext>(action)) {
    std::string name = Identifier(drop->identifier());
    if (!std::erase_if(table.synonyms, [&](const std::string& s) { return model::EqualsIgnoreCase(s, name); }))
      cx.UnknownObject(drop, "DROP SYNONYM refers to unknown synonym " + name + " of " + table.name);
  }
}

}  // namespace

void ApplyAlterTable(P::AlterTableContext* ctx, Context& cx) {
  if (ctx->ifExists() && !cx.FindTable(Name(ctx->qualifiedName()))) return;
  model::Table* table = cx.FindTable(ctx->qualifiedName(), "ALTER TABLE");
  if (table) ApplyAction(ctx->alterTableAction(), *table, cx);
}

}  // namespace spanlift::frontend::spanner
