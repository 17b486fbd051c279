// Every unreserved and column-name keyword of PostgreSQL (15 from the server's pg_get_keywords(),
// plus the words 16 adds; data/pg_keywords.tsv says where each row comes from) used unquoted as
// a column name, a table name and an index name, in the contexts the server accepts it in.
#include <fstream>

#include "postgres_test_support.h"

namespace spanlift::frontend::postgres_test {
namespace {

struct Keyword {
  std::string word, category, source;
  bool column = false, table = false, index = false;
};

std::vector<Keyword> LoadKeywords() {
  std::vector<Keyword> out;
  std::ifstream in(SPANLIFT_SOURCE_DIR "/tests/unit/frontend/postgres/data/pg_keywords.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = Split(line, '\t');
    if (f.size() != 6) continue;
    out.push_back({f[0], f[1], f[5], f[2] == "yes", f[3] == "yes", f[4] == "yes"});
  }
  return out;
}

const std::vector<Keyword>& Keywords() {
  static const std::vector<Keyword> keywords = LoadKeywords();
  return keywords;
}

// The list itself: both classes, both sources, none lost to a bad line.
TEST(PostgresKeywordList, IsComplete) {
  size_t unreserved = 0, column_name = 0, pg16 = 0;
  for (const auto& k : Keywords()) {
    unreserved += k.category == "U";
    column_name += k.category == "C";
    pg16 += k.source == "pg16-kwlist";
  }
  EXPECT_GE(unreserved, 300u);
  EXPECT_GE(column_name, 50u);
  EXPECT_GE(pg16, 10u);
}

class PostgresKeywordAsName : public ::testing::TestWithParam<Keyword> {};

TEST_P(PostgresKeywordAsName, IsKeptInTheModel) {
  const Keyword& k = GetParam();
  const std::string w = k.word;
  if (k.column) {
    auto loaded = Load("CREATE TABLE kw_t (id integer, " + w +
                       " integer DEFAULT '0' NOT NULL);\n"
                       "CREATE INDEX kw_i ON kw_t (" +
                       w +
                       ");\n"
                       "ALTER TABLE kw_t ALTER COLUMN " +
                       w +
                       " SET DEFAULT 1;\n"
                       "COMMENT ON COLUMN public.kw_t." +
                       w + " IS 'c'");
    EXPECT_EQ(Fact(loaded->schema, "public.kw_t|columns"), "id, " + w);
    EXPECT_EQ(Fact(loaded->schema, "public.kw_t|" + w + "|nullable"), "false");
    EXPECT_EQ(Fact(loaded->schema, "public.kw_t|" + w + "|comment"), "c");
    EXPECT_EQ(Fact(loaded->schema, "public.kw_t|indexes"), "kw_i(" + w + ")");
    EXPECT_EQ(Fact(loaded->schema, "diags"), "");
  }
  if (k.table) {
    auto loaded = Load("CREATE TABLE " + w + " (id integer);\nALTER TABLE " + w + " ADD COLUMN b text");
    EXPECT_EQ(Fact(loaded->schema, "tables"), "public." + w);
    EXPECT_EQ(Fact(loaded->schema, "public." + w + "|columns"), "id, b");
    EXPECT_EQ(Fact(loaded->schema, "diags"), "");
  }
  if (k.index) {
    auto loaded = Load("CREATE TABLE kw_t (id integer);\nCREATE UNIQUE INDEX " + w + " ON kw_t (id)");
    EXPECT_EQ(Fact(loaded->schema, "public.kw_t|indexes"), w + "[u](id)");
    EXPECT_EQ(Fact(loaded->schema, "diags"), "");
  }
}

INSTANTIATE_TEST_SUITE_P(All, PostgresKeywordAsName, ::testing::ValuesIn(Keywords()),
                         [](const ::testing::TestParamInfo<Keyword>& info) { return info.param.word; });

// Reserved words are names after a dot (PostgreSQL's attr_name is a ColLabel).
class ReservedAfterDot : public ::testing::TestWithParam<Row> {};
TEST_P(ReservedAfterDot, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Labels, ReservedAfterDot,
    ::testing::Values(Row{"CREATE TABLE s.t (\"primary\" int); COMMENT ON COLUMN s.t.primary IS 'p'",
                          {{"s.t|primary|comment", "p"}, {"diags", ""}}},
                      Row{"CREATE TABLE t (\"check\" int, \"from\" int); COMMENT ON COLUMN t.check IS 'c'; "
                          "COMMENT ON COLUMN public.t.from IS 'f'",
                          {{"public.t|check|comment", "c"}, {"public.t|from|comment", "f"}, {"diags", ""}}}));

}  // namespace
}  // namespace spanlift::frontend::postgres_test
