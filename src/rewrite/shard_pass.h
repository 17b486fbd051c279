#pragma once
// shard: prepends ShardId = hash(key columns) mod N (docs/sharding.md) to the key (R003), a STORED
// generated column (FARM_FINGERPRINT) or, with hash = "crc32", a column the application fills.
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::shard_pass {

inline constexpr const char* kName = "shard";
void Run(model::Schema& schema, const Policy& policy, RewriteLog& log);

}  // namespace spanlift::rewrite::shard_pass
