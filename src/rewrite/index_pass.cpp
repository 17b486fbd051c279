#include "rewrite/index_pass.h"

#include "analysis/hierarchy.h"
#include "convert/naming_style.h"
#include "rewrite/codes.h"
#include "rewrite/key_facts.h"

namespace spanlift::rewrite::index_pass {

namespace {

std::vector<std::string> IndexColumns(const model::Index& index) {
  std::vector<std::string> out;
  for (const auto& p : index.parts)
    if (!p.column.empty()) out.push_back(p.column);
  return out;
}

// An index's shard column is named in the style its columns and its own name show.
std::vector<std::string> IndexNames(const model::Index& index) {
  std::vector<std::string> names = IndexColumns(index);
  names.push_back(index.name);
  return names;
}

void Shard(const analysis::AnalysisContext& ctx, model::Table& t, model::Index& index, const Policy& policy,
           RewriteLog& log) {
  std::vector<std::string> hashed = HashableColumns(t, IndexColumns(index));
  std::string before = KeyText(index.parts);
  if (hashed.empty()) {
    log.Record(codes::kHotspotKept, t,
               "index " + index.name + " " + before + ": no column can be hashed (docs/sharding.md); kept");
    return;
  }
  std::string why;
  int64_t n = ShardCount(ctx, t, index.parts[0], policy, why);
  std::string name =
      AddShardColumn(t, convert::StyledSuffix(convert::StyleOf(t, IndexNames(index)), index.name, {"shard", "id"}),
                     hashed, n, policy.hash);
  log.Added("column");
  model::KeyPart part;
  part.column = name;
  index.parts.insert(index.parts.begin(), part);
  log.Record(codes::kIndexShard, t,
             "index " + index.name + " " + before + " -> " + KeyText(index.parts) + " with " +
                 ShardDescription(name, hashed, n, policy.hash) + why +
                 (index.unique ? "; hashing the index's own columns keeps it unique" : ""),
             ShardApplication(name, n, policy.hash));
}

// Any index an ancestor's key leads is interleaved in it, hot or not: its entries then live with
// the rows they point at; other hot indexes get a shard column.
void Apply(const analysis::AnalysisContext& ctx, model::Table& t, model::Index& index, const Policy& policy,
           RewriteLog& log) {
  if (const model::Table* ancestor = analysis::IndexInterleaveAncestor(ctx.schema(), t, index)) {
    index.interleave_in = ancestor->name;
    log.Record(codes::kIndexInterleave, t,
               "index " + index.name + " " + KeyText(index.parts) + " is INTERLEAVE IN " + ancestor->name +
                   ": it starts with " + ancestor->name + "'s key, so its entries live with their " + ancestor->name +
                   " row");
    return;
  }
  if (IndexIsHot(ctx, t, index, policy)) Shard(ctx, t, index, policy, log);
}

}  // namespace

void Run(model::Schema& schema, const Policy& policy, RewriteLog& log) {
  const analysis::AnalysisContext ctx = PassContext(schema, log);
  for (auto& t : schema.tables) {
    if (!policy.PassEnabled(kName, t)) continue;
    for (auto& index : t.indexes) Apply(ctx, t, index, policy, log);
  }
}

}  // namespace spanlift::rewrite::index_pass
