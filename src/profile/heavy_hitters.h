#pragma once
// The most frequent values of a stream in fixed memory: space-saving (Metwally et al. 2005) with
// kCapacity counters in a min-heap. Every value whose share exceeds 1/kCapacity is kept, and a
// kept value's count overestimates its true count by at most its `error` (<= rows/kCapacity).
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "model/data_profile.h"

namespace spanlift::profile {

class HeavyHitters {
 public:
  static constexpr size_t kCapacity = 32;
  HeavyHitters() = default;
  HeavyHitters(const HeavyHitters&) = delete;  // the index points into slots_
  HeavyHitters& operator=(const HeavyHitters&) = delete;
  void Add(std::string_view value);
  // The counters, most frequent first (ties by value, so output is deterministic).
  std::vector<model::ValueCount> Top() const;

 private:
  struct Slot {
    std::string value;
    uint64_t count = 0;
    uint64_t error = 0;
  };
  bool Less(size_t a, size_t b) const { return slots_[heap_[a]].count < slots_[heap_[b]].count; }
  void Swap(size_t a, size_t b);
  void SiftDown(size_t i);
  void SiftUp(size_t i);

  std::array<Slot, kCapacity> slots_;          // never moved: the index keys point into them
  std::array<size_t, kCapacity> heap_{};       // slot numbers, min-heap by count
  std::array<size_t, kCapacity> position_{};   // slot -> place in heap_
  size_t size_ = 0;
  std::unordered_map<std::string_view, size_t> index_;  // value -> slot
};

}  // namespace spanlift::profile
