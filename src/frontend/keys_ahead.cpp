#include "frontend/keys_ahead.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

namespace spanlift::frontend {

namespace {

constexpr size_t kBlock = size_t{1} << 20;

// Where the bytes after the last "\." line start in `text` (which `more` follows: `more` is
// only looked at so that a marker cut by the block boundary is seen), or npos.
size_t AfterLastMarker(std::string_view text, std::string_view more) {
  std::string joined(text);
  joined.append(more.substr(0, 4));
  for (size_t at = joined.rfind("\n\\."); at != std::string::npos && at < text.size();
       at = at == 0 ? std::string::npos : joined.rfind("\n\\.", at - 1)) {
    size_t next = at + 3;
    if (next < joined.size() && joined[next] == '\r') ++next;
    if (next < joined.size() && joined[next] == '\n') return next + 1;
    if (next == joined.size() && more.empty()) return next;  // "\." ends the file
  }
  return std::string::npos;
}

bool ReadAt(int fd, char* out, size_t size, uint64_t offset) {
  while (size > 0) {
    ssize_t n = ::pread(fd, out, size, static_cast<off_t>(offset));
    if (n <= 0) return false;
    out += n;
    size -= static_cast<size_t>(n);
    offset += static_cast<uint64_t>(n);
  }
  return true;
}

class KeysAheadSink : public DataSink {
 public:
  KeysAheadSink(DataSink& sink, const model::Schema& schema, int fd, ApplyText apply)
      : sink_(sink), schema_(schema), fd_(fd), apply_(std::move(apply)) {}

  void BeginInsert(const model::SourceLocation& at) override { sink_.BeginInsert(at); }
  void InsertBytes(std::string_view bytes) override { sink_.InsertBytes(bytes); }
  Rows InsertRows(std::string_view bytes) override { return sink_.InsertRows(bytes); }
  void EndInsert() override { sink_.EndInsert(); }
  void BeginCopy(std::string_view statement, const model::SourceLocation& statement_at,
                 const model::SourceLocation& data_at) override {
    Preview();
    sink_.BeginCopy(statement, statement_at, data_at);
  }
  void CopyBytes(std::string_view bytes) override { sink_.CopyBytes(bytes); }
  Lines CopyLines(std::string_view bytes) override { return sink_.CopyLines(bytes); }
  void EndCopy() override { sink_.EndCopy(); }
  void KeysAhead(const model::Schema& preview) override { sink_.KeysAhead(preview); }
  void Finish() override { sink_.Finish(); }

 private:
  // Once, at the first COPY: by then pg_dump has defined every table (pre-data comes first).
  void Preview() {
    if (done_) return;
    done_ = true;
    std::optional<std::string> post_data = ReadAfterLastCopy(fd_, kMaxPostDataBytes);
    if (!post_data) return;
    model::Schema preview = schema_;
    apply_(*post_data, preview);
    sink_.KeysAhead(preview);
  }

  DataSink& sink_;
  const model::Schema& schema_;
  int fd_;
  ApplyText apply_;
  bool done_ = false;
};

}  // namespace

std::optional<std::string> ReadAfterLastCopy(int fd, uint64_t max_bytes) {
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  const uint64_t size = static_cast<uint64_t>(st.st_size);
  const uint64_t floor = size > max_bytes ? size - max_bytes : 0;
  std::string after;  // the bytes from `low` to the end of the file
  for (uint64_t low = size; low > floor;) {
    const uint64_t start = std::max(floor, low >= kBlock ? low - kBlock : 0);
    std::string block(low - start, '\0');
    if (!ReadAt(fd, block.data(), block.size(), start)) return std::nullopt;
    // A marker whose newline ends the block before this one is found with that block.
    size_t at = AfterLastMarker(block, after);
    if (at != std::string::npos) {
      std::string tail = block.substr(std::min(at, block.size()));
      tail.append(after, at > block.size() ? at - block.size() : 0);
      return tail;
    }
    block.append(after);
    after.swap(block);
    low = start;
  }
  // The file itself may start with the marker's line ("\.\n" first): not a COPY block's end.
  return std::nullopt;
}

std::unique_ptr<DataSink> WithKeysAhead(DataSink& sink, const model::Schema& schema, int fd, ApplyText apply) {
  return std::make_unique<KeysAheadSink>(sink, schema, fd, std::move(apply));
}

}  // namespace spanlift::frontend
