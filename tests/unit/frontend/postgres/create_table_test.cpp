// CREATE TABLE: columns, types, column options, table constraints, generated names, partitions.
#include "postgres_test_support.h"

namespace spanlift::frontend::postgres_test {
namespace {

class CreateTable : public ::testing::TestWithParam<Row> {};
TEST_P(CreateTable, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Columns, CreateTable,
    ::testing::Values(
        Row{"CREATE TABLE t (id integer NOT NULL, name text)",
            {{"tables", "public.t"},
             {"public.t|columns", "id, name"},
             {"public.t|id|nullable", "false"},
             {"public.t|name|nullable", "true"},
             {"public.t|location", "1:1"}}},
        Row{"CREATE TABLE Foo (\"MixedCase\" int, Plain int)",
            {{"tables", "public.foo"}, {"public.foo|columns", "MixedCase, plain"}}},
        Row{"CREATE TABLE shop.items (a int)", {{"tables", "shop.items"}}},
        Row{"CREATE TABLE db.shop.items (a int)", {{"tables", "shop.items"}}},
        Row{"CREATE TABLE t (status text, type text, comment text, date date, timestamp timestamp, name text, "
            "action text, data text, value text, position int, level int, text text, year int, month int, "
            "key text, index int, time time, zone text, version int, owner text, start int, cache int)",
            {{"public.t|columns",
              "status, type, comment, date, timestamp, name, action, data, value, position, level, "
              "text, year, month, key, index, time, zone, version, owner, start, cache"}}},
        Row{"CREATE TABLE \"caf\xc3\xa9\" (pr\xc3\xa9nom text, n\xe9 int)",
            {{"tables", "public.caf\xc3\xa9"}, {"public.caf\xc3\xa9|columns", "pr\xc3\xa9nom, n\xe9"}}},
        Row{"CREATE TABLE t (\"a\"\"b\" int, U&\"d\\0061t\\+000061\" int)", {{"public.t|columns", "a\"b, data"}}},
        Row{"CREATE TEMP TABLE t (a int)", {{"public.t|temporary", "true"}}},
        Row{"CREATE GLOBAL TEMPORARY TABLE t (a int) ON COMMIT DELETE ROWS",
            {{"public.t|temporary", "true"}, {"diags", "P007@1:41"}}},
        Row{"CREATE UNLOGGED TABLE IF NOT EXISTS t (a int) WITH (fillfactor=70) TABLESPACE fast",
            {{"public.t|unlogged", "true"}, {"diags", ""}}},
        Row{"CREATE TABLE t (a int); CREATE TABLE t (b int)", {{"public.t|columns", "a"}, {"diags", "P006@1:25"}}},
        Row{"CREATE TABLE t (a int); CREATE TABLE IF NOT EXISTS t (b int)", {{"public.t|columns", "a"}, {"diags", ""}}},
        Row{"CREATE TABLE empty ()", {{"public.empty|columns", ""}}}));

INSTANTIATE_TEST_SUITE_P(
    Types, CreateTable,
    ::testing::Values(
        Row{"CREATE TABLE t (a int2, b int, c int4, d int8, e smallint, f integer, g bigint)",
            {{"public.t|a|type", "smallint"},
             {"public.t|b|type", "integer"},
             {"public.t|c|type", "integer"},
             {"public.t|d|type", "bigint"},
             {"public.t|e|type", "smallint"},
             {"public.t|g|type", "bigint"},
             {"public.t|d|declared", "int8"}}},
        Row{"CREATE TABLE t (a numeric(10,2), b decimal(5), c real, d float4, e double precision, f float8, "
            "g float(10), h float(30), i float, j money, k NUMERIC)",
            {{"public.t|a|type", "numeric(10,2)"},
             {"public.t|b|type", "numeric(5)"},
             {"public.t|c|type", "real"},
             {"public.t|d|type", "real"},
             {"public.t|e|type", "double precision"},
             {"public.t|f|type", "double precision"},
             {"public.t|g|type", "real"},
             {"public.t|h|type", "double precision"},
             {"public.t|i|type", "double precision"},
             {"public.t|j|type", "money"},
             {"public.t|k|type", "numeric"},
             {"public.t|k|declared", "NUMERIC"}}},
        Row{"CREATE TABLE t (a boolean, b bool, c char(3), d character(1), e varchar(20), f character varying(50), "
            "g character varying, h text, i \"char\", j name, k bytea, l bpchar, m national character varying(5))",
            {{"public.t|a|type", "boolean"},
             {"public.t|b|type", "boolean"},
             {"public.t|c|type", "char(3)"},
             {"public.t|d|type", "char(1)"},
             {"public.t|e|type", "varchar(20)"},
             {"public.t|f|type", "varchar(50)"},
             {"public.t|f|declared", "character varying(50)"},
             {"public.t|g|type", "varchar"},
             {"public.t|h|type", "text"},
             {"public.t|i|type", "\"char\""},
             {"public.t|j|type", "name"},
             {"public.t|k|type", "bytea"},
             {"public.t|l|type", "char"},
             {"public.t|m|type", "varchar(5)"}}},
        Row{"CREATE TABLE t (a date, b time, c time(3) without time zone, d time with time zone, e timetz, "
            "f timestamp, g timestamp(6) with time zone, h timestamptz, i timestamp without time zone, "
            "j interval, k interval year to month, l interval day to second(3), m interval hour)",
            {{"public.t|a|type", "date"},
             {"public.t|b|type", "time"},
             {"public.t|c|type", "time(3)"},
             {"public.t|d|type", "timetz"},
             {"public.t|e|type", "timetz"},
             {"public.t|f|type", "timestamp"},
             {"public.t|g|type", "timestamptz(6)"},
             {"public.t|g|declared", "timestamp(6) with time zone"},
             {"public.t|h|type", "timestamptz"},
             {"public.t|i|type", "timestamp"},
             {"public.t|j|type", "interval"},
             {"public.t|k|type", "interval YEAR TO MONTH"},
             {"public.t|l|type", "interval(3) DAY TO SECOND"},
             {"public.t|m|type", "interval HOUR"}}},
        Row{"CREATE TABLE t (a uuid, b json, c jsonb, d xml, e inet, f cidr, g macaddr, h bit(8), i bit varying(4), "
            "j varbit, k tsvector, l tsquery, m point, n polygon, o int4range, p tstzrange, q oid, r regclass)",
            {{"public.t|a|type", "uuid"},
             {"public.t|c|type", "jsonb"},
             {"public.t|h|type", "bit(8)"},
             {"public.t|i|type", "varbit(4)"},
             {"public.t|j|type", "varbit"},
             {"public.t|k|type", "tsvector"},
             {"public.t|n|type", "polygon"},
             {"public.t|p|type", "tstzrange"},
             {"public.t|r|type", "regclass"}}},
        Row{"CREATE TABLE t (a int[], b int[3], c text[][], d integer ARRAY, e integer ARRAY[4], f varchar(10)[])",
            {{"public.t|a|type", "integer[]"},
             {"public.t|b|type", "integer[]"},
             {"public.t|c|type", "text[][]"},
             {"public.t|d|type", "integer[]"},
             {"public.t|e|type", "integer[]"},
             {"public.t|f|type", "varchar(10)[]"},
             {"public.t|c|declared", "text[][]"}}},
        Row{"CREATE TABLE t (a public.vector(3), b public.geometry(Point,4326), c pg_catalog.int8, d \"CamelType\", "
            "e shop.mood)",
            {{"public.t|a|type", "public.vector(3)"},
             {"public.t|b|type", "public.geometry(Point,4326)"},
             {"public.t|c|type", "bigint"},
             {"public.t|d|type", "CamelType"},
             {"public.t|e|type", "shop.mood"}}},
        Row{"CREATE TYPE mood AS ENUM ('sad', 'ok'); CREATE TABLE t (m mood, n mood[])",
            {{"public.t|m|type", "public.mood"}, {"public.t|n|type", "public.mood[]"}}},
        Row{"CREATE TABLE t (a text COLLATE \"C\", b varchar(5) COLLATE pg_catalog.\"default\")",
            {{"public.t|a|collation", "C"}, {"public.t|b|collation", "default"}}}));

INSTANTIATE_TEST_SUITE_P(
    Serial, CreateTable,
    ::testing::Values(
        Row{"CREATE TABLE t (id serial PRIMARY KEY, b bigserial, s smallserial, s4 serial4, s8 serial8)",
            {{"public.t|id|type", "integer"},
             {"public.t|id|declared", "serial"},
             {"public.t|id|auto", "true"},
             {"public.t|id|seq", "public.t_id_seq"},
             {"public.t|id|nullable", "false"},
             {"public.t|b|type", "bigint"},
             {"public.t|b|seq", "public.t_b_seq"},
             {"public.t|s|type", "smallint"},
             {"public.t|s8|type", "bigint"},
             {"seq|public.t_id_seq", "integer start - inc - min - max - cache - owned public.t.id"},
             {"seq|public.t_b_seq", "~bigint"},
             {"public.t|id|default", "<none>"}}},
        Row{"CREATE TABLE app.t (id BIGSERIAL)", {{"app.t|id|seq", "app.t_id_seq"}, {"sequences", "app.t_id_seq"}}},
        Row{"CREATE SEQUENCE t_id_seq; CREATE TABLE t (id serial)",
            {{"public.t|id|seq", "public.t_id_seq1"}, {"sequences", "public.t_id_seq, public.t_id_seq1"}}},
        Row{"CREATE TABLE t (id integer DEFAULT nextval('t_id_seq'::regclass) NOT NULL)",
            {{"public.t|id|auto", "true"},
             {"public.t|id|seq", "public.t_id_seq"},
             {"public.t|id|default", "nextval('t_id_seq'::regclass)"}}},
        Row{"CREATE TABLE t (id integer DEFAULT nextval('shop.\"Seq\"'::regclass))", {{"public.t|id|seq", "shop.Seq"}}},
        Row{"CREATE TABLE t (id int GENERATED ALWAYS AS IDENTITY, b bigint GENERATED BY DEFAULT AS IDENTITY "
            "(START WITH 10 INCREMENT BY 5), c int GENERATED BY DEFAULT AS IDENTITY (SEQUENCE NAME my_seq))",
            {{"public.t|id|identity", "always"},
             {"public.t|id|auto", "true"},
             {"public.t|id|seq", "public.t_id_seq"},
             {"public.t|b|identity", "by default start 10 inc 5"},
             {"public.t|c|seq", "public.my_seq"},
             {"seq|public.t_b_seq", "bigint start 10 inc 5 min - max - cache - owned public.t.b"}}}));

INSTANTIATE_TEST_SUITE_P(
    ColumnOptions, CreateTable,
    ::testing::Values(
        Row{"CREATE TABLE t (a varchar(10) DEFAULT ''::character varying NOT NULL, b text DEFAULT NULL, "
            "c timestamptz DEFAULT now(), d timestamp DEFAULT CURRENT_TIMESTAMP, e text DEFAULT E'it\\'s', "
            "f text DEFAULT $$x$$, g int[] DEFAULT ARRAY[1, 2], h text[] DEFAULT '{}'::text[], i int DEFAULT -1, "
            "j numeric DEFAULT (1 + 2), k timestamp DEFAULT timezone('utc'::text, now()), "
            "l text DEFAULT NULL::character varying, m boolean DEFAULT false NOT NULL, n uuid DEFAULT uuidv7())",
            {{"public.t|a|default", "''::character varying"},
             {"public.t|a|nullable", "false"},
             {"public.t|b|default", "NULL"},
             {"public.t|c|default", "now()"},
             {"public.t|d|default", "CURRENT_TIMESTAMP"},
             {"public.t|e|default", "E'it\\'s'"},
             {"public.t|f|default", "$$x$$"},
             {"public.t|g|default", "ARRAY[1, 2]"},
             {"public.t|h|default", "'{}'::text[]"},
             {"public.t|i|default", "-1"},
             {"public.t|j|default", "(1 + 2)"},
             {"public.t|k|default", "timezone('utc'::text, now())"},
             {"public.t|l|default", "NULL::character varying"},
             {"public.t|m|nullable", "false"},
             {"public.t|n|default", "uuidv7()"},
             {"public.t|a|auto", "false"}}},
        Row{"CREATE TABLE t (a int NULL, b int CONSTRAINT b_nn NOT NULL, c text COMPRESSION lz4 STORAGE external)",
            {{"public.t|a|nullable", "true"}, {"public.t|b|nullable", "false"}, {"public.t|columns", "a, b, c"}}},
        Row{"CREATE TABLE t (a int, total numeric GENERATED ALWAYS AS (a * 2) STORED, "
            "h numeric(4,2) GENERATED ALWAYS AS (round(a / 60.0, 2)) VIRTUAL, v int GENERATED ALWAYS AS (a + 1))",
            {{"public.t|total|generated", "a * 2 STORED"},
             {"public.t|h|generated", "round(a / 60.0, 2) VIRTUAL"},
             {"public.t|v|generated", "a + 1 VIRTUAL"}}},
        Row{"CREATE TABLE t (id int PRIMARY KEY, code text UNIQUE, email text CONSTRAINT email_uq UNIQUE, "
            "n int UNIQUE NULLS NOT DISTINCT, price int CHECK (price > 0), q int CONSTRAINT q_pos CHECK (q > 0) NO INHERIT)",
            {{"public.t|pk", "t_pkey(id)"},
             {"public.t|id|nullable", "false"},
             {"public.t|indexes", "t_code_key[u][c](code), email_uq[u][c](email), t_n_key[u][c](n)"},
             {"public.t|checks", "t_price_check:price > 0, q_pos:q > 0"}}},
        Row{"CREATE TABLE t (id int CONSTRAINT my_pk PRIMARY KEY USING INDEX TABLESPACE x)",
            {{"public.t|pk", "my_pk(id)"}}},
        Row{"CREATE TABLE t (a int REFERENCES p, b int REFERENCES shop.p (x) ON DELETE CASCADE ON UPDATE SET NULL, "
            "c int CONSTRAINT c_fk REFERENCES p(id) MATCH FULL ON DELETE SET DEFAULT DEFERRABLE INITIALLY DEFERRED, "
            "d int REFERENCES p ON DELETE NO ACTION ON UPDATE RESTRICT NOT DEFERRABLE)",
            {{"public.t|fks",
              "t_a_fkey(a)->public.p(), t_b_fkey(b)->shop.p(x) del CASCADE upd SET NULL, "
              "c_fk(c)->public.p(id) del SET DEFAULT match FULL deferrable, "
              "t_d_fkey(d)->public.p() del NO ACTION upd RESTRICT"}}}));

INSTANTIATE_TEST_SUITE_P(
    TableConstraints, CreateTable,
    ::testing::Values(
        Row{"CREATE TABLE t (a int, b int, PRIMARY KEY (a, b), UNIQUE (b, a), UNIQUE (b, a), CHECK (a < b), CHECK (a > 0), "
            "CHECK (b > 0), FOREIGN KEY (a, b) REFERENCES p (x, y))",
            {{"public.t|pk", "t_pkey(a,b)"},
             {"public.t|a|nullable", "false"},
             {"public.t|indexes", "t_b_a_key[u][c](b,a), t_b_a_key1[u][c](b,a)"},
             {"public.t|checks", "t_check:a < b, t_a_check:a > 0, t_b_check:b > 0"},
             {"public.t|fks", "t_a_b_fkey(a,b)->public.p(x,y)"}}},
        Row{"CREATE TABLE t (CONSTRAINT pk PRIMARY KEY (id) INCLUDE (n), id int, n int, "
            "CONSTRAINT u UNIQUE NULLS DISTINCT (n) INCLUDE (id) WITH (fillfactor=90) USING INDEX TABLESPACE ts, "
            "CONSTRAINT fk FOREIGN KEY (n) REFERENCES t (id) DEFERRABLE, CONSTRAINT ck CHECK (n > 0) NOT VALID)",
            {{"public.t|pk", "pk(id)"},
             {"public.t|indexes", "u[u][c](n) include id"},
             {"public.t|fks", "fk(n)->public.t(id) deferrable"},
             {"public.t|checks", "ck:n > 0"}}},
        Row{"CREATE TABLE t (a int, b int, CHECK (a > 0), CHECK (a < 10))",
            {{"public.t|checks", "t_a_check:a > 0, t_a_check1:a < 10"}}},
        Row{"CREATE TABLE t (r tstzrange, EXCLUDE USING gist (r WITH &&) WHERE (r IS NOT NULL))",
            {{"public.t|indexes", ""}, {"diags", "P007@1:30"}, {"diag0", "~EXCLUDE constraint"}}},
        Row{"CREATE TABLE a_very_long_table_name_that_goes_on_and_on_and_on_forever_and_ever_x ("
            "a_very_long_column_name_that_goes_on_and_on_and_on_forever int UNIQUE)",
            {{"tables", "public.a_very_long_table_name_that_goes_on_and_on_and_on_forever_and_e"},
             {"public.a_very_long_table_name_that_goes_on_and_on_and_on_forever_and_e|indexes",
              "a_very_long_table_name_that_g_a_very_long_column_name_that__key[u][c]"
              "(a_very_long_column_name_that_goes_on_and_on_and_on_forever)"}}}));

INSTANTIATE_TEST_SUITE_P(
    Inheritance, CreateTable,
    ::testing::Values(
        Row{"CREATE TABLE m (id int PRIMARY KEY, d date) PARTITION BY RANGE (d); "
            "CREATE TABLE m_2020 PARTITION OF m FOR VALUES FROM ('2020-01-01') TO ('2021-01-01'); "
            "CREATE TABLE m_def PARTITION OF m (CONSTRAINT ck CHECK (id > 0), d NOT NULL) DEFAULT",
            {{"public.m|partition_by", "RANGE (d)"},
             {"public.m_2020|partition_of", "public.m"},
             {"public.m_2020|partition_bound", "FOR VALUES FROM ('2020-01-01') TO ('2021-01-01')"},
             {"public.m_2020|columns", "id, d"},
             {"public.m_2020|pk", "m_2020_pkey(id)"},
             {"public.m_def|partition_bound", "DEFAULT"},
             {"public.m_def|checks", "ck:id > 0"},
             {"public.m_def|d|nullable", "false"}}},
        Row{"CREATE TABLE l (k text) PARTITION BY LIST (k); CREATE TABLE l_a PARTITION OF l FOR VALUES IN ('a', 'b'); "
            "CREATE TABLE h (k int) PARTITION BY HASH (k); CREATE TABLE h0 PARTITION OF h FOR VALUES WITH (MODULUS 2, REMAINDER 0) "
            "PARTITION BY RANGE (k)",
            {{"public.l_a|partition_bound", "FOR VALUES IN ('a', 'b')"},
             {"public.h|partition_by", "HASH (k)"},
             {"public.h0|partition_by", "RANGE (k)"},
             {"public.h0|partition_of", "public.h"}}},
        Row{"CREATE TABLE p (id int, name text); CREATE TABLE c (extra int, name text NOT NULL) INHERITS (p)",
            {{"public.c|columns", "id, name, extra"},
             {"public.c|inherits", "public.p"},
             {"public.c|name|nullable", "false"}}},
        Row{"CREATE TABLE src (id int NOT NULL DEFAULT 1, v text); CREATE TABLE dst (LIKE src INCLUDING DEFAULTS, w int); "
            "CREATE TABLE dst2 (LIKE src)",
            {{"public.dst|columns", "id, v, w"},
             {"public.dst|like", "public.src"},
             {"public.dst|id|default", "1"},
             {"public.dst|id|nullable", "false"},
             {"public.dst2|id|default", "<none>"}}},
        Row{"CREATE TABLE t OF my_type (id WITH OPTIONS PRIMARY KEY)",
            {{"tables", "public.t"}, {"diags", "P007@1:16"}}},
        Row{"CREATE TABLE u (a, b) AS VALUES (1, 2)",
            {{"tables", ""},
             {"skipped", "table from query:public.u"},
             {"diags", "P012@1:1"},
             {"diag0", "~its query is not a plain SELECT (it starts with VALUES)"}}}));

// CREATE TABLE ... AS: columns typed from the tables already read (frontend/query_columns).
INSTANTIATE_TEST_SUITE_P(
    CreateTableAs, CreateTable,
    ::testing::Values(
        Row{"CREATE TABLE a (id bigint NOT NULL PRIMARY KEY, name varchar(20) DEFAULT 'x', at timestamptz);"
            "CREATE TABLE t AS SELECT * FROM a",
            {{"public.t|columns", "id, name, at"},
             {"public.t|id|type", "bigint"},
             {"public.t|name|type", "varchar(20)"},
             {"public.t|id|nullable", "true"},
             {"public.t|name|default", "<none>"},
             {"public.t|pk", ""},
             {"diags", "P007@1:110"}}},
        Row{"CREATE TABLE a (id int, v text); CREATE TABLE b (id int, w numeric(5,2));"
            "CREATE TABLE t AS SELECT x.id AS key, v, y.w, 1 AS one, 'k' AS k, 2.5 AS f, true AS flag, "
            "x.v::varchar(10) AS vv, CAST(y.w AS double precision) dp, now()::timestamp with time zone AS ts "
            "FROM public.a x LEFT JOIN b AS y ON x.id = y.id WHERE y.w > 0 WITH NO DATA",
            {{"public.t|columns", "key, v, w, one, k, f, flag, vv, dp, ts"},
             {"public.t|key|type", "integer"},
             {"public.t|w|type", "numeric(5,2)"},
             {"public.t|one|type", "integer"},
             {"public.t|k|type", "text"},
             {"public.t|f|type", "numeric"},
             {"public.t|flag|type", "boolean"},
             {"public.t|vv|type", "varchar(10)"},
             {"public.t|dp|type", "double precision"},
             {"public.t|ts|type", "timestamptz"}}},
        Row{"CREATE TABLE a (id int, v text); CREATE TABLE t (x, y) AS (SELECT a.* FROM a); "
            "CREATE TABLE u AS TABLE a; CREATE UNLOGGED TABLE IF NOT EXISTS u AS SELECT 1 AS z",
            {{"public.t|columns", "x, y"}, {"public.u|columns", "id, v"}, {"diags", "P007@1:49, P007@1:95"}}},
        Row{"CREATE TABLE a (id int); CREATE TABLE t AS SELECT id, count(*) AS n FROM a GROUP BY id",
            {{"tables", "public.a"},
             {"skipped", "table from query:public.t"},
             {"diag0", "~`count ( * )` is an expression spanlift cannot type"}}},
        Row{"CREATE TABLE t AS SELECT id FROM nope",
            {{"diag0", "~it reads table nope, which is not defined before it"}}},
        Row{"CREATE TABLE a (id int); CREATE TABLE t AS SELECT id FROM a UNION SELECT 2",
            {{"diag0", "~it combines queries with UNION"}}},
        Row{"CREATE TABLE a (id int); CREATE TABLE b (id int); CREATE TABLE t AS SELECT id FROM a, b",
            {{"diag0", "~column id is ambiguous"}}},
        Row{"CREATE TABLE a (id int); CREATE TABLE t AS SELECT 1 FROM a", {{"diag0", "~`1` needs a column name"}}},
        Row{"CREATE TABLE a (id int); CREATE TABLE t (x, y) AS SELECT id FROM a",
            {{"diag0", "~it names 2 columns but its query has 1"}}},
        Row{"CREATE TABLE a (id int); CREATE TEMP TABLE t AS SELECT * FROM a",
            {{"tables", "public.a"}, {"skipped", ""}, {"diags", "P007@1:26"}, {"diag0", "~session-local"}}},
        // Migration scripts: CTAS, drop the original, rename the copy.
        Row{"CREATE TABLE a (id int NOT NULL, v text); CREATE TABLE a_new AS SELECT id, v, 0 AS n FROM a; "
            "DROP TABLE a; ALTER TABLE a_new RENAME TO a; ALTER TABLE a ADD PRIMARY KEY (id)",
            {{"tables", "public.a"}, {"public.a|columns", "id, v, n"}, {"public.a|pk", "a_pkey(id)"}}},
        // ... and when the copy's columns are unknown, renames and drops still follow it.
        Row{"CREATE TABLE a (id int); CREATE TABLE b AS SELECT count(*) AS n FROM a; ALTER TABLE b RENAME TO c; "
            "CREATE TABLE d AS SELECT max(id) AS m FROM a; DROP TABLE d",
            {{"tables", "public.a"}, {"skipped", "table from query:public.c"}, {"diags", "P012@1:26, P012@1:100"}}}));

}  // namespace
}  // namespace spanlift::frontend::postgres_test
