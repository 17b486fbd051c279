// CREATE SEARCH INDEX and CREATE VECTOR INDEX; ALTER SEARCH|VECTOR INDEX ... ADD|DROP STORED
// COLUMN and SET OPTIONS. DROP SEARCH|VECTOR INDEX is in schema_objects.cpp. Both kinds live in
// Schema::search_indexes (they are not secondary indexes: no key order, other statements).
#include <algorithm>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

// Every named column must be the table's; an unknown one is P004, as for CREATE INDEX.
void CheckColumns(const model::Table& table, const std::vector<std::string>& columns, const model::SearchIndex& index,
                  antlr4::ParserRuleContext* at, Context& cx) {
  for (const auto& c : columns)
    if (!table.FindColumn(c))
      cx.UnknownObject(at, "index " + index.name + " names unknown column " + c + " of " + table.name);
}

std::vector<std::string> PartColumns(const std::vector<model::KeyPart>& parts) {
  std::vector<std::string> out;
  for (const auto& p : parts) out.push_back(p.column);
  return out;
}

// The predicate without WHERE: from the first test to the last, as written.
std::string WhereText(P::WhereClauseContext* where) {
  if (!where) return "";
  std::vector<P::NotNullTestContext*> tests = where->notNullTest();
  antlr4::Token* first = tests.front()->getStart();
  return first->getInputStream()->getText(
      antlr4::misc::Interval(first->getStartIndex(), tests.back()->getStop()->getStopIndex()));
}

// The index named `name`, new, in the schema of its table; nullptr (reported) when it exists or the
// table does not.
model::SearchIndex* Begin(model::Schema& schema, P::QualifiedNameContext* name_ctx, P::QualifiedNameContext* table_ctx,
                          bool vector, bool if_not_exists, antlr4::ParserRuleContext* at, Context& cx,
                          const model::Table*& table_out) {
  QualifiedName name = Name(name_ctx);
  const char* kind = vector ? "vector index " : "search index ";
  if (FindSearchIndex(schema, name, vector)) {
    if (!if_not_exists) cx.Duplicate(at, kind + name.Joined() + " already exists; this definition is ignored");
    return nullptr;
  }
  model::Table* table = cx.FindTable(table_ctx, std::string("CREATE ") + kind + name.Joined());
  if (!table) return nullptr;
  table_out = table;
  model::SearchIndex index;
  index.vector = vector;
  index.schema = name.schema;
  index.name = name.name;
  index.table = model::Qualified(table->schema, table->name);
  index.location = cx.Loc(at);
  schema.search_indexes.push_back(std::move(index));
  return &schema.search_indexes.back();
}

}  // namespace

model::SearchIndex* FindSearchIndex(model::Schema& schema, const QualifiedName& name, bool vector) {
  for (auto& i : schema.search_indexes)
    if (i.vector == vector && model::EqualsIgnoreCase(i.schema, name.schema) &&
        model::EqualsIgnoreCase(i.name, name.name))
      return &i;
  return nullptr;
}

void ApplyCreateSearchIndex(P::CreateSearchIndexContext* ctx, Context& cx) {
  std::vector<P::QualifiedNameContext*> names = ctx->qualifiedName();
  const model::Table* found = nullptr;
  model::SearchIndex* index = Begin(cx.schema(), names[0], names[1], false, ctx->ifNotExists(), ctx, cx, found);
  if (!index) return;
  const model::Table& table = *found;
  index->parts = KeyParts(ctx->keyPart());
  CheckColumns(table, PartColumns(index->parts), *index, ctx, cx);
  if (auto* storing = ctx->storingClause()) index->storing = ColumnNames(storing->columnList());
  if (auto* partition = ctx->partitionByClause())
    for (auto* id : partition->identifier()) index->partition_by.push_back(Identifier(id));
  if (auto* order = ctx->orderByClause()) index->order_by = KeyParts(order->keyPart());
  CheckColumns(table, index->storing, *index, ctx, cx);
  CheckColumns(table, index->partition_by, *index, ctx, cx);
  CheckColumns(table, PartColumns(index->order_by), *index, ctx, cx);
  index->where = WhereText(ctx->whereClause());
  if (names.size() > 2) {
    index->interleave_in = Name(names[2]).Joined();
    cx.FindTable(names[2], "INTERLEAVE IN of search index " + index->name);
  }
  if (ctx->optionsClause()) MergeOptions(ctx->optionsClause(), index->options);
}

void ApplyCreateVectorIndex(P::CreateVectorIndexContext* ctx, Context& cx) {
  std::vector<P::QualifiedNameContext*> names = ctx->qualifiedName();
  const model::Table* found = nullptr;
  model::SearchIndex* index = Begin(cx.schema(), names[0], names[1], true, ctx->ifNotExists(), ctx, cx, found);
  if (!index) return;
  const model::Table& table = *found;
  index->parts = KeyParts({ctx->keyPart()});
  if (auto* storing = ctx->storingClause()) index->storing = ColumnNames(storing->columnList());
  CheckColumns(table, PartColumns(index->parts), *index, ctx, cx);
  CheckColumns(table, index->storing, *index, ctx, cx);
  index->where = WhereText(ctx->whereClause());
  if (ctx->optionsClause()) MergeOptions(ctx->optionsClause(), index->options);
}

void ApplyAlterSearchIndex(P::AlterSearchIndexContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  bool vector = ctx->VECTOR() != nullptr;
  model::SearchIndex* index = FindSearchIndex(cx.schema(), name, vector);
  if (!index) {
    if (!ctx->ifExists())
      cx.UnknownObject(ctx, std::string("ALTER ") + (vector ? "VECTOR" : "SEARCH") + " INDEX refers to unknown index " +
                                name.Joined());
    return;
  }
  if (ctx->optionsClause()) return MergeOptions(ctx->optionsClause(), index->options);
  AlterStored(index->storing, ctx->ADD() != nullptr, Identifier(ctx->identifier()), name.Joined(), ctx, cx);
}

}  // namespace spanlift::frontend::spanner
