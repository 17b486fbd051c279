#pragma once
// The stages of an export on the machine's cores (docs/export.md "Speed"): the caller reads the
// dump and pushes batches of rows; encoder threads encode batches in any order (and the caller
// too, while the batches in flight are at their bound); one committer takes them back in the
// order they were pushed, so files, reports and counts are the same whatever the number of
// threads. Batches in flight are bounded (memory stays constant).
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "export/batch.h"
#include "export/row_encoder.h"

namespace spanlift::exporter {

class Pipeline {
 public:
  // `workers` encoder threads, each with the encoder `make` gives it; `commit` sees every batch,
  // in push order, on one thread.
  Pipeline(size_t workers, const std::function<std::unique_ptr<RowEncoder>()>& make,
           std::function<void(Encoded&&)> commit);
  ~Pipeline();
  Pipeline(const Pipeline&) = delete;
  Pipeline& operator=(const Pipeline&) = delete;

  // While the batches in flight are at their bound, encodes waiting ones (or blocks).
  void Push(Batch&& batch);
  // Every pushed batch committed; the threads end.
  void Finish();

  // Encoder threads for this machine: one core reads, the others encode (at least one).
  static size_t DefaultWorkers();

 private:
  void Work(RowEncoder& encoder);
  void Commit();

  std::function<void(Encoded&&)> commit_;
  std::mutex mutex_;
  std::condition_variable work_, done_, room_;
  std::deque<Batch> todo_;
  std::map<uint64_t, Encoded> ready_;
  uint64_t pushed_ = 0, committed_ = 0;
  size_t limit_;
  bool closed_ = false;
  std::vector<std::unique_ptr<RowEncoder>> encoders_;
  std::unique_ptr<RowEncoder> caller_encoder_;  // Push's
  std::vector<std::thread> threads_;
  std::thread committer_;
};

}  // namespace spanlift::exporter
