#pragma once
// The typed values of tests/snippets/vectors.tsv and snippet_calls.py's calls, for the C++
// reference (src/shard): INT64 and TIMESTAMP (microseconds) decimal, STRING and BYTES as hex,
// BOOL true/false, DATE as Y-M-D, NULL.
#include <string>
#include <vector>

#include "shard/shard.h"

namespace spanlift::test {

inline std::vector<std::string> Split(const std::string& line, char sep) {
  std::vector<std::string> out(1);
  for (char c : line) {
    if (c == sep) {
      out.emplace_back();
    } else {
      out.back().push_back(c);
    }
  }
  return out;
}

inline std::string Unhex(const std::string& t) {
  std::string out;
  for (size_t i = 0; i + 1 < t.size(); i += 2) out += static_cast<char>(std::stoi(t.substr(i, 2), nullptr, 16));
  return out;
}

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
