// Which REST address verify derives from --emulator and SPANNER_EMULATOR_HOST (docs/verify.md).
#include <gtest/gtest.h>

#include "verify/connect.h"

namespace spanlift::verify {
namespace {

TEST(Connect, RestAddresses) {
  EXPECT_EQ(RestBaseFromAddress("localhost:9020"), "http://localhost:9020");
  EXPECT_EQ(RestBaseFromAddress("http://127.0.0.1:9020/"), "http://127.0.0.1:9020");
  EXPECT_EQ(RestBaseFromAddress("localhost"), std::nullopt);
  EXPECT_EQ(RestBaseFromAddress("localhost:x"), std::nullopt);
  EXPECT_EQ(RestBaseFromAddress("localhost:70000"), std::nullopt);
}

TEST(Connect, RestSiblingOfTheGrpcAddress) {
  EXPECT_EQ(RestSiblingOfGrpc("localhost:9010"), "http://localhost:9020");
  EXPECT_EQ(RestSiblingOfGrpc("emulator.internal:19010"), "http://emulator.internal:19020");
  EXPECT_EQ(RestSiblingOfGrpc("localhost"), std::nullopt);
  EXPECT_EQ(RestSiblingOfGrpc("localhost:65530"), std::nullopt);
}

}  // namespace
}  // namespace spanlift::verify
