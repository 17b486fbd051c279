// Search and vector indexes, roles and grants, the objects kept as text (models, property graphs,
// functions, locality groups, placements, statistics), the proto bundle, database options and the
// column and table forms beside them (docs/spanner-ddl-coverage.md): what the model keeps.
#include "spanner_test_support.h"

namespace spanlift::frontend::spanner_test {
namespace {

const std::string kDocs =
    "CREATE TABLE Docs (Id INT64 NOT NULL, Kind INT64 NOT NULL, Pos INT64 NOT NULL, Body STRING(MAX),\n"
    "  Body_Tokens TOKENLIST AS (TOKENIZE_FULLTEXT(Body)) HIDDEN, E ARRAY<FLOAT32>(vector_length=>3)) PRIMARY KEY (Id);\n";

class Objects : public ::testing::TestWithParam<Row> {};
TEST_P(Objects, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    SearchIndexes, Objects,
    ::testing::Values(
        Row{kDocs + "CREATE SEARCH INDEX S ON Docs (Body_Tokens) STORING (Body) PARTITION BY Kind ORDER BY Pos DESC "
                    "WHERE Body IS NOT NULL OPTIONS (sort_order_sharding = true)",
            {{"search",
              "search:S(Body_Tokens) on Docs storing Body partition Kind order Pos DESC where Body IS NOT NULL "
              "[sort_order_sharding=true]"},
             {"Docs|indexes", ""},
             {"diags", ""}}},
        Row{kDocs + "CREATE VECTOR INDEX V ON Docs (E) WHERE E IS NOT NULL OPTIONS (distance_type = 'COSINE')",
            {{"search", "vector:V(E) on Docs where E IS NOT NULL [distance_type='COSINE']"},
             {"Docs|E|type", "FLOAT32[]"},
             {"diags", ""}}},
        // ALTER ... ADD / DROP STORED COLUMN and SET OPTIONS change the index in place; DROP removes it.
        Row{kDocs + "CREATE SEARCH INDEX S ON Docs (Body_Tokens);\n"
                    "ALTER SEARCH INDEX S ADD STORED COLUMN Body;\n"
                    "CREATE SEARCH INDEX T ON Docs (Body_Tokens);\nDROP SEARCH INDEX T",
            {{"search", "search:S(Body_Tokens) on Docs storing Body"}, {"diags", ""}}},
        Row{kDocs + "CREATE SEARCH INDEX IF NOT EXISTS S ON Docs (Body_Tokens);\n"
                    "CREATE SEARCH INDEX IF NOT EXISTS S ON Docs (Body_Tokens) STORING (Body)",
            {{"search", "search:S(Body_Tokens) on Docs"}, {"diags", ""}}}));

INSTANTIATE_TEST_SUITE_P(
    Access, Objects,
    ::testing::Values(
        // One entry per privilege, column, object and role, so two spellings compare equal.
        Row{kDocs + "CREATE ROLE r;\nCREATE ROLE w;\n"
                    "GRANT SELECT(Id, Body), UPDATE(Body) ON TABLE Docs TO ROLE r, w;\nGRANT ROLE r TO ROLE w",
            {{"roles", "r, w"},
             {"grants",
              "SELECT(Id) TABLE Docs -> r; SELECT(Id) TABLE Docs -> w; SELECT(Body) TABLE Docs -> r; "
              "SELECT(Body) TABLE Docs -> w; UPDATE(Body) TABLE Docs -> r; UPDATE(Body) TABLE Docs -> w; "
              "ROLE ROLE r -> w"},
             {"diags", ""}}},
        // REVOKE removes exactly what it names; DROP ROLE removes the role.
        Row{kDocs + "CREATE ROLE r;\nCREATE ROLE gone;\nGRANT SELECT ON TABLE Docs TO ROLE r;\n"
                    "GRANT SELECT ON CHANGE STREAM cs TO ROLE r;\nGRANT EXECUTE ON TABLE FUNCTION READ_cs TO ROLE r;\n"
                    "REVOKE SELECT ON TABLE Docs FROM ROLE r;\nDROP ROLE gone",
            {{"roles", "r"},
             {"grants", "SELECT CHANGE STREAM cs -> r; EXECUTE TABLE FUNCTION READ_cs -> r"},
             {"diags", ""}}},
        Row{kDocs + "CREATE ROLE r;\nREVOKE SELECT ON TABLE Docs FROM ROLE r", {{"grants", ""}, {"diags", "~P00"}}},
        Row{kDocs + "CREATE ROLE r;\nGRANT SELECT ON ALL TABLES IN SCHEMA s TO ROLE r",
            {{"grants", "SELECT ALL TABLES IN SCHEMA s -> r"}}},
        Row{kDocs + "CREATE ROLE r;\nGRANT SELECT ON ALL WIDGETS IN SCHEMA s TO ROLE r", {{"diags", "~P001"}}},
        // The default schema by its keyword; a privilege the object kind does not take is refused.
        Row{kDocs + "CREATE ROLE r;\nGRANT USAGE ON SCHEMA DEFAULT TO ROLE r",
            {{"grants", "USAGE SCHEMA  -> r"}, {"diags", ""}}},
        Row{kDocs +
                "CREATE ROLE r;\nGRANT INSERT ON SEQUENCE s1 TO ROLE r;\nGRANT SELECT, UPDATE ON SEQUENCE s1 TO ROLE r",
            {{"grants", "SELECT SEQUENCE s1 -> r; UPDATE SEQUENCE s1 -> r"},
             {"diags", "P001@4:7"},
             {"diag0", "INSERT cannot be granted on SEQUENCE: Spanner refuses the statement"}}}));

INSTANTIATE_TEST_SUITE_P(
    TextObjects, Objects,
    ::testing::Values(
        Row{kDocs + "CREATE MODEL m INPUT (x INT64) OUTPUT (y FLOAT64) REMOTE OPTIONS (endpoint = '//e/1');\n"
                    "ALTER MODEL m SET OPTIONS (endpoint = '//e/2')",
            {{"objects", "model:m = M INPUT ( X INT64 ) OUTPUT ( Y FLOAT64 ) REMOTE [endpoint='//e/2']"},
             {"diags", ""}}},
        // GetDatabaseDdl's spelling of the same model: layout and trailing commas do not count.
        Row{kDocs +
                "create model `m`\nINPUT(\n  x int64,\n)\nOUTPUT(\n  y float64,\n)\nREMOTE OPTIONS (endpoint = '//e/1')",
            {{"objects", "model:m = M INPUT ( X INT64 ) OUTPUT ( Y FLOAT64 ) REMOTE [endpoint='//e/1']"},
             {"diags", ""}}},
        Row{kDocs +
                "CREATE PROPERTY GRAPH g NODE TABLES (Docs);\nCREATE OR REPLACE PROPERTY GRAPH g NODE TABLES (Docs KEY (Id))",
            {{"objects", "property graph:g = G NODE TABLES ( DOCS KEY ( ID ) )"}, {"diags", ""}}},
        Row{kDocs + "CREATE FUNCTION f(x INT64) RETURNS INT64 AS (x + 1);\nDROP FUNCTION f",
            {{"objects", ""}, {"diags", ""}}},
        Row{kDocs +
                "CREATE LOCALITY GROUP lg OPTIONS (storage = 'ssd');\nALTER LOCALITY GROUP lg SET OPTIONS (storage = 'hdd');\n"
                "CREATE PLACEMENT p OPTIONS (instance_partition = 'ip');\nALTER STATISTICS auto_1 SET OPTIONS (allow_gc = false)",
            {{"objects",
              "locality group:lg = LG [storage='hdd']; placement:p = P [instance_partition='ip']; "
              "statistics:auto_1 = AUTO_1 [allow_gc=false]"},
             {"diags", ""}}},
        Row{kDocs + "CREATE PROTO BUNDLE (a.B, a.C);\nALTER PROTO BUNDLE INSERT (a.D) DELETE (a.B)",
            {{"proto", "(a.C, a.D)"}, {"diags", ""}}},
        Row{kDocs + "CREATE PROTO BUNDLE (a.B);\nDROP PROTO BUNDLE", {{"proto", "none"}, {"diags", ""}}},
        Row{kDocs + "ALTER DATABASE db SET OPTIONS (version_retention_period = '3d', default_leader = 'us-east1');\n"
                    "ALTER DATABASE db SET OPTIONS (default_leader = NULL)",
            {{"database", "db; version_retention_period='3d'"}, {"diags", ""}}},
        Row{kDocs + "ANALYZE;\nCREATE DATABASE shop", {{"database", "shop; "}, {"diags", ""}}}));

INSTANTIATE_TEST_SUITE_P(
    TableForms, Objects,
    ::testing::Values(
        // Lists may end in a comma (memefish's create_table_trailing_comma, create_index).
        Row{"create table foo (\n  foo int64,\n  bar int64,\n) primary key(\n  foo asc,\n  bar desc,\n);\n"
            "create index foo_bar on foo (\n  bar desc,\n  foo asc,\n) storing (bar,)",
            {{"foo|pk", "foo,bar DESC"}, {"foo|indexes", "foo_bar(bar DESC,foo) storing bar"}, {"diags", ""}}},
        // A table without PRIMARY KEY (2026's keyless tables) has none; PRIMARY KEY () has an empty one.
        Row{"CREATE TABLE K (A INT64, B STRING(MAX));\nCREATE TABLE One (A INT64) PRIMARY KEY ()",
            {{"K|pk", "<none>"}, {"One|pk", ""}, {"tables", "K, One"}, {"diags", ""}}},
        Row{"CREATE TABLE T (Id INT64 NOT NULL, L STRING(10) NOT NULL PLACEMENT KEY,\n"
            "  U TIMESTAMP ON UPDATE (PENDING_COMMIT_TIMESTAMP()) OPTIONS (allow_commit_timestamp = true, locality_group = 'lg'),\n"
            "  SYNONYM (Things)) PRIMARY KEY (Id), OPTIONS (locality_group = 'hot');\n"
            "ALTER TABLE T ADD SYNONYM Stuff",
            {{"T|U|on_update", "PENDING_COMMIT_TIMESTAMP()"}, {"T|U|commit_ts", "true"}, {"diags", ""}}}));

}  // namespace
}  // namespace spanlift::frontend::spanner_test
