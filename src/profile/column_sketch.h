#pragma once
// Everything measured about one column in one pass and fixed memory: counts, min/max (integer
// and bytewise), a HyperLogLog distinct estimate, space-saving heavy hitters, order of arrival,
// and a reservoir sample (for time-order patterns, and for later users such as split points).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/data_profile.h"
#include "profile/heavy_hitters.h"
#include "profile/hyperloglog.h"
#include "profile/row.h"

namespace spanlift::profile {

// x % n without a 64-bit division once n is large (the reservoir sample draws one per value).
uint64_t Remainder(uint64_t x, uint64_t n);

class ColumnSketch {
 public:
  static constexpr size_t kSampleSize = 64;

  explicit ColumnSketch(std::string column) : column_(std::move(column)) {}
  void Add(const Field& field) { Add(field.kind, field.text); }
  void Add(ValueKind kind, std::string_view value);
  model::ColumnData Summary() const;

 private:
  void AddOrder(std::string_view value, bool integer, int64_t number);
  void AddSample(std::string_view value);

  std::string column_;
  uint64_t values_ = 0, nulls_ = 0;
  bool all_integers_ = true;
  // Plain fields, not std::optional: copying an optional per value stalled on store forwarding.
  int64_t int_min_ = INT64_MAX, int_max_ = INT64_MIN;
  std::string min_, max_;
  HyperLogLog distinct_;
  HeavyHitters top_;
  // Order of arrival: the previous value, compared as integers when both are. Kept in a fixed
  // buffer (values are cut to kMaxValueBytes; an expression written with a string may be longer
  // and goes to `previous_long_`): copying it is a memcpy, not a string assignment, per value.
  std::string_view Previous();
  static bool IsPlainInteger(std::string_view digits);  // as std::to_chars writes it
  bool previous_is_number_ = false;                     // previous_int_ stands for the text, not yet written
  std::array<char, kMaxValueBytes> previous_{};
  size_t previous_size_ = 0;
  std::string previous_long_;
  bool previous_is_int_ = false;
  int64_t previous_int_ = 0;
  uint64_t pairs_ = 0, increases_ = 0, decreases_ = 0;
  std::vector<std::string> sample_;
  uint64_t random_ = 0x2545f4914f6cdd1dULL;  // fixed seed: the same input gives the same sample
};

}  // namespace spanlift::profile
