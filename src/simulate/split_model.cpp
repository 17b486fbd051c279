#include "simulate/split_model.h"

#include <algorithm>
#include <iterator>

#include "simulate/heat_grid.h"

namespace spanlift::simulate {

namespace {

// Splits per key space at most, so a long replay of monotonic keys (one cut per window) and
// many servers keep memory bounded.
size_t MaxSplits(const SplitParameters& p) { return std::max<size_t>(256, 16 * static_cast<size_t>(p.servers)); }

}  // namespace

void KeySample::Add(const std::string& key) {
  if (seen_++ % stride_ != 0) return;
  keys_.push_back(key.substr(0, kKeyBytes));
  if (keys_.size() < capacity_) return;
  std::sort(keys_.begin(), keys_.end());  // keep every other key: the sample stays even
  for (size_t i = 1; i < keys_.size() / 2; ++i) keys_[i] = std::move(keys_[2 * i]);  // from 1: no self-move
  keys_.resize(keys_.size() / 2);
  stride_ *= 2;
}

void KeySample::Divide(const std::string& point, KeySample& right) {
  right.stride_ = stride_;
  auto split = std::stable_partition(keys_.begin(), keys_.end(), [&](const std::string& k) { return k < point; });
  right.keys_.assign(std::make_move_iterator(split), std::make_move_iterator(keys_.end()));
  keys_.erase(split, keys_.end());
}

std::string KeySample::Median(const std::string& low) const {
  std::vector<std::string> above;
  for (const auto& k : keys_)
    if (k > low) above.push_back(k);
  if (above.empty()) return "";
  std::sort(above.begin(), above.end());
  std::string median = above[above.size() / 2];
  // A cut needs keys on both sides: when the median is the smallest key, cut above it.
  if (median == above.front()) {
    auto next = std::upper_bound(above.begin(), above.end(), median);
    if (next == above.end()) return above.front() > low && CountBelow(above.front()) > 0 ? above.front() : "";
    median = *next;
  }
  return median;
}

size_t KeySample::CountBelow(const std::string& point) const {
  return static_cast<size_t>(
      std::count_if(keys_.begin(), keys_.end(), [&](const std::string& k) { return k < point; }));
}

KeySpace::KeySpace(const SplitParameters& parameters, uint64_t window)
    : parameters_(parameters), window_(std::max<uint64_t>(window, 1)) {
  splits_.emplace("", Split{});
}

KeySpace::~KeySpace() = default;
KeySpace::KeySpace(KeySpace&&) noexcept = default;

void KeySpace::RecordHeat(size_t buckets) { heat_ = std::make_unique<HeatRecorder>(buckets); }

HeatGrid KeySpace::TakeHeat() { return heat_ ? heat_->Finish() : HeatGrid{}; }

void KeySpace::Insert(const std::string& key, uint64_t bytes) {
  auto it = std::prev(splits_.upper_bound(key));
  Split& s = it->second;
  s.bytes += bytes;
  ++s.writes;
  s.all.Add(key);
  s.recent.Add(key);
  if (heat_) heat_->Add(key);
  ++window_inserts_;
  ++inserts_;
  if (s.bytes > parameters_.split_size) Cut(it, s.all.Median(it->first), false);
  if (window_inserts_ >= window_) EndWindow();
}

void KeySpace::Cut(Splits::iterator it, const std::string& point, bool by_load) {
  if (point.empty() || point <= it->first || splits_.size() >= MaxSplits(parameters_)) return;
  auto next = std::next(it);
  if (next != splits_.end() && point >= next->first) return;
  Split& left = it->second;
  const KeySample& measure = by_load ? left.recent : left.all;
  double left_share =
      measure.size() ? static_cast<double>(measure.CountBelow(point)) / static_cast<double>(measure.size()) : 0.5;
  Split right;
  right.server = left.server;
  right.bytes = left.bytes - static_cast<uint64_t>(static_cast<double>(left.bytes) * left_share);
  left.bytes -= right.bytes;
  right.writes = left.writes - static_cast<uint64_t>(static_cast<double>(left.writes) * left_share);
  left.writes -= right.writes;
  right.heat = left.heat * (1 - left_share);
  left.heat -= right.heat;
  left.all.Divide(point, right.all);
  left.recent.Divide(point, right.recent);
  splits_.emplace_hint(next, point, std::move(right));
}

void KeySpace::EndWindow() {
  if (window_inserts_ == 0) return;
  std::vector<uint64_t> load(static_cast<size_t>(parameters_.servers), 0);
  last_written_ = 0;
  for (auto& [low, s] : splits_) {
    load[static_cast<size_t>(s.server)] += s.writes;
    last_written_ += s.writes > 0 ? 1 : 0;
    s.heat = s.heat / 2 + static_cast<double>(s.writes);
  }
  busiest_ += *std::max_element(load.begin(), load.end());
  if (heat_) heat_->EndWindow(window_inserts_);
  // Load-based cuts: a split busier than a fraction of one server's share is cut where it was written.
  uint64_t limit = window_inserts_ / static_cast<uint64_t>(parameters_.load_divisor * parameters_.servers);
  std::vector<std::string> hot;
  for (const auto& [low, s] : splits_)
    if (s.writes > limit) hot.push_back(low);
  for (const auto& low : hot) {
    auto it = splits_.find(low);
    Cut(it, it->second.recent.Median(low), true);
  }
  Place();
  for (auto& [low, s] : splits_) {
    s.writes = 0;
    s.recent.Clear();
  }
  window_inserts_ = 0;
}

// Busiest split (by decayed writes, which one noisy window does not swing) first onto the least
// busy server, then the one with fewest splits (ties: lowest server, lowest key): deterministic.
void KeySpace::Place() {
  std::vector<Split*> order;
  for (auto& [low, s] : splits_) order.push_back(&s);
  std::stable_sort(order.begin(), order.end(), [](const Split* a, const Split* b) { return a->heat > b->heat; });
  std::vector<std::pair<double, size_t>> load(static_cast<size_t>(parameters_.servers), {0.0, 0});
  for (Split* s : order) {
    auto least = std::min_element(load.begin(), load.end());
    s->server = static_cast<int>(least - load.begin());
    least->first += s->heat;
    ++least->second;
  }
}

SplitFigures KeySpace::EndPhase() {
  EndWindow();
  if (heat_) heat_->EndPhase();
  SplitFigures f;
  f.inserts = inserts_;
  f.hottest_share = inserts_ ? static_cast<double>(busiest_) / static_cast<double>(inserts_) : 0;
  f.splits_written = last_written_;
  f.splits = splits_.size();
  inserts_ = busiest_ = last_written_ = 0;
  return f;
}

}  // namespace spanlift::simulate
