#pragma once
// A model of Spanner's range splitting for one key space (a table's key or an index's key):
// rows ordered by encoded key, contiguous key ranges (splits) cut by size and by load, splits
// placed on K servers. Time is counted in inserts: at the end of each window of inserts, every
// split that took more than its share is cut at the median key it was written at, and splits are
// placed again, busiest first, on the least busy server. docs/simulation.md has the assumptions.
#include <cstdint>
#include <map>
#include <string>
#include <memory>
#include <vector>

namespace spanlift::simulate {

struct SplitParameters {
  int servers = 3;                   // K
  uint64_t split_size = 4ull << 30;  // bytes a split holds before it is cut (about 4 GB)
  int load_divisor = 4;              // cut a split taking more than 1/(load_divisor*K) of a window
  int windows = 64;                  // windows per replay of a table's rows
  uint64_t min_window = 16;          // inserts per window, at least
};

// What one replay (one phase) measured.
struct SplitFigures {
  uint64_t inserts = 0;
  double hottest_share = 0;     // mean over windows of the busiest server's share of the window's inserts
  uint64_t splits_written = 0;  // splits that received inserts in the last window
  uint64_t splits = 0;          // splits at the end
};

class HeatRecorder;
struct HeatGrid;

// A bounded, evenly thinned sample of keys (fewer than `capacity`, each cut to kKeyBytes).
class KeySample {
 public:
  static constexpr size_t kKeys = 32, kKeyBytes = 64;
  KeySample() = default;
  explicit KeySample(size_t capacity) : capacity_(capacity) {}
  void Add(const std::string& key);
  void Clear() { *this = KeySample(capacity_); }
  // Keys >= point move to `right`.
  void Divide(const std::string& point, KeySample& right);
  // The median key that is above `low`, or "" when every key equals it.
  std::string Median(const std::string& low) const;
  size_t size() const { return keys_.size(); }
  size_t CountBelow(const std::string& point) const;
  const std::vector<std::string>& keys() const { return keys_; }

 private:
  size_t capacity_ = kKeys;
  std::vector<std::string> keys_;
  uint64_t seen_ = 0, stride_ = 1;
};

class KeySpace {
 public:
  // `window`: inserts per window.
  KeySpace(const SplitParameters& parameters, uint64_t window);
  void Insert(const std::string& key, uint64_t bytes);
  ~KeySpace();
  KeySpace(KeySpace&&) noexcept;
  // Ends a replay: the figures since the previous call; the splits stay for the next replay.
  SplitFigures EndPhase();
  // Records the inserts per window and key bucket from now on (heat_grid.h), across replays.
  void RecordHeat(size_t buckets);
  // The grid of every replay since RecordHeat (load windows, then steady ones); empty without it.
  HeatGrid TakeHeat();

 private:
  struct Split {
    int server = 0;
    uint64_t bytes = 0, writes = 0;  // writes in the current window
    double heat = 0;                 // writes per window, decayed: what placement balances
    KeySample all, recent;           // keys written since the split began / in this window
  };
  using Splits = std::map<std::string, Split>;  // by the lowest key of each range ("" first)
  void Cut(Splits::iterator it, const std::string& point, bool by_load);
  void EndWindow();
  void Place();

  SplitParameters parameters_;
  uint64_t window_;
  Splits splits_;
  uint64_t window_inserts_ = 0;
  // The current phase.
  uint64_t inserts_ = 0, busiest_ = 0, last_written_ = 0;
  std::unique_ptr<HeatRecorder> heat_;
};

}  // namespace spanlift::simulate
