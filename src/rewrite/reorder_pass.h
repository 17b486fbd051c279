#pragma once
// reorder: the first key part that is neither monotonic nor skewed moves to the front (R002):
// (LastAccess, UserId) -> (UserId, LastAccess); (CompanyId, UserId, Timestamp) -> (UserId, CompanyId, Timestamp).
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::reorder_pass {

inline constexpr const char* kName = "reorder";
void Run(model::Schema& schema, const Policy& policy, RewriteLog& log);

}  // namespace spanlift::rewrite::reorder_pass
