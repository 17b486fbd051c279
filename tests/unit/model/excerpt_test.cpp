#include "model/excerpt.h"

#include <gtest/gtest.h>

namespace spanlift::model {
namespace {

struct ExcerptCase {
  std::string text;
  size_t max;
  std::string expected;
};

TEST(ExcerptTest, QuotesOnlyPrintableTextOnOneLine) {
  std::vector<ExcerptCase> cases = {
      {"CREATE TABLE t", 60, "CREATE TABLE t"},
      {"a\nb\tc\rd", 60, "a b c d"},
      {"abcdef", 3, "abc..."},
      {std::string("x\0y", 3), 60, "x\\x00y"},
      {"\x01\x7F\x1B[31m", 60, "\\x01\\x7F\\x1B[31m"},
      {"caf\xC3\xA9", 60, "caf\xC3\xA9"},                // UTF-8 kept
      {"caf\xE9 ok", 60, "caf\\xE9 ok"},                 // Latin-1 byte escaped
      {"\xE2\x82", 60, "\\xE2\\x82"},                    // cut UTF-8 sequence escaped
      {"\xC0\xAF", 60, "\\xC0\\xAF"},                    // overlong form is not UTF-8
      {"\xC2\x85 \xC2\xA0", 60, "\\xC2\\x85 \xC2\xA0"},  // NEL (C1 control) escaped, NBSP kept
      {"\x01\x02\x03", 6, "\\x01\\x02..."},              // the limit counts printed bytes
      {"", 60, ""},
  };
  for (const auto& c : cases) EXPECT_EQ(Excerpt(c.text, c.max), c.expected) << c.text;
}

}  // namespace
}  // namespace spanlift::model
