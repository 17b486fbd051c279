#pragma once
// sequence: a single INT64 key with a generator becomes a bit-reversed identity (R001), so new ids
// spread over the key space while existing ids (and the foreign keys that hold them) keep working.
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::sequence_pass {

inline constexpr const char* kName = "sequence";
void Run(model::Schema& schema, const Policy& policy, RewriteLog& log);

}  // namespace spanlift::rewrite::sequence_pass
