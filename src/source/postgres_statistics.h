#pragma once
// PostgreSQL's workload evidence (docs/live.md, "What is read"): pg_class, pg_stat_user_tables,
// pg_stat_database, pg_stats, sequences; and --sample-rows by TABLESAMPLE.
#include <vector>

#include "model/schema.h"
#include "profile/row.h"
#include "source/connection.h"
#include "source/schema_source.h"

namespace spanlift::source {

void ReadPgStatistics(Connection& connection, model::Schema& schema, std::vector<ReadNote>& notes);
void SamplePgRows(Connection& connection, const model::Schema& schema, uint64_t rows, profile::RowConsumer& consumer,
                  std::vector<ReadNote>& notes);

}  // namespace spanlift::source
