#pragma once
// The one decision about a key or an index: is its first part a write hotspot, and which finding
// says so. lint's rules (H001, H003, H005, H006) report exactly these, and convert's passes rewrite
// only the warnings among them, so every key or index a rewrite changes answers a finding lint
// prints on the same input, with the same evidence (docs/rewrites.md, "One decision").
// docs/hotspots.md is the decision model: concentration (classification.h) and write load
// (table_load.h), both required.
#include <optional>
#include <string>
#include <vector>

#include "analysis/classification.h"
#include "model/schema.h"

namespace spanlift::analysis {

// Above this confidence a classification is strong enough to report (as info).
inline constexpr double kReportConfidence = 0.5;
// At or above this confidence, and not on a name alone, a finding is a warning and convert rewrites
// (docs/hotspots.md: calibrated on the benchmark's tuning half).
inline constexpr double kRewriteConfidence = 0.8;

struct Hotspot {
  const char* code;  // "H001" monotonic key, "H003" monotonic index, "H005" skewed, "H006" time-ordered UUID
  Classification classification;  // of the first part; its confidence is the finding's
  bool warning = false;           // lint warns and convert rewrites; otherwise info with the proposed change
  std::string load;               // the write-load evidence, for the message ("12,000 rows in the file ...")
};

// The table's primary key; none for an interleaved table (its first part is its parent's key) or a
// child led by its parent's key (interleaving answers it: H004).
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
