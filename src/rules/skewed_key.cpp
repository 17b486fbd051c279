#include "rules/skewed_key.h"

#include <algorithm>

namespace spanlift::rules {

namespace {

using analysis::Distribution;

// The seed's remedy for (CompanyId, UserId, Timestamp): lead with a high-cardinality part, here the
// first part that is neither skewed nor monotonic [seed 004]; without one, shard.
std::string Fix(const analysis::AnalysisContext& ctx, const model::Table& t, const std::vector<model::KeyPart>& parts,
                const std::string& what) {
  std::vector<std::string> columns;
  for (const auto& p : parts) columns.push_back(p.column);
  for (size_t i = 1; i < parts.size(); ++i) {
    auto c = analysis::ClassifyKeyPart(ctx, t, parts[i]);
    if (c.kind == Distribution::kSkewed || c.kind == Distribution::kMonotonic || parts[i].column.empty()) continue;
    std::vector<std::string> reordered = columns;
    std::rotate(reordered.begin(), reordered.begin() + static_cast<long>(i), reordered.begin() + static_cast<long>(i) + 1);
    return "lead the " + what + " with the high-cardinality " + parts[i].column + ": " + JoinColumns(reordered) + ", or " +
           ShardFix(t, columns);
  }
  return ShardFix(t, columns);
}

void Check(const analysis::AnalysisContext& ctx, const model::Table& t, const std::vector<model::KeyPart>& parts,
           const std::string& object, const std::string& what, const model::SourceLocation& location, Findings& out) {
  if (parts.size() < 2 || parts[0].column.empty()) return;  // a one-column key is unique, not skewed
  auto c = analysis::ClassifyKeyPart(ctx, t, parts[0]);
  if (!Reportable(c, Distribution::kSkewed)) return;
  std::string message = "first " + what + " part " + parts[0].column + " is a low-cardinality, skewed value (" + c.evidence +
                        "): a large tenant's rows share one key range";
  auto next = analysis::ClassifyKeyPart(ctx, t, parts[1]);
  if (Reportable(next, Distribution::kMonotonic))
    message += ", and the next part " + parts[1].column + " is monotonic, so each tenant's inserts go to one split";
  out.Add("H005", location, object, message, Fix(ctx, t, parts, what), c);
}

}  // namespace

void SkewedKey(const analysis::AnalysisContext& ctx, Findings& out) {
  for (const auto& t : ctx.schema().tables) {
    if (t.primary_key && !t.interleave) Check(ctx, t, t.primary_key->parts, TableObject(t), "key", KeyLocation(t), out);
    for (const auto& index : t.indexes)
      if (index.interleave_in.empty())
        Check(ctx, t, index.parts, IndexObject(index), "index key", index.location.line ? index.location : t.location, out);
  }
}

}  // namespace spanlift::rules
