#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "frontend/frontend.h"
#include "inspect/inspect.h"

namespace spanlift::cli {

namespace {

struct InspectOptions {
  frontend::LoadOptions load;
  RowOptions rows;
  std::string format = "text";
  std::vector<std::string> inputs;
};

int RunInspect(const InspectOptions& options) {
  model::Schema schema = LoadInputs(options.inputs, options.load, options.rows);
  std::cout << (options.format == "json" ? inspect::InspectJson(schema) : inspect::InspectText(schema));
  std::cout.flush();
  PrintDiagnostics(schema);
  return ExitCodeFor(schema);
}

}  // namespace

void AddInspectCommand(CLI::App& app, std::function<int()>& run) {
  auto options = std::make_shared<InspectOptions>();
  CLI::App* cmd = app.add_subcommand("inspect", "Parse schemas and dumps and print the schema model");
  AddInputOptions(*cmd, options->load);
  AddRowOptions(*cmd, options->rows, false);
  cmd->add_option("--format", options->format, "Output format")
      ->check(CLI::IsMember({"json", "text"}))
      ->default_str("text");
  cmd->add_option(
         "inputs", options->inputs,
         "SQL files or dumps ('-' = stdin), or one database URI (postgresql://, mysql://, mariadb://; docs/live.md)")
      ->required();
  cmd->callback([&run, options] { run = [options] { return RunInspect(*options); }; });
}

}  // namespace spanlift::cli
