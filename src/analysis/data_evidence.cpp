#include "analysis/data_evidence.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "profile/time_order.h"

namespace spanlift::analysis {

namespace {

// The table's key comes from a generator (AUTO_INCREMENT, serial, identity, a sequence): its
// single key column, or nullptr. A file that lists rows in that key's order lists them in
// insertion order.
const model::Column* GeneratedKey(const AnalysisContext& ctx, const model::Table& source) {
  if (!source.primary_key || source.primary_key->parts.size() != 1) return nullptr;
  const model::Column* key = source.FindColumn(source.primary_key->parts[0].column);
  if (!key) return nullptr;
  bool nextval = key->default_value && model::ToLower(*key->default_value).find("nextval(") != std::string::npos;
  bool generated = key->auto_increment || key->identity || !key->sequence.empty() || nextval ||
                   ctx.OwningSequence(source, *key) != nullptr;
  return generated ? key : nullptr;
}

// Share of rows the most frequent value surely holds: its count less the possible overcount of
// space-saving (docs/profiling.md), so a column of distinct values never looks skewed.
double TopShare(const model::ColumnData& d) {
  if (d.top.empty() || d.values == 0) return 0;
  return static_cast<double>(d.top.front().count - d.top.front().error) / static_cast<double>(d.values);
}

double NullShare(const model::ColumnData& d) {
  uint64_t all = d.values + d.nulls;
  return all ? static_cast<double>(d.nulls) / static_cast<double>(all) : 0;
}

std::string Percent(double share) { return fmt::format("{:.1f}%", share * 100); }

std::string Sample(const model::ColumnData& d) {
  std::string v = d.sample.empty() ? d.max : d.sample.front();
  return v.size() > 40 ? v.substr(0, 40) + "..." : v;
}

// ---- A live database's statistics (docs/live.md): the physical order of a heap table is the
// order its rows were appended in, and pg_stats measures how closely a column follows it.
bool MostlyDistinct(const model::ColumnData& d) { return d.values > 0 && d.distinct * 2 >= d.values; }

std::string LiveOrder(const model::ColumnData& d) {
  if (!d.correlation || *d.correlation < kLiveCorrelation || !MostlyDistinct(d)) return "";
  return fmt::format(
      "the table's physical (insertion) order follows its values (pg_stats correlation {:.2f}, {} distinct "
      "of {} rows)",
      *d.correlation, d.distinct, d.values);
}

bool LiveUnordered(const model::ColumnData& d) {
  return d.correlation && std::abs(*d.correlation) < 0.3 && MostlyDistinct(d) && d.values >= kMinProfiledValues;
}

// The evidence texts name the dump's rows; for a live database they name what was read instead.
Classification InLiveWords(Classification c, const model::TableData& data) {
  if (data.origin != "live") return c;
  std::string by =
      data.sampled_rows ? "the live database's statistics and sampled rows" : "the live database's statistics";
  model::ReplaceAll(c.evidence, "the rows in the file", by);
  model::ReplaceAll(c.evidence, "the file's rows", by);
  model::ReplaceAll(c.evidence, "the dump's rows", by);
  model::ReplaceAll(c.evidence, "in dump order", "in the table's physical order");
  return c;
}

double DecreasingShare(const model::ColumnData& d) {
  return d.pairs ? static_cast<double>(d.decreases) / static_cast<double>(d.pairs) : 0;
}

// Why the rows make the column monotonic, or "" when they do not. The order of rows in a file is
// not time (mysqldump writes key order, load scripts list rows sorted): it counts only where the
// values carry time themselves, or where the column rises along a generated key the file follows,
// forwards or backwards (the same rows listed in reverse give the same decision).
std::string MonotonicRows(const model::ColumnData& d, const model::Column* generated_key,
                          const model::ColumnData* key_rows) {
  if (profile::SortsByTime(d.time_order))
    return "its values are " + d.time_order + " (e.g. '" + Sample(d) + "'), which sort by creation time";
  bool enough = key_rows && key_rows->pairs + 1 >= kMinDecisiveValues && d.pairs + 1 >= kMinDecisiveValues;
  bool key_up = enough && key_rows->IncreasingShare() >= kIncreasingShare;
  bool key_down = enough && !key_up && DecreasingShare(*key_rows) >= kIncreasingShare;
  double along = key_up ? d.IncreasingShare() : key_down ? DecreasingShare(d) : 0;
  if (generated_key && along >= kIncreasingShare)
    return Percent(along) + " of adjacent rows increase along the generated key " + generated_key->name +
           ", whose order the file follows: the order of insertion";
  return LiveOrder(d);
}

std::string SkewText(const model::ColumnData& d) {
  if (NullShare(d) >= kNullSkewShare)
    return fmt::format("NULL in {} of {} rows", Percent(NullShare(d)), d.values + d.nulls);
  std::string text = fmt::format("value '{}' holds {} of {} rows ({} distinct)", d.top.front().value,
                                 Percent(TopShare(d)), d.values, d.distinct);
  if (auto shards = SuggestedShards(d))
    text += fmt::format(", {}x the average of the others: about {} shards (--shards auto)", *shards, *shards);
  return text;
}

// Few values, one of them (or NULL) holding most rows, in enough rows to speak.
bool SkewedRows(const model::ColumnData& d) {
  if (d.values + d.nulls < kMinDecisiveValues) return false;
  if (NullShare(d) >= kNullSkewShare) return true;
  return d.values >= kMinDecisiveValues && SuggestedShards(d).has_value();
}

// Many distinct values, none holding a large share: no skew, measured.
bool SpreadRows(const model::ColumnData& d) {
  return d.values >= kMinDecisiveValues && d.distinct >= kMinDecisiveValues && NullShare(d) < kNullSkewShare &&
         !SuggestedShards(d).has_value();
}

Classification Measured(Distribution kind, double confidence, std::string evidence) {
  Classification c;
  c.kind = kind;
  c.confidence = confidence;
  c.signal = Signal::kData;
  c.evidence = std::move(evidence);
  c.measured = true;
  return c;
}

Classification Confirmed(Classification guess, const std::string& why) {
  guess.confidence = std::max(guess.confidence, 0.9);
  guess.name_only = false;
  guess.measured = true;
  guess.evidence += "; the rows in the file confirm it: " + why;
  return guess;
}

}  // namespace

const model::ColumnData* ColumnRows(const AnalysisContext& ctx, const model::Table& table,
                                    const model::Column& column) {
  const model::Table* source = ctx.SourceTable(table);
  if (!source || !source->data) return nullptr;
  const model::Column* origin = ctx.SourceColumn(table, column);
  return source->data->Find(origin ? origin->name : column.name);
}

std::optional<int64_t> SuggestedShards(const model::ColumnData& d) {
  if (d.top.empty() || d.distinct < 2 || TopShare(d) < kSkewShare) return std::nullopt;
  double top = static_cast<double>(d.top.front().count - d.top.front().error);
  double others = (static_cast<double>(d.values) - top) / static_cast<double>(d.distinct - 1);
  if (others <= 0) return std::nullopt;
  double ratio = top / others;
  if (ratio < kSkewRatio) return std::nullopt;
  return std::clamp<int64_t>(std::llround(ratio), 2, 4096);
}

bool CountedNoWrites(const AnalysisContext& ctx, const model::Table& table) {
  const model::Table* source = ctx.SourceTable(table);
  return source && source->data && source->data->CountedNoWrites();
}

namespace {
Classification Measure(const AnalysisContext& ctx, const model::Table& table, const model::Column& column,
                       Classification guess);
}  // namespace

Classification WithDataEvidence(const AnalysisContext& ctx, const model::Table& table, const model::Column& column,
                                Classification guess) {
  const model::Table* source = ctx.SourceTable(table);
  Classification c = Measure(ctx, table, column, std::move(guess));
  return source && source->data ? InLiveWords(std::move(c), *source->data) : c;
}

namespace {

Classification Measure(const AnalysisContext& ctx, const model::Table& table, const model::Column& column,
                       Classification guess) {
  // Generators and declarations decide on their own; rows cannot add to them.
  if (guess.signal == Signal::kShard || guess.signal == Signal::kBitReversed || guess.signal == Signal::kPolicy ||
      guess.signal == Signal::kRandomUuid)
    return guess;
  const model::ColumnData* d = ColumnRows(ctx, table, column);
  if (!d || d->values + d->nulls < kMinDecisiveValues) return guess;
  const model::Table* source = ctx.SourceTable(table);
  const model::Column* origin = ctx.SourceColumn(table, column);
  const model::Column* key = source ? GeneratedKey(ctx, *source) : nullptr;
  if (key && origin && model::EqualsIgnoreCase(key->name, origin->name))
    key = nullptr;  // the key itself: its generator speaks
  std::string monotonic = MonotonicRows(*d, key, key && source->data ? source->data->Find(key->name) : nullptr);
  switch (guess.kind) {
    case Distribution::kSkewed:
      if (SkewedRows(*d)) return Confirmed(guess, SkewText(*d));
      if (!SpreadRows(*d)) return guess;  // few distinct values evenly used are still few values
      return Measured(Distribution::kUniform, 0.8,
                      column.name + " is not skewed: the rows in the file refute the guess (" + guess.evidence +
                          "): the most frequent value holds at most " + Percent(d->TopShare()) + " of " +
                          std::to_string(d->values) + " rows (" + std::to_string(d->distinct) + " distinct)");
    case Distribution::kMonotonic:
      if (!monotonic.empty()) return Confirmed(guess, monotonic);
      // Only a live heap's physical order refutes a guess: a file's row order is not time.
      if (guess.signal == Signal::kSequence || guess.signal == Signal::kTemporal || !LiveUnordered(*d)) return guess;
      return Measured(Distribution::kUnknown, 0,
                      column.name + ": the table's physical order refutes the guess (" + guess.evidence +
                          "): pg_stats correlation " + fmt::format("{:.2f}", d->correlation.value_or(0)));
    case Distribution::kUnknown:
      if (!monotonic.empty())
        return Measured(Distribution::kMonotonic, 0.85,
                        column.name + " grows with time, measured in the file's rows: " + monotonic);
      if (SkewedRows(*d))
        return Measured(Distribution::kSkewed, 0.85,
                        column.name + " is skewed, measured in the file's rows: " + SkewText(*d));
      return guess;
    case Distribution::kUniform: return guess;
  }
  return guess;
}

}  // namespace

}  // namespace spanlift::analysis
