// Table constraints and indexes (PRIMARY KEY, UNIQUE, KEY/INDEX, FULLTEXT/SPATIAL, FOREIGN KEY,
// CHECK), shared by CREATE TABLE, ALTER TABLE ADD and CREATE INDEX. Unnamed ones get the name
// the server would give them.
#include <fmt/format.h>

#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

namespace {

bool IndexNameTaken(const model::Table& table, const std::string& name) {
  if (model::EqualsIgnoreCase(name, "PRIMARY")) return true;
  for (const auto& index : table.indexes)
    if (model::EqualsIgnoreCase(index.name, name)) return true;
  return false;
}

// Next free "<table>_<infix>_<n>": one more than the highest n in use.
template <typename T>
std::string NumberedName(const model::Table& table, const std::vector<T>& items, const char* infix) {
  const std::string prefix = table.name + "_" + infix + "_";
  unsigned highest = 0;
  for (const auto& item : items) {
    if (item.name.size() <= prefix.size() || !model::EqualsIgnoreCase(item.name.substr(0, prefix.size()), prefix))
      continue;
    unsigned n = 0;
    bool digits = true;
    for (char ch : item.name.substr(prefix.size())) {
      if (ch < '0' || ch > '9')
        digits = false;
      else
        n = n * 10 + static_cast<unsigned>(ch - '0');
    }
    if (digits && n > highest) highest = n;
  }
  return fmt::format("{}{}", prefix, highest + 1);
}

std::vector<std::string> PartColumns(const std::vector<model::KeyPart>& parts) {
  std::vector<std::string> out;
  for (const auto& part : parts)
    if (!part.column.empty()) out.push_back(part.column);
  return out;
}

std::string ConstraintName(P::ConstraintNameContext* ctx) {
  return ctx && ctx->identifier() ? Name(ctx->identifier()) : std::string();
}

// Builds an index from the pieces every index-like constraint has.
model::Index BuildIndex(Context& c, P::TableConstraintContext* at, P::IdentifierContext* name,
                        P::IndexTypeContext* type, P::IndexColumnsContext* columns,
                        const std::vector<P::IndexOptionContext*>& options) {
  model::Index index;
  index.parts = KeyParts(columns);
  index.method = IndexMethod(type);
  ApplyIndexOptions(options, index);
  index.location = c.Loc(at);
  if (name) index.name = Name(name);
  return index;
}

void AddPrimaryKey(Context& c, model::Table& table, P::PrimaryKeyConstraintContext* ctx) {
  model::PrimaryKey pk{"PRIMARY", KeyParts(ctx->indexColumns()), c.Loc(ctx)};
  SetPrimaryKey(c, table, std::move(pk), ctx);
}

void AddUnique(Context& c, model::Table& table, P::UniqueConstraintContext* ctx) {
  model::Index index = BuildIndex(c, ctx, ctx->identifier(), ctx->indexType(), ctx->indexColumns(), ctx->indexOption());
  if (index.name.empty()) index.name = ConstraintName(ctx->constraintName());
  index.unique = index.is_constraint = true;
  if (ctx->ifNotExists() && IndexNameTaken(table, index.name)) return;
  AddIndex(c, table, std::move(index), ctx);
}

void AddPlainIndex(Context& c, model::Table& table, P::PlainIndexContext* ctx) {
  model::Index index = BuildIndex(c, ctx, ctx->identifier(), ctx->indexType(), ctx->indexColumns(), ctx->indexOption());
  if (ctx->ifNotExists() && IndexNameTaken(table, index.name)) return;
  AddIndex(c, table, std::move(index), ctx);
}

void AddTextIndex(Context& c, model::Table& table, P::TextIndexContext* ctx) {
  model::Index index = BuildIndex(c, ctx, ctx->identifier(), nullptr, ctx->indexColumns(), ctx->indexOption());
  index.kind = ctx->FULLTEXT() ? model::IndexKind::kFulltext : model::IndexKind::kSpatial;
  if (ctx->ifNotExists() && IndexNameTaken(table, index.name)) return;
  AddIndex(c, table, std::move(index), ctx);
}

void AddForeignKeyConstraint(Context& c, model::Table& table, P::ForeignKeyConstraintContext* ctx) {
  model::ForeignKey fk = BuildReference(c, ctx->referenceDefinition());
  fk.name = ConstraintName(ctx->constraintName());
  fk.columns = Names(ctx->columnList());
  fk.location = c.Loc(ctx);
  CheckColumnsExist(c, table, fk.columns, ctx);
  if (ctx->ifNotExists() && !fk.name.empty())
    for (const auto& existing : table.foreign_keys)
      if (model::EqualsIgnoreCase(existing.name, fk.name)) return;
  AddForeignKey(table, std::move(fk));
}

void AddCheckConstraint(Context& c, model::Table& table, P::CheckConstraintContext* ctx) {
  model::Check check = BuildCheck(c, ctx->checkClause(), ctx);
  check.name = ConstraintName(ctx->constraintName());
  AddCheck(table, std::move(check));
}

}  // namespace

