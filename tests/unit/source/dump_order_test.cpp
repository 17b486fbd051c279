// pg_dump's order: kind priority, schema, name; then moved back only as far as dependencies need,
// built from the end. The expectations are pg_dump 15's own output for the same objects.
#include <gtest/gtest.h>

#include "source/dump_order.h"
#include "source/pg_array.h"

namespace spanlift::source {
namespace {

DumpObject Object(DumpPriority p, std::string name, std::vector<size_t> after = {}) {
  DumpObject o;
  o.priority = p;
  o.schema = "app";
  o.name = std::move(name);
  o.after = std::move(after);
  return o;
}

std::vector<std::string> Names(const std::vector<DumpObject>& objects) {
  std::vector<std::string> out;
  for (size_t i : DumpOrder(objects)) out.push_back(objects[i].name);
  return out;
}

// pg_dump --schema-only of: t1 (identity id), t2 (serial id, owned sequence), inh INHERITS t2,
// parent PARTITION BY with part1, view v on t1. pg_dump wrote: t2, inh, parent, part1, t1,
// t1_id_seq, t2_id_seq, v.
TEST(DumpOrder, PgDumpTablesSequencesViews) {
  using P = DumpPriority;
  std::vector<DumpObject> objects = {
      Object(P::kTable, "t1"),              // 0
      Object(P::kTable, "t2"),              // 1
      Object(P::kTable, "inh", {1}),        // 2 inherits t2
      Object(P::kTable, "parent"),          // 3
      Object(P::kTable, "part1", {3}),      // 4
      Object(P::kTable, "v", {0}),          // 5 reads t1
      Object(P::kTable, "t1_id_seq", {0}),  // 6 identity of t1
      Object(P::kTable, "t2_id_seq", {1}),  // 7 owned by t2
      Object(P::kIndex, "t2_desc", {1}),
      Object(P::kType, "mood"),
  };
  EXPECT_EQ(Names(objects), (std::vector<std::string>{"mood", "t2", "inh", "parent", "part1", "t1", "t1_id_seq",
                                                      "t2_id_seq", "v", "t2_desc"}));
}

// A function taking a table's row type moves after the table, and the table moves up to just
// before it (pagila's rewards_report after customer, before the other tables).
TEST(DumpOrder, FunctionOnARowTypePullsTheTableUp) {
  using P = DumpPriority;
  std::vector<DumpObject> objects = {Object(P::kFunction, "f_a"),        Object(P::kFunction, "rewards", {4}),
                                     Object(P::kAggregate, "agg"),       Object(P::kTable, "actor"),
                                     Object(P::kTable, "customer", {5}), Object(P::kTable, "customer_seq")};
  EXPECT_EQ(Names(objects), (std::vector<std::string>{"f_a", "customer_seq", "customer", "rewards", "agg", "actor"}));
}

TEST(DumpOrder, CyclesStillPlaceEveryObjectOnce) {
  using P = DumpPriority;
  std::vector<DumpObject> objects = {Object(P::kTable, "a", {1}), Object(P::kTable, "b", {0}), Object(P::kTable, "c")};
  auto order = DumpOrder(objects);
  ASSERT_EQ(order.size(), 3u);
  std::sort(order.begin(), order.end());
  EXPECT_EQ(order, (std::vector<size_t>{0, 1, 2}));
}

TEST(PgArray, Elements) {
  auto v = ParsePgArray(R"({1,"a b","q\"x",NULL,"NULL",plain})");
  ASSERT_EQ(v.size(), 6u);
  EXPECT_EQ(*v[0], "1");
  EXPECT_EQ(*v[1], "a b");
  EXPECT_EQ(*v[2], "q\"x");
  EXPECT_FALSE(v[3]);
  EXPECT_EQ(*v[4], "NULL");
  EXPECT_EQ(*v[5], "plain");
  EXPECT_TRUE(ParsePgArray("{}").empty());
  EXPECT_TRUE(ParsePgArray("").empty());
  EXPECT_TRUE(ParsePgArray("{\"unterminated").empty());  // not an array literal
  EXPECT_EQ(ParsePgArray("{\"open}").size(), 1u);        // what was read up to the problem
}

}  // namespace
}  // namespace spanlift::source
