// MariaDB sequences: CREATE / ALTER / DROP SEQUENCE.
#include "frontend/mysql/transformer.h"

namespace spanlift::frontend::mysql {

namespace {

void ApplySequenceOption(model::Sequence& seq, P::SequenceOptionContext* opt) {
  if (auto* o = dynamic_cast<P::SequenceTypeContext*>(opt)) {
    seq.data_type = BuildDataType(o->dataType()).ToString();
  } else if (auto* o = dynamic_cast<P::SequenceIncrementContext*>(opt)) {
    seq.increment = SignedInteger(o->signedInteger());
  } else if (auto* o = dynamic_cast<P::SequenceStartContext*>(opt)) {
    seq.start = SignedInteger(o->signedInteger());
  } else if (auto* o = dynamic_cast<P::SequenceRestartContext*>(opt)) {
    if (o->signedInteger()) seq.start = SignedInteger(o->signedInteger());
  } else if (auto* o = dynamic_cast<P::SequenceMinContext*>(opt)) {
    seq.min_value = SignedInteger(o->signedInteger());
  } else if (auto* o = dynamic_cast<P::SequenceMaxContext*>(opt)) {
    seq.max_value = SignedInteger(o->signedInteger());
  } else if (auto* o = dynamic_cast<P::SequenceNoBoundContext*>(opt)) {
    (o->MINVALUE() || o->NOMINVALUE() ? seq.min_value : seq.max_value).reset();
  } else if (auto* o = dynamic_cast<P::SequenceCacheContext*>(opt)) {
    seq.cache = SignedInteger(o->signedInteger());
  } else if (dynamic_cast<P::SequenceNoCacheContext*>(opt)) {
    seq.cache = 0;
  } else if (dynamic_cast<P::SequenceCycleContext*>(opt)) {
    seq.cycle = true;
  } else if (dynamic_cast<P::SequenceNoCycleContext*>(opt)) {
    seq.cycle = false;
  }
}

}  // namespace

void ApplyCreateSequence(Context& c, P::CreateSequenceContext* ctx) {
  QualifiedName name = NameOf(c, ctx->tableName());
  if (c.schema.FindSequence(name.schema, name.name)) {
    if (ctx->ifNotExists()) return;
    if (!ctx->orReplace()) {
      c.Warn(model::codes::kDuplicateObject, ctx->tableName(), "sequence '" + name.ToString() + "' is already defined");
      return;
    }
    std::erase_if(c.schema.sequences, [&](const model::Sequence& s) {
      return model::EqualsIgnoreCase(s.name, name.name) && (name.schema.empty() || s.schema == name.schema);
    });
  }
  model::Sequence seq;
  seq.schema = name.schema;
  seq.name = name.name;
  seq.location = c.Loc(ctx);
  for (auto* opt : ctx->sequenceOption()) ApplySequenceOption(seq, opt);
  c.schema.sequences.push_back(std::move(seq));
}

void ApplyAlterSequence(Context& c, P::AlterSequenceContext* ctx) {
  QualifiedName name = NameOf(c, ctx->tableName());
  model::Sequence* seq = c.schema.FindSequence(name.schema, name.name);
  if (!seq) {
    if (!ctx->ifExists())
      c.Warn(model::codes::kUnknownObject, ctx->tableName(), "sequence '" + name.ToString() + "' is not defined");
    return;
  }
  for (auto* opt : ctx->sequenceOption()) ApplySequenceOption(*seq, opt);
}

void ApplyDropSequence(Context& c, P::DropSequenceContext* ctx) {
  for (auto* name_ctx : ctx->tableName()) {
    QualifiedName name = NameOf(c, name_ctx);
    model::Sequence* seq = c.schema.FindSequence(name.schema, name.name);
    if (!seq) {
      if (!ctx->ifExists())
        c.Warn(model::codes::kUnknownObject, name_ctx, "sequence '" + name.ToString() + "' is not defined");
      continue;
    }
    c.schema.sequences.erase(c.schema.sequences.begin() + (seq - c.schema.sequences.data()));
  }
}

}  // namespace spanlift::frontend::mysql
