#pragma once
// Application-side snippets (docs/snippets.md): for every value a Spanner model computes (shard
// columns, bit-reversed sequence/identity columns) one function per language that computes it
// exactly as the schema does (docs/sharding.md), plus the read pattern of every sharded table and
// index. Rendered from templates/snippets/<language>/module.mustache.
#include <cstdint>
#include <string>
#include <vector>

#include "emit/output_files.h"
#include "model/schema.h"

namespace spanlift::emit {

// Language-neutral description of what the snippets compute; the per-language view models are
// built from it.
struct SnippetParam {
  std::string column;  // original name
  std::string kind;    // int64 | string | bool | timestamp | date | bytes
  bool nullable = true;
};

struct ShardFunction {
  std::string table, column;  // original names
  bool crc32 = false;         // CRC32 scheme (else FARM_FINGERPRINT)
  int64_t shards = 0;
  std::vector<SnippetParam> params;
};

struct BitReversedColumn {
  std::string table, column;
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

SnippetModel CollectSnippets(const model::Schema& spanner);

// snippets/{python/spanlift_shards.py, go/spanlift_shards.go, java/SpanliftShards.java,
// typescript/spanlift_shards.ts, cpp/spanlift_shards.h}; none when nothing is computed.
std::vector<OutputFile> SnippetFiles(const model::Schema& spanner);

// Writes SnippetFiles under DIR (all-or-nothing). False and `error` when writing failed.
bool EmitSnippets(const model::Schema& spanner, const std::string& dir, std::string& error);

}  // namespace spanlift::emit
