#pragma once
// Where the splitter hands the bytes of data statements when rows are profiled (src/profile/).
// Without a sink the splitter skips them as before; with one it forwards each piece it scans, in
// order, so nothing is copied and the consumer sees at most one chunk at a time.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "model/source_location.h"

namespace spanlift::model {
class Schema;
}

namespace spanlift::frontend {

class DataSink {
 public:
  virtual ~DataSink() = default;
  // INSERT / REPLACE: the statement's bytes from its first keyword to its terminator (excluded),
  // in pieces, MySQL executable-comment markers blanked to spaces as in schema statements.
  virtual void BeginInsert(const model::SourceLocation& at) = 0;
  virtual void InsertBytes(std::string_view bytes) = 0;
  // Offered (MySQL) at a '(' outside strings and comments, once every byte before it came through
  // InsertBytes: `bytes` from there to the end of what is read so far. A sink that can read rows
  // from here, stopping before anything the splitter must see (a terminator, a comment, a quote
  // it cannot follow), takes them, so they are not scanned twice.
  struct Rows {
    size_t bytes = 0;     // taken: the splitter goes on after them
    size_t newlines = 0;  // among them, and the offset of the last one
    size_t last_newline = 0;
    bool more = true;  // false: offer nothing more of this statement
  };
  virtual Rows InsertRows(std::string_view bytes) {
    (void)bytes;
    return {0, 0, 0, false};
  }
  virtual void EndInsert() = 0;
  // COPY ... FROM stdin: the statement's text, then the data block (lines up to "\." excluded)
  // starting at `data_at`, in pieces that may cut lines anywhere.
  virtual void BeginCopy(std::string_view statement, const model::SourceLocation& statement_at,
                         const model::SourceLocation& data_at) = 0;
  virtual void CopyBytes(std::string_view bytes) = 0;
  // Offered first at each line's start: `bytes` from there to the end of what is read so far
  // (more lines, or a cut one). A sink that can read lines whole from there does, stopping before
  // one it cannot, or one that starts with "\." (the splitter decides whether it ends the block),
  // and says how many bytes and lines it took (all of them ending in a newline), so the splitter
  // need not search them again; none (the default) means they come through CopyBytes.
  struct Lines {
    size_t bytes = 0;
    size_t lines = 0;
  };
  virtual Lines CopyLines(std::string_view bytes) {
    (void)bytes;
    return {};
  }
  virtual void EndCopy() = 0;
  // Before the first data statement of an input whose keys come after its rows (pg_dump): the
  // model as it will be once the statements after the last COPY block are read
  // (frontend/keys_ahead.h). Not called when they cannot be read ahead (stdin, no COPY block).
  virtual void KeysAhead(const model::Schema& preview) { (void)preview; }
  // After the last input: results go into the model.
  virtual void Finish() = 0;
};

// Told how far reading has got (once per chunk read, so about once per MiB).
class ReadObserver {
 public:
  virtual ~ReadObserver() = default;
  virtual void BytesRead(uint64_t bytes_of_this_input) = 0;
};

}  // namespace spanlift::frontend
