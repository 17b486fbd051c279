#pragma once
// Helpers shared by the splitter tests: run the splitter over an in-memory input through a real
// file descriptor (the splitter only reads fds) and collect what it returns.
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "frontend/splitter.h"

namespace spanlift::frontend::testing {

// A copy of one returned statement (Statement::text only lives until the next call).
struct Split {
  Statement stmt;
  std::string text;
};

struct SplitResult {
  std::vector<Split> statements;
  model::Diagnostics diagnostics;
  model::Dialect dialect = model::Dialect::kUnknown;
  uint64_t copy_rows = 0;
  uint64_t bytes_read = 0;

  std::vector<std::string> codes() const {
    std::vector<std::string> out;
    for (const auto& d : diagnostics.all()) out.push_back(d.code);
    return out;
  }
};

// An unlinked temporary file holding `content`, positioned at its start.
class TempInput {
 public:
  explicit TempInput(const std::string& content) : f_(std::tmpfile()) {
    EXPECT_NE(f_, nullptr);
    if (!content.empty()) {
      EXPECT_EQ(std::fwrite(content.data(), 1, content.size(), f_), content.size());
    }
    std::fflush(f_);
    std::rewind(f_);
  }
  ~TempInput() { std::fclose(f_); }
  TempInput(const TempInput&) = delete;
  TempInput& operator=(const TempInput&) = delete;
  int fd() const { return fileno(f_); }

 private:
  std::FILE* f_;
};

inline void Drain(StatementSplitter& splitter, SplitResult& result) {
  Statement stmt;
  while (splitter.Next(stmt)) {
    result.statements.push_back({stmt, std::string(stmt.text)});
    result.statements.back().stmt.text = {};
  }
  result.dialect = splitter.dialect();
  result.copy_rows = splitter.copy_rows();
  result.bytes_read = splitter.bytes_read();
}

inline SplitResult SplitFd(int fd, model::Dialect dialect, SplitterOptions options = {},
                           const std::string& file = "input.sql") {
  SplitResult result;
  StatementSplitter splitter(fd, file, dialect, result.diagnostics, options);
  Drain(splitter, result);
  return result;
}

inline SplitResult SplitString(const std::string& input, model::Dialect dialect, size_t chunk_size = 4096,
                               SplitterOptions options = {}) {
  TempInput in(input);
  options.chunk_size = chunk_size;
  return SplitFd(in.fd(), dialect, options);
}

}  // namespace spanlift::frontend::testing
