// `spanlift verify`: wires the options to src/verify/ and prints what it found.
#include <iostream>
#include <map>
#include <memory>

#include "cli/commands.h"
#include "findings/finding_text.h"
#include "inspect/inspect.h"
#include "verify/verify.h"

namespace spanlift::cli {

namespace {

struct VerifyCliOptions {
  verify::VerifyOptions verify;
  std::string input;
};

}  // namespace

void AddEmulatorOption(CLI::App& command, verify::VerifyOptions& options) {
  command.add_option("--emulator", options.emulator,
                     "The emulator's REST address HOST:PORT (docker image: localhost:9020; default: "
                     "SPANNER_EMULATOR_HOST's host on its port + 10, else localhost:9020, else the installed "
                     "emulator, started for the run)");
}

int RunVerify(const std::string& input, const verify::VerifyOptions& options) {
  verify::VerifyResult result = verify::Verify(input, options);
  for (const auto& d : result.diagnostics.all()) std::cerr << findings::FormatLine(d) << "\n";
  if (!result.fatal.empty()) {
    std::cerr << "spanlift: verify: " << result.fatal << "\n";
    return kExitFailure;
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", result.apply_seconds);
  std::cerr << "spanlift: verify: " << result.statements << " statements on " << result.emulator << ": "
            << result.applied << " applied, " << result.rejected << " rejected (" << result.calls << " DDL calls, "
            << seconds << " s); " << result.differences << " differences in what Spanner stored\n";
  return result.diagnostics.error_count() > 0 ? kExitWithErrors : kExitOk;
}

void AddVerifyCommand(CLI::App& app, std::function<int()>& run) {
  static const std::map<std::string, verify::DatabaseDialect> kDialects = {
      {"google", verify::DatabaseDialect::kGoogleSql},
      {"postgresql", verify::DatabaseDialect::kPostgreSql},
  };
  auto options = std::make_shared<VerifyCliOptions>();
  CLI::App* cmd = app.add_subcommand(
      "verify", "Apply a Spanner schema to a fresh database on the Cloud Spanner emulator and check what it stored");
  AddEmulatorOption(*cmd, options->verify);
  cmd->add_option("--dialect", options->verify.dialect, "Database dialect of the schema")
      ->transform(CLI::CheckedTransformer(kDialects, CLI::ignore_case))
      ->default_str("google");
  cmd->add_option("--batch", options->verify.batch_size,
                  "Statements per DDL batch, bisected when Spanner rejects it (default 20; 0: all in one)");
  cmd->add_option("input", options->input, "Spanner DDL file, or a directory holding schema.sql (convert -o DIR)")
      ->required();
  cmd->callback([&run, options] { run = [options] { return RunVerify(options->input, options->verify); }; });
}

}  // namespace spanlift::cli
