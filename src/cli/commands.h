#pragma once
// The CLI's subcommands. src/cli/ is the only place CLI11 appears.
#include <CLI/CLI.hpp>
#include <optional>

#include "findings/review_config.h"
#include "frontend/frontend.h"
#include "model/schema.h"
#include "rewrite/pipeline.h"
#include "simulate/simulate.h"
#include "source/schema_source.h"
#include "verify/verify.h"

namespace spanlift::cli {

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;          // all input understood
inline constexpr int kExitWithErrors = 1;  // output produced, some statements had errors
inline constexpr int kExitFailure = 2;     // usage error, unreadable input, or nothing produced

// Registers `inspect`; `run` is set to the function to call when it is chosen.
void AddInspectCommand(CLI::App& app, std::function<int()>& run);

// Registers `convert`.
void AddConvertCommand(CLI::App& app, std::function<int()>& run);

// Registers `lint` (hotspot rules on the converted schema).
void AddLintCommand(CLI::App& app, std::function<int()>& run);

// Registers `explain CODE`.
void AddExplainCommand(CLI::App& app, std::function<int()>& run);

// When the command word is missing or unknown: says which commands exist (and the closest one)
// and returns the exit code; std::nullopt lets CLI11 parse.
std::optional<int> CheckCommandWord(CLI::App& app, int argc, char** argv);

// Validator for an enum option: accepts the names (any case), shows only the names in --help and
// errors (not CLI11's name->number map).
CLI::Validator NamedChoice(const std::vector<std::pair<std::string, int>>& choices);

// Registers `diff` (the migration between two schemas).
void AddDiffCommand(CLI::App& app, std::function<int()>& run);

// Registers `simulate` (the rows replayed against a model of Spanner's splits, docs/simulation.md).
void AddSimulateCommand(CLI::App& app, std::function<int()>& run);

// The load simulation of `after` (docs/simulation.md) against `source` converted by `policy` disabled:
// what `spanlift simulate` prints and convert -o's reports show.
simulate::Result SimulateRows(const std::vector<std::string>& inputs, const frontend::LoadOptions& load,
                              model::Schema& source, const convert::ConvertOptions& convert, rewrite::Policy policy,
                              const convert::ConvertResult& after, const simulate::Options& options);
// The same from a live database's sample (or any row source).
simulate::Result SimulateRows(const simulate::RowSource& rows, model::Schema& source,
                              const convert::ConvertOptions& convert, rewrite::Policy policy,
                              const convert::ConvertResult& after, const simulate::Options& options);

// Registers `export` (the dump's rows as Avro files for Dataflow's import, docs/export.md).
void AddExportCommand(CLI::App& app, std::function<int()>& run);

// Registers `verify` (the Cloud Spanner emulator as the judge).
void AddVerifyCommand(CLI::App& app, std::function<int()>& run);
// Adds --emulator (shared by verify and convert --verify).
void AddEmulatorOption(CLI::App& command, verify::VerifyOptions& options);
// Verifies a schema file or DIR/schema.sql and prints the findings; returns the exit code.
int RunVerify(const std::string& input, const verify::VerifyOptions& options);

// The review config (lint, diff): `path`, or .spanlift.toml in the current directory when there
// is one; nullopt after printing a file:line:col error.
std::optional<findings::ReviewConfig> LoadReviewConfig(const std::string& path);

// --shards N|auto (convert, simulate, diff): N from 2 to 4096 for added shard columns, or auto: from
// a skewed column's measured skew where the rows were profiled (docs/profiling.md). The text goes
// to `shards`; ApplyShards puts it into the policy overrides once the command line is parsed.
CLI::Option* AddShardsOption(CLI::App& command, std::string& shards);
void ApplyShards(const std::string& shards, rewrite::PolicyOverrides& policy);

// --export-order and --files-per-table (simulate, convert -o): the replays of the rows in the order
// `spanlift export`'s files are read by the import template (docs/simulation.md "Export order").
struct ExportOrderOptions {
  bool on = false;
  uint64_t files = 32;                                     // spanlift export's default --files-per-table
  uint64_t ExportFiles() const { return on ? files : 0; }  // simulate::Options::export_files
};
void AddExportOrderOptions(CLI::App& command, ExportOrderOptions& options);

// The options that decide the converted schema, shared by convert and export: --policy,
// --no-rewrite, --shards, --hash, --native-uuid, --templates.
struct ConversionOptions {
  convert::ConvertOptions convert;
  rewrite::PolicyOverrides policy;
  std::string shards;  // --shards N|auto, into `policy` by ApplyShards
  std::string templates;
};
void AddConversionOptions(CLI::App& command, ConversionOptions& options);
// --native-uuid and --spanner-features: which Spanner forms the output may use.
void AddSpannerFeaturesOptions(CLI::App& command, convert::ConvertOptions& options);

// Adds the options that say how to read inputs (--from, --mysql-flavor).
void AddInputOptions(CLI::App& command, frontend::LoadOptions& options);

// How the rows of dumps are read: profiled or skipped (--profile-data / --no-profile-data), and
// whether a progress line is drawn (--progress always|never|auto).
struct RowOptions {
  bool profile = true;
  int progress = 0;          // cli::ProgressMode
  source::ReadOptions live;  // a database URI as the input (docs/live.md); `profile` reads its statistics
};
void AddRowOptions(CLI::App& command, RowOptions& options, bool profile_by_default, bool progress = true);
// The options of a live database input (docs/live.md): --schema, --exclude, --sample-rows,
// --statement-timeout. Every command that takes a schema has them.
void AddLiveOptions(CLI::App& command, source::ReadOptions& options);
// frontend::Load with the profiler and the progress line the options ask for; a database URI
// (the only input then) is read live instead (docs/live.md).
model::Schema LoadInputs(const std::vector<std::string>& inputs, frontend::LoadOptions load, const RowOptions& rows);

// Exit code for a loaded schema and the diagnostics counted for the run's summary line (the
// schema's own, plus conversion findings where there are some): 2 if an input was unreadable or
// errors left nothing, else 1 if any error, else 0.
int ExitCodeFor(const model::Schema& schema, const model::SeverityCounts& counts);
int ExitCodeFor(const model::Schema& schema);

// Prints every diagnostic to stderr in compiler style.
void PrintDiagnostics(const model::Schema& schema);

}  // namespace spanlift::cli
