// Syntax errors (exactly one P001 at the offending token, the next statement still applies),
// the search_path schema, and every PostgreSQL corpus file through the real splitter.
#include <chrono>
#include <fstream>

#include "frontend/frontend.h"
#include "postgres_test_support.h"

namespace spanlift::frontend::postgres_test {
namespace {

class SyntaxErrors : public ::testing::TestWithParam<Row> {};
TEST_P(SyntaxErrors, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    P001, SyntaxErrors,
    ::testing::Values(
        Row{"CREATE TABLE t (a int,, b int);\nCREATE TABLE u (x int)",
            {{"diags", "P001@1:23"}, {"diag0", "~near ','"}, {"tables", "public.u"}}},
        Row{"CREATE TABLE t (\n  a int,\n  b int NOT NUL\n);\nCREATE TABLE u (x int)",
            {{"diags", "P001@3:13"}, {"diag0", "~near 'NUL'"}, {"tables", "public.u"}}},
        Row{"CREATE TABLE t (a int DEFAULT)", {{"diags", "P001@1:30"}, {"tables", ""}}},
        Row{"CREATE TABLE t (a int", {{"diags", "P001@1:22"}, {"diag0", "~end of statement"}}},
        Row{"CREATE TABLE t (a int) PARTITION BY", {{"diags", "P001@1:36"}}},
        Row{"ALTER TABLE t ADD CONSTRAINT x PRIMARY (a)", {{"diags", "P001@1:40"}, {"diag0", "~near '('"}}},
        Row{"CREATE INDEX i ON t", {{"diags", "P001@1:20"}}},
        Row{"CREATE TABLE t (a int CHECK (a > 0)\n  b int)", {{"diags", "P001@2:3"}, {"diag0", "~near 'b'"}}},
        Row{"CREATE TABLE t (a int {x})", {{"diags", "P001@1:23"}}},
        Row{"CREATE SEQUENCE s INCREMENT BY x", {{"diags", "P001@1:32"}}},
        Row{"CREATE TYPE e AS ENUM (1, 2)", {{"diags", "P001@1:24"}}},
        Row{"  -- lead\n  CREATE TABLE t (a int) garbage here;\nCREATE TABLE u (x int)",
            {{"diags", "P001@2:26"}, {"diag0", "~near 'garbage'"}, {"tables", "public.u"}}}));

TEST(SyntaxErrors, DeepNestingIsRefusedNotAStackOverflow) {
  std::string sql = "CREATE TABLE t (a int CHECK (" + std::string(5000, '(') + "1" + std::string(5000, ')') +
                    "));\nCREATE TABLE u (x int)";
  auto loaded = Load(sql);
  EXPECT_EQ(Fact(loaded->schema, "diags"), "P001@1:1028");
  EXPECT_EQ(Fact(loaded->schema, "tables"), "public.u");
}

TEST(SearchPath, UnqualifiedNamesUseTheDefaultSchema) {
  model::Schema schema;
  schema.default_schema = "app";
  std::string sql =
      "CREATE TABLE t (id serial, e mood);CREATE TYPE mood AS ENUM ('a');CREATE TABLE u (t_id int REFERENCES t, m mood);"
      "CREATE INDEX ON t (id);COMMENT ON COLUMN t.id IS 'x'";
  auto frontend = MakePostgresFrontend();
  for (const auto& stmt : SplitScript(sql)) frontend->Apply(stmt, schema);
  EXPECT_EQ(Fact(schema, "tables"), "app.t, app.u");
  EXPECT_EQ(Fact(schema, "app.t|id|seq"), "app.t_id_seq");
  EXPECT_EQ(Fact(schema, "app.u|m|type"), "app.mood");
  EXPECT_EQ(Fact(schema, "app.u|fks"), "u_t_id_fkey(t_id)->app.t()");
  EXPECT_EQ(Fact(schema, "app.t|indexes"), "t_id_idx(id)");
  EXPECT_EQ(Fact(schema, "app.t|id|comment"), "x");
  EXPECT_EQ(Fact(schema, "diags"), "");
}

// Every PostgreSQL file of the shared corpus loads without a syntax error, with the table count
// the server reported (LOAD.tsv). The full comparison with the server catalogs is the corpus
// test's job (tests/unit/corpus/).
struct CorpusFile {
  const char* path;
  size_t tables;
};

class Corpus : public ::testing::TestWithParam<CorpusFile> {};

TEST_P(Corpus, ParsesWithoutSyntaxErrors) {
  std::string path = std::string(SPANLIFT_SHARED_DIR) + "/corpus/" + GetParam().path;
  if (!std::ifstream(path)) GTEST_SKIP() << "corpus not available: " << path;
  LoadOptions options;
  options.dialect = model::Dialect::kPostgres;
  model::Schema schema = frontend::Load({path}, options);
  for (const auto& d : schema.diagnostics.all())
    EXPECT_NE(d.code, "P001") << d.location.line << ":" << d.location.column << " " << d.message;
  EXPECT_EQ(schema.tables.size(), GetParam().tables);
}

INSTANTIATE_TEST_SUITE_P(
    Postgres, Corpus,
    ::testing::Values(CorpusFile{"smt/pg_world.sql", 3}, CorpusFile{"smt/pg.pg_dump", 5},
                      CorpusFile{"kanboard/postgres.sql", 48}, CorpusFile{"chinook/Chinook_PostgreSql.sql", 11},
                      CorpusFile{"pagila/pagila-schema.sql", 71},  // the server (PG 15) could only create 11 of them
                      CorpusFile{"pagila/pagila-schema-pg15.sql", 70}, CorpusFile{"synapse/full.sql.postgres", 134},
                      CorpusFile{"jooq-sakila/postgres-sakila-schema.sql", 21},
                      CorpusFile{"northwind/northwind.sql", 14}, CorpusFile{"odoo/mmdb007_schema.sql", 123},
                      CorpusFile{"mediawiki/postgres-tables-generated.sql", 61}));

}  // namespace
}  // namespace spanlift::frontend::postgres_test
