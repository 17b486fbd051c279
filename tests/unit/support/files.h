#pragma once
// Test support: a whole file as a string ("" when it cannot be read).
#include <fstream>
#include <sstream>
#include <string>

namespace spanlift::testing {

inline std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace spanlift::testing
