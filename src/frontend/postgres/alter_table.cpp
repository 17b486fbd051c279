// ALTER TABLE: pg_dump's split definitions (ADD CONSTRAINT, SET DEFAULT nextval, ADD GENERATED
// AS IDENTITY, ATTACH PARTITION, OWNER TO) and hand-written schema changes.
#include <algorithm>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

bool PartsUse(const std::vector<model::KeyPart>& parts, const std::string& column) {
  return std::any_of(parts.begin(), parts.end(), [&](const model::KeyPart& p) { return p.column == column; });
}

// The model of DROP COLUMN: indexes and constraints using the column go with it.
void DropColumn(model::Table& table, const std::string& name) {
  table.columns.erase(std::remove_if(table.columns.begin(), table.columns.end(),
                                     [&](const model::Column& c) { return c.name == name; }),
                      table.columns.end());
  if (table.primary_key && PartsUse(table.primary_key->parts, name)) table.primary_key.reset();
  std::erase_if(table.indexes, [&](const model::Index& i) { return PartsUse(i.parts, name); });
  std::erase_if(table.foreign_keys, [&](const model::ForeignKey& f) {
    return std::find(f.columns.begin(), f.columns.end(), name) != f.columns.end();
  });
}

bool DropConstraint(model::Table& table, const std::string& name) {
  if (table.primary_key && table.primary_key->name == name) {
    table.primary_key.reset();
    return true;
  }
  size_t before = table.indexes.size() + table.foreign_keys.size() + table.checks.size();
  std::erase_if(table.indexes, [&](const model::Index& i) { return i.is_constraint && i.name == name; });
  std::erase_if(table.foreign_keys, [&](const model::ForeignKey& f) { return f.name == name; });
  std::erase_if(table.checks, [&](const model::Check& c) { return c.name == name; });
  return table.indexes.size() + table.foreign_keys.size() + table.checks.size() < before;
}

bool RenameConstraint(model::Table& table, const std::string& from, const std::string& to) {
  if (table.primary_key && table.primary_key->name == from) {
    table.primary_key->name = to;
    return true;
  }
  for (auto& i : table.indexes)
    if (i.is_constraint && i.name == from) return i.name = to, true;
  for (auto& f : table.foreign_keys)
    if (f.name == from) return f.name = to, true;
  for (auto& c : table.checks)
    if (c.name == from) return c.name = to, true;
  return false;
}

void RenameColumn(model::Schema& schema, model::Table& table, model::Column& column, const std::string& to) {
  const std::string from = column.name;
  column.name = to;
  auto rename_parts = [&](std::vector<model::KeyPart>& parts) {
    for (auto& p : parts)
      if (p.column == from) p.column = to;
  };
  if (table.primary_key) rename_parts(table.primary_key->parts);
  for (auto& i : table.indexes) rename_parts(i.parts);
  for (auto& f : table.foreign_keys) std::replace(f.columns.begin(), f.columns.end(), from, to);
  for (auto& t : schema.tables)
    for (auto& f : t.foreign_keys)
      if (f.ref_table == table.name && f.ref_schema == table.schema)
        std::replace(f.ref_columns.begin(), f.ref_columns.end(), from, to);
  for (auto& s : schema.sequences)
    if (s.owned_by_table == table.schema + "." + table.name && s.owned_by_column == from) s.owned_by_column = to;
}

model::Sequence* ColumnSequence(model::Schema& schema, const model::Column& column) {
  size_t dot = column.sequence.find('.');
  if (dot == std::string::npos) return nullptr;
  return schema.FindSequence(column.sequence.substr(0, dot), column.sequence.substr(dot + 1));
}

// Auto-increment after a DROP DEFAULT / DROP IDENTITY: a sequence may still own the column.
void RecomputeAutoIncrement(model::Schema& schema, const model::Table& table, model::Column& column) {
  const std::string owner = table.schema + "." + table.name;
  column.auto_increment = column.identity.has_value() ||
                          (column.default_value && !NextvalSequence(*column.default_value).empty()) ||
                          std::any_of(schema.sequences.begin(), schema.sequences.end(), [&](const model::Sequence& s) {
                            return s.owned_by_table == owner && s.owned_by_column == column.name;
                          });
  if (!column.auto_increment) column.sequence.clear();
}

