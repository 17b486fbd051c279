// CREATE TABLE: columns, types, column options, keys, table options, partitions, LIKE, SELECT.
#include <gtest/gtest.h>

#include "mysql_test_util.h"

namespace spanlift::frontend::mysql_test {
namespace {

class ColumnTest : public ::testing::TestWithParam<Row> {};
TEST_P(ColumnTest, Model) { Check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    MySql, ColumnTest,
    ::testing::Values(
        // nullability, defaults, auto-increment
        Row{{"CREATE TABLE t (id INT NOT NULL AUTO_INCREMENT, n INT NULL, m INT)"},
            "columns",
            "id int NOT NULL AI, n int, m int"},
        Row{{"CREATE TABLE t (a INT DEFAULT -1, b VARCHAR(5) DEFAULT 'x''y', c CHAR(2) DEFAULT 'a\\'b')"},
            "columns",
            "a int DEFAULT=-1, b varchar(5) DEFAULT='x''y', c char(2) DEFAULT='a\\'b'"},
        Row{{"CREATE TABLE t (a BIT(4) DEFAULT b'0101', b BINARY(1) DEFAULT x'FF', c INT DEFAULT 0x1F, d INT DEFAULT NULL)"},
            "columns",
            "a bit(4) DEFAULT=b'0101', b binary(1) DEFAULT=x'FF', c int DEFAULT=0x1F, d int DEFAULT=NULL"},
        Row{{"CREATE TABLE t (a TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), "
             "b DATETIME DEFAULT NOW() ON UPDATE now(), c TIMESTAMP NULL DEFAULT current_timestamp)"},
            "columns",
            "a timestamp(6) NOT NULL DEFAULT=CURRENT_TIMESTAMP(6) ON UPDATE=CURRENT_TIMESTAMP(6), "
            "b datetime DEFAULT=NOW() ON UPDATE=now(), c timestamp DEFAULT=current_timestamp"},
        Row{{"CREATE TABLE t (a CHAR(36) DEFAULT uuid(), b INT DEFAULT (1 + 2), c JSON DEFAULT (JSON_ARRAY()), d FLOAT DEFAULT 1.5e3, e DECIMAL(5,2) DEFAULT +.5)"},
            "columns",
            "a char(36) DEFAULT=uuid(), b int DEFAULT=(1 + 2), c json DEFAULT=(JSON_ARRAY()), d float DEFAULT=1.5e3, e decimal(5,2) DEFAULT=+.5"},
        Row{{"CREATE TABLE t (a VARCHAR(10) DEFAULT _utf8mb4'x', b VARCHAR(10) DEFAULT N'y', c VARCHAR(3) DEFAULT \"dq\", d TINYINT(1) DEFAULT TRUE)"},
            "columns",
            "a varchar(10) DEFAULT=_utf8mb4'x', b varchar(10) DEFAULT=N'y', c varchar(3) DEFAULT=\"dq\", d tinyint(1) DEFAULT=TRUE"},
        // options in any order; comment, charset, collation
        Row{{"CREATE TABLE t (a VARCHAR(20) COMMENT 'it''s' CHARACTER SET utf8mb4 NOT NULL COLLATE utf8mb4_bin DEFAULT '')"},
            "columns",
            "a varchar(20) NOT NULL DEFAULT='' COMMENT=it's CHARSET=utf8mb4 COLLATE=utf8mb4_bin"},
        Row{{"CREATE TABLE t (a TEXT CHARSET latin1 COMMENT \"say \\\"hi\\\"\\n\")"},
            "columns",
            "a text COMMENT=say \"hi\"\n CHARSET=latin1"},
        Row{{"CREATE TABLE t (id INT AUTO_INCREMENT NOT NULL COMMENT 'k' PRIMARY KEY)"},
            "columns",
            "id int NOT NULL AI COMMENT=k"},
        // generated columns
        Row{{"CREATE TABLE t (a INT, b INT GENERATED ALWAYS AS (a * 2) VIRTUAL, c INT AS ((a + 1)) STORED, "
             "d INT AS (a) PERSISTENT, e VARCHAR(9) AS (concat(a, 'x')) NOT NULL)"},
            "columns",
            "a int, b int GEN=a * 2, c int GEN=(a + 1) STORED, d int GEN=a STORED, e varchar(9) NOT NULL GEN=concat(a, 'x')"},
        // ignored physical options still parse
        Row{{"CREATE TABLE t (a INT COLUMN_FORMAT FIXED STORAGE DISK, b POINT NOT NULL SRID 4326, c INT VISIBLE, "
             "d BLOB COMPRESSED, e INT INVISIBLE)"},
            "columns",
            "a int, b point NOT NULL, c int, d blob, e int HIDDEN"},
        Row{{"CREATE TABLE t (e INT INVISIBLE)"}, "diags", ""},  // HIDDEN on Spanner (C015)
        Row{{"CREATE TABLE t (a INT CHECK (a > 0) NOT ENFORCED, b INT WITHOUT SYSTEM VERSIONING, CHECK (b > 0) ENFORCED) "
             "WITH SYSTEM VERSIONING"},
            "diags",
            "P007@1:23, P007@1:57"},  // the table's versioning: C026
        // SERIAL and SERIAL DEFAULT VALUE
        Row{{"CREATE TABLE t (id SERIAL, n INT SERIAL DEFAULT VALUE)"},
            "columns",
            "id bigint unsigned NOT NULL AI, n int NOT NULL AI"},
        Row{{"CREATE TABLE t (id SERIAL, n INT SERIAL DEFAULT VALUE)"}, "keys", "UNIQUE id(id); UNIQUE n(n)"},
        // non-reserved keywords as column names
        Row{{"CREATE TABLE t (status INT, type INT, comment TEXT, date DATE, timestamp TIMESTAMP, name INT, action INT, "
             "data INT, value INT, position INT, level INT, text TEXT, year YEAR, month INT, engine INT, first INT, "
             "enum INT, serial INT, `key` INT, `order` INT, \"dq\" INT)"},
            "declared",
            "status:INT, type:INT, comment:TEXT, date:DATE, timestamp:TIMESTAMP, name:INT, action:INT, data:INT, "
            "value:INT, position:INT, level:INT, text:TEXT, year:YEAR, month:INT, engine:INT, first:INT, enum:INT, "
            "serial:INT, key:INT, order:INT, dq:INT"},
        // quoted names: doubled backticks, Latin-1 and UTF-8 bytes
        Row{{"CREATE TABLE `we``ird` (`a b` INT, caf\xc3\xa9 INT, na\xefve INT)"},
            "declared",
            "a b:INT, caf\xc3\xa9:INT, na\xefve:INT"},
        Row{{"CREATE TABLE `we``ird` (a INT)"}, "tables", "we`ird"}));

class TypeTest : public ::testing::TestWithParam<Row> {};
TEST_P(TypeTest, Model) { Check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    MySql, TypeTest,
    ::testing::Values(
        Row{{"CREATE TABLE t (a TINYINT(4), b SMALLINT UNSIGNED, c MEDIUMINT(8) UNSIGNED ZEROFILL, d INT(11), "
             "e INTEGER, f BIGINT(20) SIGNED, g INT ZEROFILL)"},
            "columns",
            "a tinyint(4), b smallint unsigned, c mediumint(8) unsigned zerofill, d int(11), e int, f bigint(20), "
            "g int unsigned zerofill"},
        Row{{"CREATE TABLE t (a BOOL, b BOOLEAN, c BIT(1), d BIT)"},
            "columns",
            "a tinyint(1), b tinyint(1), c bit(1), d bit"},
        Row{{"CREATE TABLE t (a DECIMAL(10,2), b NUMERIC(5), c DEC(3,1), d FIXED(4,2), e FLOAT(7,4), f FLOAT(25), "
             "g DOUBLE, h DOUBLE PRECISION, i REAL, j DOUBLE(8,3) UNSIGNED)"},
            "columns",
            "a decimal(10,2), b decimal(5), c decimal(3,1), d decimal(4,2), e float(7,4), f float(25), g double, "
            "h double, i double, j double(8,3) unsigned"},
        Row{{"CREATE TABLE t (a CHAR(1), b VARCHAR(255), c NCHAR(2), d NVARCHAR(3), e NATIONAL CHAR(4), "
             "f NATIONAL VARCHAR(5), g CHARACTER VARYING(6), h CHAR, i CHARACTER(7) BINARY)"},
            "columns",
            "a char(1), b varchar(255), c char(2) CHARSET=utf8mb3, d varchar(3) CHARSET=utf8mb3, "
            "e char(4) CHARSET=utf8mb3, f varchar(5) CHARSET=utf8mb3, g varchar(6), h char, i char(7)"},
        Row{{"CREATE TABLE t (a BINARY(16), b VARBINARY(255), c TINYBLOB, d BLOB, e MEDIUMBLOB, f LONGBLOB, "
             "g TINYTEXT, h TEXT(100), i MEDIUMTEXT, j LONGTEXT, k LONG VARCHAR, l LONG, m LONG VARBINARY)"},
            "columns",
            "a binary(16), b varbinary(255), c tinyblob, d blob, e mediumblob, f longblob, g tinytext, h text(100), "
            "i mediumtext, j longtext, k mediumtext, l mediumtext, m mediumblob"},
        Row{{"CREATE TABLE t (a DATE, b DATETIME(3), c TIMESTAMP(6), d TIME(2), e YEAR(4), f JSON)"},
            "columns",
            "a date, b datetime(3), c timestamp(6), d time(2), e year(4), f json"},
        Row{{"CREATE TABLE t (a ENUM('x','y''s','z\\\\w') NOT NULL DEFAULT 'x', b SET('p', \"q\") CHARACTER SET latin1)"},
            "columns",
            "a enum('x','y''s','z\\w') NOT NULL DEFAULT='x', b set('p','q') CHARSET=latin1"},
        Row{{"CREATE TABLE t (a GEOMETRY, b POINT, c LINESTRING, d POLYGON, e MULTIPOINT, f MULTILINESTRING, "
             "g MULTIPOLYGON, h GEOMETRYCOLLECTION, i UUID, j INET4, k INET6)"},
            "columns",
            "a geometry, b point, c linestring, d polygon, e multipoint, f multilinestring, g multipolygon, "
            "h geometrycollection, i uuid, j inet4, k inet6"},
        Row{{"CREATE TABLE t (a INT(10) unsigned zerofill, b DOUBLE PRECISION(10,2), c National Char Varying(3))"},
            "declared",
            "a:INT(10) unsigned zerofill, b:DOUBLE PRECISION(10,2), c:National Char Varying(3)"}));

class KeyTest : public ::testing::TestWithParam<Row> {};
TEST_P(KeyTest, Model) { Check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    MySql, KeyTest,
    ::testing::Values(
        Row{{"CREATE TABLE t (id INT PRIMARY KEY, u INT UNIQUE, v INT UNIQUE KEY)"},
            "keys",
            "PK(id); UNIQUE u(u); UNIQUE v(v)"},
        Row{{"CREATE TABLE t (id INT KEY)"}, "keys", "PK(id)"},
        Row{{"CREATE TABLE t (a INT, b INT, PRIMARY KEY USING BTREE (a, b))"}, "keys", "PK(a,b)"},
        Row{{"CREATE TABLE t (a INT NULL, b INT, CONSTRAINT pk PRIMARY KEY (a) USING HASH)"},
            "columns",
            "a int NOT NULL, b int"},
        // unnamed keys take their first column's name, then _2, _3
        Row{{"CREATE TABLE t (a INT, b INT, KEY (a), KEY (a, b), UNIQUE (a), INDEX (b), KEY a_3 (b), KEY (a))"},
            "keys",
            "INDEX a(a); INDEX a_2(a,b); UNIQUE a_3(a); INDEX b(b); INDEX a_4(a)"},
        Row{{"CREATE TABLE t (a INT, b INT, PRIMARY KEY (a), KEY PRIMARY_x (b), KEY (b))"},
            "keys",
            "PK(a); INDEX PRIMARY_x(b); INDEX b(b)"},
        // named, constraint-named, prefix lengths, directions, expressions, options
        Row{{"CREATE TABLE t (a VARCHAR(200), b INT, CONSTRAINT uq UNIQUE (a), CONSTRAINT c2 UNIQUE KEY k2 (b), "
             "UNIQUE INDEX k3 USING HASH (a(10) DESC, b ASC) COMMENT 'c' KEY_BLOCK_SIZE=8 INVISIBLE)"},
            "keys",
            "UNIQUE uq(a); UNIQUE k2(b); UNIQUE k3(a(10) DESC,b) USING hash COMMENT=c"},
        Row{{"CREATE TABLE t (a JSON, b INT, KEY k ((CAST(a->>'$.x' AS CHAR(10))), b DESC), KEY ((b + 1)))"},
            "keys",
            "INDEX k((CAST(a->>'$.x' AS CHAR(10))),b DESC); INDEX functional_index((b + 1))"},
        Row{{"CREATE TABLE t (a TEXT, g GEOMETRY NOT NULL, FULLTEXT KEY ft (a) WITH PARSER ngram, SPATIAL INDEX (g), FULLTEXT (a))"},
            "keys",
            "FULLTEXT ft(a); SPATIAL g(g); FULLTEXT a(a)"},
        // foreign keys: named, unnamed (<table>_ibfk_<n>), inline, actions, MATCH, qualified target
        Row{{"CREATE TABLE p (id INT PRIMARY KEY)",
             "CREATE TABLE c (a INT, b INT, CONSTRAINT fk_a FOREIGN KEY (a) REFERENCES p (id) ON DELETE CASCADE, "
             "FOREIGN KEY (b) REFERENCES p(id) ON UPDATE SET NULL ON DELETE NO ACTION, "
             "FOREIGN KEY idx (a, b) REFERENCES db.p (x, y) MATCH FULL ON DELETE SET DEFAULT ON UPDATE RESTRICT)"},
            "keys",
            "FK fk_a(a)->p(id) DEL=CASCADE; FK c_ibfk_1(b)->p(id) DEL=NO ACTION UPD=SET NULL; "
            "FK c_ibfk_2(a,b)->db.p(x,y) MATCH FULL DEL=SET DEFAULT UPD=RESTRICT"},
        Row{{"CREATE TABLE c (a INT REFERENCES p (id) ON DELETE CASCADE, b INT REFERENCES q)"},
            "keys",
            "FK c_ibfk_1(a)->p(id) DEL=CASCADE; FK c_ibfk_2(b)->q()"},
        // checks: table and column, named and unnamed, [NOT] ENFORCED
        Row{{"CREATE TABLE t (a INT CHECK (a > 0), b INT CONSTRAINT b_pos CHECK (b >= 0) NOT ENFORCED, "
             "CHECK ((a < b)), CONSTRAINT ck CHECK (a <> 5) ENFORCED, CONSTRAINT CHECK (b IN (1, 2)))"},
            "keys",
            "CHECK t_chk_1(a > 0); CHECK b_pos(b >= 0); CHECK t_chk_2((a < b)); CHECK ck(a <> 5); CHECK t_chk_3(b IN (1, 2))"},
        // a key may name a column defined after it
        Row{{"CREATE TABLE t (PRIMARY KEY (id), KEY (n), id INT, n INT)"}, "keys", "PK(id); INDEX n(n)"},
        Row{{"CREATE TABLE t (PRIMARY KEY (id), KEY (n), id INT, n INT)"}, "columns", "id int NOT NULL, n int"},
        // key on a missing column: kept, with a P004 warning
        Row{{"CREATE TABLE t (a INT, KEY k (nope))"}, "diags", "P004@1:24"}));

class TableTest : public ::testing::TestWithParam<Row> {};
TEST_P(TableTest, Model) { Check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    MySql, TableTest,
    ::testing::Values(
        Row{{"CREATE TABLE t (a INT) ENGINE=InnoDB AUTO_INCREMENT=42 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci "
             "COMMENT='the t' ROW_FORMAT=DYNAMIC"},
            "table",
            "engine=InnoDB charset=utf8mb4 collation=utf8mb4_unicode_ci comment=the t ai=42"},
        Row{{"CREATE TABLE t (a INT) ENGINE MyISAM, CHARACTER SET latin1, DEFAULT COLLATE latin1_bin, "
             "KEY_BLOCK_SIZE 8 STATS_PERSISTENT=0 STATS_AUTO_RECALC=DEFAULT STATS_SAMPLE_PAGES=10 PACK_KEYS=1 "
             "CHECKSUM=1 DELAY_KEY_WRITE=1 MAX_ROWS=10 MIN_ROWS=1 AVG_ROW_LENGTH=100 TABLESPACE ts STORAGE DISK "
             "PAGE_CHECKSUM=1 TRANSACTIONAL=1 INSERT_METHOD=LAST DATA DIRECTORY='/d' INDEX DIRECTORY='/i' "
             "ENCRYPTION='Y' COMPRESSION='zlib' CONNECTION='x' PASSWORD='p' UNION=(a, b) PAGE_COMPRESSED=1"},
            "table",
            "engine=MyISAM charset=latin1 collation=latin1_bin"},
        // thirtybees placeholders: ENGINE_TYPE is an ordinary value, a bare COLLATION an option
        Row{{"CREATE TABLE `PREFIX_access` (`view` INT(11) NOT NULL) ENGINE = ENGINE_TYPE DEFAULT CHARSET = utf8 COLLATION"},
            "table",
            "engine=ENGINE_TYPE charset=utf8"},
        // MediaWiki: /*_*/ prefix and /*$wgDBTableOptions*/ are comments
        Row{{"CREATE TABLE /*_*/site_identifiers (si_type VARBINARY(32) NOT NULL, PRIMARY KEY(si_type)) /*$wgDBTableOptions*/"},
            "tables",
            "site_identifiers"},
        Row{{"CREATE TEMPORARY TABLE IF NOT EXISTS db.t (a INT)"}, "table", "temporary"},
        Row{{"CREATE TEMPORARY TABLE IF NOT EXISTS db.t (a INT)"}, "tables", "db.t"},
        Row{{"CREATE TABLE `db`.`t` (a INT) # trailing comment\n-- another\n"}, "tables", "db.t"},
        Row{{"CREATE TABLE t (id INT, d DATE) PARTITION BY RANGE (YEAR(d)) (PARTITION p0 VALUES LESS THAN (2000), "
             "PARTITION p1 VALUES LESS THAN MAXVALUE)"},
            "table",
            "partition=PARTITION BY RANGE (YEAR(d)) (PARTITION p0 VALUES LESS THAN (2000), PARTITION p1 VALUES LESS THAN MAXVALUE)"},
        Row{{"CREATE TABLE t (id INT) ENGINE=InnoDB PARTITION BY LINEAR KEY ALGORITHM=2 (id) PARTITIONS 4"},
            "table",
            "engine=InnoDB partition=PARTITION BY LINEAR KEY ALGORITHM=2 (id) PARTITIONS 4"},
        Row{{"CREATE TABLE t (a INT, b INT) PARTITION BY LIST COLUMNS (a, b) SUBPARTITION BY HASH (a) SUBPARTITIONS 2 "
             "(PARTITION p0 VALUES IN ((1, 2)))"},
            "table",
            "partition=PARTITION BY LIST COLUMNS (a, b) SUBPARTITION BY HASH (a) SUBPARTITIONS 2 (PARTITION p0 VALUES IN ((1, 2)))"},
        Row{{"CREATE TABLE t (x INT) WITH SYSTEM VERSIONING PARTITION BY SYSTEM_TIME INTERVAL 1 MONTH PARTITIONS 12"},
            "table",
            "partition=PARTITION BY SYSTEM_TIME INTERVAL 1 MONTH PARTITIONS 12"},
        // LIKE copies columns and keys, not foreign keys
        Row{{"CREATE TABLE s (id INT PRIMARY KEY, p INT, KEY (p), FOREIGN KEY (p) REFERENCES s (id))",
             "CREATE TABLE t LIKE s"},
            "keys",
            "PK(id); INDEX p(p)"},
        Row{{"CREATE TABLE s (id INT PRIMARY KEY, p INT)", "CREATE TABLE IF NOT EXISTS t (LIKE s)"},
            "columns",
            "id int NOT NULL, p int"},
        Row{{"CREATE TABLE s (id INT)", "CREATE TABLE t LIKE s"}, "table", "like=s"},
        Row{{"CREATE TABLE t LIKE nope"}, "diags", "P004@1:21"},
        // CREATE TABLE ... SELECT: the declared columns, then the query's (typed from the model)
        Row{{"CREATE TABLE s (a INT NOT NULL DEFAULT 3 COMMENT 'c', b VARCHAR(9), x INT)",
             "CREATE TABLE t (id INT NOT NULL, KEY (a)) ENGINE=InnoDB SELECT a, b, x AS id FROM s WHERE x = ';'"},
            "columns",
            "id int NOT NULL, a int NOT NULL DEFAULT=3 COMMENT=c, b varchar(9)"},
        Row{{"CREATE TABLE s (a INT NOT NULL DEFAULT 3 COMMENT 'c', b VARCHAR(9), x INT)",
             "CREATE TABLE t (id INT NOT NULL, KEY (a)) ENGINE=InnoDB SELECT a, b, x AS id FROM s WHERE x = ';'"},
            "keys",
            "INDEX a(a)"},
        Row{{"CREATE TABLE s (id INT AUTO_INCREMENT PRIMARY KEY)", "CREATE TABLE t AS SELECT * FROM s"},
            "columns",
            "id int NOT NULL"},
        Row{{"CREATE TABLE s (id INT AUTO_INCREMENT PRIMARY KEY)", "CREATE TABLE t AS SELECT * FROM s"}, "keys", ""},
        Row{{"CREATE TABLE s (id INT, v TEXT)", "CREATE TABLE u (id INT, w INT)",
             "CREATE TABLE t SELECT `s`.`id`, v AS `val`, u.w, CAST(v AS CHAR(5)) AS c, CAST(w AS UNSIGNED) uw, 'abc' AS k, "
             "1.25 AS d, 7 AS n FROM db.s AS s LEFT JOIN u USING (id)"},
            "columns",
            "id int, val text, w int, c varchar(5), uw bigint unsigned, k varchar(3), d decimal(3,2), n int"},
        Row{{"CREATE TABLE s (id INT)", "CREATE TABLE t (a INT) IGNORE AS (SELECT * FROM s)"},
            "columns",
            "a int, id int"},
        Row{{"CREATE TABLE s (id INT)", "CREATE TABLE t AS SELECT id FROM s"}, "diags", "P007@11:16"},
        Row{{"CREATE TABLE t AS SELECT 1 AS a, now() AS b"}, "diags", "P012@1:1"},
        Row{{"CREATE TABLE t AS SELECT 1 AS a, now() AS b"}, "skipped", "table from query t"},
        Row{{"CREATE TABLE s (id INT)", "CREATE TEMPORARY TABLE t AS SELECT * FROM s"}, "tables", "s"},
        Row{{"CREATE TABLE s (id INT)", "CREATE TABLE s2 AS SELECT MAX(id) AS m FROM s", "RENAME TABLE s2 TO s3",
             "CREATE TABLE s4 AS SELECT MIN(id) AS m FROM s", "DROP TABLE s4"},
            "skipped",
            "table from query s3"},
        Row{{"CREATE TABLE s (id INT)", "CREATE TABLE s2 AS SELECT MAX(id) AS m FROM s", "RENAME TABLE s2 TO s3",
             "CREATE TABLE s4 AS SELECT MIN(id) AS m FROM s", "DROP TABLE s4"},
            "diags",
            "P012@11:1, P012@31:1"},
        Row{{"CREATE TABLE s (id INT)", "CREATE TABLE s2 AS SELECT MAX(id) AS m FROM s", "ALTER TABLE s2 RENAME TO s3"},
            "skipped",
            "table from query s3"},
        Row{{"CREATE TABLE s (id INT)", "CREATE TABLE s2 AS SELECT MAX(id) AS m FROM s", "ALTER TABLE s2 RENAME TO s3"},
            "diags",
            "P012@11:1"},
        Row{{"CREATE TABLE s (id INT NOT NULL, v INT)", "CREATE TABLE s2 AS SELECT id, v FROM s", "DROP TABLE s",
             "RENAME TABLE s2 TO s"},
            "tables",
            "s"},
        // duplicates: P006 unless IF NOT EXISTS; OR REPLACE replaces
        Row{{"CREATE TABLE t (a INT)", "CREATE TABLE t (b INT)"}, "diags", "P006@11:14"},
        Row{{"CREATE TABLE t (a INT)", "CREATE TABLE IF NOT EXISTS t (b INT)"}, "columns", "a int"},
        Row{{"CREATE TABLE t (a INT)", "CREATE OR REPLACE TABLE t (b INT)"}, "columns", "b int"},
        Row{{"CREATE TABLE t (a INT)", "CREATE TABLE IF NOT EXISTS t (b INT)"}, "diags", ""}));

}  // namespace
}  // namespace spanlift::frontend::mysql_test
