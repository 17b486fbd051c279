// Spanner's limits against the table in ../shared/reference/spanner-ddl.md section 8: each
// constant's row must state the value, so a constant edited without its source fails here.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "spanner/limits.h"
#include "spanner/types.h"

namespace spanlift::spanner {
namespace {

// The reference's table row that starts with `item`, or "".
std::string LimitRow(const std::string& item) {
  std::ifstream in(std::string(SPANLIFT_SHARED_DIR) + "/reference/spanner-ddl.md");
  for (std::string line; std::getline(in, line);)
    if (line.starts_with("| " + item + " |")) return line;
  return "";
}

// 5000 -> "5,000", as the reference writes numbers.
std::string Grouped(int64_t n) {
  std::string s = std::to_string(n);
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<size_t>(i), ",");
  return s;
}

TEST(Limits, MatchTheReference) {
  const std::pair<const char*, std::string> rows[] = {
      {"table/column/index/constraint name", "1–" + Grouped(kMaxIdentifierLength) + " chars"},
      {"columns per table", "| " + Grouped(kMaxColumns) + " |"},
      {"key columns per table", "| " + Grouped(kMaxKeyColumns) + " (incl. inherited parent keys)"},
      {"index key columns", "| " + Grouped(kMaxKeyColumns) + " ("},
      {"total key size (table or index)", "| " + Grouped(kMaxKeyBytes / 1024) + " KiB |"},
      {"interleaving depth", "emulator: " + Grouped(kMaxInterleaveDepth) + " \"counting from the top-level"},
      {"tables per database", "→ " + Grouped(kMaxTables) + " (latest"},
      {"indexes per table", "| " + Grouped(kIndexesPerTableQuota) + " (old docs)"},
      {"indexes per database", "| " + Grouped(kIndexesPerDatabaseQuota) + " (old docs)"},
      {"STRING length", "≤ " + Grouped(kMaxStringLength) + " chars"},
      {"size of data per column / BYTES", "| " + Grouped(kMaxBytesLength / (1024 * 1024)) + " MiB |"},
  };
  for (const auto& [item, value] : rows) {
    std::string row = LimitRow(item);
    ASSERT_FALSE(row.empty()) << item;
    EXPECT_NE(row.find(value), std::string::npos) << row << "\nlacks: " << value;
  }
}

}  // namespace
}  // namespace spanlift::spanner
