// CREATE SEQUENCE and ALTER SEQUENCE: the clause form (BIT_REVERSED_POSITIVE, SKIP RANGE a, b,
// START COUNTER WITH n) and the OPTIONS form (sequence_kind, skip_range_min/max,
// start_with_counter) fill the same fields.
#include <charconv>

#include "frontend/spanner/transformer.h"

namespace spanlift::frontend::spanner {

namespace {

void ApplyParam(P::SequenceParamContext* ctx, model::Sequence& seq) {
  ApplySequenceParam(ctx, seq.kind, seq.skip_range_min, seq.skip_range_max, seq.start_counter);
}

// An integer option value; null (or anything else) clears the field.
std::optional<int64_t> IntOption(P::OptionValueContext* value) {
  std::string text = value->getText();
  int64_t n = 0;
  bool negative = !text.empty() && text[0] == '-';
  auto [end, ec] = std::from_chars(text.data() + negative, text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return negative ? -n : n;
}

void ApplyOptions(P::OptionsClauseContext* ctx, model::Sequence& seq, Context& cx) {
  for (auto* opt : ctx->option()) {
    std::string name = model::ToLower(Identifier(opt->identifier()));
    P::OptionValueContext* value = opt->optionValue();
    if (name == "sequence_kind") {
      std::string text = value->getText();
      seq.kind = model::EqualsIgnoreCase(text, "null") ? "" : model::ToLower(StringValue(text));
    } else if (name == "skip_range_min") {
      seq.skip_range_min = IntOption(value);
    } else if (name == "skip_range_max") {
      seq.skip_range_max = IntOption(value);
    } else if (name == "start_with_counter") {
      seq.start_counter = IntOption(value);
    } else {
      cx.Ignored(opt, "sequence option " + name);
    }
  }
}

}  // namespace

void ApplyCreateSequence(P::CreateSequenceContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  if (cx.FindSequence(name)) {
    if (!ctx->ifNotExists())
      cx.Duplicate(ctx, "sequence " + name.Joined() + " already exists; this definition is ignored");
    return;
  }
  model::Sequence seq;
  seq.schema = name.schema;
  seq.name = name.name;
  seq.location = cx.Loc(ctx);
  for (auto* param : ctx->sequenceParam()) ApplyParam(param, seq);
  if (ctx->optionsClause()) ApplyOptions(ctx->optionsClause(), seq, cx);
  cx.schema().sequences.push_back(std::move(seq));
}

void ApplyAlterSequence(P::AlterSequenceContext* ctx, Context& cx) {
  QualifiedName name = Name(ctx->qualifiedName());
  model::Sequence* seq = cx.FindSequence(name);
  if (!seq) {
    if (!ctx->ifExists()) cx.UnknownObject(ctx, "ALTER SEQUENCE refers to unknown sequence " + name.Joined());
    return;
  }
  if (auto* set = As<P::SetSequenceOptionsContext>(ctx->alterSequenceAction())) {
    ApplyOptions(set->optionsClause(), *seq, cx);
    return;
  }
  auto* params = static_cast<P::AlterSequenceParamsContext*>(ctx->alterSequenceAction());
  for (auto* child : params->children) {
    if (auto* param = dynamic_cast<P::SequenceParamContext*>(child)) {
      ApplyParam(param, *seq);
    } else if (As<P::NoSkipRangeContext>(child)) {
      seq->skip_range_min.reset();
      seq->skip_range_max.reset();
    } else if (auto* restart = As<P::RestartCounterContext>(child)) {
      seq->start_counter = IntValue(restart->signedInt());
    }
  }
}

}  // namespace spanlift::frontend::spanner
