#pragma once
// `spanlift export -o DIR DUMP...` (docs/export.md): the dump's rows, read a second time after the
// schema was converted (rewrites included), written as Spanner's export layout for the Dataflow
// template "Avro Files on Cloud Storage to Cloud Spanner": spanner-export.json, a manifest with a
// CRC32C per file for each table, Avro files of bounded size, DDL for the split-point path, and a
// README with the commands. Everything is written under temporary names and renamed at the end.
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "convert/convert.h"
#include "ddl/templates.h"
#include "export/avro_container.h"
#include "export/reports.h"
#include "frontend/frontend.h"
#include "simulate/simulate.h"

namespace spanlift::exporter {

struct ExportOptions {
  std::string out_dir;
  BadValues bad_values = BadValues::kFail;
  Codec codec = Codec::kSnappy;
  uint64_t max_file_bytes = uint64_t{256} << 20;
  uint64_t chunks = 32;                                  // at most this many chunks of consecutive rows per table
  uint64_t min_chunk_rows = simulate::kExportChunkRows;  // and no chunk of fewer rows
  int progress = 0;                                      // cli::ProgressMode
  size_t threads = 0;  // encoder threads; 0: the machine's cores less one (at least 1)
};

// What was written (for the summary line and the tests).
struct ExportSummary {
  uint64_t tables = 0, rows = 0, files = 0, bytes = 0, skipped = 0, nulled = 0;
};

// `source` was loaded from `inputs` (files: they are read again) and converted into `result`.
// Returns the exit code: 0, or 2 when nothing (or nothing complete) was written.
int Export(const std::vector<std::string>& inputs, const frontend::LoadOptions& load, const model::Schema& source,
           const convert::ConvertResult& result, const ddl::TemplateSet& templates, const ExportOptions& options,
           std::ostream& err, ExportSummary* summary = nullptr);

}  // namespace spanlift::exporter
