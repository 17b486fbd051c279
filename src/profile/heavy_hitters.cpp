#include "profile/heavy_hitters.h"

#include <algorithm>

namespace spanlift::profile {

// Sifts move a hole instead of swapping: the same heap as swapping, with half the writes
// (one in every value of a high-cardinality column evicts the root and sifts it down).
void HeavyHitters::SiftDown(size_t i) {
  const Entry moving = heap_[i];
  for (;;) {
    size_t child = 2 * i + 1;
    if (child >= size_) break;
    child += heap_[child + 1].count < heap_[child].count;
    if (!(heap_[child].count < moving.count)) break;
    Place(i, heap_[child]);
    i = child;
  }
  Place(i, moving);
}

void HeavyHitters::SiftUp(size_t i) {
  const Entry moving = heap_[i];
  while (i > 0 && moving.count < heap_[(i - 1) / 2].count) {
    Place(i, heap_[(i - 1) / 2]);
    i = (i - 1) / 2;
  }
  Place(i, moving);
}

size_t HeavyHitters::Find(uint64_t hash) const {
  for (size_t i = Home(hash);; i = (i + 1) & (kIndexSize - 1)) {
    if (index_[i] == 0) return kCapacity;
    if (hashes_[index_[i] - 1u] == hash) return index_[i] - 1u;
  }
}

void HeavyHitters::Index(size_t slot) {
  size_t i = Home(hashes_[slot]);
  while (index_[i] != 0) i = (i + 1) & (kIndexSize - 1);
  index_[i] = static_cast<uint8_t>(slot + 1);
}

// Backward-shift deletion: later entries of the probe run move into the hole when their home
// does not lie (cyclically) between the hole and them, so no lookup ever stops short.
void HeavyHitters::Unindex(size_t slot) {
  size_t hole = Home(hashes_[slot]);
  while (index_[hole] != slot + 1) hole = (hole + 1) & (kIndexSize - 1);
  index_[hole] = 0;
  for (size_t i = (hole + 1) & (kIndexSize - 1); index_[i] != 0; i = (i + 1) & (kIndexSize - 1)) {
    size_t home = Home(hashes_[index_[i] - 1u]);
    bool stays = hole <= i ? hole < home && home <= i : hole < home || home <= i;
    if (stays) continue;
    index_[hole] = index_[i];
    index_[i] = 0;
    hole = i;
  }
}

void HeavyHitters::Add(std::string_view value, uint64_t hash) {
  if (size_t slot = Find(hash); slot != kCapacity) {
    if (round_step_ != kNoRound) EndRound();
    const size_t at = position_[slot];
    max_count_ = std::max(max_count_, ++heap_[at].count);
    SiftDown(at);
    return;
  }
  if (size_ < kCapacity) {
    size_t slot = size_;
    slots_[slot] = {std::string(value), 0};
    hashes_[slot] = hash;
    Index(slot);
    heap_[size_] = {1, slot};
    position_[slot] = size_;
    ++size_;
    max_count_ = std::max<uint64_t>(max_count_, 1);
    SiftUp(size_ - 1);
    return;
  }
  if (round_step_ == kNoRound && heap_[0].count == max_count_) {  // the least count is every count
    round_step_ = 0;
    round_count_ = heap_[0].count;
    round_evicted_ = 0;
    for (size_t at = 0; at < kCapacity; ++at) round_base_[at] = static_cast<uint8_t>(heap_[at].slot);
  }
  if (round_step_ != kNoRound) {
    EvictInRound(value, hash);
  } else {
    Evict(value, hash);
  }
}

// Full: the least counted value gives its counter to the new one, which inherits its count as
// the possible overestimate.
void HeavyHitters::Evict(std::string_view value, uint64_t hash) {
  Reassign(heap_[0].slot, value, hash, heap_[0].count);
  max_count_ = std::max(max_count_, ++heap_[0].count);
  SiftDown(0);
}

// The counter in `slot` now counts `value`, with `error` as its possible overestimate.
void HeavyHitters::Reassign(size_t slot, std::string_view value, uint64_t hash, uint64_t error) {
  Slot& s = slots_[slot];
  s.value.assign(value);
  s.error = error;
  Unindex(slot);
  hashes_[slot] = hash;
  Index(slot);
}

// Where entries go in a round, by place: the sifts of a heap of equal counts, once.
struct HeavyHitters::RoundTables {
  std::array<uint8_t, kCapacity> evicted{};                        // step -> place at the round's start
  std::array<std::array<uint8_t, kCapacity>, kCapacity + 1> at{};  // step, place -> place at the start
};

const HeavyHitters::RoundTables& HeavyHitters::Rounds() {
  static const RoundTables tables = [] {
    RoundTables t;
    HeavyHitters h;  // slot k starts at place k
    for (size_t k = 0; k < kCapacity; ++k) h.Place(k, {0, k});
    h.size_ = kCapacity;
    for (size_t step = 0;; ++step) {
      for (size_t at = 0; at < kCapacity; ++at) t.at[step][at] = static_cast<uint8_t>(h.heap_[at].slot);
      if (step == kCapacity) break;
      t.evicted[step] = static_cast<uint8_t>(h.heap_[0].slot);
      ++h.heap_[0].count;
      h.SiftDown(0);
    }
    return t;
  }();
  return tables;
}

void HeavyHitters::EvictInRound(std::string_view value, uint64_t hash) {
  const size_t slot = round_base_[Rounds().evicted[round_step_]];
  Reassign(slot, value, hash, round_count_);
  max_count_ = std::max(max_count_, round_count_ + 1);
  round_evicted_ |= uint64_t{1} << slot;
  if (++round_step_ == kCapacity) EndRound();
}

// heap_ as the sifts of this round's evictions so far would have left it.
void HeavyHitters::EndRound() {
  const auto& layout = Rounds().at[round_step_];
  for (size_t at = 0; at < kCapacity; ++at) {
    const size_t slot = round_base_[layout[at]];
    Place(at, {CountOf(slot), slot});
  }
  round_step_ = kNoRound;
}

uint64_t HeavyHitters::CountOf(size_t slot) const {
  if (round_step_ == kNoRound) return heap_[position_[slot]].count;
  return round_count_ + ((round_evicted_ >> slot) & 1);
}

std::vector<model::ValueCount> HeavyHitters::Top() const {
  std::vector<model::ValueCount> top;
  for (size_t i = 0; i < size_; ++i) top.push_back({slots_[i].value, CountOf(i), slots_[i].error});
  std::sort(top.begin(), top.end(),
            [](const auto& a, const auto& b) { return a.count != b.count ? a.count > b.count : a.value < b.value; });
  return top;
}

}  // namespace spanlift::profile
