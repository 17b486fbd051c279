// The C++ reference (src/shard) as a runner of snippet_calls.py: reference_calls CALLS; one result
// per line. A call's name is `farm:N` (ABS(MOD(FARM_FINGERPRINT(key), N))), `crc:N` (crc32(key)
// mod N) or `bitrev` (BIT_REVERSE(x, true)); its values are typed by the kinds column.
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "shard/shard.h"
#include "snippets/typed_values.h"

namespace shard = spanlift::shard;

namespace {

using spanlift::test::Decode;
using spanlift::test::Split;
using spanlift::test::Unhex;

int64_t Call(const std::vector<std::string>& fields) {
  std::vector<shard::Value> values;
  auto kinds = Split(fields[1], ',');
  for (size_t i = 0; i < kinds.size(); ++i) values.push_back(Decode(kinds[i], fields[2 + i]));
  if (fields[0] == "bitrev") return shard::BitReverse(std::get<int64_t>(values[0]), true);
  const std::string key = shard::KeyText(values);
  const int64_t n = std::stoll(fields[0].substr(fields[0].find(':') + 1));
  return fields[0].rfind("farm:", 0) == 0 ? shard::FarmShard(key, n) : shard::Crc32Shard(key, n);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  std::ifstream in(argv[1]);
  std::string line;
  while (std::getline(in, line)) std::cout << Call(Split(line, '\t')) << "\n";
  return 0;
}
