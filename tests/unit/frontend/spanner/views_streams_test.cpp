// CREATE [OR REPLACE] VIEW and CREATE/ALTER/DROP CHANGE STREAM: what the model keeps of them
// (the diff compares views by their normal form and orders steps by the names they read).
#include "spanner_test_support.h"

namespace spanlift::frontend::spanner_test {
namespace {

const std::string kTables =
    "CREATE TABLE T (Id INT64, S STRING(MAX), N INT64) PRIMARY KEY (Id);\n"
    "CREATE TABLE U (Id INT64, V STRING(MAX)) PRIMARY KEY (Id);\n";

class Views : public ::testing::TestWithParam<Row> {};
TEST_P(Views, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    CreateView, Views,
    ::testing::Values(
        Row{kTables + "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id, T.S FROM T",
            {{"views", "V"},
             {"view|V|security", "INVOKER"},
             {"view|V|query", "SELECT T.Id, T.S FROM T"},
             {"view|V|normal", "SELECT T . ID , T . S FROM T"},
             {"view|V|reads", "T, Id, S"},
             {"diags", ""}}},
        // Case, whitespace, comments, backticks around a plain name and outer parentheses do not count.
        Row{kTables + "create view v sql security definer as\n (select `t`.id -- the key\n ,  t.s from t)",
            {{"view|v|security", "DEFINER"}, {"view|v|normal", "SELECT T . ID , T . S FROM T"}, {"diags", ""}}},
        // Strings are not names; a quoted reserved word keeps its quotes in the normal form.
        Row{kTables + "CREATE VIEW `Order` SQL SECURITY INVOKER AS SELECT 'T' AS `select`, U.V FROM U",
            {{"views", "Order"},
             {"view|Order|reads", "select, U, V"},
             {"view|Order|normal", "SELECT 'T' AS `SELECT` , U . V FROM U"}}},
        Row{kTables + "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id FROM T;\n"
                      "CREATE OR REPLACE VIEW V SQL SECURITY INVOKER AS SELECT U.Id FROM U",
            {{"views", "V"}, {"view|V|reads", "U, Id"}, {"diags", ""}}},
        Row{kTables + "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id FROM T;\n"
                      "CREATE VIEW V SQL SECURITY INVOKER AS SELECT U.Id FROM U",
            {{"view|V|reads", "T, Id"}, {"diags", "P006@4:1"}}},
        Row{kTables + "CREATE VIEW V SQL SECURITY OWNER AS SELECT T.Id FROM T",
            {{"views", ""}, {"diags", "P001@3:28"}}},
        Row{kTables + "CREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id FROM T;\nDROP VIEW V;\nDROP VIEW IF EXISTS V",
            {{"views", ""}, {"diags", ""}}},
        Row{kTables + "DROP VIEW nope", {{"diags", "P004@3:1"}}}));

class Streams : public ::testing::TestWithParam<Row> {};
TEST_P(Streams, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    ChangeStream, Streams,
    ::testing::Values(
        Row{kTables +
                "CREATE CHANGE STREAM A FOR ALL;\nCREATE CHANGE STREAM B FOR T(S, N), U;\nCREATE CHANGE STREAM C;\n"
                "CREATE CHANGE STREAM D FOR T() OPTIONS (retention_period = '36h', value_capture_type = 'NEW_ROW')",
            {{"streams", "A, B, C, D"},
             {"stream|A", "ALL;"},
             {"stream|B", "T(S, N), U;"},
             {"stream|C", ";"},
             {"stream|D", "T(); retention_period='36h' value_capture_type='NEW_ROW'"},
             {"diags", ""}}},
        Row{kTables + "CREATE CHANGE STREAM A FOR ALL;\nALTER CHANGE STREAM A SET FOR t(s);\n"
                      "ALTER CHANGE STREAM a SET OPTIONS (retention_period = '7d')",
            {{"stream|A", "T(s); retention_period='7d'"}, {"diags", ""}}},
        // `= NULL` resets an option to its default: the emulator prints it, the model drops it.
        Row{kTables +
                "CREATE CHANGE STREAM A FOR T OPTIONS (retention_period = '7d', exclude_insert = true);\n"
                "ALTER CHANGE STREAM A SET OPTIONS (retention_period = NULL);\nALTER CHANGE STREAM A DROP FOR ALL",
            {{"stream|A", "; exclude_insert=true"}, {"diags", ""}}},
        Row{kTables + "CREATE CHANGE STREAM A FOR nope, T(nope)",
            {{"stream|A", "nope, T(nope);"}, {"diags", "P004@3:28, P004@3:34"}}},
        Row{kTables + "CREATE CHANGE STREAM A;\nDROP CHANGE STREAM A;\nALTER CHANGE STREAM A DROP FOR ALL",
            {{"streams", ""}, {"diags", "P004@5:1"}}},
        // A table rename carries the streams that name it along (as Spanner does); views keep their text.
        Row{kTables + "CREATE CHANGE STREAM A FOR T(S);\nCREATE VIEW V SQL SECURITY INVOKER AS SELECT T.Id FROM T;\n"
                      "RENAME TABLE T TO T2",
            {{"stream|A", "T2(S);"}, {"view|V|reads", "T, Id"}}},
        // The new keywords stay usable as names.
        Row{"CREATE TABLE View (Stream INT64, Sql STRING(MAX), Security BOOL, Change INT64) PRIMARY KEY (Stream)",
            {{"tables", "View"}, {"View|columns", "Stream, Sql, Security, Change"}, {"diags", ""}}}));

}  // namespace
}  // namespace spanlift::frontend::spanner_test
