#include "export/export.h"

#include <malloc.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>

#include "cli/progress.h"
#include "export/encoding.h"
#include "export/export_files.h"
#include "export/pipeline.h"
#include "export/row_capture.h"
#include "export/table_files.h"
#include "profile/row_reader.h"
#include "report/split_points.h"

namespace spanlift::exporter {

namespace fs = std::filesystem;

namespace {

// Values are read whole up to this many bytes: past Spanner's 10 MiB cell, so a longer one is
// reported as too long rather than cut.
constexpr size_t kCellCap = size_t{16} << 20;
constexpr const char* kTempDir = ".spanlift-export.tmp";

// DIR is created, or must be empty (a leftover temporary folder of a failed run is removed).
bool PrepareDirectory(const std::string& dir, std::string& error) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir)) {
    error = dir + ": cannot create the directory" + (ec ? ": " + ec.message() : "");
    return false;
  }
  fs::remove_all(fs::path(dir) / kTempDir, ec);
  if (!fs::is_empty(dir, ec)) {
    error = dir +
            " is not empty: export writes into a new or empty directory, so that no older file looks "
            "like part of this export";
    return false;
  }
  fs::create_directory(fs::path(dir) / kTempDir, ec);
  if (ec) error = dir + ": " + ec.message();
  return !ec;
}

// Rows a block holds before compression: 1 MiB, or less so that a block fits a small file bound.
size_t BlockBytes(uint64_t max_file_bytes) {
  return static_cast<size_t>(std::min<uint64_t>(uint64_t{1} << 20, max_file_bytes / 4));
}

uint64_t ExpectedRows(const TablePlan& tp) {
  uint64_t rows = tp.source && tp.source->data ? tp.source->data->rows : 0;
  for (const auto* p : tp.partitions) rows += p->data ? p->data->rows : 0;
  return rows;
}

class Run {
 public:
  Run(const model::Schema& source, const convert::ConvertResult& result, const ddl::TemplateSet& templates,
      const ExportOptions& options, std::ostream& err)
      : source_(source),
        result_(result),
        templates_(templates),
        options_(options),
        err_(err),
        reports_(err, options.bad_values),
        temp_((fs::path(options.out_dir) / kTempDir).string()) {}

  int Go(const std::vector<std::string>& inputs, frontend::LoadOptions load, ExportSummary* summary);

 private:
  bool ReadEncodings(const std::vector<std::string>& inputs);
  void OpenFiles();
  void ReadRows(const std::vector<std::string>& inputs, frontend::LoadOptions load);
  void CommitBatch(Encoded&& batch, RowCapture& capture);
  bool FinishFiles();
  bool FinishSchemaOnly(const SchemaOnlyPlan& object, TableOutput::Kind kind);
  bool Publish(const std::vector<std::string>& inputs);
  int Fail();

  const model::Schema& source_;
  const convert::ConvertResult& result_;
  const ddl::TemplateSet& templates_;
  const ExportOptions& options_;
  std::ostream& err_;
  Reports reports_;
  std::string temp_;
  ExportPlan plan_;
  std::vector<std::unique_ptr<TableFiles>> files_;
  std::vector<TableOutput> outputs_;
  std::vector<std::string> encodings_;  // each input's declared encoding ("" for UTF-8)
  std::vector<TableCounts> counts_;     // per plan table
};

// Each input's declared encoding (encoding.h): its text values are converted to UTF-8.
bool Run::ReadEncodings(const std::vector<std::string>& inputs) {
  for (const auto& in : inputs) {
    auto t = std::make_unique<Transcoder>(DeclaredEncoding(in));
    if (!t->ok()) {
      reports_.Error(in + ": the dump's encoding " + t->name() + " is not one iconv converts to UTF-8");
      return false;
    }
    if (t->active()) err_ << "spanlift: " << in << ": text values are " << t->name() << ", converted to UTF-8\n";
    encodings_.push_back(t->active() ? t->name() : std::string());
  }
  return true;
}

void Run::OpenFiles() {
  for (auto& tp : plan_.tables) {
    tp.expected_rows = ExpectedRows(tp);
    tp.chunks = simulate::ExportChunks(tp.expected_rows, options_.chunks, options_.min_chunk_rows);
    FileOptions fo{options_.codec, options_.max_file_bytes};
    files_.push_back(std::make_unique<TableFiles>(temp_, tp.table->name, tp.schema_json, fo));
  }
}

