// `spanlift diff OLD NEW`: the Spanner migration from OLD to NEW (docs/diff.md). Wiring only:
// src/diff loads, compares and plans; src/diff/output formats.
#include <fstream>
#include <iostream>
#include <map>
#include <memory>

#include "cli/commands.h"
#include "diff/codes.h"
#include "diff/load.h"
#include "diff/output/review.h"
#include "diff/output/sql.h"
#include "diff/plan.h"
#include "diff/renames.h"
#include "diff/review.h"
#include "diff/verify_migration.h"
#include "findings/finding_text.h"
#include "profile/profiler.h"
#include "report/report.h"
#include "rewrite/pipeline.h"

namespace spanlift::cli {

namespace {

struct DiffCliOptions {
  frontend::LoadOptions load;
  RowOptions rows;  // --profile-data: a side with rows converts as `convert` converts it
  convert::ConvertOptions convert;
  rewrite::PolicyOverrides policy;
  std::string shards;  // --shards N|auto, into `policy` by ApplyShards
  diff::DiffOptions diff;
  std::string format = "sql";
  std::string fail_on = "error";
  std::string output;
  std::string rules_uri;  // --rules-uri
  std::string config;     // --config: the review's .spanlift.toml (default: the current directory's)
  std::string old_name, new_name;
  std::vector<std::string> renames;      // --rename OLD=NEW
  bool verify = false;                   // --verify: the migration applied on the emulator
  verify::VerifyOptions verify_options;  // --emulator
};

// One function per format (src/diff/output/).
using Formatter = std::string (*)(const diff::output::DiffReport&);
const std::map<std::string, Formatter>& Formats() {
  static const std::map<std::string, Formatter> formats = {{"sql", diff::output::DiffSql},
                                                           {"markdown", diff::output::DiffReviewMarkdown},
                                                           {"json", diff::output::DiffReviewJson},
                                                           {"sarif", diff::output::DiffReviewSarif},
                                                           {"github", diff::output::DiffReviewGithub},
                                                           {"gitlab", diff::output::DiffReviewGitlab}};
  return formats;
}

std::vector<std::string> FormatNames() {
  std::vector<std::string> names;
  for (const auto& [name, _] : Formats()) names.push_back(name);
  return names;
}

// A side that cannot be read (or has input errors) stops the diff: a migration from a
// half-read schema would drop what was not read. The front end's diagnostics are printed whole;
// of the conversion's findings on the whole schema only errors are, and the rest is counted:
// the review reports those on what the change touches, and `convert` / `lint` list them all.
bool PrintSide(const diff::Side& side) {
  for (const auto& d : side.source->diagnostics.all()) std::cerr << findings::FormatLine(d) << "\n";
  size_t counted = 0;
  if (side.converted)
    for (const auto& d : side.converted->findings.all()) {
      if (d.severity == model::Severity::kError)
        std::cerr << findings::FormatLine(d) << "\n";
      else
        ++counted;
    }
  if (counted)
    std::cerr << "spanlift: " << side.name << ": " << counted
              << " conversion warnings and notes on the whole schema, not repeated here (`spanlift convert "
              << side.name << "` lists them)\n";
  return ExitCodeFor(*side.source) == kExitOk;
}

int ExitCode(const diff::DiffResult& result, const std::string& fail_on) {
  // Statements spanlift cannot model leave the migration incomplete: like input errors (D038).
  for (const auto& f : result.findings)
    if (!f.suppressed && f.diagnostic.code == diff::codes::kNotModelled) return kExitFailure;
  if (fail_on == "never") return kExitOk;
  for (const auto& f : result.findings) {
    if (f.suppressed) continue;
    if (f.diagnostic.severity == model::Severity::kError) return kExitWithErrors;
    if (fail_on == "warning" && f.diagnostic.severity == model::Severity::kWarning) return kExitWithErrors;
  }
  return kExitOk;
}

// Declared renames: NEW's renamed-from comments, --rename flags, the config's [renames].
std::vector<diff::RenameDeclaration> Declarations(const DiffCliOptions& options, const diff::ReviewConfig& config,
                                                  const frontend::Lexical& lex) {
  auto out = diff::ReadRenameComments(diff::ReadNewText(options.new_name), lex, options.new_name);
  for (const auto& flag : options.renames) out.push_back(diff::ParseRenameFlag(flag));
  for (const auto& r : config.renames) out.push_back({r.from, r.to, config.path, {config.path, r.line, r.column}});
  return out;
}

int RunDiff(const DiffCliOptions& options) {
  std::string error;
  auto policy = rewrite::LoadPolicy(options.policy, error);
  auto templates = ddl::TemplateSet::Load("", error);
  if (!policy || !templates) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  if (options.old_name == "-" && options.new_name == "-") {
    std::cerr << "spanlift: only one of OLD and NEW can be '-' (standard input)\n";
    return kExitFailure;
  }
  std::optional<findings::ReviewConfig> config = LoadReviewConfig(options.config);
  if (!config) return kExitFailure;
  diff::LoadOptions load{options.load, options.convert, *policy, options.rows.live};
  load.live.statistics = options.rows.profile;
  if (options.rows.profile)
    load.frontend.data_sink = [](model::Schema& schema) { return profile::MakeProfiler(schema); };
  auto [old_side, new_side] = diff::LoadSides(options.old_name, options.new_name, load);
  bool old_ok = PrintSide(old_side), new_ok = PrintSide(new_side);
  if (!old_ok || !new_ok) {
    std::cerr << "spanlift: no migration: " << (old_ok ? "NEW" : "OLD") << " has input errors (above)\n";
    return kExitFailure;
  }
  const model::Dialect new_dialect = new_side.source->dialect;
  diff::DiffOptions diff_options = options.diff;
  diff_options.renames = diff::ResolveRenames(old_side.spanner(), new_side.spanner(),
                                              Declarations(options, *config, frontend::LexicalOf(new_dialect)));
  model::Schema old_renamed = diff::ApplyTableRenames(old_side.spanner(), diff_options.renames);
  diff::DiffResult result = diff::Plan(old_renamed, new_side.spanner(), diff_options, *templates);
  const auto* converted = new_side.converted.get();
  diff::ReviewChange({old_renamed, new_side.spanner(), converted ? new_side.source.get() : nullptr,
                      converted ? &converted->renames : nullptr, new_side.name, new_dialect},
                     *config, result);
  if (options.verify && (options.convert.features_2026 || options.convert.native_uuid)) {
    // The emulator would reject the 2026 forms and the finding would blame the migration.
    std::cerr << "spanlift: --verify: the local emulator predates Spanner's 2026 forms (ON UPDATE, the UUID type) "
                 "that --spanner-features 2026 and --native-uuid write: verify the migration without them "
                 "(docs/spanner-features.md)\n";
    return kExitFailure;
  }
  if (options.verify) {
    auto checked = diff::VerifyMigration(old_side.spanner(), new_side.spanner(), result, *templates,
                                         options.verify_options.emulator);
    if (!checked.fatal.empty()) {
      std::cerr << "spanlift: --verify: " << checked.fatal << "\n";
      return kExitFailure;
    }
    std::cerr << "spanlift: --verify: " << checked.batches_applied << " of " << result.batches
              << " batches applied on the emulator at " << checked.emulator << "\n";
  }
  for (const auto& f : result.findings)
    if (!f.suppressed) std::cerr << findings::FormatLine(f.diagnostic) << "\n";
  std::string text = Formats().at(options.format)({result, old_side.name, new_side.name, options.rules_uri});
  if (options.output.empty()) {
    std::cout << text;
    std::cout.flush();
  } else {
    std::ofstream file(options.output, std::ios::binary);
    file << text;
    if (!file.flush()) {
      std::cerr << "spanlift: cannot write " << options.output << "\n";
      return kExitFailure;
    }
  }
  return ExitCode(result, options.fail_on);
}

}  // namespace

void AddDiffCommand(CLI::App& app, std::function<int()>& run) {
  auto options = std::make_shared<DiffCliOptions>();
  CLI::App* cmd = app.add_subcommand("diff", "The Spanner migration from OLD to NEW, in batches Spanner accepts");
  AddInputOptions(*cmd, options->load);
  AddRowOptions(*cmd, options->rows, true, /*progress=*/false);
  cmd->add_option("--policy", options->policy.path, "Hotspot policy file for MySQL/PostgreSQL sides (docs/policy.md)")
      ->check(CLI::ExistingFile);
  AddShardsOption(*cmd, options->shards);
  cmd->add_option("--hash", options->policy.hash, "Shard columns: farm_fingerprint (default) or crc32")
      ->check(CLI::IsMember({"farm_fingerprint", "crc32"}));
  cmd->add_flag("--no-rewrite", options->policy.no_rewrite, "Convert MySQL/PostgreSQL sides without hotspot rewrites");
  AddSpannerFeaturesOptions(*cmd, options->convert);
  cmd->add_flag("--allow-drop", options->diff.allow_drop, "Emit DROP statements (otherwise each drop is a finding)");
  cmd->add_flag("--allow-recreate", options->diff.allow_recreate,
                "Recreate tables Spanner cannot ALTER, copying every row (otherwise an error finding)");
  cmd->add_option("--format", options->format, "Output format")
      ->check(CLI::IsMember(FormatNames()))
      ->default_str("sql");
  cmd->add_option("--fail-on", options->fail_on, "Exit 1 on findings of this severity or worse")
      ->check(CLI::IsMember({"error", "warning", "never"}))
      ->default_str("error");
  cmd->add_option("-o,--output", options->output, "Write the output to FILE (default: stdout)");
  cmd->add_option("--rules-uri", options->rules_uri,
                  "Base URI of the rule pages the review links to (SARIF helpUri), ending in '/'");
  cmd->add_option("--rename", options->renames,
                  "Declare a rename, OLD=NEW (a table) or T.OLD=T.NEW (a column); repeatable (docs/diff.md, Renames)")
      ->check([](const std::string& v) { return v.find('=') == std::string::npos ? "expected OLD=NEW" : ""; });
  cmd->add_option("--config", options->config, "Review config (default: .spanlift.toml in the current directory)")
      ->check(CLI::ExistingFile);
  cmd->add_flag("--verify", options->verify,
                "Apply OLD and then the migration on the Cloud Spanner emulator and compare the result with NEW "
                "(D012, D013)");
  AddEmulatorOption(*cmd, options->verify_options);
  cmd->add_option("old", options->old_name, "OLD schema: file, git:REV:PATH, '-' or a database URI")->required();
  cmd->add_option("new", options->new_name, "NEW schema: file, git:REV:PATH, '-' or a database URI")->required();
  cmd->callback([&run, options] {
    ApplyShards(options->shards, options->policy);
    run = [options] { return RunDiff(*options); };
  });
}

}  // namespace spanlift::cli
