#include "shard/shard.h"

#include <farmhash.h>

#include <array>
#include <cstdio>

namespace spanlift::shard {

namespace {

// Days since 1970-01-01 -> civil date (Howard Hinnant's algorithm, valid for every int64 day).
Date CivilFromDays(int64_t days) {
  days += 719468;
  const int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  const int64_t doe = days - era * 146097;
  const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int64_t mp = (5 * doy + 2) / 153;
  const int64_t day = doy - (153 * mp + 2) / 5 + 1;
  const int64_t month = mp < 10 ? mp + 3 : mp - 9;
  const int64_t year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return {static_cast<int32_t>(year), static_cast<int32_t>(month), static_cast<int32_t>(day)};
}

// Floor division, so instants before 1970 fall on the right day and second.
int64_t FloorDiv(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0); }

// The year as Spanner's %Y prints it: decimal without leading zeros (year 63 is "63-07-04").
std::string DateText(const Date& d) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%d-%02d-%02d", d.year, d.month, d.day);
  return buf;
}

std::string TimestampText(const Timestamp& ts) {
  const int64_t seconds = FloorDiv(ts.micros, 1000000);
  const int64_t micros = ts.micros - seconds * 1000000;
  const int64_t days = FloorDiv(seconds, 86400);
  const int64_t in_day = seconds - days * 86400;
  char buf[48];
  std::snprintf(buf, sizeof buf, "T%02d:%02d:%02d.%06dZ", static_cast<int>(in_day / 3600),
                static_cast<int>(in_day / 60 % 60), static_cast<int>(in_day % 60), static_cast<int>(micros));
  return DateText(CivilFromDays(days)) + buf;
}

std::string HexText(const Bytes& b) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : b.data) {
    out += kDigits[c >> 4];
    out += kDigits[c & 15];
  }
  return out;
}

struct TextOf {
  std::string operator()(const Null&) const { return ""; }
  std::string operator()(int64_t v) const { return std::to_string(v); }
  std::string operator()(const std::string& v) const { return v; }
  std::string operator()(bool v) const { return v ? "true" : "false"; }
  std::string operator()(const Timestamp& v) const { return TimestampText(v); }
  std::string operator()(const Date& v) const { return DateText(v); }
  std::string operator()(const Bytes& v) const { return HexText(v); }
};

std::array<uint32_t, 256> MakeCrcTable() {
  std::array<uint32_t, 256> table{};
  for (uint32_t n = 0; n < 256; ++n) {
    uint32_t c = n;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[n] = c;
  }
  return table;
}

}  // namespace

std::string ValueText(const Value& value) { return std::visit(TextOf{}, value); }

std::string KeyText(const std::vector<Value>& values) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) out += (i ? "|" : "") + ValueText(values[i]);
  return out;
}

int64_t FarmFingerprint(std::string_view bytes) {
  return static_cast<int64_t>(util::Fingerprint64(bytes.data(), bytes.size()));
}

uint32_t Crc32(std::string_view bytes) {
  static const std::array<uint32_t, 256> table = MakeCrcTable();
  uint32_t c = 0xFFFFFFFFu;
  for (unsigned char b : bytes) c = table[(c ^ b) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

int64_t FarmShard(std::string_view key, int64_t shards) {
  const int64_t m = FarmFingerprint(key) % shards;  // C++ % truncates like Spanner's MOD
  return m < 0 ? -m : m;
}

int64_t Crc32Shard(std::string_view key, int64_t shards) {
  return static_cast<int64_t>(Crc32(key) % static_cast<uint64_t>(shards));
}

int64_t BitReverse(int64_t value, bool preserve_sign) {
  uint64_t in = static_cast<uint64_t>(value), out = 0;
  for (int i = 0; i < 64; ++i) out |= ((in >> i) & 1) << (63 - i);
  if (preserve_sign) out = (out >> 1) | (in & (uint64_t{1} << 63));
  return static_cast<int64_t>(out);
}

}  // namespace spanlift::shard
