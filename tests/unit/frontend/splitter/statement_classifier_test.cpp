// Classification by leading words: kind, keyword and the names the driver reports.
#include "frontend/statement_classifier.h"

#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace spanlift::frontend {
namespace {

using model::Dialect;
using K = StatementKind;

Statement Classify(const std::string& text, Dialect dialect) {
  Statement stmt;
  stmt.text = text;
  ClassifyStatement(stmt, dialect);
  return stmt;
}

struct KindCase {
  Dialect dialect;
  std::string text;
  K kind;
  std::string keyword;
  std::string object_kind = "";
  std::string object_name = "";
};

constexpr Dialect kMy = Dialect::kMySql;
constexpr Dialect kPg = Dialect::kPostgres;
constexpr Dialect kSp = Dialect::kSpanner;

const std::vector<KindCase> kKindCases = {
    // Data.
    {kMy, "INSERT INTO t VALUES (1)", K::kData, "INSERT"},
    {kMy, "replace into t values (1)", K::kData, "REPLACE"},
    {kPg, "COPY public.t (a) FROM stdin", K::kData, "COPY"},
    {kMy, "UPDATE t SET a = 1", K::kData, "UPDATE"},
    {kMy, "DELETE FROM t", K::kData, "DELETE"},
    {kMy, "LOAD DATA INFILE 'x' INTO TABLE t", K::kData, "LOAD DATA"},
    {kPg, "SELECT * FROM t", K::kData, "SELECT"},
    {kPg, "TRUNCATE TABLE t", K::kData, "TRUNCATE"},
    {kPg, "VALUES (1)", K::kData, "VALUES"},
    {kPg, "SELECT pg_catalog.setval('x', 'y')", K::kData, "SELECT"},
    // Session.
    {kMy, "SET NAMES utf8mb4", K::kSession, "SET"},
    {kMy, "SET @OLD_SQL_MODE=@@SQL_MODE", K::kSession, "SET"},
    {kPg, "SET statement_timeout = 0", K::kSession, "SET"},
    {kMy, "USE `db`", K::kUseDatabase, "USE"},
    {kMy, "USE db.x", K::kSession, "USE"},
    {kMy, "LOCK TABLES `t` WRITE", K::kSession, "LOCK TABLES"},
    {kPg, "LOCK TABLE t IN ACCESS EXCLUSIVE MODE", K::kSession, "LOCK TABLE"},
    {kMy, "UNLOCK TABLES", K::kSession, "UNLOCK TABLES"},
    {kPg, "BEGIN", K::kSession, "BEGIN"},
    {kPg, "COMMIT", K::kSession, "COMMIT"},
    {kPg, "ROLLBACK", K::kSession, "ROLLBACK"},
    {kMy, "START TRANSACTION", K::kSession, "START TRANSACTION"},
    {kPg, "SAVEPOINT a", K::kSession, "SAVEPOINT"},
    {kPg, "SELECT pg_catalog.set_config('lock_timeout', '0', false)", K::kSession, "SELECT"},
    {kMy, "FLUSH PRIVILEGES", K::kSession, "FLUSH"},
    {kPg, "ANALYZE t", K::kSession, "ANALYZE"},
    {kPg, "VACUUM t", K::kSession, "VACUUM"},
    {kPg, "CHECKPOINT", K::kSession, "CHECKPOINT"},
    {kPg, "RESET ALL", K::kSession, "RESET"},
    {kPg, "DISCARD ALL", K::kSession, "DISCARD"},
    {kMy, "CREATE DATABASE IF NOT EXISTS `d`", K::kSession, "CREATE DATABASE"},
    {kPg, "DROP DATABASE d", K::kSession, "DROP DATABASE"},
    {kPg, "ALTER DATABASE d SET x = 1", K::kSession, "ALTER DATABASE"},
    {kPg, "CONNECT TO d", K::kSession, "CONNECT"},
    // Schema.
    {kMy, "CREATE TABLE `t` (a int)", K::kSchema, "CREATE TABLE"},
    {kPg, "create temporary table t (a int)", K::kSchema, "CREATE TABLE"},
    {kPg, "CREATE UNLOGGED TABLE t (a int)", K::kSchema, "CREATE TABLE"},
    {kPg, "CREATE GLOBAL TEMPORARY TABLE t (a int)", K::kSchema, "CREATE TABLE"},
    {kPg, "CREATE UNIQUE INDEX i ON t (a)", K::kSchema, "CREATE INDEX"},
    {kMy, "CREATE FULLTEXT INDEX i ON t (a)", K::kSchema, "CREATE INDEX"},
    {kPg, "CREATE SEQUENCE s", K::kSchema, "CREATE SEQUENCE"},
    {kPg, "CREATE TYPE e AS ENUM ('a')", K::kSchema, "CREATE TYPE"},
    {kPg, "CREATE DOMAIN d AS int", K::kSchema, "CREATE DOMAIN"},
    {kPg, "CREATE SCHEMA s", K::kSchema, "CREATE SCHEMA"},
    {kPg, "CREATE EXTENSION IF NOT EXISTS plpgsql", K::kSchema, "CREATE EXTENSION"},
    {kMy, "ALTER TABLE `t` ADD COLUMN b int", K::kSchema, "ALTER TABLE"},
    {kMy, "ALTER IGNORE TABLE t ADD KEY (a)", K::kSchema, "ALTER TABLE"},
    {kPg, "ALTER TABLE ONLY public.t OWNER TO postgres", K::kSchema, "ALTER TABLE"},
    {kPg, "ALTER SEQUENCE s OWNED BY t.a", K::kSchema, "ALTER SEQUENCE"},
    {kPg, "ALTER TYPE e ADD VALUE 'b'", K::kSchema, "ALTER TYPE"},
    {kPg, "ALTER INDEX i RENAME TO j", K::kSchema, "ALTER INDEX"},
    {kPg, "ALTER DOMAIN d SET NOT NULL", K::kSchema, "ALTER DOMAIN"},
    {kPg, "ALTER SCHEMA s OWNER TO x", K::kSchema, "ALTER SCHEMA"},
    {kPg, "ALTER EXTENSION e UPDATE", K::kSchema, "ALTER EXTENSION"},
    {kMy, "DROP TABLE IF EXISTS `t`", K::kSchema, "DROP TABLE"},
    {kMy, "DROP TEMPORARY TABLE t", K::kSchema, "DROP TABLE"},
    {kPg, "DROP INDEX i", K::kSchema, "DROP INDEX"},
    {kPg, "DROP SEQUENCE s", K::kSchema, "DROP SEQUENCE"},
    {kPg, "DROP TYPE e", K::kSchema, "DROP TYPE"},
    {kPg, "DROP DOMAIN d", K::kSchema, "DROP DOMAIN"},
    {kPg, "DROP SCHEMA s CASCADE", K::kSchema, "DROP SCHEMA"},
    {kPg, "DROP EXTENSION e", K::kSchema, "DROP EXTENSION"},
    {kMy, "RENAME TABLE a TO b", K::kSchema, "RENAME TABLE"},
    {kPg, "COMMENT ON TABLE t IS 'x'", K::kSchema, "COMMENT ON"},
    {kPg, "COMMENT ON COLUMN t.a IS 'x'", K::kSchema, "COMMENT ON"},
    {kPg, "COMMENT ON INDEX i IS 'x'", K::kSchema, "COMMENT ON"},
    {kPg, "COMMENT ON SEQUENCE s IS 'x'", K::kSchema, "COMMENT ON"},
    {kPg, "COMMENT ON TYPE e IS 'x'", K::kSchema, "COMMENT ON"},
    {kPg, "COMMENT ON DOMAIN d IS 'x'", K::kSchema, "COMMENT ON"},
    {kPg, "COMMENT ON CONSTRAINT c ON t IS 'x'", K::kSchema, "COMMENT ON"},
    {kPg, "COMMENT ON SCHEMA s IS 'x'", K::kSchema, "COMMENT ON"},
    {kPg, "COMMENT ON EXTENSION plpgsql IS 'x'", K::kSchema, "COMMENT ON"},
    // Out of scope, with kind and name.
    {kMy, "CREATE ALGORITHM=UNDEFINED DEFINER=`root`@`localhost` SQL SECURITY DEFINER VIEW `v` AS select 1",
     K::kOutOfScope, "CREATE VIEW", "view", "v"},
    {kPg, "CREATE OR REPLACE VIEW public.v AS SELECT 1", K::kOutOfScope, "CREATE VIEW", "view", "public.v"},
    {kPg, "CREATE RECURSIVE VIEW v (n) AS SELECT 1", K::kOutOfScope, "CREATE VIEW", "view", "v"},
    {kPg, "CREATE MATERIALIZED VIEW \"S\".\"m v\" AS SELECT 1", K::kOutOfScope, "CREATE MATERIALIZED VIEW",
     "materialized view", "S.m v"},
    {kPg, "CREATE FUNCTION public.f(integer) RETURNS int", K::kOutOfScope, "CREATE FUNCTION", "function", "public.f"},
    {kPg, "CREATE OR REPLACE FUNCTION f() RETURNS int", K::kOutOfScope, "CREATE FUNCTION", "function", "f"},
    {kMy, "CREATE DEFINER=`root`@`%` PROCEDURE `p`()", K::kOutOfScope, "CREATE PROCEDURE", "procedure", "p"},
    {kMy, "CREATE DEFINER=CURRENT_USER TRIGGER `tr` BEFORE INSERT ON t", K::kOutOfScope, "CREATE TRIGGER", "trigger",
     "tr"},
    {kMy, "CREATE DEFINER=root@localhost FUNCTION f() RETURNS int", K::kOutOfScope, "CREATE FUNCTION", "function", "f"},
    {kPg, "CREATE TRIGGER last_updated BEFORE UPDATE ON public.actor", K::kOutOfScope, "CREATE TRIGGER", "trigger",
     "last_updated"},
    {kPg, "CREATE CONSTRAINT TRIGGER c AFTER INSERT ON t", K::kOutOfScope, "CREATE TRIGGER", "trigger", "c"},
    {kMy, "CREATE EVENT IF NOT EXISTS e ON SCHEDULE EVERY 1 DAY DO SELECT 1", K::kOutOfScope, "CREATE EVENT", "event",
     "e"},
    {kPg, "CREATE RULE r AS ON INSERT TO t DO NOTHING", K::kOutOfScope, "CREATE RULE", "rule", "r"},
    {kPg, "CREATE POLICY p ON t USING (true)", K::kOutOfScope, "CREATE POLICY", "policy", "p"},
    {kPg, "CREATE AGGREGATE public.group_concat(text) (SFUNC = f)", K::kOutOfScope, "CREATE AGGREGATE", "aggregate",
     "public.group_concat"},
    {kPg, "CREATE OPERATOR public.=== (LEFTARG = int)", K::kOutOfScope, "CREATE OPERATOR", "operator", "public.==="},
    {kPg, "CREATE OPERATOR CLASS c FOR TYPE int USING btree", K::kOutOfScope, "CREATE OPERATOR CLASS", "operator class",
     "c"},
    {kPg, "CREATE OPERATOR FAMILY f USING btree", K::kOutOfScope, "CREATE OPERATOR FAMILY", "operator family", "f"},
    {kPg, "CREATE CAST (text AS int) WITH FUNCTION f(text)", K::kOutOfScope, "CREATE CAST", "cast", "text AS int"},
    {kPg, "CREATE COLLATION c (locale = 'x')", K::kOutOfScope, "CREATE COLLATION", "collation", "c"},
    {kPg, "CREATE TEXT SEARCH CONFIGURATION public.cfg (COPY = english)", K::kOutOfScope,
     "CREATE TEXT SEARCH CONFIGURATION", "text search configuration", "public.cfg"},
    {kPg, "CREATE PUBLICATION pub FOR ALL TABLES", K::kOutOfScope, "CREATE PUBLICATION", "publication", "pub"},
    {kPg, "CREATE SUBSCRIPTION sub CONNECTION 'x'", K::kOutOfScope, "CREATE SUBSCRIPTION", "subscription", "sub"},
    {kPg, "CREATE SERVER s FOREIGN DATA WRAPPER w", K::kOutOfScope, "CREATE SERVER", "server", "s"},
    {kPg, "CREATE FOREIGN TABLE ft (a int) SERVER s", K::kOutOfScope, "CREATE FOREIGN TABLE", "foreign table", "ft"},
    {kMy, "CREATE USER 'app'@'%' IDENTIFIED BY 'x'", K::kOutOfScope, "CREATE USER", "user", "app@%"},
    {kPg, "CREATE ROLE readonly", K::kOutOfScope, "CREATE ROLE", "role", "readonly"},
    {kPg, "GRANT SELECT ON TABLE public.t TO readonly", K::kOutOfScope, "GRANT", "grant", "public.t"},
    {kPg, "GRANT SELECT (a, b), UPDATE (c) ON t TO x", K::kOutOfScope, "GRANT", "grant", "t"},
    {kPg, "GRANT ALL ON ALL TABLES IN SCHEMA public TO x", K::kOutOfScope, "GRANT", "grant", "public"},
    {kMy, "GRANT ALL PRIVILEGES ON `db`.* TO 'u'@'%'", K::kOutOfScope, "GRANT", "grant", "db.*"},
    {kPg, "GRANT admin TO bob", K::kOutOfScope, "GRANT", "grant", "admin"},
    {kPg, "REVOKE ALL ON SCHEMA public FROM PUBLIC", K::kOutOfScope, "REVOKE", "revoke", "public"},
    {kPg, "REVOKE EXECUTE ON FUNCTION public.f(int) FROM x", K::kOutOfScope, "REVOKE", "revoke", "public.f"},
    {kPg, "ALTER DEFAULT PRIVILEGES IN SCHEMA s GRANT SELECT ON TABLES TO x", K::kOutOfScope,
     "ALTER DEFAULT PRIVILEGES", "default privileges", ""},
    {kPg, "ALTER FUNCTION public.f() OWNER TO postgres", K::kOutOfScope, "ALTER FUNCTION", "function", "public.f"},
    {kPg, "ALTER PROCEDURE p() OWNER TO x", K::kOutOfScope, "ALTER PROCEDURE", "procedure", "p"},
    {kPg, "ALTER VIEW public.v OWNER TO x", K::kOutOfScope, "ALTER VIEW", "view", "public.v"},
    {kPg, "ALTER MATERIALIZED VIEW m OWNER TO x", K::kOutOfScope, "ALTER MATERIALIZED VIEW", "materialized view", "m"},
    {kPg, "ALTER TRIGGER t ON x RENAME TO y", K::kOutOfScope, "ALTER TRIGGER", "trigger", "t"},
    {kPg, "ALTER AGGREGATE a(int) OWNER TO x", K::kOutOfScope, "ALTER AGGREGATE", "aggregate", "a"},
    {kPg, "ALTER FOREIGN TABLE ft OWNER TO x", K::kOutOfScope, "ALTER FOREIGN TABLE", "foreign table", "ft"},
    {kMy, "ALTER DEFINER=`a`@`b` VIEW v AS SELECT 1", K::kOutOfScope, "ALTER VIEW", "view", "v"},
    {kPg, "DROP VIEW IF EXISTS v", K::kOutOfScope, "DROP VIEW", "view", "v"},
    {kPg, "DROP FUNCTION IF EXISTS public.f(int)", K::kOutOfScope, "DROP FUNCTION", "function", "public.f"},
    {kMy, "DROP PROCEDURE IF EXISTS `p`", K::kOutOfScope, "DROP PROCEDURE", "procedure", "p"},
    {kMy, "DROP TRIGGER t", K::kOutOfScope, "DROP TRIGGER", "trigger", "t"},
    {kMy, "DROP EVENT e", K::kOutOfScope, "DROP EVENT", "event", "e"},
    {kPg, "DROP RULE r ON t", K::kOutOfScope, "DROP RULE", "rule", "r"},
    {kPg, "DROP POLICY p ON t", K::kOutOfScope, "DROP POLICY", "policy", "p"},
    {kPg, "COMMENT ON VIEW v IS 'x'", K::kOutOfScope, "COMMENT ON", "view", "v"},
    {kPg, "COMMENT ON FUNCTION f(int) IS 'x'", K::kOutOfScope, "COMMENT ON", "function", "f"},
    // Statements that are not schema (issue 11, part 4): counted and skipped, never P003.
    {kMy, "CALL p(1, 'a')", K::kData, "CALL"},
    {kPg, "WITH x AS (SELECT 1) UPDATE t SET a = 1", K::kData, "WITH"},
    {kPg, "with recursive r AS (SELECT 1) DELETE FROM t", K::kData, "WITH"},
    {kPg, "REINDEX TABLE t", K::kSession, "REINDEX"},
    {kPg, "CLUSTER t USING i", K::kSession, "CLUSTER"},
    {kPg, "VACUUM (ANALYZE) t", K::kSession, "VACUUM"},
    {kPg, "ANALYZE t", K::kSession, "ANALYZE"},
    {kPg, "NOTIFY ch, 'x'", K::kSession, "NOTIFY"},
    {kPg, "LISTEN ch", K::kSession, "LISTEN"},
    {kPg, "TRUNCATE TABLE t CASCADE", K::kData, "TRUNCATE"},
    {kPg, "REFRESH MATERIALIZED VIEW CONCURRENTLY public.m", K::kSession, "REFRESH MATERIALIZED VIEW"},
    {kMy, "LOCK TABLES t WRITE", K::kSession, "LOCK TABLES"},
    {kPg, "LOCK t IN ACCESS EXCLUSIVE MODE", K::kSession, "LOCK"},
    {kMy, "OPTIMIZE TABLE t", K::kSession, "OPTIMIZE"},
    {kMy, "REPAIR TABLE t QUICK", K::kSession, "REPAIR"},
    {kMy, "CHECK TABLE t FOR UPGRADE", K::kSession, "CHECK TABLE"},
    {kMy, "CHECKSUM TABLE t", K::kSession, "CHECKSUM"},
    {kMy, "HANDLER t OPEN", K::kData, "HANDLER"},
    {kMy, "FLUSH PRIVILEGES", K::kSession, "FLUSH"},
    {kMy, "RESET QUERY CACHE", K::kSession, "RESET"},
    {kPg, "DISCARD ALL", K::kSession, "DISCARD"},
    {kPg, "SECURITY LABEL FOR selinux ON TABLE t IS 'x'", K::kSession, "SECURITY LABEL"},
    {kPg, "IMPORT FOREIGN SCHEMA s FROM SERVER srv INTO public", K::kSession, "IMPORT FOREIGN SCHEMA"},
    {kPg, "DO $$ BEGIN PERFORM 1; END $$", K::kData, "DO"},
    {kMy, "DO SLEEP(1)", K::kData, "DO"},
    // ... but a code block that defines objects is listed: what it creates is not modelled.
    {kPg, "DO $$ BEGIN EXECUTE 'create table x (a int)'; END $$", K::kOutOfScope, "DO", "anonymous code block", ""},
    {kPg, "DO LANGUAGE plpgsql $$ BEGIN ALTER TABLE t ADD c int; END $$", K::kOutOfScope, "DO", "anonymous code block",
     ""},
    // Spanner (GoogleSQL): schema DDL, and the objects outside the model.
    {kSp, "CREATE TABLE `Order` (a INT64) PRIMARY KEY (a)", K::kSchema, "CREATE TABLE"},
    {kSp, "CREATE UNIQUE NULL_FILTERED INDEX i ON t (a)", K::kSchema, "CREATE INDEX"},
    {kSp, "CREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive')", K::kSchema, "CREATE SEQUENCE"},
    {kSp, "ALTER DATABASE db SET OPTIONS (default_sequence_kind = 'bit_reversed_positive')", K::kSchema,
     "ALTER DATABASE"},
    {kPg, "ALTER DATABASE db SET search_path TO app", K::kSession, "ALTER DATABASE"},
    {kSp, "RENAME TABLE a TO b", K::kSchema, "RENAME TABLE"},
    // Views and change streams are modelled on a Spanner side (the diff compares them).
    {kSp, "# comment\nCREATE CHANGE STREAM cs FOR ALL", K::kSchema, "CREATE CHANGE STREAM", "change stream", "cs"},
    {kSp, "ALTER CHANGE STREAM cs SET FOR t", K::kSchema, "ALTER CHANGE STREAM", "change stream", "cs"},
    {kSp, "DROP CHANGE STREAM cs", K::kSchema, "DROP CHANGE STREAM", "change stream", "cs"},
    {kSp, "DROP VIEW v", K::kSchema, "DROP VIEW", "view", "v"},
    // Every other DDL statement of a Spanner input goes to the Spanner grammar (docs/spanner-ddl-coverage.md).
    {kSp, "CREATE SEARCH INDEX si ON t (tokens)", K::kSchema, "CREATE SEARCH INDEX", "", ""},
    {kSp, "CREATE VECTOR INDEX vi ON t (emb) OPTIONS (distance_type = 'COSINE')", K::kSchema, "CREATE VECTOR INDEX", "",
     ""},
    {kSp, "CREATE PROTO BUNDLE (my.pkg.Msg)", K::kSchema, "CREATE PROTO BUNDLE", "", ""},
    {kSp, "CREATE MODEL m INPUT (x STRING(MAX)) OUTPUT (y FLOAT64) REMOTE", K::kSchema, "CREATE MODEL", "", ""},
    {kSp, "CREATE OR REPLACE VIEW `v` SQL SECURITY INVOKER AS SELECT 1", K::kSchema, "CREATE VIEW", "view", "v"},
    {kSp, "CREATE PROPERTY GRAPH g NODE TABLES (t)", K::kSchema, "CREATE PROPERTY GRAPH", "", ""},
    {kSp, "CREATE LOCALITY GROUP cold OPTIONS (storage = 'hdd')", K::kSchema, "CREATE LOCALITY GROUP", "", ""},
    {kSp, "CREATE ROLE analyst", K::kSchema, "CREATE ROLE", "", ""},
    {kSp, "GRANT SELECT ON TABLE Singers TO ROLE analyst", K::kSchema, "GRANT", "", ""},
    {kSp, "GRANT ROLE analyst TO ROLE admin", K::kSchema, "GRANT", "", ""},
    {kSp, "CREATE FUNCTION f(x INT64) RETURNS INT64 SQL SECURITY INVOKER AS (x + 1)", K::kSchema, "CREATE FUNCTION", "",
     ""},
    {kSp, "ANALYZE", K::kSchema, "ANALYZE", "", ""},
    // Unknown.
    {kPg, "FOO BAR", K::kUnknown, "FOO"},
    {kPg, "CREATE WIDGET w", K::kUnknown, "CREATE"},
    {kPg, "(SELECT 1)", K::kUnknown, ""},
    {kMy, "-- only a comment", K::kUnknown, ""},
};

class KindTest : public ::testing::TestWithParam<size_t> {};

TEST_P(KindTest, Classifies) {
  const KindCase& c = kKindCases[GetParam()];
  Statement stmt = Classify(c.text, c.dialect);
  EXPECT_EQ(stmt.kind, c.kind) << c.text;
  EXPECT_EQ(stmt.keyword, c.keyword) << c.text;
  EXPECT_EQ(stmt.object_kind, c.object_kind) << c.text;
  EXPECT_EQ(stmt.object_name, c.object_name) << c.text;
}

INSTANTIATE_TEST_SUITE_P(Rows, KindTest, ::testing::Range<size_t>(0, kKindCases.size()));

struct SetvalCase {
  std::string text;
  std::string sequence;
  int64_t value;
  bool is_called;
};

TEST(ClassifierTest, Setval) {
  const std::vector<SetvalCase> cases = {
      {"SELECT pg_catalog.setval('public.seq_name', 123, true)", "public.seq_name", 123, true},
      {"SELECT pg_catalog.setval('public.actor_actor_id_seq', 200, false)", "public.actor_actor_id_seq", 200, false},
      {"SELECT setval('s', 5)", "s", 5, true},
      {"select SETVAL('\"Odd\".s'::regclass, 9223372036854775807, TRUE)", "\"Odd\".s", INT64_MAX, true},
      {"SELECT setval('s', -3, false)", "s", -3, false},
  };
  for (const auto& c : cases) {
    Statement stmt = Classify(c.text, Dialect::kPostgres);
    EXPECT_EQ(stmt.kind, K::kSetval) << c.text;
    EXPECT_EQ(stmt.keyword, "SELECT");
    EXPECT_EQ(stmt.sequence, c.sequence) << c.text;
    EXPECT_EQ(stmt.value, c.value) << c.text;
    EXPECT_EQ(stmt.is_called, c.is_called) << c.text;
  }
  for (const char* not_setval : {"SELECT setval(s, 1)", "SELECT setval('s', 1, maybe)", "SELECT setval('s')",
                                 "SELECT setval('s', 1.5)", "SELECT setval('s', 99999999999999999999)"}) {
    EXPECT_EQ(Classify(not_setval, Dialect::kPostgres).kind, K::kData) << not_setval;
  }
}

TEST(ClassifierTest, SearchPath) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"SET search_path = public, pg_catalog", "public"},
      {"SET search_path TO pg_catalog, app", "app"},
      {"SET SESSION search_path = \"My Schema\", public", "My Schema"},
      {"SET search_path = \"$user\", public", "public"},
      {"SET search_path = ''", ""},
      {"SELECT pg_catalog.set_config('search_path', '', false)", ""},
      {"SELECT pg_catalog.set_config('search_path', 'pg_catalog, x, y', false)", "x"},
      {"SELECT set_config('search_path', 'a', true)", "a"},
  };
  for (const auto& [text, first] : cases) {
    Statement stmt = Classify(text, Dialect::kPostgres);
    EXPECT_EQ(stmt.kind, K::kSearchPath) << text;
    EXPECT_EQ(stmt.search_path, first) << text;
  }
}

