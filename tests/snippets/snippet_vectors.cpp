// Writes the snippets of a test schema (one shard function per key-text type, a composite key, a
// bit-reversed identity) to DIR/snippets/, checks the C++ reference (src/shard) against every row
// of the checked-in vectors the Spanner emulator computed (tests/snippets/vectors.tsv, made and
// re-checked by tests/emulator/vectors_test.py) and copies them to DIR/vectors.tsv;
// run_snippets.py then runs every language's harness against them.
//
// vectors.tsv rows: kind TAB value TAB expected... where value is decimal (int64, timestamp
// micros), lower-case hex (string UTF-8, bytes, fp), true/false, Y-M-D, or NULL.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <limits>

#include "report/snippets.h"
#include "shard/shard.h"
#include "snippets/typed_values.h"

namespace {

using spanlift::model::Column;
using spanlift::model::ShardSpec;
using spanlift::model::Table;
namespace shard = spanlift::shard;

constexpr int64_t kFarmShards = std::numeric_limits<int64_t>::max();  // keeps almost all hash bits
constexpr int64_t kCrcShards = int64_t{1} << 32;

Column Col(const std::string& name, const std::string& type, bool nullable) {
  Column c;
  c.name = name;
  c.type.name = type;
  c.nullable = nullable;
  return c;
}

Column ShardCol(const std::string& name, ShardSpec::Hash hash, std::vector<std::string> columns, int64_t n) {
  Column c = Col(name, "INT64", false);
  c.shard = ShardSpec{hash, std::move(columns), n};
  return c;
}

// t_<kind>: farm = FARM shard of the nullable v, crc = CRC32 shard of the NOT NULL w.
Table KindTable(const std::string& kind, const std::string& type) {
  Table t;
  t.name = "t_" + kind;
  t.columns = {Col("v", type, true), Col("w", type, false),
               ShardCol("farm", ShardSpec::Hash::kFarmFingerprint, {"v"}, kFarmShards),
               ShardCol("crc", ShardSpec::Hash::kCrc32, {"w"}, kCrcShards)};
  return t;
}

// Names that try to break out of string literals, comments and the output directory, collide after
// sanitising, or use Java's \u pre-translation; the generated code must still compile unchanged.
std::vector<Table> HostileTables() {
  const std::vector<std::pair<std::string, std::string>> names = {
      {"x\"; import os; os.system(\"rm -rf /\") #", "class"},
      {"../../etc", "*/\n\\u0022\"`"},
      {"\xe6\x97\xa5\xe6\x9c\xac\n\xe2\x80\xa8\\u000a", "\xce\xa9\\"},
      {"a-b", "c"},
      {"a_b", "c"},
      {"", "0"},
      {"import", "self"},
      {"keys", "key"},
      {"values", "value"}};
  std::vector<Table> out;
  for (const auto& [table, column] : names) {
    Table t;
    t.name = table;
    t.columns = {Col(column, "STRING", true), Col("id", "INT64", false),
                 ShardCol("ShardId", ShardSpec::Hash::kFarmFingerprint, {column, "id"}, 8)};
    t.columns[1].identity = spanlift::model::Identity{};
    t.columns[1].identity->bit_reversed_positive = true;
    t.primary_key = spanlift::model::PrimaryKey{"", {{"ShardId"}, {"id"}}, {}};
    spanlift::model::Index index;
    index.name = table + "\"By*/";
    index.parts = {{"ShardId"}, {column}};
    t.indexes.push_back(index);
    out.push_back(std::move(t));
  }
  return out;
}

spanlift::model::Schema TestSchema() {
  spanlift::model::Schema s;
  for (const auto& [kind, type] : std::vector<std::pair<std::string, std::string>>{{"int64", "INT64"},
                                                                                   {"string", "STRING"},
                                                                                   {"bool", "BOOL"},
                                                                                   {"timestamp", "TIMESTAMP"},
                                                                                   {"date", "DATE"},
                                                                                   {"bytes", "BYTES"}})
    s.tables.push_back(KindTable(kind, type));
  Table multi;
  multi.name = "t_multi";
  multi.columns = {Col("a", "INT64", false), Col("b", "STRING", true), Col("c", "TIMESTAMP", true),
                   ShardCol("farm", ShardSpec::Hash::kFarmFingerprint, {"a", "b", "c"}, 16),
                   ShardCol("crc", ShardSpec::Hash::kCrc32, {"a", "b", "c"}, 10)};
  multi.primary_key = spanlift::model::PrimaryKey{"", {{"farm"}, {"a"}, {"c"}}, {}};
  s.tables.push_back(multi);
  Table seq;
  seq.name = "t_seq";
  seq.columns = {Col("id", "INT64", false)};
  seq.columns[0].identity = spanlift::model::Identity{};
  seq.columns[0].identity->bit_reversed_positive = true;
  s.tables.push_back(seq);
  for (auto& t : HostileTables()) s.tables.push_back(std::move(t));
  return s;
}

using spanlift::test::Decode;
using spanlift::test::Split;
using spanlift::test::Unhex;

// What the C++ reference computes for a row: the columns after kind and value.
std::vector<std::string> Reference(const std::string& kind, const std::string& value) {
  auto str = [](auto v) { return std::to_string(v); };
  if (kind == "fp") return {str(shard::FarmFingerprint(Unhex(value))), str(shard::Crc32(Unhex(value)))};
  if (kind == "bitrev") {
    const int64_t reversed = shard::BitReverse(std::stoll(value), true);
    return {str(reversed), str(reversed)};
  }
  if (kind == "multi") {
    auto parts = Split(value, ',');
    std::string key =
        shard::KeyText({Decode("int64", parts[0]), Decode("string", parts[1]), Decode("timestamp", parts[2])});
    return {str(shard::FarmShard(key, 16)), str(shard::Crc32Shard(key, 10))};
  }
  std::string key = shard::KeyText({Decode(kind, value)});
  return {str(shard::FarmShard(key, kFarmShards)), value == "NULL" ? "-" : str(shard::Crc32Shard(key, kCrcShards))};
}

// Copies the emulator's vectors (comments dropped) for the harnesses; false when the C++
// reference disagrees with any row (each printed).
bool CheckAndCopy(std::istream& in, std::ostream& out) {
  std::string line;
  int rows = 0, failures = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto fields = Split(line, '\t');
    std::vector<std::string> want(fields.begin() + 2, fields.end());
    auto got = Reference(fields[0], fields[1]);
    ++rows;
    if (got != want) {
      ++failures;
      std::cerr << "reference: " << fields[0] << " " << fields[1] << ": Spanner " << want[0] << " " << want[1]
                << ", C++ reference " << got[0] << " " << got[1] << "\n";
    }
    out << line << "\n";
  }
  std::cout << "reference: " << rows << " rows, " << failures << " failures\n";
  return rows > 0 && failures == 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: snippet_vectors VECTORS DIR\n";
    return 2;
  }
  std::string error;
  if (!spanlift::report::EmitSnippets(TestSchema(), argv[2], error)) {
    std::cerr << error << "\n";
    return 1;
  }
  std::ifstream in(argv[1]);
  std::ofstream out(std::string(argv[2]) + "/vectors.tsv");
  if (!in) {
    std::cerr << "cannot read " << argv[1] << "\n";
    return 1;
  }
  return CheckAndCopy(in, out) && out ? 0 : 1;
}
