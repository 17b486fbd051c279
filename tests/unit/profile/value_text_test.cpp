// The value helpers every scanner and sketch calls: integers parsed as std::from_chars would
// (the limits of int64 included), and FindAnyOf at every offset and length around its 16-byte
// blocks and the tail window.
#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <string>

#include "profile/value_text.h"

namespace spanlift::profile {
namespace {

TEST(ParseInteger, Table) {
  struct Case {
    const char* text;
    std::optional<int64_t> want;
  };
  const Case cases[] = {
      {"0", 0},
      {"42", 42},
      {"+7", 7},
      {"-12", -12},
      {"0042", 42},
      {"9223372036854775807", INT64_MAX},
      {"-9223372036854775808", INT64_MIN},
      {"9223372036854775808", std::nullopt},
      {"-9223372036854775809", std::nullopt},
      {"18446744073709551616", std::nullopt},  // wraps uint64
      {"99999999999999999999", std::nullopt},
      {"00000000000000000001", 1},             // 20 characters
      {"000000000000000000001", std::nullopt}, // 21: too long
      {"", std::nullopt},
      {"-", std::nullopt},
      {"+", std::nullopt},
      {"+-5", -5},  // as before: one '+' dropped, then from_chars' grammar
      {"--5", std::nullopt},
      {"1.5", std::nullopt},
      {"1e3", std::nullopt},
      {" 1", std::nullopt},
      {"12a", std::nullopt},
      {"2024-01-31", std::nullopt},
  };
  for (const auto& c : cases) EXPECT_EQ(ParseInteger(c.text), c.want) << c.text;
}

TEST(FindAnyOf, EveryOffsetAndLength) {
  for (size_t length = 0; length <= 70; ++length) {
    for (size_t at = 0; at <= length; ++at) {        // where the one hit is (length: none)
      for (char hit : {'\t', '\n', '\\', '\r'}) {
        std::string data(length, 'a');
        if (at < length) data[at] = hit;
        for (size_t from = 0; from <= length; ++from) {
          size_t want = at >= from ? at : length;
          ASSERT_EQ(FindAnyOf(data.data(), from, length, '\t', '\n', '\\', '\r'), want)
              << "length " << length << " hit at " << at << " from " << from;
        }
      }
    }
  }
}

}  // namespace
}  // namespace spanlift::profile

namespace spanlift::profile {
namespace {

// CountByte against a plain count, at every offset and length (the 16-byte blocks, the tail, and
// past 255 blocks, where the byte lanes are summed before they wrap).
TEST(CountByte, EveryOffsetAndLength) {
  std::string text;
  for (size_t i = 0; i < 5000; ++i) text += "a\tbb\t\t\tc"[i % 9];
  for (size_t from = 0; from < 20; ++from)
    for (size_t size : {0, 1, 15, 16, 17, 31, 33, 100, 4080, 4096, 4500}) {
      std::string_view part = std::string_view(text).substr(from, size);
      EXPECT_EQ(CountByte(part.data(), part.size(), '\t'), static_cast<size_t>(std::count(part.begin(), part.end(), '\t')))
          << from << " " << size;
    }
}

}  // namespace
}  // namespace spanlift::profile
