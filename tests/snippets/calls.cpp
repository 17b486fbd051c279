// C++ runner of snippet_calls.py: calls CALLS; one result per line. calls_table.h (generated)
// includes every snippet header inside a namespace of its own and maps each `K:function` name to
// a call with decoded arguments. Compiled with g++ -std=c++20 -Werror.
// Everything the snippet headers include comes first, so their include guards keep it out of
// those namespaces.
#include <farmhash.h>

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <iostream>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "text_fields.h"

using Micros = std::chrono::sys_time<std::chrono::microseconds>;
using Blob = std::span<const uint8_t>;

namespace {

using spanlift_test::Split;
using spanlift_test::Unhex;

// The values of one call; decoded strings and bytes live here while the call runs.
class Args {
 public:
  explicit Args(std::vector<std::string> values) : values_(std::move(values)), texts_(values_.size()) {}

  int64_t Int64(size_t i) const { return std::stoll(values_[i]); }
  bool Bool(size_t i) const { return values_[i] == "true"; }
  std::string_view String(size_t i) { return texts_[i] = Unhex(values_[i]); }
  Micros Time(size_t i) const { return Micros(std::chrono::microseconds(Int64(i))); }
  std::chrono::year_month_day Date(size_t i) const {
    int y = 0;
    unsigned m = 0, d = 0;
    std::sscanf(values_[i].c_str(), "%d-%u-%u", &y, &m, &d);
    return std::chrono::year_month_day{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}};
  }
  ::Blob Blob(size_t i) {
    texts_[i] = Unhex(values_[i]);
    return {reinterpret_cast<const uint8_t*>(texts_[i].data()), texts_[i].size()};
  }

  std::optional<int64_t> OptInt64(size_t i) { return Null(i) ? std::nullopt : std::optional(Int64(i)); }
  std::optional<bool> OptBool(size_t i) { return Null(i) ? std::nullopt : std::optional(Bool(i)); }
  std::optional<std::string_view> OptString(size_t i) { return Null(i) ? std::nullopt : std::optional(String(i)); }
  std::optional<Micros> OptTime(size_t i) { return Null(i) ? std::nullopt : std::optional(Time(i)); }
  std::optional<std::chrono::year_month_day> OptDate(size_t i) {
    return Null(i) ? std::nullopt : std::optional(Date(i));
  }
  std::optional<::Blob> OptBlob(size_t i) { return Null(i) ? std::nullopt : std::optional(Blob(i)); }

 private:
  bool Null(size_t i) const { return values_[i] == "NULL"; }
  std::vector<std::string> values_;
  std::vector<std::string> texts_;
};

using Function = std::function<int64_t(Args&)>;

}  // namespace

#include "calls_table.h"

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  std::ifstream in(argv[1]);
  std::string line;
  while (std::getline(in, line)) {
    auto fields = Split(line, '\t');
    Args args(std::vector<std::string>(fields.begin() + 2, fields.end()));
    std::cout << Functions().at(fields[0])(args) << "\n";
  }
  return 0;
}
