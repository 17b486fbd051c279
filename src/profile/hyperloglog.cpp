#include "profile/hyperloglog.h"

#include <cmath>
#include <cstring>

namespace spanlift::profile {

namespace {

uint64_t Mix(uint64_t k) {  // MurmurHash3's 64-bit finaliser
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

}  // namespace

uint64_t Hash64(std::string_view bytes) {
  uint64_t h = 0x9e3779b97f4a7c15ULL ^ bytes.size();
  size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    uint64_t k;
    std::memcpy(&k, bytes.data() + i, 8);
    h = Mix(h ^ Mix(k)) * 0x9e3779b97f4a7c15ULL;
  }
  uint64_t tail = 0;
  if (bytes.size() > i) std::memcpy(&tail, bytes.data() + i, bytes.size() - i);
  return Mix(h ^ Mix(tail ^ (uint64_t{bytes.size() - i} << 56)));
}

void HyperLogLog::Add(uint64_t hash) {
  size_t index = hash >> (64 - kPrecision);
  uint64_t rest = hash << kPrecision;
  uint8_t rank = rest == 0 ? static_cast<uint8_t>(64 - kPrecision + 1) : static_cast<uint8_t>(__builtin_clzll(rest) + 1);
  if (rank > registers_[index]) registers_[index] = rank;
}

uint64_t HyperLogLog::Estimate() const {
  const double m = static_cast<double>(registers_.size());
  double sum = 0;
  size_t zeros = 0;
  for (uint8_t r : registers_) {
    sum += std::ldexp(1.0, -r);
    zeros += r == 0;
  }
  const double alpha = 0.7213 / (1 + 1.079 / m);
  double estimate = alpha * m * m / sum;
  if (estimate <= 2.5 * m && zeros > 0) estimate = m * std::log(m / static_cast<double>(zeros));
  return static_cast<uint64_t>(std::llround(estimate));
}

}  // namespace spanlift::profile
