#include "export/export_files.h"

#include <cstdio>

#include <nlohmann/json.hpp>

#include "ddl/spanner_ddl.h"
#include "export/crc32c.h"

namespace spanlift::exporter {

namespace {

using Json = nlohmann::ordered_json;

std::string ManifestName(const std::string& table) { return table + "-manifest.json"; }

std::string Statements(const std::vector<std::string>& statements) {
  std::string out;
  for (const auto& s : statements) out += (out.empty() ? "" : "\n") + s + ";\n";
  return out;
}

}  // namespace

std::string Megabytes(uint64_t bytes) {
  char buf[32];
  if (bytes < 1000000) {
    std::snprintf(buf, sizeof buf, "%.1f kB", static_cast<double>(bytes) / 1e3);
  } else {
    std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(bytes) / 1e6);
  }
  return buf;
}

std::string AvroFileName(const std::string& table, size_t index, size_t count) {
  char buf[32];
  std::snprintf(buf, sizeof buf, ".avro-%05zu-of-%05zu", index, count);
  return table + buf;
}

std::vector<report::OutputFile> ManifestFiles(const std::vector<TableOutput>& outputs) {
  std::vector<report::OutputFile> files;
  for (const auto& t : outputs) {
    Json list = Json::array();
    // crc32c only: Cloud Storage keeps no MD5 for composite uploads (docs/export.md).
    for (const auto& f : t.files) list.push_back({{"name", f.name}, {"crc32c", Crc32cBase64(f.crc32c)}});
    files.push_back({ManifestName(t.name), Json{{"files", list}}.dump(2) + "\n"});
  }
  return files;
}

report::OutputFile ExportManifest(const std::vector<TableOutput>& outputs) {
  Json tables = Json::array(), sequences = Json::array();
  // Named schemas are listed with the tables, as the template's export lists them.
  for (const auto& t : outputs)
    (t.kind == TableOutput::Kind::kSequence ? sequences : tables)
        .push_back({{"name", t.name}, {"manifestFile", ManifestName(t.name)}});
  Json root;
  root["tables"] = tables;
  if (!sequences.empty()) root["sequences"] = sequences;
  root["dialect"] = "GOOGLE_STANDARD_SQL";
  return {"spanner-export.json", root.dump(2) + "\n"};
}

std::vector<report::OutputFile> DdlFiles(const model::Schema& spanner, const ddl::TemplateSet& templates) {
  std::vector<std::string> before, after;
  const std::vector<std::string> all = ddl::SpannerDdlStatements(spanner, templates);
  for (const auto& s : spanner.named_schemas) before.push_back(ddl::CreateSchemaStatement(s, templates));
  for (const auto& s : spanner.sequences) before.push_back(ddl::CreateSequenceStatement(s, templates));
  for (const auto& statement : all)
    if (statement.starts_with("CREATE TABLE")) before.push_back(statement);
  for (const auto& t : spanner.tables) {
    for (const auto& i : t.indexes) after.push_back(ddl::CreateIndexStatement(t, i, templates));
    for (const auto& fk : t.foreign_keys) after.push_back(ddl::AddForeignKeyStatement(t, fk, templates));
  }
  return {{"schema.sql", ddl::JoinDdl(all)},
          {"ddl/before-load.sql", Statements(before)},
          {"ddl/after-load.sql", Statements(after)}};
}

