// Fuzzes the --policy readers (toml11 and yaml-cpp, then the shared settings checker).
// LoadPolicy takes a path, since the format comes from the extension: the first byte picks it
// (even: .toml, odd: .yaml; seeds start with 't' or 'y'), the rest is the file's content.
// Hostile files must give a policy or an error, never an exception, crash or hang.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "rewrite/policy.h"

namespace {

// One private directory per process (mkdtemp), so parallel jobs (-jobs, -fork) never share files.
struct TempDir {
  std::string path;
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "policy_fuzzer.XXXXXX").string();
    if (!mkdtemp(pattern.data())) std::abort();
    path = pattern + "/" + std::to_string(getpid());
  }
  ~TempDir() { std::filesystem::remove_all(std::filesystem::path(path).parent_path()); }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  static const TempDir dir;
  const std::string path = dir.path + (data[0] % 2 ? ".yaml" : ".toml");
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data + 1), static_cast<std::streamsize>(size - 1));
    if (!out) std::abort();
  }
  std::string error;
  auto policy = spanlift::rewrite::LoadPolicy(path, error);
  // Exactly one of the two: a policy, or an error naming the file.
  if (policy.has_value() == !error.empty()) std::abort();
  if (!policy && error.rfind(path, 0) != 0) std::abort();
  return 0;
}
