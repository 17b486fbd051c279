#pragma once
// The CLI's subcommands. src/cli/ is the only place CLI11 appears.
#include <CLI/CLI.hpp>

#include "frontend/frontend.h"
#include "model/schema.h"

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

// Adds the options that say how to read inputs (--from, --mysql-flavor).
void AddInputOptions(CLI::App& command, frontend::LoadOptions& options);

// Exit code for a loaded schema and the diagnostics counted for the run's summary line (the
// schema's own, plus conversion findings where there are some): 2 if an input was unreadable or
// errors left nothing, else 1 if any error, else 0.
int ExitCodeFor(const model::Schema& schema, const model::SeverityCounts& counts);
int ExitCodeFor(const model::Schema& schema);

// Prints every diagnostic to stderr in compiler style.
void PrintDiagnostics(const model::Schema& schema);

}  // namespace spanlift::cli
