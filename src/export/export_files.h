#pragma once
// The text files of an export (docs/export.md "Layout"): spanner-export.json, one manifest per
// table and sequence, the DDL for the split-point path, and README.md with the commands.
#include <string>
#include <vector>

#include "ddl/templates.h"
#include "export/export.h"
#include "export/table_plan.h"
#include "report/output_files.h"

namespace spanlift::exporter {

// One Avro file as the manifests list it.
struct FinalFile {
  std::string name;  // "<Table>.avro-00000-of-00003", relative to the directory
  uint32_t crc32c = 0;
  uint64_t rows = 0, bytes = 0;
};

struct TableOutput {
  enum class Kind { kTable, kSequence, kNamedSchema };
  std::string name;
  Kind kind = Kind::kTable;
  std::vector<FinalFile> files;
  TableCounts counts;
};

// "12.3 kB", "4.5 MB".
std::string Megabytes(uint64_t bytes);

// "<Table>.avro-00001-of-00003".
std::string AvroFileName(const std::string& table, size_t index, size_t count);

// The manifests and spanner-export.json (`manifest` separately: it is written last).
std::vector<report::OutputFile> ManifestFiles(const std::vector<TableOutput>& outputs);
report::OutputFile ExportManifest(const std::vector<TableOutput>& outputs);

// schema.sql (what the import creates), ddl/before-load.sql (sequences and tables) and
// ddl/after-load.sql (indexes and foreign keys) for loading into tables made beforehand.
std::vector<report::OutputFile> DdlFiles(const model::Schema& spanner, const ddl::TemplateSet& templates);

// README.md: what was written and the commands that load it.
report::OutputFile Readme(const std::vector<std::string>& inputs, const ExportOptions& options,
                          const std::vector<TableOutput>& outputs, const ExportPlan& plan, bool split_points);

}  // namespace spanlift::exporter
