#pragma once
// The hotspot policy (--policy FILE, TOML or YAML, docs/policy.md): which strategy each table
// gets, how many shards, which columns are skewed, which tables are read newest-first, whether
// to interleave, and which passes are off. Every setting has a global value and per-table overrides.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/schema.h"

namespace spanlift::rewrite {

// What to do about a table whose first key part concentrates writes (docs/rewrites.md).
enum class Strategy { kAuto, kReorder, kShard, kUuid, kSequence, kNone };
const char* StrategyName(Strategy s);
std::optional<Strategy> ParseStrategy(std::string_view name);

struct TablePolicy {
  std::optional<Strategy> strategy;
  std::optional<int64_t> shards;
  std::vector<std::string> skewed;   // columns with few distinct values (tenant-like)
  std::optional<bool> newest_first;  // history read newest-first: timestamp key parts DESC
  std::optional<bool> interleave;
  std::optional<bool> rename_keys;    // interleave.rename_keys: rename an ORM parent's key (id -> image_id)
  std::optional<bool> name_evidence;  // rewrite keys whose only evidence is a column name
  std::vector<std::string> disabled;  // pass names
};

struct Policy {
  bool enabled = true;  // false: --no-rewrite
  TablePolicy global;   // defaults for every table
  model::ShardSpec::Hash hash = model::ShardSpec::Hash::kFarmFingerprint;
  bool shards_from_rows = false;  // --shards auto: a skewed column's measured skew sets the count
  // case_insensitive_keys = "lower": convert keys UNIQUE indexes over case-insensitive strings
  // on LOWER(column) (C037); "report" (default) only reports them.
  bool lower_case_insensitive_keys = false;
  // schemas = "named": each source schema (MySQL database) becomes a Spanner named schema instead
  // of a prefix of its tables' names; "prefix"; unset: named for a Spanner input only (docs/names.md).
  std::optional<bool> named_schemas;
  // spanner_features = "2026": the output may use Spanner's 2026 forms (ConvertOptions::features_2026).
  std::optional<bool> features_2026;
  std::map<std::string, TablePolicy> tables;  // lower-cased table name -> overrides
  // Not a setting: when a pass breaks a model check, RunRewrites retries it one table at a time.
  std::string only_table;

  Strategy StrategyFor(const model::Table& t) const;
  int64_t ShardsFor(const model::Table& t) const;
  bool Skewed(const model::Table& t, std::string_view column) const;
  // Set when the policy says; unset leaves it to the history heuristics of the desc pass.
  std::optional<bool> NewestFirst(const model::Table& t) const;
  bool Interleave(const model::Table& t) const;
  // Whether the parent's key column may be renamed on the Spanner side so that its ORM-shaped
  // children (image_id -> images.id) can be interleaved (docs/rewrites.md); off by default.
  bool RenameKeys(const model::Table& t) const;
  // Whether a column's name alone (tenant_id, created INT, *_ulid) may trigger a rewrite; off by
  // default: lint reports such columns with low confidence.
  bool NameEvidence(const model::Table& t) const;
  bool PassEnabled(std::string_view pass) const;
  bool PassEnabled(std::string_view pass, const model::Table& t) const;

 private:
  const TablePolicy* For(const model::Table& t) const;
  // The table's override of a yes/no setting, else the global one, else `fallback`.
  bool Flag(const model::Table& t, std::optional<bool> TablePolicy::*field, bool fallback) const;
};

inline constexpr int64_t kDefaultShards = 16;

// Reads a policy file, TOML (.toml) or YAML (.yaml, .yml); nullopt with `error` set
// ("PATH[:LINE:COL]: message") when it cannot be read or has unknown keys/values.
std::optional<Policy> LoadPolicy(const std::string& path, std::string& error);

}  // namespace spanlift::rewrite
