#pragma once
// Sketch updates on a second thread: the scanners and the splitter keep one core busy reading
// rows, and the sketches of the values they keep (hashing, heavy hitters, order, sample) are
// updated on the other. Values are handed over in batches, in order, so every sketch sees the
// same values in the same order as on one thread: the output does not change.
#include <condition_variable>
#include <cstdint>
#include <deque>
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

}  // namespace spanlift::profile
