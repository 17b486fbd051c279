#include "cli/progress.h"

#include <fmt/format.h>

namespace spanlift::cli {

namespace {

constexpr std::chrono::milliseconds kRedrawEvery{200};

double Mb(uint64_t bytes) { return static_cast<double>(bytes) / (1024.0 * 1024.0); }

}  // namespace

bool ShowProgress(ProgressMode mode, bool stderr_is_terminal, uint64_t total_bytes) {
  if (mode != ProgressMode::kAuto) return mode == ProgressMode::kAlways;
  return stderr_is_terminal && total_bytes > kProgressMinBytes;
}

std::string ProgressText(uint64_t done, uint64_t total, double seconds, const std::string& table) {
  double rate = seconds > 0 ? Mb(done) / seconds : 0;
  std::string text = total ? fmt::format("spanlift: {:.1f} of {:.1f} MB ({}%)", Mb(done), Mb(total), done * 100 / total)
                           : fmt::format("spanlift: {:.1f} MB", Mb(done));
  text += fmt::format(", {:.1f} MB/s", rate);
  if (total && rate > 0 && done <= total) text += fmt::format(", {:.0f} s left", Mb(total - done) / rate);
  if (!table.empty()) text += ", table " + table;
  return text;
}

ProgressLine::ProgressLine(uint64_t total, std::function<std::string()> table,
                           std::function<void(const std::string&)> write)
    : total_(total), table_(std::move(table)), write_(std::move(write)), start_(std::chrono::steady_clock::now()) {}

void ProgressLine::BytesRead(uint64_t bytes_of_this_input) {
  if (bytes_of_this_input < last_) before_ += last_;  // a new input started
  last_ = bytes_of_this_input;
  auto now = std::chrono::steady_clock::now();
  if (width_ != 0 && now - drawn_ < kRedrawEvery) return;
  drawn_ = now;
  double seconds = std::chrono::duration<double>(now - start_).count();
  std::string text = ProgressText(before_ + last_, total_, seconds, table_ ? table_() : "");
  // Pad over a longer previous line so no stale characters remain.
  std::string line = "\r" + text + std::string(width_ > text.size() ? width_ - text.size() : 0, ' ');
  width_ = std::max(width_, text.size());
  write_(line);
}

void ProgressLine::Finish() {
  if (width_ == 0) return;
  write_("\r" + std::string(width_, ' ') + "\r");
  width_ = 0;
}

}  // namespace spanlift::cli
