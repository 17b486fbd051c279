// CREATE CHANGE STREAM s [FOR ALL | FOR t[(c, ...)], ...] [OPTIONS (...)]; ALTER CHANGE STREAM s
// SET FOR ... | DROP FOR ALL | SET OPTIONS (...). DROP CHANGE STREAM is in schema_objects.cpp.
#include <algorithm>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

model::ChangeStream* FindStream(model::Schema& schema, const std::string& name) {
  for (auto& s : schema.change_streams)
    if (model::EqualsIgnoreCase(s.name, name)) return &s;
  return nullptr;
}

void ApplyFor(P::ChangeStreamForContext* ctx, model::ChangeStream& stream, Context& cx) {
  stream.for_all = dynamic_cast<P::ForAllContext*>(ctx) != nullptr;
  stream.tables.clear();
  auto* list = dynamic_cast<P::ForTablesContext*>(ctx);
  if (!list) return;
  for (auto* t : list->changeStreamTable()) {
    model::ChangeStreamTable watched;
    model::Table* table = cx.FindTable(t->qualifiedName(), "change stream " + stream.name);
    watched.table = table ? model::Qualified(table->schema, table->name) : Name(t->qualifiedName()).Joined();
    watched.all_columns = t->columnList() == nullptr;
    watched.columns = ColumnNames(t->columnList());
    for (const auto& c : watched.columns)
      if (table && !table->FindColumn(c))
        cx.UnknownObject(t, "change stream " + stream.name + " names unknown column " + c + " of " + table->name);
    stream.tables.push_back(std::move(watched));
  }
}

}  // namespace

void ApplyCreateChangeStream(P::CreateChangeStreamContext* ctx, Context& cx) {
  model::ChangeStream stream;
  stream.name = Name(ctx->qualifiedName()).Joined();
  if (FindStream(cx.schema(), stream.name)) {
    cx.Duplicate(ctx, "change stream " + stream.name + " already exists; this definition is ignored");
    return;
  }
  stream.location = cx.Loc(ctx);
  if (ctx->changeStreamFor()) ApplyFor(ctx->changeStreamFor(), stream, cx);
  if (ctx->optionsClause()) MergeOptions(ctx->optionsClause(), stream.options);
  cx.schema().change_streams.push_back(std::move(stream));
}

void ApplyAlterChangeStream(P::AlterChangeStreamContext* ctx, Context& cx) {
  std::string name = Name(ctx->qualifiedName()).Joined();
  model::ChangeStream* stream = FindStream(cx.schema(), name);
  if (!stream) {
    cx.UnknownObject(ctx, "ALTER CHANGE STREAM refers to unknown change stream " + name);
    return;
  }
  auto* action = ctx->alterChangeStreamAction();
  if (auto* set_for = dynamic_cast<P::SetChangeStreamForContext*>(action)) {
    ApplyFor(set_for->changeStreamFor(), *stream, cx);
  } else if (auto* options = dynamic_cast<P::SetChangeStreamOptionsContext*>(action)) {
    MergeOptions(options->optionsClause(), stream->options);
  } else {  // DROP FOR ALL: the stream watches nothing
    stream->for_all = false;
    stream->tables.clear();
  }
}

}  // namespace spanlift::frontend::spanner
