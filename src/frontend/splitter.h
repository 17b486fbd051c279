#pragma once
// Streaming statement splitter: reads input in fixed-size chunks (never the whole file), cuts it
// into statements, classifies each by its leading words and skips data statements (INSERT rows,
// COPY blocks) at I/O speed without keeping them in memory.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "frontend/data_sink.h"
#include "frontend/statement.h"
#include "model/diagnostics.h"
#include "model/schema.h"

namespace spanlift::frontend {

// Tuning knobs; the defaults suit production, tests shrink them to exercise chunk boundaries
// and the size limit.
// Which server's rules decide whether a MySQL executable comment runs. MySQL runs /*!N ... */
// when its version >= N and ignores MariaDB's /*M!N ... */. MariaDB runs both, except MySQL
// comments numbered 50700..99999 (MySQL 5.7+ syntax it may not know). kAuto: MariaDB when the
// dump says it came from MariaDB, otherwise MySQL.
enum class MySqlFlavor { kAuto, kMySql, kMariaDb };

// The flavor a dump's first bytes announce (kMySql unless they say MariaDB).
MySqlFlavor DetectMySqlFlavor(std::string_view head);

struct SplitterOptions {
  size_t chunk_size = size_t{1} << 20;            // bytes per read()
  size_t max_statement_bytes = size_t{64} << 20;  // larger non-data statements: P005, skipped
  size_t data_prefix_bytes = 256;                 // kept of INSERT/REPLACE/... statements
  MySqlFlavor mysql_flavor = MySqlFlavor::kAuto;
  DataSink* data_sink = nullptr;          // gets the bytes of INSERT/REPLACE rows and COPY blocks
  ReadObserver* read_observer = nullptr;  // told the bytes read after each chunk
};

class StatementSplitter {
 public:
  // Reads from `fd` (not closed here). `file` names the input in locations. With
  // `dialect` == kUnknown the dialect is detected from the first chunk (see dialect()).
  // Problems (P002 unterminated quote/comment at EOF, P005 statement over the size limit,
  // P009 binary data) go to `diagnostics`.
  StatementSplitter(int fd, std::string file, model::Dialect dialect, model::Diagnostics& diagnostics);
  StatementSplitter(int fd, std::string file, model::Dialect dialect, model::Diagnostics& diagnostics,
                    const SplitterOptions& options);
  ~StatementSplitter();
  StatementSplitter(const StatementSplitter&) = delete;
  StatementSplitter& operator=(const StatementSplitter&) = delete;

  model::Dialect dialect() const;
  // Next statement, or false at end of input. `out.text` stays valid until the next call.
  // Empty statements (a lone terminator, only comments) are not returned; a statement that ends
  // inside a quote or dollar quote at EOF is reported (P002) and not returned, since its text is
  // cut in the middle of a literal; a final statement merely lacking its terminator is returned.
  bool Next(Statement& out);

  uint64_t bytes_read() const;
  uint64_t copy_rows() const;  // COPY data lines skipped

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Guesses the dialect of a dump from its first bytes (headers, quoting, keywords): kUnknown when
// nothing in `head` points either way.
model::Dialect DetectDialect(std::string_view head);

}  // namespace spanlift::frontend
