#include "frontend/byte_masks.h"

#include <cstdlib>

namespace spanlift::frontend {

bool HasAvx512() {
#if defined(__x86_64__) && defined(__GNUC__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
#else
  return false;
#endif
}

bool UseAvx512() {
  static const bool use = HasAvx512() && !std::getenv("SPANLIFT_NO_AVX512");
  return use;
}

}  // namespace spanlift::frontend
