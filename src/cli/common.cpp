#include <iostream>

#include "cli/commands.h"
#include "emit/inspect.h"

namespace spanlift::cli {

void AddInputOptions(CLI::App& command, frontend::LoadOptions& options) {
  using model::Dialect;
  using frontend::MySqlFlavor;
  auto number = [](auto e) { return static_cast<int>(e); };
  command.add_option("--from", options.dialect, "Input dialect (default: detected from each input)")
      ->transform(NamedChoice({{"auto", number(Dialect::kUnknown)},
                               {"mysql", number(Dialect::kMySql)},
                               {"postgres", number(Dialect::kPostgres)},
                               {"spanner", number(Dialect::kSpanner)}}))
      ->default_str("auto");
  command
      .add_option("--mysql-flavor", options.mysql_flavor,
                  "Whose rules decide which /*!NNNNN ... */ executable comments run (default: MariaDB "
                  "for MariaDB dumps, else MySQL)")
      ->transform(NamedChoice({{"auto", number(MySqlFlavor::kAuto)},
                               {"mysql", number(MySqlFlavor::kMySql)},
                               {"mariadb", number(MySqlFlavor::kMariaDb)}}))
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
  if (std::string note = emit::EmptyInputNote(schema); !note.empty()) std::cerr << "spanlift: warning: " << note << "\n";
}

}  // namespace spanlift::cli