TEST(ClassifierTest, ResetsPreviousFields) {
  Statement stmt;
  stmt.text = "SET search_path = a";
  ClassifyStatement(stmt, Dialect::kPostgres);
  stmt.text = "CREATE TABLE t (a int)";
  stmt.object_name = "stale";
  ClassifyStatement(stmt, Dialect::kPostgres);
  EXPECT_EQ(stmt.kind, K::kSchema);
  EXPECT_EQ(stmt.search_path, "");
  EXPECT_EQ(stmt.object_name, "");
  EXPECT_EQ(stmt.text, "CREATE TABLE t (a int)");
}

TEST(ClassifierTest, BulkDataAndCopyHelpers) {
  EXPECT_TRUE(IsBulkDataStatement("INSERT INTO t"));
  EXPECT_TRUE(IsBulkDataStatement("insert"));
  EXPECT_TRUE(IsBulkDataStatement("Replace INTO"));
  EXPECT_FALSE(IsBulkDataStatement("INSERTS"));
  EXPECT_FALSE(IsBulkDataStatement("COPY t FROM stdin"));
  EXPECT_FALSE(IsBulkDataStatement("CREATE TABLE"));
  EXPECT_TRUE(IsCopyFromStdin("COPY public.t (a, \"from\") FROM stdin"));
  EXPECT_TRUE(IsCopyFromStdin("copy t from STDIN with (format text)"));
  EXPECT_FALSE(IsCopyFromStdin("COPY t FROM '/tmp/x'"));
  EXPECT_FALSE(IsCopyFromStdin("COPY (SELECT 1 FROM stdin) TO stdout"));
  EXPECT_FALSE(IsCopyFromStdin("SELECT 1 FROM stdin"));
}

