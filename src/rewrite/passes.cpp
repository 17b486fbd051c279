#include "rewrite/passes.h"

#include <algorithm>

#include "rewrite/codes.h"
#include "rewrite/desc_pass.h"
#include "rewrite/index_pass.h"
#include "rewrite/interleave_pass.h"
#include "rewrite/key_facts.h"
#include "rewrite/reorder_pass.h"
#include "rewrite/sequence_pass.h"
#include "rewrite/shard_pass.h"
#include "rewrite/strategy.h"
#include "rewrite/uuid_pass.h"
#include "rewrite/verify.h"

namespace spanlift::rewrite {

namespace {

// Key, interleaving and indexes: what the rewrites change, one line per table for report.md.
std::string Shape(const model::Table& t) {
  std::string out = t.primary_key ? "PRIMARY KEY " + KeyText(t.primary_key->parts) : "no primary key";
  if (t.interleave) out += ", INTERLEAVE IN PARENT " + t.interleave->parent;
  for (const auto& index : t.indexes)
    out += "; INDEX " + index.name + " " + KeyText(index.parts) +
           (index.interleave_in.empty() ? std::string() : " INTERLEAVE IN " + index.interleave_in);
  return out;
}

// A pass may only add problems it is responsible for: problems the conversion left are not its.
std::vector<std::string> NewProblems(const std::vector<std::string>& before, const std::vector<std::string>& after) {
  std::vector<std::string> out;
  for (const auto& p : after)
    if (std::find(before.begin(), before.end(), p) == before.end()) out.push_back(p);
  return out;
}

void RunPass(const Pass& pass, const Policy& policy, RewriteLog& log, convert::ConvertResult& result) {
  model::Schema& schema = result.schema;
  convert::ConvertResult saved = result;
  auto baseline = Verify(schema);
  pass.run(schema, policy, log);
  auto problems = NewProblems(baseline, Verify(schema));
  if (problems.empty()) return;
  result = std::move(saved);  // undo the whole pass: the model, what it reported and counted
  for (const auto& p : problems) {
    model::Diagnostic d;
    d.severity = model::Severity::kWarning;
    d.code = codes::kPassUndone;
    d.object = std::string("rewrite ") + pass.name;
    d.message = "undone: it broke a model check: " + p;
    result.findings.Add(d);
  }
}

// Every table or non-interleaved index whose first part is still monotonic or skewed (R011),
// unless the policy chose the table's strategy.
void ReportHotspotsKept(const model::Schema& schema, const Policy& policy, RewriteLog& log) {
  const analysis::AnalysisContext ctx(schema);
  for (const auto& t : schema.tables) {
    if (PolicyChose(t, policy) || !policy.enabled) continue;
    if (!t.interleave && t.primary_key && !t.primary_key->parts.empty() &&
        IsHot(ctx, t, t.primary_key->parts[0].column, policy))
      log.Record(codes::kHotspotKept, t,
                 "first key part " + t.primary_key->parts[0].column + " is still monotonic or skewed");
    for (const auto& index : t.indexes)
      if (index.interleave_in.empty() && !index.parts.empty() && IsHot(ctx, t, index.parts[0].column, policy))
        log.Record(codes::kHotspotKept, t,
                   "index " + index.name + " is still led by monotonic or skewed " + index.parts[0].column);
  }
}

}  // namespace

const std::vector<Pass>& Passes() {
  static const std::vector<Pass> kPasses = {
      {sequence_pass::kName, sequence_pass::Run},     {reorder_pass::kName, reorder_pass::Run},
      {shard_pass::kName, shard_pass::Run},           {uuid_pass::kName, uuid_pass::Run},
      {interleave_pass::kName, interleave_pass::Run}, {desc_pass::kName, desc_pass::Run},
      {index_pass::kName, index_pass::Run},
  };
  return kPasses;
}

void RunRewrites(convert::ConvertResult& result, const Policy& policy) {
  model::Schema& schema = result.schema;
  std::vector<std::string> before;
  for (const auto& t : schema.tables) before.push_back(Shape(t));
  RewriteLog log(result);
  for (const auto& pass : Passes())
    if (policy.PassEnabled(pass.name)) RunPass(pass, policy, log, result);
  ReportHotspotsKept(schema, policy, log);
  for (size_t i = 0; i < schema.tables.size() && i < before.size(); ++i)
    result.shapes.push_back({schema.tables[i].name, before[i], Shape(schema.tables[i])});
}

}  // namespace spanlift::rewrite
