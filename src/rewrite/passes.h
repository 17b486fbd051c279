#pragma once
// The hotspot rewrites, in the one order they run (docs/rewrites.md). Each pass lives in
// src/rewrite/<name>_pass.{h,cpp} with one entry point; its stable name disables it in the
// policy (`disable = ["desc"]`, globally or per table).
#include <vector>

#include "convert/convert.h"
#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite {

struct Pass {
  const char* name;
  void (*run)(model::Schema& schema, const Policy& policy, RewriteLog& log);
};

// sequence, reorder, shard, uuid, interleave, desc, index.
const std::vector<Pass>& Passes();

// Runs every enabled pass on result.schema, checking the model after each (model_check.h): a pass
// that breaks a check is undone with R010. Then reports every hot first key part left (R011)
// and records each table's shape before and after in result.shapes.
void RunRewrites(convert::ConvertResult& result, const Policy& policy);

}  // namespace spanlift::rewrite
