// Inputs that are large, broken or not SQL at all: the splitter reports, never crashes or hangs,
// and keeps memory bounded.
#include <algorithm>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include "splitter_test_util.h"

namespace spanlift::frontend {
namespace {

using model::Dialect;
using testing::SplitString;

size_t Count(const testing::SplitResult& r, const std::string& code) {
  size_t n = 0;
  for (const auto& d : r.diagnostics.all()) n += d.code == code;
  return n;
}

TEST(RobustnessTest, EmptyInput) {
  for (Dialect d : {Dialect::kMySql, Dialect::kPostgres, Dialect::kUnknown}) {
    auto r = SplitString("", d, 1);
    EXPECT_TRUE(r.statements.empty());
    EXPECT_TRUE(r.diagnostics.all().empty());
  }
}

// COPY data skipped without a sink goes 64 bytes at a time: the "\\." line ends it wherever it falls
// in a block (and across the window's end), rows are counted once, long rows and CRLF lines too,
// a data line that only starts with "\\." is data, and the next statement starts on its own line.
TEST(RobustnessTest, CopyBlocksEndAtTheTerminatorWhereverItFalls) {
  for (size_t pad = 0; pad < 130; ++pad) {
    const bool crlf = pad % 7 == 0;
    const std::string nl = crlf ? "\r\n" : "\n";
    std::string input = "COPY t (a, b) FROM stdin;\n";
    size_t rows = 0;
    for (size_t i = 0; i < 40; ++i, ++rows)
      input += std::to_string(i) + "\t" + std::string((i * 37 + pad) % 150, 'x') + nl;
    input += "\\.x data" + nl;  // a row, not the end
    ++rows;
    input += std::string(pad, 'y') + nl;
    ++rows;
    input += "\\." + nl + "CREATE TABLE t (a int);\n";
    const uint32_t create_line = static_cast<uint32_t>(1 + rows + 1 + 1);
    for (size_t chunk : {size_t{64}, size_t{100}, size_t{4096}}) {
      auto r = SplitString(input, Dialect::kPostgres, chunk);
      ASSERT_EQ(r.statements.size(), 2u) << pad << " " << chunk;
      EXPECT_EQ(r.copy_rows, rows) << pad << " " << chunk;
      EXPECT_EQ(r.statements[1].stmt.location.line, create_line) << pad << " " << chunk;
      EXPECT_EQ(r.statements[1].text.rfind("CREATE TABLE", 0), 0u) << pad << " " << chunk;
      EXPECT_TRUE(r.diagnostics.all().empty()) << pad << " " << chunk;
    }
  }
}

TEST(RobustnessTest, TenMegabyteDataLineKeepsOnlyAPrefix) {
  std::string input = "INSERT INTO t VALUES ";
  while (input.size() < 10 * 1024 * 1024) input += "(1,'it\\'s; a \"test\"',NULL,-2),";
  input.back() = ';';
  input += "\nCREATE TABLE t (a int);\n";
  for (size_t chunk : {size_t{4096}, size_t{1} << 20}) {
    auto r = SplitString(input, Dialect::kMySql, chunk);
    EXPECT_TRUE(r.diagnostics.all().empty());
    ASSERT_EQ(r.statements.size(), 2u);
    EXPECT_EQ(r.statements[0].stmt.kind, StatementKind::kData);
    EXPECT_LE(r.statements[0].text.size(), 256u);
    EXPECT_EQ(r.statements[0].text.substr(0, 22), "INSERT INTO t VALUES (");
    EXPECT_EQ(r.statements[1].stmt.kind, StatementKind::kSchema);
    EXPECT_EQ(r.statements[1].stmt.location.line, 2u);
  }
}

TEST(RobustnessTest, TenMegabyteSchemaLineIsKeptWhole) {
  std::string input = "CREATE TABLE t (";
  for (int i = 0; input.size() < 10 * 1024 * 1024; ++i) input += "c" + std::to_string(i) + " int, ";
  input += "z int);";
  auto r = SplitString(input, Dialect::kPostgres, 1 << 16);
  ASSERT_EQ(r.statements.size(), 1u);
  EXPECT_EQ(r.statements[0].text.size(), input.size() - 1);
}

TEST(RobustnessTest, OversizedSchemaStatementIsReportedAndSkipped) {
  std::string input = "CREATE TABLE t (";
  while (input.size() < 200000) input += "c int, ";
  input += "z int);\nCREATE TABLE u (a int);";
  SplitterOptions options;
  options.max_statement_bytes = 100000;
  auto r = SplitString(input, Dialect::kMySql, 4096, options);
  EXPECT_EQ(Count(r, "P005"), 1u);
  ASSERT_EQ(r.statements.size(), 1u);
  EXPECT_EQ(r.statements[0].text, "CREATE TABLE u (a int)");
  EXPECT_EQ(r.statements[0].stmt.location.line, 2u);
}

TEST(RobustnessTest, BinaryGarbageIsReportedOnceAndTerminates) {
  std::mt19937 rng(42);
  std::string garbage(3 * 1024 * 1024, '\0');
  for (char& c : garbage) c = static_cast<char>(rng() & 0xff);
  for (Dialect d : {Dialect::kMySql, Dialect::kPostgres, Dialect::kUnknown}) {
    for (size_t chunk : {size_t{7}, size_t{4096}, size_t{1} << 20}) {
      if (chunk == 7 && garbage.size() > 100000) garbage.resize(100000);
      auto r = SplitString(garbage, d, chunk);
      EXPECT_EQ(Count(r, "P009"), 1u);
      // Reading stops at the chunk that shows the input is binary: the rest is not read.
      EXPECT_LE(r.bytes_read, std::max<size_t>(chunk, 4096));
    }
  }
}

TEST(RobustnessTest, ControlBytesWithoutNulAreBinary) {
  std::string input;
  for (int i = 0; i < 2000; ++i) input += "ab\x01\x02\x03\x1b";
  auto r = SplitString(input, Dialect::kMySql);
  EXPECT_EQ(Count(r, "P009"), 1u);
}

TEST(RobustnessTest, NulByteLocation) {
  std::string input = "SELECT 1;\nSELECT 2;\nab";
  input += '\0';
  input += "c;";
  auto r = SplitString(input, Dialect::kMySql, 3);
  ASSERT_EQ(Count(r, "P009"), 1u);
  EXPECT_EQ(r.diagnostics.all()[0].location.line, 3u);
  EXPECT_EQ(r.diagnostics.all()[0].location.column, 3u);
  EXPECT_EQ(r.statements.size(), 3u);
}

TEST(RobustnessTest, TruncatedDumpsAtEveryByte) {
  const std::string mysql =
      "/*!40101 SET NAMES utf8 */;\nDELIMITER ;;\nCREATE TRIGGER t BEFORE INSERT ON x FOR EACH ROW BEGIN END;;\n"
      "DELIMITER ;\nINSERT INTO `t` VALUES (1,'a\\'b'),(2,\"c\");\n# done\n";
  const std::string pg =
      "CREATE FUNCTION f() AS $x$ a; $x$;\nCOPY t (a) FROM stdin;\n1\n\\.\n/* a /* b */ */ SELECT E'\\'';\n";
  for (const auto& [input, dialect] : {std::pair{mysql, Dialect::kMySql}, std::pair{pg, Dialect::kPostgres}}) {
    for (size_t cut = 0; cut <= input.size(); ++cut) {
      auto r = SplitString(input.substr(0, cut), dialect, 5);
      EXPECT_LE(r.diagnostics.all().size(), 1u) << cut;
      for (const auto& d : r.diagnostics.all()) EXPECT_EQ(d.code, "P002") << cut;
    }
  }
}

TEST(RobustnessTest, UnbalancedQuoteSwallowsTheRestButReportsWhereItStarted) {
  auto r = SplitString("SELECT 1;\nSELECT 'oops;\nCREATE TABLE t (a int);\nSELECT 2;\n", Dialect::kPostgres, 7);
  ASSERT_EQ(r.statements.size(), 1u);
  ASSERT_EQ(Count(r, "P002"), 1u);
  EXPECT_EQ(r.diagnostics.all()[0].location.line, 2u);
  EXPECT_EQ(r.diagnostics.all()[0].location.column, 8u);
}

}  // namespace
}  // namespace spanlift::frontend

