#pragma once
// MySQL / MariaDB workload evidence (docs/live.md, "What is read"): information_schema.TABLES and
// STATISTICS, performance_schema insert counts where enabled, column histograms; --sample-rows by
// primary-key ranges.
#include <string>
#include <vector>

#include "model/schema.h"
#include "profile/row.h"
#include "source/connection.h"
#include "source/schema_source.h"

namespace spanlift::source {

// `key_ranges`: also the exact MIN / MAX of AUTO_INCREMENT keys, which --sample-rows spreads its
// ranges over.
void ReadMyStatistics(Connection& connection, const std::string& database, model::Schema& schema, bool key_ranges,
                      std::vector<ReadNote>& notes);
void SampleMyRows(Connection& connection, const std::string& database, const model::Schema& schema, uint64_t rows,
                  profile::RowConsumer& consumer, std::vector<ReadNote>& notes);

}  // namespace spanlift::source
