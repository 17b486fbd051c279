#include "export/pipeline.h"

#include <algorithm>

namespace spanlift::exporter {

size_t Pipeline::DefaultWorkers() {
  const unsigned cores = std::thread::hardware_concurrency();
  return std::clamp<size_t>(cores > 1 ? cores - 1 : 1, 1, 8);
}

Pipeline::Pipeline(size_t workers, const std::function<std::unique_ptr<RowEncoder>()>& make,
                   std::function<void(Encoded&&)> commit)
    : commit_(std::move(commit)), limit_(2 * std::max<size_t>(workers, 1) + 2) {
  for (size_t i = 0; i < std::max<size_t>(workers, 1); ++i) encoders_.push_back(make());
  for (auto& e : encoders_) threads_.emplace_back([this, &e] { Work(*e); });
  caller_encoder_ = make();
  committer_ = std::thread([this] { Commit(); });
}

Pipeline::~Pipeline() { Finish(); }

// At the bound, the caller encodes a waiting batch itself rather than wait: where the encoders
// are slower than the reading (one encoder on two cores), the reading core would otherwise idle.
void Pipeline::Push(Batch&& batch) {
  std::unique_lock lock(mutex_);
  while (pushed_ - committed_ >= limit_) {
    if (todo_.size() < 2) {  // one is left for an encoder thread, which would idle otherwise
      room_.wait(lock);
      continue;
    }
    Batch waiting = std::move(todo_.front());
    todo_.pop_front();
    lock.unlock();
    Encoded encoded = caller_encoder_->Encode(waiting);
    lock.lock();
    ready_.emplace(encoded.seq, std::move(encoded));
    done_.notify_one();
  }
  batch.seq = pushed_++;
  todo_.push_back(std::move(batch));
  work_.notify_one();
}

void Pipeline::Work(RowEncoder& encoder) {
  for (;;) {
    Batch batch;
    {
      std::unique_lock lock(mutex_);
      work_.wait(lock, [this] { return closed_ || !todo_.empty(); });
      if (todo_.empty()) return;
      batch = std::move(todo_.front());
      todo_.pop_front();
    }
    Encoded encoded = encoder.Encode(batch);
    std::lock_guard lock(mutex_);
    ready_.emplace(encoded.seq, std::move(encoded));
    done_.notify_one();
  }
}

void Pipeline::Commit() {
  for (;;) {
    Encoded next;
    {
      std::unique_lock lock(mutex_);
      done_.wait(lock, [this] { return ready_.count(committed_) || (closed_ && committed_ == pushed_); });
      auto it = ready_.find(committed_);
      if (it == ready_.end()) return;
      next = std::move(it->second);
      ready_.erase(it);
    }
    commit_(std::move(next));
    std::lock_guard lock(mutex_);
    ++committed_;
    room_.notify_all();
  }
}

void Pipeline::Finish() {
  {
    std::lock_guard lock(mutex_);
    if (closed_) return;
    closed_ = true;
  }
  work_.notify_all();
  done_.notify_all();
  for (auto& t : threads_) t.join();
  {
    std::lock_guard lock(mutex_);  // wake the committer once the last batch is ready
  }
  done_.notify_all();
  committer_.join();
}

}  // namespace spanlift::exporter
