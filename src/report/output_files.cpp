#include "report/output_files.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace spanlift::report {

namespace fs = std::filesystem;

namespace {

fs::path TempFor(const fs::path& target) {
  return target.parent_path() / ("." + target.filename().string() + ".tmp-" + std::to_string(::getpid()));
}

}  // namespace

bool WriteAtomically(const std::string& dir, const std::vector<OutputFile>& files, std::string& error) {
  std::error_code ec;
  for (const auto& f : files) {  // a rename that could fail half-way through is refused up front
    fs::path target = fs::path(dir) / f.name;
    fs::create_directories(target.parent_path(), ec);
    if (fs::exists(target, ec) && !fs::is_regular_file(target, ec)) {
      error = "cannot write " + target.string() + ": it exists and is not a file";
      return false;
    }
  }
  std::vector<fs::path> temps;
  auto cleanup = [&temps] {
    std::error_code ignored;
    for (const auto& t : temps) fs::remove(t, ignored);
  };
  for (const auto& f : files) {
    fs::path temp = TempFor(fs::path(dir) / f.name);
    temps.push_back(temp);
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out << f.text;
    out.close();
    if (!out) {
      error = "cannot write " + (fs::path(dir) / f.name).string();
      cleanup();
      return false;
    }
  }
  for (size_t i = 0; i < files.size(); ++i) {
    fs::rename(temps[i], fs::path(dir) / files[i].name, ec);
    if (ec) {
      error = "cannot write " + (fs::path(dir) / files[i].name).string() + ": " + ec.message();
      cleanup();
      return false;
    }
  }
  return true;
}

}  // namespace spanlift::report
