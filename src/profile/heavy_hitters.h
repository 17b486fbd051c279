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
  // 32 counters is negligible), so a lookup is a probe of a small open-addressing index of the
  // hashes, with no allocation (a column of distinct ids misses on every value).
  void Add(std::string_view value, uint64_t hash);
  // The counters, most frequent first (ties by value, so output is deterministic).
  std::vector<model::ValueCount> Top() const;

 private:
  struct Slot {
    std::string value;
    uint64_t error = 0;
  };
  // A heap entry holds its slot's count, so sifting reads one contiguous array.
  struct Entry {
    uint64_t count = 0;
    size_t slot = 0;
  };
  void Place(size_t at, Entry entry) {
    heap_[at] = entry;
    position_[entry.slot] = at;
  }
  void SiftDown(size_t i);
  void SiftUp(size_t i);
  // The index: linear probing from the hash's low bits, slot + 1 per entry, 0 = empty. Eight
  // times the counters, so a miss (every value of a column of distinct ids) almost always stops
  // at the first probe, a branch the CPU predicts.
  static constexpr size_t kIndexSize = 8 * kCapacity;
  static size_t Home(uint64_t hash) { return hash & (kIndexSize - 1); }
  size_t Find(uint64_t hash) const;  // the slot holding `hash`, or kCapacity
  void Index(size_t slot);           // adds hashes_[slot]
  void Unindex(size_t slot);         // removes hashes_[slot]

  std::array<Slot, kCapacity> slots_;
  std::array<uint64_t, kCapacity> hashes_{};  // per slot
  // Min-heap by count; places from size_ on hold a count no counter reaches, so a sift picks the
  // smaller child without testing whether the right one exists.
  std::array<Entry, kCapacity + 1> heap_ = [] {
    std::array<Entry, kCapacity + 1> heap{};
    for (auto& e : heap) e.count = ~uint64_t{0};
    return heap;
  }();
  std::array<size_t, kCapacity> position_{};  // slot -> place in heap_
  std::array<uint8_t, kIndexSize> index_{};
  size_t size_ = 0;
  uint64_t max_count_ = 0;

  // Rounds: when every counter holds the same count (a column of distinct ids, after each run of
  // kCapacity new values), the next kCapacity evictions sift equal counts, so where each entry
  // goes depends on places alone: it was worked out once (RoundTables), and a new value costs
  // its counter's reassignment, not a sift. heap_ is brought up to date when the round ends or
  // anything else happens (a value already counted). Output is the same as sifting every time.
  struct RoundTables;
  static const RoundTables& Rounds();
  void Evict(std::string_view value, uint64_t hash);
  void Reassign(size_t slot, std::string_view value, uint64_t hash, uint64_t error);
  void EvictInRound(std::string_view value, uint64_t hash);
  void EndRound();
  uint64_t CountOf(size_t slot) const;
  static constexpr size_t kNoRound = ~size_t{0};
  size_t round_step_ = kNoRound;                 // evictions so far in the round, or kNoRound
  uint64_t round_count_ = 0;                     // every counter's count when the round began
  std::array<uint8_t, kCapacity> round_base_{};  // heap place -> slot when the round began
  uint64_t round_evicted_ = 0;                   // bit per slot: evicted in this round
};

}  // namespace spanlift::profile
