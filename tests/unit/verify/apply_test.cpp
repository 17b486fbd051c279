// The statement locator against a fake database that applies batches all or nothing, like the
// emulator: every rejected statement is found, every other one applied, dependants named.
#include <gtest/gtest.h>

#include <set>

#include "verify/apply.h"

namespace spanlift::verify {
namespace {

// Rejects a batch when any statement contains "BAD", or names a table never created.
class FakeTarget : public DdlTarget {
 public:
  Status UpdateDdl(const std::vector<std::string>& statements) override {
    ++calls;
    if (unreachable_after && calls > *unreachable_after) return {Status::Kind::kUnreachable, 0, "Connection refused"};
    std::set<std::string> created = tables;
    for (const auto& s : statements) {
      if (s.find("BAD") != std::string::npos) return {Status::Kind::kRejected, 3, "Syntax error on line 1, column 8"};
      std::string defined = DefinedObject(s);
      if (s.starts_with("CREATE TABLE")) created.insert(defined);
      auto on = s.find(" ON ");
      if (on != std::string::npos && !created.count(s.substr(on + 4, s.find(' ', on + 4) - on - 4)))
        return {Status::Kind::kRejected, 5, "Table not found"};
    }
    tables = created;
    applied += statements.size();
    return Status::Ok();
  }
  std::set<std::string> tables;
  size_t applied = 0, calls = 0;
  std::optional<size_t> unreachable_after;
};

std::vector<DdlStatement> Make(const std::vector<std::string>& texts) {
  std::vector<DdlStatement> out;
  for (size_t i = 0; i < texts.size(); ++i) out.push_back({texts[i], {"s.sql", static_cast<uint32_t>(i + 1), 1}});
  return out;
}

struct Row {
  const char* name;
  std::vector<std::string> statements;
  size_t batch;
  std::vector<size_t> rejected;  // statement indexes
  std::vector<int> because_of;   // -1: its own fault
};

const Row kRows[] = {
    {"all_good", {"CREATE TABLE a x", "CREATE TABLE b x", "CREATE INDEX i ON a x"}, 0, {}, {}},
    {"one_bad_in_the_middle", {"CREATE TABLE a x", "CREATE TABLE BAD x", "CREATE TABLE c x"}, 0, {1}, {-1}},
    {"first_and_last_bad",
     {"CREATE TABLE BAD1 x", "CREATE TABLE b x", "CREATE TABLE c x", "CREATE TABLE BAD2 x"},
     0,
     {0, 3},
     {-1, -1}},
    {"dependant_named", {"CREATE TABLE BADT x", "CREATE INDEX i ON BADT x", "CREATE TABLE c x"}, 0, {0, 1}, {-1, 0}},
    {"batches_of_two",
     {"CREATE TABLE a x", "CREATE TABLE BAD x", "CREATE TABLE c x", "CREATE INDEX i ON c x"},
     2,
     {1},
     {-1}},
    {"batches_of_one", {"CREATE TABLE BAD x", "CREATE TABLE b x"}, 1, {0}, {-1}},
    {"index_before_its_table", {"CREATE INDEX i ON a x", "CREATE TABLE a x"}, 0, {0}, {-1}},
};

class ApplyRows : public testing::TestWithParam<Row> {};

TEST_P(ApplyRows, FindsEveryRejectedStatement) {
  const Row& row = GetParam();
  FakeTarget target;
  auto statements = Make(row.statements);
  ApplyOutcome out = ApplyStatements(target, statements, row.batch);
  ASSERT_EQ(out.rejected.size(), row.rejected.size());
  for (size_t i = 0; i < row.rejected.size(); ++i) {
    EXPECT_EQ(out.rejected[i].statement, row.rejected[i]);
    if (row.because_of[i] < 0)
      EXPECT_FALSE(out.rejected[i].because_of);
    else
      EXPECT_EQ(out.rejected[i].because_of, static_cast<size_t>(row.because_of[i]));
  }
  EXPECT_EQ(out.applied, row.statements.size() - row.rejected.size());
  EXPECT_EQ(target.applied, out.applied);
  EXPECT_EQ(target.calls, out.calls);
  EXPECT_FALSE(out.fatal);
}

INSTANTIATE_TEST_SUITE_P(Apply, ApplyRows, testing::ValuesIn(kRows), [](const auto& info) { return info.param.name; });

TEST(Apply, OneBatchWhenAllIsAccepted) {
  FakeTarget target;
  auto statements = Make(std::vector<std::string>(1000, "CREATE TABLE a x"));
  EXPECT_EQ(ApplyStatements(target, statements, 0).calls, 1u);
}

TEST(Apply, BisectionIsLogarithmic) {
  FakeTarget target;
  std::vector<std::string> texts(1024, "CREATE TABLE t x");
  texts[700] = "CREATE TABLE BAD x";
  ApplyOutcome out = ApplyStatements(target, Make(texts), 0);
  ASSERT_EQ(out.rejected.size(), 1u);
  EXPECT_LE(out.calls, 1u + 2 * 10);
}

TEST(Apply, StopsWhenTheEmulatorStopsAnswering) {
  FakeTarget target;
  target.unreachable_after = 2;
  ApplyOutcome out = ApplyStatements(target, Make({"CREATE TABLE a x", "CREATE TABLE b x", "CREATE TABLE c x"}), 1);
  ASSERT_TRUE(out.fatal);
  EXPECT_EQ(out.applied, 2u);
  EXPECT_EQ(out.calls, 3u);
}

TEST(Apply, DefinedObjects) {
  EXPECT_EQ(DefinedObject("CREATE TABLE Singers (id INT64) PRIMARY KEY (id)"), "Singers");
  EXPECT_EQ(DefinedObject("create unique null_filtered index `By Name` ON t (n)"), "By Name");
  EXPECT_EQ(DefinedObject("CREATE TABLE IF NOT EXISTS t (x INT64) PRIMARY KEY (x)"), "t");
  EXPECT_EQ(DefinedObject("CREATE SEQUENCE s OPTIONS (sequence_kind = 'bit_reversed_positive')"), "s");
  EXPECT_EQ(DefinedObject("ALTER TABLE t ADD COLUMN x INT64"), "");
  EXPECT_TRUE(NamesObject("CREATE INDEX i ON `Singers` (x)", "singers"));
  EXPECT_FALSE(NamesObject("CREATE INDEX i ON t (x) -- Singers", "Singers"));
  EXPECT_FALSE(NamesObject("ALTER TABLE t ADD CHECK (x != 'Singers')", "Singers"));
}

TEST(Apply, LocationInsideTheStatement) {
  DdlStatement s{"CREATE TABLE t (\n  id FOO\n) PRIMARY KEY (id)", {"s.sql", 10, 3}};
  auto at = LocationInStatement(s, "Syntax error on line 2, column 6: Encountered 'FOO'");
  EXPECT_EQ(at.line, 11u);
  EXPECT_EQ(at.column, 6u);
  at = LocationInStatement(s, "Syntax error on line 1, column 8: x");
  EXPECT_EQ(at.line, 10u);
  EXPECT_EQ(at.column, 10u);
  at = LocationInStatement(s, "Table not found: x");
  EXPECT_EQ(at.line, 10u);
  EXPECT_EQ(at.column, 3u);
  EXPECT_EQ(LocationInStatement(s, "on line 9, column 1").line, 10u);  // past the statement: its start
}

}  // namespace
}  // namespace spanlift::verify
