// Each dialect's lexical table (frontend/<dialect>/lexical.cpp) as the scans read it: where a quote
// or comment that starts at 0 ends, and where the splitter ends statements.
#include "frontend/lexical.h"

#include <string>

#include <gtest/gtest.h>

#include "frontend/frontend.h"

namespace spanlift::frontend {
namespace {

struct Case {
  model::Dialect dialect;
  std::string text;
  size_t end;  // SkipQuotedOrComment(text, 0): 0 when nothing starts there
};

TEST(Lexical, QuotesAndCommentsEndWhereTheDialectSays) {
  using model::Dialect;
  const Case cases[] = {
      {Dialect::kMySql, "# note; x\nSELECT", 10}, {Dialect::kSpanner, "# note; x\nSELECT", 10},
      {Dialect::kPostgres, "# note", 0},          {Dialect::kMySql, R"('a\'b' x)", 6},
      {Dialect::kPostgres, R"('a\' x)", 4},       {Dialect::kSpanner, R"("a\"b" x)", 6},
      {Dialect::kMySql, R"(`a\` x)", 4},          {Dialect::kSpanner, R"(`a\`b` x)", 6},
      {Dialect::kPostgres, "-- c\nx", 5},         {Dialect::kPostgres, "/* a */ x", 7},
  };
  for (const auto& c : cases)
    EXPECT_EQ(SkipQuotedOrComment(c.text, 0, LexicalOf(c.dialect)), c.end)
        << model::DialectName(c.dialect) << ": " << c.text;
}

TEST(Lexical, EachDialectHasItsOwnTable) {
  EXPECT_EQ(&LexicalOf(model::Dialect::kMySql), &MySqlLexical());
  EXPECT_EQ(&LexicalOf(model::Dialect::kPostgres), &PostgresLexical());
  EXPECT_EQ(&LexicalOf(model::Dialect::kSpanner), &SpannerLexical());
  EXPECT_EQ(&LexicalOf(model::Dialect::kUnknown), &PostgresLexical());
  EXPECT_TRUE(PostgresLexical().dollar_quotes && PostgresLexical().nested_block_comments);
  EXPECT_TRUE(SpannerLexical().triple_quotes && SpannerLexical().backslash_in_backticks);
  EXPECT_TRUE(MySqlLexical().executable_comments && MySqlLexical().dash_comment_needs_space);
}

// The splitter reads the same tables: a ';' inside what the dialect quotes or comments does not end
// the statement.
TEST(Lexical, TheSplitterEndsStatementsByTheTable) {
  struct Split {
    model::Dialect dialect;
    std::string text;
    size_t tables;
  };
  const Split cases[] = {
      {model::Dialect::kMySql, "# a; b\nCREATE TABLE t (a int);\nCREATE TABLE u (a int);\n", 2},
      {model::Dialect::kPostgres, "/* a /* b; */ c; */ CREATE TABLE t (a int);\nCREATE TABLE u (a int);\n", 2},
      {model::Dialect::kPostgres, "CREATE TABLE t (a text DEFAULT $$x;y$$);\nCREATE TABLE u (a int);\n", 2},
      {model::Dialect::kSpanner,
       "CREATE TABLE t (a STRING(10) DEFAULT ('''x;\ny''')) PRIMARY KEY (a);\nCREATE TABLE u (a INT64) PRIMARY KEY "
       "(a);\n",
       2},
  };
  for (const auto& c : cases) {
    model::Schema schema = LoadText(c.text, "t.sql", {c.dialect, MySqlFlavor::kAuto});
    EXPECT_EQ(schema.tables.size(), c.tables) << c.text;
    EXPECT_EQ(schema.diagnostics.error_count(), 0u) << c.text;
  }
}

}  // namespace
}  // namespace spanlift::frontend
