// Encoded keys compare as Spanner orders key values: by type, NULL first, DESC reversed.
#include "simulate/key_encoding.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace spanlift::simulate {
namespace {

std::string Encode(const std::string& type, const std::string& text, bool desc = false, bool null = false) {
  profile::Field f{null ? profile::ValueKind::kNull : profile::ValueKind::kString, text};
  std::string key;
  AppendKeyPart(key, TypedValue(f, type), desc);
  return key;
}

struct Ordered {  // strings, not char pointers: a row holds an embedded NUL
  std::string type;
  std::string smaller;
  std::string larger;
};

TEST(KeyEncoding, OrdersAsSpanner) {
  const std::vector<Ordered> rows = {
      {"INT64", "-5", "3"},
      {"INT64", "9", "10"},
      {"INT64", "-9223372036854775808", "9223372036854775807"},
      {"TIMESTAMP", "2024-01-01 00:00:00", "2024-01-01 00:00:00.5"},
      {"TIMESTAMP", "1999-12-31 23:59:59", "2000-01-01T00:00:00Z"},
      {"DATE", "2023-12-31", "2024-01-01"},
      {"STRING", "a", "ab"},
      {"STRING", "ab", "b"},
      {"STRING", std::string("a\0", 2), "a\x01"},
      {"BOOL", "0", "1"},
  };
  for (const auto& r : rows) {
    EXPECT_LT(Encode(r.type, r.smaller), Encode(r.type, r.larger)) << r.type << " " << r.smaller << " < " << r.larger;
    EXPECT_GT(Encode(r.type, r.smaller, true), Encode(r.type, r.larger, true)) << r.type << " DESC";
    EXPECT_LT(Encode(r.type, "", false, true), Encode(r.type, r.smaller)) << r.type << " NULL first";
  }
}

TEST(KeyEncoding, PartsCompareLeftToRight) {
  std::string a = Encode("INT64", "1") + Encode("STRING", "zzz");
  std::string b = Encode("INT64", "2") + Encode("STRING", "a");
  EXPECT_LT(a, b);
}

TEST(KeyEncoding, Timestamps) {
  EXPECT_EQ(ParseTimestamp("1970-01-01 00:00:00"), 0);
  EXPECT_EQ(ParseTimestamp("1970-01-02"), 86400000000);
  EXPECT_EQ(ParseTimestamp("2026-01-02T03:04:05.123456Z"), 1767323045123456);
  EXPECT_EQ(ParseTimestamp("0000-00-00 00:00:00"), std::nullopt);  // MySQL's zero date stays text
  EXPECT_EQ(ParseTimestamp("yesterday"), std::nullopt);
}

}  // namespace
}  // namespace spanlift::simulate
