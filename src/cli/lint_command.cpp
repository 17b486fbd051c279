// `spanlift lint`: converts (writing nothing) and runs the hotspot rules (H001...) on the result.
#include <iostream>
#include <memory>

#include "analysis/classification.h"
#include "cli/commands.h"
#include "convert/convert.h"
#include "findings/lint_output.h"
#include "findings/review_config.h"
#include "findings/suppression.h"
#include "frontend/frontend.h"
#include "rules/registry.h"

namespace spanlift::cli {

namespace {

struct LintOptions {
  frontend::LoadOptions load;
  RowOptions rows;
  std::string format = "text";
  std::string rules_uri;              // --rules-uri
  std::string fail_on = "warning";    // --fail-on
  std::string config;                 // --config: .spanlift.toml (default: the current directory's)
  std::vector<std::string> disabled;  // rule codes or names
  std::vector<std::string> inputs;
};

int RunLint(const LintOptions& options) {
  std::optional<findings::ReviewConfig> config = LoadReviewConfig(options.config);
  if (!config) return kExitFailure;
  for (const auto& d : options.disabled) {
    if (!rules::FindRule(d)) {
      std::cerr << "spanlift: --disable: unknown rule '" << d << "' (codes H001..., or names such as monotonic-key)\n";
      return kExitFailure;
    }
  }
  model::Schema source = LoadInputs(options.inputs, options.load, options.rows);
  PrintDiagnostics(source);
  int load_code = ExitCodeFor(source);
  if (load_code == kExitFailure) return kExitFailure;
  convert::ConvertResult result = convert::Convert(source, {});
  analysis::AnalysisContext ctx(result.schema, &source, &result.renames);
  std::vector<rules::Finding> findings = rules::Run(ctx, options.disabled);
  findings::ApplyConfig(*config, findings);
  findings::Suppress(options.inputs, frontend::LexicalOf(source.dialect), findings);
  model::SeverityCounts input = model::SeverityCounts{}.Add(source.diagnostics);
  if (options.format == "json")
    std::cout << findings::LintJson(findings);
  else if (options.format == "text")
    std::cout << findings::LintText(findings, input);
  else
    std::cout << findings::LintReview(findings, options.format, options.rules_uri);
  std::cout.flush();
  const model::Severity fail_at = options.fail_on == "error" ? model::Severity::kError : model::Severity::kWarning;
  bool failed = false;
  for (const auto& f : findings)
    failed |= !f.suppressed && options.fail_on != "never" && f.diagnostic.severity <= fail_at;
  return load_code != kExitOk || failed ? kExitWithErrors : kExitOk;
}

}  // namespace

void AddLintCommand(CLI::App& app, std::function<int()>& run) {
  auto options = std::make_shared<LintOptions>();
  CLI::App* cmd = app.add_subcommand(
      "lint", "Find write hotspots (monotonic or skewed keys, indexes, interleaving, limits); exit 1 on warnings");
  AddInputOptions(*cmd, options->load);
  AddRowOptions(*cmd, options->rows, true);
  cmd->add_option("--format", options->format,
                  "Output format: text, json, or a pull-request review format as diff writes it: sarif (code "
                  "scanning), github (workflow annotations), gitlab (Code Quality); docs/review.md")
      ->check(CLI::IsMember({"text", "json", "sarif", "github", "gitlab"}))
      ->default_str("text");
  cmd->add_option("--fail-on", options->fail_on,
                  "Exit 1 on findings of this severity or worse (default warning); suppressed findings never count")
      ->check(CLI::IsMember({"error", "warning", "never"}))
      ->default_str("warning");
  cmd->add_option("--config", options->config,
                  "Review config: rules off or re-graded, paths reviewed (default: .spanlift.toml in the current "
                  "directory; docs/diff.md, Config)")
      ->check(CLI::ExistingFile);
  cmd->add_option("--rules-uri", options->rules_uri,
                  "Base URI of the rule pages the review formats link to (SARIF helpUri), ending in '/'");
  cmd->add_option("--disable", options->disabled, "Rules to skip, by code or name (H002, desc-timestamp); repeatable")
      ->delimiter(',');
  cmd->add_option(
         "inputs", options->inputs,
         "SQL files or dumps ('-' = stdin), or one database URI (postgresql://, mysql://, mariadb://; docs/live.md)")
      ->required();
  cmd->callback([&run, options] { run = [options] { return RunLint(*options); }; });
}

}  // namespace spanlift::cli
