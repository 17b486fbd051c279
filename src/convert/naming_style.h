#pragma once
// Columns the rewrites add (shard and UUID columns) are named in the table's own style:
// `shard_id` among snake_case columns, `ShardId` among PascalCase ones, `shardId` among
// camelCase ones, so the output reads as if one person wrote it (docs/rewrites.md).
#include <string>
#include <string_view>
#include <vector>

#include "model/schema.h"

namespace spanlift::convert {

enum class NameStyle { kSnake, kPascal, kCamel };

// The style most of the table's key column names follow, else its name's: only names an edit of
// other columns cannot change, so such an edit never renames an added column. Single lower-case
// words (`id`) vote for nothing. Without a vote: PascalCase when the table's name has a capital,
// else snake_case.
NameStyle StyleOf(const model::Table& table);
// The same, with the names in `first` (an index's columns and name) voting before the key's.
NameStyle StyleOf(const model::Table& table, const std::vector<std::string>& first);

// Lower-case words joined in the style: {"shard", "id"} -> shard_id, ShardId, shardId.
std::string StyledName(NameStyle style, const std::vector<std::string_view>& words);

// `base` followed by the words: log_entries_by_company_shard_id, LogEntriesByCompanyShardId.
std::string StyledSuffix(NameStyle style, std::string_view base, const std::vector<std::string_view>& words);

// The same in StyleOf(table).
std::string StyledName(const model::Table& table, const std::vector<std::string_view>& words);
std::string StyledSuffix(const model::Table& table, std::string_view base, const std::vector<std::string_view>& words);

// `name` when no column of the table has it (case-insensitively), else name_2, name_3...; cut
// to Spanner's 128 characters.
std::string FreeColumnName(const model::Table& table, std::string_view name);

}  // namespace spanlift::convert
