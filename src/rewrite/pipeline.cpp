#include "rewrite/pipeline.h"

#include "rewrite/passes.h"
#include "rules/registry.h"

namespace spanlift::rewrite {

std::optional<Policy> LoadPolicy(const PolicyOverrides& overrides, std::string& error) {
  std::optional<Policy> policy = Policy{};
  if (!overrides.path.empty()) policy = LoadPolicy(overrides.path, error);
  if (!policy) return policy;
  if (overrides.shards) policy->global.shards = overrides.shards;
  policy->shards_from_rows = overrides.auto_shards;
  if (!overrides.hash.empty())
    policy->hash =
        overrides.hash == "crc32" ? model::ShardSpec::Hash::kCrc32 : model::ShardSpec::Hash::kFarmFingerprint;
  if (overrides.no_rewrite) policy->enabled = false;
  return policy;
}

convert::ConvertResult ConvertAndRewrite(const model::Schema& source, const convert::ConvertOptions& given,
                                         const Policy& policy) {
  convert::ConvertOptions options = given;
  options.lower_case_insensitive_keys = options.lower_case_insensitive_keys || policy.lower_case_insensitive_keys;
  if (policy.named_schemas) options.named_schemas = policy.named_schemas;
  if (policy.features_2026) options.features_2026 = *policy.features_2026;
  options.native_uuid = options.native_uuid || options.features_2026;
  convert::ConvertResult result = convert::Convert(source, options);
  rules::AppendFindings(source, result);
  Policy resolved = ResolvePolicyTables(policy, result);
  if (resolved.enabled) RunRewrites(result, resolved);
  return result;
}

}  // namespace spanlift::rewrite
