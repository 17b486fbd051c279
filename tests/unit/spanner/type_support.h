#pragma once
// Test support: a model type as a row writes it, Type("STRING", "MAX", 1) = ARRAY<STRING(MAX)>.
#include "model/schema.h"

namespace spanlift::spanner::testing {

inline model::DataType Type(const char* name, const char* arg = nullptr, int array_dims = 0) {
  model::DataType t;
  t.name = name;
  if (arg) t.args = {arg};
  t.array_dims = array_dims;
  return t;
}

}  // namespace spanlift::spanner::testing
