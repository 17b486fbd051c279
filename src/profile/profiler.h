#pragma once
// The profiler: reads the rows of INSERT statements and COPY blocks as the splitter streams them
// (frontend::DataSink), keeps one sketch per profiled column, and at the end writes what it
// measured into each table's `data` (model::TableData). docs/profiling.md.
#include <memory>
#include <string>

#include "frontend/data_sink.h"
#include "model/schema.h"
#include "profile/row.h"

namespace spanlift::profile {

class Profiler;

// A sink for frontend::LoadOptions::data_sink, profiling into `schema`.
std::unique_ptr<frontend::DataSink> MakeProfiler(model::Schema& schema);

// A profiler made by MakeProfiler, as the consumer of rows that come from elsewhere than a dump's
// text (a live database's sample, src/source/): the same sketches, the same Finish().
RowConsumer& RowsOf(frontend::DataSink& profiler);

// The table whose rows are being read ("" between data statements), for progress lines.
std::string CurrentTable(const frontend::DataSink& profiler);

// Whether a column's values are sketched: types a key can have (integers, strings up to
// kMaxKeyString characters or PostgreSQL text, UUIDs, binary ids, dates and times). Others
// (floats, JSON, blobs, long text) are only counted, which keeps memory per table bounded.
bool IsProfiled(const model::Column& column, model::Dialect dialect);

// Whether a column may be a key's or an index's: when the table already has a key or indexes (a
// MySQL CREATE TABLE, or pg_dump's keys read ahead: frontend/keys_ahead.h), their columns,
// foreign keys' and generator-fed ones; when it has none yet, NOT NULL and generator-fed columns
// and names keys usually have (id, *_id, *_at, uuid, code, number, ...). Only these are sketched.
bool IsKeyCandidate(const model::Table& table, const model::Column& column);

// MySQL TINYINT(1): BOOL or a small integer, as its values show (convert's C014).
bool IsTinyIntFlag(const model::Column& column);

}  // namespace spanlift::profile
