#include "frontend/compressed_input.h"

#include <bzlib.h>
#include <errno.h>
#include <lzma.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include <cstring>
#include <thread>
#include <vector>

namespace spanlift::frontend {

namespace {

constexpr size_t kBuffer = 64 * 1024;  // each of the decoder's input and output buffers
constexpr size_t kMagic = 6;           // the longest magic number (xz)

// The outcome of one decoder call on a slice of input.
struct Step {
  size_t consumed = 0, produced = 0;
  bool stream_end = false;  // a whole compressed stream (gzip member, bzip2 stream, xz stream, zstd frame) ended
  std::string error;
};

class Decoder {
 public:
  virtual ~Decoder() = default;
  virtual const char* name() const = 0;
  virtual Step Run(const char* in, size_t in_size, char* out, size_t out_size) = 0;
  // Ready for a further stream after the end of one (concatenated gzip members, pbzip2, ...).
  virtual void Restart() = 0;
};

class GzipDecoder : public Decoder {
 public:
  GzipDecoder() { inflateInit2(&z_, 15 + 32); }  // 15 + 32: zlib or gzip header, by its bytes
  ~GzipDecoder() override { inflateEnd(&z_); }
  const char* name() const override { return "gzip"; }
  Step Run(const char* in, size_t in_size, char* out, size_t out_size) override {
    z_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in));
    z_.avail_in = static_cast<uInt>(in_size);
    z_.next_out = reinterpret_cast<Bytef*>(out);
    z_.avail_out = static_cast<uInt>(out_size);
    int rc = inflate(&z_, Z_NO_FLUSH);
    Step s{in_size - z_.avail_in, out_size - z_.avail_out, rc == Z_STREAM_END, ""};
    if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) s.error = z_.msg ? z_.msg : "corrupt data";
    return s;
  }
  void Restart() override { inflateReset(&z_); }

 private:
  z_stream z_{};
};

class Bzip2Decoder : public Decoder {
 public:
  Bzip2Decoder() { BZ2_bzDecompressInit(&b_, 0, 0); }
  ~Bzip2Decoder() override { BZ2_bzDecompressEnd(&b_); }
  const char* name() const override { return "bzip2"; }
  Step Run(const char* in, size_t in_size, char* out, size_t out_size) override {
    b_.next_in = const_cast<char*>(in);
    b_.avail_in = static_cast<unsigned>(in_size);
    b_.next_out = out;
    b_.avail_out = static_cast<unsigned>(out_size);
    int rc = BZ2_bzDecompress(&b_);
    Step s{in_size - b_.avail_in, out_size - b_.avail_out, rc == BZ_STREAM_END, ""};
    if (rc != BZ_OK && rc != BZ_STREAM_END) s.error = "corrupt data (libbz2 error " + std::to_string(rc) + ")";
    return s;
  }
  void Restart() override {
    BZ2_bzDecompressEnd(&b_);
    b_ = bz_stream{};
    BZ2_bzDecompressInit(&b_, 0, 0);
  }

 private:
  bz_stream b_{};
};

class XzDecoder : public Decoder {
 public:
  XzDecoder() { Restart(); }
  ~XzDecoder() override { lzma_end(&s_); }
  const char* name() const override { return "xz"; }
  Step Run(const char* in, size_t in_size, char* out, size_t out_size) override {
    if (!started_) return {0, 0, false, "cannot start the xz decoder"};
    s_.next_in = reinterpret_cast<const uint8_t*>(in);
    s_.avail_in = in_size;
    s_.next_out = reinterpret_cast<uint8_t*>(out);
    s_.avail_out = out_size;
    lzma_ret rc = lzma_code(&s_, LZMA_RUN);
    Step s{in_size - s_.avail_in, out_size - s_.avail_out, rc == LZMA_STREAM_END, ""};
    if (rc != LZMA_OK && rc != LZMA_STREAM_END && rc != LZMA_BUF_ERROR)
      s.error = rc == LZMA_MEMLIMIT_ERROR || rc == LZMA_MEM_ERROR
                    ? "out of memory"
                    : "corrupt data (liblzma error " + std::to_string(rc) + ")";
    return s;
  }
  void Restart() override {
    lzma_end(&s_);
    s_ = LZMA_STREAM_INIT;
    started_ = lzma_stream_decoder(&s_, UINT64_MAX, 0) == LZMA_OK;
  }

