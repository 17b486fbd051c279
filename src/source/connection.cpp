#include "source/connection.h"

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

#include <cstdlib>

namespace spanlift::source {

Result::Result(std::vector<std::string> columns, std::vector<std::vector<std::optional<std::string>>> rows)
    : columns_(std::move(columns)), rows_(std::move(rows)) {
  for (size_t i = 0; i < columns_.size(); ++i) positions_.emplace(columns_[i], i);
}

size_t Result::Column(std::string_view name) const {
  auto it = positions_.find(name);
  if (it == positions_.end()) throw SourceError("internal error: the query has no column " + std::string(name));
  return it->second;
}

const std::optional<std::string>& Result::Row::Get(std::string_view column) const {
  return result_.rows_[index_][result_.Column(column)];
}

std::optional<int64_t> Result::Row::Int(std::string_view column) const {
  const auto& v = Get(column);
  if (!v || v->empty()) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  long long n = std::strtoll(v->c_str(), &end, 10);
  if (errno != 0 || *end != '\0') return std::nullopt;
  return static_cast<int64_t>(n);
}

std::optional<double> Result::Row::Real(std::string_view column) const {
  const auto& v = Get(column);
  if (!v || v->empty()) return std::nullopt;
  char* end = nullptr;
  double d = std::strtod(v->c_str(), &end);
  if (*end != '\0') return std::nullopt;
  return d;
}

bool Result::Row::Bool(std::string_view column) const {
  const auto& v = Get(column);
  return v && (*v == "t" || *v == "true" || *v == "1" || *v == "YES" || *v == "on");
}

SourceError Connection::Failure(std::string_view what, std::string message) const {
  return SourceError(spec_.Display() + ": reading " + std::string(what) + ": " +
                     OneLine(std::move(message), spec_.password));
}

std::string OneLine(std::string message, const std::optional<std::string>& password) {
  for (char& c : message)
    if (c == '\n' || c == '\t' || c == '\r') c = ' ';
  std::string out;
  for (char c : message)
    if (c != ' ' || (!out.empty() && out.back() != ' ')) out += c;
  while (!out.empty() && out.back() == ' ') out.pop_back();
  if (password && password->size() >= 3)
    for (size_t at = out.find(*password); at != std::string::npos; at = out.find(*password, at))
      out.replace(at, password->size(), "***");
  return out;
}

std::optional<std::string> PromptPassword(const std::string& prompt) {
  if (!::isatty(STDIN_FILENO)) return std::nullopt;
  int tty = ::open("/dev/tty", O_RDWR | O_CLOEXEC);
  if (tty < 0) return std::nullopt;
  termios saved{};
  bool restore = ::tcgetattr(tty, &saved) == 0;
  if (restore) {
    termios quiet = saved;
    quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    ::tcsetattr(tty, TCSAFLUSH, &quiet);
  }
  [[maybe_unused]] ssize_t w = ::write(tty, prompt.data(), prompt.size());
  std::string password;
  char c = 0;
  while (::read(tty, &c, 1) == 1 && c != '\n' && c != '\r') password += c;
  if (restore) ::tcsetattr(tty, TCSAFLUSH, &saved);
  w = ::write(tty, "\n", 1);
  ::close(tty);
  return password;
}

}  // namespace spanlift::source
