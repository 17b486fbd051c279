// Every real-world file of the shared corpus splits without unterminated constructs or
// unrecognised statements, its dialect is detected, and every CREATE TABLE is found.
#include <fcntl.h>
#include <unistd.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "splitter_test_util.h"

namespace spanlift::frontend {
namespace {

using model::Dialect;

const std::string kCorpus = SPANLIFT_SHARED_DIR "/corpus";

struct CorpusFile {
  std::string path;
  Dialect dialect;
};

std::vector<CorpusFile> ReadManifest() {
  std::vector<CorpusFile> files;
  std::ifstream in(kCorpus + "/MANIFEST.tsv");
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string path, dialect;
    if (!std::getline(fields, path, '\t') || !std::getline(fields, dialect, '\t')) continue;
    files.push_back({path, dialect == "mysql" ? Dialect::kMySql : Dialect::kPostgres});
  }
  return files;
}

// CREATE TABLE statements counted independently of the splitter: lines that start with one at
// column 1 (possibly inside a MySQL executable comment). Indented ones are inside function and
// procedure bodies (the sakila ports create a temporary table in one), which are not statements.
size_t CountCreateTableLines(const std::string& path) {
  static const std::regex kCreateTable(
      R"(^(/\*!\d+\s*)?create\s+((global|local)\s+)?((temporary|temp|unlogged)\s+)?table\s)", std::regex::icase);
  std::ifstream in(path);
  std::string line;
  size_t n = 0;
  while (std::getline(in, line)) {
    if (line.find_first_of("cC") == std::string::npos) continue;
    n += std::regex_search(line, kCreateTable) ? 1 : 0;
  }
  return n;
}

class CorpusTest : public ::testing::TestWithParam<CorpusFile> {};

TEST_P(CorpusTest, SplitsCleanly) {
  const CorpusFile& f = GetParam();
  std::string path = kCorpus + "/" + f.path;
  int fd = ::open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0) << path;
  SplitterOptions options;
  options.chunk_size = 4093;  // an odd size so tokens straddle reads
  auto r = testing::SplitFd(fd, Dialect::kUnknown, options, f.path);
  ::close(fd);

  EXPECT_EQ(r.dialect, f.dialect) << "dialect detection";
  for (const auto& d : r.diagnostics.all()) {
    ADD_FAILURE() << d.code << " at " << d.location.line << ":" << d.location.column << ": " << d.message;
  }
  size_t create_tables = 0;
  for (const auto& s : r.statements) {
    EXPECT_NE(s.stmt.kind, StatementKind::kUnknown)
        << "unknown statement at line " << s.stmt.location.line << ": " << s.text.substr(0, 120);
    if (s.stmt.kind == StatementKind::kSchema && s.stmt.keyword == "CREATE TABLE") ++create_tables;
  }
  EXPECT_EQ(create_tables, CountCreateTableLines(path));
}

// A checkout without ../shared/corpus has no rows: nothing to split, not a failure (the corpus
// ctests are not registered then either, see tests/CMakeLists.txt).
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CorpusTest);
INSTANTIATE_TEST_SUITE_P(Manifest, CorpusTest, ::testing::ValuesIn(ReadManifest()), [](const auto& info) {
  std::string name = info.param.path;
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
});

}  // namespace
}  // namespace spanlift::frontend
