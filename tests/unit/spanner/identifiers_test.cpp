// Spanner identifiers: validity, reserved words (checked against the lists in
// ../shared/reference/spanner-ddl.md section 2), quoting.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "spanner/identifiers.h"

namespace spanlift::spanner {
namespace {

struct Row {
  std::string name;
  bool valid, reserved;
  std::string quoted;
};

TEST(Identifiers, ValidityReservedAndQuoting) {
  const Row rows[] = {
      {"orders", true, false, "orders"},
      {"Order_2", true, false, "Order_2"},
      {"order", true, true, "`order`"},
      {"SELECT", true, true, "`SELECT`"},
      {"Assert_Rows_Modified", true, true, "`Assert_Rows_Modified`"},
      {"key", true, true, "`key`"},        // a DDL keyword, quoted to be safe
      {"string", true, true, "`string`"},  // a type name
      {"name", true, false, "name"},
      {"_orders", false, false, "`_orders`"},
      {"2fa", false, false, "`2fa`"},
      {"my-table", false, false, "`my-table`"},
      {"Größe", false, false, "`Größe`"},
      {"", false, false, "``"},
      {std::string(128, 'a'), true, false, std::string(128, 'a')},
      {std::string(129, 'a'), false, false, "`" + std::string(129, 'a') + "`"},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(IsValidIdentifier(row.name), row.valid) << row.name;
    EXPECT_EQ(IsReservedWord(row.name), row.reserved) << row.name;
    EXPECT_EQ(QuoteIdentifier(row.name), row.quoted) << row.name;
  }
}

TEST(Identifiers, BacktickQuotedEscapesBackticks) {
  EXPECT_EQ(BacktickQuoted("orders"), "`orders`");
  EXPECT_EQ(BacktickQuoted("a`b"), "`a\\`b`");
  EXPECT_EQ(BacktickQuoted(""), "``");
}

// The words of the reference's two lists: the code block after "reserved keywords (95)", and the
// paragraph of DDL keywords up to its "[EMU]".
std::vector<std::string> ReferenceWords(bool ddl) {
  std::ifstream in(std::string(SPANLIFT_SHARED_DIR) + "/reference/spanner-ddl.md");
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string text = buffer.str();
  size_t start =
      ddl ? text.find("DDL \"pseudo-reserved\" words") : text.find("```", text.find("reserved keywords (95)"));
  size_t end = ddl ? text.find("[EMU]", start) : text.find("```", start + 3);
  if (start == std::string::npos || end == std::string::npos) return {};
  start = ddl ? text.find('\n', start) : start + 3;
  std::istringstream words(text.substr(start, end - start));
  std::vector<std::string> out;
  for (std::string w; words >> w;) out.push_back(w);
  return out;
}

TEST(Identifiers, EveryReferenceKeywordIsReservedInAnyCase) {
  std::vector<std::string> googlesql = ReferenceWords(false), ddl = ReferenceWords(true);
  EXPECT_EQ(googlesql.size(), 95u);
  EXPECT_EQ(ddl.size(), 89u);
  for (const auto* list : {&googlesql, &ddl})
    for (const auto& word : *list) {
      std::string lower = word, mixed = word;
      for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      mixed[0] = lower[0];
      EXPECT_TRUE(IsReservedWord(word)) << word;
      EXPECT_TRUE(IsReservedWord(lower)) << lower;
      EXPECT_TRUE(IsReservedWord(mixed)) << mixed;
      EXPECT_FALSE(IsReservedWord(word + "_")) << word;
      EXPECT_EQ(QuoteIdentifier(lower), "`" + lower + "`");
    }
}

}  // namespace
}  // namespace spanlift::spanner
