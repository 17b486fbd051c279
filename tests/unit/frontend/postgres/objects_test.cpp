// CREATE INDEX, sequences, enum types, domains, schemas, extensions, COMMENT ON, DROP, skipped
// statements.
#include "postgres_test_support.h"

namespace spanlift::frontend::postgres_test {
namespace {

class Objects : public ::testing::TestWithParam<Row> {};
TEST_P(Objects, Facts) { ExpectFacts(GetParam()); }

constexpr const char* kT = "CREATE TABLE t (id int, a text, b int, c tsvector);\n";

std::string WithT(const std::string& sql) { return kT + sql; }

INSTANTIATE_TEST_SUITE_P(
    Indexes, Objects,
    ::testing::Values(
        Row{WithT("CREATE INDEX t_a ON public.t USING btree (a); CREATE UNIQUE INDEX t_ab ON t (a, b DESC)"),
            {{"public.t|indexes", "t_a(a) using btree, t_ab[u](a,b DESC)"}}},
        Row{WithT(
                "CREATE INDEX ON t (a); CREATE INDEX ON t (a); CREATE INDEX ON t (lower(a)); CREATE INDEX ON t ((b + 1), (b * 2))"),
            {{"public.t|indexes",
              "t_a_idx(a), t_a_idx1(a), t_lower_idx(expr:lower(a)), t_expr_expr1_idx(expr:b + 1,expr:b * 2)"}}},
        Row{WithT(
                "CREATE INDEX CONCURRENTLY IF NOT EXISTS i ON ONLY t USING gin (c); CREATE INDEX IF NOT EXISTS i ON t (a)"),
            {{"public.t|indexes", "i(c) using gin"}, {"diags", ""}}},
        Row{WithT("CREATE INDEX i ON t (a); CREATE INDEX i ON t (b)"),
            {{"public.t|indexes", "i(a)"}, {"diags", "P006@2:26"}}},
        Row{WithT("CREATE INDEX i ON t (a COLLATE \"C\" text_pattern_ops DESC NULLS LAST, b NULLS FIRST) INCLUDE (id) "
                  "WITH (fillfactor = 70) TABLESPACE ts WHERE (b IS NOT NULL AND a <> '')"),
            {{"public.t|indexes",
              "i(a text_pattern_ops DESC NULLS LAST,b NULLS FIRST) include id where (b IS NOT NULL AND a <> '')"}}},
        Row{WithT(
                "CREATE UNIQUE INDEX u ON t (a) NULLS NOT DISTINCT; CREATE INDEX g ON t USING gist (c public.gist_ops(siglen=32))"),
            {{"public.t|indexes", "u[u](a), g(c public.gist_ops) using gist"}}},
        Row{"CREATE INDEX i ON nope (a)", {{"diags", "P004@1:19"}, {"diag0", "~public.nope"}}},
        Row{"CREATE MATERIALIZED VIEW mv AS SELECT 1 AS x; CREATE INDEX i ON mv (x)", {{"diags", ""}}},
        Row{"CREATE TABLE m (d date, v int) PARTITION BY RANGE (d); CREATE TABLE m1 PARTITION OF m FOR VALUES FROM (1) TO (2);"
            "CREATE INDEX ON m (v); CREATE INDEX mi ON ONLY m (d)",
            {{"public.m|indexes", "m_v_idx(v), mi(d)"}, {"public.m1|indexes", "m1_v_idx(v)"}}},
        Row{WithT("CREATE INDEX i ON t (a); ALTER INDEX i RENAME TO j; ALTER INDEX IF EXISTS j SET (fillfactor = 10);"
                  "ALTER INDEX public.j ATTACH PARTITION public.k; COMMENT ON INDEX j IS 'hi'"),
            {{"public.t|indexes", "j(a) comment hi"}, {"diags", ""}}},
        Row{WithT("CREATE INDEX i ON t (a); DROP INDEX CONCURRENTLY IF EXISTS i, nope; DROP INDEX nope2"),
            {{"public.t|indexes", ""}, {"diags", "P004@2:80"}}}));

INSTANTIATE_TEST_SUITE_P(
    Sequences, Objects,
    ::testing::Values(
        Row{"CREATE SEQUENCE s AS bigint INCREMENT BY 2 MINVALUE -10 MAXVALUE 9223372036854775807 START WITH -5 CACHE 20 CYCLE",
            {{"seq|public.s", "bigint start -5 inc 2 min -10 max 9223372036854775807 cache 20 cycle"}}},
        Row{"CREATE SEQUENCE IF NOT EXISTS app.s INCREMENT 5 START 3 NO CYCLE; CREATE SEQUENCE app.s",
            {{"seq|app.s", " start 3 inc 5 min - max - cache -"}, {"diags", "P006@1:67"}}},
        Row{WithT("CREATE SEQUENCE s OWNED BY t.id; CREATE SEQUENCE s2 OWNED BY NONE"),
            {{"seq|public.s", "~owned public.t.id"}, {"public.t|id|auto", "true"}, {"public.t|id|seq", "public.s"}}},
        Row{WithT("CREATE SEQUENCE s; ALTER SEQUENCE s OWNED BY t.nope; ALTER SEQUENCE s OWNED BY nope.id"),
            {{"diags", "P004@2:46, P004@2:80"}}},
        Row{WithT(
                "CREATE SEQUENCE s; ALTER SEQUENCE s INCREMENT BY 10 MAXVALUE 100 RESTART WITH 7; ALTER SEQUENCE s NO MAXVALUE"),
            {{"seq|public.s", " start - inc 10 min - max - cache -"}}},
        Row{WithT("CREATE SEQUENCE s OWNED BY t.id; ALTER SEQUENCE s RENAME TO s2; ALTER SEQUENCE s2 OWNER TO x;"
                  "ALTER SEQUENCE IF EXISTS nope RESTART; ALTER SEQUENCE nope2 RESTART"),
            {{"public.t|id|seq", "public.s2"},
             {"sequences", "public.s2"},
             {"skipped", "ownership:public.s2"},
             {"diags", "P004@2:133"}}},
        Row{"CREATE SEQUENCE s; DROP SEQUENCE IF EXISTS s, nope CASCADE", {{"sequences", ""}, {"diags", ""}}}));

INSTANTIATE_TEST_SUITE_P(
    Types, Objects,
    ::testing::Values(
        Row{"CREATE TYPE public.mpaa_rating AS ENUM ('G', 'PG', 'PG-13', 'it''s')",
            {{"enum|public.mpaa_rating", "G,PG,PG-13,it's"}}},
        Row{"CREATE TYPE e AS ENUM (); ALTER TYPE e ADD VALUE 'b'; ALTER TYPE e ADD VALUE IF NOT EXISTS 'b';"
            "ALTER TYPE e ADD VALUE 'a' BEFORE 'b'; ALTER TYPE e ADD VALUE 'c' AFTER 'b'; ALTER TYPE e RENAME VALUE 'c' TO 'z'",
            {{"enum|public.e", "a,b,z"}, {"diags", ""}}},
        Row{"CREATE TYPE e AS ENUM ('x'); CREATE TABLE t (v e); ALTER TYPE e RENAME TO e2; ALTER TYPE e2 OWNER TO me",
            {{"enum|public.e2", "x"}, {"public.t|v|type", "public.e2"}, {"skipped", "ownership:public.e2"}}},
        Row{"CREATE TYPE comp AS (a int, b text); CREATE TYPE r AS RANGE (subtype = float8); CREATE TYPE shell;"
            "ALTER TYPE comp ADD ATTRIBUTE c int; DROP TYPE comp",
            {{"skipped", "type:public.comp, type:public.r, type:public.shell"},
             {"diags", "P007@1:1, P007@1:38, P007@1:81"}}},
        Row{"ALTER TYPE nope ADD VALUE 'x'", {{"diags", "P004@1:1"}}},
        Row{"CREATE DOMAIN public.year AS integer CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)))",
            {{"domain|public.year", "integer year_check:((VALUE >= 1901) AND (VALUE <= 2155))"}}},
        Row{"CREATE DOMAIN d varchar(10) COLLATE \"C\" DEFAULT 'x' NOT NULL CHECK (VALUE <> '');"
            "CREATE TABLE t (v d); CREATE DOMAIN public.\"b\xc4\xb1g\xc4\xb1nt\" AS bigint",
            {{"domain|public.d", "varchar(10) not null default 'x' d_check:VALUE <> ''"},
             {"public.t|v|type", "public.d"},
             {"domain|public.b\xc4\xb1g\xc4\xb1nt", "bigint"}}},
        Row{"CREATE DOMAIN d int; ALTER DOMAIN d ADD CONSTRAINT pos CHECK (VALUE > 0); ALTER DOMAIN d SET NOT NULL;"
            "ALTER DOMAIN d SET DEFAULT 1; ALTER DOMAIN d OWNER TO me; ALTER DOMAIN d RENAME CONSTRAINT pos TO positive",
            {{"domain|public.d", "integer not null default 1 positive:VALUE > 0"}, {"skipped", "ownership:public.d"}}},
        Row{"CREATE DOMAIN d int CHECK (VALUE > 0); ALTER DOMAIN d DROP CONSTRAINT d_check; ALTER DOMAIN d DROP NOT NULL;"
            "ALTER DOMAIN d DROP DEFAULT",
            {{"domain|public.d", "integer"}}}));

INSTANTIATE_TEST_SUITE_P(
    Misc, Objects,
    ::testing::Values(
        Row{WithT(
                "COMMENT ON TABLE t IS 'the t'; COMMENT ON COLUMN t.a IS E'an \\'a\\''; COMMENT ON COLUMN public.t.b IS 'b';"
                "COMMENT ON COLUMN t.b IS NULL; COMMENT ON EXTENSION plpgsql IS 'x'; COMMENT ON SCHEMA public IS 'y';"
                "COMMENT ON FUNCTION f(int, text) IS 'z'; COMMENT ON CONSTRAINT c ON t IS 'w'; COMMENT ON SEQUENCE s IS 'v'"),
            {{"public.t|comment", "the t"},
             {"public.t|a|comment", "an 'a'"},
             {"public.t|b|comment", ""},
             {"diags", ""}}},
        Row{"COMMENT ON TABLE nope IS 'x'; COMMENT ON COLUMN t.nope IS 'y'", {{"diags", "P004@1:18, P004@1:42"}}},
        Row{"CREATE SCHEMA IF NOT EXISTS app AUTHORIZATION me; CREATE SCHEMA AUTHORIZATION me; ALTER SCHEMA public OWNER TO pg;"
            "CREATE EXTENSION IF NOT EXISTS vector WITH SCHEMA public VERSION '0.7' CASCADE; ALTER EXTENSION vector UPDATE",
            {{"skipped", "ownership:public, extension:vector"}, {"diags", ""}}},
        Row{"CREATE TABLE app.t (id serial); CREATE TYPE app.e AS ENUM ('x'); ALTER SCHEMA app RENAME TO app2",
            {{"tables", "app2.t"}, {"enum|app2.e", "x"}, {"sequences", "app2.t_id_seq"}}},
        Row{"CREATE TABLE a (x int); CREATE TABLE b (y int); DROP TABLE IF EXISTS a, nope CASCADE; DROP TABLE nope2",
            {{"tables", "public.b"}, {"diags", "P004@1:98"}}},
        Row{"CREATE TABLE app.t (x int); CREATE DOMAIN d int; DROP SCHEMA app CASCADE; DROP DOMAIN d; DROP EXTENSION IF EXISTS x",
            {{"tables", ""}, {"domain|public.d", "<no domain>"}}},
        Row{"CREATE VIEW v AS SELECT 1; CREATE OR REPLACE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;"
            "CREATE MATERIALIZED VIEW mv AS SELECT 1; CREATE TRIGGER trg AFTER INSERT ON t EXECUTE FUNCTION f();"
            "CREATE FOREIGN TABLE ft (a int) SERVER s; ALTER FUNCTION f() OWNER TO me; CREATE RULE r AS ON INSERT TO t DO NOTHING",
            {{"skipped",
              "view:v, function:f, materialized view:mv, trigger:trg, foreign table:ft, ownership:f, rule:r"},
             {"diags", ""}}}));

}  // namespace
}  // namespace spanlift::frontend::postgres_test

