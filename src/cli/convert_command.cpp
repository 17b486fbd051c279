// `spanlift convert`: source schema -> Spanner DDL (stdout, or DIR/schema.sql) plus reports.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "convert/convert.h"
#include "ddl/spanner_ddl.h"
#include "findings/finding_text.h"
#include "frontend/frontend.h"
#include "inspect/inspect.h"
#include "report/output_files.h"
#include "report/report.h"
#include "report/snippets.h"
#include "report/split_points.h"
#include "rewrite/pipeline.h"

namespace spanlift::cli {

namespace {

struct ConvertCliOptions {
  frontend::LoadOptions load;
  RowOptions rows;
  ConversionOptions conversion;  // --policy, --shards, --hash, --no-rewrite, --native-uuid, --templates
  std::string target = "spanner";
  std::string out_dir;
  std::vector<std::string> inputs;
  bool no_simulate = false;         // --no-simulate: no load simulation in report.md / report.html
  ExportOrderOptions export_order;  // --export-order: report.html draws the export's file order too
  bool verify = false;              // --verify: run `spanlift verify` on DIR/schema.sql
  verify::VerifyOptions verify_options;
  simulate::SplitRule split;  // --split-rows: DIR/split-points/ (docs/split-points.md)
};

// Input diagnostics and conversion findings together: the summary line and the exit code.
model::SeverityCounts Counts(const model::Schema& source, const convert::ConvertResult& result) {
  return model::SeverityCounts{}.Add(source.diagnostics).Add(result.findings);
}

int ExitCode(const model::Schema& source, const convert::ConvertResult& result) {
  return ExitCodeFor(source, Counts(source, result));
}

std::string Summary(const model::Schema& source, const convert::ConvertResult& result, size_t statements) {
  model::SeverityCounts counts = Counts(source, result);
  return std::to_string(statements) + " statements; input diagnostics and findings: " + std::to_string(counts.errors) +
         " errors, " + std::to_string(counts.warnings) + " warnings, " + std::to_string(counts.infos) + " info";
}

// The local emulator predates Spanner's 2026 forms: --verify with them applies the same conversion
// without them (written to a temporary folder), so everything else is still checked.
int VerifyOutput(const ConvertCliOptions& options, const model::Schema& source, const rewrite::Policy& policy,
                 const ddl::TemplateSet& templates) {
  const convert::ConvertOptions& given = options.conversion.convert;
  if (!given.features_2026 && !given.native_uuid && !policy.features_2026.value_or(false))
    return RunVerify(options.out_dir, options.verify_options);
  std::cerr << "spanlift: verify: the emulator predates Spanner's 2026 forms (ON UPDATE, the UUID type): it checks "
               "the schema as --spanner-features 2025 without --native-uuid writes it\n";
  convert::ConvertOptions older = options.conversion.convert;
  older.features_2026 = false;
  older.native_uuid = false;
  rewrite::Policy older_policy = policy;
  older_policy.features_2026 = false;
  convert::ConvertResult result = rewrite::ConvertAndRewrite(source, older, older_policy);
  std::error_code ignored;
  std::filesystem::path dir = std::filesystem::path(options.out_dir) / ".spanlift-verify-2025";
  std::string error;
  if (!report::WriteAtomically(dir.string(), {{"schema.sql", ddl::SpannerDdl(result.schema, templates)}}, error)) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  int code = RunVerify(dir.string(), options.verify_options);
  std::filesystem::remove_all(dir, ignored);
  return code;
}

int RunConvert(const ConvertCliOptions& options) {
  std::string error;
  auto policy = rewrite::LoadPolicy(options.conversion.policy, error);
  if (!policy) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  auto templates = ddl::TemplateSet::Load(options.conversion.templates, error);
  if (!templates) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  model::Schema source = LoadInputs(options.inputs, options.load, options.rows);
  PrintDiagnostics(source);
  if (ExitCodeFor(source) == kExitFailure) return kExitFailure;
  convert::ConvertResult result = rewrite::ConvertAndRewrite(source, options.conversion.convert, *policy);
  auto statements = ddl::SpannerDdlStatements(result.schema, *templates);
  std::string ddl = ddl::JoinDdl(statements);
  if (options.out_dir.empty()) {
    std::cout << ddl;
    std::cout.flush();
    for (const auto& f : result.findings.all()) std::cerr << findings::FormatLine(f) << "\n";
    return ExitCode(source, result);
  }
  std::optional<simulate::Result> simulation;  // docs/simulation.md, drawn by report.html
  std::string no_simulation = !options.rows.profile ? "rows were not profiled (--no-profile-data)"
                              : options.no_simulate ? "--no-simulate"
                              : source.live         ? "a live database: its rows are not replayed"
                                                    : simulate::NotReplayable(options.inputs, source);
  if (no_simulation.empty())
    simulation = SimulateRows(options.inputs, options.load, source, options.conversion.convert, *policy, result,
                              {.heat_buckets = 16, .export_files = options.export_order.ExportFiles()});
  const simulate::Result* sim = simulation ? &*simulation : nullptr;
  std::vector<report::OutputFile> files = {{"schema.sql", ddl},
                                           {"report.md", report::ReportMarkdown(source, result, sim)},
                                           {"report.html", report::ReportHtml(source, result, sim, no_simulation)},
                                           {"report.json", report::ReportJson(source, result)}};
  // Application-side code for every value the schema computes (docs/snippets.md).
  for (auto& f : report::SnippetFiles(result.schema, report::SourceNamesOf(result.renames)))
    files.push_back(std::move(f));
  for (auto& f : report::SplitPointFiles(source, result, options.split)) files.push_back(std::move(f));
  if (!report::WriteAtomically(options.out_dir, files, error)) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  std::cerr << "spanlift: wrote " << options.out_dir
            << "/schema.sql, report.md, report.html, report.json: " << Summary(source, result, statements.size())
            << "\n";
  int code = ExitCode(source, result);
  return options.verify ? std::max(code, VerifyOutput(options, source, *policy, *templates)) : code;
}

}  // namespace

void AddConvertCommand(CLI::App& app, std::function<int()>& run) {
  auto options = std::make_shared<ConvertCliOptions>();
  CLI::App* cmd = app.add_subcommand("convert", "Convert schemas and dumps into a Spanner schema and a report");
  AddInputOptions(*cmd, options->load);
  AddRowOptions(*cmd, options->rows, true);
  cmd->add_option("--target", options->target, "Target database")
      ->check(CLI::IsMember({"spanner"}))
      ->default_str("spanner");
  cmd->add_option(
      "-o,--output", options->out_dir,
      "Write DIR/schema.sql, DIR/report.md, DIR/report.html and DIR/report.json (default: DDL on stdout, findings on stderr)");
  AddConversionOptions(*cmd, options->conversion);
  cmd->add_flag("--no-simulate", options->no_simulate,
                "With -o DIR: no load simulation of the rows in report.md and report.html (docs/simulation.md)");
  AddExportOrderOptions(*cmd, options->export_order);
  auto* verify_flag = cmd->add_flag("--verify", options->verify,
                                    "With -o DIR: apply DIR/schema.sql to the Cloud Spanner emulator and check what it "
                                    "stored (as `spanlift verify DIR`)");
  AddEmulatorOption(*cmd, options->verify_options);
  cmd->add_option("--split-rows", options->split.rows_per_point,
                  "With -o DIR and profiled rows: one split point per N rows in DIR/split-points/ (default 1000000)")
      ->check(CLI::PositiveNumber);
  verify_flag->needs(cmd->get_option("--output"));
  cmd->add_option(
         "inputs", options->inputs,
         "SQL files or dumps ('-' = stdin), or one database URI (postgresql://, mysql://, mariadb://; docs/live.md)")
      ->required();
  cmd->callback([&run, options] {
    ApplyShards(options->conversion.shards, options->conversion.policy);
    run = [options] { return RunConvert(*options); };
  });
}

}  // namespace spanlift::cli
