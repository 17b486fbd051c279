#pragma once
// What a rule reports: a diagnostic (code, severity, location, object, message, fix) plus the
// classification that triggered it, so reports can show the evidence.
#include <string>
#include <vector>

#include "analysis/classification.h"
#include "analysis/hotspot.h"
#include "model/diagnostics.h"
#include "model/schema.h"

namespace spanlift::rules {

struct Finding {
  model::Diagnostic diagnostic;
  analysis::Classification classification;  // kind kUnknown when the rule is structural (H004, H007)
  bool suppressed = false;  // by a `-- spanlift:ignore` comment in its file (lint; findings/suppression.h)
};

// Collects findings; the severity of each comes from the rule registry, by code, except that a
// finding whose only evidence is a column's name is info (low confidence), and a hotspot finding
// takes the decision's own (analysis::Hotspot::warning).
class Findings {
 public:
  void Add(const char* code, const model::SourceLocation& location, std::string object, std::string message,
           std::string fix, analysis::Classification classification = {});
  // A hotspot decision's finding: its severity, and the write-load evidence after the message.
  void Add(const analysis::Hotspot& hot, const model::SourceLocation& location, std::string object, std::string message,
           std::string fix);
  const std::vector<Finding>& all() const { return items_; }

 private:
  std::vector<Finding> items_;
};

// Shared vocabulary of the rules.
std::string TableObject(const model::Table& table);                                 // "table Users"
std::string IndexObject(const model::Index& index);                                 // "index UsersByEmail"
const model::SourceLocation& KeyLocation(const model::Table& table);                // the PRIMARY KEY, else the table
std::vector<std::string> KeyColumns(const model::Table& table);                     // primary key column names
std::string JoinColumns(const std::vector<std::string>& columns);                   // "(a, b)"
const model::Table* FindTable(const model::Schema& schema, std::string_view name);  // case-insensitive
// The shard-column fix of docs/sharding.md for a key or index over `columns`.
std::string ShardFix(const model::Table& table, const std::vector<std::string>& columns);
// The seed's remedy for (CompanyId, UserId, Timestamp): lead the key or index (`what`) with its
// first part that analysis::CanLead [seed 004], as the reorder pass does; without one, shard.
std::string LeadOrShardFix(const analysis::AnalysisContext& ctx, const model::Table& table,
                           const std::vector<model::KeyPart>& parts, const std::string& what);
// Whether `c` is of `kind` with confidence analysis::kReportConfidence or more.
bool Reportable(const analysis::Classification& c, analysis::Distribution kind);

}  // namespace spanlift::rules
