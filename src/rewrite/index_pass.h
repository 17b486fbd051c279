#pragma once
// index: an index led by a monotonic or skewed column is interleaved in the table's parent when it
// starts with the parent's key (R008); otherwise a shard column hashed from the index's own columns
// goes in front (R009), which keeps a UNIQUE index unique.
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::index_pass {

inline constexpr const char* kName = "index";
void Run(model::Schema& schema, const Policy& policy, RewriteLog& log);

}  // namespace spanlift::rewrite::index_pass
