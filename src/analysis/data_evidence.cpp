#include "analysis/data_evidence.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "profile/time_order.h"

namespace spanlift::analysis {

namespace {

// mysqldump writes InnoDB rows in primary-key order, so the arrival order of the key's first
// column says nothing about how rows were inserted.
bool OrderedByDump(const AnalysisContext& ctx, const model::Table& source, const model::Column& column) {
  return ctx.source() && ctx.source()->dialect == model::Dialect::kMySql && source.primary_key &&
         !source.primary_key->parts.empty() && model::EqualsIgnoreCase(source.primary_key->parts[0].column, column.name);
}

// Share of rows the most frequent value surely holds: its count less the possible overcount of
// space-saving (docs/profiling.md), so a column of distinct values never looks skewed.
double TopShare(const model::ColumnData& d) {
  if (d.top.empty() || d.values == 0) return 0;
  return static_cast<double>(d.top.front().count - d.top.front().error) / static_cast<double>(d.values);
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
  return fmt::format("the table's physical (insertion) order follows its values (pg_stats correlation {:.2f}, {} distinct "
                     "of {} rows)",
                     *d.correlation, d.distinct, d.values);
}

bool LiveUnordered(const model::ColumnData& d) {
  return d.correlation && std::abs(*d.correlation) < 0.3 && MostlyDistinct(d) && d.values >= kMinProfiledValues;
}

// The evidence texts name the dump's rows; for a live database they name what was read instead.
Classification InLiveWords(Classification c, const model::TableData& data) {
  if (data.origin != "live") return c;
  std::string by = data.sampled_rows ? "the live database's statistics and sampled rows" : "the live database's statistics";
  model::ReplaceAll(c.evidence, "the dump's rows", by);
  model::ReplaceAll(c.evidence, "in dump order", "in the table's physical order");
  return c;
}

// Why the rows make the column monotonic, or "" when they do not.
std::string MonotonicRows(const model::ColumnData& d, bool ordered_by_dump) {
  if (profile::SortsByTime(d.time_order))
    return "its values are " + d.time_order + " (e.g. '" + Sample(d) + "'), which sort by creation time";
  bool arrives_increasing = !ordered_by_dump && d.pairs + 1 >= kMinProfiledValues && d.IncreasingShare() >= kIncreasingShare;
  if (arrives_increasing)
    return Percent(d.IncreasingShare()) + " of adjacent values increase in dump order" +
           (d.time_order.empty() ? "" : " (" + d.time_order + ")");
  if (auto live = LiveOrder(d); !live.empty()) return live;
  // Where the dump's order says nothing (mysqldump's key order): mostly distinct integers filling
  // most of min..max, what a counter hands out.
  if (ordered_by_dump && d.all_integers && d.int_min && d.int_max && d.distinct * 10 >= d.values * 9) {
    double range = static_cast<double>(*d.int_max) - static_cast<double>(*d.int_min) + 1;
    if (static_cast<double>(d.distinct) * 2 >= range)
      return fmt::format("{} distinct integers fill {}..{} densely, as a counter hands them out", d.distinct, *d.int_min,
                         *d.int_max);
  }
  return "";
}

// The rows show values in no order: few increases and many decreases (equal neighbours, such as
// one load's timestamps, are no evidence either way; a refutation needs rows in insertion order).
bool Unordered(const model::ColumnData& d, bool ordered_by_dump) {
  if (LiveUnordered(d)) return true;
  return !ordered_by_dump && d.time_order.empty() && d.pairs + 1 >= kMinProfiledValues && d.IncreasingShare() < 0.6 &&
         d.decreases * 4 >= d.pairs;
}

std::string SkewText(const model::ColumnData& d) {
  std::string text = fmt::format("value '{}' holds {} of {} rows ({} distinct)", d.top.front().value, Percent(TopShare(d)),
                                 d.values, d.distinct);
  if (auto shards = SuggestedShards(d))
    text += fmt::format(", {}x the average of the others: about {} shards (--shards auto)", *shards, *shards);
  return text;
}

Classification Measured(Distribution kind, double confidence, std::string evidence) {
  Classification c;
  c.kind = kind;
  c.confidence = confidence;
  c.signal = Signal::kData;
  c.evidence = std::move(evidence);
  return c;
}

Classification Confirmed(Classification guess, const std::string& why) {
  guess.confidence = std::max(guess.confidence, 0.9);
  guess.name_only = false;
  guess.evidence += "; the dump's rows confirm it: " + why;
  return guess;
}

}  // namespace

const model::ColumnData* ColumnRows(const AnalysisContext& ctx, const model::Table& table, const model::Column& column) {
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
  if (!d || d->values < kMinProfiledValues) return guess;
  const model::Table* source = ctx.SourceTable(table);
  const model::Column* origin = ctx.SourceColumn(table, column);
  bool ordered_by_dump = source && OrderedByDump(ctx, *source, origin ? *origin : column);
  std::string monotonic = MonotonicRows(*d, ordered_by_dump);
  // A large share alone may be few values evenly used: skew is one value well above the others.
  bool skewed = SuggestedShards(*d).has_value();
  switch (guess.kind) {
    case Distribution::kSkewed:
      if (skewed) return Confirmed(guess, SkewText(*d));
      return Measured(Distribution::kUniform, 0.8,
                      column.name + " is not skewed: the dump's rows refute the guess (" + guess.evidence +
                          "): the most frequent value holds at most " + Percent(d->TopShare()) + " of " +
                          std::to_string(d->values) + " rows (" + std::to_string(d->distinct) + " distinct)");
    case Distribution::kMonotonic:
      if (!monotonic.empty()) return Confirmed(guess, monotonic);
      if (guess.signal == Signal::kSequence || guess.signal == Signal::kTemporal || !Unordered(*d, ordered_by_dump))
        return guess;
      return Measured(Distribution::kUnknown, 0,
                      column.name + ": the dump's rows refute the guess (" + guess.evidence + "): only " +
                          Percent(d->IncreasingShare()) + " of adjacent values increase in dump order");
    case Distribution::kUnknown:
      if (!monotonic.empty())
        return Measured(Distribution::kMonotonic, 0.85, column.name + " grows with time, measured in the dump's rows: " + monotonic);
      if (skewed) return Measured(Distribution::kSkewed, 0.85, column.name + " is skewed, measured in the dump's rows: " + SkewText(*d));
      return guess;
    case Distribution::kUniform: return guess;
  }
  return guess;
}

}  // namespace

}  // namespace spanlift::analysis
