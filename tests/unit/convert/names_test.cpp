// Renaming (validity, reserved words and quoting: tests/unit/spanner/identifiers_test.cpp).
#include <gtest/gtest.h>

#include "convert/names.h"

namespace spanlift::convert {
namespace {

TEST(Names, SanitizeIsDeterministic) {
  EXPECT_EQ(SanitizeIdentifier("my-table"), "my_table");
  EXPECT_EQ(SanitizeIdentifier("2fa"), "x_2fa");
  EXPECT_EQ(SanitizeIdentifier("_hidden"), "x_hidden");
  EXPECT_EQ(SanitizeIdentifier("Größe"), "Grosse");  // ICU transliteration first
  EXPECT_EQ(SanitizeIdentifier("total_años"), "total_anos");
  EXPECT_EQ(SanitizeIdentifier("заказ"), "zakaz");
  EXPECT_EQ(SanitizeIdentifier("emoji_😀"), "emoji__");
  EXPECT_EQ(SanitizeIdentifier("a b"), "a_b");
  std::string longer(200, 'n');
  std::string cut = SanitizeIdentifier(longer);
  EXPECT_EQ(cut.size(), 128u);
  EXPECT_EQ(cut, SanitizeIdentifier(longer));
  EXPECT_NE(cut, SanitizeIdentifier(longer + "x"));
  EXPECT_TRUE(spanner::IsValidIdentifier(cut));
}

TEST(Names, ScopeIsCaseInsensitive) {
  NameScope scope;
  scope.Add("Users");
  EXPECT_TRUE(scope.Contains("users"));
  EXPECT_EQ(scope.FirstFree("USERS"), "USERS_2");
  scope.Add("users_2");
  EXPECT_EQ(scope.FirstFree("users"), "users_3");
  EXPECT_EQ(scope.FirstFree("other"), "other");
  std::string base(128, 'b');
  scope.Add(base);
  EXPECT_EQ(scope.FirstFree(base).size(), 128u);
}

}  // namespace
}  // namespace spanlift::convert
