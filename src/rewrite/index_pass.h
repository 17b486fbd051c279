#pragma once
// index: an index on an interleaved table that starts with the whole key of one of the table's
// ancestors is interleaved in the nearest such ancestor (R008); otherwise an index led by a hot
// column (KeyIsHot's decision, lint's H003/H005) gets a shard column hashed from the index's own
// columns in front (R009), which keeps a UNIQUE index unique.
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::index_pass {

inline constexpr const char* kName = "index";
void Run(model::Schema& schema, const Policy& policy, RewriteLog& log);

}  // namespace spanlift::rewrite::index_pass
