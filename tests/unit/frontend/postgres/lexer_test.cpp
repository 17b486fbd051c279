// The hand-written scanner (src/frontend/postgres/fast_lexer.*) must produce exactly the tokens
// of the generated ANTLR lexer (grammar/postgres/PostgresLexer.g4): same types, offsets and
// positions, on edge cases and on every schema statement of the PostgreSQL corpus.
#include <fcntl.h>
#include <unistd.h>

#include <fstream>

#include "PostgresLexer.h"
#include "frontend/antlr_support.h"
#include "frontend/postgres/fast_lexer.h"
#include "frontend/splitter.h"
#include "postgres_test_support.h"

namespace spanlift::frontend::postgres_test {
namespace {

struct Lexed {
  std::vector<std::string> tokens;  // "TYPE@start-stop@line:col"
  bool error = false;
};

template <typename Lexer>
Lexed Lex(std::string_view text) {
  ByteCharStream input(text, "test");
  Lexer lexer(&input);
  FirstErrorListener errors;
  lexer.removeErrorListeners();
  lexer.addErrorListener(&errors);
  antlr4::CommonTokenStream tokens(&lexer);
  tokens.fill();
  Lexed out;
  for (auto* t : tokens.getTokens()) {
    if (t->getChannel() != antlr4::Token::DEFAULT_CHANNEL) continue;
    out.tokens.push_back(std::string(lexer.getVocabulary().getSymbolicName(t->getType())) + "@" +
                         std::to_string(t->getStartIndex()) + "-" + std::to_string(t->getStopIndex()) + "@" +
                         std::to_string(t->getLine()) + ":" + std::to_string(t->getCharPositionInLine()));
  }
  out.error = errors.has_error();
  return out;
}

void ExpectSameTokens(std::string_view text) {
  Lexed antlr = Lex<grammar::postgres::PostgresLexer>(text);
  Lexed fast = Lex<postgres::FastLexer>(text);
  EXPECT_EQ(fast.error, antlr.error) << text;
  if (antlr.error) return;  // after a bad character the two may resynchronise differently
  ASSERT_EQ(fast.tokens, antlr.tokens) << text;
}

class LexerEquivalence : public ::testing::TestWithParam<std::string> {};
TEST_P(LexerEquivalence, SameTokensAsTheGrammar) { ExpectSameTokens(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    EdgeCases, LexerEquivalence,
    ::testing::Values("CREATE TABLE t (a int)", "create Table \"Mixed\"\"Name\" (ünï int)",
                      "x::text::character varying(10)[]",
                      "'it''s' E'a\\'b\\\\' B'0101' X'FF' N'nat' U&'d\\0061' U&\"d\\0061t\" e'' E'x",
                      "$$body$$ $tag$ a $ b $$ c $tag$ $1 $23", "1 1.5 .5 1. 1e10 1.5E-3 1e 1.e5 1..2 a.1 123abc",
                      "a-b a - -1 +1 * = <> >= ->> @@ || !~ a+--c\nd", "/* a /* nested */ b */ x", "/**/+ /***/+ a/b",
                      "-- line\nx -- trailing", "\t\r\n\f x", "[1:2] (a, b); c", "EXCLUDE USING gist (r WITH &&)",
                      "E'unterminated\\'", "ex'y' nx'y' u&x", "$a$ $b$ x $a$", "tablespace TABLESPACEX _x x$y", ""));

TEST(LexerEquivalence, BadCharacterIsAnError) {
  for (const char* text : {"a { b", "\"\" x", "'unterminated", "\"unterminated", "$x", "\\"}) {
    EXPECT_TRUE(Lex<postgres::FastLexer>(text).error) << text;
    EXPECT_TRUE(Lex<grammar::postgres::PostgresLexer>(text).error) << text;
  }
}

class CorpusLexing : public ::testing::TestWithParam<const char*> {};

TEST_P(CorpusLexing, EveryStatementLexesTheSame) {
  std::string path = std::string(SPANLIFT_SHARED_DIR) + "/corpus/" + GetParam();
  int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) GTEST_SKIP() << "corpus not available: " << path;
  model::Diagnostics diagnostics;
  StatementSplitter splitter(fd, path, model::Dialect::kPostgres, diagnostics);
  Statement stmt;
  size_t checked = 0;
  while (splitter.Next(stmt)) {
    if (stmt.kind != StatementKind::kSchema) continue;
    ExpectSameTokens(stmt.text);
    ++checked;
  }
  ::close(fd);
  EXPECT_GT(checked, 0u);
}

INSTANTIATE_TEST_SUITE_P(Postgres, CorpusLexing,
                         ::testing::Values("smt/pg_world.sql", "smt/pg.pg_dump", "kanboard/postgres.sql",
                                           "chinook/Chinook_PostgreSql.sql", "pagila/pagila-schema.sql",
                                           "pagila/pagila-schema-pg15.sql", "synapse/full.sql.postgres",
                                           "jooq-sakila/postgres-sakila-schema.sql", "northwind/northwind.sql",
                                           "odoo/mmdb007_schema.sql", "mediawiki/postgres-tables-generated.sql"));

}  // namespace
}  // namespace spanlift::frontend::postgres_test
