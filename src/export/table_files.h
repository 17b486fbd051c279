#pragma once
// The Avro files of one table: its blocks of rows in chunks of consecutive rows (so the import's
// parallel readers start at as many places in the key space, docs/export.md "Writes spread"), each
// chunk's file closed and a new one begun at the size bound. Files are written under temporary
// names; the caller renames them once everything succeeded.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "export/avro_container.h"

namespace spanlift::exporter {

struct FileOptions {
  Codec codec = Codec::kSnappy;
  uint64_t max_file_bytes = uint64_t{256} << 20;
};

struct WrittenFile {
  std::string temp_path;
  uint64_t rows = 0, bytes = 0, chunk = 0;
  uint32_t crc32c = 0;
};

class TableFiles {
 public:
  // Files go to `dir`/`table`.<chunk>.<part>.avro until renamed.
  TableFiles(std::string dir, std::string table, std::string schema_json, FileOptions options)
      : dir_(std::move(dir)), table_(std::move(table)), schema_(std::move(schema_json)), options_(options) {}

  // The table's next block of rows (in dump order), of chunk `chunk`: a new chunk, or a file that
  // would pass the size bound, begins a new file.
  bool AppendBlock(uint64_t chunk, uint64_t rows, std::string_view data, std::string& error);
  // Closes the last file; a table without rows gets one empty file (it carries the schema).
  bool Finish(std::string& error);

  const std::vector<WrittenFile>& files() const { return files_; }
  uint64_t rows() const { return rows_; }
  uint64_t bytes() const;  // written so far

 private:
  bool Open(uint64_t chunk, std::string& error);
  bool Close(std::string& error);

  std::string dir_, table_, schema_;
  FileOptions options_;
  std::unique_ptr<AvroFile> file_;
  uint64_t chunk_ = 0, part_ = 0, rows_ = 0;
  bool opened_ = false;
  std::vector<WrittenFile> files_;
};

}  // namespace spanlift::exporter