namespace spanlift::frontend::postgres_test {
namespace {

// CREATE SCHEMA s CREATE TABLE ... : each element as its own statement in schema s.
INSTANTIATE_TEST_SUITE_P(
    SchemaElements, Objects,
    ::testing::Values(
        Row{"CREATE SCHEMA hr\n  CREATE TABLE staff (id int PRIMARY KEY, boss int REFERENCES staff)\n"
            "  CREATE TABLE \"Dept\" (id int, name text CHECK (name <> ''))\n  CREATE INDEX staff_boss ON staff (boss)\n"
            "  CREATE VIEW v AS SELECT * FROM staff\n  GRANT SELECT ON staff TO PUBLIC;\nCREATE TABLE after (x int)",
            {{"tables", "hr.staff, hr.Dept, public.after"},
             {"hr.staff|pk", "staff_pkey(id)"},
             {"hr.staff|fks", "staff_boss_fkey(boss)->hr.staff()"},
             {"hr.staff|indexes", "staff_boss(boss)"},
             {"hr.staff|location", "2:3"},
             {"skipped", "view:v, grant:hr"},
             {"diags", ""}}},
        Row{"CREATE SCHEMA AUTHORIZATION joe CREATE TABLE t (a int)", {{"tables", "joe.t"}, {"diags", ""}}},
        Row{"CREATE SCHEMA IF NOT EXISTS s AUTHORIZATION joe CREATE SEQUENCE q CREATE TABLE t (a int DEFAULT nextval('q'))",
            {{"tables", "s.t"}, {"sequences", "s.q"}, {"diags", ""}}},
        Row{"CREATE SCHEMA s CREATE TABLE t (a int, CREATE int)", {{"diags", "P001@1:40"}}},
        Row{"CREATE SCHEMA s; CREATE TABLE t (a int)", {{"tables", "public.t"}, {"diags", ""}}}));

}  // namespace
}  // namespace spanlift::frontend::postgres_test
