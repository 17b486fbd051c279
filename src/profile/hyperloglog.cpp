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

uint64_t Load64(const char* p) {
  uint64_t k;
  std::memcpy(&k, p, 8);
  return k;
}

uint64_t Load32(const char* p) {
  uint32_t k;
  std::memcpy(&k, p, 4);
  return k;
}

// The last `n` (0..7) bytes of a value of `size` bytes ending at `end`, little-endian in the low
// bytes, as a memcpy of n bytes into a zeroed word gives, with fixed-size loads (a memcpy of a
// variable size was the hash's costliest line): overlapping loads, never outside the value.
uint64_t Tail(const char* end, size_t n, size_t size) {
  if (n == 0) return 0;
  const char* p = end - n;
  if (size >= 8) return Load64(end - 8) >> (8 * (8 - n));
  if (n >= 4) return Load32(p) | Load32(end - 4) << (8 * (n - 4));
  const auto byte = [](char c) { return uint64_t{static_cast<unsigned char>(c)}; };
  return byte(p[0]) | byte(p[n / 2]) << (8 * (n / 2)) | byte(p[n - 1]) << (8 * (n - 1));
}

}  // namespace

uint64_t Hash64(std::string_view bytes) {
  uint64_t h = 0x9e3779b97f4a7c15ULL ^ bytes.size();
  size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) h = Mix(h ^ Mix(Load64(bytes.data() + i))) * 0x9e3779b97f4a7c15ULL;
  const uint64_t tail = Tail(bytes.data() + bytes.size(), bytes.size() - i, bytes.size());
  return Mix(h ^ Mix(tail ^ (uint64_t{bytes.size() - i} << 56)));
}

void HyperLogLog::Add(uint64_t hash) {
  size_t index = hash >> (64 - kPrecision);
  uint64_t rest = hash << kPrecision;
  uint8_t rank =
      rest == 0 ? static_cast<uint8_t>(64 - kPrecision + 1) : static_cast<uint8_t>(__builtin_clzll(rest) + 1);
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
