#pragma once
// The most frequent values of a stream in fixed memory: space-saving (Metwally et al. 2005) with
// kCapacity counters in a min-heap. Every value whose share exceeds 1/kCapacity is kept, and a
// kept value's count overestimates its true count by at most its `error` (<= rows/kCapacity).
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/data_profile.h"

namespace spanlift::profile {

class HeavyHitters {
 public:
  static constexpr size_t kCapacity = 32;
  // `hash` is Hash64(value): values are told apart by it (a collision of two 64-bit hashes among
  // 32 counters is negligible), so a lookup is a scan of 32 integers, with no allocation.
  void Add(std::string_view value, uint64_t hash);
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

  std::array<Slot, kCapacity> slots_;
  std::array<uint64_t, kCapacity> hashes_{};   // per slot
  std::array<size_t, kCapacity> heap_{};       // slot numbers, min-heap by count
  std::array<size_t, kCapacity> position_{};   // slot -> place in heap_
  size_t size_ = 0;
};

}  // namespace spanlift::profile
