// CREATE INDEX, CREATE SEQUENCE and their ALTER forms.
#include "spanner_test_support.h"

namespace spanlift::frontend::spanner_test {
namespace {

const std::string kTables =
    "CREATE TABLE s (id INT64, name STRING(MAX), born DATE) PRIMARY KEY (id);\n"
    "CREATE TABLE a (id INT64, aid INT64, title STRING(MAX)) PRIMARY KEY (id, aid), INTERLEAVE IN PARENT s;\n";

class Indexes : public ::testing::TestWithParam<Row> {};
TEST_P(Indexes, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    CreateIndex, Indexes,
    ::testing::Values(
        Row{kTables + "CREATE INDEX ByName ON s (name)", {{"s|indexes", "ByName(name)"}, {"diags", ""}}},
        Row{kTables +
                "CREATE UNIQUE NULL_FILTERED INDEX IF NOT EXISTS ByTitle ON a (id, title DESC) STORING (aid), INTERLEAVE IN s",
            {{"a|indexes", "ByTitle[u][nf](id,title DESC) storing aid in s"}, {"diags", ""}}},
        Row{kTables + "CREATE INDEX ByBorn ON s (born ASC) STORING (name) WHERE born IS NOT NULL AND name IS NOT NULL",
            {{"s|indexes", "ByBorn(born) storing name where born IS NOT NULL AND name IS NOT NULL"}}},
        Row{kTables + "CREATE INDEX i ON s (name) OPTIONS (x = 1)", {{"s|indexes", "i(name)"}, {"diags", ""}}},
        Row{kTables + "CREATE INDEX i ON nope (name)", {{"diags", "P004@3:19"}}},
        Row{kTables + "CREATE INDEX i ON s (nope)", {{"s|indexes", "i(nope)"}, {"diags", "P004@3:1"}}},
        Row{kTables +
                "CREATE INDEX i ON s (name);\nCREATE INDEX I ON a (title);\nCREATE INDEX IF NOT EXISTS i ON a (title)",
            {{"a|indexes", ""}, {"diags", "P006@4:1"}}},
        Row{kTables +
                "CREATE INDEX i ON s (name);\nALTER INDEX i ADD STORED COLUMN born;\nALTER INDEX i ADD STORED COLUMN id;\n"
                "ALTER INDEX i DROP STORED COLUMN id",
            {{"s|indexes", "i(name) storing born"}, {"diags", ""}}},
        Row{kTables + "ALTER INDEX nope ADD STORED COLUMN born", {{"diags", "P004@3:1"}}},
        Row{kTables + "CREATE INDEX i ON s (name);\nDROP INDEX i;\nDROP INDEX IF EXISTS i",
            {{"s|indexes", ""}, {"diags", ""}}}));

class Sequences : public ::testing::TestWithParam<Row> {};
TEST_P(Sequences, Facts) { ExpectFacts(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    CreateSequence, Sequences,
    ::testing::Values(
        Row{"CREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive', skip_range_min = 1, skip_range_max = 1000, "
            "start_with_counter = 50)",
            {{"seq|s", "bit_reversed_positive skip 1..1000 counter 50"}, {"diags", ""}}},
        Row{"CREATE SEQUENCE IF NOT EXISTS s BIT_REVERSED_POSITIVE SKIP RANGE 1, 100 START COUNTER WITH 7",
            {{"seq|s", "bit_reversed_positive skip 1..100 counter 7"}, {"diags", ""}}},
        Row{"CREATE SEQUENCE s", {{"seq|s", "default skip -..- counter -"}, {"diags", ""}}},
        Row{"CREATE SEQUENCE s OPTIONS (sequence_kind = \"bit_reversed_positive\", other = 1)",
            {{"seq|s", "bit_reversed_positive skip -..- counter -"}, {"diags", "P007@1:69"}}},
        Row{"CREATE SEQUENCE s;\nCREATE SEQUENCE s;\nCREATE SEQUENCE IF NOT EXISTS S",
            {{"sequences", "s"}, {"diags", "P006@2:1"}}},
        Row{"CREATE SEQUENCE s BIT_REVERSED_POSITIVE;\nALTER SEQUENCE s SET OPTIONS (skip_range_min = 5, skip_range_max = 9, start_with_counter = 3)",
            {{"seq|s", "bit_reversed_positive skip 5..9 counter 3"}}},
        Row{"CREATE SEQUENCE s SKIP RANGE 1, 2;\nALTER SEQUENCE s NO SKIP RANGE RESTART COUNTER WITH 100",
            {{"seq|s", "default skip -..- counter 100"}}},
        Row{"CREATE SEQUENCE s;\nALTER SEQUENCE s SET OPTIONS (sequence_kind = 'bit_reversed_positive', skip_range_min = NULL)",
            {{"seq|s", "bit_reversed_positive skip -..- counter -"}}},
        Row{"ALTER SEQUENCE nope RESTART COUNTER WITH 1;\nALTER SEQUENCE IF EXISTS nope RESTART COUNTER WITH 1",
            {{"diags", "P004@1:1"}}},
        Row{"CREATE SEQUENCE s;\nDROP SEQUENCE s;\nDROP SEQUENCE s", {{"sequences", ""}, {"diags", "P004@3:1"}}}));

}  // namespace
}  // namespace spanlift::frontend::spanner_test
