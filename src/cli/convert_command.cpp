// `spanlift convert`: source schema -> Spanner DDL (stdout, or DIR/schema.sql) plus reports.
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "convert/convert.h"
#include "emit/inspect.h"
#include "emit/output_files.h"
#include "emit/report.h"
#include "emit/snippets.h"
#include "emit/spanner_ddl.h"
#include "frontend/frontend.h"

namespace spanlift::cli {

namespace {

struct ConvertCliOptions {
  frontend::LoadOptions load;
  convert::ConvertOptions convert;
  std::string target = "spanner";
  std::string out_dir;
  std::string policy;
  std::string templates;
  std::vector<std::string> inputs;
};

int ExitCode(const model::Schema& source, const convert::ConvertResult& result) {
  int code = ExitCodeFor(source);
  return code == kExitOk && result.findings.error_count() > 0 ? kExitWithErrors : code;
}

std::string Summary(const convert::ConvertResult& result, size_t statements) {
  size_t counts[3] = {0, 0, 0};
  for (const auto& f : result.findings.all()) counts[static_cast<int>(f.severity)]++;
  return std::to_string(statements) + " statements; findings: " + std::to_string(counts[0]) + " errors, " +
         std::to_string(counts[1]) + " warnings, " + std::to_string(counts[2]) + " info";
}

int RunConvert(const ConvertCliOptions& options) {
  if (!options.policy.empty()) {
    std::cerr << "spanlift: --policy is reserved for the hotspot engine, which is not part of this version; "
                 "convert without it\n";
    return kExitFailure;
  }
  std::string error;
  auto templates = emit::TemplateSet::Load(options.templates, error);
  if (!templates) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  model::Schema source = frontend::Load(options.inputs, options.load);
  PrintDiagnostics(source);
  if (ExitCodeFor(source) == kExitFailure) return kExitFailure;
  convert::ConvertResult result = convert::Convert(source, options.convert);
  auto statements = emit::SpannerDdlStatements(result.schema, *templates);
  std::string ddl = emit::SpannerDdl(result.schema, *templates);
  if (options.out_dir.empty()) {
    std::cout << ddl;
    std::cout.flush();
    for (const auto& f : result.findings.all()) std::cerr << emit::FormatFinding(f) << "\n";
    return ExitCode(source, result);
  }
  std::vector<emit::OutputFile> files = {{"schema.sql", ddl},
                                   {"report.md", emit::ReportMarkdown(source, result)},
                                   {"report.json", emit::ReportJson(source, result)}};
  // Application-side code for every value the schema computes (docs/snippets.md).
  for (auto& f : emit::SnippetFiles(result.schema)) files.push_back(std::move(f));
  if (!emit::WriteAtomically(options.out_dir, files, error)) {
    std::cerr << "spanlift: " << error << "\n";
    return kExitFailure;
  }
  std::cerr << "spanlift: wrote " << options.out_dir << "/schema.sql, report.md, report.json: "
            << Summary(result, statements.size()) << "\n";
  return ExitCode(source, result);
}

}  // namespace

void AddConvertCommand(CLI::App& app, std::function<int()>& run) {
  auto options = std::make_shared<ConvertCliOptions>();
  CLI::App* cmd = app.add_subcommand("convert", "Convert schemas and dumps into a Spanner schema and a report");
  AddInputOptions(*cmd, options->load);
  cmd->add_option("--target", options->target, "Target database")->check(CLI::IsMember({"spanner"}))->default_str("spanner");
  cmd->add_option("-o,--output", options->out_dir,
                  "Write DIR/schema.sql, DIR/report.md and DIR/report.json (default: DDL on stdout, findings on stderr)");
  cmd->add_option("--policy", options->policy, "Hotspot policy file (reserved for the hotspot engine)");
  cmd->add_option("--templates", options->templates,
                  "Directory of .mustache files overriding the built-in templates (see templates/spanner)");
  cmd->add_flag("--native-uuid", options->convert.native_uuid,
                "Map UUID columns to Spanner's UUID type (default: STRING(36))");
  cmd->add_option("inputs", options->inputs, "SQL files or dumps ('-' = stdin)")->required();
  cmd->callback([&run, options] { run = [options] { return RunConvert(*options); }; });
}

}  // namespace spanlift::cli
