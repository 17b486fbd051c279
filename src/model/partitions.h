#pragma once
// Declarative partitions (PostgreSQL PARTITION OF): the table a partition's rows belong to.
// Spanner has one table for the whole tree (convert folds partitions into their root), so the
// profiler and the simulation count a partition's rows as its root's.
#include "model/schema.h"

namespace spanlift::model {

// The top of `table`'s partition tree (partitions can be partitioned again), or nullptr when
// `table` is no partition or its parent is not in `schema`.
Table* PartitionRoot(Schema& schema, const Table& table);
const Table* PartitionRoot(const Schema& schema, const Table& table);

}  // namespace spanlift::model