void AlterColumn(P::AlterColumnContext* ctx, model::Table& table, Context& cx) {
  std::string name = Identifier(ctx->identifier());
  model::Column* column = table.FindColumn(name);
  if (!column) {
    cx.UnknownObject(ctx, "ALTER COLUMN on unknown column " + name + " of " + table.name);
    return;
  }
  model::Schema& schema = cx.schema();
  auto* action = ctx->alterColumnAction();
  if (auto* type = As<P::AlterColumnTypeContext>(action)) {
    std::string collation = column->type.collation;
    column->type = ConvertType(type->typeName(), cx);
    column->declared_type = ExprText(type->typeName());
    column->type.collation = type->COLLATE() ? NameParts(type->qualifiedName()).back() : collation;
  } else if (auto* def = As<P::SetColumnDefaultContext>(action)) {
    SetColumnDefault(def->defaultExpr(), *column, cx);
  } else if (As<P::DropColumnDefaultContext>(action)) {
    column->default_value.reset();
    RecomputeAutoIncrement(schema, table, *column);
  } else if (As<P::SetNotNullContext>(action)) {
    column->nullable = false;
  } else if (As<P::DropNotNullContext>(action)) {
    column->nullable = true;
  } else if (auto* add = As<P::AddIdentityContext>(action)) {
    model::Identity identity;
    identity.always = add->ALWAYS() != nullptr;
    column->identity = identity;
    column->nullable = false;
    AttachSequence(table, *column, column->type.name, nullptr, cx, add->sequenceOption());
  } else if (auto* alter = As<P::AlterIdentityContext>(action)) {
    if (!column->identity) {
      cx.UnknownObject(ctx, "column " + name + " of " + table.name + " is not an identity column");
      return;
    }
    if (alter->GENERATED().size() > 0) column->identity->always = !alter->ALWAYS().empty();
    if (model::Sequence* seq = ColumnSequence(schema, *column)) {
      for (auto* opt : alter->sequenceOption()) ApplySequenceOption(opt, *seq, cx);
      column->identity->start = seq->start;
      column->identity->increment = seq->increment;
    }
  } else if (As<P::DropIdentityContext>(action)) {
    if (model::Sequence* seq = ColumnSequence(schema, *column); seq && column->identity)
      schema.sequences.erase(schema.sequences.begin() + (seq - schema.sequences.data()));
    column->identity.reset();
    RecomputeAutoIncrement(schema, table, *column);
  } else if (As<P::DropExpressionContext>(action)) {
    column->generated.reset();
  }
  // SET STATISTICS / STORAGE / COMPRESSION / (options): no bearing on the model.
}

void AddColumn(P::AddColumnContext* ctx, model::Table& table, Context& cx) {
  std::string name = Identifier(ctx->columnDef()->identifier());
  if (table.FindColumn(name)) {
    if (!ctx->ifNotExists())
      cx.schema().diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(ctx),
                                      "column " + name + " of " + table.name + " already exists");
    return;
  }
  model::Column column = BuildColumn(ctx->columnDef(), table, cx);
  table.columns.push_back(std::move(column));
}

void ApplyAction(P::AlterTableActionContext* action, model::Table& table, Context& cx) {
  if (auto* add = As<P::AddColumnContext>(action)) {
    AddColumn(add, table, cx);
  } else if (auto* con = As<P::AddConstraintContext>(action)) {
    ApplyTableConstraint(con->tableConstraint(), table, cx);
  } else if (auto* drop = As<P::DropColumnContext>(action)) {
    std::string name = Identifier(drop->identifier());
    if (table.FindColumn(name))
      DropColumn(table, table.FindColumn(name)->name);
    else if (!drop->ifExists())
      cx.UnknownObject(drop, "DROP COLUMN of unknown column " + name + " of " + table.name);
  } else if (auto* dropc = As<P::DropConstraintContext>(action)) {
    std::string name = Identifier(dropc->identifier());
    if (!DropConstraint(table, name) && !dropc->ifExists())
      cx.UnknownObject(dropc, "DROP CONSTRAINT of unknown constraint " + name + " of " + table.name);
  } else if (auto* alter = As<P::AlterColumnContext>(action)) {
    AlterColumn(alter, table, cx);
  } else if (auto* altc = As<P::AlterConstraintContext>(action)) {
    std::string name = Identifier(altc->identifier());
    for (auto& fk : table.foreign_keys)
      if (fk.name == name)
        for (auto* attr : altc->constraintAttribute())
          if (attr->DEFERRABLE()) fk.deferrable = attr->NOT() == nullptr;
  } else if (As<P::OwnerToContext>(action)) {
    cx.Skip(action, "ownership", table.schema + "." + table.name);
  } else if (auto* persistence = As<P::SetPersistenceContext>(action)) {
    table.unlogged = persistence->UNLOGGED() != nullptr;
  } else if (auto* inherit = As<P::InheritToggleContext>(action)) {
    std::string parent = cx.Resolve(inherit->qualifiedName()).Joined();
    if (inherit->NO())
      std::erase(table.inherits, parent);
    else
      table.inherits.push_back(parent);
  } else if (As<P::TypedToggleContext>(action)) {
    cx.Ignored(action, "ALTER TABLE ... OF type");
  }
  // Triggers, rules, row security, replica identity, CLUSTER ON, storage parameters, tablespace,
  // access method, VALIDATE CONSTRAINT: no bearing on the model.
}

