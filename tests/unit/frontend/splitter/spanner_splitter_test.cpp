// GoogleSQL lexical rules in the splitter: '#', '--' and non-nesting '/* */' comments, backslash
// escapes in '...', "..." and `...`, triple-quoted strings with newlines and lone quotes, raw and
// bytes prefixes. Each row: the input and the statements it must be cut into.
#include <string>
#include <vector>

#include "splitter_test_util.h"

namespace spanlift::frontend::testing {
namespace {

struct Case {
  std::string input;
  std::vector<std::string> statements;
  std::vector<std::string> codes = {};
};

std::ostream& operator<<(std::ostream& os, const Case& c) { return os << c.input; }

class SpannerSplit : public ::testing::TestWithParam<Case> {};

TEST_P(SpannerSplit, Cuts) {
  const Case& c = GetParam();
  for (size_t chunk : {size_t{1}, size_t{3}, size_t{4096}}) {
    SplitResult r = SplitString(c.input, model::Dialect::kSpanner, chunk);
    std::vector<std::string> texts;
    for (const auto& s : r.statements) texts.push_back(s.text);
    EXPECT_EQ(texts, c.statements) << "chunk " << chunk;
    EXPECT_EQ(r.codes(), c.codes) << "chunk " << chunk;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Rows, SpannerSplit,
    ::testing::Values(
        Case{"CREATE TABLE a (x INT64) PRIMARY KEY (x); CREATE TABLE b (y INT64) PRIMARY KEY (y)",
             {"CREATE TABLE a (x INT64) PRIMARY KEY (x)", "CREATE TABLE b (y INT64) PRIMARY KEY (y)"}},
        Case{"# a ; comment\nCREATE SEQUENCE s; -- another ; one\n/* block ; */CREATE SEQUENCE t;",
             {"CREATE SEQUENCE s", "CREATE SEQUENCE t"}},
        Case{"CREATE SEQUENCE s --no space needed;\n;CREATE SEQUENCE t",
             {"CREATE SEQUENCE s --no space needed;", "CREATE SEQUENCE t"}},
        // Block comments do not nest: the first */ ends it.
        Case{"/* a /* b */ CREATE SEQUENCE s; */", {"CREATE SEQUENCE s", "*/"}},
        Case{"CREATE TABLE t (a STRING(MAX) DEFAULT ('x;\\'y')) PRIMARY KEY (a); CREATE SEQUENCE s",
             {"CREATE TABLE t (a STRING(MAX) DEFAULT ('x;\\'y')) PRIMARY KEY (a)", "CREATE SEQUENCE s"}},
        Case{"CREATE TABLE t (a STRING(MAX) DEFAULT (\"x;\\\"y\")) PRIMARY KEY (a); CREATE SEQUENCE s",
             {"CREATE TABLE t (a STRING(MAX) DEFAULT (\"x;\\\"y\")) PRIMARY KEY (a)", "CREATE SEQUENCE s"}},
        Case{"CREATE TABLE `a\\`;b` (x INT64) PRIMARY KEY (x); CREATE SEQUENCE s",
             {"CREATE TABLE `a\\`;b` (x INT64) PRIMARY KEY (x)", "CREATE SEQUENCE s"}},
        Case{"CREATE TABLE t (a STRING(MAX) DEFAULT ('''it's; \"fine\"\n''')) PRIMARY KEY (a);CREATE SEQUENCE s",
             {"CREATE TABLE t (a STRING(MAX) DEFAULT ('''it's; \"fine\"\n''')) PRIMARY KEY (a)", "CREATE SEQUENCE s"}},
        Case{"CREATE TABLE t (a STRING(MAX) DEFAULT (\"\"\"a \"\" ; b\"\"\")) PRIMARY KEY (a);CREATE SEQUENCE s",
             {"CREATE TABLE t (a STRING(MAX) DEFAULT (\"\"\"a \"\" ; b\"\"\")) PRIMARY KEY (a)", "CREATE SEQUENCE s"}},
        Case{"CREATE TABLE t (a BYTES(MAX) DEFAULT (b'\\x00;'), r STRING(MAX) DEFAULT (r'\\d;\\'')) PRIMARY KEY (a);X",
             {"CREATE TABLE t (a BYTES(MAX) DEFAULT (b'\\x00;'), r STRING(MAX) DEFAULT (r'\\d;\\'')) PRIMARY KEY (a)",
              "X"}},
        // The empty string, then a statement end.
        Case{"CREATE TABLE t (a STRING(MAX) DEFAULT ('')) PRIMARY KEY (a);X",
             {"CREATE TABLE t (a STRING(MAX) DEFAULT ('')) PRIMARY KEY (a)", "X"}},
        // $ has no meaning in GoogleSQL.
        Case{"CREATE TABLE t (a$b INT64) PRIMARY KEY (a$b);X", {"CREATE TABLE t (a$b INT64) PRIMARY KEY (a$b)", "X"}},
        Case{"CREATE TABLE t (a STRING(MAX) DEFAULT ('''never closed)) PRIMARY KEY (a);", {}, {"P002"}}));

}  // namespace
}  // namespace spanlift::frontend::testing
