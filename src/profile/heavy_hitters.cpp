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
    ++heap_[position_[slot]].count;
    SiftDown(position_[slot]);
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
    SiftUp(size_ - 1);
    return;
  }
  // Full: the least counted value gives its counter to the new one, which inherits its count as
  // the possible overestimate.
  size_t slot = heap_[0].slot;
  Slot& s = slots_[slot];
  s.value.assign(value);
  s.error = heap_[0].count;
  ++heap_[0].count;
  Unindex(slot);
  hashes_[slot] = hash;
  Index(slot);
  SiftDown(0);
}

std::vector<model::ValueCount> HeavyHitters::Top() const {
  std::vector<model::ValueCount> top;
  for (size_t i = 0; i < size_; ++i) top.push_back({slots_[i].value, heap_[position_[i]].count, slots_[i].error});
  std::sort(top.begin(), top.end(), [](const auto& a, const auto& b) {
    return a.count != b.count ? a.count > b.count : a.value < b.value;
  });
  return top;
}

}  // namespace spanlift::profile