// Committed in dump order (pipeline.h): reports, then rows into their table's files. A write that
// fails stops the reading of rows.
void Run::CommitBatch(Encoded&& batch, RowCapture& capture) {
  for (size_t t = 0; t < counts_.size(); ++t) {
    counts_[t].rows += batch.counts[t].rows;
    counts_[t].skipped += batch.counts[t].skipped;
    counts_[t].nulled += batch.counts[t].nulled;
    counts_[t].bad_values += batch.counts[t].bad_values;
  }
  for (const auto& r : batch.reports) {
    if (r.error) {
      reports_.Error(r.at, r.why);
    } else {
      reports_.BadValue(r.at, r.table, r.column, r.why, r.excerpt, r.action);
    }
  }
  for (const auto& block : batch.blocks) {
    std::string error;
    if (capture.stopped().load(std::memory_order_relaxed)) return;
    if (!files_[block.table]->AppendBlock(block.chunk, block.rows, block.data, error)) {
      reports_.Error(error);
      capture.stopped().store(true);
    }
  }
}

void Run::ReadRows(const std::vector<std::string>& inputs, frontend::LoadOptions load) {
  counts_.assign(plan_.tables.size(), TableCounts{});
  // Batches of a few MB come and go between threads: glibc would map and unmap each one (page
  // faults, a tenth of the time); kept in the heap instead.
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  std::unique_ptr<Pipeline> pipeline;
  RowCapture capture(source_, plan_, inputs, [&pipeline](Batch&& b) { pipeline->Push(std::move(b)); });
  pipeline = std::make_unique<Pipeline>(
      options_.threads ? options_.threads : Pipeline::DefaultWorkers(),
      [&] {
        return std::make_unique<RowEncoder>(plan_, options_.bad_values, inputs, encodings_, options_.codec,
                                            BlockBytes(options_.max_file_bytes));
      },
      [&](Encoded&& batch) { CommitBatch(std::move(batch), capture); });
  load.data_sink = [&capture](model::Schema& schema) { return profile::MakeRowReader(capture, schema, kCellCap); };
  uint64_t total = 0;
  for (const auto& in : inputs) {
    std::error_code ec;
    const auto size = fs::file_size(in, ec);
    if (!ec) total += size;
  }
  std::optional<cli::ProgressLine> line;
  const auto start = std::chrono::steady_clock::now();
  if (cli::ShowProgress(static_cast<cli::ProgressMode>(options_.progress), ::isatty(STDERR_FILENO) == 1, total)) {
    line.emplace(
        total,
        [&capture, start] {
          const double rows = static_cast<double>(capture.rows());
          const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
          char buf[96];
          std::snprintf(buf, sizeof buf, "%.2fM rows, %.0fk rows/s, ", rows / 1e6, s > 0 ? rows / s / 1e3 : 0.0);
          const std::string table = capture.current_table();
          return buf + (table.empty() ? std::string("between tables") : "table " + table);
        },
        [this](const std::string& text) { err_ << text << std::flush; });
    load.read_observer = &*line;
  }
  model::Schema again = frontend::Load(inputs, load);  // the schema again: cheap next to the rows
  capture.Flush();
  pipeline->Finish();
  if (line) line->Finish();
  for (const auto& d : again.diagnostics.all())
    if (d.code == model::codes::kUnreadableInput) reports_.Error(d.location, d.message);
}

bool Run::FinishFiles() {
  for (size_t i = 0; i < files_.size(); ++i) {
    std::string error;
    if (!files_[i]->Finish(error)) {
      reports_.Error(error);
      return false;
    }
    TableOutput out{plan_.tables[i].table->name, TableOutput::Kind::kTable, {}, counts_[i]};
    const auto& written = files_[i]->files();
    for (size_t k = 0; k < written.size(); ++k)
      out.files.push_back(
          {AvroFileName(out.name, k, written.size()), written[k].crc32c, written[k].rows, written[k].bytes});
    outputs_.push_back(std::move(out));
  }
  for (const auto& s : plan_.named_schemas)
    if (!FinishSchemaOnly(s, TableOutput::Kind::kNamedSchema)) return false;
  for (const auto& s : plan_.sequences)
    if (!FinishSchemaOnly(s, TableOutput::Kind::kSequence)) return false;
  return true;
}

// A sequence or named schema: an empty file carrying its schema.
bool Run::FinishSchemaOnly(const SchemaOnlyPlan& object, TableOutput::Kind kind) {
  TableFiles file(temp_, object.name, object.schema_json, {.codec = options_.codec});
  std::string error;
  if (!file.Finish(error)) {
    reports_.Error(error);
    return false;
  }
  const WrittenFile& w = file.files()[0];
  outputs_.push_back({object.name, kind, {{AvroFileName(object.name, 0, 1), w.crc32c, 0, w.bytes}}, {}});
  files_.push_back(nullptr);
  std::error_code ec;
  fs::rename(w.temp_path, fs::path(temp_) / (outputs_.back().files[0].name), ec);
  return true;
}

