// Fuzzes the statement splitter (and through it the classifier and dialect detection).
// The first byte picks the dialect and the chunk size so that every token lands on a read
// boundary somewhere; the rest is the input, served through a memfd like a real file.
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "frontend/splitter.h"

namespace {

constexpr size_t kChunkSizes[] = {1, 2, 3, 7, 64, 4096};

int InputFd(const uint8_t* data, size_t size) {
  static const int fd = memfd_create("splitter_fuzzer", 0);
  if (fd < 0 || ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0) std::abort();
  if (size > 0 && write(fd, data, size) != static_cast<ssize_t>(size)) std::abort();
  lseek(fd, 0, SEEK_SET);
  return fd;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  using spanlift::model::Dialect;
  const Dialect dialects[] = {Dialect::kUnknown, Dialect::kMySql, Dialect::kPostgres, Dialect::kSpanner};
  spanlift::frontend::SplitterOptions options;
  options.chunk_size = kChunkSizes[data[0] % std::size(kChunkSizes)];
  options.max_statement_bytes = 1 << 12;  // exercise the P005 path
  options.data_prefix_bytes = 16 + data[0] % 64;
  Dialect dialect = dialects[(data[0] / std::size(kChunkSizes)) % std::size(dialects)];

  int fd = InputFd(data + 1, size - 1);
  spanlift::model::Diagnostics diagnostics;
  spanlift::frontend::StatementSplitter splitter(fd, "fuzz", dialect, diagnostics, options);
  spanlift::frontend::Statement stmt;
  uint64_t total = 0;
  while (splitter.Next(stmt)) {
    // Invariants: statements are never empty, never start with whitespace, stay inside the input.
    if (stmt.text.empty() || stmt.text.size() > size) std::abort();
    if (stmt.location.line == 0 || stmt.location.column == 0) std::abort();
    total += stmt.text.size();
  }
  if (splitter.bytes_read() != size - 1) std::abort();
  return total > 0 ? 0 : 0;
}
