// ALTER TABLE: pg_dump's split definitions and hand-written schema changes.
#include "postgres_test_support.h"

namespace spanlift::frontend::postgres_test {
namespace {

class AlterTable : public ::testing::TestWithParam<Row> {};
TEST_P(AlterTable, Facts) { ExpectFacts(GetParam()); }

constexpr const char* kT = "CREATE TABLE public.t (id integer NOT NULL, a int, b text);\n";

std::string WithT(const std::string& sql) { return kT + sql; }

INSTANTIATE_TEST_SUITE_P(
    PgDump, AlterTable,
    ::testing::Values(
        Row{WithT(
                "ALTER TABLE ONLY public.t ADD CONSTRAINT t_pkey PRIMARY KEY (id);"
                "ALTER TABLE ONLY public.t ADD CONSTRAINT t_a_key UNIQUE (a);"
                "ALTER TABLE ONLY public.t ADD CONSTRAINT t_a_fkey FOREIGN KEY (a) REFERENCES public.t(id) ON DELETE CASCADE;"
                "ALTER TABLE public.t ADD CONSTRAINT t_b_check CHECK ((b <> ''::text)) NOT VALID"),
            {{"public.t|pk", "t_pkey(id)"},
             {"public.t|indexes", "t_a_key[u][c](a)"},
             {"public.t|fks", "t_a_fkey(a)->public.t(id) del CASCADE"},
             {"public.t|checks", "t_b_check:(b <> ''::text)"},
             {"diags", ""}}},
        Row{WithT(
                "CREATE SEQUENCE public.t_id_seq AS integer START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;"
                "ALTER TABLE public.t_id_seq OWNER TO postgres;"
                "ALTER SEQUENCE public.t_id_seq OWNED BY public.t.id;"
                "ALTER TABLE ONLY public.t ALTER COLUMN id SET DEFAULT nextval('public.t_id_seq'::regclass)"),
            {{"public.t|id|auto", "true"},
             {"public.t|id|seq", "public.t_id_seq"},
             {"public.t|id|default", "nextval('public.t_id_seq'::regclass)"},
             {"seq|public.t_id_seq", "integer start 1 inc 1 min - max - cache 1 owned public.t.id"},
             {"skipped", "ownership:public.t_id_seq"},
             {"diags", ""}}},
        Row{WithT("ALTER TABLE public.t ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (\n"
                  "    SEQUENCE NAME public.t_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1)"),
            {{"public.t|id|identity", "always start 1 inc 1"},
             {"public.t|id|auto", "true"},
             {"public.t|id|seq", "public.t_id_seq"},
             {"seq|public.t_id_seq", "integer start 1 inc 1 min - max - cache 1 owned public.t.id"}}},
        Row{WithT(
                "ALTER TABLE t OWNER TO admin; ALTER TABLE ONLY t ALTER COLUMN a SET STATISTICS 100, "
                "ALTER COLUMN b SET STORAGE external; ALTER TABLE t ENABLE TRIGGER trg; ALTER TABLE t DISABLE TRIGGER ALL;"
                "ALTER TABLE t REPLICA IDENTITY FULL; ALTER TABLE t CLUSTER ON t_pkey; ALTER TABLE t SET (fillfactor = 50);"
                "ALTER TABLE t ENABLE ROW LEVEL SECURITY; ALTER TABLE ONLY t VALIDATE CONSTRAINT x"),
            {{"skipped", "ownership:public.t"}, {"diags", ""}, {"public.t|columns", "id, a, b"}}},
        Row{"CREATE TABLE p (d date) PARTITION BY RANGE (d); CREATE TABLE p1 (d date);"
            "ALTER TABLE ONLY p ATTACH PARTITION p1 FOR VALUES FROM ('2020-01-01') TO ('2021-01-01')",
            {{"public.p1|partition_of", "public.p"},
             {"public.p1|partition_bound", "FOR VALUES FROM ('2020-01-01') TO ('2021-01-01')"}}},
        Row{"CREATE TABLE p (d date, PRIMARY KEY (d), UNIQUE (d)) PARTITION BY RANGE (d); CREATE TABLE p1 (d date);"
            "ALTER TABLE p ATTACH PARTITION p1 DEFAULT; ALTER TABLE p DETACH PARTITION p1 CONCURRENTLY",
            {{"public.p1|pk", "p1_pkey(d)"},
             {"public.p1|indexes", "p1_d_key[u][c](d)"},
             {"public.p1|partition_of", ""}}},
        Row{"CREATE VIEW v AS SELECT 1; ALTER TABLE public.v OWNER TO x; ALTER TABLE ONLY v ALTER COLUMN a SET DEFAULT 1",
            {{"diags", ""}, {"skipped", "view:v, ownership:public.v"}}}));

INSTANTIATE_TEST_SUITE_P(
    Columns, AlterTable,
    ::testing::Values(
        Row{WithT(
                "ALTER TABLE t ADD COLUMN c int NOT NULL DEFAULT 0, ADD d text UNIQUE; ALTER TABLE t ADD COLUMN IF NOT EXISTS c int"),
            {{"public.t|columns", "id, a, b, c, d"},
             {"public.t|c|nullable", "false"},
             {"public.t|indexes", "t_d_key[u][c](d)"},
             {"diags", ""}}},
        Row{WithT("ALTER TABLE t ADD COLUMN a int"), {{"diags", "P006@2:15"}}},
        Row{WithT(
                "ALTER TABLE t ADD CONSTRAINT u UNIQUE (a, b); ALTER TABLE t DROP COLUMN a; ALTER TABLE t DROP COLUMN IF EXISTS zz;"
                "ALTER TABLE t DROP zz CASCADE"),
            {{"public.t|columns", "id, b"}, {"public.t|indexes", ""}, {"diags", "P004@2:129"}}},
        Row{WithT(
                "ALTER TABLE t ALTER COLUMN a TYPE bigint USING a::bigint, ALTER b SET DATA TYPE varchar(20) COLLATE \"C\";"
                "ALTER TABLE t ALTER COLUMN b SET NOT NULL; ALTER TABLE t ALTER COLUMN id DROP NOT NULL"),
            {{"public.t|a|type", "bigint"},
             {"public.t|a|declared", "bigint"},
             {"public.t|b|type", "varchar(20)"},
             {"public.t|b|collation", "C"},
             {"public.t|b|nullable", "false"},
             {"public.t|id|nullable", "true"}}},
        Row{WithT("ALTER TABLE t ALTER COLUMN a SET DEFAULT 5; ALTER TABLE t ALTER COLUMN b SET DEFAULT 'x'::text;"
                  "ALTER TABLE t ALTER COLUMN b DROP DEFAULT"),
            {{"public.t|a|default", "5"}, {"public.t|b|default", "<none>"}}},
        Row{WithT("ALTER TABLE t ALTER COLUMN id SET DEFAULT nextval('s'); ALTER TABLE t ALTER COLUMN id DROP DEFAULT"),
            {{"public.t|id|auto", "false"}, {"public.t|id|seq", ""}}},
        Row{WithT("ALTER TABLE t ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY;"
                  "ALTER TABLE t ALTER COLUMN id SET GENERATED ALWAYS SET INCREMENT BY 2 RESTART WITH 100;"),
            {{"public.t|id|identity", "always inc 2"}, {"seq|public.t_id_seq", "~inc 2"}}},
        Row{WithT(
                "ALTER TABLE t ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY; ALTER TABLE t ALTER COLUMN id DROP IDENTITY IF EXISTS"),
            {{"public.t|id|identity", ""}, {"public.t|id|auto", "false"}, {"sequences", ""}}},
        Row{WithT("ALTER TABLE t RENAME COLUMN a TO a2; ALTER TABLE t RENAME b TO b2"),
            {{"public.t|columns", "id, a2, b2"}}},
        Row{WithT("ALTER TABLE t ADD PRIMARY KEY (id); ALTER TABLE t ADD FOREIGN KEY (a) REFERENCES t;"
                  "ALTER TABLE t RENAME COLUMN id TO key; ALTER TABLE t RENAME CONSTRAINT t_a_fkey TO fk_a"),
            {{"public.t|pk", "t_pkey(key)"}, {"public.t|fks", "fk_a(a)->public.t()"}}},
        Row{WithT("ALTER TABLE t ADD CONSTRAINT c CHECK (a > 0); ALTER TABLE t DROP CONSTRAINT c; "
                  "ALTER TABLE t DROP CONSTRAINT IF EXISTS nope; ALTER TABLE t DROP CONSTRAINT nope2"),
            {{"public.t|checks", ""}, {"diags", "P004@2:140"}}},
        Row{WithT(
                "CREATE UNIQUE INDEX t_a_idx ON t (a); ALTER TABLE t ADD CONSTRAINT t_a_uq UNIQUE USING INDEX t_a_idx;"
                "CREATE UNIQUE INDEX t_id_idx ON t (id); ALTER TABLE t ADD CONSTRAINT t_pk PRIMARY KEY USING INDEX t_id_idx"),
            {{"public.t|indexes", "t_a_uq[u][c](a)"}, {"public.t|pk", "t_pk(id)"}}}));

INSTANTIATE_TEST_SUITE_P(
    Tables, AlterTable,
    ::testing::Values(
        Row{WithT("CREATE TABLE c (t_id int REFERENCES t); ALTER TABLE t RENAME TO t2"),
            {{"tables", "public.t2, public.c"}, {"public.c|fks", "c_t_id_fkey(t_id)->public.t2()"}}},
        Row{"CREATE TABLE t (id serial); ALTER TABLE t SET SCHEMA app",
            {{"tables", "app.t"}, {"app.t|id|seq", "app.t_id_seq"}, {"seq|app.t_id_seq", "~owned app.t.id"}}},
        Row{WithT("ALTER TABLE IF EXISTS nope ADD COLUMN x int; ALTER TABLE nope2 ADD COLUMN x int"),
            {{"diags", "P004@2:58"}}},
        Row{WithT("ALTER TABLE t SET UNLOGGED"), {{"public.t|unlogged", "true"}}},
        Row{WithT(
                "CREATE TABLE p (z int); ALTER TABLE t INHERIT p; ALTER TABLE t NO INHERIT p; ALTER TABLE t INHERIT p"),
            {{"public.t|inherits", "public.p"}}},
        Row{WithT("ALTER TABLE t* ADD COLUMN x int; ALTER FOREIGN TABLE t ADD COLUMN y int"),
            {{"public.t|columns", "id, a, b, x"}}}));

}  // namespace
}  // namespace spanlift::frontend::postgres_test
