// CREATE SEQUENCE / ALTER SEQUENCE, and the sequence options shared with identity columns.
#include "frontend/postgres/transformer.h"

namespace spanlift::frontend::postgres {

namespace {

// Every column fed by `old_name` now names `new_name`.
void RenameSequenceReferences(model::Schema& schema, const std::string& old_name, const std::string& new_name) {
  for (auto& t : schema.tables)
    for (auto& c : t.columns)
      if (c.sequence == old_name) c.sequence = new_name;
}

}  // namespace

void ApplySequenceOption(P::SequenceOptionContext* ctx, model::Sequence& seq, Context& cx) {
  if (auto* as = As<P::SeqAsTypeContext>(ctx)) {
    seq.data_type = ConvertType(as->typeName(), cx).name;
  } else if (auto* inc = As<P::SeqIncrementContext>(ctx)) {
    seq.increment = ParseInt(inc->signedNumber());
  } else if (auto* min = As<P::SeqMinValueContext>(ctx)) {
    seq.min_value = ParseInt(min->signedNumber());
  } else if (As<P::SeqNoMinValueContext>(ctx)) {
    seq.min_value.reset();
  } else if (auto* max = As<P::SeqMaxValueContext>(ctx)) {
    seq.max_value = ParseInt(max->signedNumber());
  } else if (As<P::SeqNoMaxValueContext>(ctx)) {
    seq.max_value.reset();
  } else if (auto* start = As<P::SeqStartContext>(ctx)) {
    seq.start = ParseInt(start->signedNumber());
  } else if (auto* restart = As<P::SeqRestartContext>(ctx)) {
    // The next nextval() returns the restart value (or the start value).
    seq.last_value = restart->signedNumber() ? ParseInt(restart->signedNumber()) : seq.start;
    seq.is_called = false;
  } else if (auto* cache = As<P::SeqCacheContext>(ctx)) {
    seq.cache = ParseInt(cache->signedNumber());
  } else if (auto* cycle = As<P::SeqCycleContext>(ctx)) {
    seq.cycle = cycle->NO() == nullptr;
  } else if (auto* owned = As<P::SeqOwnedByContext>(ctx)) {
    SetSequenceOwner(seq, owned->qualifiedName(), cx);
  }
  // SEQUENCE NAME is read by AttachSequence; LOGGED/UNLOGGED has no bearing on the model.
}

void SetSequenceOwner(model::Sequence& seq, P::QualifiedNameContext* owner, Context& cx) {
  std::vector<std::string> parts = NameParts(owner);
  if (parts.size() == 1 && parts[0] == "none") {
    seq.owned_by_table.clear();
    seq.owned_by_column.clear();
    return;
  }
  if (parts.size() < 2) {
    cx.UnknownObject(owner, "OWNED BY needs table.column: " + ExprText(owner));
    return;
  }
  QualifiedName table_name;
  table_name.name = parts[parts.size() - 2];
  table_name.schema = parts.size() >= 3 ? parts[parts.size() - 3] : cx.schema().default_schema;
  model::Table* table = cx.FindTable(table_name);
  if (!table) {
    cx.UnknownObject(owner, "OWNED BY refers to unknown table " + table_name.Joined());
    return;
  }
  model::Column* column = table->FindColumn(parts.back());
  if (!column) {
    cx.UnknownObject(owner, "OWNED BY refers to unknown column " + parts.back() + " of " + table_name.Joined());
    return;
  }
  seq.owned_by_table = table->schema + "." + table->name;
  seq.owned_by_column = column->name;
  column->auto_increment = true;
  column->sequence = seq.schema + "." + seq.name;
}

void ApplyCreateSequence(P::CreateSequenceContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  if (model::Sequence* existing = schema.FindSequence(name.schema, name.name);
      existing && existing->name == name.name) {
    if (!ctx->ifNotExists())
      schema.diagnostics.Warning(model::codes::kDuplicateObject, cx.Loc(ctx),
                                 "sequence " + name.Joined() + " already exists; this definition is ignored");
    return;
  }
  model::Sequence seq;
  seq.schema = name.schema;
  seq.name = name.name;
  seq.location = cx.Loc(ctx);
  schema.sequences.push_back(std::move(seq));
  // Options apply to the stored sequence: OWNED BY records its qualified name on the column.
  size_t index = schema.sequences.size() - 1;
  for (auto* opt : ctx->sequenceOption()) ApplySequenceOption(opt, schema.sequences[index], cx);
}

void ApplyAlterSequence(P::AlterSequenceContext* ctx, Context& cx) {
  QualifiedName name = cx.Resolve(ctx->qualifiedName());
  model::Schema& schema = cx.schema();
  model::Sequence* seq = schema.FindSequence(name.schema, name.name);
  if (!seq) {
    if (!ctx->ifExists()) cx.UnknownObject(ctx, "ALTER SEQUENCE on unknown sequence " + name.Joined());
    return;
  }
  auto* action = ctx->alterSequenceAction();
  if (auto* opts = As<P::AlterSequenceOptionsContext>(action)) {
    for (auto* opt : opts->sequenceOption()) ApplySequenceOption(opt, *seq, cx);
  } else if (As<P::AlterSequenceOwnerContext>(action)) {
    cx.Skip(ctx, "ownership", seq->schema + "." + seq->name);
  } else if (auto* rename = As<P::AlterSequenceRenameContext>(action)) {
    std::string old_name = seq->schema + "." + seq->name;
    seq->name = Identifier(rename->identifier());
    RenameSequenceReferences(schema, old_name, seq->schema + "." + seq->name);
  } else if (auto* move = As<P::AlterSequenceSchemaContext>(action)) {
    std::string old_name = seq->schema + "." + seq->name;
    seq->schema = Identifier(move->identifier());
    RenameSequenceReferences(schema, old_name, seq->schema + "." + seq->name);
  }
}

}  // namespace spanlift::frontend::postgres
