#include "export/avro_container.h"

#include <farmhash.h>
#include <snappy-c.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "export/avro_encoding.h"
#include "export/crc32c.h"

namespace spanlift::exporter {

std::string_view CodecName(Codec codec) {
  switch (codec) {
    case Codec::kNull: return "null";
    case Codec::kDeflate: return "deflate";
    case Codec::kSnappy: return "snappy";
  }
  return "null";
}

AvroFile::~AvroFile() {
  if (file_) std::fclose(file_);
}

bool AvroFile::Open(const std::string& path, std::string_view schema_json, Codec codec, std::string_view sync_seed,
                    std::string& error) {
  path_ = path;
  codec_ = codec;
  file_ = std::fopen(path.c_str(), "wbx");
  if (!file_) {
    error = path + ": cannot create: " + std::strerror(errno);
    return false;
  }
  std::setvbuf(file_, nullptr, _IOFBF, size_t{1} << 20);
  const auto sync = util::Fingerprint128(sync_seed.data(), sync_seed.size());
  const uint64_t halves[2] = {util::Uint128Low64(sync), util::Uint128High64(sync)};
  std::memcpy(sync_, halves, sizeof sync_);
  std::string header("Obj\x01", 4);
  avro::Long(header, 2);  // the metadata map: one block of two entries, then an empty block
  avro::Bytes(header, "avro.schema");
  avro::Bytes(header, schema_json);
  avro::Bytes(header, "avro.codec");
  avro::Bytes(header, CodecName(codec));
  avro::Long(header, 0);
  header.append(sync_, sizeof sync_);
  return Write(header, error);
}

bool AvroFile::Append(std::string_view row, std::string& error) {
  block_.append(row);
  ++block_rows_;
  ++rows_;
  return block_.size() < kBlockBytes || FlushBlock(error);
}

bool AvroFile::Write(std::string_view bytes, std::string& error) {
  if (std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size()) {
    error = path_ + ": " + std::strerror(errno);
    return false;
  }
  crc_ = Crc32c(crc_, bytes);
  file_bytes_ += bytes.size();
  return true;
}

namespace {

// Resizes without the zero fill of std::string::resize: the compressors write every byte.
void Grow(std::string& s, size_t size) {
  if (s.size() < size) s.resize(std::max(size, s.capacity()));
}

}  // namespace

bool CompressBlock(Codec codec, std::string_view rows, std::string& out, std::string& error) {
  if (codec == Codec::kNull) {
    out.assign(rows);
    return true;
  }
  if (codec == Codec::kSnappy) {
    size_t size = snappy_max_compressed_length(rows.size());
    Grow(out, size + 4);
    if (snappy_compress(rows.data(), rows.size(), out.data(), &size) != SNAPPY_OK) {
      error = "snappy compression failed";
      return false;
    }
    const uint32_t crc =
        static_cast<uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(rows.data()), static_cast<uInt>(rows.size())));
    for (int i = 0; i < 4; ++i) out[size + i] = static_cast<char>(crc >> (24 - 8 * i));
    out.resize(size + 4);
    return true;
  }
  // deflate: raw RFC 1951 data (no zlib header), level 6 as Beam's AvroIO used.
  z_stream z{};
  if (deflateInit2(&z, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    error = "deflate failed to start";
    return false;
  }
  const size_t bound = deflateBound(&z, rows.size());
  Grow(out, bound);
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(rows.data()));
  z.avail_in = static_cast<uInt>(rows.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(bound);
  const int rc = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (rc != Z_STREAM_END) {
    error = "deflate failed";
    return false;
  }
  return true;
}

bool AvroFile::AppendBlock(uint64_t rows, std::string_view data, std::string& error) {
  frame_.clear();
  avro::Long(frame_, static_cast<int64_t>(rows));
  avro::Long(frame_, static_cast<int64_t>(data.size()));
  if (!Write(frame_, error) || !Write(data, error) || !Write(std::string_view(sync_, sizeof sync_), error))
    return false;
  rows_ += rows;
  return true;
}

bool AvroFile::FlushBlock(std::string& error) {
  if (block_rows_ == 0) return true;
  if (!CompressBlock(codec_, block_, compressed_, error)) {
    error = path_ + ": " + error;
    return false;
  }
  const uint64_t rows = block_rows_;
  rows_ -= rows;  // AppendBlock counts them again
  if (!AppendBlock(rows, compressed_, error)) return false;
  block_.clear();
  block_rows_ = 0;
  return true;
}

bool AvroFile::Close(std::string& error) {
  bool ok = FlushBlock(error);
  if (ok && (std::fflush(file_) != 0 || ::fsync(fileno(file_)) != 0)) {
    error = path_ + ": " + std::strerror(errno);
    ok = false;
  }
  if (std::fclose(file_) != 0 && ok) {
    error = path_ + ": " + std::strerror(errno);
    ok = false;
  }
  file_ = nullptr;
  return ok;
}

}  // namespace spanlift::exporter
