// `spanlift simulate`: the dump's rows replayed against a model of Spanner's range splitting,
// before and after the hotspot rewrites (docs/simulation.md). Wiring only: src/simulate/ decides.
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "rewrite/pipeline.h"
#include "simulate/output.h"
#include "simulate/simulate.h"
#include "source/read.h"

namespace spanlift::cli {

namespace {

struct SimulateCliOptions {
  frontend::LoadOptions load;
  rewrite::PolicyOverrides policy;  // --policy, --shards
  std::string shards;               // --shards N|auto, into `policy`
  simulate::Options simulate;
  ExportOrderOptions export_order;  // --export-order, --files-per-table
  source::ReadOptions live;         // a database URI as the input (docs/live.md)
  std::string format = "text";
  std::string input;
};

int Print(const SimulateCliOptions& options, const simulate::Result& result, int code) {
  std::cout << (options.format == "json" ? simulate::SimulationJson(result) : simulate::SimulationText(result));
  std::cout.flush();
  return code;
}

// A live database: its statistics give the row counts, and a sample of each table (at most the
// replayed rows, in one snapshot) is replayed twice while the read is open (docs/live.md).
int RunSimulateLive(const SimulateCliOptions& options, const rewrite::Policy& enabled) {
  source::ReadOptions live = options.live;
  live.statistics = true;
  std::optional<simulate::Result> result;
  model::Schema source =
      source::ReadDatabase(options.input, live, [&](model::Schema& schema, const source::Sampler& sample) {
        if (ExitCodeFor(schema) == kExitFailure) return;
        convert::ConvertResult after = rewrite::ConvertAndRewrite(schema, {}, enabled);
        simulate::Options o = options.simulate;
        o.presampled = true;
        simulate::RowSource rows = [&](profile::RowConsumer& consumer) { sample(o.replayed_rows, consumer); };
        result = SimulateRows(rows, schema, {}, enabled, after, o);
      });
  PrintDiagnostics(source);
  int code = ExitCodeFor(source);
  if (code == kExitFailure || !result) return kExitFailure;
  return Print(options, *result, code);
}

int RunSimulate(const SimulateCliOptions& options) {
  if (options.input == "-") {
    std::cerr << "spanlift: simulate reads its input three times (schema and counts, then two replays): give a file\n";
    return kExitFailure;
  }
  std::string error;
  auto enabled = rewrite::LoadPolicy(options.policy, error);
  if (!enabled) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  enabled->enabled = true;
  if (source::IsDatabaseUri(options.input)) {
    if (options.simulate.export_files > 0) {
      std::cerr
          << "spanlift: --export-order replays a dump's rows as spanlift export cuts them: give a dump, not a database\n";
      return kExitFailure;
    }
    return RunSimulateLive(options, *enabled);
  }
  model::Schema source = LoadInputs({options.input}, options.load, RowOptions{});
  PrintDiagnostics(source);
  int code = ExitCodeFor(source);
  if (code == kExitFailure) return code;
  convert::ConvertResult after = rewrite::ConvertAndRewrite(source, {}, *enabled);
  return Print(options, SimulateRows({options.input}, options.load, source, {}, *enabled, after, options.simulate),
               code);
}

}  // namespace

simulate::Result SimulateRows(const std::vector<std::string>& inputs, const frontend::LoadOptions& load,
                              model::Schema& source, const convert::ConvertOptions& convert, rewrite::Policy policy,
                              const convert::ConvertResult& after, const simulate::Options& options) {
  policy.enabled = false;
  convert::ConvertResult before = rewrite::ConvertAndRewrite(source, convert, policy);
  return simulate::Simulate(inputs, load, source, before, after, options);
}

simulate::Result SimulateRows(const simulate::RowSource& rows, model::Schema& source,
                              const convert::ConvertOptions& convert, rewrite::Policy policy,
                              const convert::ConvertResult& after, const simulate::Options& options) {
  policy.enabled = false;
  convert::ConvertResult before = rewrite::ConvertAndRewrite(source, convert, policy);
  return simulate::Simulate(rows, source, before, after, options);
}

void AddSimulateCommand(CLI::App& app, std::function<int()>& run) {
  auto options = std::make_shared<SimulateCliOptions>();
  CLI::App* cmd = app.add_subcommand(
      "simulate",
      "Replay a dump's rows against a model of Spanner's splits: the hottest server's share of inserts, "
      "before and after the rewrites");
  AddInputOptions(*cmd, options->load);
  cmd->add_option("--servers", options->simulate.split.servers, "Servers K the splits are placed on (default 3)")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--split-size", options->simulate.split.split_size,
                  "Bytes a split holds before it is cut by size (default 4294967296, about 4 GB)")
      ->check(CLI::Range(uint64_t{1024}, uint64_t{1} << 50));
  cmd->add_option("--policy", options->policy.path, "Hotspot policy file: .toml, .yaml or .yml (see docs/policy.md)")
      ->check(CLI::ExistingFile);
  AddShardsOption(*cmd, options->shards);
  cmd->add_option("--format", options->format, "Output format")
      ->check(CLI::IsMember({"json", "text"}))
      ->default_str("text");
  AddExportOrderOptions(*cmd, options->export_order);
  AddLiveOptions(*cmd, options->live);
  cmd->add_option("input", options->input,
                  "A dump with rows (a file: it is read three times), or a database URI (a sample of each table "
                  "is replayed; docs/live.md)")
      ->required();
  cmd->callback([&run, options] {
    ApplyShards(options->shards, options->policy);
    options->simulate.export_files = options->export_order.ExportFiles();
    run = [options] { return RunSimulate(*options); };
  });
}

}  // namespace spanlift::cli
