#pragma once
// Test support: a whole file as a string ("" when it cannot be read), and files written for a test
// in a directory of this process that is removed when the process ends (ctest runs each test in
// its own process, in parallel: the process id keeps their files apart and /tmp stays clean).
#include <unistd.h>

#include <filesystem>
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

// The directory, created on first use.
inline const std::filesystem::path& ProcessTempDir() {
  struct Dir {
    std::filesystem::path path =
        std::filesystem::temp_directory_path() / ("spanlift_test_" + std::to_string(::getpid()));
    Dir() { std::filesystem::create_directories(path); }
    ~Dir() {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  };
  static const Dir dir;
  return dir.path;
}

inline std::string TempPath(const std::string& name) { return (ProcessTempDir() / name).string(); }

// Writes `text` to the file `name` of the directory; returns its path.
inline std::string WriteTempFile(const std::string& name, const std::string& text) {
  std::string path = TempPath(name);
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

}  // namespace spanlift::testing
