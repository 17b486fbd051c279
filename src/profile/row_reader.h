#pragma once
// A data sink (frontend::LoadOptions::data_sink) that hands the rows of INSERT statements and COPY
// blocks, one at a time, to any RowConsumer: the same scanners the profiler uses, for other
// readers of the rows (`spanlift simulate`, docs/simulation.md).
#include <memory>

#include "frontend/data_sink.h"
#include "model/schema.h"
#include "profile/row.h"

namespace spanlift::profile {

// The schema's dialect, read at each INSERT (it is known once detection has run), chooses the
// escapes (MySQL backslashes or PostgreSQL's ''); consumer and schema must outlive the sink.
// Values are cut to `cap` bytes: the profiler's default, or whole cells for `spanlift export`.
// The table of `schema`, `table` as BeginRows names it (MySQL: an unqualified INSERT comes with the
// database the last USE named), or nullptr: each database's tables stay its own.
model::Table* RowTarget(model::Schema& tables, const std::string& schema, const std::string& table);

std::unique_ptr<frontend::DataSink> MakeRowReader(RowConsumer& consumer, const model::Schema& schema,
                                                  size_t cap = kMaxValueBytes);

}  // namespace spanlift::profile