report::OutputFile Readme(const std::vector<std::string>& inputs, const ExportOptions& options,
                          const std::vector<TableOutput>& outputs, const ExportPlan& plan, bool split_points) {
  uint64_t rows = 0, bytes = 0, files = 0;
  std::string table_rows;
  for (const auto& t : outputs) {
    uint64_t b = 0;
    for (const auto& f : t.files) b += f.bytes;
    rows += t.counts.rows;
    bytes += b;
    files += t.files.size();
    if (t.kind != TableOutput::Kind::kTable) continue;
    table_rows += "| " + t.name + " | " + std::to_string(t.counts.rows) + " | " + std::to_string(t.files.size()) +
                  " | " + Megabytes(b) + " | " + std::to_string(t.counts.bad_values) + " | " +
                  std::to_string(t.counts.nulled) + " | " + std::to_string(t.counts.skipped) + " |\n";
  }
  std::string sources;
  for (const auto& in : inputs) sources += (sources.empty() ? "" : ", ") + in;
  std::string r = "# Loading this export into Cloud Spanner\n\n";
  r += "Written by `spanlift export` from " + sources + ": " + std::to_string(rows) + " rows in " +
       std::to_string(files) + " Avro files (" + Megabytes(bytes) + ", " + std::string(CodecName(options.codec)) +
       "), in the layout of Spanner's own export. Google's Dataflow template \"Avro Files on Cloud Storage to "
       "Cloud Spanner\" reads it, creates the schema of `schema.sql` in an empty database, loads parents before "
       "children, then builds the indexes and foreign keys.\n\n";
  r +=
      "| table | rows | files | size | bad values | written as NULL | rows skipped |\n|---|---|---|---|---|---|---|\n" +
      table_rows + "\n";
  if (!plan.notes.empty()) {
    r += "Not carried by the import (apply after the load):\n\n";
    for (const auto& n : plan.notes) r += "- " + n + "\n";
    r += "\n";
  }
  r += "## Load it\n\nReplace the capitals. The database must be new and empty, GoogleSQL dialect.\n\n```sh\n"
       "gcloud spanner databases create DATABASE --instance=INSTANCE\n"
       "gcloud storage rsync --recursive . gs://BUCKET/PATH   # from this directory\n"
       "gcloud dataflow jobs run spanlift-import --region=REGION \\\n"
       "    --gcs-location=gs://dataflow-templates-REGION/latest/GCS_Avro_to_Cloud_Spanner \\\n"
       "    --parameters=instanceId=INSTANCE,databaseId=DATABASE,inputDir=gs://BUCKET/PATH,"
       "waitForIndexes=true,waitForForeignKeys=true\n```\n\n"
       "The manifests give each file's CRC32C, which the template checks against Cloud Storage's own (uploads "
       "of large files are composite objects, which have no MD5).\n\n";
  r += "## With split points (large tables)\n\nSpanner starts each new table as one split. To cut the key space "
       "before the load, create the tables first, add the points, load, then build the indexes and foreign "
       "keys (the template creates only the tables a database lacks, and then no indexes for them):\n\n```sh\n"
       "gcloud spanner databases create DATABASE --instance=INSTANCE --ddl-file=ddl/before-load.sql\n";
  r += split_points ? "# one command per file of split-points/ (see split-points/README.md)\n"
                      "gcloud spanner databases splits add DATABASE --instance=INSTANCE \\\n"
                      "    --splits-file=split-points/splits-001.txt --split-expiration-date=now+7d\n"
                    : "# (no split points: the dump's rows were not profiled, or no table is large enough)\n";
  r += "gcloud storage rsync --recursive . gs://BUCKET/PATH\n"
       "gcloud dataflow jobs run spanlift-import --region=REGION \\\n"
       "    --gcs-location=gs://dataflow-templates-REGION/latest/GCS_Avro_to_Cloud_Spanner \\\n"
       "    --parameters=instanceId=INSTANCE,databaseId=DATABASE,inputDir=gs://BUCKET/PATH\n"
       "gcloud spanner databases ddl update DATABASE --instance=INSTANCE --ddl-file=ddl/after-load.sql\n```\n\n";
  r += "Each table's rows are cut into up to " + std::to_string(options.chunks) +
       " files of consecutive rows: the template reads files (and 64 MiB ranges of them) in parallel, in random "
       "order, so writes start at that many places in the key space instead of one. See docs/export.md.\n";
  return {"README.md", r};
}

}  // namespace spanlift::exporter
