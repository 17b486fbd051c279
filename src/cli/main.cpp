// spanlift: MySQL / PostgreSQL schemas and dumps -> Cloud Spanner schemas that do not hotspot.
#include <functional>
#include <iostream>

#include "cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"spanlift: turn MySQL and PostgreSQL schemas and dumps into Cloud Spanner schemas"};
  app.set_version_flag("--version", std::string("spanlift ") + SPANLIFT_VERSION);
  app.require_subcommand(1);
  std::function<int()> run;
  spanlift::cli::AddInspectCommand(app, run);
  spanlift::cli::AddConvertCommand(app, run);
  spanlift::cli::AddLintCommand(app, run);
  spanlift::cli::AddExplainCommand(app, run);
  spanlift::cli::AddVerifyCommand(app, run);
  spanlift::cli::AddDiffCommand(app, run);
  spanlift::cli::AddSimulateCommand(app, run);
  spanlift::cli::AddExportCommand(app, run);
  if (auto code = spanlift::cli::CheckCommandWord(app, argc, argv)) return *code;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? spanlift::cli::kExitOk : spanlift::cli::kExitFailure;
  }
  try {
    return run();
  } catch (const std::exception& e) {
    std::cerr << "spanlift: internal error: " << e.what() << "\n";
    return spanlift::cli::kExitFailure;
  }
}
