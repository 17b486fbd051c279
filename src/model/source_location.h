#pragma once
// Where a model object came from. Every object of the schema model carries one.
#include <cstdint>
#include <string>

namespace spanlift::model {

struct SourceLocation {
  std::string file;     // as given on the command line, "-" for stdin
  uint32_t line = 0;    // 1-based; 0 = unknown
  uint32_t column = 0;  // 1-based, in bytes
};

}  // namespace spanlift::model
