#pragma once
// Shared by the code registries' tests: a code's page under docs/rules/ has the shared headings,
// and docs/rules/index.md has its row.
#include <gtest/gtest.h>

#include <string>

#include "model/diagnostics.h"
#include "unit/support/files.h"

namespace spanlift::testing_docs {

using testing::ReadFile;

// Returns the page's text for further checks.
inline std::string ExpectDocumented(const std::string& code, model::Severity severity, const std::string& title) {
  std::string index = ReadFile(std::string(SPANLIFT_SOURCE_DIR) + "/docs/rules/index.md");
  std::string page = ReadFile(std::string(SPANLIFT_SOURCE_DIR) + "/docs/rules/" + code + ".md");
  EXPECT_FALSE(page.empty()) << code;
  EXPECT_EQ(page.rfind("# " + code + ": " + title, 0), 0u) << code;
  for (const char* heading :
       {"## What it finds", "## Why it matters on Spanner", "## Example", "## What spanlift does", "## Options"})
    EXPECT_NE(page.find(heading), std::string::npos) << code << " lacks " << heading;
  std::string row = "| [" + code + "](" + code + ".md) | " + model::SeverityName(severity) + " | " + title + " |";
  EXPECT_NE(index.find(row), std::string::npos) << row;
  return page;
}

}  // namespace spanlift::testing_docs
