#pragma once
// C++ reference for the shard values spanlift adds (docs/sharding.md): the canonical key text of
// typed values, FARM_FINGERPRINT, the CRC32 scheme, the shard formula and BIT_REVERSE. The
// generated snippets in every language are tested against these functions.
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace spanlift::shard {

struct Null {};
struct Timestamp {  // microseconds since 1970-01-01T00:00:00Z
  int64_t micros = 0;
};
struct Date {  // proleptic Gregorian calendar
  int32_t year = 1970;
  int32_t month = 1;
  int32_t day = 1;
};
struct Bytes {
  std::string data;
};

// One hashed column value, typed as Spanner types it (docs/sharding.md, "Key text").
using Value = std::variant<Null, int64_t, std::string, bool, Timestamp, Date, Bytes>;

// One value's canonical text: decimal, the string itself, true/false, UTC timestamp with
// microseconds, YYYY-MM-DD, lower-case hex; NULL is empty.
std::string ValueText(const Value& value);
// The values' texts joined with '|'.
std::string KeyText(const std::vector<Value>& values);

// FARM_FINGERPRINT: farmhash Fingerprint64 of the bytes, read as signed.
int64_t FarmFingerprint(std::string_view bytes);
// zlib's CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320).
uint32_t Crc32(std::string_view bytes);

// ABS(MOD(FARM_FINGERPRINT(key), N)) and crc32(key) mod N; both lie in 0..N-1 (N > 0).
int64_t FarmShard(std::string_view key, int64_t shards);
int64_t Crc32Shard(std::string_view key, int64_t shards);

// Spanner's BIT_REVERSE(value, preserve_sign): with preserve_sign the low 63 bits are reversed and
// the sign bit kept, so positive ids stay positive; the function is its own inverse.
int64_t BitReverse(int64_t value, bool preserve_sign);

}  // namespace spanlift::shard
