#include "frontend/read_ahead.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace spanlift::frontend {

ReadAhead::ReadAhead(int fd, size_t chunk_bytes, size_t depth) : fd_(fd), ring_(std::max<size_t>(depth, 2)) {
  for (auto& c : ring_) c.data.resize(std::max<size_t>(chunk_bytes, 1));
  thread_ = std::thread([this] { Run(); });
}

ReadAhead::~ReadAhead() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  room_.notify_all();
  thread_.join();
}

bool ReadAhead::Worthwhile(int fd, uint64_t min_bytes) {
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return false;
  const off_t at = ::lseek(fd, 0, SEEK_CUR);
  return at >= 0 && static_cast<uint64_t>(st.st_size - std::min<off_t>(at, st.st_size)) >= min_bytes;
}

// The producer: fills the chunk after the filled ones while there is room; stops after the end
// or an error, which it leaves in that chunk for Read() to hand on.
void ReadAhead::Run() {
  for (size_t slot = 0;; slot = (slot + 1) % ring_.size()) {
    {
      std::unique_lock<std::mutex> lock(mutex_);
      room_.wait(lock, [this] { return stop_ || filled_ < ring_.size(); });
      if (stop_) return;
    }
    Chunk& c = ring_[slot];  // not Read()'s until counted in filled_
    ssize_t got;
    do {
      got = ::read(fd_, c.data.data(), c.data.size());
    } while (got < 0 && errno == EINTR);
    c.error = got < 0 ? errno : 0;
    c.size = got;
    c.taken = 0;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      ++filled_;
    }
    ready_.notify_one();
    if (got <= 0) return;
  }
}

ssize_t ReadAhead::Read(char* out, size_t want) {
  std::unique_lock<std::mutex> lock(mutex_);
  ready_.wait(lock, [this] { return filled_ > 0; });
  Chunk& c = ring_[head_];
  if (c.size <= 0) {  // the end or an error: kept for any later call
    errno = c.error;
    return c.size;
  }
  lock.unlock();  // the producer does not touch a filled chunk
  const size_t n = std::min(want, static_cast<size_t>(c.size) - c.taken);
  std::memcpy(out, c.data.data() + c.taken, n);
  c.taken += n;
  if (c.taken == static_cast<size_t>(c.size)) {
    lock.lock();
    head_ = (head_ + 1) % ring_.size();
    --filled_;
    lock.unlock();
    room_.notify_one();
  }
  return static_cast<ssize_t>(n);
}

}  // namespace spanlift::frontend
