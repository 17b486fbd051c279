#include <iostream>
#include <map>

#include "cli/commands.h"
#include "emit/inspect.h"

namespace spanlift::cli {

void AddInputOptions(CLI::App& command, frontend::LoadOptions& options) {
  static const std::map<std::string, model::Dialect> kDialects = {
      {"auto", model::Dialect::kUnknown},
      {"mysql", model::Dialect::kMySql},
      {"postgres", model::Dialect::kPostgres},
      {"spanner", model::Dialect::kSpanner},
  };
  static const std::map<std::string, frontend::MySqlFlavor> kFlavors = {
      {"auto", frontend::MySqlFlavor::kAuto},
      {"mysql", frontend::MySqlFlavor::kMySql},
      {"mariadb", frontend::MySqlFlavor::kMariaDb},
  };
  command.add_option("--from", options.dialect, "Input dialect (default: detected from each input)")
      ->transform(CLI::CheckedTransformer(kDialects, CLI::ignore_case))
      ->default_str("auto");
  command
      .add_option("--mysql-flavor", options.mysql_flavor,
                  "Whose rules decide which /*!NNNNN ... */ executable comments run (default: MariaDB "
                  "for MariaDB dumps, else MySQL)")
      ->transform(CLI::CheckedTransformer(kFlavors, CLI::ignore_case))
      ->default_str("auto");
}

int ExitCodeFor(const model::Schema& schema, const model::SeverityCounts& counts) {
  bool produced = !schema.tables.empty() || !schema.sequences.empty() || !schema.enums.empty() ||
                  !schema.domains.empty();
  for (const auto& d : schema.diagnostics.all())
    if (d.code == model::codes::kUnreadableInput) return kExitFailure;
  if (counts.errors == 0) return kExitOk;
  return produced ? kExitWithErrors : kExitFailure;
}

int ExitCodeFor(const model::Schema& schema) {
  return ExitCodeFor(schema, model::SeverityCounts{}.Add(schema.diagnostics));
}

void PrintDiagnostics(const model::Schema& schema) {
  for (const auto& d : schema.diagnostics.all()) std::cerr << emit::FormatDiagnostic(d) << "\n";
}

}  // namespace spanlift::cli
