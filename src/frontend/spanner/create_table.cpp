// CREATE TABLE: columns, constraints, the trailing PRIMARY KEY, INTERLEAVE IN [PARENT],
// ROW DELETION POLICY and OPTIONS.
#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

void ApplyElements(const std::vector<P::TableElementContext*>& elements, model::Table& table, Context& cx) {
  // Columns first: constraints may come before the columns they name.
  for (auto* el : elements)
    if (auto* col = As<P::ColumnElementContext>(el)) {
      bool primary_key = false;
      model::Column column = BuildColumn(col->columnDef(), cx, primary_key);
      if (table.FindColumn(column.name)) {
        cx.Duplicate(col, "column " + column.name + " of " + table.name + " is defined twice");
        continue;
      }
      table.columns.push_back(std::move(column));
      if (primary_key) SetPrimaryKey(table, {KeyPart(table.columns.back().name)}, cx, col);
    }
  for (auto* el : elements) {
    if (auto* fk = As<P::ForeignKeyElementContext>(el)) {
      table.foreign_keys.push_back(BuildForeignKey(fk->constraintName(), fk->foreignKey(), cx));
    } else if (auto* check = As<P::CheckElementContext>(el)) {
      table.checks.push_back(BuildCheck(check->constraintName(), check->check(), cx));
    } else if (auto* pk = As<P::PrimaryKeyElementContext>(el)) {
      SetPrimaryKey(table, KeyParts(pk->primaryKeyClause()->keyPart()), cx, pk);
    } else if (auto* synonym = As<P::SynonymElementContext>(el)) {
      AddSynonym(table, Identifier(synonym->identifier()));
    }
  }
}

void ApplyTableClause(P::TableClauseContext* clause, model::Table& table, Context& cx) {
  if (auto* il = As<P::InterleaveTableClauseContext>(clause)) {
    auto* ctx = il->interleaveClause();
    table.interleave = BuildInterleave(ctx->qualifiedName(), ctx->PARENT() != nullptr, ctx->referentialAction(), cx);
  } else if (auto* rdp = As<P::RowDeletionPolicyClauseContext>(clause)) {
    table.row_deletion_policy = BuildRowDeletionPolicy(rdp->rowDeletionPolicy(), table, cx);
  } else {
    MergeOptions(static_cast<P::TableOptionsClauseContext*>(clause)->optionsClause(), table.options);
  }
}

}  // namespace

void ApplyCreateTable(P::CreateTableContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  if (cx.FindTable(name)) {
    if (!ctx->ifNotExists())
      cx.Duplicate(ctx, "table " + name.Joined() + " already exists; this definition is ignored");
    return;
  }
  model::Table fresh;
  fresh.schema = name.schema;
  fresh.name = name.name;
  fresh.location = cx.Loc(ctx);
  model::Table& table = *cx.schema().AddTable(std::move(fresh));
  ApplyElements(ctx->tableElement(), table, cx);
  if (auto* pk = ctx->primaryKeyClause()) SetPrimaryKey(table, KeyParts(pk->keyPart()), cx, pk);
  for (auto* clause : ctx->tableClause()) ApplyTableClause(clause, table, cx);
}

}  // namespace spanlift::frontend::spanner
