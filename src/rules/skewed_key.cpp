#include "rules/skewed_key.h"

namespace spanlift::rules {

namespace {

void Check(const analysis::AnalysisContext& ctx, const model::Table& t, const std::optional<analysis::Hotspot>& hot,
           const std::vector<model::KeyPart>& parts, const std::string& object, const std::string& what,
           const model::SourceLocation& location, Findings& out) {
  if (!hot || std::string_view(hot->code) != "H005") return;
  const auto& c = hot->classification;
  std::string message = "first " + what + " part " + parts[0].column + " takes few values, most rows on some (" +
                        c.evidence + "): the inserts of a large value go to one split";
  out.Add(*hot, location, object, message, LeadOrShardFix(ctx, t, parts, what));
}

}  // namespace

void SkewedKey(const analysis::AnalysisContext& ctx, Findings& out) {
  for (const auto& t : ctx.schema().tables) {
    if (t.primary_key)
      Check(ctx, t, analysis::KeyHotspot(ctx, t), t.primary_key->parts, TableObject(t), "key", KeyLocation(t), out);
    for (const auto& index : t.indexes)
      Check(ctx, t, analysis::IndexHotspot(ctx, t, index), index.parts, IndexObject(index), "index key",
            index.location.line ? index.location : t.location, out);
  }
}

}  // namespace spanlift::rules
