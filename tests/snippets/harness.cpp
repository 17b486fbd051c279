// C++ harness: the generated spanlift_shards.h on vectors.tsv, compiled by run_snippets.py with
// g++ -std=c++20 -Werror. Usage: harness VECTORS
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "spanlift_shards.h"
#include "text_fields.h"

namespace s = spanlift_shards;
using std::chrono::year_month_day;

namespace {

using spanlift_test::Split;
using spanlift_test::Unhex;

s::Micros Stamp(const std::string& t) { return s::Micros(std::chrono::microseconds(std::stoll(t))); }
s::Bytes AsBytes(const std::string& b) { return {reinterpret_cast<const uint8_t*>(b.data()), b.size()}; }

year_month_day Day(const std::string& t) {
  auto p = Split(t, '-');
  return year_month_day{std::chrono::year(std::stoi(p[0])), std::chrono::month(std::stoul(p[1])),
                        std::chrono::day(std::stoul(p[2]))};
}

std::vector<std::string> Got(const std::string& kind, const std::string& t) {
  const bool null = t == "NULL";
  auto pair = [null](int64_t farm, auto crc) {
    return std::vector<std::string>{std::to_string(farm), null ? "-" : std::to_string(crc())};
  };
  if (kind == "fp") return {std::to_string(s::FarmFingerprint(Unhex(t))), std::to_string(s::Crc32(Unhex(t)))};
  if (kind == "multi") {
    auto p = Split(t, ',');
    std::string b = p[1] == "NULL" ? "" : Unhex(p[1]);
    std::optional<std::string_view> bv = p[1] == "NULL" ? std::nullopt : std::optional<std::string_view>(b);
    std::optional<s::Micros> c = p[2] == "NULL" ? std::nullopt : std::optional<s::Micros>(Stamp(p[2]));
    return {std::to_string(s::t_multi_farm(std::stoll(p[0]), bv, c)),
            std::to_string(s::t_multi_crc(std::stoll(p[0]), bv, c))};
  }
  if (kind == "bitrev") {
    int64_t v = std::stoll(t);
    return {std::to_string(s::t_seq_id_bit_reverse(v)),
            std::to_string(s::t_seq_id_bit_unreverse(s::t_seq_id_bit_reverse(v)))};
  }
  if (null) {
    if (kind == "int64") return pair(s::t_int64_farm(std::nullopt), [] { return 0; });
    if (kind == "string") return pair(s::t_string_farm(std::nullopt), [] { return 0; });
    if (kind == "bool") return pair(s::t_bool_farm(std::nullopt), [] { return 0; });
    if (kind == "timestamp") return pair(s::t_timestamp_farm(std::nullopt), [] { return 0; });
    if (kind == "date") return pair(s::t_date_farm(std::nullopt), [] { return 0; });
    return pair(s::t_bytes_farm(std::nullopt), [] { return 0; });
  }
  if (kind == "int64") return pair(s::t_int64_farm(std::stoll(t)), [&] { return s::t_int64_crc(std::stoll(t)); });
  const std::string text = kind == "string" || kind == "bytes" ? Unhex(t) : "";
  if (kind == "string") return pair(s::t_string_farm(text), [&] { return s::t_string_crc(text); });
  if (kind == "bool") return pair(s::t_bool_farm(t == "true"), [&] { return s::t_bool_crc(t == "true"); });
  if (kind == "timestamp") return pair(s::t_timestamp_farm(Stamp(t)), [&] { return s::t_timestamp_crc(Stamp(t)); });
  if (kind == "date") return pair(s::t_date_farm(Day(t)), [&] { return s::t_date_crc(Day(t)); });
  return pair(s::t_bytes_farm(AsBytes(text)), [&] { return s::t_bytes_crc(AsBytes(text)); });
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  std::ifstream in(argv[1]);
  int rows = 0, failures = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    auto f = Split(line, '\t');
    std::vector<std::string> want =
        f[0] == "bitrev" ? std::vector<std::string>{f[2], f[1]} : std::vector<std::string>{f[2], f[3]};
    auto result = Got(f[0], f[1]);
    ++rows;
    if (result != want) {
      ++failures;
      std::cout << "cpp: " << f[0] << " " << f[1] << ": want " << want[0] << "," << want[1] << " got " << result[0]
                << "," << result[1] << "\n";
    }
  }
  if (s::kTMultiKeyReadBetween.substr(0, 6) != "SELECT") ++failures;
  std::cout << "cpp: " << rows << " rows, " << failures << " failures\n";
  return failures ? 1 : 0;
}
