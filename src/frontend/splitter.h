#pragma once
// Streaming statement splitter: reads input in fixed-size chunks (never the whole file), cuts it
// into statements, classifies each by its leading words and skips data statements (INSERT rows,
// COPY blocks) at I/O speed without keeping them in memory.
#include <cstdint>
#include <memory>
#include <string>

#include "frontend/statement.h"
#include "model/diagnostics.h"
#include "model/schema.h"

namespace spanlift::frontend {

class StatementSplitter {
 public:
  // Reads from `fd` (not closed here). `file` names the input in locations. With
  // `dialect` == kUnknown the dialect is detected from the first chunk (see dialect()).
  // Problems (P002 unterminated quote/comment at EOF, P005 statement over the size limit,
  // P009 binary data) go to `diagnostics`.
  StatementSplitter(int fd, std::string file, model::Dialect dialect, model::Diagnostics& diagnostics);
  ~StatementSplitter();
  StatementSplitter(const StatementSplitter&) = delete;
  StatementSplitter& operator=(const StatementSplitter&) = delete;

  model::Dialect dialect() const;
  // Next statement, or false at end of input. `out.text` stays valid until the next call.
  bool Next(Statement& out);

  uint64_t bytes_read() const;
  uint64_t copy_rows() const;  // COPY data lines skipped

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Guesses the dialect of a dump from its first bytes (headers, quoting, keywords).
model::Dialect DetectDialect(std::string_view head);

}  // namespace spanlift::frontend
