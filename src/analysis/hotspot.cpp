#include "analysis/hotspot.h"

#include "analysis/data_evidence.h"

namespace spanlift::analysis {

std::optional<Hotspot> PartsHotspot(const AnalysisContext& ctx, const model::Table& table,
                                    const std::vector<model::KeyPart>& parts, bool is_index, bool whole_is_unique) {
  if (parts.empty() || parts[0].column.empty()) return std::nullopt;
  if (CountedNoWrites(ctx, table)) return std::nullopt;  // a live database saw no write (docs/live.md)
  Classification c = ClassifyKeyPart(ctx, table, parts[0]);
  if (c.confidence < kReportConfidence) return std::nullopt;
  if (c.kind == Distribution::kMonotonic) {
    const char* code = c.signal == Signal::kTimeOrderedUuid ? "H006" : is_index ? "H003" : "H001";
    return Hotspot{code, c};
  }
  // A large tenant's rows share one key range only if the tenant has many rows under the key.
  if (c.kind == Distribution::kSkewed && !(parts.size() == 1 && whole_is_unique)) return Hotspot{"H005", c};
  return std::nullopt;
}

std::optional<Hotspot> KeyHotspot(const AnalysisContext& ctx, const model::Table& table) {
  if (!table.primary_key || table.interleave) return std::nullopt;
  return PartsHotspot(ctx, table, table.primary_key->parts, false, true);
}

std::optional<Hotspot> IndexHotspot(const AnalysisContext& ctx, const model::Table& table, const model::Index& index) {
  if (!index.interleave_in.empty()) return std::nullopt;
  return PartsHotspot(ctx, table, index.parts, true, index.unique);
}

bool CanLead(const AnalysisContext& ctx, const model::Table& table, const model::KeyPart& part) {
  if (part.column.empty() || !table.FindColumn(part.column)) return false;
  Distribution kind = ClassifyKeyPart(ctx, table, part).kind;
  return kind != Distribution::kMonotonic && kind != Distribution::kSkewed;
}

}  // namespace spanlift::analysis
