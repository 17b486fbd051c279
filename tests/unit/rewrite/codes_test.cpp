// Every rewrite code has its page under docs/rules/ (citing the guidance it implements) and a row
// in docs/rules/index.md.
#include <gtest/gtest.h>

#include "rewrite/codes.h"
#include "unit/support/rule_docs.h"

namespace spanlift::rewrite {
namespace {

TEST(RewriteCodes, EveryCodeIsDocumented) {
  for (const auto& c : RewriteCodes()) {
    std::string page = testing_docs::ExpectDocumented(std::string(c.code), c.severity, std::string(c.title));
    // The guidance is public: Google's schema-design pages, or the article the seeds came from.
    bool cites = page.find("cloud.google.com/spanner/docs") != std::string::npos ||
                 page.find("Choosing the right primary keys") != std::string::npos;
    EXPECT_TRUE(cites) << c.code << " cites no guidance";
  }
}

TEST(RewriteCodes, OrderedAndUnique) {
  auto all = RewriteCodes();
  for (size_t i = 1; i < all.size(); ++i) EXPECT_LT(all[i - 1].code, all[i].code);
  EXPECT_EQ(FindRewriteCode("C001"), nullptr);
}

}  // namespace
}  // namespace spanlift::rewrite
