#include "rules/desc_timestamp.h"

#include <algorithm>

namespace spanlift::rules {

namespace {

// History-like tables are read newest-first [seed 000: "use descending order for timestamps in
// interleaved history tables"]: interleaved children, foreign-key children keyed under their parent,
// and tables named like histories (history, audit, version, revision).
bool ReadNewestFirst(const model::Table& t) {
  if (t.interleave) return true;
  std::vector<std::string> key = KeyColumns(t);
  for (const auto& fk : t.foreign_keys)
    if (!fk.columns.empty() && fk.columns.size() < key.size() &&
        std::equal(fk.columns.begin(), fk.columns.end(), key.begin(),
                   [](const std::string& a, const std::string& b) { return model::EqualsIgnoreCase(a, b); }))
      return true;
  std::string name = model::ToLower(t.name);
  for (const char* word : {"history", "audit", "version", "revision"})
    if (name.find(word) != std::string::npos) return true;
  return false;
}

}  // namespace

void DescTimestamp(const analysis::AnalysisContext& ctx, Findings& out) {
  for (const auto& t : ctx.schema().tables) {
    if (!t.primary_key || !ReadNewestFirst(t)) continue;
    const auto& parts = t.primary_key->parts;
    for (size_t i = 1; i < parts.size(); ++i) {  // a leading timestamp is H001's
      if (parts[i].desc || parts[i].column.empty()) continue;
      auto c = analysis::ClassifyKeyPart(ctx, t, parts[i]);
      if (c.signal != analysis::Signal::kTemporal || !Reportable(c, analysis::Distribution::kMonotonic)) continue;
      std::vector<std::string> key = KeyColumns(t);
      key[i] += " DESC";
      out.Add("H002", KeyLocation(t), TableObject(t),
              "key part " + parts[i].column + " orders each parent's history by time, ascending (" + c.evidence +
                  "); newest-first reads have to scan from the end of each range",
              "declare it descending: PRIMARY KEY " + JoinColumns(key), c);
    }
  }
}

}  // namespace spanlift::rules
