// Foreign keys, checks, primary keys, interleaving and row deletion policies, shared by CREATE
// TABLE and ALTER TABLE. Unnamed constraints keep an empty name: Spanner's generated names are
// not derivable from the DDL.
#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

void AddSynonym(model::Table& table, const std::string& synonym) {
  for (const auto& s : table.synonyms)
    if (model::EqualsIgnoreCase(s, synonym)) return;
  table.synonyms.push_back(synonym);
}

std::string ReferentialAction(P::ReferentialActionContext* ctx) {
  if (!ctx) return "";
  return ctx->CASCADE() ? "CASCADE" : "NO ACTION";
}

model::ForeignKey BuildForeignKey(P::ConstraintNameContext* name, P::ForeignKeyContext* ctx, Context& cx) {
  model::ForeignKey fk;
  if (name) fk.name = Identifier(name->identifier());
  std::vector<P::ColumnListContext*> lists = ctx->columnList();
  fk.columns = ColumnNames(lists[0]);
  fk.ref_columns = ColumnNames(lists[1]);
  QualifiedName ref = Name(ctx->qualifiedName());
  fk.ref_schema = ref.schema;
  fk.ref_table = ref.name;
  fk.on_delete = ReferentialAction(ctx->referentialAction());
  fk.enforced = !(ctx->ENFORCED() && ctx->NOT());
  fk.location = cx.Loc(name ? static_cast<antlr4::ParserRuleContext*>(name) : ctx);
  // Spanner rejects an action on an informational key: the model keeps the key without it.
  if (!fk.enforced && !fk.on_delete.empty()) {
    cx.schema().diagnostics.Warning(
        model::codes::kIgnoredClause, cx.Loc(ctx->referentialAction()),
        "ON DELETE " + fk.on_delete + " is not supported for NOT ENFORCED foreign keys; it is ignored");
    fk.on_delete.clear();
  }
  return fk;
}

model::Check BuildCheck(P::ConstraintNameContext* name, P::CheckContext* ctx, Context& cx) {
  model::Check check;
  if (name) check.name = Identifier(name->identifier());
  check.expression = ExprText(ctx->expr());
  check.location = cx.Loc(name ? static_cast<antlr4::ParserRuleContext*>(name) : ctx);
  return check;
}

model::KeyPart KeyPart(std::string column) {
  model::KeyPart part;
  part.column = std::move(column);
  return part;
}

std::vector<model::KeyPart> KeyParts(const std::vector<P::KeyPartContext*>& parts) {
  std::vector<model::KeyPart> out;
  for (auto* p : parts) {
    model::KeyPart part = KeyPart(Identifier(p->identifier()));
    part.desc = p->DESC() != nullptr;
    out.push_back(std::move(part));
  }
  return out;
}

// Key columns may stay nullable in Spanner, so unlike MySQL/PostgreSQL the key implies nothing
// about NOT NULL.
void SetPrimaryKey(model::Table& table, std::vector<model::KeyPart> parts, Context& cx, antlr4::ParserRuleContext* at) {
  if (table.primary_key) {
    cx.Duplicate(at, "table " + table.name + " already has a primary key; this one is ignored");
    return;
  }
  for (const auto& part : parts)
    if (!table.FindColumn(part.column))
      cx.UnknownObject(at, "primary key of " + table.name + " names unknown column " + part.column);
  model::PrimaryKey pk;
  pk.parts = std::move(parts);
  pk.location = cx.Loc(at);
  table.primary_key = std::move(pk);
}

model::Interleave BuildInterleave(P::QualifiedNameContext* parent, bool in_parent,
                                  P::ReferentialActionContext* on_delete, Context& cx) {
  model::Interleave interleave;
  interleave.parent = Name(parent).Joined();
  interleave.in_parent = in_parent;
  interleave.on_delete = ReferentialAction(on_delete);
  cx.FindTable(parent, "INTERLEAVE IN");
  return interleave;
}

model::RowDeletionPolicy BuildRowDeletionPolicy(P::RowDeletionPolicyContext* ctx, const model::Table& table,
                                                Context& cx) {
  model::RowDeletionPolicy policy;
  policy.column = Identifier(ctx->identifier());
  policy.days = IntValue(ctx->signedInt());
  if (!table.FindColumn(policy.column))
    cx.UnknownObject(ctx, "row deletion policy of " + table.name + " names unknown column " + policy.column);
  return policy;
}

}  // namespace spanlift::frontend::spanner