 private:
  lzma_stream s_ = LZMA_STREAM_INIT;
  bool started_ = false;
};

class ZstdDecoder : public Decoder {
 public:
  ZstdDecoder() : d_(ZSTD_createDCtx()) {}
  ~ZstdDecoder() override { ZSTD_freeDCtx(d_); }
  const char* name() const override { return "zstd"; }
  Step Run(const char* in, size_t in_size, char* out, size_t out_size) override {
    ZSTD_inBuffer ib{in, in_size, 0};
    ZSTD_outBuffer ob{out, out_size, 0};
    size_t rc = ZSTD_decompressStream(d_, &ob, &ib);
    Step s{ib.pos, ob.pos, !ZSTD_isError(rc) && rc == 0, ""};
    if (ZSTD_isError(rc)) s.error = ZSTD_getErrorName(rc);
    return s;
  }
  void Restart() override { ZSTD_DCtx_reset(d_, ZSTD_reset_session_only); }

 private:
  ZSTD_DCtx* d_;
};

// Passes the bytes through: a pipe whose first bytes were read to look at them.
class CopyDecoder : public Decoder {
 public:
  const char* name() const override { return "plain"; }
  Step Run(const char* in, size_t in_size, char* out, size_t out_size) override {
    size_t n = std::min(in_size, out_size);
    std::memcpy(out, in, n);
    return {n, n, false, ""};
  }
  void Restart() override {}
};

std::unique_ptr<Decoder> MakeDecoder(Compression c) {
  switch (c) {
    case Compression::kGzip: return std::make_unique<GzipDecoder>();
    case Compression::kBzip2: return std::make_unique<Bzip2Decoder>();
    case Compression::kXz: return std::make_unique<XzDecoder>();
    case Compression::kZstd: return std::make_unique<ZstdDecoder>();
    case Compression::kNone: break;
  }
  return std::make_unique<CopyDecoder>();
}

ssize_t ReadSome(int fd, char* out, size_t n) {
  ssize_t got;
  do {
    got = ::read(fd, out, n);
  } while (got < 0 && errno == EINTR);
  return got;
}

// False when the reader has gone (it stopped reading: not an error of the input).
bool WriteAll(int fd, const char* data, size_t n) {
  while (n > 0) {
    ssize_t w = ::send(fd, data, n, MSG_NOSIGNAL);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    data += w;
    n -= static_cast<size_t>(w);
  }
  return true;
}

// Decodes `head` and then the rest of `in` into `out`; the problem, or "".
std::string Pump(Decoder& decoder, std::string head, int in, int out) {
  std::vector<char> ibuf(kBuffer), obuf(kBuffer);
  size_t ipos = 0, iend = head.size();
  std::memcpy(ibuf.data(), head.data(), head.size());
  bool input_done = false, between_streams = false, pending = false;
  for (;;) {
    if (ipos == iend && !pending) {
      if (input_done)
        return between_streams || decoder.name() == std::string("plain")
                   ? ""
                   : std::string(decoder.name()) + " stream is truncated";
      ssize_t got = ReadSome(in, ibuf.data(), ibuf.size());
      if (got < 0) return std::string("cannot read input: ") + std::strerror(errno);
      ipos = 0;
      iend = static_cast<size_t>(got);
      input_done = got == 0;
      continue;
    }
    if (between_streams) decoder.Restart();
    Step s = decoder.Run(ibuf.data() + ipos, iend - ipos, obuf.data(), obuf.size());
    ipos += s.consumed;
    if (s.produced > 0 && !WriteAll(out, obuf.data(), s.produced)) return "";
    if (!s.error.empty()) return std::string("corrupt ") + decoder.name() + " data: " + s.error;
    if (s.consumed == 0 && s.produced == 0 && !s.stream_end && ipos < iend)
      return std::string("corrupt ") + decoder.name() + " data: the decoder makes no progress";
    pending = s.produced == obuf.size();
    between_streams = s.stream_end;
  }
}

