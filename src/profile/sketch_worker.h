#pragma once
// Sketch updates on a second thread: the scanners and the splitter keep one core busy reading
// rows, and the sketches of the values they keep (hashing, heavy hitters, order, sample) are
// updated on the other. Values are handed over in batches, in order, so every sketch sees the
// same values in the same order as on one thread: the output does not change.
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "profile/column_sketch.h"
#include "profile/row.h"

namespace spanlift::profile {

class SketchWorker {
 public:
  SketchWorker() = default;
  ~SketchWorker();
  SketchWorker(const SketchWorker&) = delete;
  SketchWorker& operator=(const SketchWorker&) = delete;

  // Queues `field` for `sketch` (the text is copied). The thread starts with the first value.
  void Add(ColumnSketch& sketch, const Field& field);
  // Returns once every value queued so far is in its sketch (then the sketches may be read).
  void Drain();

 private:
  struct Entry {
    ColumnSketch* sketch;
    ValueKind kind;
    uint32_t size;  // of its text, which follows the previous entry's in `bytes`
  };
  struct Batch {
    std::vector<Entry> entries;
    std::string bytes;
  };
  // A batch is handed over at this many values or bytes; at most kQueued wait, so memory stays
  // bounded (a few MB) whatever the dump's size.
  static constexpr size_t kBatchValues = 8192;
  static constexpr size_t kBatchBytes = size_t{1} << 20;
  static constexpr size_t kQueued = 4;

  void Submit();
  void Run();
  static void Apply(const Batch& batch);

  std::unique_ptr<Batch> open_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::unique_ptr<Batch>> queued_, spare_;
  bool busy_ = false;  // the worker is applying a batch it took
  bool stop_ = false;
  std::thread thread_;
};

// Sketches spread over lanes, a worker each: a sketch always goes to the same lane, so it still
// sees its values in dump order and the output does not change, while the lanes run side by side.
// A real dump sketches many columns per row (sakila: keys, indexes and foreign keys), which one
// worker could not keep up with.
class SketchLanes {
 public:
  explicit SketchLanes(size_t lanes = DefaultLanes());
  // The sketch's lane, assigned in turn on its first call.
  size_t LaneOf(const ColumnSketch* sketch);
  void Add(size_t lane, ColumnSketch& sketch, const Field& field) { lanes_[lane]->Add(sketch, field); }
  // Returns once every lane has put every value queued so far in its sketch.
  void Drain();
  // The processor's hardware threads, 1 to 4.
  static size_t DefaultLanes();

 private:
  std::vector<std::unique_ptr<SketchWorker>> lanes_;
  std::map<const ColumnSketch*, size_t> lane_of_;
};

}  // namespace spanlift::profile
