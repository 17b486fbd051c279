#include "profile/column_sketch.h"

#include <algorithm>
#include <charconv>

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

// a < b bytewise, as std::string_view compares; the first bytes decide most pairs, without a
// call to memcmp.
bool Before(std::string_view a, std::string_view b) {
  if (!a.empty() && !b.empty() && a[0] != b[0])
    return static_cast<unsigned char>(a[0]) < static_cast<unsigned char>(b[0]);
  return a < b;
}

}  // namespace

// x % n, the same number, without a 64-bit division per value once n is large: the quotient
// from a double reciprocal is within one of the true one when x / n < 2^44, and the remainder
// says which way to correct it.
uint64_t Remainder(uint64_t x, uint64_t n) {
  if (n < (uint64_t{1} << 20) || n >= (uint64_t{1} << 52)) return x % n;
  // Signed conversions (x halved, then doubled back): unsigned ones branch on the top bit.
  const double half = static_cast<double>(static_cast<int64_t>(x >> 1));
  const auto q =
      static_cast<uint64_t>(static_cast<int64_t>(half * (2.0 / static_cast<double>(static_cast<int64_t>(n)))));
  uint64_t r = x - q * n;  // modulo 2^64: the true remainder, or n off it either way
  if (static_cast<int64_t>(r) < 0) r += n;
  if (r >= n) r -= n;
  return r;
}

void ColumnSketch::Add(ValueKind kind, std::string_view v) {
  if (kind == ValueKind::kNull) {
    ++nulls_;
    return;
  }
  int64_t number = 0;
  const bool integer = (kind == ValueKind::kNumber || kind == ValueKind::kString) && ParseInteger(v, number);
  all_integers_ = all_integers_ && integer;
  if (all_integers_) {
    int_min_ = std::min(int_min_, number);
    int_max_ = std::max(int_max_, number);
  }
  if (values_ == 0 || Before(v, min_)) min_ = v;
  if (values_ == 0 || Before(max_, v)) max_ = v;
  ++values_;
  const uint64_t hash = Hash64(v);
  distinct_.Add(hash);
  top_.Add(v, hash);
  AddOrder(v, integer, number);
  AddSample(v);
}

void ColumnSketch::AddOrder(std::string_view value, bool integer, int64_t number) {
  if (values_ > 1) {
    ++pairs_;
    int order =
        integer && previous_is_int_ ? (number > previous_int_) - (number < previous_int_) : value.compare(Previous());
    increases_ += order > 0;
    decreases_ += order < 0;
  }
  previous_is_int_ = integer;
  previous_int_ = number;
  // A number written as its digits alone is kept as the number: its text is rebuilt only when a
  // value that is no integer follows (no copy per value of an id column).
  previous_is_number_ = integer && IsPlainInteger(value);
  if (previous_is_number_) return;
  previous_size_ = value.size();
  if (value.size() <= previous_.size()) {
    std::copy(value.begin(), value.end(), previous_.begin());
  } else {
    previous_long_.assign(value);
  }
}

bool ColumnSketch::IsPlainInteger(std::string_view digits) {
  const size_t first = digits[0] == '-' ? 1 : 0;
  return digits[0] != '+' && (digits[first] != '0' || (first == 0 && digits.size() == 1));
}

std::string_view ColumnSketch::Previous() {
  if (previous_is_number_) {
    previous_size_ = static_cast<size_t>(
        std::to_chars(previous_.data(), previous_.data() + previous_.size(), previous_int_).ptr - previous_.data());
    previous_is_number_ = false;
  }
  return previous_size_ <= previous_.size() ? std::string_view(previous_.data(), previous_size_) : previous_long_;
}

// Reservoir sampling (Vitter's algorithm R): every value has the same chance to be kept.
void ColumnSketch::AddSample(std::string_view value) {
  if (sample_.size() < kSampleSize) {
    sample_.emplace_back(value);
    return;
  }
  uint64_t slot = Remainder(NextRandom(random_), values_);
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
