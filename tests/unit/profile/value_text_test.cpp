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
      {"00000000000000000001", 1},              // 20 characters
      {"000000000000000000001", std::nullopt},  // 21: too long
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
    for (size_t at = 0; at <= length; ++at) {  // where the one hit is (length: none)
      for (char hit : {'\t', '\n', '\\', '\r', '(', ','}) {
        std::string data(length, 'a');
        if (at < length) data[at] = hit;
        for (size_t from = 0; from <= length; ++from) {
          size_t want = at >= from ? at : length;
          ASSERT_EQ(FindAnyOf(data.data(), from, length, '\t', '\n', '\\', '\r', '(', ','), want)
              << "length " << length << " hit at " << at << " from " << from;
          if (hit == '(' || hit == ',') continue;
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

// ScanLineRest against a byte-by-byte reading, at every offset and length (16-byte blocks, the
// tail, escapes across blocks): escaped delimiters, escaped backslashes, an escaped newline, a backslash at the end.
LineRest Reference(std::string_view text, char delimiter) {
  LineRest rest;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') return {true, i, rest.delimiters};
    if (text[i] == '\\') {
      if (i + 1 >= text.size() || text[i + 1] == '\n') return {false, 0, rest.delimiters};
      ++i;
      continue;
    }
    rest.delimiters += text[i] == delimiter;
  }
  return {false, 0, rest.delimiters};
}

TEST(ScanLineRest, EveryOffsetAndLength) {
  std::string text = "ab\tcd\\\tx\\\\\tyy\tz\t\t\\Nqqqqqqqqqqqqqqqqqqqqq\tq\\\nrr\t\nss\t\\";
  for (size_t gap : {61, 62, 63, 64, 70, 127})
    text += std::string(gap, 'w') + "\t\\\t" + std::string(gap / 2, '\t') + "\n";
  for (size_t gap : {28, 29, 30, 31, 60, 61, 62, 63})
    text += std::string(gap, 'v') + "\\\\\\\t\\\\\t" + "\n";  // backslash runs across blocks
  for (size_t from = 0; from < text.size(); ++from)
    for (size_t end = from; end <= text.size(); ++end) {
      LineRest got = ScanLineRest(text.data(), from, end, '\t');
      LineRest want = Reference(std::string_view(text).substr(from, end - from), '\t');
      ASSERT_EQ(got.found, want.found) << from << " " << end;
      if (want.found) {
        EXPECT_EQ(got.newline, from + want.newline) << from << " " << end;
        EXPECT_EQ(got.delimiters, want.delimiters) << from << " " << end;
      }
    }
}

}  // namespace
}  // namespace spanlift::profile
