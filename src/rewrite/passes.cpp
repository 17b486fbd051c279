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
#include "rewrite/model_check.h"

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

struct Attempt {
  std::vector<std::string> problems;  // new model problems: the attempt was undone
  std::vector<std::string> tables;    // what the undone attempt had recorded rewrites for
};

// The tables the rewrites recorded since the first `from` of them.
std::vector<std::string> TablesRewrittenSince(const convert::ConvertResult& result, size_t from) {
  std::vector<std::string> tables;
  for (size_t i = from; i < result.rewrites.size(); ++i)
    if (std::find(tables.begin(), tables.end(), result.rewrites[i].table) == tables.end())
      tables.push_back(result.rewrites[i].table);
  return tables;
}

// Where an undone pass goes back to, without copying the whole result before every pass (a
// 6,000-table schema spent a tenth of its conversion in those copies): one saved copy, and the
// passes that held since it, replayed. Passes are deterministic, so the replay rebuilds the same
// state.
class Checkpoint {
 public:
  explicit Checkpoint(const convert::ConvertResult& result) : saved_(result) {}
  void Held(const Pass& pass, const Policy& policy) { since_.push_back({&pass, policy}); }
  // `result` as it stood after the last pass that held.
  void Restore(convert::ConvertResult& result, RewriteLog& log) const {
    result = saved_;
    for (const auto& [pass, policy] : since_) pass->run(result.schema, policy, log);
  }
  void Reset(const convert::ConvertResult& result) {
    saved_ = result;
    since_.clear();
  }

 private:
  convert::ConvertResult saved_;
  std::vector<std::pair<const Pass*, Policy>> since_;
};

// Runs the pass and keeps its result only if it adds no model problem. `checked` is the model
// check of the schema as it stands, carried from attempt to attempt (one check per attempt).
Attempt TryPass(const Pass& pass, const Policy& policy, RewriteLog& log, convert::ConvertResult& result,
                std::vector<std::string>& checked) {
  convert::ConvertResult saved = result;
  pass.run(result.schema, policy, log);
  std::vector<std::string> after = CheckModel(result.schema);
  Attempt attempt{NewProblems(checked, after), {}};
  if (attempt.problems.empty()) {
    checked = std::move(after);
    return attempt;
  }
  attempt.tables = TablesRewrittenSince(result, saved.rewrites.size());
  result = std::move(saved);  // undo: the model, what the pass reported and counted
  return attempt;
}

void ReportUndone(const Pass& pass, const std::string& table, const std::string& problem,
                  convert::ConvertResult& result) {
  model::Diagnostic d;
  d.severity = model::Severity::kWarning;
  d.code = codes::kPassUndone;
  d.object = table.empty() ? std::string("rewrite ") + pass.name : "table " + table;
  if (const model::Table* t = Find(result.schema, table)) d.location = t->location;
  d.message = "rewrite " + std::string(pass.name) + " undone: it broke a model check: " + problem;
  result.findings.Add(d);
}

// A pass that breaks a model check is retried one table at a time, so that one table's problem
// (a seventeenth key column) does not cost every other table its rewrite. The retries copy the
// result before each attempt: they are rare.
void RunPass(const Pass& pass, const Policy& policy, RewriteLog& log, convert::ConvertResult& result,
             std::vector<std::string>& checked, Checkpoint& checkpoint) {
  size_t rewrites_before = result.rewrites.size();
  pass.run(result.schema, policy, log);
  std::vector<std::string> after = CheckModel(result.schema);
  Attempt all{NewProblems(checked, after), {}};
  if (all.problems.empty()) {
    checked = std::move(after);
    checkpoint.Held(pass, policy);
    return;
  }
  all.tables = TablesRewrittenSince(result, rewrites_before);
  checkpoint.Restore(result, log);  // undo: the model, what the pass reported and counted
  Policy one = policy;
  bool reported = false;
  for (const auto& table : all.tables) {
    one.only_table = table;
    for (const auto& p : TryPass(pass, one, log, result, checked).problems) {
      ReportUndone(pass, table, p, result);
      reported = true;
    }
  }
  // The breaking change recorded nothing to retry by: it stays undone, and so do its problems.
  if (!reported)
    for (const auto& p : all.problems) ReportUndone(pass, "", p, result);
  checkpoint.Reset(result);
}

// Every table or non-interleaved index whose first part is still monotonic or skewed (R011),
// unless the policy chose the table's strategy.
void ReportHotspotsKept(const model::Schema& schema, const Policy& policy, RewriteLog& log) {
  const analysis::AnalysisContext ctx = PassContext(schema, log);
  for (const auto& t : schema.tables) {
    if (PolicyChose(t, policy) || !policy.enabled) continue;
    if (KeyIsHot(ctx, t, policy))
      log.Record(codes::kHotspotKept, t,
                 "first key part " + t.primary_key->parts[0].column + " is still monotonic or skewed");
    for (const auto& index : t.indexes)
      if (IndexIsHot(ctx, t, index, policy))
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
  std::vector<std::string> checked = CheckModel(schema);
  Checkpoint checkpoint(result);
  for (const auto& pass : Passes())
    if (policy.PassEnabled(pass.name)) RunPass(pass, policy, log, result, checked, checkpoint);
  ReportHotspotsKept(schema, policy, log);
  const analysis::AnalysisContext ctx = PassContext(schema, log);
  for (size_t i = 0; i < schema.tables.size() && i < before.size(); ++i) {
    const analysis::LoadAssessment& load = ctx.LoadOf(schema.tables[i]);
    const model::Table* origin = ctx.SourceTable(schema.tables[i]);
    uint64_t rows = origin && origin->data ? origin->data->rows : 0;
    result.shapes.push_back({schema.tables[i].name, before[i], Shape(schema.tables[i]), analysis::LoadName(load.load),
                             load.evidence, rows});
  }
}

}  // namespace spanlift::rewrite
