// The one registry of every code: ordered, documented both ways (each code has its page and index
// row, each page and row has its code), and every code the sources spell is in it.
#include "model/finding_codes.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>

#include "unit/support/rule_docs.h"

namespace spanlift::model {
namespace {

namespace fs = std::filesystem;
const std::string kSource = SPANLIFT_SOURCE_DIR;

TEST(FindingCodes, FamiliesInOrderEachInCodeOrder) {
  auto all = AllFindingCodes();
  size_t counted = 0;
  for (char family : std::string("PCHRVD")) {
    auto codes = FindingCodesOf(family);
    ASSERT_FALSE(codes.empty()) << family;
    EXPECT_EQ(codes.data(), all.data() + counted) << family << " codes are not where the order puts them";
    for (size_t i = 0; i < codes.size(); ++i) {
      EXPECT_EQ(codes[i].code.front(), family);
      EXPECT_TRUE(std::regex_match(std::string(codes[i].code), std::regex("[PCHRVD][0-9]{3}"))) << codes[i].code;
      if (i) {
        EXPECT_LT(codes[i - 1].code, codes[i].code);
      }
      EXPECT_EQ(FindFindingCode(codes[i].code), &codes[i]);
    }
    counted += codes.size();
  }
  EXPECT_EQ(counted, all.size());
  EXPECT_EQ(FindFindingCode("C999"), nullptr);
  EXPECT_TRUE(FindingCodesOf('X').empty());
}

TEST(FindingCodes, EveryCodeIsDocumented) {
  for (const auto& c : AllFindingCodes())
    testing_docs::ExpectDocumented(std::string(c.code), c.severity, std::string(c.title));
}

TEST(FindingCodes, EveryPageAndIndexRowHasItsCode) {
  for (const auto& entry : fs::directory_iterator(kSource + "/docs/rules")) {
    std::string name = entry.path().stem().string();
    if (name == "index") continue;
    EXPECT_NE(FindFindingCode(name), nullptr) << "docs/rules/" << name << ".md documents no registered code";
  }
  std::string index = testing::ReadFile(kSource + "/docs/rules/index.md");
  std::regex row(R"(\| \[([A-Z][0-9]{3})\]\()");
  for (auto it = std::sregex_iterator(index.begin(), index.end(), row); it != std::sregex_iterator(); ++it)
    EXPECT_NE(FindFindingCode((*it)[1].str()), nullptr) << "docs/rules/index.md lists " << (*it)[1].str();
}

// A code spelled as a string in any source file ("C042") must be registered: a stage cannot report a
// code that has no severity, title or page.
TEST(FindingCodes, EveryCodeTheSourcesSpellIsRegistered) {
  std::regex literal("\"([PCHRVD][0-9]{3})\"");
  size_t seen = 0;
  for (const auto& entry : fs::recursive_directory_iterator(kSource + "/src")) {
    const std::string ext = entry.path().extension().string();
    if (ext != ".cpp" && ext != ".h") continue;
    std::string text = testing::ReadFile(entry.path().string());
    for (auto it = std::sregex_iterator(text.begin(), text.end(), literal); it != std::sregex_iterator(); ++it) {
      ++seen;
      EXPECT_NE(FindFindingCode((*it)[1].str()), nullptr)
          << entry.path().string() << " spells " << (*it)[1].str() << ", which the registry lacks";
    }
  }
  EXPECT_GT(seen, AllFindingCodes().size());  // the constants of every stage, at least
}

}  // namespace
}  // namespace spanlift::model
