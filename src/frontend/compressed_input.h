#pragma once
// Compressed dumps (gzip, bzip2, xz, zstd), recognised by their first bytes, never by the file's
// name, so a compressed stdin works too. A decoding thread writes the decompressed bytes into a
// socket pair whose other end the splitter reads like any file: the splitter stays the only
// reader of SQL, memory stays bounded (one input and one output buffer), and nothing is written
// to disk. Debian's zlib, libbz2, liblzma and libzstd decode.
#include <memory>
#include <string>
#include <string_view>

namespace spanlift::frontend {

enum class Compression { kNone, kGzip, kBzip2, kXz, kZstd };

// The format whose magic bytes `head` starts with (kNone when none does, or too few bytes).
Compression DetectCompression(std::string_view head);
const char* CompressionName(Compression c);  // "gzip", "bzip2", "xz", "zstd", "none"

// An input opened for the splitter: its own descriptor when it is plain text in a file, else the
// reading end of a socket pair fed by a thread (decompressing, or replaying the bytes read from a
// pipe to look at its first bytes).
class OpenedInput {
 public:
  virtual ~OpenedInput() = default;
  virtual int fd() const = 0;
  virtual Compression compression() const = 0;
  // Stops the thread (if any) and returns what went wrong while decoding ("" when nothing did):
  // a corrupt or truncated stream, or a read error.
  virtual std::string Finish() = 0;
};

// Looks at the first bytes of `fd` (pread on a regular file, read otherwise) and returns the
// input to read. The caller keeps `fd` open until Finish() and closes it afterwards.
std::unique_ptr<OpenedInput> OpenDecompressed(int fd);

}  // namespace spanlift::frontend
