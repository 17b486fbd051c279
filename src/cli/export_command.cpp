// `spanlift export -o DIR DUMP...`: the dump's rows in Spanner's export layout for the Dataflow
// import (docs/export.md). Wiring only: the schema is loaded and converted as `convert` does,
// src/export/ writes the directory.
#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "export/export.h"
#include "rewrite/pipeline.h"

namespace spanlift::cli {

namespace {

struct ExportCliOptions {
  frontend::LoadOptions load;
  RowOptions rows;
  ConversionOptions conversion;
  exporter::ExportOptions output;
  int bad_values = 0;
  int codec = static_cast<int>(exporter::Codec::kSnappy);
  std::vector<std::string> inputs;
};

int RunExport(ExportCliOptions& options) {
  if (std::find(options.inputs.begin(), options.inputs.end(), "-") != options.inputs.end()) {
    std::cerr << "spanlift: export reads its inputs twice (the schema, then the rows): give files, not stdin\n";
    return kExitFailure;
  }
  std::string error;
  auto policy = rewrite::LoadPolicy(options.conversion.policy, error);
  auto templates = policy ? ddl::TemplateSet::Load(options.conversion.templates, error) : std::nullopt;
  if (!policy || !templates) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  model::Schema source = LoadInputs(options.inputs, options.load, options.rows);
  PrintDiagnostics(source);
  if (ExitCodeFor(source) == kExitFailure) return kExitFailure;
  // An error in the input (a statement cut off, one not understood) may hide rows: a load must
  // not quietly lack them.
  if (model::SeverityCounts{}.Add(source.diagnostics).errors > 0) {
    std::cerr << "spanlift: export failed: the input has errors (above), so rows could be missing; nothing was "
                 "written\n";
    return kExitFailure;
  }
  convert::ConvertResult result = rewrite::ConvertAndRewrite(source, options.conversion.convert, *policy);
  options.output.bad_values = static_cast<exporter::BadValues>(options.bad_values);
  options.output.codec = static_cast<exporter::Codec>(options.codec);
  options.output.progress = options.rows.progress;
  return exporter::Export(options.inputs, options.load, source, result, *templates, options.output, std::cerr);
}

}  // namespace

void AddExportCommand(CLI::App& app, std::function<int()>& run) {
  auto options = std::make_shared<ExportCliOptions>();
  CLI::App* cmd = app.add_subcommand(
      "export", "Write a dump's rows as Avro files and manifests for Dataflow's import into Spanner (docs/export.md)");
  AddInputOptions(*cmd, options->load);
  AddRowOptions(*cmd, options->rows, true);
  AddConversionOptions(*cmd, options->conversion);
  cmd->add_option("-o,--output", options->output.out_dir, "Directory to write (new or empty)")->required();
  auto number = [](auto e) { return static_cast<int>(e); };
  cmd->add_option("--bad-values", options->bad_values,
                  "Values Spanner cannot hold: fail (report them all, write nothing; default), null (write NULL "
                  "where the column allows it, else skip the row) or skip-row; each is reported")
      ->transform(NamedChoice({{"fail", number(exporter::BadValues::kFail)},
                               {"null", number(exporter::BadValues::kNull)},
                               {"skip-row", number(exporter::BadValues::kSkipRow)}}))
      ->default_str("fail");
  cmd->add_option("--codec", options->codec, "Avro block compression: snappy (default), deflate or null")
      ->transform(NamedChoice({{"snappy", number(exporter::Codec::kSnappy)},
                               {"deflate", number(exporter::Codec::kDeflate)},
                               {"null", number(exporter::Codec::kNull)}}))
      ->default_str("snappy");
  cmd->add_option("--file-size", options->output.max_file_bytes, "Largest Avro file in bytes (default 268435456)")
      ->check(CLI::Range(uint64_t{1} << 16, uint64_t{1} << 40));
  cmd->add_option("--files-per-table", options->output.chunks,
                  "A table's rows are cut into at most N files of consecutive rows, at least 10000 rows each, so "
                  "the import writes at N places of the key space at once (default 32)")
      ->check(CLI::Range(1, 10000));
  cmd->add_option("--threads", options->output.threads,
                  "Threads that encode rows while one reads (default: the cores less one, at least 1); the files are "
                  "the same for any number")
      ->check(CLI::Range(1, 64));
  cmd->add_option("inputs", options->inputs, "Dumps with rows (files: they are read twice)")->required();
  cmd->callback([&run, options] {
    ApplyShards(options->conversion.shards, options->conversion.policy);
    run = [options] { return RunExport(*options); };
  });
}

}  // namespace spanlift::cli
