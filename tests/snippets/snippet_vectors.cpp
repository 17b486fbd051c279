// Writes the snippets of a test schema (one shard function per key-text type, a composite key, a
// bit-reversed identity) to DIR/snippets/ and the vectors the C++ reference (src/shard) computes
// for them to DIR/vectors.tsv; run_snippets.py runs every language's harness against them.
//
// vectors.tsv rows: kind TAB value TAB expected... where value is decimal (int64, timestamp
// micros), lower-case hex (string UTF-8, bytes, fp), true/false, YYYY-MM-DD, or NULL.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <limits>

#include "emit/snippets.h"
#include "shard/shard.h"

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
  for (const auto& [kind, type] : std::vector<std::pair<std::string, std::string>>{
           {"int64", "INT64"}, {"string", "STRING"}, {"bool", "BOOL"},
           {"timestamp", "TIMESTAMP"}, {"date", "DATE"}, {"bytes", "BYTES"}})
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

std::string Hex(const std::string& s) { return shard::ValueText(shard::Bytes{s}); }

std::string Encode(const shard::Value& v) {
  if (std::holds_alternative<shard::Null>(v)) return "NULL";
  if (auto* s = std::get_if<std::string>(&v)) return Hex(*s);
  if (auto* t = std::get_if<shard::Timestamp>(&v)) return std::to_string(t->micros);
  return shard::ValueText(v);  // int64, bool, date, bytes (hex) are their own key text
}

std::vector<std::string> Strings() {
  // The published FARM_FINGERPRINT vectors (spanner-ddl.md section 6) first.
  std::vector<std::string> out = {"1footrue", "2applefalse", "3true", "alphabet", "", "a", "ab", "abc", "abcd",
                                  "hello", "12345678", "caf\xc3\xa9 \xe6\x97\xa5\xe6\x9c\xac \xf0\x9f\x98\x80", "pipe|and\\quote\"", "\n\t"};
  std::string grow;
  for (int i = 0; i < 200; ++i) {
    grow += static_cast<char>('a' + i % 26);
    out.push_back(grow);  // every length 1..200: farmhash's 0-16, 17-32, 33-64 and >64 paths
  }
  return out;
}

std::vector<std::pair<std::string, std::vector<shard::Value>>> KindValues() {
  const int64_t min = std::numeric_limits<int64_t>::min(), max = std::numeric_limits<int64_t>::max();
  std::vector<shard::Value> ints = {int64_t{0}, int64_t{1}, int64_t{-1}, int64_t{42}, min, max, int64_t{-1234567890123}};
  std::vector<shard::Value> strings;
  for (const auto& s : Strings()) strings.push_back(s);
  std::vector<shard::Value> bools = {true, false};
  using T = shard::Timestamp;
  std::vector<shard::Value> stamps = {T{0}, T{1}, T{-1}, T{1767323045123456}, T{-86400000001},
                                      T{-62135596800000000}, T{253402300799999999}, T{951782400000000}};
  std::vector<shard::Value> dates = {shard::Date{1, 1, 1}, shard::Date{1969, 12, 31}, shard::Date{1970, 1, 1},
                                     shard::Date{2000, 2, 29}, shard::Date{2026, 1, 2}, shard::Date{9999, 12, 31}};
  std::vector<shard::Value> bytes = {shard::Bytes{""}, shard::Bytes{std::string("\x00\xff\x10", 3)},
                                     shard::Bytes{std::string(100, '\x7f')}};
  return {{"int64", ints}, {"string", strings}, {"bool", bools},
          {"timestamp", stamps}, {"date", dates}, {"bytes", bytes}};
}

void WriteVectors(std::ostream& out) {
  for (const auto& s : Strings())
    out << "fp\t" << Hex(s) << "\t" << shard::FarmFingerprint(s) << "\t" << shard::Crc32(s) << "\n";
  for (const auto& [kind, values] : KindValues()) {
    for (const auto& v : values) {
      std::string key = shard::KeyText({v});
      out << kind << "\t" << Encode(v) << "\t" << shard::FarmShard(key, kFarmShards) << "\t"
          << shard::Crc32Shard(key, kCrcShards) << "\n";
    }
    std::string empty = shard::KeyText({shard::Null{}});
    out << kind << "\tNULL\t" << shard::FarmShard(empty, kFarmShards) << "\t-\n";
  }
  const std::vector<std::vector<shard::Value>> multis = {
      {int64_t{1}, std::string("foo"), shard::Timestamp{0}},
      {int64_t{-5}, shard::Null{}, shard::Timestamp{1767323045123456}},
      {int64_t{7}, std::string("a|b"), shard::Null{}}};
  for (const auto& m : multis) {
    std::string key = shard::KeyText(m);
    out << "multi\t" << Encode(m[0]) << "," << Encode(m[1]) << "," << Encode(m[2]) << "\t"
        << shard::FarmShard(key, 16) << "\t" << shard::Crc32Shard(key, 10) << "\n";
  }
  for (int64_t v : {int64_t{0}, int64_t{1}, int64_t{2}, int64_t{1000}, std::numeric_limits<int64_t>::max(), int64_t{-3}})
    out << "bitrev\t" << v << "\t" << shard::BitReverse(v, true) << "\t" << shard::BitReverse(v, true) << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: snippet_vectors DIR\n";
    return 2;
  }
  std::string error;
  if (!spanlift::emit::EmitSnippets(TestSchema(), argv[1], error)) {
    std::cerr << error << "\n";
    return 1;
  }
  std::ofstream out(std::string(argv[1]) + "/vectors.tsv");
  WriteVectors(out);
  return out ? 0 : 1;
}
