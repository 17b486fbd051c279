#include "rewrite/reorder_pass.h"

#include "rewrite/codes.h"
#include "rewrite/key_facts.h"
#include "rewrite/strategy.h"

namespace spanlift::rewrite::reorder_pass {

namespace {

void Apply(const analysis::AnalysisContext& ctx, model::Table& t, const Policy& policy, RewriteLog& log) {
  auto& parts = t.primary_key->parts;
  size_t i = 1;
  while (i < parts.size() && !CanLead(ctx, t, parts[i], policy)) ++i;
  std::string before = KeyText(parts);
  if (i >= parts.size()) {
    log.Record(codes::kHotspotKept, t,
               "reorder needs a key part that is neither monotonic nor skewed; key " + before + " kept",
               "choose the shard strategy for this table in the policy");
    return;
  }
  model::KeyPart moved = parts[i];
  parts.erase(parts.begin() + static_cast<std::ptrdiff_t>(i));
  parts.insert(parts.begin(), moved);
  log.Record(codes::kReorder, t,
             "PRIMARY KEY " + before + " -> " + KeyText(parts) + ": writes spread by " + moved.column,
             "range scans by " + before.substr(1, before.find_first_of(",)") - 1) +
                 " alone no longer follow the key: add a filter on " + moved.column + " or an index");
}

}  // namespace

void Run(model::Schema& schema, const Policy& policy, RewriteLog& log) {
  const analysis::AnalysisContext ctx = PassContext(schema, log);
  for (auto& t : schema.tables)
    if (policy.PassEnabled(kName, t) && ChooseStrategy(ctx, t, policy) == Strategy::kReorder && t.primary_key &&
        !t.primary_key->parts.empty())
      Apply(ctx, t, policy, log);
}

}  // namespace spanlift::rewrite::reorder_pass
