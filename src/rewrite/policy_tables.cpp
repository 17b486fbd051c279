// `[tables.<name>]` of a policy file may name a table by its Spanner name or by its name in the
// source (what the user sees in the dump: `[tables."événements"]` for the table convert renamed
// `evenements`). A name that matches neither is reported (R014), never ignored.
#include <set>

#include "rewrite/codes.h"
#include "rewrite/pipeline.h"

namespace spanlift::rewrite {

namespace {

void ReportUnknownTable(const std::string& name, convert::ConvertResult& result) {
  model::Diagnostic d;
  d.severity = model::Severity::kWarning;
  d.code = codes::kPolicyTableUnknown;
  d.object = "policy tables." + name;
  d.message = "the policy sets [tables." + name + "], but the schema has no table of that name (Spanner or source " +
              "name): its settings apply to nothing";
  d.fix = "name the table as schema.sql or the input does (the renames of report.md map one to the other)";
  result.findings.Add(d);
}

}  // namespace

Policy ResolvePolicyTables(const Policy& policy, convert::ConvertResult& result) {
  std::set<std::string> spanner;
  for (const auto& t : result.schema.tables) spanner.insert(model::ToLower(t.name));
  std::map<std::string, std::string> renamed;  // source name -> Spanner name, lower-cased
  for (const auto& r : result.renames)
    if (r.kind == "table") renamed[model::ToLower(r.from)] = model::ToLower(r.to);
  Policy out = policy;
  out.tables.clear();
  for (const auto& [name, settings] : policy.tables)
    if (spanner.count(name)) out.tables[name] = settings;
  for (const auto& [name, settings] : policy.tables) {
    if (spanner.count(name)) continue;
    auto it = renamed.find(name);
    if (it == renamed.end())
      ReportUnknownTable(name, result);
    else
      out.tables.emplace(it->second, settings);  // the Spanner name's own section wins
  }
  return out;
}

}  // namespace spanlift::rewrite
