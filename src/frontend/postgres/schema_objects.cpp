// CREATE/ALTER SCHEMA and EXTENSION, COMMENT ON and DROP.
#include <algorithm>

#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

template <typename T>
void MoveSchema(std::vector<T>& items, const std::string& from, const std::string& to) {
  for (auto& item : items)
    if (item.schema == from) item.schema = to;
}

template <typename T>
bool EraseNamed(std::vector<T>& items, const QualifiedName& name) {
  size_t before = items.size();
  std::erase_if(items, [&](const T& item) { return item.schema == name.schema && item.name == name.name; });
  return items.size() < before;
}

void CommentOnColumn(P::CommentOnColumnContext* ctx, const std::string& text, Context& cx) {
  std::vector<std::string> parts = NameParts(ctx->qualifiedName());
  if (parts.size() < 2) {
    cx.UnknownObject(ctx, "COMMENT ON COLUMN needs table.column");
    return;
  }
  QualifiedName table_name{parts.size() >= 3 ? parts[parts.size() - 3] : cx.schema().default_schema,
                           parts[parts.size() - 2]};
  model::Table* table = cx.FindTable(table_name);
  model::Column* column = table ? table->FindColumn(parts.back()) : nullptr;
  if (!column) {
    cx.UnknownObject(ctx, "COMMENT ON COLUMN of unknown column " + table_name.Joined() + "." + parts.back());
    return;
  }
  column->comment = text;
}

bool DropOne(P::DropObjectTypeContext* type, const QualifiedName& name, Context& cx) {
  model::Schema& schema = cx.schema();
  if (type->TABLE()) return schema.DropTable(name.schema, name.name) || FollowQueryTable(schema, name.Joined(), "");
  if (type->SEQUENCE()) return EraseNamed(schema.sequences, name);
  if (type->DOMAIN_()) return EraseNamed(schema.domains, name);
  if (type->TYPE()) {
    bool skipped = std::any_of(schema.skipped.begin(), schema.skipped.end(), [&](const model::SkippedObject& s) {
      return s.kind == "type" && s.name == name.Joined();
    });
    return EraseNamed(schema.enums, name) || skipped;
  }
  if (type->INDEX()) {
    model::Table* owner = nullptr;
    model::Index* index = FindIndex(schema, name, &owner);
    if (!index) return false;
    owner->indexes.erase(owner->indexes.begin() + (index - owner->indexes.data()));
    return true;
  }
  if (type->SCHEMA()) {  // only CASCADE can drop a non-empty schema: everything in it goes
    std::erase_if(schema.tables, [&](const model::Table& t) { return t.schema == name.name; });
    std::erase_if(schema.sequences, [&](const model::Sequence& s) { return s.schema == name.name; });
    std::erase_if(schema.enums, [&](const model::EnumType& e) { return e.schema == name.name; });
    std::erase_if(schema.domains, [&](const model::Domain& d) { return d.schema == name.name; });
    return true;
  }
  return true;  // EXTENSION: not modelled
}

}  // namespace

void ApplyCreateSchema(P::CreateSchemaContext* ctx, Context& cx) {
  // Schemas exist implicitly in the model through the objects qualified by them.
  (void)ctx;
  (void)cx;
}

void ApplyAlterSchema(P::AlterSchemaContext* ctx, Context& cx) {
  std::string name = Identifier(ctx->identifier(0));
  if (ctx->OWNER()) {
    cx.Skip(ctx, "ownership", name);
    return;
  }
  std::string to = Identifier(ctx->identifier(1));
  model::Schema& schema = cx.schema();
  for (auto& t : schema.tables)
    if (t.schema == name) schema.RenameTable(t, to, t.name);
  MoveSchema(schema.sequences, name, to);
  MoveSchema(schema.enums, name, to);
  MoveSchema(schema.domains, name, to);
}

void ApplyCreateExtension(P::CreateExtensionContext* ctx, Context& cx) {
  cx.Skip(ctx, "extension", Identifier(ctx->identifier()));
}

void ApplyAlterExtension(P::AlterExtensionContext* ctx, Context& cx) {
  (void)ctx;
  (void)cx;  // versions and members of extensions: not modelled
}

void ApplyComment(P::CommentOnContext* ctx, Context& cx) {
  std::string text = ctx->stringLiteral() ? StringValue(ctx->stringLiteral()) : std::string();
  auto* target = ctx->commentTarget();
  if (auto* t = As<P::CommentOnTableContext>(target)) {
    if (model::Table* table = cx.FindTable(t->qualifiedName(), "COMMENT ON TABLE")) table->comment = text;
  } else if (auto* c = As<P::CommentOnColumnContext>(target)) {
    CommentOnColumn(c, text, cx);
  } else if (auto* i = As<P::CommentOnIndexContext>(target)) {
    QualifiedName name = cx.Resolve(i->qualifiedName());
    if (model::Index* index = FindIndex(cx.schema(), name, nullptr))
      index->comment = text;
    else
      cx.UnknownObject(i, "COMMENT ON INDEX of unknown index " + name.Joined());
  }
  // Sequences, types, domains, constraints, schemas, extensions: the model keeps no comment.
}

void ApplyDrop(P::DropStatementContext* ctx, Context& cx) {
  for (auto* target : ctx->qualifiedName()) {
    QualifiedName name = cx.Resolve(target);
    if (ctx->dropObjectType()->SCHEMA()) name = {"", NameParts(target).back()};
    if (!DropOne(ctx->dropObjectType(), name, cx) && !ctx->ifExists())
      cx.UnknownObject(
          target, "DROP " + model::ToUpper(ctx->dropObjectType()->getText()) + " of unknown object " + name.Joined());
  }
}

}  // namespace spanlift::frontend::postgres
