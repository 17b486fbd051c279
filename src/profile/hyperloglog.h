#pragma once
// Distinct-count estimate in fixed memory (HyperLogLog, Flajolet et al. 2007, with linear
// counting for small cardinalities): 2^12 one-byte registers, standard error 1.04/sqrt(4096) =
// 1.6% (docs/profiling.md; tests/unit/profile/sketches_test.cpp checks it on generated data).
#include <array>
#include <cstdint>
#include <string_view>

namespace spanlift::profile {

// A 64-bit hash of bytes (multiply-xorshift mixing of 8-byte words): the sketches' one hash.
uint64_t Hash64(std::string_view bytes);

class HyperLogLog {
 public:
  static constexpr int kPrecision = 12;
  void Add(uint64_t hash);
  uint64_t Estimate() const;

 private:
  std::array<uint8_t, size_t{1} << kPrecision> registers_{};
};

}  // namespace spanlift::profile
