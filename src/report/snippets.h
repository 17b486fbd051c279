#pragma once
// Application-side snippets (docs/snippets.md): for every value a Spanner model computes (shard
// columns, bit-reversed sequence/identity columns) one function per language that computes it
// exactly as the schema does (docs/sharding.md), plus the read pattern of every sharded table and
// index. Rendered from templates/snippets/<language>/module.mustache.
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "convert/convert.h"
#include "model/schema.h"
#include "report/output_files.h"

namespace spanlift::report {

// Language-neutral description of what the snippets compute; the per-language view models are
// built from it.
struct SnippetParam {
  std::string column;  // Spanner name
  std::string source;  // the source's name when convert renamed it, else empty
  std::string kind;    // int64 | string | bool | timestamp | date | bytes
  bool nullable = true;
};

struct ShardFunction {
  std::string table, column;  // Spanner names
  std::string source_table;   // the source's table name when convert renamed it, else empty
  bool crc32 = false;         // CRC32 scheme (else FARM_FINGERPRINT)
  int64_t shards = 0;
  std::vector<SnippetParam> params;
};

struct BitReversedColumn {
  std::string table, column;
  std::string source_table, source_column;  // the source's names when convert renamed them, else empty
};

struct ReadPattern {
  std::string table, index;  // index empty: the table's primary key
  std::string between_sql, unnest_sql;
};

struct SnippetModel {
  std::vector<ShardFunction> shards;
  std::vector<BitReversedColumn> bit_reversed;
  std::vector<ReadPattern> reads;
  bool empty() const { return shards.empty() && bit_reversed.empty(); }
};

// The source names of the tables and columns convert renamed (C050, C051, C052), by Spanner name:
// the snippets' comments give them, so the application finds its own columns.
struct SourceNames {
  std::map<std::string, std::string> tables;
  std::map<std::pair<std::string, std::string>, std::string> columns;  // (table, column)
};
SourceNames SourceNamesOf(const std::vector<convert::Rename>& renames);

SnippetModel CollectSnippets(const model::Schema& spanner, const SourceNames& sources = {});

// snippets/{python/spanlift_shards.py, go/spanlift_shards.go, java/SpanliftShards.java,
// typescript/spanlift_shards.ts, cpp/spanlift_shards.h}; none when nothing is computed.
std::vector<OutputFile> SnippetFiles(const model::Schema& spanner, const SourceNames& sources = {});

// Writes SnippetFiles under DIR (all-or-nothing). False and `error` when writing failed.
bool EmitSnippets(const model::Schema& spanner, const std::string& dir, std::string& error);

}  // namespace spanlift::report
