#pragma once
// One progress line on stderr while big inputs are read (--progress): bytes read of the total,
// MB/s, time left and the table being read, redrawn in place with '\r' and cleared at the end.
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

#include "frontend/data_sink.h"

namespace spanlift::cli {

// Inputs smaller than this get no line under --progress auto.
inline constexpr uint64_t kProgressMinBytes = uint64_t{64} << 20;

enum class ProgressMode { kAuto, kAlways, kNever };

// Whether a line is drawn: always, never, or (auto) when stderr is a terminal and the inputs
// total more than kProgressMinBytes.
bool ShowProgress(ProgressMode mode, bool stderr_is_terminal, uint64_t total_bytes);

// The line's text (without '\r'): "spanlift: 120.0 of 1024.0 MB (11%), 350.2 MB/s, 3 s left, table orders".
std::string ProgressText(uint64_t done, uint64_t total, double seconds, const std::string& table);

class ProgressLine : public frontend::ReadObserver {
 public:
  // `total` = 0 when not known (stdin): no percentage and no time left. `table` names the table
  // being read ("" when none); `write` gets the bytes to put on the terminal.
  ProgressLine(uint64_t total, std::function<std::string()> table, std::function<void(const std::string&)> write);
  void BytesRead(uint64_t bytes_of_this_input) override;
  // Clears the line (call once, after reading).
  void Finish();

 private:
  uint64_t total_;
  uint64_t before_ = 0;  // bytes of earlier inputs
  uint64_t last_ = 0;    // bytes of the current input at the last call
  std::function<std::string()> table_;
  std::function<void(const std::string&)> write_;
  std::chrono::steady_clock::time_point start_, drawn_;
  size_t width_ = 0;  // length of the line on screen
};

}  // namespace spanlift::cli
