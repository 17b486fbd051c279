#include "rules/finding.h"

#include <algorithm>

#include "analysis/hierarchy.h"
#include "convert/naming_style.h"
#include "rules/registry.h"

namespace spanlift::rules {

void Findings::Add(const char* code, const model::SourceLocation& location, std::string object, std::string message,
                   std::string fix, analysis::Classification classification) {
  model::Diagnostic d;
  // A column's name alone is a hint for a person to confirm, not a warning (and convert leaves it).
  d.severity = classification.name_only ? model::Severity::kInfo : LookupRule(code).severity();
  d.code = code;
  d.location = location;
  d.object = std::move(object);
  d.message = std::move(message);
  d.fix = std::move(fix);
  items_.push_back({std::move(d), std::move(classification)});
}

void Findings::Add(const analysis::Hotspot& hot, const model::SourceLocation& location, std::string object,
                   std::string message, std::string fix) {
  Add(hot.code, location, std::move(object), std::move(message) + "; " + hot.load, std::move(fix), hot.classification);
  if (!hot.warning) items_.back().diagnostic.severity = model::Severity::kInfo;
}

std::string TableObject(const model::Table& table) { return "table " + table.name; }

std::string IndexObject(const model::Index& index) { return "index " + index.name; }

const model::SourceLocation& KeyLocation(const model::Table& table) {
  return table.primary_key && table.primary_key->location.line ? table.primary_key->location : table.location;
}

std::vector<std::string> KeyColumns(const model::Table& table) {
  std::vector<std::string> out;
  if (table.primary_key)
    for (const auto& p : table.primary_key->parts) out.push_back(p.column.empty() ? p.expression : p.column);
  return out;
}

std::string JoinColumns(const std::vector<std::string>& columns) {
  std::string out = "(";
  for (size_t i = 0; i < columns.size(); ++i) out += (i ? ", " : "") + columns[i];
  return out + ")";
}

const model::Table* FindTable(const model::Schema& schema, std::string_view name) {
  return analysis::FindTable(schema, name);
}

// The shard column named as convert would name it, in the table's style.
std::string ShardFix(const model::Table& table, const std::vector<std::string>& columns) {
  const std::string shard = convert::StyledName(table, {"shard", "id"});
  std::vector<std::string> sharded = {shard};
  sharded.insert(sharded.end(), columns.begin(), columns.end());
  return "prepend a shard column, " + shard + " INT64 AS (ABS(MOD(FARM_FINGERPRINT(<key text of " +
         JoinColumns(columns) + ">), N))) STORED (docs/sharding.md), keying by " + JoinColumns(sharded) +
         "; reads scan " + shard + " BETWEEN 0 AND N-1";
}

std::string LeadOrShardFix(const analysis::AnalysisContext& ctx, const model::Table& table,
                           const std::vector<model::KeyPart>& parts, const std::string& what) {
  std::vector<std::string> columns;
  for (const auto& p : parts) columns.push_back(p.column.empty() ? p.expression : p.column);
  for (size_t i = 1; i < parts.size(); ++i) {
    if (!analysis::CanLead(ctx, table, parts[i])) continue;
    std::vector<std::string> reordered = columns;
    std::rotate(reordered.begin(), reordered.begin() + static_cast<long>(i),
                reordered.begin() + static_cast<long>(i) + 1);
    return "lead the " + what + " with the high-cardinality " + parts[i].column + ": " + JoinColumns(reordered) +
           ", or " + ShardFix(table, columns);
  }
  return ShardFix(table, columns);
}

bool Reportable(const analysis::Classification& c, analysis::Distribution kind) {
  return c.kind == kind && c.confidence >= analysis::kReportConfidence;
}

}  // namespace spanlift::rules
