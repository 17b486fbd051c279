// Compressed inputs: recognised by their first bytes, decoded as a stream from a file or a pipe,
// corrupt and truncated streams reported. The compressed bytes come from the real gzip, bzip2, xz
// and zstd tools (scripts/install-deps.sh --test); a missing tool skips its cases.
#include "frontend/compressed_input.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

namespace spanlift::frontend {
namespace {

std::string Text() {
  std::string sql;
  for (int i = 0; i < 20000; ++i)
    sql += "INSERT INTO t VALUES (" + std::to_string(i) + ", 'row " + std::to_string(i) + "');\n";
  return sql;
}

// `command` run on `input` (through files: a pipe both ways could block).
std::optional<std::string> Compress(const std::string& command, const std::string& input) {
  char in_path[] = "/tmp/spanlift-ci-XXXXXX";
  int fd = ::mkstemp(in_path);
  if (fd < 0) return std::nullopt;
  ssize_t written = ::write(fd, input.data(), input.size());
  ::close(fd);
  std::optional<std::string> out;
  if (written == static_cast<ssize_t>(input.size())) {
    if (FILE* p = ::popen((command + " < " + in_path + " 2>/dev/null").c_str(), "r")) {
      std::string bytes;
      char buf[65536];
      size_t n;
      while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) bytes.append(buf, n);
      if (::pclose(p) == 0) out = bytes;
    }
  }
  ::unlink(in_path);
  return out;
}

int RegularFile(const std::string& bytes) {
  int fd = ::memfd_create("compressed-test", MFD_CLOEXEC);
  EXPECT_EQ(::write(fd, bytes.data(), bytes.size()), static_cast<ssize_t>(bytes.size()));
  ::lseek(fd, 0, SEEK_SET);
  return fd;
}

// Everything the splitter would read.
std::string ReadAll(OpenedInput& input) {
  std::string out;
  char buf[4096];
  ssize_t n;
  while ((n = ::read(input.fd(), buf, sizeof buf)) > 0) out.append(buf, static_cast<size_t>(n));
  return out;
}

struct Format {
  const char* tool;
  Compression compression;
};
const Format kFormats[] = {{"gzip -c", Compression::kGzip},
                           {"bzip2 -c", Compression::kBzip2},
                           {"xz -c", Compression::kXz},
                           {"zstd -q -c", Compression::kZstd}};

TEST(CompressedInput, DetectsByMagicBytes) {
  EXPECT_EQ(DetectCompression("\x1f\x8b\x08"), Compression::kGzip);
  EXPECT_EQ(DetectCompression("BZh91AY"), Compression::kBzip2);
  EXPECT_EQ(DetectCompression("BZh"), Compression::kNone);
  EXPECT_EQ(DetectCompression(std::string("\xfd"
                                          "7zXZ\0",
                                          6)),
            Compression::kXz);
  EXPECT_EQ(DetectCompression("\x28\xb5\x2f\xfd"), Compression::kZstd);
  EXPECT_EQ(DetectCompression("CREATE TABLE"), Compression::kNone);
  EXPECT_EQ(DetectCompression(""), Compression::kNone);
}

TEST(CompressedInput, PlainFileIsReadAsItIs) {
  int fd = RegularFile("CREATE TABLE t (a int);");
  auto input = OpenDecompressed(fd);
  EXPECT_EQ(input->fd(), fd);
  EXPECT_EQ(input->compression(), Compression::kNone);
  EXPECT_EQ(ReadAll(*input), "CREATE TABLE t (a int);");
  EXPECT_EQ(input->Finish(), "");
  ::close(fd);
}

TEST(CompressedInput, PlainPipeKeepsItsFirstBytes) {
  int p[2];
  ASSERT_EQ(::pipe(p), 0);
  std::thread writer([&] {
    EXPECT_EQ(::write(p[1], "SELECT", 6), 6);  // fewer bytes than a magic number at first
    EXPECT_EQ(::write(p[1], " 1;", 3), 3);
    ::close(p[1]);
  });
  auto input = OpenDecompressed(p[0]);
  EXPECT_EQ(ReadAll(*input), "SELECT 1;");
  EXPECT_EQ(input->Finish(), "");
  writer.join();
  ::close(p[0]);
}

TEST(CompressedInput, EveryFormatFromFileAndPipe) {
  const std::string text = Text();
  for (const auto& f : kFormats) {
    SCOPED_TRACE(f.tool);
    auto bytes = Compress(f.tool, text);
    if (!bytes) {
      std::printf("note: %s not available: its cases are skipped\n", f.tool);
      continue;
    }
    int fd = RegularFile(*bytes + *bytes);  // two streams, one after the other (pigz, cat a.gz b.gz)
    auto input = OpenDecompressed(fd);
    EXPECT_EQ(input->compression(), f.compression);
    EXPECT_EQ(ReadAll(*input), text + text);
    EXPECT_EQ(input->Finish(), "");
    ::close(fd);

    int p[2];
    ASSERT_EQ(::pipe(p), 0);
    std::thread writer([&] {
      for (size_t at = 0; at < bytes->size(); at += 1000)
        EXPECT_GT(::write(p[1], bytes->data() + at, std::min<size_t>(1000, bytes->size() - at)), 0);
      ::close(p[1]);
    });
    auto piped = OpenDecompressed(p[0]);
    EXPECT_EQ(ReadAll(*piped), text);
    EXPECT_EQ(piped->Finish(), "");
    writer.join();
    ::close(p[0]);
  }
}

TEST(CompressedInput, TruncatedAndCorruptStreamsAreReported) {
  const std::string text = Text();
  for (const auto& f : kFormats) {
    SCOPED_TRACE(f.tool);
    auto bytes = Compress(f.tool, text);
    if (!bytes) continue;
    int fd = RegularFile(bytes->substr(0, bytes->size() / 2));
    auto input = OpenDecompressed(fd);
    std::string got = ReadAll(*input);
    EXPECT_LT(got.size(), text.size());
    EXPECT_EQ(text.substr(0, got.size()), got);  // what came before the cut is right
    EXPECT_NE(input->Finish(), "");
    ::close(fd);

    std::string corrupt = *bytes;
    for (size_t i = 20; i < corrupt.size() && i < 400; ++i) corrupt[i] = static_cast<char>(corrupt[i] ^ 0x5a);
    fd = RegularFile(corrupt);
    input = OpenDecompressed(fd);
    ReadAll(*input);
    EXPECT_NE(input->Finish(), "");
    ::close(fd);
  }
}

TEST(CompressedInput, ReaderThatStopsEarlyEndsTheDecoder) {
  auto bytes = Compress("gzip -c", Text() + Text() + Text());
  if (!bytes) GTEST_SKIP() << "no gzip";
  int fd = RegularFile(*bytes);
  auto input = OpenDecompressed(fd);
  char buf[100];
  ASSERT_GT(::read(input->fd(), buf, sizeof buf), 0);
  EXPECT_EQ(input->Finish(), "");  // returns: the decoder saw its reader go, which is no error
  ::close(fd);
}

}  // namespace
}  // namespace spanlift::frontend
