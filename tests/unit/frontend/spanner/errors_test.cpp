// Syntax errors (exactly one P001 at the offending token; the next statement still applies),
// the type checks the grammar leaves to the transformer, lexical forms, skipped objects, and a
// realistic schema end to end.
#include <fstream>
#include <sstream>

#include "spanner_test_support.h"

namespace spanlift::frontend::spanner_test {
namespace {

class SyntaxErrors : public ::testing::TestWithParam<Row> {};
TEST_P(SyntaxErrors, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    P001, SyntaxErrors,
    ::testing::Values(
        Row{"CREATE TABLE t (a INT64,, b INT64) PRIMARY KEY (a);\nCREATE TABLE u (x INT64) PRIMARY KEY (x)",
            {{"diags", "P001@1:25"}, {"diag0", "~near ','"}, {"tables", "u"}}},
        Row{"CREATE TABLE t (\n  a INT64,\n  b INT64 NOT NUL\n) PRIMARY KEY (a);\nCREATE TABLE u (x INT64) PRIMARY KEY (x)",
            {{"diags", "P001@3:15"}, {"diag0", "~near 'NUL'"}, {"tables", "u"}}},
        Row{"CREATE TABLE t (a INT64 DEFAULT 42) PRIMARY KEY (a)", {{"diags", "P001@1:33"}, {"tables", ""}}},
        Row{"CREATE TABLE t (select INT64) PRIMARY KEY (select)",
            {{"diags", "P001@1:17"}, {"diag0", "~near 'select'"}}},
        Row{"CREATE TABLE t (a INT64) PRIMARY KEY (a) INTERLEAVE IN PARENT p", {{"diags", "P001@1:42"}}},
        Row{"CREATE TABLE t (a INT64) PRIMARY KEY (a), ROW DELETION POLICY (OLDER_THAN(a, INTERVAL 1 HOUR))",
            {{"diags", "P001@1:89"}}},
        Row{"CREATE TABLE t (a INT64 NOT NULL GENERATED ALWAYS AS IDENTITY) PRIMARY KEY (a)", {{"diags", "P001@1:44"}}},
        Row{"CREATE TABLE t (a INT64 HIDDEN NOT NULL) PRIMARY KEY (a)", {{"diags", "P001@1:32"}}},
        Row{"CREATE INDEX i ON t (a) WHERE a > 0", {{"diags", "P001@1:33"}}},
        Row{"CREATE INDEX i ON t (a) INTERLEAVE IN p", {{"diags", "P001@1:25"}}},
        Row{"CREATE SEQUENCE s SKIP RANGE 1 100", {{"diags", "P001@1:32"}}},
        Row{"CREATE TABLE t (a INT64) PRIMARY KEY (a) garbage;\nCREATE TABLE u (x INT64) PRIMARY KEY (x)",
            {{"diags", "P001@1:42"}, {"diag0", "~near 'garbage'"}, {"tables", "u"}}},
        Row{"  # lead\n  CREATE TABLE t (a STRING(MAX) DEFAULT ('a\nb')) PRIMARY KEY (a);\nCREATE TABLE u (x INT64) PRIMARY KEY (x)",
            {{"diags", "P001@2:42"}, {"tables", "u"}}}));

INSTANTIATE_TEST_SUITE_P(
    InvalidTypes, SyntaxErrors,
    ::testing::Values(
        Row{"CREATE TABLE t (a STRING) PRIMARY KEY (a);\nCREATE TABLE u (x INT64) PRIMARY KEY (x)",
            {{"diags", "P001@1:19"}, {"diag0", "~STRING needs a length: STRING(n) or STRING(MAX)"}, {"tables", "u"}}},
        Row{"CREATE TABLE t (a ARRAY<bytes>) PRIMARY KEY ()",
            {{"diags", "P001@1:25"}, {"diag0", "~BYTES(n) or BYTES(MAX)"}}},
        Row{"CREATE TABLE t (a INT64(8)) PRIMARY KEY (a)",
            {{"diags", "P001@1:19"}, {"diag0", "~type INT64 takes no length"}}},
        Row{"CREATE TABLE t (a STRING(0)) PRIMARY KEY (a)", {{"diags", "P001@1:19"}, {"diag0", "~at least 1"}}},
        Row{"CREATE TABLE t (a ARRAY<ARRAY<INT64>>) PRIMARY KEY ()",
            {{"diags", "P001@1:25"}, {"diag0", "~arrays of arrays"}}},
        Row{"CREATE TABLE t (a VARCHAR(10)) PRIMARY KEY (a)",
            {{"diags", "P001@1:19"}, {"diag0", "~type VARCHAR takes no length"}}},
        Row{"CREATE TABLE t (a INT) PRIMARY KEY (a)", {{"diags", "P001@1:19"}, {"diag0", "~unknown type INT"}}},
        Row{"CREATE TABLE t (a varchar) PRIMARY KEY (a)", {{"diags", "P001@1:19"}, {"diag0", "~not a Spanner type"}}},
        // Any other name is a proto or enum type (declared without a package), with or without a path.
        Row{"CREATE TABLE t (a INT64, p Item, q shop.v1.`Order`, r shop.v1.Order) PRIMARY KEY (a)",
            {{"diags", ""}, {"tables", "t"}}},
        // SQL SECURITY takes the keyword, not a quoted name.
        Row{"CREATE VIEW v SQL SECURITY `invoker` AS SELECT 1 AS x", {{"diags", "P001@1:28"}}},
        Row{"CREATE TABLE t (a INT64) PRIMARY KEY (a);\nALTER TABLE t ALTER COLUMN a STRING",
            {{"diags", "P001@2:30"}, {"t|a|type", "INT64"}}},
        Row{"CREATE SEQUENCE s SKIP RANGE 1, 9223372036854775807 START COUNTER WITH -9223372036854775808;\n"
            "CREATE SEQUENCE r START COUNTER WITH 9223372036854775808",
            {{"seq|s", "default skip 1..9223372036854775807 counter -9223372036854775808"},
             {"diags", "P001@2:38"},
             {"diag0", "~invalid integer: 9223372036854775808 is out of the INT64 range"},
             {"sequences", "s"}}}));

TEST(SyntaxErrors, DeepNestingIsRefusedNotAStackOverflow) {
  std::string sql = "CREATE TABLE t (a INT64 AS (" + std::string(5000, '(') + "1" + std::string(5000, ')') +
                    ")) PRIMARY KEY (a);\nCREATE TABLE u (x INT64) PRIMARY KEY (x)";
  model::Schema schema = Load(sql);
  EXPECT_EQ(Fact(schema, "diags"), "P001@1:1027");
  EXPECT_EQ(Fact(schema, "tables"), "u");
}

class Lexical : public ::testing::TestWithParam<Row> {};
TEST_P(Lexical, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Literals, Lexical,
    ::testing::Values(
        Row{"CREATE TABLE t (a STRING(MAX) DEFAULT ('it\\'s'), b STRING(MAX) DEFAULT (\"say \\\"hi\\\"\")) PRIMARY KEY (a)",
            {{"t|a|default", "'it\\'s'"}, {"t|b|default", "\"say \\\"hi\\\"\""}, {"diags", ""}}},
        Row{"CREATE TABLE t (a STRING(MAX) DEFAULT ('''multi\nline 'quoted' '''), b STRING(MAX) DEFAULT (\"\"\"x\"\"\")) PRIMARY KEY (a)",
            {{"t|a|default", "'''multi\nline 'quoted' '''"}, {"t|b|default", "\"\"\"x\"\"\""}, {"diags", ""}}},
        Row{"CREATE TABLE t (a STRING(MAX) DEFAULT (r'\\d+'), b BYTES(MAX) DEFAULT (b'\\x00'), c BYTES(MAX) DEFAULT (RB\"x\")) PRIMARY KEY (a)",
            {{"t|a|default", "r'\\d+'"}, {"t|b|default", "b'\\x00'"}, {"t|c|default", "RB\"x\""}, {"diags", ""}}},
        Row{"CREATE TABLE t (a INT64 DEFAULT (0x1F), f FLOAT64 DEFAULT (1.5e3), g FLOAT64 DEFAULT (-.5)) PRIMARY KEY (a)",
            {{"t|a|default", "0x1F"}, {"t|f|default", "1.5e3"}, {"t|g|default", "-.5"}, {"diags", ""}}},
        Row{"CREATE TABLE t ( -- the key\n  a INT64, # a hash comment\n  /* block */ b INT64 DEFAULT (a /* inline */ + 1)\n) PRIMARY KEY (a)",
            {{"t|columns", "a, b"}, {"t|b|default", "a /* inline */ + 1"}, {"diags", ""}}},
        Row{"CREATE SEQUENCE s OPTIONS (sequence_kind = '''bit_reversed_positive''');\nCREATE SEQUENCE r OPTIONS (sequence_kind = r\"bit_reversed_positive\")",
            {{"seq|s", "bit_reversed_positive skip -..- counter -"},
             {"seq|r", "bit_reversed_positive skip -..- counter -"}}},
        Row{"CREATE TABLE `My Table` (`first name` STRING(MAX), `a\\x41` INT64) PRIMARY KEY (`first name`)",
            {{"tables", "My Table"}, {"My Table|columns", "first name, aA"}, {"diags", ""}}}));

INSTANTIATE_TEST_SUITE_P(NothingSkipped, Lexical,
                         ::testing::Values(Row{
                             "CREATE TABLE t (a INT64) PRIMARY KEY (a);\n"
                             "CREATE VIEW v SQL SECURITY INVOKER AS SELECT a FROM t;\n"
                             "CREATE CHANGE STREAM cs FOR t;\n"
                             "CREATE SEARCH INDEX si ON t (a);\n"
                             "CREATE VECTOR INDEX vi ON t (a) OPTIONS (distance_type = 'COSINE');\n"
                             "CREATE PROTO BUNDLE (my.pkg.Msg);\n"
                             "CREATE MODEL m INPUT (x INT64) OUTPUT (y INT64) REMOTE OPTIONS (endpoint = '//x');\n"
                             "CREATE ROLE r;\n"
                             "GRANT SELECT ON TABLE t TO ROLE r;\n"
                             "DROP VIEW v",
                             {{"skipped", ""},
                              {"search", "search:si(a) on t; vector:vi(a) on t [distance_type='COSINE']"},
                              {"proto", "(my.pkg.Msg)"},
                              {"roles", "r"},
                              {"grants", "SELECT TABLE t -> r"},
                              {"views", ""},
                              {"streams", "cs"},
                              {"tables", "t"},
                              {"diags", ""}}}));

// The realistic schema of the golden test, read through the real driver: every table, key,
// interleave, index, sequence and identity lands in the model with no error.
TEST(RealisticSchema, Music) {
  std::ifstream in(std::string(SPANLIFT_SOURCE_DIR) + "/tests/golden/inspect/spanner/music.sql");
  std::stringstream sql;
  sql << in.rdbuf();
  model::Schema schema = Load(sql.str());
  EXPECT_EQ(schema.diagnostics.error_count(), 0u) << Fact(schema, "diags") << " " << Fact(schema, "diag0");
  EXPECT_EQ(Fact(schema, "tables"), "Singers, Albums, Songs, Concerts, LogEntries");
  EXPECT_EQ(Fact(schema, "Albums|interleave"), "parent Singers del CASCADE");
  EXPECT_EQ(Fact(schema, "Songs|interleave"), "parent Albums del NO ACTION");
  EXPECT_EQ(Fact(schema, "Songs|pk"), "SingerId,AlbumId,TrackId DESC");
  EXPECT_EQ(Fact(schema, "Songs|Lyrics_Tokens|hidden"), "true");
  EXPECT_EQ(Fact(schema, "Singers|SingerId|seq"), "SingerIdSequence");
  EXPECT_EQ(Fact(schema, "Singers|Tags|declared"), "ARRAY<STRING(MAX)>");
  EXPECT_EQ(Fact(schema, "Singers|LastUpdated|commit_ts"), "true");
  EXPECT_EQ(Fact(schema, "Concerts|ConcertId|identity"), "brp skip 1..1000 counter 500");
  EXPECT_EQ(Fact(schema, "Concerts|TicketId|auto"), "true");
  EXPECT_EQ(Fact(schema, "Concerts|fks"),
            "FK_ConcertSinger(SingerId)->Singers(SingerId) del CASCADE, "
            "FK_Informational(VenueName)->Venues(Name) not enforced");
  EXPECT_EQ(Fact(schema, "LogEntries|rdp"), "CreatedAt 30");
  EXPECT_EQ(Fact(schema, "LogEntries|indexes"),
            "LogEntriesByShardTime(ShardId,CreatedAt DESC) where Severity IS NOT NULL");
  EXPECT_EQ(Fact(schema, "Albums|indexes"), "AlbumsByTitle[u][nf](SingerId,AlbumTitle DESC) in Singers");
  EXPECT_EQ(Fact(schema, "seq|SingerIdSequence"), "bit_reversed_positive skip 1..1000 counter 5000");
  EXPECT_EQ(Fact(schema, "seq|TicketSequence"), "bit_reversed_positive skip 1..100 counter 10");
  EXPECT_EQ(Fact(schema, "skipped"), "");
  EXPECT_EQ(Fact(schema, "search"), "search:SongsLyricsIndex(Lyrics_Tokens) on Songs storing SongName");
  EXPECT_EQ(Fact(schema, "roles"), "analyst");
  EXPECT_EQ(Fact(schema, "grants"), "SELECT TABLE Singers -> analyst");
  EXPECT_EQ(Fact(schema, "views"), "SingerNames");
  EXPECT_EQ(Fact(schema, "streams"), "SingerChanges");
}

}  // namespace
}  // namespace spanlift::frontend::spanner_test
