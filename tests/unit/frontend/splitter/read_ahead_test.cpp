// ReadAhead (frontend/read_ahead.h): the bytes of a file as read() gives them, in any sizes of
// request, then the end for good; a read error handed on; and the splitter's statements the same
// with reading ahead as without.
#include "frontend/read_ahead.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include "splitter_test_util.h"

namespace spanlift::frontend {
namespace {

using testing::SplitString;
using testing::TempInput;

std::string RandomBytes(size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::string s(n, '\0');
  for (auto& c : s) c = static_cast<char>(rng());
  return s;
}

TEST(ReadAheadTest, GivesTheFileInAnyRequestSizesThenTheEnd) {
  const std::string content = RandomBytes(10'000, 3);
  for (size_t chunk : {1u, 7u, 1000u, 4096u, 20'000u}) {
    TempInput in(content);
    ReadAhead ahead(in.fd(), chunk, 2);
    std::mt19937 rng(static_cast<unsigned>(chunk));
    std::string got;
    char buf[2500];
    for (;;) {
      ssize_t n = ahead.Read(buf, 1 + rng() % sizeof buf);
      ASSERT_GE(n, 0);
      if (n == 0) break;
      got.append(buf, static_cast<size_t>(n));
    }
    EXPECT_EQ(got, content) << "chunk " << chunk;
    EXPECT_EQ(ahead.Read(buf, sizeof buf), 0);  // the end stays the end
  }
}

TEST(ReadAheadTest, StopsEarlyWithoutLeavingAThread) {
  TempInput in(RandomBytes(100'000, 5));
  ReadAhead ahead(in.fd(), 100, 3);
  char buf[10];
  EXPECT_EQ(ahead.Read(buf, sizeof buf), 10);
}  // the destructor stops the producer while the ring is full

TEST(ReadAheadTest, HandsOnAReadError) {
  int dir = ::open(".", O_RDONLY | O_DIRECTORY);
  ASSERT_GE(dir, 0);
  {
    ReadAhead ahead(dir, 4096, 2);
    char buf[16];
    errno = 0;
    EXPECT_EQ(ahead.Read(buf, sizeof buf), -1);
    EXPECT_EQ(errno, EISDIR);
  }
  ::close(dir);
}

TEST(ReadAheadTest, OnlyForLargeRegularFiles) {
  TempInput in(std::string(1000, 'x'));
  EXPECT_TRUE(ReadAhead::Worthwhile(in.fd(), 1000));
  EXPECT_FALSE(ReadAhead::Worthwhile(in.fd(), 1001));
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  EXPECT_FALSE(ReadAhead::Worthwhile(fds[0], 0));
  ::close(fds[0]);
  ::close(fds[1]);
}

// The splitter reading ahead (from 0 bytes on) cuts the same statements, at the same places.
TEST(ReadAheadTest, SplitterCutsTheSameStatements) {
  std::string dump;
  for (int i = 0; i < 300; ++i)
    dump += "INSERT INTO t VALUES (" + std::to_string(i) + ",'a;b\\'c\n'),(2,'x');\nCOPY u (a) FROM stdin;\n1\n\\.\n";
  for (auto [dialect, chunk] :
       {std::pair{model::Dialect::kMySql, 5u}, std::pair{model::Dialect::kMySql, 4096u},
        std::pair{model::Dialect::kPostgres, 64u}, std::pair{model::Dialect::kPostgres, 4096u}}) {
    SplitterOptions ahead_options;
    ahead_options.read_ahead_from = 0;
    auto plain = SplitString(dump, dialect, chunk);
    auto ahead = SplitString(dump, dialect, chunk, ahead_options);
    ASSERT_EQ(plain.statements.size(), ahead.statements.size());
    for (size_t i = 0; i < plain.statements.size(); ++i) {
      EXPECT_EQ(plain.statements[i].text, ahead.statements[i].text);
      EXPECT_EQ(plain.statements[i].stmt.location.line, ahead.statements[i].stmt.location.line);
    }
    EXPECT_EQ(plain.copy_rows, ahead.copy_rows);
    EXPECT_EQ(plain.bytes_read, ahead.bytes_read);
    EXPECT_EQ(plain.codes(), ahead.codes());
  }
}

}  // namespace
}  // namespace spanlift::frontend
