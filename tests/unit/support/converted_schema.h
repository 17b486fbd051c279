#pragma once
// Test support: SQL text -> source model -> Spanner model, the input analysis and rules see.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "convert/convert.h"
#include "frontend/frontend.h"

namespace spanlift::testing {

struct Converted {
  model::Schema source;
  convert::ConvertResult result;
};

// Parses `sql` as `dialect` and converts it. Returned by pointer: analysis keeps references into it.
inline std::unique_ptr<Converted> ConvertSql(const std::string& sql, model::Dialect dialect) {
  auto path = std::filesystem::temp_directory_path() / ("spanlift_unit_" + std::to_string(::getpid()) + ".sql");
  std::ofstream(path) << sql;
  frontend::LoadOptions options;
  options.dialect = dialect;
  auto out = std::make_unique<Converted>();
  out->source = frontend::Load({path.string()}, options);
  std::filesystem::remove(path);
  out->result = convert::Convert(out->source, {});
  return out;
}

}  // namespace spanlift::testing
