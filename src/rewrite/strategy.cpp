#include "rewrite/strategy.h"

#include "rewrite/interleave_pass.h"
#include "rewrite/key_facts.h"

namespace spanlift::rewrite {

namespace {

bool HasGenerator(const model::Column& c) {
  return c.identity || c.auto_increment ||
         (c.default_value && model::ToUpper(*c.default_value).find("GET_NEXT_SEQUENCE_VALUE") != std::string::npos);
}

}  // namespace

bool PolicyChose(const model::Table& table, const Policy& policy) {
  return policy.StrategyFor(table) != Strategy::kAuto;
}

Strategy ChooseStrategy(const analysis::AnalysisContext& ctx, const model::Table& table, const Policy& policy) {
  const model::Schema& schema = ctx.schema();
  if (PolicyChose(table, policy)) return policy.StrategyFor(table);
  if (table.interleave || !table.primary_key || table.primary_key->parts.empty() ||
      interleave_pass::WillInterleave(ctx, table, policy))
    return Strategy::kNone;
  const auto& parts = table.primary_key->parts;
  bool hot = KeyIsHot(ctx, table, policy);
  // The key stays as it is, so a parent's interleaved children keep their prefix.
  const model::Column* id = SingleInt64Key(table);
  if (id && (HasGenerator(*id) || hot)) return Strategy::kSequence;
  if (!hot || !Children(schema, table).empty()) return Strategy::kNone;
  for (size_t i = 1; i < parts.size(); ++i)
    if (CanLead(ctx, table, parts[i], policy)) return Strategy::kReorder;
  return Strategy::kShard;
}

}  // namespace spanlift::rewrite
