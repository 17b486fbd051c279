#include "rewrite/shard_pass.h"

#include "convert/naming_style.h"
#include "rewrite/codes.h"
#include "rewrite/key_facts.h"
#include "rewrite/strategy.h"

namespace spanlift::rewrite::shard_pass {

namespace {

void Apply(const analysis::AnalysisContext& ctx, model::Table& t, const Policy& policy, RewriteLog& log) {
  std::vector<std::string> hashed = HashableColumns(t, KeyColumns(t));
  std::string before = KeyText(t.primary_key->parts);
  if (hashed.empty()) {
    log.Record(codes::kHotspotKept, t, "no key column can be hashed (docs/sharding.md); key " + before + " kept");
    return;
  }
  std::string why;
  int64_t n = ShardCount(ctx, t, t.primary_key->parts[0], policy, why);
  std::string name = AddShardColumn(t, convert::StyledName(t, {"shard", "id"}), hashed, n, policy.hash);
  log.Added("column");
  model::KeyPart part;
  part.column = name;
  t.primary_key->parts.insert(t.primary_key->parts.begin(), part);
  log.Record(codes::kShard, t,
             "PRIMARY KEY " + before + " -> " + KeyText(t.primary_key->parts) + " with " +
                 ShardDescription(name, hashed, n, policy.hash) + why,
             ShardApplication(name, n, policy.hash));
}

}  // namespace

void Run(model::Schema& schema, const Policy& policy, RewriteLog& log) {
  const analysis::AnalysisContext ctx = PassContext(schema, log);
  for (auto& t : schema.tables)
    if (policy.PassEnabled(kName, t) && t.primary_key && !t.primary_key->parts.empty() &&
        ChooseStrategy(ctx, t, policy) == Strategy::kShard)
      Apply(ctx, t, policy, log);
}

}  // namespace spanlift::rewrite::shard_pass
