// DROP / RENAME TABLE, MariaDB sequences, statements that are skipped, and the name helpers.
#include <gtest/gtest.h>

#include "frontend/mysql/names.h"
#include "mysql_test_util.h"

namespace spanlift::frontend::mysql_test {
namespace {

class StatementTest : public ::testing::TestWithParam<Row> {};
TEST_P(StatementTest, Model) { Check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    MySql, StatementTest,
    ::testing::Values(
        // DROP TABLE
        Row{{"CREATE TABLE a (x INT)", "CREATE TABLE b (x INT)", "CREATE TABLE c (x INT)",
             "DROP TABLE IF EXISTS a, `b` CASCADE"},
            "tables",
            "c"},
        Row{{"CREATE TABLE a (x INT)", "DROP TEMPORARY TABLE a", "DROP TABLE a", "DROP TABLE IF EXISTS a"},
            "diags",
            "P004@21:12"},
        Row{{"CREATE TABLE db.a (x INT)", "DROP TABLE db.a"}, "tables", ""},
        // opencart style: drop then create again
        Row{{"DROP TABLE IF EXISTS `oc_t`", "CREATE TABLE `oc_t` (id INT)", "DROP TABLE IF EXISTS `oc_t`",
             "CREATE TABLE `oc_t` (id2 INT)"},
            "columns",
            "id2 int"},
        // RENAME TABLE, several pairs applied in order; foreign keys follow
        Row{{"CREATE TABLE a (x INT)", "CREATE TABLE b (y INT)", "RENAME TABLE a TO tmp, b TO a, tmp TO b"},
            "tables",
            "b, a"},
        Row{{"CREATE TABLE p (id INT PRIMARY KEY)", "CREATE TABLE c (p INT, FOREIGN KEY (p) REFERENCES p (id))",
             "RENAME TABLE p TO parent"},
            "keys",
            "FK c_ibfk_1(p)->parent(id)",
            "c"},
        Row{{"CREATE TABLE a (x INT)", "CREATE TABLE b (x INT)", "RENAME TABLE nope TO z, a TO b"},
            "diags",
            "P004@21:14, P006@21:25"},
        // MariaDB sequences
        Row{{"CREATE SEQUENCE s START WITH 100 INCREMENT BY 10 MINVALUE=1 MAXVALUE 1000 CACHE 20 CYCLE"},
            "sequences",
            "s start=100 increment=10 min=1 max=1000 cache=20 cycle"},
        Row{{"CREATE OR REPLACE SEQUENCE IF NOT EXISTS db.s AS BIGINT UNSIGNED START = -5 INCREMENT = -1 NO MINVALUE NOMAXVALUE NOCACHE NOCYCLE ENGINE=InnoDB"},
            "sequences",
            "db.s start=-5 increment=-1 cache=0 type=bigint unsigned"},
        Row{{"CREATE SEQUENCE s", "ALTER SEQUENCE s RESTART WITH 7 INCREMENT 2", "CREATE SEQUENCE t",
             "DROP SEQUENCE IF EXISTS t, u"},
            "sequences",
            "s start=7 increment=2"},
        Row{{"CREATE SEQUENCE s", "CREATE SEQUENCE s", "ALTER SEQUENCE nope CYCLE", "DROP SEQUENCE nope"},
            "diags",
            "P006@11:17, P004@21:16, P004@31:15"},
        Row{{"CREATE SEQUENCE s", "CREATE TABLE t (id INT DEFAULT NEXT VALUE FOR s, b INT DEFAULT nextval(s))"},
            "columns",
            "id int AI DEFAULT=NEXT VALUE FOR s, b int AI DEFAULT=nextval(s)"},
        Row{{"CREATE TABLE t (id INT DEFAULT NEXT VALUE FOR db.s, b INT DEFAULT NEXTVAL(`db`.`s2`), c INT DEFAULT lastval(s))"},
            "declared",
            "id:INT seq=db.s, b:INT seq=db.s2, c:INT"},
        // statements we do not model: CREATE ones listed, DROP/ALTER ignored, none fails
        Row{{"CREATE ALGORITHM=UNDEFINED DEFINER=`root`@`localhost` SQL SECURITY DEFINER VIEW `v1` AS SELECT 1",
             "CREATE OR REPLACE VIEW db.v2 (a) AS SELECT 1",
             "CREATE DEFINER=CURRENT_USER TRIGGER trg BEFORE INSERT ON t FOR EACH ROW SET NEW.a = 1",
             "CREATE FUNCTION IF NOT EXISTS f() RETURNS INT RETURN 1", "CREATE PROCEDURE p() BEGIN SELECT 1; END",
             "CREATE EVENT e ON SCHEDULE EVERY 1 DAY DO DELETE FROM t",
             "CREATE DATABASE IF NOT EXISTS shop DEFAULT CHARACTER SET utf8mb4",
             "CREATE USER 'u'@'%' IDENTIFIED BY 'p'"},
            "skipped",
            "view v1, view db.v2, trigger trg, function f, procedure p, event e, database shop, user 'u'"},
        Row{{"DROP VIEW IF EXISTS v", "DROP DATABASE shop", "DROP TRIGGER t", "ALTER DATABASE shop CHARACTER SET utf8",
             "ALTER VIEW v AS SELECT 2", "RENAME USER a TO b"},
            "diags",
            ""},
        Row{{"TRUNCATE TABLE t"}, "skipped", "truncate "}));

struct DecodeRow {
  std::string literal, decoded;
};
class DecodeStringTest : public ::testing::TestWithParam<DecodeRow> {};
TEST_P(DecodeStringTest, Decodes) { EXPECT_EQ(mysql::DecodeString(GetParam().literal), GetParam().decoded); }

INSTANTIATE_TEST_SUITE_P(MySql, DecodeStringTest,
                         ::testing::Values(DecodeRow{"'plain'", "plain"}, DecodeRow{"'it''s'", "it's"},
                                           DecodeRow{"'it\\'s'", "it's"}, DecodeRow{"'a\\nb\\tc\\\\d'", "a\nb\tc\\d"},
                                           DecodeRow{"'100\\%'", "100\\%"}, DecodeRow{"\"say \"\"x\"\"\"", "say \"x\""},
                                           DecodeRow{"_utf8mb4'caf\xc3\xa9'", "caf\xc3\xa9"}, DecodeRow{"N'n'", "n"},
                                           DecodeRow{"''", ""}));

TEST(UnquoteIdentifierTest, Unquotes) {
  EXPECT_EQ(mysql::UnquoteIdentifier("`a``b`"), "a`b");
  EXPECT_EQ(mysql::UnquoteIdentifier("\"a\"\"b\""), "a\"b");
  EXPECT_EQ(mysql::UnquoteIdentifier("plain"), "plain");
  EXPECT_EQ(mysql::UnquoteIdentifier("``"), "");
}

}  // namespace
}  // namespace spanlift::frontend::mysql_test
