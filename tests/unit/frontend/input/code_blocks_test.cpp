// PostgreSQL DO blocks: the DDL they wrap, or the construct that stops reading them.
#include "frontend/code_blocks.h"

#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace spanlift::frontend {
namespace {

struct Case {
  std::string text;
  std::vector<std::string> statements;  // when readable
  std::string problem = "";             // when not
};

const std::vector<Case> kCases = {
    {"DO $$ BEGIN CREATE TYPE s AS ENUM ('a'); EXCEPTION WHEN duplicate_object THEN null; END $$",
     {"CREATE TYPE s AS ENUM ('a')"}},
    {"do $x$ begin alter table t add constraint f foreign key (a) references u (id); exception when "
     "duplicate_object or duplicate_table then raise notice 'skip; %', 1; end $x$",
     {"alter table t add constraint f foreign key (a) references u (id)"}},
    {"DO LANGUAGE plpgsql $$BEGIN\n  CREATE INDEX i ON t (a);\n  BEGIN ALTER TABLE t ADD COLUMN b int; "
     "EXCEPTION WHEN duplicate_column THEN NULL; END;\nEND$$",
     {"CREATE INDEX i ON t (a)", "ALTER TABLE t ADD COLUMN b int"}},
    {"DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_type WHERE typname = 'm') THEN CREATE TYPE m AS ENUM ('x'); "
     "END IF; END $$ LANGUAGE plpgsql",
     {"CREATE TYPE m AS ENUM ('x')"}},
    // a ';' inside a string or a nested dollar quote does not end the statement
    {"DO $$ BEGIN COMMENT ON TABLE t IS 'a;b'; CREATE FUNCTION f() RETURNS int AS $f$ SELECT 1; $f$ LANGUAGE sql; "
     "END $$",
     {"COMMENT ON TABLE t IS 'a;b'", "CREATE FUNCTION f() RETURNS int AS $f$ SELECT 1; $f$ LANGUAGE sql"}},
    {"DO $$ BEGIN EXECUTE format('ALTER TABLE %I ADD x int', 't'); END $$", {}, "dynamic EXECUTE"},
    {"DO $$ DECLARE r record; BEGIN NULL; END $$", {}, "variables (DECLARE)"},
    {"DO $$ BEGIN FOR i IN 1..3 LOOP NULL; END LOOP; END $$", {}, "a loop"},
    {"DO $$ BEGIN PERFORM pg_sleep(1); END $$", {}, "PERFORM (a query run for its effect)"},
    {"DO $$ BEGIN IF x > 1 THEN CREATE INDEX i ON t (a); END IF; END $$",
     {},
     "a condition (IF other than IF NOT EXISTS)"},
    {"DO $$ BEGIN CREATE INDEX i ON t (a); EXCEPTION WHEN others THEN DROP TABLE t; END $$",
     {},
     "an exception handler that does more than ignore the error"},
    {"DO LANGUAGE plperl $$ print 1; $$", {}, "a block in another language than PL/pgSQL"},
    {"DO 'BEGIN NULL; END'", {}, "a body that is not a dollar-quoted string"},
    {"DO $$ BEGIN CREATE INDEX i ON t (a) $$", {}, "a statement without ';'"},
};

TEST(CodeBlocks, ReadsWrappedDdlOrNamesTheProblem) {
  for (const auto& c : kCases) {
    DoBlock block = ReadDoBlock(c.text);
    SCOPED_TRACE(c.text);
    EXPECT_EQ(block.readable, c.problem.empty());
    EXPECT_EQ(block.problem, c.problem);
    std::vector<std::string> got;
    for (const auto& piece : block.statements) got.push_back(c.text.substr(piece.offset, piece.length));
    EXPECT_EQ(got, c.statements);
  }
}

TEST(CodeBlocks, ProblemOffsetPointsAtTheConstruct) {
  std::string text = "DO $$ BEGIN CREATE INDEX i ON t (a); EXECUTE 'x'; END $$";
  DoBlock block = ReadDoBlock(text);
  ASSERT_FALSE(block.readable);
  EXPECT_EQ(text.substr(block.problem_offset, 7), "EXECUTE");
}

}  // namespace
}  // namespace spanlift::frontend
