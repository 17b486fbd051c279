#pragma once
// The default choice of strategy for a table (docs/rewrites.md, "Which strategy a table gets").
#include "analysis/classification.h"
#include "model/schema.h"
#include "rewrite/policy.h"

namespace spanlift::rewrite {

// The policy's strategy if it names one; otherwise, in order:
//  1. interleaved tables, tables the interleave pass will interleave and keyless tables: none
//     (the key prefix belongs to the hierarchy);
//  2. a single INT64 key with a generator or a hot first part (KeyIsHot): sequence;
//  3. a first key part that is not hot, or a table with interleaved children: none;
//  4. a later key part that CanLead: reorder (it moves to the front);
//  5. otherwise: shard.
Strategy ChooseStrategy(const analysis::AnalysisContext& ctx, const model::Table& table, const Policy& policy);

// The strategy the policy names for the table explicitly (not auto), if any.
bool PolicyChose(const model::Table& table, const Policy& policy);

}  // namespace spanlift::rewrite
