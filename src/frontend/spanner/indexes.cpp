// CREATE [UNIQUE] [NULL_FILTERED] INDEX ... STORING ... WHERE ... , INTERLEAVE IN; ALTER INDEX
// ADD/DROP STORED COLUMN.
#include <algorithm>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

// Index names are unique in the database (not per table), case-insensitively.
model::Index* FindIndex(model::Schema& schema, const QualifiedName& name) {
  for (auto& t : schema.tables)
    if (model::EqualsIgnoreCase(t.schema, name.schema))
      for (auto& i : t.indexes)
        if (model::EqualsIgnoreCase(i.name, name.name)) return &i;
  return nullptr;
}

}  // namespace

void ApplyCreateIndex(P::CreateIndexContext* ctx, Context& cx) {
  std::vector<P::QualifiedNameContext*> names = ctx->qualifiedName();
  QualifiedName name = Name(names[0]);
  if (FindIndex(cx.schema(), name)) {
    if (!ctx->ifNotExists())
      cx.Duplicate(ctx, "index " + name.Joined() + " already exists; this definition is ignored");
    return;
  }
  model::Table* table = cx.FindTable(names[1], "CREATE INDEX " + name.Joined());
  if (!table) return;
  model::Index index;
  index.name = name.name;
  index.unique = ctx->UNIQUE() != nullptr;
  index.null_filtered = ctx->NULL_FILTERED() != nullptr;
  index.parts = KeyParts(ctx->keyPart());
  for (const auto& part : index.parts)
    if (!table->FindColumn(part.column))
      cx.UnknownObject(ctx, "index " + name.Joined() + " names unknown column " + part.column + " of " + table->name);
  if (auto* storing = ctx->storingClause()) index.include = ColumnNames(storing->columnList());
  if (auto* where = ctx->whereClause()) {
    // The predicate without WHERE: from the first test to the last.
    std::vector<P::NotNullTestContext*> tests = where->notNullTest();
    antlr4::Token* first = tests.front()->getStart();
    index.where = first->getInputStream()->getText(
        antlr4::misc::Interval(first->getStartIndex(), tests.back()->getStop()->getStopIndex()));
  }
  if (names.size() > 2) {
    index.interleave_in = Name(names[2]).Joined();
    cx.FindTable(names[2], "INTERLEAVE IN of index " + name.Joined());
  }
  if (ctx->optionsClause()) MergeOptions(ctx->optionsClause(), index.options);
  index.location = cx.Loc(ctx);
  table->indexes.push_back(std::move(index));
}

void ApplyAlterIndex(P::AlterIndexContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  model::Index* index = FindIndex(cx.schema(), name);
  if (!index) {
    if (!ctx->ifExists()) cx.UnknownObject(ctx, "ALTER INDEX refers to unknown index " + name.Joined());
    return;
  }
  AlterStored(index->include, ctx->ADD() != nullptr, Identifier(ctx->identifier()), name.Joined(), ctx, cx);
}

void AlterStored(std::vector<std::string>& stored, bool add, const std::string& column, const std::string& index,
                 antlr4::ParserRuleContext* at, Context& cx) {
  auto it = std::find_if(stored.begin(), stored.end(),
                         [&](const std::string& c) { return model::EqualsIgnoreCase(c, column); });
  if (add) {
    if (it == stored.end()) stored.push_back(column);
  } else if (it != stored.end()) {
    stored.erase(it);
  } else {
    cx.UnknownObject(at, "index " + index + " does not store column " + column);
  }
}

}  // namespace spanlift::frontend::spanner
