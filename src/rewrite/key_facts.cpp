#include "rewrite/key_facts.h"

#include <algorithm>

#include "analysis/classification.h"
#include "analysis/data_evidence.h"
#include "analysis/hierarchy.h"
#include "convert/naming_style.h"
#include "spanner/identifiers.h"

namespace spanlift::rewrite {

namespace {

// Column text of docs/sharding.md; NULL hashes as empty text.
std::string KeyTextExpression(const model::Column& c) {
  const std::string& type = c.type.name;
  const std::string name = spanner::QuoteIdentifier(c.name);
  std::string text = type == "STRING"      ? name
                     : type == "TIMESTAMP" ? "FORMAT_TIMESTAMP('%Y-%m-%dT%H:%M:%E6SZ', " + name + ", 'UTC')"
                     : type == "DATE"      ? "FORMAT_DATE('%Y-%m-%d', " + name + ")"
                     : type == "BYTES"     ? "TO_HEX(" + name + ")"
                                           : "CAST(" + name + " AS STRING)";
  return c.nullable ? "IFNULL(" + text + ", '')" : text;
}

}  // namespace

namespace {

bool Acts(const std::optional<analysis::Hotspot>& hot, const model::Table& table, const Policy& policy) {
  return hot && (hot->warning || (hot->classification.name_only && policy.NameEvidence(table)));
}

bool DeclaredSkewed(const model::Table& table, const std::vector<model::KeyPart>& parts, const Policy& policy) {
  return !parts.empty() && !parts[0].column.empty() && policy.Skewed(table, parts[0].column);
}

}  // namespace

bool KeyIsHot(const analysis::AnalysisContext& ctx, const model::Table& table, const Policy& policy) {
  if (!table.primary_key || table.interleave) return false;
  return DeclaredSkewed(table, table.primary_key->parts, policy) ||
         Acts(analysis::KeyHotspot(ctx, table), table, policy);
}

bool IndexIsHot(const analysis::AnalysisContext& ctx, const model::Table& table, const model::Index& index,
                const Policy& policy) {
  if (!index.interleave_in.empty()) return false;
  return DeclaredSkewed(table, index.parts, policy) || Acts(analysis::IndexHotspot(ctx, table, index), table, policy);
}

bool CanLead(const analysis::AnalysisContext& ctx, const model::Table& table, const model::KeyPart& part,
             const Policy& policy) {
  return analysis::CanLead(ctx, table, part) && !policy.Skewed(table, part.column);
}

analysis::AnalysisContext PassContext(const model::Schema& schema, const RewriteLog& log) {
  return analysis::AnalysisContext(schema, log.source(), &log.renames());
}

bool IsHashable(const model::Column& c) {
  static const char* kTypes[] = {"INT64", "STRING", "BOOL", "TIMESTAMP", "DATE", "BYTES"};
  return c.type.array_dims == 0 &&
         std::any_of(std::begin(kTypes), std::end(kTypes), [&](const char* t) { return c.type.name == t; });
}

std::string ShardExpression(const model::Table& table, const std::vector<std::string>& columns, int64_t shards) {
  std::string key;
  for (const auto& name : columns) {
    if (!key.empty()) key += ", '|', ";
    key += KeyTextExpression(*table.FindColumn(name));
  }
  if (columns.size() > 1) key = "CONCAT(" + key + ")";
  return "ABS(MOD(FARM_FINGERPRINT(" + key + "), " + std::to_string(shards) + "))";
}

std::string AddShardColumn(model::Table& table, std::string name, std::vector<std::string> columns, int64_t shards,
                           model::ShardSpec::Hash hash) {
  std::string unique = convert::FreeColumnName(table, name);
  model::Column c;
  c.name = unique;
  c.type.name = "INT64";
  c.nullable = false;
  if (hash == model::ShardSpec::Hash::kFarmFingerprint)
    c.generated = model::GeneratedColumn{ShardExpression(table, columns, shards), true};
  c.shard = model::ShardSpec{hash, std::move(columns), shards};
  c.location = table.location;
  // Behind the shard columns already added: the key's shard column stays first.
  auto at = table.columns.begin();
  while (at != table.columns.end() && at->shard) ++at;
  table.columns.insert(at, std::move(c));
  return unique;
}

std::vector<std::string> HashableColumns(const model::Table& table, const std::vector<std::string>& columns) {
  std::vector<std::string> out;
  for (const auto& name : columns)
    if (const model::Column* c = table.FindColumn(name); c && IsHashable(*c)) out.push_back(name);
  return out;
}

std::string ShardDescription(const std::string& name, const std::vector<std::string>& hashed, int64_t shards,
                             model::ShardSpec::Hash hash) {
  std::string joined;
  for (const auto& n : hashed) joined += (joined.empty() ? "" : ", ") + n;
  bool crc = hash == model::ShardSpec::Hash::kCrc32;
  return name + " = " + (crc ? "crc32(" : "FARM_FINGERPRINT(") + joined + ") mod " + std::to_string(shards) +
         (crc ? ", filled by the application" : ", computed by Spanner");
}

std::string ShardApplication(const std::string& name, int64_t shards, model::ShardSpec::Hash hash) {
  std::string fill = hash == model::ShardSpec::Hash::kCrc32
                         ? "fill " + name + " on every insert with the snippet's function; "
                         : std::string();
  return fill + "reads by key add " + name + " (the snippets compute it); range scans read every shard: " + name +
         " BETWEEN 0 AND " + std::to_string(shards - 1);
}

std::vector<std::string> KeyColumns(const model::Table& table) {
  std::vector<std::string> out;
  if (table.primary_key)
    for (const auto& p : table.primary_key->parts) out.push_back(p.column);
  return out;
}

const model::Column* SingleInt64Key(const model::Table& table) {
  if (!table.primary_key || table.primary_key->parts.size() != 1) return nullptr;
  const model::Column* c = table.FindColumn(table.primary_key->parts[0].column);
  return c && c->type.name == "INT64" ? c : nullptr;
}

std::string KeyText(const std::vector<model::KeyPart>& parts) {
  std::string out = "(";
  for (const auto& p : parts) {
    if (out.size() > 1) out += ", ";
    out += p.column.empty() ? p.expression : p.column;
    if (p.desc) out += " DESC";
  }
  return out + ")";
}

const model::Table* Find(const model::Schema& schema, std::string_view name) {
  return analysis::FindTable(schema, name);
}

int InterleaveDepth(const model::Schema& schema, const model::Table& table) {
  int depth = 0;
  for (const model::Table* at = &table; at && at->interleave && depth <= 8; ++depth)
    at = Find(schema, at->interleave->parent);
  return depth;
}

std::vector<const model::Table*> Children(const model::Schema& schema, const model::Table& table) {
  std::vector<const model::Table*> out;
  for (const auto& t : schema.tables)
    if (t.interleave && model::EqualsIgnoreCase(t.interleave->parent, table.name)) out.push_back(&t);
  return out;
}

int64_t ShardCount(const analysis::AnalysisContext& ctx, const model::Table& table, const model::KeyPart& first,
                   const Policy& policy, std::string& why) {
  why.clear();
  const model::Column* column = first.column.empty() ? nullptr : table.FindColumn(first.column);
  const model::ColumnData* rows =
      column && policy.shards_from_rows ? analysis::ColumnRows(ctx, table, *column) : nullptr;
  std::optional<int64_t> measured = rows ? analysis::SuggestedShards(*rows) : std::nullopt;
  if (!measured) return policy.ShardsFor(table);
  why = " (--shards auto: " + first.column + "'s most frequent value has " + std::to_string(*measured) +
        "x the rows of the average other value in the dump)";
  return *measured;
}

}  // namespace spanlift::rewrite