void AddConstraint(Context& c, model::Table& table, P::TableConstraintContext* ctx) {
  if (auto* x = dynamic_cast<P::PrimaryKeyConstraintContext*>(ctx)) return AddPrimaryKey(c, table, x);
  if (auto* x = dynamic_cast<P::UniqueConstraintContext*>(ctx)) return AddUnique(c, table, x);
  if (auto* x = dynamic_cast<P::PlainIndexContext*>(ctx)) return AddPlainIndex(c, table, x);
  if (auto* x = dynamic_cast<P::TextIndexContext*>(ctx)) return AddTextIndex(c, table, x);
  if (auto* x = dynamic_cast<P::ForeignKeyConstraintContext*>(ctx)) return AddForeignKeyConstraint(c, table, x);
  if (auto* x = dynamic_cast<P::CheckConstraintContext*>(ctx)) return AddCheckConstraint(c, table, x);
}

std::vector<model::KeyPart> KeyParts(P::IndexColumnsContext* ctx) {
  std::vector<model::KeyPart> parts;
  for (auto* p : ctx->indexPart()) {
    model::KeyPart part;
    if (auto* expr = p->parenExpr())
      part.expression = InnerText(expr);
    else
      part.column = Name(p->identifier());
    if (auto len = Unsigned(p->INTEGER())) part.prefix_length = static_cast<uint32_t>(*len);
    part.desc = p->direction() && p->direction()->DESC();
    parts.push_back(std::move(part));
  }
  return parts;
}

std::string IndexMethod(P::IndexTypeContext* ctx) {
  if (!ctx) return {};
  return model::ToLower(ctx->children.back()->getText());
}

void ApplyIndexOptions(const std::vector<P::IndexOptionContext*>& options, model::Index& index) {
  for (auto* opt : options) {
    if (auto* type = opt->indexType()) index.method = IndexMethod(type);
    if (auto* text = opt->textLiteral()) index.comment = StringValue(text);
  }
}

std::string GeneratedIndexName(const model::Table& table, const std::vector<model::KeyPart>& parts) {
  std::string base = parts.empty() || parts[0].column.empty() ? "functional_index" : parts[0].column;
  if (!IndexNameTaken(table, base)) return base;
  for (int n = 2;; ++n) {
    std::string candidate = fmt::format("{}_{}", base, n);
    if (!IndexNameTaken(table, candidate)) return candidate;
  }
}

void AddIndex(Context& c, model::Table& table, model::Index index, const antlr4::ParserRuleContext* at) {
  CheckColumnsExist(c, table, PartColumns(index.parts), at);
  if (index.name.empty()) {
    index.name = GeneratedIndexName(table, index.parts);
  } else if (IndexNameTaken(table, index.name)) {
    c.Warn(model::codes::kDuplicateObject, at,
           fmt::format("index '{}' already exists on table '{}'", index.name, table.name));
    return;
  }
  table.indexes.push_back(std::move(index));
}

void AddForeignKey(model::Table& table, model::ForeignKey fk) {
  if (fk.name.empty()) fk.name = NumberedName(table, table.foreign_keys, "ibfk");
  table.foreign_keys.push_back(std::move(fk));
}

void AddCheck(model::Table& table, model::Check check) {
  if (check.name.empty()) check.name = NumberedName(table, table.checks, "chk");
  table.checks.push_back(std::move(check));
}

void SetPrimaryKey(Context& c, model::Table& table, model::PrimaryKey pk, const antlr4::ParserRuleContext* at) {
  if (table.primary_key) {
    c.Warn(model::codes::kDuplicateObject, at, "table '" + table.name + "' already has a primary key");
    return;
  }
  std::vector<std::string> columns = PartColumns(pk.parts);
  CheckColumnsExist(c, table, columns, at);
  for (const auto& name : columns)  // MySQL makes primary key columns NOT NULL
    if (model::Column* col = table.FindColumn(name)) col->nullable = false;
  table.primary_key = std::move(pk);
}

model::ForeignKey BuildReference(Context& c, P::ReferenceDefinitionContext* ctx) {
  model::ForeignKey fk;
  QualifiedName target = NameOf(c, ctx->tableName());
  fk.ref_schema = target.schema;
  fk.ref_table = target.name;
  fk.ref_columns = Names(ctx->columnList());
  if (auto* match = ctx->matchClause()) fk.match = model::ToUpper(match->children[1]->getText());
  for (auto* action : ctx->referenceAction()) {
    std::string option;  // words upper-cased, joined by one space: "SET NULL", "NO ACTION"
    for (auto* child : action->referenceOption()->children)
      option += (option.empty() ? "" : " ") + model::ToUpper(child->getText());
    (action->DELETE() ? fk.on_delete : fk.on_update) = option;
  }
  fk.location = c.Loc(ctx);
  return fk;
}

model::Check BuildCheck(Context& c, P::CheckClauseContext* ctx, const antlr4::ParserRuleContext* at) {
  if (ctx->ENFORCED() && ctx->NOT())
    c.Note(model::codes::kIgnoredClause, ctx, "CHECK ... NOT ENFORCED is kept as an ordinary check constraint");
  return model::Check{"", InnerText(ctx->parenExpr()), c.Loc(at)};
}

void CheckColumnsExist(Context& c, const model::Table& table, const std::vector<std::string>& columns,
                       const antlr4::ParserRuleContext* at) {
  for (const auto& name : columns)
    if (!table.FindColumn(name))
      c.Warn(model::codes::kUnknownObject, at,
             fmt::format("column '{}' does not exist in table '{}'", name, table.name));
}

}  // namespace spanlift::frontend::mysql
