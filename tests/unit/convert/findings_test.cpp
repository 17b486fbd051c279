// Every conversion code has its page under docs/rules/ and a row in docs/rules/index.md.
#include <gtest/gtest.h>

#include "convert/findings.h"
#include "convert/type_mapping.h"
#include "unit/support/files.h"
#include "unit/support/rule_docs.h"

namespace spanlift::convert {
namespace {

TEST(Findings, CodesAreOrderedAndUnique) {
  auto all = FindingCodes();
  for (size_t i = 1; i < all.size(); ++i) EXPECT_LT(all[i - 1].code, all[i].code);
  EXPECT_THROW(LookupFinding("C999"), std::logic_error);
}

TEST(Findings, EveryCodeIsDocumented) {
  for (const auto& c : FindingCodes())
    testing_docs::ExpectDocumented(std::string(c.code), c.severity, std::string(c.title));
}

// docs/type-mapping.md lists every row of both tables, with the row's finding code.
TEST(TypeMappingDoc, ListsEveryRowWithItsCode) {
  std::string doc = testing::ReadFile(std::string(SPANLIFT_SOURCE_DIR) + "/docs/type-mapping.md");
  size_t mysql = doc.find("## MySQL"), postgres = doc.find("## PostgreSQL"), end = doc.find("## Expressions");
  ASSERT_TRUE(mysql < postgres && postgres < end);
  auto check = [&](std::span<const TypeRow> rows, size_t from, size_t to) {
    std::string section = doc.substr(from, to - from);
    for (const auto& row : rows) {
      std::string name(row.source);
      size_t at = section.find("| `" + name + "` |");
      ASSERT_NE(at, std::string::npos) << row.source;
      std::string line = section.substr(at, section.find('\n', at) - at);
      if (!row.code.empty() && row.rule == Rule::kPlain) {
        EXPECT_NE(line.find(std::string(row.code)), std::string::npos) << line;
      }
    }
  };
  check(MySqlTypeRows(), mysql, postgres);
  check(PostgresTypeRows(), postgres, end);
}

}  // namespace
}  // namespace spanlift::convert
