#pragma once
// The conversion pipeline `convert` runs and `diff` repeats on each side, in one place so that
// both produce the same Spanner schema from the same input, options and policy:
// Convert -> hotspot findings appended -> hotspot rewrites (unless the policy disables them).
#include <optional>
#include <string>

#include "convert/convert.h"
#include "model/schema.h"
#include "rewrite/policy.h"

namespace spanlift::rewrite {

// What the command line says on top of the policy file.
struct PolicyOverrides {
  std::string path;          // policy file (.toml, .yaml, .yml); empty: defaults
  int64_t shards = 0;        // 0: the policy's
  bool auto_shards = false;  // --shards auto: from the measured skew where the rows were read
  std::string hash;          // "farm_fingerprint", "crc32" or empty: the policy's
  bool no_rewrite = false;   // wins over the policy
};

// The policy file (if any) with the overrides applied; std::nullopt and `error` when unreadable.
std::optional<Policy> LoadPolicy(const PolicyOverrides& overrides, std::string& error);

// Converts `source` and, when policy.enabled, rewrites the result. The hotspot findings describe
// the converted input: why each rewrite happens, or, with --no-rewrite, what a rewrite would fix.
// The result points at `source` (ConvertResult::source): keep it alive.
convert::ConvertResult ConvertAndRewrite(const model::Schema& source, const convert::ConvertOptions& options,
                                         const Policy& policy);
// The policy with its `[tables.<name>]` sections keyed by Spanner name: a section may name a table
// by its source name; one that names no table is reported in `result` (R014).
Policy ResolvePolicyTables(const Policy& policy, convert::ConvertResult& result);

convert::ConvertResult ConvertAndRewrite(model::Schema&& source, const convert::ConvertOptions& options,
                                         const Policy& policy) = delete;

}  // namespace spanlift::rewrite
