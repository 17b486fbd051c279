#pragma once
// interleave: a foreign-key child whose key starts (or can be reordered to start) with its parent's
// key columns, same names and types, becomes INTERLEAVE IN PARENT and loses that foreign key (R006);
// when only a rename would make it legal, the rename is suggested (R007).
#include "analysis/classification.h"
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::interleave_pass {

inline constexpr const char* kName = "interleave";
void Run(model::Schema& schema, const Policy& policy, RewriteLog& log);

// Whether a key pass will change the parent's key before this pass runs (then no child can match it).
bool KeyWillChange(const analysis::AnalysisContext& ctx, const model::Table& parent, const Policy& policy);

// Whether the pass would interleave the table in the schema as it is: the key passes that run
// before it leave such a table to it, since its first key part will be its parent's.
bool WillInterleave(const analysis::AnalysisContext& ctx, const model::Table& table, const Policy& policy);

}  // namespace spanlift::rewrite::interleave_pass
