#pragma once
// uuid (policy only): the key becomes a STRING(36) DEFAULT (GENERATE_UUID()) column; the old key columns
// stay as ordinary columns under a UNIQUE index (R004). Every foreign key that referenced the old key
// gets a column holding the parent's Uuid in its table and references Uuid from it (R012).
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::uuid_pass {

inline constexpr const char* kName = "uuid";
void Run(model::Schema& schema, const Policy& policy, RewriteLog& log);

}  // namespace spanlift::rewrite::uuid_pass
