// ALTER TABLE actions, including the forms mysqldump and phpMyAdmin emit.
#include <gtest/gtest.h>

#include "mysql_test_util.h"

namespace spanlift::frontend::mysql_test {
namespace {

const std::string kT = "CREATE TABLE t (id INT NOT NULL, a INT, b VARCHAR(10), KEY ka (a), UNIQUE KEY ub (b))";

class AlterTableTest : public ::testing::TestWithParam<Row> {};
TEST_P(AlterTableTest, Model) { Check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    MySql, AlterTableTest,
    ::testing::Values(
        // phpMyAdmin: keys and AUTO_INCREMENT added after the CREATE TABLE
        Row{{kT, "ALTER TABLE `t` ADD PRIMARY KEY (`id`), ADD KEY `kb` (`b`,`a`), ADD UNIQUE KEY (a)"},
            "keys",
            "PK(id); INDEX ka(a); UNIQUE ub(b); INDEX kb(b,a); UNIQUE a(a)"},
        Row{{kT, "ALTER TABLE `t` MODIFY `id` int(11) NOT NULL AUTO_INCREMENT, AUTO_INCREMENT=5"},
            "columns",
            "id int(11) NOT NULL AI, a int, b varchar(10)"},
        Row{{kT, "ALTER TABLE `t` MODIFY `id` int(11) NOT NULL AUTO_INCREMENT, AUTO_INCREMENT=5"}, "table", "ai=5"},
        // mysqldump
        Row{{kT, "ALTER TABLE `t` DISABLE KEYS", "ALTER TABLE t ENABLE KEYS"}, "diags", ""},
        // ADD COLUMN with positions, several at once, IF NOT EXISTS
        Row{{kT, "ALTER TABLE t ADD COLUMN c INT FIRST, ADD d INT AFTER id, ADD e INT"},
            "columns",
            "c int, id int NOT NULL, d int, a int, b varchar(10), e int"},
        Row{{kT, "ALTER TABLE t ADD COLUMN (c INT, d INT NOT NULL UNIQUE)"},
            "columns",
            "id int NOT NULL, a int, b varchar(10), c int, d int NOT NULL"},
        Row{{kT, "ALTER TABLE t ADD COLUMN (c INT, d INT NOT NULL UNIQUE)"},
            "keys",
            "INDEX ka(a); UNIQUE ub(b); UNIQUE d(d)"},
        Row{{kT, "ALTER TABLE t ADD COLUMN IF NOT EXISTS a INT"}, "diags", ""},
        Row{{kT, "ALTER TABLE t ADD COLUMN a INT"}, "diags", "P006@11:26"},
        // constraints
        Row{{"CREATE TABLE p (id INT PRIMARY KEY)", kT,
             "ALTER TABLE t ADD CONSTRAINT fk1 FOREIGN KEY (a) REFERENCES p (id) ON DELETE CASCADE, "
             "ADD FOREIGN KEY (id) REFERENCES p (id), ADD CONSTRAINT chk CHECK (a > 0), ADD CHECK (id > 0), "
             "ADD FULLTEXT INDEX ft (b), ADD SPATIAL KEY sp (b), ADD INDEX IF NOT EXISTS ka (a)"},
            "keys",
            "INDEX ka(a); UNIQUE ub(b); FULLTEXT ft(b); SPATIAL sp(b); FK fk1(a)->p(id) DEL=CASCADE; "
            "FK t_ibfk_1(id)->p(id); CHECK chk(a > 0); CHECK t_chk_1(id > 0)"},
        // unnamed FKs added later continue after the highest number in use
        Row{{"CREATE TABLE t (a INT, b INT, c INT, FOREIGN KEY (a) REFERENCES p (id), CONSTRAINT t_ibfk_5 FOREIGN KEY (b) REFERENCES p (id))",
             "ALTER TABLE t ADD FOREIGN KEY (c) REFERENCES p (id)"},
            "keys",
            "FK t_ibfk_1(a)->p(id); FK t_ibfk_5(b)->p(id); FK t_ibfk_6(c)->p(id)"},
        // drops
        Row{{kT, "ALTER TABLE t ADD PRIMARY KEY (id)", "ALTER TABLE t DROP PRIMARY KEY, DROP INDEX ka, DROP KEY `ub`"},
            "keys",
            ""},
        Row{{"CREATE TABLE t (a INT, CONSTRAINT f FOREIGN KEY (a) REFERENCES p (id), CONSTRAINT c CHECK (a > 1), CONSTRAINT u UNIQUE (a))",
             "ALTER TABLE t DROP FOREIGN KEY f, DROP CHECK c, DROP CONSTRAINT u"},
            "keys",
            ""},
        Row{{kT, "ALTER TABLE t DROP INDEX nope, DROP FOREIGN KEY IF EXISTS nope2, DROP COLUMN zz"},
            "diags",
            "P004@11:15, P004@11:66"},
        Row{{kT, "ALTER TABLE t DROP COLUMN a, DROP b"}, "columns", "id int NOT NULL"},
        Row{{kT, "ALTER TABLE t DROP COLUMN a, DROP b"}, "keys", ""},
        Row{{"CREATE TABLE t (a INT, b INT, KEY k (a, b))", "ALTER TABLE t DROP a"}, "keys", "INDEX k(b)"},
        // MODIFY / CHANGE keep position unless moved; CHANGE renames key parts and references
        Row{{kT, "ALTER TABLE t MODIFY COLUMN a BIGINT UNSIGNED NOT NULL DEFAULT 0 COMMENT 'x' AFTER b"},
            "columns",
            "id int NOT NULL, b varchar(10), a bigint unsigned NOT NULL DEFAULT=0 COMMENT=x"},
        Row{{kT, "ALTER TABLE t CHANGE COLUMN a a2 INT NOT NULL FIRST"},
            "columns",
            "a2 int NOT NULL, id int NOT NULL, b varchar(10)"},
        Row{{kT, "ALTER TABLE t CHANGE a a2 INT NOT NULL"}, "keys", "INDEX ka(a2); UNIQUE ub(b)"},
        Row{{kT, "CREATE TABLE c (x INT, FOREIGN KEY (x) REFERENCES t (a))", "ALTER TABLE t CHANGE a a2 INT"},
            "keys",
            "FK c_ibfk_1(x)->t(a2)",
            "c"},
        Row{{kT, "ALTER TABLE t ADD PRIMARY KEY (a)", "ALTER TABLE t MODIFY a INT NULL"},
            "columns",
            "id int NOT NULL, a int NOT NULL, b varchar(10)"},
        Row{{kT, "ALTER TABLE t MODIFY nope INT"}, "diags", "P004@11:22"},
        // defaults, renames
        Row{{kT, "ALTER TABLE t ALTER COLUMN a SET DEFAULT 7, ALTER b SET DEFAULT 'q'",
             "ALTER TABLE t ALTER a DROP DEFAULT"},
            "columns",
            "id int NOT NULL, a int, b varchar(10) DEFAULT='q'"},
        Row{{kT, "ALTER TABLE t RENAME COLUMN a TO a3, RENAME INDEX ka TO ka3, RENAME KEY ub TO ub3"},
            "keys",
            "INDEX ka3(a3); UNIQUE ub3(b)"},
        Row{{kT, "ALTER TABLE t RENAME TO u"}, "tables", "u"},
        Row{{kT, "ALTER TABLE t RENAME AS db.u, ENGINE=MyISAM"}, "table", "engine=MyISAM", "u"},
        Row{{kT, "ALTER TABLE t RENAME db.u"}, "tables", "db.u"},
        // table options and charset conversion
        Row{{kT, "ALTER TABLE t ENGINE=InnoDB, COMMENT 'c', DEFAULT CHARSET=latin1, ROW_FORMAT=COMPRESSED"},
            "table",
            "engine=InnoDB charset=latin1 comment=c"},
        Row{{kT, "ALTER TABLE t CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"},
            "columns",
            "id int NOT NULL, a int, b varchar(10) CHARSET=utf8mb4 COLLATE=utf8mb4_bin"},
        // no-ops for the model
        Row{{kT, "ALTER TABLE t ALGORITHM=INPLACE, LOCK=NONE, FORCE, ORDER BY a, b DESC",
             "ALTER ONLINE IGNORE TABLE t ALTER INDEX ka INVISIBLE"},
            "diags",
            ""},
        // partitioning
        Row{{kT, "ALTER TABLE t PARTITION BY HASH (id) PARTITIONS 2"},
            "table",
            "partition=PARTITION BY HASH (id) PARTITIONS 2"},
        Row{{kT, "ALTER TABLE t PARTITION BY HASH (id) PARTITIONS 2", "ALTER TABLE t REMOVE PARTITIONING"},
            "table",
            ""},
        Row{{kT, "ALTER TABLE t ADD PARTITION (PARTITION p3 VALUES LESS THAN (2000))",
             "ALTER TABLE t DROP PARTITION p0, p1", "ALTER TABLE t TRUNCATE PARTITION ALL",
             "ALTER TABLE t REORGANIZE PARTITION p0 INTO (PARTITION a VALUES LESS THAN (1))"},
            "diags",
            "P007@11:15, P007@21:15, P007@31:15, P007@41:15"},
        // unknown table
        Row{{"ALTER TABLE nope ADD COLUMN a INT"}, "diags", "P004@1:13"},
        Row{{"ALTER TABLE IF EXISTS nope ADD COLUMN a INT"}, "diags", ""}));

class IndexTest : public ::testing::TestWithParam<Row> {};
TEST_P(IndexTest, Model) { Check(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    MySql, IndexTest,
    ::testing::Values(
        Row{{kT, "CREATE INDEX ix ON t (a, b(5) DESC)",
             "CREATE UNIQUE INDEX ux USING BTREE ON t (b) COMMENT 'u' ALGORITHM=INPLACE LOCK=NONE"},
            "keys",
            "INDEX ka(a); UNIQUE ub(b); INDEX ix(a,b(5) DESC); UNIQUE INDEX ux(b) USING btree COMMENT=u"},
        Row{{kT, "CREATE FULLTEXT INDEX ft ON t (b) WITH PARSER ngram", "CREATE SPATIAL INDEX sp ON t (b)",
             "CREATE INDEX fx ON t ((a + 1))"},
            "keys",
            "INDEX ka(a); UNIQUE ub(b); FULLTEXT ft(b); SPATIAL sp(b); INDEX fx((a + 1))"},
        Row{{kT, "CREATE INDEX ka ON t (b)"}, "diags", "P006@11:1"},
        Row{{kT, "CREATE INDEX IF NOT EXISTS ka ON t (b)"}, "diags", ""},
        Row{{kT, "CREATE OR REPLACE INDEX ka ON t (b)"}, "keys", "UNIQUE ub(b); INDEX ka(b)"},
        Row{{"CREATE INDEX i ON nope (a)"}, "diags", "P004@1:19"},
        Row{{kT, "CREATE INDEX i ON t (nope)"}, "diags", "P004@11:1"},
        Row{{kT, "DROP INDEX ka ON t", "DROP INDEX `PRIMARY` ON t"}, "keys", "UNIQUE ub(b)"},
        Row{{kT, "DROP INDEX nope ON t ALGORITHM=COPY", "DROP INDEX IF EXISTS nope ON t"}, "diags", "P004@11:1"}));

}  // namespace
}  // namespace spanlift::frontend::mysql_test
