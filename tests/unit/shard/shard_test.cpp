// The C++ reference against published vectors (spanner-ddl.md section 6, zlib's CRC-32 check
// value) and the key text rules of docs/sharding.md.
#include "shard/shard.h"

#include <gtest/gtest.h>

#include <limits>
#include <utility>
#include <vector>

namespace spanlift::shard {
namespace {

TEST(FarmFingerprint, PublishedVectors) {
  EXPECT_EQ(FarmFingerprint("1footrue"), -1541654101129638711);
  EXPECT_EQ(FarmFingerprint("2applefalse"), 2794438866806483259);
  EXPECT_EQ(FarmFingerprint("3true"), -4880158226897771312);
  EXPECT_EQ(FarmFingerprint("alphabet"), -2427165924636348523);
}

TEST(Crc32, CheckValue) {
  EXPECT_EQ(Crc32("123456789"), 0xCBF43926u);
  EXPECT_EQ(Crc32(""), 0u);
  EXPECT_EQ(Crc32("The quick brown fox jumps over the lazy dog"), 0x414FA339u);
}

TEST(KeyText, TypedValues) {
  const int64_t min = std::numeric_limits<int64_t>::min();
  EXPECT_EQ(ValueText(min), "-9223372036854775808");
  EXPECT_EQ(ValueText(int64_t{0}), "0");
  EXPECT_EQ(ValueText(true), "true");
  EXPECT_EQ(ValueText(Null{}), "");
  EXPECT_EQ(ValueText(Bytes{std::string("\x00\xff\x10", 3)}), "00ff10");
  EXPECT_EQ(ValueText(Date{2026, 1, 2}), "2026-01-02");
  EXPECT_EQ(ValueText(Timestamp{0}), "1970-01-01T00:00:00.000000Z");
  EXPECT_EQ(ValueText(Timestamp{-1}), "1969-12-31T23:59:59.999999Z");
  EXPECT_EQ(ValueText(Timestamp{1767323045123456}), "2026-01-02T03:04:05.123456Z");
  EXPECT_EQ(KeyText({int64_t{1}, std::string("foo"), true}), "1|foo|true");
  EXPECT_EQ(KeyText({Null{}, std::string("a")}), "|a");
}

// Spanner's %Y prints the year without leading zeros (measured on the emulator, docs/sharding.md).
TEST(KeyText, YearWithoutLeadingZeros) {
  const std::vector<std::pair<Value, std::string>> rows = {
      {Date{1, 1, 1}, "1-01-01"},
      {Date{63, 7, 4}, "63-07-04"},
      {Date{999, 12, 31}, "999-12-31"},
      {Date{1000, 1, 1}, "1000-01-01"},
      {Date{9999, 12, 31}, "9999-12-31"},
      {Timestamp{-62135596800000000}, "1-01-01T00:00:00.000000Z"},
      {Timestamp{-60163167634000000 + 1}, "63-07-04T00:59:26.000001Z"},
      {Timestamp{253402300799999999}, "9999-12-31T23:59:59.999999Z"},
  };
  for (const auto& [value, text] : rows) EXPECT_EQ(ValueText(value), text);
}

TEST(Shard, NeverNegativeAndBelowN) {
  EXPECT_EQ(FarmShard("1footrue", 16), 1541654101129638711 % 16);
  EXPECT_EQ(FarmShard("2applefalse", 16), 2794438866806483259 % 16);
  EXPECT_EQ(Crc32Shard("123456789", 10), 0xCBF43926u % 10);
}

TEST(BitReverse, MatchesSpanner) {
  EXPECT_EQ(BitReverse(0, true), 0);
  EXPECT_EQ(BitReverse(1, true), int64_t{1} << 62);
  EXPECT_EQ(BitReverse(1, false), std::numeric_limits<int64_t>::min());
  EXPECT_EQ(BitReverse(-1, true), -1);
  for (int64_t v : {int64_t{1}, int64_t{42}, int64_t{-7}, std::numeric_limits<int64_t>::max()}) {
    EXPECT_EQ(BitReverse(BitReverse(v, true), true), v);
    EXPECT_GE(BitReverse(v < 0 ? -v : v, true), 0);
  }
}

}  // namespace
}  // namespace spanlift::shard
