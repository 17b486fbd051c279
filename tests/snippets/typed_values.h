#pragma once
// The typed values of tests/snippets/vectors.tsv and snippet_calls.py's calls, for the C++
// reference (src/shard): INT64 and TIMESTAMP (microseconds) decimal, STRING and BYTES as hex,
// BOOL true/false, DATE as Y-M-D, NULL.
#include <string>
#include <vector>

#include "shard/shard.h"
#include "text_fields.h"

namespace spanlift::test {

using spanlift_test::Split;
using spanlift_test::Unhex;

// One value of a key-text kind (a trailing '?', nullable, is ignored).
inline shard::Value Decode(std::string kind, const std::string& t) {
  if (t == "NULL") return shard::Null{};
  if (!kind.empty() && kind.back() == '?') kind.pop_back();
  if (kind == "int64") return int64_t{std::stoll(t)};
  if (kind == "string") return Unhex(t);
  if (kind == "bool") return t == "true";
  if (kind == "timestamp") return shard::Timestamp{std::stoll(t)};
  if (kind == "bytes") return shard::Bytes{Unhex(t)};
  auto ymd = Split(t, '-');
  return shard::Date{std::stoi(ymd[0]), std::stoi(ymd[1]), std::stoi(ymd[2])};
}

}  // namespace spanlift::test
