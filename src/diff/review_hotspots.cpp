// Hotspots the change adds: the lint rules' findings on NEW, kept for what the change touches,
// and what only a change can do: a key or index that loses its shard column (D020), a table that
// loses its interleave (D021).
#include <unordered_map>

#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/review_support.h"
#include "rules/registry.h"
#include "spanner/alter_rules.h"

namespace spanlift::diff::review {

namespace {

constexpr size_t kNone = std::string::npos;

using spanner::IsKeyColumn;

// For each object a lint finding can be about ("table t", "index i", "foreign key f", lower-cased),
// the first change that touches what the rule looks at: a table when added, or its key,
// interleave, foreign keys or key columns change; an index or foreign key when added or altered,
// or when its table is added. Built once: linear in the changes and NEW's objects.
std::unordered_map<std::string, size_t> TouchedObjects(const Context& ctx) {
  std::unordered_map<std::string, size_t> out;
  for (size_t i = 0; i < ctx.result.changes.size(); ++i) {
    const auto& c = ctx.result.changes[i];
    const model::Table* t = ctx.NewTable(c.table);
    if (c.kind == ChangeKind::kDropped || !t) continue;
    std::string table = "table " + model::ToLower(t->name);
    switch (c.object) {
      case ObjectKind::kTable:
        if (c.kind != ChangeKind::kAdded) break;
        out.emplace(table, i);
        for (const auto& x : t->indexes) out.emplace("index " + model::ToLower(x.name), i);
        for (const auto& x : t->foreign_keys) out.emplace("foreign key " + model::ToLower(x.name), i);
        break;
      case ObjectKind::kIndex: out.emplace("index " + model::ToLower(c.name), i); break;
      case ObjectKind::kForeignKey:
        out.emplace("foreign key " + model::ToLower(c.name), i);
        out.emplace(table, i);  // a new foreign key makes an interleave candidate (H004)
        break;
      case ObjectKind::kPrimaryKey:
      case ObjectKind::kInterleave: out.emplace(table, i); break;
      case ObjectKind::kColumn:
        if (IsKeyColumn(*t, c.name)) out.emplace(table, i);
        break;
      default: break;
    }
  }
  return out;
}

// A column spanlift's shard rewrite made (docs/sharding.md), or one declared like it in a deployed
// schema: computed by FARM_FINGERPRINT, or named as a shard.
bool IsShardColumn(const model::Table& t, std::string_view name) {
  const model::Column* c = t.FindColumn(name);
  if (!c) return false;
  if (c->shard) return true;
  if (c->generated && model::ToUpper(c->generated->expression).find("FARM_FINGERPRINT") != std::string::npos)
    return true;
  std::string lower = model::ToLower(c->name);
  return lower.rfind("shard", 0) == 0;
}

std::string Lead(const std::vector<model::KeyPart>& parts) { return parts.empty() ? "" : parts.front().column; }

std::string Parts(const std::vector<model::KeyPart>& parts) {
  std::string out = "(";
  for (size_t i = 0; i < parts.size(); ++i)
    out += (i ? ", " : "") + (parts[i].column.empty() ? parts[i].expression : parts[i].column) +
           (parts[i].desc ? " DESC" : "");
  return out + ")";
}

void ShardRemoved(const model::Table& old_t, const model::Table& new_t, size_t change, Findings& out) {
  if (old_t.primary_key && new_t.primary_key) {
    std::string shard = Lead(old_t.primary_key->parts);
    if (IsShardColumn(old_t, shard) && !model::EqualsIgnoreCase(Lead(new_t.primary_key->parts), shard))
      out.Add(codes::kShardColumnRemoved, change, Or(new_t.primary_key->location, new_t.location),
              "table " + new_t.name,
              "the key no longer starts with shard column " + shard + ": it is now " + Parts(new_t.primary_key->parts) +
                  ", so writes go to the range of its first part again",
              "keep the key as OLD has it: PRIMARY KEY " + Parts(old_t.primary_key->parts));
  }
  for (const auto& old_i : old_t.indexes) {
    std::string shard = Lead(old_i.parts);
    if (!IsShardColumn(old_t, shard)) continue;
    for (const auto& new_i : new_t.indexes)
      if (model::EqualsIgnoreCase(new_i.name, old_i.name) && !model::EqualsIgnoreCase(Lead(new_i.parts), shard))
        out.Add(codes::kShardColumnRemoved, change, Or(new_i.location, new_t.location), "index " + new_i.name,
                "the index no longer starts with shard column " + shard + ": it is now " + Parts(new_i.parts),
                "keep the index led by the shard column as OLD has it: " + Parts(old_i.parts));
  }
}

void InterleaveLost(const model::Table& old_t, const model::Table& new_t, size_t change, Findings& out) {
  if (!old_t.interleave || new_t.interleave) return;
  const auto& il = *old_t.interleave;
  std::string clause = std::string(il.in_parent ? "INTERLEAVE IN PARENT " : "INTERLEAVE IN ") + il.parent +
                       (il.in_parent && !il.on_delete.empty() ? " ON DELETE " + il.on_delete : "");
  out.Add(codes::kInterleaveLost, change,
          Or(new_t.primary_key ? new_t.primary_key->location : new_t.location, new_t.location), "table " + new_t.name,
          "the table is no longer interleaved in " + il.parent +
              ": its rows leave their parent's splits, reads of a parent with its children cross servers",
          "keep `" + clause + "` after the PRIMARY KEY of CREATE TABLE " + new_t.name);
}

}  // namespace

void Hotspots(const Context& ctx, Findings& out) {
  auto touched = TouchedObjects(ctx);
  for (const auto& f : rules::Run(ctx.new_ctx))
    if (auto it = touched.find(model::ToLower(f.diagnostic.object)); it != touched.end())
      out.Add(f.diagnostic, it->second);
  for (const auto& new_t : ctx.new_schema.tables) {
    size_t change = ctx.FirstChange(TableName(new_t));
    const model::Table* old_t = ctx.OldTable(TableName(new_t));
    if (change == kNone || !old_t) continue;
    ShardRemoved(*old_t, new_t, change, out);
    InterleaveLost(*old_t, new_t, change, out);
  }
}

}  // namespace spanlift::diff::review
