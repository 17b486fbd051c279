// Statement boundaries, kinds and locations, each row run with chunk sizes 1, 7 and 4096 so that
// every token straddles a read boundary somewhere.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "splitter_test_util.h"

namespace spanlift::frontend {
namespace {

using model::Dialect;
using testing::SplitString;
using K = StatementKind;

struct Expected {
  K kind;
  std::string keyword;
  std::string text;
  uint32_t line;
  uint32_t column;
};

struct SplitCase {
  std::string name;
  Dialect dialect;
  std::string input;
  std::vector<Expected> statements;
  std::vector<std::string> codes = {};  // diagnostics expected, in order
  uint64_t copy_rows = 0;
};

const std::vector<SplitCase>& Cases() {
  static const std::vector<SplitCase> cases = {
      // ---- MySQL ----
      {"MySqlBasic",
       Dialect::kMySql,
       "CREATE TABLE t (a int);\nINSERT INTO t VALUES (1);\n",
       {{K::kSchema, "CREATE TABLE", "CREATE TABLE t (a int)", 1, 1},
        {K::kData, "INSERT", "INSERT INTO t VALUES (1)", 2, 1}}},
      {"MySqlBackslashEscapes",
       Dialect::kMySql,
       "INSERT INTO t VALUES ('a\\';b','c''d;',\"e\\\";f\");SET x=1;",
       {{K::kData, "INSERT", "INSERT INTO t VALUES ('a\\';b','c''d;',\"e\\\";f\")", 1, 1},
        {K::kSession, "SET", "SET x=1", 1, 48}}},
      {"MySqlEscapedNewlineCountsLines",
       Dialect::kMySql,
       "INSERT INTO t VALUES ('a\\\nb');\nUSE d;",
       {{K::kData, "INSERT", "INSERT INTO t VALUES ('a\\\nb')", 1, 1}, {K::kUseDatabase, "USE", "USE d", 3, 1}}},
      {"MySqlBacktickIdentifiers",
       Dialect::kMySql,
       "CREATE TABLE `a;b` (`c``;` int);",
       {{K::kSchema, "CREATE TABLE", "CREATE TABLE `a;b` (`c``;` int)", 1, 1}}},
      {"MySqlDashDashNeedsSpace",
       Dialect::kMySql,
       "-- c; d\nSELECT 1--1;\n--\tx;\nSET a=1;",
       {{K::kData, "SELECT", "SELECT 1--1", 2, 1}, {K::kSession, "SET", "SET a=1", 4, 1}}},
      {"MySqlHashComment",
       Dialect::kMySql,
       "# x;y\nUSE db; # trailing; comment\n",
       {{K::kUseDatabase, "USE", "USE db", 2, 1}}},
      {"MySqlBlockCommentBeforeStatement",
       Dialect::kMySql,
       "/* a; */ SET x=1;",
       {{K::kSession, "SET", "SET x=1", 1, 10}}},
      {"MySqlBlockCommentsDoNotNest",
       Dialect::kMySql,
       "/* a /* b */ SET x=1; */",
       {{K::kSession, "SET", "SET x=1", 1, 14}, {K::kUnknown, "", "*/", 1, 23}}},
      {"MySqlExecutableComment",
       Dialect::kMySql,
       "/*!40101 SET NAMES utf8 */;\n/*!40000 ALTER TABLE `t` DISABLE KEYS */;",
       {{K::kSession, "SET", "SET NAMES utf8", 1, 10},
        {K::kSchema, "ALTER TABLE", "ALTER TABLE `t` DISABLE KEYS", 2, 10}}},
      {"MySqlExecutableCommentsInView",
       Dialect::kMySql,
       "/*!50001 CREATE ALGORITHM=UNDEFINED */\n/*!50013 DEFINER=`root`@`localhost` SQL SECURITY DEFINER */\n"
       "/*!50001 VIEW `v` AS select 1 AS `a` */;\n",
       {{K::kOutOfScope, "CREATE VIEW",
         "CREATE ALGORITHM=UNDEFINED   \n         DEFINER=`root`@`localhost` SQL SECURITY DEFINER   \n"
         "         VIEW `v` AS select 1 AS `a`",
         1, 10}}},
      {"MySqlExecutableCommentWithInnerComment",
       Dialect::kMySql,
       "/*!50100 CREATE TABLE t (a int) /* x */ */;",
       {{K::kSchema, "CREATE TABLE", "CREATE TABLE t (a int) /* x */", 1, 10}}},
      {"MariaDbSandboxLineIsAComment",
       Dialect::kMySql,
       "/*M!999999\\- enable the sandbox mode */ \n/*M!100616 SET NOTE_VERBOSITY=0 */;\nCREATE TABLE t (a int);",
       {{K::kSession, "SET", "SET NOTE_VERBOSITY=0", 2, 12},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE t (a int)", 3, 1}}},
      {"MySqlDelimiter",
       Dialect::kMySql,
       "DELIMITER ;;\nCREATE TRIGGER tr BEFORE INSERT ON t FOR EACH ROW BEGIN SET NEW.a = 1; END ;;\nDELIMITER ;\nSELECT 1;",
       {{K::kClientCommand, "DELIMITER", "DELIMITER ;;", 1, 1},
        {K::kOutOfScope, "CREATE TRIGGER", "CREATE TRIGGER tr BEFORE INSERT ON t FOR EACH ROW BEGIN SET NEW.a = 1; END",
         2, 1},
        {K::kClientCommand, "DELIMITER", "DELIMITER ;", 3, 1},
        {K::kData, "SELECT", "SELECT 1", 4, 1}}},
      {"MySqlDumpTrigger",
       Dialect::kMySql,
       "DELIMITER ;;\n/*!50003 CREATE*/ /*!50017 DEFINER=`root`@`localhost`*/ /*!50003 TRIGGER `ins` AFTER INSERT ON `f` "
       "FOR EACH ROW BEGIN\n  INSERT INTO x VALUES (new.a);\nEND */;;\nDELIMITER ;\n",
       {{K::kClientCommand, "DELIMITER", "DELIMITER ;;", 1, 1},
        {K::kOutOfScope, "CREATE TRIGGER",
         "CREATE            DEFINER=`root`@`localhost`            TRIGGER `ins` AFTER INSERT ON `f` "
         "FOR EACH ROW BEGIN\n  INSERT INTO x VALUES (new.a);\nEND",
         2, 10},
        {K::kClientCommand, "DELIMITER", "DELIMITER ;", 5, 1}}},
      {"MySqlDelimiterDollars",
       Dialect::kMySql,
       "delimiter $$\nCREATE PROCEDURE p() BEGIN SELECT 1; END$$\ndelimiter ;\n",
       {{K::kClientCommand, "DELIMITER", "delimiter $$", 1, 1},
        {K::kOutOfScope, "CREATE PROCEDURE", "CREATE PROCEDURE p() BEGIN SELECT 1; END", 2, 1},
        {K::kClientCommand, "DELIMITER", "delimiter ;", 3, 1}}},
      {"MySqlSource",
       Dialect::kMySql,
       "source load_departments.dump ;\nSOURCE x.dump\nSELECT 1;",
       {{K::kClientCommand, "SOURCE", "source load_departments.dump ;", 1, 1},
        {K::kClientCommand, "SOURCE", "SOURCE x.dump", 2, 1},
        {K::kData, "SELECT", "SELECT 1", 3, 1}}},
      {"FinalStatementWithoutTerminator",
       Dialect::kMySql,
       "SELECT 1;\nCREATE TABLE t (a int)\n",
       {{K::kData, "SELECT", "SELECT 1", 1, 1}, {K::kSchema, "CREATE TABLE", "CREATE TABLE t (a int)", 2, 1}}},
      {"EmptyStatementsAreNotReturned", Dialect::kMySql, ";;\n; /* c */ ;\n-- x\n", {}},
      {"LocationsSkipWhitespace",
       Dialect::kMySql,
       "  \n\t  CREATE TABLE t(a int);  SET x = 1;",
       {{K::kSchema, "CREATE TABLE", "CREATE TABLE t(a int)", 2, 4}, {K::kSession, "SET", "SET x = 1", 2, 28}}},
      {"Utf8BomIsSkipped", Dialect::kMySql, "\xEF\xBB\xBFSET a=1;", {{K::kSession, "SET", "SET a=1", 1, 4}}},
      {"CrLfLines",
       Dialect::kMySql,
       "SET a=1;\r\nSET b=2;\r\n",
       {{K::kSession, "SET", "SET a=1", 1, 1}, {K::kSession, "SET", "SET b=2", 2, 1}}},

      // ---- PostgreSQL ----
      {"PgStandardStrings",
       Dialect::kPostgres,
       "INSERT INTO t VALUES ('a\\'); SELECT 'it''s;';",
       {{K::kData, "INSERT", "INSERT INTO t VALUES ('a\\')", 1, 1}, {K::kData, "SELECT", "SELECT 'it''s;'", 1, 30}}},
      {"PgEscapeStrings",
       Dialect::kPostgres,
       "INSERT INTO t VALUES (E'a\\';b', e'\\\\'); SELECT 2;",
       {{K::kData, "INSERT", "INSERT INTO t VALUES (E'a\\';b', e'\\\\')", 1, 1},
        {K::kData, "SELECT", "SELECT 2", 1, 41}}},
      {"PgWordEndingInEIsNotEscapeString",
       Dialect::kPostgres,
       "SELECT some'\\'; SELECT 3;",
       {{K::kData, "SELECT", "SELECT some'\\'", 1, 1}, {K::kData, "SELECT", "SELECT 3", 1, 17}}},
      {"PgDoubleQuotedIdentifiers",
       Dialect::kPostgres,
       "CREATE TABLE \"a;\"\"b\" (x int);",
       {{K::kSchema, "CREATE TABLE", "CREATE TABLE \"a;\"\"b\" (x int)", 1, 1}}},
      {"PgDollarQuotes",
       Dialect::kPostgres,
       "CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\n"
       "CREATE FUNCTION g() RETURNS int AS $body$ x; $$ y;\n $body$;\nSELECT a$b$c, $1 FROM t;",
       {{K::kOutOfScope, "CREATE FUNCTION", "CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql", 1, 1},
        {K::kOutOfScope, "CREATE FUNCTION", "CREATE FUNCTION g() RETURNS int AS $body$ x; $$ y;\n $body$", 2, 1},
        {K::kData, "SELECT", "SELECT a$b$c, $1 FROM t", 4, 1}}},
      {"PgNestedComments",
       Dialect::kPostgres,
       "/* a /* b; */ c; */ CREATE TABLE t (a int);",
       {{K::kSchema, "CREATE TABLE", "CREATE TABLE t (a int)", 1, 21}}},
      {"PgDashDashAlwaysComment",
       Dialect::kPostgres,
       "SELECT 1;--x;\nSELECT 2--y;\n;",
       {{K::kData, "SELECT", "SELECT 1", 1, 1}, {K::kData, "SELECT", "SELECT 2--y;", 2, 1}}},
      {"PgHashIsNotAComment", Dialect::kPostgres, "SELECT 1 # 2;", {{K::kData, "SELECT", "SELECT 1 # 2", 1, 1}}},
      {"PgCopyBlock",
       Dialect::kPostgres,
       "COPY public.t (a, b) FROM stdin;\n1\tx;y\n2\t\\N\n'\t\"\n\\.\nCREATE TABLE u (a int);\n",
       {{K::kData, "COPY", "COPY public.t (a, b) FROM stdin", 1, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE u (a int)", 6, 1}},
       {},
       3},
      {"PgCopyBlockCrLf",
       Dialect::kPostgres,
       "COPY t FROM STDIN;\r\n1\r\n\\.\r\nSELECT 1;",
       {{K::kData, "COPY", "COPY t FROM STDIN", 1, 1}, {K::kData, "SELECT", "SELECT 1", 4, 1}},
       {},
       1},
      {"PgEmptyCopyBlockAtEof",
       Dialect::kPostgres,
       "COPY t FROM stdin;\n\\.",
       {{K::kData, "COPY", "COPY t FROM stdin", 1, 1}}},
      {"PgCopyFromFileHasNoBlock",
       Dialect::kPostgres,
       "COPY t FROM '/tmp/x';\nSELECT 1;",
       {{K::kData, "COPY", "COPY t FROM '/tmp/x'", 1, 1}, {K::kData, "SELECT", "SELECT 1", 2, 1}}},
      {"PsqlMetaCommands",
       Dialect::kPostgres,
       "\\connect db\nCREATE TABLE t (a int);\n\\restrict abc\n\\unrestrict abc\n\\c other\n\\set ON_ERROR_STOP on\n",
       {{K::kClientCommand, "\\CONNECT", "\\connect db", 1, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE t (a int)", 2, 1},
        {K::kClientCommand, "\\RESTRICT", "\\restrict abc", 3, 1},
        {K::kClientCommand, "\\UNRESTRICT", "\\unrestrict abc", 4, 1},
        {K::kClientCommand, "\\C", "\\c other", 5, 1},
        {K::kClientCommand, "\\SET", "\\set ON_ERROR_STOP on", 6, 1}}},
      // ---- MySQL batches: a DELIMITER other than ';' (issue 11, part 1). The client sends up to
      // the delimiter (or the end of input) as one batch; the server runs each ';'-separated
      // statement in it, and a routine body (blocks and all) is one statement.
      {"BatchDelimiterNeverReset",
       Dialect::kMySql,
       "DELIMITER //\nSET NAMES utf8; CREATE TABLE a (x int);\nCREATE TABLE b (y int);\n",
       {{K::kClientCommand, "DELIMITER", "DELIMITER //", 1, 1},
        {K::kSession, "SET", "SET NAMES utf8", 2, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE a (x int)", 2, 17},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE b (y int)", 3, 1}}},
      {"BatchDollarDelimiterNeverReset",
       Dialect::kMySql,
       "DELIMITER $$\nSET @a = 'x;y'; CREATE TABLE a (x int) /* ; */;\nCREATE TABLE b (y int)",
       {{K::kClientCommand, "DELIMITER", "DELIMITER $$", 1, 1},
        {K::kSession, "SET", "SET @a = 'x;y'", 2, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE a (x int) /* ; */", 2, 17},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE b (y int)", 3, 1}}},
      {"BatchEndsAtDelimiterThenReset",
       Dialect::kMySql,
       "DELIMITER //\nCREATE TABLE a (x int); CREATE TABLE b (y int)//\nDELIMITER ;\nCREATE TABLE c (z int);",
       {{K::kClientCommand, "DELIMITER", "DELIMITER //", 1, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE a (x int)", 2, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE b (y int)", 2, 25},
        {K::kClientCommand, "DELIMITER", "DELIMITER ;", 3, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE c (z int)", 4, 1}}},
      {"BatchProcedureInTheMiddle",
       Dialect::kMySql,
       "DELIMITER //\nCREATE TABLE a (x int);\nCREATE PROCEDURE p() BEGIN\n  IF 1 THEN SELECT 1; END IF;\n"
       "  WHILE 0 DO SELECT 2; END WHILE;\nEND;\nCREATE TABLE b (y int);\n",
       {{K::kClientCommand, "DELIMITER", "DELIMITER //", 1, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE a (x int)", 2, 1},
        {K::kOutOfScope, "CREATE PROCEDURE",
         "CREATE PROCEDURE p() BEGIN\n  IF 1 THEN SELECT 1; END IF;\n  WHILE 0 DO SELECT 2; END WHILE;\nEND", 3, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE b (y int)", 7, 1}}},
      {"BatchProcedureEndedByDelimiter",
       Dialect::kMySql,
       "DELIMITER $$\nCREATE DEFINER=`u`@`%` PROCEDURE p() BEGIN SELECT 1; END$$\nCREATE TABLE b (y int);",
       {{K::kClientCommand, "DELIMITER", "DELIMITER $$", 1, 1},
        {K::kOutOfScope, "CREATE PROCEDURE", "CREATE DEFINER=`u`@`%` PROCEDURE p() BEGIN SELECT 1; END", 2, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE b (y int)", 3, 1}}},
      {"BatchTriggerWithoutBegin",
       Dialect::kMySql,
       "DELIMITER //\nCREATE TRIGGER t BEFORE INSERT ON x FOR EACH ROW IF NEW.a > 1 THEN SET NEW.a = 1; END IF; "
       "CREATE TABLE c (z int)",
       {{K::kClientCommand, "DELIMITER", "DELIMITER //", 1, 1},
        {K::kOutOfScope, "CREATE TRIGGER",
         "CREATE TRIGGER t BEFORE INSERT ON x FOR EACH ROW IF NEW.a > 1 THEN SET NEW.a = 1; END IF", 2, 1},
        {K::kSchema, "CREATE TABLE", "CREATE TABLE c (z int)", 2, 91}}},
      {"BatchFunctionLoopsAndCase",
       Dialect::kMySql,
       "DELIMITER //\nCREATE FUNCTION f() RETURNS int BEGIN DECLARE i int DEFAULT 0; l: LOOP SET i = i + 1; "
       "IF i > 3 THEN LEAVE l; END IF; END LOOP l; RETURN CASE WHEN i > 1 THEN IF(i > 2, 1, 2) ELSE 0 END; END; "
       "SELECT 1;",
       {{K::kClientCommand, "DELIMITER", "DELIMITER //", 1, 1},
        {K::kOutOfScope, "CREATE FUNCTION",
         "CREATE FUNCTION f() RETURNS int BEGIN DECLARE i int DEFAULT 0; l: LOOP SET i = i + 1; IF i > 3 THEN "
         "LEAVE l; END IF; END LOOP l; RETURN CASE WHEN i > 1 THEN IF(i > 2, 1, 2) ELSE 0 END; END",
         2, 1},
        {K::kData, "SELECT", "SELECT 1", 2, 191}}},
      {"BatchAnonymousBlockAndEmptyStatements",
       Dialect::kMySql,
       "DELIMITER //\n;; BEGIN NOT ATOMIC SELECT 1; SELECT 2; END; SET x = 1;;",
       {{K::kClientCommand, "DELIMITER", "DELIMITER //", 1, 1},
        {K::kSession, "BEGIN", "BEGIN NOT ATOMIC SELECT 1; SELECT 2; END", 2, 4},
        {K::kSession, "SET", "SET x = 1", 2, 46}}},
      {"PgDelimiterIsNotACommand",
       Dialect::kPostgres,
       "DELIMITER ;;\nSELECT 1;",
       {{K::kUnknown, "DELIMITER", "DELIMITER", 1, 1}, {K::kData, "SELECT", "SELECT 1", 2, 1}}},

      // ---- Unterminated input ----
      {"UnterminatedSingleQuote",
       Dialect::kMySql,
       "SELECT 1;\nINSERT INTO t VALUES ('abc\n",
       {{K::kData, "SELECT", "SELECT 1", 1, 1}},
       {"P002"}},
      {"UnterminatedBacktick", Dialect::kMySql, "CREATE TABLE `t (a int);", {}, {"P002"}},
      {"UnterminatedBlockComment",
       Dialect::kMySql,
       "SELECT 1 /* open;",
       {{K::kData, "SELECT", "SELECT 1", 1, 1}},
       {"P002"}},
      {"UnterminatedExecComment",
       Dialect::kMySql,
       "/*!40101 SET x=1;",
       {{K::kSession, "SET", "SET x=1", 1, 10}},
       {"P002"}},
      {"UnterminatedDollarQuote", Dialect::kPostgres, "DO $$ BEGIN; END;", {}, {"P002"}},
      {"UnterminatedCopyBlock",
       Dialect::kPostgres,
       "COPY t FROM stdin;\n1\n2",
       {{K::kData, "COPY", "COPY t FROM stdin", 1, 1}},
       {"P002"},
       2},
      {"UnterminatedNestedComment", Dialect::kPostgres, "/* a /* b */ SELECT 1;", {}, {"P002"}},
  };
  return cases;
}

class SplitterTest : public ::testing::TestWithParam<std::tuple<size_t, size_t>> {};

TEST_P(SplitterTest, SplitsAndClassifies) {
  const auto& [index, chunk] = GetParam();
  const SplitCase& c = Cases()[index];
  auto result = SplitString(c.input, c.dialect, chunk);
  EXPECT_EQ(result.codes(), c.codes);
  EXPECT_EQ(result.copy_rows, c.copy_rows);
  EXPECT_EQ(result.bytes_read, c.input.size());
  ASSERT_EQ(result.statements.size(), c.statements.size());
  for (size_t i = 0; i < c.statements.size(); ++i) {
    SCOPED_TRACE("statement " + std::to_string(i));
    const Expected& want = c.statements[i];
    const auto& got = result.statements[i];
    EXPECT_EQ(got.text, want.text);
    EXPECT_EQ(got.stmt.kind, want.kind);
    EXPECT_EQ(got.stmt.keyword, want.keyword);
    EXPECT_EQ(got.stmt.location.file, "input.sql");
    EXPECT_EQ(got.stmt.location.line, want.line);
    EXPECT_EQ(got.stmt.location.column, want.column);
  }
}

INSTANTIATE_TEST_SUITE_P(AllChunkSizes, SplitterTest,
                         ::testing::Combine(::testing::Range<size_t>(0, Cases().size()),
                                            ::testing::Values<size_t>(1, 7, 4096)),
                         [](const auto& info) {
                           return Cases()[std::get<0>(info.param)].name + "_chunk" +
                                  std::to_string(std::get<1>(info.param));
                         });

TEST(SplitterTest, LocationOfUnterminatedQuoteIsWhereItStarts) {
  auto result = SplitString("SELECT 1;\n  INSERT INTO t VALUES (1, 'abc", Dialect::kMySql, 3);
  ASSERT_EQ(result.diagnostics.all().size(), 1u);
  const auto& d = result.diagnostics.all()[0];
  EXPECT_EQ(d.code, "P002");
  EXPECT_EQ(d.location.line, 2u);
  EXPECT_EQ(d.location.column, 28u);
  EXPECT_NE(d.message.find("'...' string"), std::string::npos) << d.message;
}

TEST(SplitterTest, DetectsDialectFromFirstChunk) {
  auto mysql = SplitString("-- MySQL dump 10.13\nINSERT INTO t VALUES ('a\\';b');", Dialect::kUnknown, 7);
  EXPECT_EQ(mysql.dialect, Dialect::kMySql);
  ASSERT_EQ(mysql.statements.size(), 1u);

  auto pg = SplitString("-- PostgreSQL database dump\nINSERT INTO t VALUES ('a\\');SELECT 1;", Dialect::kUnknown, 7);
  EXPECT_EQ(pg.dialect, Dialect::kPostgres);
  EXPECT_EQ(pg.statements.size(), 2u);

  auto none = SplitString("", Dialect::kUnknown);
  EXPECT_EQ(none.dialect, Dialect::kUnknown);
  EXPECT_TRUE(none.statements.empty());
  EXPECT_TRUE(none.diagnostics.all().empty());
}

}  // namespace
}  // namespace spanlift::frontend
