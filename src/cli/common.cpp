#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <optional>

#include "cli/commands.h"
#include "cli/progress.h"
#include "findings/finding_text.h"
#include "frontend/compressed_input.h"
#include "inspect/inspect.h"
#include "profile/profiler.h"
#include "source/read.h"

namespace spanlift::cli {

void AddInputOptions(CLI::App& command, frontend::LoadOptions& options) {
  using frontend::MySqlFlavor;
  using model::Dialect;
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

void AddRowOptions(CLI::App& command, RowOptions& options, bool profile_by_default, bool progress) {
  AddLiveOptions(command, options.live);
  options.profile = profile_by_default;
  command.add_flag("--profile-data,!--no-profile-data", options.profile,
                   std::string("Read the rows of INSERT statements and COPY blocks and measure key columns "
                               "(docs/profiling.md; default: ") +
                       (profile_by_default ? "on" : "off") + ")");
  if (!progress) return;
  auto number = [](auto e) { return static_cast<int>(e); };
  command
      .add_option("--progress", options.progress,
                  "Progress line on stderr: auto (a terminal and more than 64 MB of input), always, never")
      ->transform(NamedChoice({{"auto", number(cli::ProgressMode::kAuto)},
                               {"always", number(cli::ProgressMode::kAlways)},
                               {"never", number(cli::ProgressMode::kNever)}}))
      ->default_str("auto");
}

void AddLiveOptions(CLI::App& command, source::ReadOptions& options) {
  command.add_option("--schema", options.schemas,
                     "Database input: the PostgreSQL schemas to read (repeatable; default every non-system schema), or "
                     "the MySQL database when the URI names none");
  command.add_option("--exclude", options.exclude,
                     "Database input: leave out tables matching NAME or SCHEMA.NAME (* and ? wildcards; repeatable)");
  command.add_option("--sample-rows", options.sample_rows,
                     "Database input: read up to N rows of each table's key and index columns and measure them as "
                     "a dump's rows are (default 0: statistics only; docs/live.md)");
  command
      .add_option("--statement-timeout", options.statement_timeout_ms,
                  "Database input: the server stops any statement of the read after this many milliseconds "
                  "(default 30000)")
      ->check(CLI::Range(1, 86400000));
}

CLI::Option* AddShardsOption(CLI::App& command, std::string& shards) {
  auto valid = [](std::string& value) -> std::string {
    if (value == "auto") return "";
    size_t used = 0;
    long long n = 0;
    try {
      n = std::stoll(value, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    return used == value.size() && n >= 2 && n <= 4096 ? "" : "--shards must be a number from 2 to 4096, or auto";
  };
  return command
      .add_option("--shards", shards,
                  "Shard count N (2..4096) for added shard columns (default 16), or auto: from a skewed column's "
                  "measured skew where the dump's rows were profiled (docs/profiling.md)")
      ->check(CLI::Validator(valid, "N|auto"));
}

void AddConversionOptions(CLI::App& command, ConversionOptions& options) {
  command.add_option("--policy", options.policy.path, "Hotspot policy file: .toml, .yaml or .yml (see docs/policy.md)")
      ->check(CLI::ExistingFile);
  command.add_flag("--no-rewrite", options.policy.no_rewrite, "Convert only: no hotspot rewrites (findings only)");
  AddShardsOption(command, options.shards);
  command
      .add_option("--hash", options.policy.hash,
                  "Shard columns: farm_fingerprint (STORED, computed by Spanner; default) or crc32 (filled by the "
                  "application, see docs/sharding.md)")
      ->check(CLI::IsMember({"farm_fingerprint", "crc32"}));
  command.add_option("--templates", options.templates,
                     "Directory of .mustache files overriding the built-in templates (see templates/spanner)");
  AddSpannerFeaturesOptions(command, options.convert);
}

void AddSpannerFeaturesOptions(CLI::App& command, convert::ConvertOptions& options) {
  command.add_flag("--native-uuid", options.native_uuid,
                   "Map UUID columns to Spanner's UUID type (default: STRING(36))");
  command
      .add_option_function<std::string>(
          "--spanner-features", [&options](const std::string& year) { options.features_2026 = year == "2026"; },
          "2026: also emit the forms newer than the emulator (ON UPDATE on commit-timestamp columns, native UUID; "
          "docs/spanner-features.md); 2025 (default): only what the emulator can verify")
      ->check(CLI::IsMember({"2025", "2026"}));
}

void AddExportOrderOptions(CLI::App& command, ExportOrderOptions& options) {
  command.add_flag(
      "--export-order", options.on,
      "Also replay the rewritten schema's rows as `spanlift export` writes them, in the dump's order and in "
      "the order the import template reads the export's files (docs/simulation.md)");
  command
      .add_option("--files-per-table", options.files,
                  "With --export-order: the files per table the export cuts (as export --files-per-table; default 32)")
      ->check(CLI::Range(1, 100000));
}

std::optional<findings::ReviewConfig> LoadReviewConfig(const std::string& path) {
  try {
    return path.empty() ? findings::DefaultReviewConfig() : findings::LoadReviewConfig(path);
  } catch (const findings::ConfigError& e) {
    std::cerr << "spanlift: " << e.what() << "\n";
    return std::nullopt;
  }
}

void ApplyShards(const std::string& shards, rewrite::PolicyOverrides& policy) {
  policy.auto_shards = shards == "auto";
  if (!shards.empty() && !policy.auto_shards) policy.shards = std::stoll(shards);
}

namespace {

// Whether a file starts like a compressed one: its size on disk is not the bytes the progress counts.
bool Compressed(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char head[8] = {};
  in.read(head, sizeof head);
  return frontend::DetectCompression(std::string_view(head, static_cast<size_t>(in.gcount()))) !=
         frontend::Compression::kNone;
}

// Bytes of the inputs that are plain regular files (stdin, pipes and compressed files count 0).
uint64_t TotalBytes(const std::vector<std::string>& inputs) {
  uint64_t total = 0;
  for (const auto& path : inputs) {
    struct stat st {};
    if (path != "-" && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && !Compressed(path))
      total += static_cast<uint64_t>(st.st_size);
  }
  return total;
}

}  // namespace

model::Schema LoadInputs(const std::vector<std::string>& inputs, frontend::LoadOptions load, const RowOptions& rows) {
  for (const auto& input : inputs) {
    if (!source::IsDatabaseUri(input)) continue;
    if (inputs.size() > 1) {
      model::Schema schema;
      schema.diagnostics.Error(model::codes::kUnreadableInput, {},
                               "a database URI is the only input of a command: give it alone (files are read apart)");
      return schema;
    }
    source::ReadOptions live = rows.live;
    live.statistics = rows.profile;
    return source::ReadDatabase(input, live);
  }
  const frontend::DataSink* profiler = nullptr;
  if (rows.profile) {
    load.data_sink = [&profiler](model::Schema& schema) {
      auto sink = profile::MakeProfiler(schema);
      profiler = sink.get();
      return sink;
    };
  }
  uint64_t total = TotalBytes(inputs);
  std::optional<cli::ProgressLine> line;
  if (cli::ShowProgress(static_cast<cli::ProgressMode>(rows.progress), ::isatty(STDERR_FILENO) == 1, total)) {
    line.emplace(
        total, [&profiler] { return profiler ? profile::CurrentTable(*profiler) : std::string(); },
        [](const std::string& text) { std::cerr << text << std::flush; });
    load.read_observer = &*line;
  }
  model::Schema schema = frontend::Load(inputs, load);
  if (line) line->Finish();
  return schema;
}

int ExitCodeFor(const model::Schema& schema, const model::SeverityCounts& counts) {
  bool produced =
      !schema.tables.empty() || !schema.sequences.empty() || !schema.enums.empty() || !schema.domains.empty();
  for (const auto& d : schema.diagnostics.all())
    if (d.code == model::codes::kUnreadableInput) return kExitFailure;
  if (counts.errors == 0) return kExitOk;
  return produced ? kExitWithErrors : kExitFailure;
}

int ExitCodeFor(const model::Schema& schema) {
  return ExitCodeFor(schema, model::SeverityCounts{}.Add(schema.diagnostics));
}

void PrintDiagnostics(const model::Schema& schema) {
  for (const auto& d : schema.diagnostics.all()) std::cerr << findings::FormatLine(d) << "\n";
  if (std::string note = inspect::EmptyInputNote(schema); !note.empty())
    std::cerr << "spanlift: warning: " << note << "\n";
}

}  // namespace spanlift::cli
