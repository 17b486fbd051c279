#include "export/table_files.h"

namespace spanlift::exporter {

bool TableFiles::Open(uint64_t chunk, std::string& error) {
  part_ = opened_ && chunk == chunk_ ? part_ + 1 : 0;
  opened_ = true;
  chunk_ = chunk;
  const std::string name = table_ + "." + std::to_string(chunk) + "." + std::to_string(part_);
  file_ = std::make_unique<AvroFile>();
  return file_->Open(dir_ + "/" + name + ".avro", schema_, options_.codec, name, error);
}

bool TableFiles::Close(std::string& error) {
  if (!file_) return true;
  if (!file_->Close(error)) return false;
  files_.push_back({file_->path(), file_->rows(), file_->file_bytes(), chunk_, file_->crc32c()});
  file_.reset();
  return true;
}

bool TableFiles::AppendBlock(uint64_t chunk, uint64_t rows, std::string_view data, std::string& error) {
  // Block frame (two varints) and sync marker: 36 bytes at most.
  const bool full = file_ && file_->rows() > 0 && file_->file_bytes() + data.size() + 36 > options_.max_file_bytes;
  if (!file_ || chunk != chunk_ || full) {
    if (!Close(error) || !Open(chunk, error)) return false;
  }
  rows_ += rows;
  return file_->AppendBlock(rows, data, error);
}

bool TableFiles::Finish(std::string& error) {
  if (!file_ && files_.empty() && !Open(0, error)) return false;
  return Close(error);
}

uint64_t TableFiles::bytes() const {
  uint64_t total = file_ ? file_->file_bytes() : 0;
  for (const auto& f : files_) total += f.bytes;
  return total;
}

}  // namespace spanlift::exporter
