#pragma once
// Which emulator verify talks to, in this order:
//   1. --emulator HOST:PORT (or http://HOST:PORT): the REST address (9020 in the docker image);
//   2. SPANNER_EMULATOR_HOST=HOST:PORT, the gRPC address client libraries use: its REST sibling is
//      the same host on PORT + 10 (the docker image's 9010 -> 9020 pairing);
//   3. the documented default, localhost:9020, when something answers there;
//   4. the local emulator from SPANLIFT_EMULATOR_DIR or the package, started for this run;
// else an error saying how to get one. 1 and 2 are the user's word: when nothing answers there,
// verify stops rather than trying the others.
#include <memory>
#include <optional>
#include <string>

#include "verify/emulator_process.h"

namespace spanlift::verify {

struct Connection {
  std::string rest_base;                     // "http://host:port"
  std::string origin;                        // how it was chosen, for messages
  std::unique_ptr<EmulatorProcess> process;  // set when verify started the emulator
};

// The REST base for an address as --emulator takes it ("host:port", "http://host:port"), or
// nullopt when it has no port.
std::optional<std::string> RestBaseFromAddress(const std::string& address);
// SPANNER_EMULATOR_HOST's REST sibling: "localhost:9010" -> "http://localhost:9020".
std::optional<std::string> RestSiblingOfGrpc(const std::string& grpc_address);

// Finds or starts an emulator; nullopt and `error` when there is none to use.
std::optional<Connection> Connect(const std::string& emulator_flag, std::string& error);

}  // namespace spanlift::verify
