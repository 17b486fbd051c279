#include "analysis/hotspot.h"

#include <algorithm>
#include "analysis/data_evidence.h"

namespace spanlift::analysis {

namespace {

// A skew that what follows spreads: reported, never rewritten (calibrated on the tuning half: about 3
// in 4 such columns are labelled skewed).
constexpr double kSpreadSkewConfidence = 0.7;

// A key led by a foreign key to another table belongs to that table's rows (order lines, junction
// tables, one-to-one extensions): it spreads as its parent's key does, and interleaving is the
// answer (H004), not a finding on the child.
bool LedByParent(const model::Table& table, const std::vector<model::KeyPart>& parts) {
  for (const auto& fk : table.foreign_keys)
    if (!fk.columns.empty() && model::EqualsIgnoreCase(fk.columns[0], parts[0].column) &&
        !model::EqualsIgnoreCase(fk.ref_table, table.name))
      return true;
  return false;
}

// A time the row gets after its insert (deleted_at, closed_at): nullable, no default, so NULL in
// every new row.
bool SetLater(const model::Table& table, const model::KeyPart& part) {
  const model::Column* c = table.FindColumn(part.column);
  return c && c->nullable && !c->default_value && IsTemporalType(*c);
}

// What follows the first part in the key space: the first later part that does not take few values
// itself (wp_posts (post_type, post_status, post_date)), or for an index the table's key, which
// Spanner appends to every index entry.
std::optional<Classification> Following(const AnalysisContext& ctx, const model::Table& table,
                                        const std::vector<model::KeyPart>& parts, bool is_index, std::string* name) {
  std::vector<const model::KeyPart*> after;
  for (size_t i = 1; i < parts.size(); ++i) after.push_back(&parts[i]);
  if (is_index && table.primary_key)
    for (const auto& p : table.primary_key->parts) after.push_back(&p);
  for (const model::KeyPart* next : after) {
    if (next->column.empty()) return std::nullopt;
    Classification c = ClassifyKeyPart(ctx, table, *next);
    if (c.kind == Distribution::kSkewed && c.signal != Signal::kData) continue;
    if (SetLater(table, *next)) continue;  // NULL when the row is inserted: no order among new rows
    *name = next->column;
    return c;
  }
  return std::nullopt;
}

// A skewed first part is a hotspot when what follows grows with time: each value's new rows go to
// the end of that value's range, and the dominant value's range takes most inserts (seed 004).
// Followed by anything else, its rows spread within the value's range, which Spanner splits by load.
std::optional<Hotspot> Skewed(const AnalysisContext& ctx, const model::Table& table,
                              const std::vector<model::KeyPart>& parts, bool is_index, Classification first) {
  std::string next;
  std::optional<Classification> follow = Following(ctx, table, parts, is_index, &next);
  if (first.signal == Signal::kPolicy) return Hotspot{"H005", first};
  if (follow && follow->kind == Distribution::kMonotonic && follow->confidence >= kReportConfidence) {
    first.confidence = std::min(first.confidence, std::max(follow->confidence, kReportConfidence));
    first.name_only = first.name_only || follow->name_only;
    first.evidence += "; then " + next + " grows with time (" + follow->evidence +
                      "), so each value's new rows go to the end of that value's range (seed 004)";
    return Hotspot{"H005", first};
  }
  // Measured skew: a value with many times the others' rows keeps its range busier than any split
  // of the others, however the next part spreads it (seed 004: Company B's log entries).
  if (first.measured) {
    first.evidence += next.empty() ? ""
                                   : "; " + next +
                                         " after it spreads each value's rows, yet the large value's range "
                                         "takes most inserts";
    return Hotspot{"H005", first};
  }
  // Declared few values: the large value's range takes most inserts, and what follows spreads them
  // inside it, so that Spanner can split that range by load: worth knowing, not worth a rewrite.
  first.confidence = std::min(first.confidence, kSpreadSkewConfidence);
  first.spread = true;
  first.evidence += next.empty() ? "; nothing after it spreads each value's rows"
                                 : ", then " + next + " spreads each value's rows inside its range" +
                                       (follow ? " (" + follow->evidence + ")" : std::string()) +
                                       ", so Spanner can split the large value's range by load";
  return Hotspot{"H005", first};
}

// A skew that NULL makes: most rows leave the column NULL (one of several optional references, a
// tree's top-level rows).
bool NullSkew(const model::Table& table, const model::KeyPart& part, const Classification& c) {
  const model::Column* column = table.FindColumn(part.column);
  if (!column || !column->nullable || c.measured) return false;
  bool no_default = !column->default_value || model::ToLower(*column->default_value) == "null";
  return c.signal == Signal::kMostlyNull || (c.signal == Signal::kTreeRoot && no_default);
}

// NULL_FILTERED, or Spanner's partial-index predicate on the first column: `WHERE c IS NOT NULL`.
bool LeavesOutNull(const model::Index& index) {
  std::string where = model::ToLower(index.where);
  return index.null_filtered || where.find(model::ToLower(index.parts[0].column) + " is not null") != std::string::npos;
}

std::string LoadText(const LoadAssessment& load) {
  if (load.load == Load::kBusy)
    return std::string(load.from_rows ? "the table takes write load: " : "the table likely takes write load: ") +
           load.evidence;
  return "write load not known (" +
         std::string(load.evidence.empty() ? "no rows in the file, nothing in the table's shape" : load.evidence) +
         "): a hotspot only if the table takes a steady stream of inserts";
}

}  // namespace

std::optional<Hotspot> PartsHotspot(const AnalysisContext& ctx, const model::Table& table,
                                    const std::vector<model::KeyPart>& parts, bool is_index, bool whole_is_unique) {
  if (parts.empty() || parts[0].column.empty()) return std::nullopt;
  Classification c = ClassifyKeyPart(ctx, table, parts[0]);
  const LoadAssessment& load = ctx.LoadOf(table);
  if (load.load == Load::kQuiet && c.signal != Signal::kPolicy) return std::nullopt;
  std::optional<Hotspot> hot;
  if (c.kind == Distribution::kMonotonic) {
    if (!is_index && LedByParent(table, parts)) return std::nullopt;
    // Rows addressed by their time: a key led by a timestamp takes each new row at its end.
    if (!is_index && c.signal == Signal::kTemporal && !c.name_only && c.confidence < 0.85) {
      c.confidence = 0.85;
      c.evidence += ", and it leads the primary key: rows are stored in time order";
    }
    const char* code = c.signal == Signal::kTimeOrderedUuid ? "H006" : is_index ? "H003" : "H001";
    hot = Hotspot{code, c};
  } else if (c.kind == Distribution::kSkewed && !(parts.size() == 1 && whole_is_unique)) {
    hot = Skewed(ctx, table, parts, is_index, c);
  }
  if (!hot || hot->classification.confidence < kReportConfidence) return std::nullopt;
  hot->warning = !hot->classification.name_only && !hot->classification.spread &&
                 hot->classification.confidence >= kRewriteConfidence;
  hot->load = LoadText(load);
  return hot;
}

std::optional<Hotspot> KeyHotspot(const AnalysisContext& ctx, const model::Table& table) {
  if (!table.primary_key || table.interleave) return std::nullopt;
  return PartsHotspot(ctx, table, table.primary_key->parts, false, true);
}

std::optional<Hotspot> IndexHotspot(const AnalysisContext& ctx, const model::Table& table, const model::Index& index) {
  if (!index.interleave_in.empty()) return std::nullopt;
  std::optional<Hotspot> hot = PartsHotspot(ctx, table, index.parts, true, index.unique);
  // A NULL_FILTERED index (a nullable UNIQUE one, or a partial index WHERE c IS NOT NULL) leaves out
  // the rows whose NULL made the column skewed: what it holds spreads.
  if (hot && LeavesOutNull(index) && NullSkew(table, index.parts[0], hot->classification)) return std::nullopt;
  return hot;
}

bool CanLead(const AnalysisContext& ctx, const model::Table& table, const model::KeyPart& part) {
  if (part.column.empty() || !table.FindColumn(part.column)) return false;
  Distribution kind = ClassifyKeyPart(ctx, table, part).kind;
  return kind != Distribution::kMonotonic && kind != Distribution::kSkewed;
}

}  // namespace spanlift::analysis
