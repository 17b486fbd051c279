#pragma once
// Builds a Spanner model from Spanner DDL (the spanner front end, then convert) and runs the
// rewrites with a policy given as TOML text.
#include <gtest/gtest.h>
#include <string>

#include "convert/convert.h"
#include "frontend/frontend.h"
#include "rewrite/passes.h"
#include "rewrite/policy.h"
#include "unit/support/files.h"

namespace spanlift::rewrite::testing_support {

inline std::string WriteTemp(const std::string& name, const std::string& text) {
  return spanlift::testing::WriteTempFile(name, text);
}

inline Policy PolicyFrom(const std::string& toml) {
  std::string error;
  auto policy = LoadPolicy(WriteTemp("policy.toml", toml), error);
  EXPECT_TRUE(policy) << error;
  return policy.value_or(Policy{});
}

inline convert::ConvertResult Converted(const std::string& ddl) {
  frontend::LoadOptions load;
  load.dialect = model::Dialect::kSpanner;
  model::Schema source = frontend::Load({WriteTemp("input.sql", ddl)}, load);
  EXPECT_EQ(source.diagnostics.error_count(), 0u) << ddl;
  convert::ConvertResult result = convert::Convert(source, {});
  result.source = nullptr;  // `source` ends here; a Spanner input says what its model says anyway
  return result;
}

inline convert::ConvertResult Rewritten(const std::string& ddl, const std::string& policy_toml = "") {
  convert::ConvertResult result = Converted(ddl);
  RunRewrites(result, PolicyFrom(policy_toml));
  return result;
}

inline std::string ShapeAfter(const convert::ConvertResult& result, const std::string& table) {
  for (const auto& s : result.shapes)
    if (s.table == table) return s.after;
  return "(no table " + table + ")";
}

inline std::string Codes(const convert::ConvertResult& result) {
  std::string out;
  for (const auto& r : result.rewrites) out += (out.empty() ? "" : " ") + r.code;
  for (const auto& f : result.findings.all())
    if (f.code == "R010") out += (out.empty() ? "" : " ") + f.code;
  return out;
}

}  // namespace spanlift::rewrite::testing_support
