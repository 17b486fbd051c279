#pragma once
// Recognises the shard expression of docs/sharding.md in a Spanner generated column, so that a
// Spanner schema read back (--from spanner) keeps its ShardSpec and gets its snippets.
#include <optional>
#include <string_view>

#include "model/schema.h"

namespace spanlift::convert {

// ABS(MOD(FARM_FINGERPRINT(<key text of table columns>), N)) exactly as docs/sharding.md spells
// the key text (parts joined by CONCAT(..., '|', ...) or || '|' ||; IFNULL(..., '') around each part,
// optional only for NOT NULL columns); nullopt for any other expression.
std::optional<model::ShardSpec> RecogniseShardExpression(const model::Table& table, std::string_view expression);

}  // namespace spanlift::convert
