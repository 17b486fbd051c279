// Column definitions: types, NOT NULL, defaults (sequence defaults included), generated and
// identity columns, HIDDEN and OPTIONS (allow_commit_timestamp).
#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

// Built-in names upper-cased; proto and enum types keep their (case-sensitive) dotted name.
model::DataType ConvertType(P::ColumnTypeContext* ctx) {
  if (auto* array = As<P::ArrayTypeContext>(ctx)) {
    model::DataType element = ConvertType(array->columnType());
    element.array_dims += 1;
    return element;
  }
  auto* scalar = static_cast<P::ScalarTypeContext*>(ctx);
  model::DataType type;
  std::string name = TypeNameText(scalar->typeName());
  std::string_view builtin = scalar->typeName()->pathPart().empty() ? facts::BuiltinType(name) : std::string_view();
  type.name = builtin.empty() ? name : std::string(builtin);
  if (scalar->MAX()) type.args = {"MAX"};
  if (scalar->INTEGER_LITERAL()) type.args = {scalar->INTEGER_LITERAL()->getText()};
  return type;
}

void ApplyColumnValue(P::ColumnValueContext* ctx, model::Column& column, Context& cx) {
  if (auto* gen = As<P::GeneratedValueContext>(ctx)) {
    column.generated = model::GeneratedColumn{ExprText(gen->expr()), gen->STORED() != nullptr};
  } else if (auto* def = As<P::DefaultValueContext>(ctx)) {
    column.default_value = ExprText(def->expr());
    if (std::optional<QualifiedName> seq = SequenceOfDefault(def->expr())) {
      column.auto_increment = true;
      column.sequence = seq->Joined();
      if (!cx.FindSequence(*seq)) cx.UnknownObject(def->expr(), "DEFAULT refers to unknown sequence " + seq->Joined());
    }
  } else if (auto* id = As<P::IdentityValueContext>(ctx)) {
    model::Identity identity;
    std::string kind;
    for (auto* param : id->sequenceParam())
      ApplySequenceParam(param, kind, identity.skip_range_min, identity.skip_range_max, identity.start_counter);
    identity.bit_reversed_positive = !kind.empty();
    column.identity = identity;
    column.auto_increment = true;
  } else if (As<P::AutoIncrementValueContext>(ctx)) {
    column.auto_increment = true;  // an alias of IDENTITY whose kind is the database default
  }
}

}  // namespace

void ApplySequenceParam(P::SequenceParamContext* ctx, std::string& kind, std::optional<int64_t>& skip_min,
                        std::optional<int64_t>& skip_max, std::optional<int64_t>& start_counter) {
  if (As<P::BitReversedParamContext>(ctx)) {
    kind = "bit_reversed_positive";
  } else if (auto* skip = As<P::SkipRangeParamContext>(ctx)) {
    skip_min = IntValue(skip->signedInt(0));
    skip_max = IntValue(skip->signedInt(1));
  } else if (auto* start = As<P::StartCounterParamContext>(ctx)) {
    start_counter = IntValue(start->signedInt());
  }
}

// allow_commit_timestamp has its own field (convert and the rules read it); the others are kept
// as they are written.
void ApplyColumnOptions(P::OptionsClauseContext* ctx, model::Column& column, Context&) {
  model::Options options = column.options;
  if (column.allow_commit_timestamp) options.emplace_back("allow_commit_timestamp", "true");
  MergeOptions(ctx, options);
  const std::string* commit = OptionValue(options, "allow_commit_timestamp");
  column.allow_commit_timestamp = commit && model::EqualsIgnoreCase(*commit, "true");
  std::erase_if(options, [](const auto& o) { return o.first == "allow_commit_timestamp"; });
  column.options = std::move(options);
}

bool ApplyColumnSpec(P::ColumnSpecContext* spec, model::Column& column, Context& cx) {
  column.type = ConvertType(spec->columnType());
  column.declared_type = ExprText(spec->columnType());
  column.nullable = spec->NOT() == nullptr;
  column.default_value.reset();
  column.on_update.reset();
  column.generated.reset();
  column.identity.reset();
  column.auto_increment = false;
  column.sequence.clear();
  column.hidden = spec->HIDDEN_() != nullptr;
  column.vector_length.reset();
  if (auto* array = As<P::ArrayTypeContext>(spec->columnType()); array && array->VECTOR_LENGTH())
    column.vector_length = static_cast<int64_t>(IntegerLiteral(array->INTEGER_LITERAL()->getText()).value_or(0));
  if (spec->columnValue()) ApplyColumnValue(spec->columnValue(), column, cx);
  if (spec->onUpdate()) column.on_update = ExprText(spec->onUpdate()->expr());
  column.placement_key = spec->PLACEMENT() != nullptr;
  // A re-specification keeps the deployed OPTIONS (Spanner rejects OPTIONS in one; an input may
  // still write them: they apply on top).
  if (spec->optionsClause()) ApplyColumnOptions(spec->optionsClause(), column, cx);
  return spec->PRIMARY() != nullptr;
}

model::Column BuildColumn(P::ColumnDefContext* ctx, Context& cx, bool& primary_key) {
  model::Column column;
  column.name = Identifier(ctx->identifier());
  column.location = cx.Loc(ctx);
  primary_key = ApplyColumnSpec(ctx->columnSpec(), column, cx);
  return column;
}

}  // namespace spanlift::frontend::spanner
