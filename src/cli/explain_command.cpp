// `spanlift explain CODE`: prints the rule's page (docs/rules/CODE.md, embedded in the binary);
// `spanlift explain --list`: every code with its severity and title.
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "findings/finding_text.h"
#include "rules/rule_docs.h"

namespace spanlift::cli {

namespace {

int RunExplain(const std::string& code) {
  auto doc = rules::RuleDoc(code);
  if (!doc) {
    std::cerr << "spanlift: unknown code '" << code
              << "'; `spanlift explain --list` lists every code (e.g. H001, C060, P001)\n";
    return kExitFailure;
  }
  std::cout << *doc;
  std::cout.flush();
  return kExitOk;
}

}  // namespace

void AddExplainCommand(CLI::App& app, std::function<int()>& run) {
  auto code = std::make_shared<std::string>();
  auto list = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("explain", "Print the documentation of a finding or rule code (e.g. H001)");
  CLI::Option* list_flag = cmd->add_flag("--list", *list, "List every code with its severity and title");
  cmd->add_option("code", *code, "Finding or rule code")->excludes(list_flag);
  cmd->callback([&run, code, list] {
    if (!*list && code->empty()) throw CLI::RequiredError("code");
    run = [code, list] {
      if (!*list) return RunExplain(*code);
      std::cout << findings::CodeList();
      std::cout.flush();
      return kExitOk;
    };
  });
}

}  // namespace spanlift::cli
