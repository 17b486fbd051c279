#include "rules/monotonic_index.h"

#include <algorithm>

namespace spanlift::rules {

namespace {

bool StartsWith(const std::vector<std::string>& columns, const std::vector<std::string>& prefix) {
  return !prefix.empty() && prefix.size() <= columns.size() &&
         std::equal(prefix.begin(), prefix.end(), columns.begin(),
                    [](const std::string& a, const std::string& b) { return model::EqualsIgnoreCase(a, b); });
}

std::vector<std::string> Columns(const model::Index& index) {
  std::vector<std::string> out;
  for (const auto& p : index.parts) out.push_back(p.column.empty() ? p.expression : p.column);
  return out;
}

// An index on a monotonic column is a table keyed by it [seed 000: "indexes are implemented as
// tables"], unless interleaved, when its rows live under each parent row.
std::string Fix(const model::Table& t, const std::vector<std::string>& columns, bool unique) {
  if (t.interleave) {
    return "interleave the index in " + t.interleave->parent + " (INTERLEAVE IN " + t.interleave->parent +
           ") if it starts with the parent's key, or " + ShardFix(t, columns);
  }
  return ShardFix(t, columns) +
         (unique ? "; for a UNIQUE index hash the index's own columns, so uniqueness holds" : "");
}

void Check(const model::Table& t, const std::optional<analysis::Hotspot>& hot, const std::vector<std::string>& columns,
           bool unique, const std::string& object, const model::SourceLocation& location, Findings& out) {
  if (!hot || std::string_view(hot->code) != "H003") return;
  const auto& c = hot->classification;
  out.Add(*hot, location, object,
          "index on " + t.name + JoinColumns(columns) + " is led by the monotonic column " + columns[0] + " (" +
              c.evidence + "): every insert adds an index entry at the end of the index, on one split",
          Fix(t, columns, unique));
}

std::vector<model::KeyPart> Parts(const std::vector<std::string>& columns) {
  std::vector<model::KeyPart> out(columns.size());
  for (size_t i = 0; i < columns.size(); ++i) out[i].column = columns[i];
  return out;
}

}  // namespace

void MonotonicIndex(const analysis::AnalysisContext& ctx, Findings& out) {
  for (const auto& t : ctx.schema().tables) {
    std::vector<std::vector<std::string>> covered = {KeyColumns(t)};
    for (const auto& index : t.indexes) {
      covered.push_back(Columns(index));
      Check(t, analysis::IndexHotspot(ctx, t, index), Columns(index), index.unique, IndexObject(index),
            index.location.line ? index.location : t.location, out);
    }
    // Spanner backs a foreign key with an index on its columns unless the key or an index starts with them.
    for (const auto& fk : t.foreign_keys) {
      bool backed =
          std::any_of(covered.begin(), covered.end(), [&](const auto& cols) { return StartsWith(cols, fk.columns); });
      if (backed || fk.columns.empty()) continue;
      Check(t, analysis::PartsHotspot(ctx, t, Parts(fk.columns), true, false), fk.columns, false,
            "foreign key " + (fk.name.empty() ? t.name + JoinColumns(fk.columns) : fk.name),
            fk.location.line ? fk.location : t.location, out);
    }
  }
}

}  // namespace spanlift::rules
