#include "simulate/heat_grid.h"

#include <algorithm>
#include <cmath>

namespace spanlift::simulate {

namespace {

struct Weighted {
  const std::string* key;
  double weight;  // inserts this sampled key stands for
};

// Bucket bounds: the keys at every 1/buckets of the replay's inserts, without repeats (a key
// space of few distinct keys has few buckets). Bucket b holds keys in [bounds[b-1], bounds[b]).
std::vector<std::string> Bounds(std::vector<Weighted> all, size_t buckets) {
  std::sort(all.begin(), all.end(), [](const Weighted& a, const Weighted& b) { return *a.key < *b.key; });
  double total = 0;
  for (const auto& w : all) total += w.weight;
  std::vector<std::string> bounds;
  double seen = 0;
  size_t next = 1;
  for (const auto& w : all) {
    if (next >= buckets) break;
    if (seen >= total * static_cast<double>(next) / static_cast<double>(buckets)) {
      if (bounds.empty() || bounds.back() < *w.key) bounds.push_back(*w.key);
      while (next < buckets && seen >= total * static_cast<double>(next) / static_cast<double>(buckets)) ++next;
    }
    seen += w.weight;
  }
  if (!bounds.empty() && !all.empty() && bounds.front() == *all.front().key) bounds.erase(bounds.begin());
  return bounds;
}

}  // namespace

void HeatRecorder::EndWindow(uint64_t inserts) {
  Window w;
  w.inserts = inserts;
  w.keys = window_.keys();
  std::sort(w.keys.begin(), w.keys.end());
  windows_.push_back(std::move(w));
  window_ = KeySample(kWindowKeys);
}

HeatGrid HeatRecorder::Finish() {
  std::vector<Weighted> all;
  for (const auto& w : windows_)
    for (const auto& k : w.keys)
      all.push_back({&k, static_cast<double>(w.inserts) / static_cast<double>(w.keys.size())});
  std::vector<std::string> bounds = Bounds(all, buckets_);
  HeatGrid grid;
  grid.buckets = bounds.size() + 1;
  for (const auto& w : windows_) {
    std::vector<double> row(grid.buckets, 0);
    for (const auto& k : w.keys) {
      auto b = static_cast<size_t>(std::upper_bound(bounds.begin(), bounds.end(), k) - bounds.begin());
      row[b] += static_cast<double>(w.inserts) / static_cast<double>(w.keys.size());
    }
    auto& cells = grid.cells.emplace_back();
    for (double v : row) {
      cells.push_back(static_cast<uint64_t>(std::llround(v)));
      grid.max = std::max(grid.max, cells.back());
    }
  }
  grid.phase_ends = std::move(phase_ends_);
  phase_ends_.clear();
  windows_.clear();
  window_ = KeySample(kWindowKeys);
  return grid;
}

}  // namespace spanlift::simulate