// Avro files renamed into DIR, then the text files, spanner-export.json last: until it exists the
// directory is not an export the template would read.
bool Run::Publish(const std::vector<std::string>& inputs) {
  std::error_code ec;
  for (size_t i = 0; i < plan_.tables.size(); ++i) {
    const auto& written = files_[i]->files();
    for (size_t k = 0; k < written.size() && !ec; ++k)
      fs::rename(written[k].temp_path, fs::path(options_.out_dir) / outputs_[i].files[k].name, ec);
  }
  for (size_t i = plan_.tables.size(); i < outputs_.size() && !ec; ++i)
    fs::rename(fs::path(temp_) / outputs_[i].files[0].name, fs::path(options_.out_dir) / outputs_[i].files[0].name, ec);
  if (ec) {
    reports_.Error(options_.out_dir + ": " + ec.message());
    return false;
  }
  std::vector<report::OutputFile> text = ManifestFiles(outputs_);
  for (auto& f : DdlFiles(result_.schema, templates_)) text.push_back(std::move(f));
  std::vector<report::OutputFile> points = report::SplitPointFiles(source_, result_, simulate::SplitRule{});
  for (auto& f : points) text.push_back(std::move(f));
  text.push_back(Readme(inputs, options_, outputs_, plan_, !points.empty()));
  std::string error;
  if (fs::exists(fs::path(temp_) / "bad-values.txt") && reports_.bad_values() > 0)
    fs::rename(fs::path(temp_) / "bad-values.txt", fs::path(options_.out_dir) / "bad-values.txt", ec);
  if (!report::WriteAtomically(options_.out_dir, text, error) ||
      !report::WriteAtomically(options_.out_dir, {ExportManifest(outputs_)}, error)) {
    reports_.Error(error);
    return false;
  }
  fs::remove_all(temp_, ec);
  return true;
}

// Nothing that could look complete stays: the temporary folder goes, and with it every file.
int Run::Fail() {
  std::error_code ec;
  fs::remove_all(temp_, ec);
  reports_.Summary();
  err_ << "spanlift: export failed: nothing was written to " << options_.out_dir << "\n";
  return 2;
}

int Run::Go(const std::vector<std::string>& inputs, frontend::LoadOptions load, ExportSummary* summary) {
  plan_ = PlanExport(source_, result_, templates_);
  for (const auto& e : plan_.errors) reports_.Error(e);
  std::string error;
  if (!plan_.errors.empty()) return Fail();
  if (!PrepareDirectory(options_.out_dir, error)) {
    err_ << "spanlift: " << error << "\n";
    return 2;
  }
  if (options_.bad_values != BadValues::kFail && !reports_.OpenList(temp_ + "/bad-values.txt", error)) {
    reports_.Error(error);
    return Fail();
  }
  if (!ReadEncodings(inputs)) return Fail();
  OpenFiles();
  ReadRows(inputs, load);
  if (!reports_.CloseList(error)) reports_.Error(error);
  const bool bad = reports_.errors() > 0 || (options_.bad_values == BadValues::kFail && reports_.bad_values() > 0);
  if (bad || !FinishFiles() || !Publish(inputs)) return Fail();
  reports_.Summary();
  ExportSummary s;
  for (const auto& o : outputs_) {
    s.tables += o.kind == TableOutput::Kind::kTable ? 1 : 0;
    s.rows += o.counts.rows;
    s.skipped += o.counts.skipped;
    s.nulled += o.counts.nulled;
    s.files += o.files.size();
    for (const auto& f : o.files) s.bytes += f.bytes;
  }
  for (const auto& n : plan_.notes) err_ << "spanlift: note: " << n << "\n";
  err_ << "spanlift: wrote " << options_.out_dir << ": " << s.tables << " tables, " << s.rows << " rows, " << s.files
       << " Avro files (" << Megabytes(s.bytes) << ")";
  if (s.nulled || s.skipped) err_ << "; " << s.nulled << " values written as NULL, " << s.skipped << " rows skipped";
  err_ << "\n";
  if (summary) *summary = s;
  return 0;
}

}  // namespace

int Export(const std::vector<std::string>& inputs, const frontend::LoadOptions& load, const model::Schema& source,
           const convert::ConvertResult& result, const ddl::TemplateSet& templates, const ExportOptions& options,
           std::ostream& err, ExportSummary* summary) {
  Run run(source, result, templates, options, err);
  return run.Go(inputs, load, summary);
}

}  // namespace spanlift::exporter