// A file read as it is: the splitter reads its descriptor.
class PlainInput : public OpenedInput {
 public:
  explicit PlainInput(int fd) : fd_(fd) {}
  int fd() const override { return fd_; }
  Compression compression() const override { return Compression::kNone; }
  std::string Finish() override { return {}; }

 private:
  int fd_;
};

// A thread decodes into one end of a socket pair (send with MSG_NOSIGNAL: a reader that stops
// early ends the thread without a SIGPIPE); the splitter reads the other end.
class DecodedInput : public OpenedInput {
 public:
  DecodedInput(int source, Compression c, std::string head) : compression_(c) {
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends_) != 0) {
      error_ = std::string("cannot decompress: ") + std::strerror(errno);
      return;
    }
    worker_ = std::thread([this, source, head = std::move(head)]() mutable {
      std::unique_ptr<Decoder> decoder = MakeDecoder(compression_);
      error_ = Pump(*decoder, std::move(head), source, ends_[1]);
      ::shutdown(ends_[1], SHUT_WR);  // end of input for the reader
    });
  }
  ~DecodedInput() override { Finish(); }
  int fd() const override { return ends_[0]; }
  Compression compression() const override { return compression_; }
  std::string Finish() override {
    if (ends_[0] >= 0) ::close(ends_[0]);  // a writer still at work gets EPIPE and stops
    ends_[0] = -1;
    if (worker_.joinable()) worker_.join();
    if (ends_[1] >= 0) ::close(ends_[1]);
    ends_[1] = -1;
    return error_;
  }

 private:
  Compression compression_;
  int ends_[2] = {-1, -1};
  std::thread worker_;
  std::string error_;
};

// The first bytes of `fd` without consuming them when it is a regular file (`consumed` false);
// read from it otherwise.
std::string Head(int fd, bool& consumed) {
  std::string head(kMagic, '\0');
  struct stat st {};
  off_t at = ::lseek(fd, 0, SEEK_CUR);
  consumed = !(::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && at >= 0);
  size_t got = 0;
  while (got < kMagic) {
    ssize_t n = consumed ? ReadSome(fd, head.data() + got, kMagic - got)
                         : ::pread(fd, head.data() + got, kMagic - got, at + static_cast<off_t>(got));
    if (n <= 0) break;
    got += static_cast<size_t>(n);
  }
  head.resize(got);
  return head;
}

}  // namespace

Compression DetectCompression(std::string_view head) {
  auto starts = [&](std::string_view magic) { return head.substr(0, magic.size()) == magic; };
  if (starts("\x1f\x8b")) return Compression::kGzip;
  if (head.size() >= 4 && starts("BZh") && head[3] >= '1' && head[3] <= '9') return Compression::kBzip2;
  if (starts(std::string_view("\xfd"
                              "7zXZ\0",
                              6)))
    return Compression::kXz;
  if (starts("\x28\xb5\x2f\xfd")) return Compression::kZstd;
  return Compression::kNone;
}

const char* CompressionName(Compression c) {
  switch (c) {
    case Compression::kGzip: return "gzip";
    case Compression::kBzip2: return "bzip2";
    case Compression::kXz: return "xz";
    case Compression::kZstd: return "zstd";
    case Compression::kNone: break;
  }
  return "none";
}

std::unique_ptr<OpenedInput> OpenDecompressed(int fd) {
  bool consumed = false;
  std::string head = Head(fd, consumed);
  Compression c = DetectCompression(head);
  if (c == Compression::kNone && !consumed) return std::make_unique<PlainInput>(fd);
  if (!consumed) head.clear();  // peeked with pread: the decoder reads the file from its start
  return std::make_unique<DecodedInput>(fd, c, std::move(head));
}

}  // namespace spanlift::frontend
