#pragma once
// The one decision about a key or an index: is its first part a write hotspot, and which finding
// says so. lint's rules (H001, H003, H005, H006) report exactly these, and convert's passes rewrite
// only these, so every key or index a rewrite changes answers a finding lint prints on the same
// input, with the same evidence (docs/rewrites.md, "One decision").
#include <optional>
#include <vector>

#include "analysis/classification.h"
#include "model/schema.h"

namespace spanlift::analysis {

// Above this confidence a classification is strong enough to report.
inline constexpr double kReportConfidence = 0.5;

struct Hotspot {
  const char* code;  // "H001" monotonic key, "H003" monotonic index, "H005" skewed, "H006" time-ordered UUID
  Classification classification;  // of the first part
};

// The table's primary key; none for an interleaved table (its first part is its parent's key).
std::optional<Hotspot> KeyHotspot(const AnalysisContext& ctx, const model::Table& table);
// One of the table's indexes; none when interleaved (its entries live with their parent row).
std::optional<Hotspot> IndexHotspot(const AnalysisContext& ctx, const model::Table& table, const model::Index& index);
// Key or index parts: `whole_is_unique` says one row per value of the parts (a one-column primary
// key or UNIQUE index), which no skew can make hot.
std::optional<Hotspot> PartsHotspot(const AnalysisContext& ctx, const model::Table& table,
                                    const std::vector<model::KeyPart>& parts, bool is_index, bool whole_is_unique);

// Whether a column may lead a key in place of a hot first part: neither monotonic nor skewed by
// any signal, name-only ones included (a reorder must not move a probable timestamp to the front).
bool CanLead(const AnalysisContext& ctx, const model::Table& table, const model::KeyPart& part);

}  // namespace spanlift::analysis
