#pragma once
// The model checks run after every rewrite pass: keys exist, interleave prefixes hold (the
// child's key starts with every parent key column, same names, types and order), no dangling
// foreign keys, foreign key columns of the referenced columns' types, and Spanner's limits
// (spanner/limits.h: key columns including inherited ones, interleave depth).
#include <string>
#include <vector>

#include "model/schema.h"

namespace spanlift::rewrite {

// One line per problem, "table t: ...", in a deterministic order; empty when the model holds.
std::vector<std::string> CheckModel(const model::Schema& schema);

}  // namespace spanlift::rewrite
