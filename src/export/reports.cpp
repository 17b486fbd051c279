#include "export/reports.h"

#include <cerrno>
#include <cstring>

namespace spanlift::exporter {

std::string Where(const model::SourceLocation& at) {
  std::string s = at.file + ":" + std::to_string(at.line);
  if (at.column) s += ":" + std::to_string(at.column);
  return s;
}

Reports::~Reports() {
  if (list_) std::fclose(list_);
}

bool Reports::OpenList(const std::string& path, std::string& error) {
  list_ = std::fopen(path.c_str(), "wbx");
  list_path_ = path;
  if (!list_) error = path + ": cannot create: " + std::strerror(errno);
  return list_ != nullptr;
}

bool Reports::CloseList(std::string& error) {
  if (!list_) return true;
  const bool ok = std::fclose(list_) == 0;
  list_ = nullptr;
  if (!ok) error = list_path_ + ": " + std::strerror(errno);
  return ok;
}

void Reports::Show(const std::string& line) {
  if (shown_ < kShown) {
    err_ << line << "\n";
    ++shown_;
  } else {
    ++hidden_;
  }
}

void Reports::Error(const model::SourceLocation& at, const std::string& message) {
  ++errors_;
  Show(Where(at) + ": error: " + message);
}

void Reports::Error(const std::string& message) {
  ++errors_;
  Show("spanlift: error: " + message);
}

void Reports::BadValue(const model::SourceLocation& at, const std::string& table, const std::string& column,
                       const std::string& why, const std::optional<std::string>& excerpt, const std::string& action) {
  ++bad_values_;
  const std::string line = Where(at) + ": " + (policy_ == BadValues::kFail ? "error" : "warning") + ": " + table + "." +
                           column + ": " + why + (excerpt ? ": '" + *excerpt + "'" : std::string()) + " (" + action +
                           ")";
  Show(line);
  if (list_) {
    std::fwrite(line.data(), 1, line.size(), list_);
    std::fputc('\n', list_);
  }
}

void Reports::Summary() {
  if (hidden_ > 0)
    err_ << "spanlift: " << hidden_ << " more lines not shown"
         << (list_path_.empty() ? "" : " (every bad value is in bad-values.txt)") << "\n";
}

}  // namespace spanlift::exporter
