#pragma once
// Fields of the tab-separated test files (vectors.tsv, snippet_calls.py's calls), shared by the C++
// harnesses, which g++ compiles on their own, and the reference runners. Standard library only.
#include <string>
#include <vector>

namespace spanlift_test {

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

// Lower-case hex -> bytes.
inline std::string Unhex(const std::string& t) {
  std::string out;
  for (size_t i = 0; i + 1 < t.size(); i += 2) out += static_cast<char>(std::stoi(t.substr(i, 2), nullptr, 16));
  return out;
}

}  // namespace spanlift_test
