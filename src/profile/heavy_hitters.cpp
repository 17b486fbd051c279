#include "profile/heavy_hitters.h"

#include <algorithm>

namespace spanlift::profile {

void HeavyHitters::Swap(size_t a, size_t b) {
  std::swap(heap_[a], heap_[b]);
  position_[heap_[a]] = a;
  position_[heap_[b]] = b;
}

void HeavyHitters::SiftDown(size_t i) {
  for (;;) {
    size_t smallest = i, left = 2 * i + 1, right = left + 1;
    if (left < size_ && Less(left, smallest)) smallest = left;
    if (right < size_ && Less(right, smallest)) smallest = right;
    if (smallest == i) return;
    Swap(i, smallest);
    i = smallest;
  }
}

void HeavyHitters::SiftUp(size_t i) {
  while (i > 0 && Less(i, (i - 1) / 2)) {
    Swap(i, (i - 1) / 2);
    i = (i - 1) / 2;
  }
}

void HeavyHitters::Add(std::string_view value, uint64_t hash) {
  for (size_t slot = 0; slot < size_; ++slot) {
    if (hashes_[slot] == hash) {
      ++slots_[slot].count;
      SiftDown(position_[slot]);
      return;
    }
  }
  if (size_ < kCapacity) {
    size_t slot = size_;
    slots_[slot] = {std::string(value), 1, 0};
    hashes_[slot] = hash;
    heap_[size_] = slot;
    position_[slot] = size_;
    ++size_;
    SiftUp(size_ - 1);
    return;
  }
  // Full: the least counted value gives its counter to the new one, which inherits its count as
  // the possible overestimate.
  size_t slot = heap_[0];
  Slot& s = slots_[slot];
  s.value.assign(value);
  s.error = s.count;
  ++s.count;
  hashes_[slot] = hash;
  SiftDown(0);
}

std::vector<model::ValueCount> HeavyHitters::Top() const {
  std::vector<model::ValueCount> top;
  for (size_t i = 0; i < size_; ++i) top.push_back({slots_[i].value, slots_[i].count, slots_[i].error});
  std::sort(top.begin(), top.end(), [](const auto& a, const auto& b) {
    return a.count != b.count ? a.count > b.count : a.value < b.value;
  });
  return top;
}

}  // namespace spanlift::profile
