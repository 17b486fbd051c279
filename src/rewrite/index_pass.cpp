#include "rewrite/index_pass.h"

#include "convert/naming_style.h"
#include "rewrite/codes.h"
#include "rewrite/key_facts.h"

namespace spanlift::rewrite::index_pass {

namespace {

// Whether the index's columns start with every key column of `parent`, in order.
bool LedByKeyOf(const model::Index& index, const model::Table& parent) {
  auto keys = KeyColumns(parent);
  if (keys.empty() || index.parts.size() < keys.size()) return false;
  for (size_t i = 0; i < keys.size(); ++i)
    if (!model::EqualsIgnoreCase(index.parts[i].column, keys[i])) return false;
  return true;
}

std::vector<std::string> IndexColumns(const model::Index& index) {
  std::vector<std::string> out;
  for (const auto& p : index.parts)
    if (!p.column.empty()) out.push_back(p.column);
  return out;
}

void Shard(model::Table& t, model::Index& index, const Policy& policy, RewriteLog& log) {
  std::vector<std::string> hashed = HashableColumns(t, IndexColumns(index));
  std::string before = KeyText(index.parts);
  if (hashed.empty()) {
    log.Record(codes::kHotspotKept, t,
               "index " + index.name + " " + before + ": no column can be hashed (docs/sharding.md); kept");
    return;
  }
  int64_t n = policy.ShardsFor(t);
  std::string name = AddShardColumn(t, convert::StyledSuffix(t, index.name, {"shard", "id"}), hashed, n, policy.hash);
  log.Added("column");
  model::KeyPart part;
  part.column = name;
  index.parts.insert(index.parts.begin(), part);
  log.Record(codes::kIndexShard, t,
             "index " + index.name + " " + before + " -> " + KeyText(index.parts) + " with " +
                 ShardDescription(name, hashed, n, policy.hash) +
                 (index.unique ? "; hashing the index's own columns keeps it unique" : ""),
             ShardApplication(name, n, policy.hash));
}

void Apply(const analysis::AnalysisContext& ctx, model::Table& t, model::Index& index, const Policy& policy, RewriteLog& log) {
  if (!index.interleave_in.empty() || index.parts.empty() || !IsHot(ctx, t, index.parts[0].column, policy)) return;
  const model::Schema& schema = ctx.schema();
  const model::Table* parent = t.interleave ? Find(schema, t.interleave->parent) : nullptr;
  if (parent && LedByKeyOf(index, *parent)) {
    index.interleave_in = parent->name;
    log.Record(codes::kIndexInterleave, t,
               "index " + index.name + " " + KeyText(index.parts) + " is INTERLEAVE IN " + parent->name +
                   ": its entries live with their parent row");
    return;
  }
  Shard(t, index, policy, log);
}

}  // namespace

void Run(model::Schema& schema, const Policy& policy, RewriteLog& log) {
  const analysis::AnalysisContext ctx(schema);
  for (auto& t : schema.tables) {
    if (!policy.PassEnabled(kName, t)) continue;
    for (auto& index : t.indexes) Apply(ctx, t, index, policy, log);
  }
}

}  // namespace spanlift::rewrite::index_pass
