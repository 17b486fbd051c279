#pragma once
// Interleave hierarchies, as lint's rules and convert's passes both read them.
#include <string_view>

#include "model/schema.h"

namespace spanlift::analysis {

// Case-insensitive table lookup (the first match in definition order).
const model::Table* FindTable(const model::Schema& schema, std::string_view name);

// The nearest ancestor of the interleaved `table` whose whole primary key leads `index` (same
// columns, order and directions): an index Spanner can store INTERLEAVE IN it, next to the rows
// its entries point at. nullptr when there is none or the index is interleaved already.
const model::Table* IndexInterleaveAncestor(const model::Schema& schema, const model::Table& table,
                                            const model::Index& index);

}  // namespace spanlift::analysis
