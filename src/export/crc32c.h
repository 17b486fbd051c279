#pragma once
// CRC32C (Castagnoli), the checksum Cloud Storage keeps for every object and the Dataflow import
// compares with a manifest's `crc32c` (docs/export.md). SSE4.2's crc32 instruction where the
// processor has it, a table otherwise; both give the same value.
#include <cstdint>
#include <string>
#include <string_view>

namespace spanlift::exporter {

// Continues `crc` (0 to start) over `bytes`.
uint32_t Crc32c(uint32_t crc, std::string_view bytes);

// Base64 of the checksum's four big-endian bytes, as Cloud Storage and the manifest spell it.
std::string Crc32cBase64(uint32_t crc);

}  // namespace spanlift::exporter
