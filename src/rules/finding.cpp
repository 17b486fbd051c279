#include "rules/finding.h"

#include "convert/naming_style.h"
#include "rules/registry.h"

namespace spanlift::rules {

void Findings::Add(const char* code, const model::SourceLocation& location, std::string object, std::string message,
                   std::string fix, analysis::Classification classification) {
  model::Diagnostic d;
  d.severity = LookupRule(code).severity;
  d.code = code;
  d.location = location;
  d.object = std::move(object);
  d.message = std::move(message);
  d.fix = std::move(fix);
  items_.push_back({std::move(d), std::move(classification)});
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
  for (const auto& t : schema.tables)
    if (model::EqualsIgnoreCase(t.name, name)) return &t;
  return nullptr;
}

// The shard column named as convert would name it, in the table's style.
std::string ShardFix(const model::Table& table, const std::vector<std::string>& columns) {
  const std::string shard = convert::StyledName(table, {"shard", "id"});
  std::vector<std::string> sharded = {shard};
  sharded.insert(sharded.end(), columns.begin(), columns.end());
  return "prepend a shard column, " + shard + " INT64 AS (ABS(MOD(FARM_FINGERPRINT(<key text of " + JoinColumns(columns) +
         ">), N))) STORED (docs/sharding.md), keying by " + JoinColumns(sharded) + "; reads scan " + shard +
         " BETWEEN 0 AND N-1";
}

bool Reportable(const analysis::Classification& c, analysis::Distribution kind) {
  return c.kind == kind && c.confidence >= kReportConfidence;
}

}  // namespace spanlift::rules
