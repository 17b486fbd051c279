#pragma once
// The insert-count grid of one replay of one key space (windows x key buckets), what report.html
// draws as a heat map in the style of Spanner's Key Visualizer (docs/report-html.md). Memory is
// bounded: per window a thinned sample of the keys written (KeySample) and the window's inserts;
// the buckets are cut at the end, as quantiles of every key the replay wrote, so each bucket holds
// about the same share of the replay's inserts. A key that appends at the end writes one bucket
// per window (a diagonal); a spread key writes every bucket in every window (an even field).
#include <cstdint>
#include <string>
#include <vector>

#include "simulate/split_model.h"

namespace spanlift::simulate {

struct HeatGrid {
  std::vector<std::vector<uint64_t>> cells;  // [window][bucket]: inserts (estimated from the sample)
  size_t buckets = 0;                        // fewer than asked when the replay wrote few distinct keys
  uint64_t max = 0;                          // the largest cell
  std::vector<size_t> phase_ends;            // windows where each replay ended (load, then steady)
};

class HeatRecorder {
 public:
  explicit HeatRecorder(size_t buckets) : buckets_(buckets), window_(kWindowKeys) {}
  void Add(const std::string& key) { window_.Add(key); }
  void EndWindow(uint64_t inserts);
  void EndPhase() { phase_ends_.push_back(windows_.size()); }
  // The grid since the previous call; the recorder starts again empty.
  HeatGrid Finish();

 private:
  static constexpr size_t kWindowKeys = 128;  // keys kept per window: a spread key reaches every bucket
  struct Window {
    uint64_t inserts = 0;
    std::vector<std::string> keys;  // the window's sample, sorted
  };
  size_t buckets_;
  KeySample window_;
  std::vector<Window> windows_;
  std::vector<size_t> phase_ends_;
};

}  // namespace spanlift::simulate
