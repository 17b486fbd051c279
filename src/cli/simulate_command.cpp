// `spanlift simulate`: the dump's rows replayed against a model of Spanner's range splitting,
// before and after the hotspot rewrites (docs/simulation.md). Wiring only: src/simulate/ decides.
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "emit/simulation.h"
#include "rewrite/pipeline.h"
#include "simulate/simulate.h"

namespace spanlift::cli {

namespace {

struct SimulateCliOptions {
  frontend::LoadOptions load;
  rewrite::PolicyOverrides policy;  // --policy, --shards
  std::string shards;               // --shards N|auto, into `policy`
  simulate::Options simulate;
  std::string format = "text";
  std::string input;
};

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
  model::Schema source = LoadInputs({options.input}, options.load, RowOptions{});
  PrintDiagnostics(source);
  int code = ExitCodeFor(source);
  if (code == kExitFailure) return code;
  enabled->enabled = true;
  convert::ConvertResult after = rewrite::ConvertAndRewrite(source, {}, *enabled);
  simulate::Result result = SimulateRows({options.input}, options.load, source, {}, *enabled, after, options.simulate);
  std::cout << (options.format == "json" ? emit::SimulationJson(result) : emit::SimulationText(result));
  std::cout.flush();
  return code;
}

}  // namespace

simulate::Result SimulateRows(const std::vector<std::string>& inputs, const frontend::LoadOptions& load,
                              model::Schema& source, const convert::ConvertOptions& convert, rewrite::Policy policy,
                              const convert::ConvertResult& after, const simulate::Options& options) {
  policy.enabled = false;
  convert::ConvertResult before = rewrite::ConvertAndRewrite(source, convert, policy);
  return simulate::Simulate(inputs, load, source, before, after, options);
}

void AddSimulateCommand(CLI::App& app, std::function<int()>& run) {
  auto options = std::make_shared<SimulateCliOptions>();
  CLI::App* cmd = app.add_subcommand(
      "simulate", "Replay a dump's rows against a model of Spanner's splits: the hottest server's share of inserts, "
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
  cmd->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"json", "text"}))->default_str("text");
  cmd->add_option("input", options->input, "A dump with rows (a file: it is read three times)")->required();
  cmd->callback([&run, options] {
    ApplyShards(options->shards, options->policy);
    run = [options] { return RunSimulate(*options); };
  });
}

}  // namespace spanlift::cli