namespace spanlift::frontend {
namespace {

// The block path (large windows) and the byte-at-a-time path (tiny windows) cut the same
// statements (at least `at_least`), at the same lines and columns.
void ExpectSameStatements(const testing::SplitResult& big, const testing::SplitResult& small, size_t at_least) {
  ASSERT_EQ(big.statements.size(), small.statements.size());
  ASSERT_GE(big.statements.size(), at_least);
  for (size_t i = 0; i < big.statements.size(); ++i) {
    EXPECT_EQ(big.statements[i].text, small.statements[i].text) << i;
    EXPECT_EQ(big.statements[i].stmt.location.line, small.statements[i].stmt.location.line) << i;
    EXPECT_EQ(big.statements[i].stmt.location.column, small.statements[i].stmt.location.column) << i;
  }
}

// Random MySQL row data full of escapes, backslash runs, doubled quotes and raw newlines in
// strings: the 64-byte block path (large windows) must agree with the byte-at-a-time path (tiny
// windows) on every statement, location and line.
TEST(RobustnessTest, BlockScanningAgreesWithSmallWindows) {
  std::mt19937 rng(7);
  static constexpr const char* kPieces[] = {"a",   "\\'", "''", "\\\\", "\\\\\\'",   "\n",           ";", "\"", "`",
                                            "-- ", "#",   "/*", "\\",   "x\\\\\\\\", "b c d e f g h"};
  std::string input;
  for (int s = 0; s < 200; ++s) {
    input += "INSERT INTO `t` VALUES ";
    for (int r = 0, rows = 1 + static_cast<int>(rng() % 20); r < rows; ++r) {
      input += r ? ",(" : "(";
      input += std::to_string(rng() % 1000) + ",'";
      for (int n = static_cast<int>(rng() % 40); n > 0; --n) {
        std::string piece = kPieces[rng() % std::size(kPieces)];
        if (piece == "\\") piece += "n";  // a lone backslash must escape something
        input += piece;
      }
      input += "',NULL)";
    }
    input += rng() % 4 ? ";\n" : ";\nCREATE TABLE t (a int);\n";
  }
  auto big = SplitString(input, Dialect::kMySql, 1 << 16);
  auto small = SplitString(input, Dialect::kMySql, 7);
  EXPECT_TRUE(big.diagnostics.all().empty());
  EXPECT_TRUE(small.diagnostics.all().empty());
  ExpectSameStatements(big, small, 200);
  // Cut inside the last string: P002 from both paths, at the same place.
  std::string cut = input.substr(0, input.rfind("',NULL)"));
  auto big_cut = SplitString(cut, Dialect::kMySql, 1 << 16);
  auto small_cut = SplitString(cut, Dialect::kMySql, 7);
  ASSERT_EQ(big_cut.codes(), std::vector<std::string>{"P002"});
  ASSERT_EQ(small_cut.codes(), std::vector<std::string>{"P002"});
  EXPECT_EQ(big_cut.diagnostics.all()[0].location.line, small_cut.diagnostics.all()[0].location.line);
  EXPECT_EQ(big_cut.diagnostics.all()[0].location.column, small_cut.diagnostics.all()[0].location.column);
}

// Between strings too: several strings per block, negative numbers, '' strings, raw newlines, and
// stray backslashes outside strings (they escape nothing there), which send the block scan back to
// one quote at a time; the whole statement must still agree with the byte-at-a-time path.
TEST(RobustnessTest, BlockScanningAgreesBetweenStrings) {
  std::mt19937 rng(11);
  static constexpr const char* kOutside[] = {"1",  "-2.5", "''",    "'a''b'", "'x\\\\'", "'\\\''", "\\",  "\\'q'",
                                             "\n", "/",    "'c;d'", "NULL",   " ",       "'e\nf'", "0x1F"};
  std::string input;
  for (int s = 0; s < 300; ++s) {
    input += "INSERT INTO t VALUES ";
    for (int r = 0, rows = 1 + static_cast<int>(rng() % 12); r < rows; ++r) {
      input += r ? ",(" : "(";
      for (int n = 1 + static_cast<int>(rng() % 8); n > 0; --n)
        input += std::string(kOutside[rng() % std::size(kOutside)]) + (n > 1 ? "," : "");
      input += ")";
    }
    input += ";\n";
  }
  auto big = SplitString(input, Dialect::kMySql, 1 << 16);
  auto small = SplitString(input, Dialect::kMySql, 7);
  EXPECT_EQ(big.codes(), small.codes());
  // A backslash outside a string escapes nothing: the quote after it opens 'q'.
  std::string rows = "INSERT INTO t VALUES (0)";
  for (int r = 1; r < 30; ++r) rows += ",(" + std::to_string(r) + ")";
  auto stray = SplitString(rows + ",(1,\\'q',2,'abc'),(3);\nCREATE TABLE u (a int);\n", Dialect::kMySql, 1 << 16);
  EXPECT_TRUE(stray.diagnostics.all().empty());
  EXPECT_EQ(stray.statements.size(), 2u);

  ExpectSameStatements(big, small, 100);
}

}  // namespace
}  // namespace spanlift::frontend
