#pragma once
// An Avro object container file (Avro specification, "Object Container Files"): the header with
// the schema's JSON text and the codec, then blocks of rows, each compressed on its own and ended
// by the file's sync marker. Written here, not by Avro C's writer, which drops the schema
// properties the Dataflow import reads (docs/export.md). The sync marker comes from the file's
// name, so the same rows give the same bytes.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

namespace spanlift::exporter {

enum class Codec { kNull, kDeflate, kSnappy };

// "null", "deflate", "snappy": the codec's name in the header.
std::string_view CodecName(Codec codec);

// One block's rows compressed as the codec's Avro blocks hold them (deflate: raw RFC 1951 data;
// snappy: Snappy data then the big-endian CRC32 of the rows), into `out` (replaced). The encoder
// threads compress their own blocks with it, so the files' writer only writes.
bool CompressBlock(Codec codec, std::string_view rows, std::string& out, std::string& error);

class AvroFile {
 public:
  AvroFile() = default;
  AvroFile(const AvroFile&) = delete;
  AvroFile& operator=(const AvroFile&) = delete;
  ~AvroFile();

  // Creates `path` (it must not exist) and writes the header. `sync_seed` names the file for its
  // sync marker. false and `error` when the file cannot be created or written.
  bool Open(const std::string& path, std::string_view schema_json, Codec codec, std::string_view sync_seed,
            std::string& error);
  // One row's encoded bytes; a block is compressed and written once it holds `block_bytes`.
  bool Append(std::string_view row, std::string& error);
  // A whole block made elsewhere: `rows` rows, `data` as CompressBlock gave it.
  bool AppendBlock(uint64_t rows, std::string_view data, std::string& error);
  // Writes the last block and closes the file (flushed to the disk: a full disk fails here, not
  // after the manifest says the file is complete).
  bool Close(std::string& error);

  uint64_t rows() const { return rows_; }
  uint64_t file_bytes() const { return file_bytes_; }  // written so far, header included
  uint64_t pending_bytes() const { return block_.size(); }
  uint32_t crc32c() const { return crc_; }  // of the bytes written so far
  const std::string& path() const { return path_; }

  static constexpr size_t kBlockBytes = size_t{1} << 20;

 private:
  bool Write(std::string_view bytes, std::string& error);
  bool FlushBlock(std::string& error);

  std::FILE* file_ = nullptr;
  std::string path_;
  Codec codec_ = Codec::kNull;
  char sync_[16] = {};
  std::string block_;       // encoded rows of the block being filled (Append)
  std::string compressed_;  // the block as written
  std::string frame_;       // count, size: the block's head
  uint64_t block_rows_ = 0, rows_ = 0, file_bytes_ = 0;
  uint32_t crc_ = 0;
};

}  // namespace spanlift::exporter
