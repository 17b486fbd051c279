// The bit tricks every block reader shares (frontend/byte_masks.h), against a byte at a time.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>

#include "frontend/byte_masks.h"

namespace spanlift::frontend {
namespace {

// Byte by byte: a backslash not itself escaped escapes the byte after it.
uint64_t EscapedByHand(uint64_t backslashes, bool& carry) {
  uint64_t escaped = 0;
  bool escaping = carry;
  for (int k = 0; k < 64; ++k) {
    if (escaping) {
      escaped |= uint64_t{1} << k;
      escaping = false;
    } else {
      escaping = (backslashes >> k) & 1;
    }
  }
  carry = escaping;
  return escaped;
}

TEST(ByteMasks, EscapedMaskSameAsByteByByte) {
  std::mt19937_64 random(17);
  for (int i = 0; i < 200000; ++i) {
    // Dense and sparse backslashes: runs of every length, and lone ones.
    const uint64_t backslashes = i % 3 == 0 ? random() : i % 3 == 1 ? random() & random() : random() | random();
    for (bool carry_in : {false, true}) {
      bool want_carry = carry_in, got_carry = carry_in;
      const uint64_t want = EscapedByHand(backslashes, want_carry);
      ASSERT_EQ(EscapedMask(backslashes, got_carry), want) << std::hex << backslashes << " carry " << carry_in;
      ASSERT_EQ(got_carry, want_carry) << std::hex << backslashes << " carry " << carry_in;
    }
  }
}

TEST(ByteMasks, PrefixXorAndPopcount) {
  std::mt19937_64 random(19);
  for (int i = 0; i < 10000; ++i) {
    const uint64_t x = random();
    uint64_t want = 0;
    unsigned bits = 0;
    bool inside = false;
    for (int k = 0; k < 64; ++k) {
      inside ^= (x >> k) & 1;
      want |= uint64_t{inside} << k;
      bits += (x >> k) & 1;
    }
    ASSERT_EQ(PrefixXor(x), want);
    ASSERT_EQ(Popcount64(x), bits);
  }
}

}  // namespace
}  // namespace spanlift::frontend
