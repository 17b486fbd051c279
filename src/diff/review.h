#pragma once
// The review of a change (docs/diff.md, "Review codes"): findings on what the change adds or
// alters, never on untouched objects. Hotspots: the lint rules (H-codes) run on NEW's converted
// schema, kept for added or altered tables, keys, indexes and foreign keys, plus what only a
// change can do (D020 shard column removed, D021 interleave lost). Destructive and
// data-dependent steps: D022-D029. Ignore comments and the config are applied afterwards
// (findings/suppression.h, findings/review_config.h).
#include <string>
#include <string_view>

#include "analysis/classification.h"
#include "diff/diff.h"
#include "findings/review_config.h"
#include "findings/annotation.h"
#include "model/schema.h"

namespace spanlift::diff {

using findings::ConfigError;
using findings::DefaultReviewConfig;
using findings::LoadReviewConfig;
using findings::ReviewConfig;

// Appends the review's findings to result.findings, in the order of the changes they are about.
// `old_schema` is OLD's Spanner model; `new_ctx` analyses NEW's (with its source and renames when
// NEW was converted). Rules the config turns off are dropped afterwards (review_config.h).
void Review(const model::Schema& old_schema, const analysis::AnalysisContext& new_ctx, DiffResult& result);

// The whole review as `spanlift diff` runs it: Review, then NEW's ignore comments (not for "-"),
// then the config. `new_source` and `renames` (a converted NEW) let the rules find the origin of
// converted names, as lint does.
struct ReviewInput {
  const model::Schema& old_schema;
  const model::Schema& new_schema;
  const model::Schema* new_source = nullptr;
  const std::vector<convert::Rename>* renames = nullptr;
  std::string new_name;                                   // as given: the file the findings are located in
  model::Dialect new_dialect = model::Dialect::kSpanner;  // its comments are read by its lexical rules
};
void ReviewChange(const ReviewInput& input, const ReviewConfig& config, DiffResult& result);

// Drops the findings of rules turned off and of an excluded NEW, and sets the configured
// severities; the planner's refusals stay.
void ApplyConfig(const ReviewConfig& config, const std::string& new_path, std::vector<Finding>& findings);

// A finding's fingerprint: code and object identity (case-insensitive names), never a line
// number, so an unrelated edit above it does not change it. 16 hex digits (FNV-1a, 64 bits).
using findings::Fingerprint;

}  // namespace spanlift::diff
