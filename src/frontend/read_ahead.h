#pragma once
// Reading a large regular file ahead of its reader, on a thread of its own and a few chunks deep:
// the kernel's copy of the next chunk overlaps the scan of this one. On this machine that copy is
// as long as the whole scan of a pg_dump's COPY data (docs/performance.md, "Reading ahead").
#include <sys/types.h>

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace spanlift::frontend {

class ReadAhead {
 public:
  // Reads `fd` from its current offset, `chunk_bytes` per read(), at most `depth` chunks ahead.
  ReadAhead(int fd, size_t chunk_bytes, size_t depth);
  ~ReadAhead();
  ReadAhead(const ReadAhead&) = delete;
  ReadAhead& operator=(const ReadAhead&) = delete;

  // As ::read(): up to `want` bytes into `out`; 0 at the end; -1 with errno on a read error.
  ssize_t Read(char* out, size_t want);

  // A regular file of at least `min_bytes` from its current offset: where reading ahead pays.
  static bool Worthwhile(int fd, uint64_t min_bytes);

 private:
  struct Chunk {
    std::vector<char> data;
    ssize_t size = 0;  // bytes read, 0 at the end, -1 on an error (`error`)
    int error = 0;
    size_t taken = 0;  // bytes Read() has handed out
  };
  void Run();

  int fd_;
  std::vector<Chunk> ring_;
  size_t head_ = 0;    // the chunk Read() takes from
  size_t filled_ = 0;  // chunks read and not yet all taken, from head_ on
  bool stop_ = false;
  std::mutex mutex_;
  std::condition_variable ready_, room_;
  std::thread thread_;
};

}  // namespace spanlift::frontend
