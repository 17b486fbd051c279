#pragma once
// `spanlift simulate` (docs/simulation.md): the dump's rows replayed as inserts against a model of
// Spanner's range splitting (split_model.h), for the schema converted without rewrites and for
// the rewritten one, in dump order (a load from empty) and then in the steady-state order the
// classification implies (new rows at the end of each monotonic column).
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "convert/convert.h"
#include "frontend/frontend.h"
#include "model/schema.h"
#include "profile/row.h"
#include "simulate/heat_grid.h"
#include "simulate/split_model.h"

namespace spanlift::simulate {

struct Options {
  SplitParameters split;
  uint64_t replayed_rows = 100000;  // per table at most: larger tables replay every Nth row
  bool presampled = false;
  size_t heat_buckets = 0;  // > 0: record each key space's insert grid (report.html)
  // > 0: two more replays of the rewritten schema with the values `spanlift export` writes (ids
  // kept, docs/export.md "Writes spread"): in the dump's order, and in the order the import
  // template's parallel readers take the export's files, each table cut into at most this many
  // files (ExportChunks), each file read as ranges of kTemplateRangeBytes side by side.
  uint64_t export_files = 0;
};

// Rows a file of `spanlift export` holds at least (its --files-per-table cut).
inline constexpr uint64_t kExportChunkRows = 10000;
// The byte ranges the import template reads in parallel (ImportTransform's SplitIntoRangesFn,
// DEFAULT_BUNDLE_SIZE): a file larger than that is read by several readers.
inline constexpr uint64_t kTemplateRangeBytes = uint64_t{64} << 20;
// The chunks of consecutive rows (files) `spanlift export` cuts a table of `rows` rows into: at
// most `files`, none under `min_rows` rows.
inline uint64_t ExportChunks(uint64_t rows, uint64_t files, uint64_t min_rows = kExportChunkRows) {
  return std::max<uint64_t>(1, std::min(files, rows / std::max<uint64_t>(1, min_rows)));
}
// The chunk of the row at `ordinal` (from 0) among `rows` rows cut into `chunks`; rows past the
// count stay in the last.
inline uint64_t ExportChunkOf(uint64_t ordinal, uint64_t rows, uint64_t chunks) {
  return chunks <= 1 || rows == 0 ? 0 : std::min(chunks - 1, ordinal * chunks / rows);
}

// Before (converted without rewrites) or after (rewritten); load (dump order) or steady.
struct Replays {
  std::optional<SplitFigures> load, steady;
  HeatGrid heat;  // with Options::heat_buckets: the load's windows, then the steady replay's
  // With Options::export_files (the rewritten schema only), the export's values into empty
  // tables: in the dump's order, and in the template's reading order of the export's files.
  std::optional<SplitFigures> export_dump, export_files;
  HeatGrid export_dump_heat, export_files_heat;
};

// One key space: a table's key or one index's key, before and after.
struct ObjectResult {
  std::string table;                  // as the source names it
  std::string index;                  // empty for the table's key
  std::string key_before, key_after;  // empty where that schema has no such key space
  uint64_t rows = 0;                  // the table's rows in the dump
  uint64_t every = 1;                 // every Nth row replayed
  Replays before, after;
};

struct Result {
  Options options;
  std::vector<ObjectResult> objects;      // tables in source order, the table's key before its indexes
  std::vector<std::string> monotonic;     // "table.column": the columns the steady replay advances
  std::vector<std::string> not_replayed;  // tables with rows but no converted table (dropped, merged)
};

// Why the rows of `source` cannot be replayed ("" when they can): an input is stdin (the replays
// read the inputs again) or no table holds rows (a schema only).
std::string NotReplayable(const std::vector<std::string>& inputs, const model::Schema& source);

// Where replayed rows come from: each call hands every row, in the same order, to the consumer.
using RowSource = std::function<void(profile::RowConsumer&)>;

// `source` was loaded from `inputs` with its rows profiled (row counts); the inputs are read again
// (twice) for the replays, so they must be files. `before` and `after` come from
// rewrite::ConvertAndRewrite with the policy disabled and enabled.
Result Simulate(const std::vector<std::string>& inputs, const frontend::LoadOptions& load, model::Schema& source,
                const convert::ConvertResult& before, const convert::ConvertResult& after, const Options& options);
// The same replays from another row source (row counts from `source`'s data).
Result Simulate(const RowSource& rows, model::Schema& source, const convert::ConvertResult& before,
                const convert::ConvertResult& after, const Options& options);

}  // namespace spanlift::simulate
