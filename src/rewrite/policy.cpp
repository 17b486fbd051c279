// Policy lookups and the TOML reader (toml11). Unknown keys are errors: a misspelt setting
// must not silently fall back to the default.
#include "rewrite/policy.h"

#include <algorithm>
#include <toml.hpp>

namespace spanlift::rewrite {

namespace {

constexpr std::pair<Strategy, const char*> kStrategies[] = {
    {Strategy::kAuto, "auto"}, {Strategy::kReorder, "reorder"}, {Strategy::kShard, "shard"},
    {Strategy::kUuid, "uuid"}, {Strategy::kSequence, "sequence"}, {Strategy::kNone, "none"}};

bool Contains(const std::vector<std::string>& names, std::string_view name) {
  return std::any_of(names.begin(), names.end(), [&](const std::string& n) { return model::EqualsIgnoreCase(n, name); });
}

std::vector<std::string> Strings(const toml::value& v) {
  std::vector<std::string> out;
  for (const auto& item : v.as_array()) out.push_back(toml::get<std::string>(item));
  return out;
}

// Reads the settings a table section and the top level share; `top` allows the global-only keys.
void ReadTablePolicy(const toml::value& section, bool top, TablePolicy& out, Policy* policy) {
  for (const auto& [key, value] : section.as_table()) {
    if (key == "strategy") {
      out.strategy = ParseStrategy(toml::get<std::string>(value));
      if (!out.strategy) throw std::runtime_error("unknown strategy '" + toml::get<std::string>(value) + "'");
    } else if (key == "shards") {
      out.shards = value.as_integer();
      if (*out.shards < 2 || *out.shards > 4096) throw std::runtime_error("shards must be between 2 and 4096");
    } else if (key == "skewed") {
      out.skewed = Strings(value);
    } else if (key == "newest_first") {
      out.newest_first = value.as_boolean();
    } else if (key == "interleave") {
      out.interleave = value.as_boolean();
    } else if (key == "disable") {
      out.disabled = Strings(value);
    } else if (top && key == "hash") {
      const std::string h = toml::get<std::string>(value);
      if (h != "farm_fingerprint" && h != "crc32") throw std::runtime_error("hash must be farm_fingerprint or crc32");
      policy->hash = h == "crc32" ? model::ShardSpec::Hash::kCrc32 : model::ShardSpec::Hash::kFarmFingerprint;
    } else if (top && key == "tables") {
      for (const auto& [name, table] : value.as_table())
        ReadTablePolicy(table, false, policy->tables[model::ToLower(name)], nullptr);
    } else {
      throw std::runtime_error("unknown setting '" + key + "'");
    }
  }
}

}  // namespace

const char* StrategyName(Strategy s) {
  for (const auto& [strategy, name] : kStrategies)
    if (strategy == s) return name;
  return "auto";
}

std::optional<Strategy> ParseStrategy(std::string_view name) {
  for (const auto& [strategy, n] : kStrategies)
    if (name == n) return strategy;
  return std::nullopt;
}

const TablePolicy* Policy::For(const model::Table& t) const {
  auto it = tables.find(model::ToLower(t.name));
  return it == tables.end() ? nullptr : &it->second;
}

Strategy Policy::StrategyFor(const model::Table& t) const {
  const TablePolicy* p = For(t);
  if (p && p->strategy) return *p->strategy;
  return global.strategy.value_or(Strategy::kAuto);
}

int64_t Policy::ShardsFor(const model::Table& t) const {
  const TablePolicy* p = For(t);
  if (p && p->shards) return *p->shards;
  return global.shards.value_or(kDefaultShards);
}

bool Policy::Skewed(const model::Table& t, std::string_view column) const {
  const TablePolicy* p = For(t);
  return Contains(global.skewed, column) || (p && Contains(p->skewed, column));
}

std::optional<bool> Policy::NewestFirst(const model::Table& t) const {
  const TablePolicy* p = For(t);
  if (p && p->newest_first) return p->newest_first;
  return global.newest_first;
}

bool Policy::Interleave(const model::Table& t) const {
  const TablePolicy* p = For(t);
  if (p && p->interleave) return *p->interleave;
  return global.interleave.value_or(true);
}

bool Policy::PassEnabled(std::string_view pass) const { return enabled && !Contains(global.disabled, pass); }

bool Policy::PassEnabled(std::string_view pass, const model::Table& t) const {
  const TablePolicy* p = For(t);
  return PassEnabled(pass) && !(p && Contains(p->disabled, pass));
}

std::optional<Policy> LoadPolicy(const std::string& path, std::string& error) {
  try {
    Policy policy;
    ReadTablePolicy(toml::parse(path), true, policy.global, &policy);
    return policy;
  } catch (const std::exception& e) {
    error = path + ": " + e.what();
    return std::nullopt;
  }
}

}  // namespace spanlift::rewrite
