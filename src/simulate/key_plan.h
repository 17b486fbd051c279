#pragma once
// Which key spaces a converted schema has (each table's key, each index's key) and how each key
// part's value comes from a source row: the column's value, its bit-reversed value where the
// Spanner schema generates it with a bit-reversed identity or sequence, a shard value computed by
// the project's shard code (src/shard/), or a generated UUID.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "analysis/classification.h"
#include "convert/convert.h"
#include "profile/row.h"
#include "shard/shard.h"

namespace spanlift::simulate {

struct Recipe {
  enum class Kind { kSource, kShard, kRandom, kUnknown };
  Kind kind = Kind::kUnknown;
  size_t column = 0;           // kSource: position in the source table's columns
  std::string type;            // the Spanner column's type name
  bool reversed = false;       // kSource: BIT_REVERSE(value, true)
  model::ShardSpec shard;      // kShard
  std::vector<Recipe> hashed;  // kShard: the values hashed, in the spec's order
};

struct KeyPartPlan {
  Recipe recipe;
  bool desc = false;
};

// One key space: a table's primary key or an index's key (the index's parts, then the table's key).
struct KeyObject {
  std::string index;     // empty for the table's key
  std::string key_text;  // "(ShardId, created_at)" as the Spanner schema has it
  std::vector<KeyPartPlan> parts;
  size_t routing = 0;  // leading parts that place a row: all, or the interleave root's key length
};

// The key spaces of the converted tables, by source table (the table the dump's rows fill).
struct SchemaPlan {
  std::map<const model::Table*, std::string> names;  // the Spanner table's name
  std::map<const model::Table*, std::vector<KeyObject>> objects;
};

// `generated_ids`: whether bit-reversed generators draw the key values (the rewritten schema) or
// the source's increasing ids stand (the schema before: docs/simulation.md).
SchemaPlan PlanKeys(const analysis::AnalysisContext& ctx, bool generated_ids);

// One source row: values by source column position, and a number unique within the run.
struct SourceRow {
  const std::vector<profile::Field>& fields;
  std::string_view table;
  uint64_t ordinal = 0;
};

// The encoded key of `row` in `object` (its routing parts).
std::string EncodeKey(const KeyObject& object, const SourceRow& row);

}  // namespace spanlift::simulate
