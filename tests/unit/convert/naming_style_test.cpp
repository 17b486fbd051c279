// Names of added columns follow the style of the table's key columns (else its name): rows
// {table name, key columns, shard name, index shard name}.
#include <gtest/gtest.h>

#include "convert/naming_style.h"

namespace spanlift::convert {
namespace {

model::Table TableWith(const char* name, std::vector<const char*> columns) {
  model::Table t;
  t.name = name;
  for (const char* c : columns) {
    model::Column column;
    column.name = c;
    t.columns.push_back(column);
  }
  return t;
}

model::Table KeyedBy(model::Table t, const std::vector<const char*>& key) {
  t.primary_key.emplace();
  for (const char* k : key) {
    model::KeyPart part;
    part.column = k;
    t.primary_key->parts.push_back(part);
  }
  return t;
}

struct StyleRow {
  const char* table;
  std::vector<const char*> columns;
  const char* shard;        // StyledName(style, {"shard", "id"})
  const char* index_shard;  // StyledSuffix(style, "ByCreated" or "by_created", {"shard", "id"})
};

TEST(NamingStyle, FollowsTheKeyColumns) {
  const StyleRow rows[] = {
      {"events", {"id", "created_at", "payload"}, "shard_id", "by_created_shard_id"},
      {"Events", {"EventId", "CreatedAt"}, "ShardId", "ByCreatedShardId"},
      {"events", {"eventId", "createdAt", "id"}, "shardId", "ByCreatedShardId"},
      {"Events", {"id", "name"}, "ShardId", "ByCreatedShardId"},      // no vote: the table's capital
      {"events", {"id", "name"}, "shard_id", "by_created_shard_id"},  // no vote: lower-case table
      {"Mixed", {"user_id", "UserName", "created_at"}, "shard_id", "by_created_shard_id"},  // majority
      {"Tie", {"user_id", "UserName"}, "shard_id", "by_created_shard_id"},                  // a tie goes to snake_case
  };
  for (const auto& row : rows) {
    model::Table t = KeyedBy(TableWith(row.table, row.columns), row.columns);
    NameStyle style = StyleOf(t);
    EXPECT_EQ(StyledName(style, {"shard", "id"}), row.shard) << row.table;
    std::string base = style == NameStyle::kSnake ? "by_created" : "ByCreated";
    EXPECT_EQ(StyledSuffix(style, base, {"shard", "id"}), row.index_shard) << row.table;
  }
}

// Stable output: the names an added column gets do not change when other columns are added. Rows
// {key, index columns and name, columns, style}: the index's names vote first, then the key's,
// then the table's name; the other columns never.
struct StableRow {
  std::vector<const char*> key;
  std::vector<std::string> index;
  std::vector<const char*> columns;
  NameStyle style;
};

TEST(NamingStyle, KeyAndIndexColumnsVoteBeforeTheOthers) {
  const StableRow rows[] = {
      {{"created_at", "seq"}, {}, {"created_at", "seq", "LastName", "FirstName"}, NameStyle::kSnake},
      {{"CreatedAt"}, {}, {"CreatedAt", "note_text", "other_text"}, NameStyle::kPascal},
      {{"id"}, {"created_at"}, {"id", "UserId", "created_at", "LastName"}, NameStyle::kSnake},
      {{"id"}, {}, {"id", "UserId", "created_at", "LastName"}, NameStyle::kSnake},             // no key vote: table `t`
      {{"id"}, {"created", "ByCreated"}, {"id", "created", "note_text"}, NameStyle::kPascal},  // the index's name
  };
  for (const auto& row : rows) {
    model::Table t = KeyedBy(TableWith("t", row.columns), row.key);
    EXPECT_EQ(StyleOf(t, row.index), row.style) << row.columns.size() << " columns, key " << row.key[0];
  }
}

TEST(NamingStyle, SnakeSuffixDoesNotDoubleTheUnderscore) {
  EXPECT_EQ(StyledSuffix(NameStyle::kSnake, "idx_", {"shard", "id"}), "idx_shard_id");
  EXPECT_EQ(StyledSuffix(NameStyle::kCamel, "byCreated", {"shard", "id"}), "byCreatedShardId");
}

TEST(NamingStyle, FreeColumnNameAvoidsTakenNamesAndTheLengthLimit) {
  model::Table t = TableWith("t", {"shard_id", "SHARD_ID_2"});
  EXPECT_EQ(FreeColumnName(t, "shard_id"), "shard_id_3");  // Spanner compares names case-insensitively
  EXPECT_EQ(FreeColumnName(t, "other"), "other");
  std::string long_name(200, 'x');
  EXPECT_EQ(FreeColumnName(t, long_name).size(), 128u);
}

}  // namespace
}  // namespace spanlift::convert
