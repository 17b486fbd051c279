#include "profile/column_sketch.h"

#include <algorithm>

#include "profile/time_order.h"
#include "profile/value_text.h"

namespace spanlift::profile {

namespace {

uint64_t NextRandom(uint64_t& state) {  // splitmix64
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

void ColumnSketch::Add(ValueKind kind, std::string_view v) {
  if (kind == ValueKind::kNull) {
    ++nulls_;
    return;
  }
  std::optional<int64_t> integer = kind == ValueKind::kNumber || kind == ValueKind::kString
                                       ? ParseInteger(v)
                                       : std::nullopt;
  if (!integer) all_integers_ = false;
  if (integer && all_integers_) {
    if (!int_min_ || *integer < *int_min_) int_min_ = integer;
    if (!int_max_ || *integer > *int_max_) int_max_ = integer;
  }
  if (values_ == 0 || v < min_) min_ = v;
  if (values_ == 0 || v > max_) max_ = v;
  ++values_;
  const uint64_t hash = Hash64(v);
  distinct_.Add(hash);
  top_.Add(v, hash);
  AddOrder(v, integer);
  AddSample(v);
}

void ColumnSketch::AddOrder(std::string_view value, std::optional<int64_t> integer) {
  if (values_ > 1) {
    ++pairs_;
    int order = integer && previous_int_ ? (*integer > *previous_int_) - (*integer < *previous_int_)
                                         : value.compare(Previous());
    increases_ += order > 0;
    decreases_ += order < 0;
  }
  previous_size_ = value.size();
  if (value.size() <= previous_.size()) {
    std::copy(value.begin(), value.end(), previous_.begin());
  } else {
    previous_long_.assign(value);
  }
  previous_int_ = integer;
}

// Reservoir sampling (Vitter's algorithm R): every value has the same chance to be kept.
void ColumnSketch::AddSample(std::string_view value) {
  if (sample_.size() < kSampleSize) {
    sample_.emplace_back(value);
    return;
  }
  uint64_t slot = NextRandom(random_) % values_;
  if (slot < kSampleSize) sample_[slot].assign(value);
}

model::ColumnData ColumnSketch::Summary() const {
  model::ColumnData d;
  d.column = column_;
  d.values = values_;
  d.nulls = nulls_;
  d.all_integers = all_integers_ && values_ > 0;
  if (d.all_integers) {
    d.int_min = int_min_;
    d.int_max = int_max_;
  }
  d.min = min_;
  d.max = max_;
  d.distinct = std::min<uint64_t>(distinct_.Estimate(), values_);
  d.top = top_.Top();
  d.pairs = pairs_;
  d.increases = increases_;
  d.decreases = decreases_;
  d.sample = sample_;
  d.time_order = CommonTimeOrder(sample_);
  return d;
}

}  // namespace spanlift::profile
