#include "diff/review.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

#include "diff/codes.h"
#include "diff/compare.h"
#include "diff/load.h"
#include "diff/review_support.h"
#include "findings/suppression.h"
#include "spanner/identifiers.h"
#include "spanner/types.h"

namespace spanlift::diff {

void Review(const model::Schema& old_schema, const analysis::AnalysisContext& new_ctx, DiffResult& result) {
  review::Context ctx(old_schema, new_ctx, result);
  review::Findings findings;
  review::Hotspots(ctx, findings);
  review::Destructive(ctx, findings);
  review::Objects(ctx, findings);
  review::Unmodelled(ctx, findings);
  for (auto& f : findings.Take()) result.findings.push_back(std::move(f));
}

void ApplyConfig(const ReviewConfig& config, const std::string& new_path, std::vector<Finding>& all) {
  const bool reviewed = findings::Reviewed(config, new_path);
  std::erase_if(all, [&](Finding& f) {
    if (findings::IsPlannerCode(f.diagnostic.code)) return false;
    auto severity = reviewed ? findings::Configured(config, f.diagnostic) : std::nullopt;
    if (severity) f.diagnostic.severity = *severity;
    return !severity;
  });
}

void ReviewChange(const ReviewInput& input, const ReviewConfig& config, DiffResult& result) {
  analysis::AnalysisContext ctx(input.new_schema, input.new_source, input.renames);
  Review(input.old_schema, ctx, result);
  std::vector<Finding> all = std::move(result.findings);
  // `-- spanlift:ignore` comments in NEW: the findings stay in the result, marked.
  findings::Suppressions comments =
      findings::ReadSuppressions(ReadNewText(input.new_name), frontend::LexicalOf(input.new_dialect));
  for (auto& f : all) f.suppressed = f.suppressed || findings::Covers(comments, input.new_name, f.diagnostic);
  ApplyConfig(config, input.new_name, all);
  result.findings = std::move(all);
}

namespace review {

Context::Context(const model::Schema& old_s, const analysis::AnalysisContext& ctx, const DiffResult& r)
    : old_schema(old_s), new_schema(ctx.schema()), new_ctx(ctx), result(r) {
  for (size_t i = 0; i < r.changes.size(); ++i) {
    const auto& c = r.changes[i];
    // A sequence belongs to no table; its name stands in.
    first_change_.emplace(model::ToLower(c.table.empty() ? c.name : c.table), i);
  }
  carried_.assign(r.changes.size(), false);
  for (const auto& step : r.steps)
    for (size_t i : step.changes)
      if (i < carried_.size()) carried_[i] = true;
  for (const auto& t : old_schema.tables) old_tables_.emplace(model::ToLower(TableName(t)), &t);
  for (const auto& t : new_schema.tables) new_tables_.emplace(model::ToLower(TableName(t)), &t);
}

namespace {
const model::Table* Lookup(const std::map<std::string, const model::Table*>& tables, std::string_view name) {
  auto it = tables.find(model::ToLower(name));
  return it == tables.end() ? nullptr : it->second;
}
}  // namespace

const model::Table* Context::OldTable(std::string_view name) const { return Lookup(old_tables_, name); }
const model::Table* Context::NewTable(std::string_view name) const { return Lookup(new_tables_, name); }

size_t Context::FirstChange(std::string_view table) const {
  auto it = first_change_.find(model::ToLower(table));
  return it == first_change_.end() ? std::string::npos : it->second;
}

void Findings::Add(const char* code, size_t change, const model::SourceLocation& location, std::string object,
                   std::string message, std::string fix) {
  model::Diagnostic d;
  d.severity = LookupDiffCode(code).severity;
  d.code = code;
  d.location = location;
  d.object = std::move(object);
  d.message = std::move(message);
  d.fix = std::move(fix);
  Add(std::move(d), change);
}

void Findings::Add(model::Diagnostic diagnostic, size_t change) {
  Finding f;
  f.fingerprint = Fingerprint(diagnostic.code, diagnostic.object);
  f.diagnostic = std::move(diagnostic);
  items_.push_back({change, std::move(f)});
}

// One finding per code, object and message (a rule family may see the same thing twice); two
// findings of one code on one object (H002 on two key parts) keep distinct fingerprints, the
// second numbered, so each alert stays its own.
std::vector<Finding> Findings::Take() {
  std::stable_sort(items_.begin(), items_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Finding> out;
  std::set<std::pair<std::string, std::string>> seen;  // fingerprint, message
  std::map<std::string, int> uses;                     // fingerprint -> findings with it so far
  for (auto& [change, f] : items_) {
    if (!seen.insert({f.fingerprint, f.diagnostic.message}).second) continue;
    if (int n = uses[f.fingerprint]++; n > 0)
      f.fingerprint = Fingerprint(f.diagnostic.code, f.diagnostic.object + "#" + std::to_string(n + 1));
    out.push_back(std::move(f));
  }
  items_.clear();
  return out;
}

const model::SourceLocation& Or(const model::SourceLocation& location, const model::SourceLocation& fallback) {
  return location.line ? location : fallback;
}

std::string ColumnObject(std::string_view table, std::string_view column) {
  return "column " + std::string(table) + "." + std::string(column);
}

std::string ColumnDdl(const model::Column& column) {
  // ALTER COLUMN restates the whole column: a default left out would be dropped.
  return spanner::QuoteIdentifier(column.name) + " " + spanner::TypeName(column.type) +
         (column.nullable ? "" : " NOT NULL") +
         (column.default_value ? " DEFAULT (" + *column.default_value + ")" : "");
}

}  // namespace review

}  // namespace spanlift::diff
