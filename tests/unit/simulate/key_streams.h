#pragma once
// Keys of known shapes for the simulate unit tests: integers encoded as a key part.
#include <cstdint>
#include <string>

#include "simulate/key_encoding.h"

namespace spanlift::simulate::testing {

inline std::string IntKey(int64_t v) {
  std::string key;
  AppendKeyPart(key, v, false);
  return key;
}

}  // namespace spanlift::simulate::testing