// The P010 safety net counts CREATE TABLE starts outside comments and strings.
TEST(ClassifierTest, CountCreateTable) {
  struct Row {
    Dialect dialect;
    std::string text;
    size_t count;
    size_t first;
  };
  const std::vector<Row> rows = {
      {kMy, "CREATE TABLE t (a int)", 1, 0},
      {kMy, "SET x = 1; CREATE TABLE a (x int); create temporary table b (y int)", 2, 11},
      {kPg, "CREATE OR REPLACE GLOBAL TEMP TABLE t (a int)", 1, 0},
      {kPg, "CREATE UNLOGGED TABLE t (a int)", 1, 0},
      {kMy, "-- CREATE TABLE x\n/* CREATE TABLE y */ SELECT 'CREATE TABLE z', `CREATE TABLE`", 0, 0},
      {kPg, "SELECT $$ CREATE TABLE x $$, $q$ CREATE TABLE y $q$", 0, 0},
      {kMy, "SHOW CREATE TABLE t", 0, 0},
      {kPg, "CREATE FOREIGN TABLE f (a int) SERVER s", 0, 0},
      {kPg, "CREATE INDEX i ON t (a); CREATE VIEW v AS SELECT 1", 0, 0},
      {kMy, "GO\nCREATE TABLE t (a int)", 1, 3},
  };
  for (const auto& r : rows) {
    size_t first = 99;
    EXPECT_EQ(CountCreateTable(r.text, r.dialect, &first), r.count) << r.text;
    if (r.count) {
      EXPECT_EQ(first, r.first) << r.text;
    }
  }
}

}  // namespace
}  // namespace spanlift::frontend
