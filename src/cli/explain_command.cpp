// `spanlift explain CODE`: prints the rule's page (docs/rules/CODE.md, embedded in the binary).
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "rules/rule_docs.h"

namespace spanlift::cli {

namespace {

int RunExplain(const std::string& code) {
  auto doc = rules::RuleDoc(code);
  if (!doc) {
    std::cerr << "spanlift: unknown code '" << code
              << "'; codes are listed in docs/rules/index.md (e.g. H001, C060, P001)\n";
    return kExitFailure;
  }
  std::cout << *doc;
  std::cout.flush();
  return kExitOk;
}

}  // namespace

void AddExplainCommand(CLI::App& app, std::function<int()>& run) {
  auto code = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("explain", "Print the documentation of a finding or rule code (e.g. H001)");
  cmd->add_option("code", *code, "Finding or rule code")->required();
  cmd->callback([&run, code] { run = [code] { return RunExplain(*code); }; });
}

}  // namespace spanlift::cli
