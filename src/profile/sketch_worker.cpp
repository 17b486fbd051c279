#include "profile/sketch_worker.h"

#include <algorithm>

namespace spanlift::profile {

SketchWorker::~SketchWorker() {
  if (!thread_.joinable()) return;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

void SketchWorker::Add(ColumnSketch& sketch, const Field& field) {
  if (!open_) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!spare_.empty()) {
      open_ = std::move(spare_.front());
      spare_.pop_front();
    } else {
      open_ = std::make_unique<Batch>();
      open_->entries.reserve(kBatchValues);
    }
    if (!thread_.joinable()) thread_ = std::thread(&SketchWorker::Run, this);
  }
  open_->entries.push_back({&sketch, field.kind, static_cast<uint32_t>(field.text.size())});
  open_->bytes.append(field.text);
  if (open_->entries.size() >= kBatchValues || open_->bytes.size() >= kBatchBytes) Submit();
}

// Hands the open batch over, waiting while kQueued are already waiting (the scanner is faster).
void SketchWorker::Submit() {
  if (!open_) return;
  {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait(lock, [&] { return queued_.size() < kQueued; });
    queued_.push_back(std::move(open_));
  }
  changed_.notify_all();
}

void SketchWorker::Drain() {
  Submit();
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait(lock, [&] { return queued_.empty() && !busy_; });
}

void SketchWorker::Run() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    changed_.wait(lock, [&] { return stop_ || !queued_.empty(); });
    if (queued_.empty()) return;  // stopped, nothing left
    std::unique_ptr<Batch> batch = std::move(queued_.front());
    queued_.pop_front();
    busy_ = true;
    lock.unlock();
    changed_.notify_all();  // room in the queue
    Apply(*batch);
    batch->entries.clear();
    batch->bytes.clear();
    lock.lock();
    spare_.push_back(std::move(batch));
    busy_ = false;
    changed_.notify_all();  // Drain may be waiting
  }
}

void SketchWorker::Apply(const Batch& batch) {
  size_t offset = 0;
  for (const Entry& e : batch.entries) {
    e.sketch->Add(e.kind, std::string_view(batch.bytes).substr(offset, e.size));
    offset += e.size;
  }
}

SketchLanes::SketchLanes(size_t lanes) {
  for (size_t i = 0; i < std::max<size_t>(lanes, 1); ++i) lanes_.push_back(std::make_unique<SketchWorker>());
}

size_t SketchLanes::LaneOf(const ColumnSketch* sketch) {
  auto [it, added] = lane_of_.emplace(sketch, lane_of_.size() % lanes_.size());
  return it->second;
}

void SketchLanes::Drain() {
  for (auto& lane : lanes_) lane->Drain();
}

size_t SketchLanes::DefaultLanes() { return std::clamp<size_t>(std::thread::hardware_concurrency(), 1, 4); }

}  // namespace spanlift::profile