void AttachPartition(P::AttachPartitionContext* ctx, model::Table& parent, Context& cx) {
  std::string parent_name = parent.schema + "." + parent.name;
  model::Table* child = cx.FindTable(ctx->qualifiedName(), "ATTACH PARTITION");
  if (!child) return;
  child->partition_of = parent_name;
  child->partition_bound = ExprText(ctx->partitionBound());
  model::Table parent_copy = parent;  // both live in the same vector
  ClonePartitionIndexes(parent_copy, *child, cx, ctx);
}

void MoveOwnedSequences(model::Schema& schema, const std::string& old_owner, const std::string& new_schema) {
  for (auto& s : schema.sequences) {
    if (s.owned_by_table != old_owner) continue;
    std::string old_name = s.schema + "." + s.name;
    s.schema = new_schema;
    for (auto& t : schema.tables)
      for (auto& c : t.columns)
        if (c.sequence == old_name) c.sequence = s.schema + "." + s.name;
  }
}

}  // namespace

void ApplyAlterTable(P::AlterTableContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  if (auto* rt = As<P::RenameTableContext>(ctx->alterTableBody());
      rt && !cx.FindTable(name) &&
      FollowQueryTable(cx.schema(), name.Joined(), name.schema + "." + Identifier(rt->identifier())))
    return;
  if (!cx.FindTable(name) && cx.IsNotATable(name)) {
    // pg_dump writes ALTER TABLE for sequences and views too (OWNER TO, SET DEFAULT on views).
    if (auto* actions = As<P::AlterTableActionsContext>(ctx->alterTableBody()))
      for (auto* action : actions->alterTableAction())
        if (As<P::OwnerToContext>(action)) cx.Skip(ctx, "ownership", name.Joined());
    return;
  }
  model::Table* table = ctx->ifExists() ? cx.FindTable(name) : cx.FindTable(ctx->qualifiedName(), "ALTER TABLE");
  if (!table) return;
  model::Schema& schema = cx.schema();
  auto* body = ctx->alterTableBody();
  if (auto* actions = As<P::AlterTableActionsContext>(body)) {
    for (auto* action : actions->alterTableAction()) ApplyAction(action, *table, cx);
  } else if (auto* rc = As<P::RenameColumnContext>(body)) {
    std::string from = Identifier(rc->identifier(0));
    if (model::Column* column = table->FindColumn(from))
      RenameColumn(schema, *table, *column, Identifier(rc->identifier(1)));
    else
      cx.UnknownObject(rc, "RENAME COLUMN of unknown column " + from + " of " + table->name);
  } else if (auto* rk = As<P::RenameConstraintContext>(body)) {
    std::string from = Identifier(rk->identifier(0));
    if (!RenameConstraint(*table, from, Identifier(rk->identifier(1))))
      cx.UnknownObject(rk, "RENAME CONSTRAINT of unknown constraint " + from + " of " + table->name);
  } else if (auto* rt = As<P::RenameTableContext>(body)) {
    schema.RenameTable(*table, table->schema, Identifier(rt->identifier()));
  } else if (auto* ss = As<P::SetTableSchemaContext>(body)) {
    std::string old_owner = table->schema + "." + table->name, new_schema = Identifier(ss->identifier());
    MoveOwnedSequences(schema, old_owner, new_schema);  // before the rename changes their owner
    schema.RenameTable(*table, new_schema, table->name);
  } else if (auto* ap = As<P::AttachPartitionContext>(body)) {
    AttachPartition(ap, *table, cx);
  } else if (auto* dp = As<P::DetachPartitionContext>(body)) {
    if (model::Table* child = cx.FindTable(dp->qualifiedName(), "DETACH PARTITION")) {
      child->partition_of.clear();
      child->partition_bound.clear();
    }
  }
}

}  // namespace spanlift::frontend::postgres
