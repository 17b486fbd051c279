#pragma once
// desc: timestamp key parts after the first become DESC where history is read newest-first: the
// policy says so (newest_first), or the table is interleaved history (last key part a timestamp) (R005).
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::desc_pass {

inline constexpr const char* kName = "desc";
void Run(model::Schema& schema, const Policy& policy, RewriteLog& log);

}  // namespace spanlift::rewrite::desc_pass
