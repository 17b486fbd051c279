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
  std::string_view builtin = scalar->typeName()->identifier().empty() ? facts::BuiltinType(name) : std::string_view();
  type.name = builtin.empty() ? name : std::string(builtin);
  if (scalar->MAX()) type.args = {"MAX"};
  if (scalar->INTEGER_LITERAL()) type.args = {scalar->INTEGER_LITERAL()->getText()};
  return type;
}

void ApplyColumnValue(P::ColumnValueContext* ctx, model::Column& column, Context& cx) {
  if (auto* gen = As<P::GeneratedValueContext>(ctx)) {
    column.generated = model::GeneratedColumn{ExprText(gen->expr()), gen->STORED() != nullptr};
  } else if (auto* def = As<P::DefaultValueContext>(ctx)) {
    std::vector<P::ExprContext*> exprs = def->expr();
    column.default_value = ExprText(exprs[0]);
    if (exprs.size() > 1) column.on_update = ExprText(exprs[1]);
    if (std::optional<QualifiedName> seq = SequenceOfDefault(exprs[0])) {
      column.auto_increment = true;
      column.sequence = seq->Joined();
      if (!cx.FindSequence(*seq)) cx.UnknownObject(exprs[0], "DEFAULT refers to unknown sequence " + seq->Joined());
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

void ApplyColumnOptions(P::OptionsClauseContext* ctx, model::Column& column, Context& cx) {
  for (auto* opt : ctx->option()) {
    std::string name = Identifier(opt->identifier());
    if (model::EqualsIgnoreCase(name, "allow_commit_timestamp")) {
      column.allow_commit_timestamp = model::EqualsIgnoreCase(opt->optionValue()->getText(), "true");
    } else {
      cx.Ignored(opt, "column option " + name);
    }
  }
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
  if (auto* array = As<P::ArrayTypeContext>(spec->columnType()); array && array->VECTOR_LENGTH())
    cx.Ignored(array, "vector_length");
  if (spec->columnValue()) ApplyColumnValue(spec->columnValue(), column, cx);
  if (spec->PLACEMENT()) cx.Ignored(spec, "PLACEMENT KEY (column " + column.name + ")");
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
