// Policy lookups: a table's override, else the global value, else the default. The file is
// read by policy_file.cpp.
#include "rewrite/policy.h"

#include <algorithm>

namespace spanlift::rewrite {

namespace {

constexpr std::pair<Strategy, const char*> kStrategies[] = {
    {Strategy::kAuto, "auto"}, {Strategy::kReorder, "reorder"},   {Strategy::kShard, "shard"},
    {Strategy::kUuid, "uuid"}, {Strategy::kSequence, "sequence"}, {Strategy::kNone, "none"}};

bool Contains(const std::vector<std::string>& names, std::string_view name) {
  return std::any_of(names.begin(), names.end(),
                     [&](const std::string& n) { return model::EqualsIgnoreCase(n, name); });
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

bool Policy::Flag(const model::Table& t, std::optional<bool> TablePolicy::*field, bool fallback) const {
  const TablePolicy* p = For(t);
  if (p && p->*field) return *(p->*field);
  return (global.*field).value_or(fallback);
}

bool Policy::NameEvidence(const model::Table& t) const { return Flag(t, &TablePolicy::name_evidence, false); }

bool Policy::Interleave(const model::Table& t) const { return Flag(t, &TablePolicy::interleave, true); }

bool Policy::RenameKeys(const model::Table& t) const { return Flag(t, &TablePolicy::rename_keys, false); }

bool Policy::PassEnabled(std::string_view pass) const { return enabled && !Contains(global.disabled, pass); }

bool Policy::PassEnabled(std::string_view pass, const model::Table& t) const {
  const TablePolicy* p = For(t);
  return PassEnabled(pass) && !(p && Contains(p->disabled, pass)) &&
         (only_table.empty() || model::EqualsIgnoreCase(t.name, only_table));
}

}  // namespace spanlift::rewrite
