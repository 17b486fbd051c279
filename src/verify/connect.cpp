#include "verify/connect.h"

#include <charconv>
#include <cstdlib>

#include "verify/emulator_client.h"

namespace spanlift::verify {

namespace {

constexpr const char* kDefaultRest = "localhost:9020";
constexpr int kRestPortOffset = 10;  // docker image: gRPC 9010, REST 9020

// Splits "host:port" (an optional http:// first); port 0 when missing or malformed.
std::pair<std::string, int> HostPort(std::string address) {
  if (address.starts_with("http://")) address = address.substr(7);
  while (!address.empty() && address.back() == '/') address.pop_back();
  auto colon = address.rfind(':');
  if (colon == std::string::npos || colon == 0) return {address, 0};
  int port = 0;
  auto [end, ec] = std::from_chars(address.data() + colon + 1, address.data() + address.size(), port);
  if (ec != std::errc() || end != address.data() + address.size() || port <= 0 || port > 65535) port = 0;
  return {address.substr(0, colon), port};
}

std::string Base(const std::string& host, int port) { return "http://" + host + ":" + std::to_string(port); }

bool Answers(const std::string& rest_base) {
  return EmulatorClient(rest_base, {std::chrono::milliseconds(1000), std::chrono::milliseconds(5000)}).Answers();
}

}  // namespace

std::optional<std::string> RestBaseFromAddress(const std::string& address) {
  auto [host, port] = HostPort(address);
  if (host.empty() || !port) return std::nullopt;
  return Base(host, port);
}

std::optional<std::string> RestSiblingOfGrpc(const std::string& grpc_address) {
  auto [host, port] = HostPort(grpc_address);
  if (host.empty() || !port || port + kRestPortOffset > 65535) return std::nullopt;
  return Base(host, port + kRestPortOffset);
}

std::optional<Connection> Connect(const std::string& emulator_flag, std::string& error) {
  const char* env = std::getenv("SPANNER_EMULATOR_HOST");
  std::optional<std::string> chosen;
  std::string origin;
  if (!emulator_flag.empty()) {
    chosen = RestBaseFromAddress(emulator_flag);
    origin = "--emulator " + emulator_flag;
  } else if (env && *env) {
    chosen = RestSiblingOfGrpc(env);
    origin = std::string("SPANNER_EMULATOR_HOST=") + env + " (REST on its port + 10)";
  }
  if (!origin.empty()) {
    if (!chosen)
      error = origin + ": expected HOST:PORT";
    else if (!Answers(*chosen))
      error = "no Spanner emulator answers at " + *chosen + " (" + origin + "); " + kHowToGetEmulator;
    if (!error.empty()) return std::nullopt;
    return Connection{*chosen, origin, nullptr};
  }
  std::string fallback = *RestBaseFromAddress(kDefaultRest);
  if (Answers(fallback)) return Connection{fallback, std::string("the default ") + kDefaultRest, nullptr};
  auto dir = EmulatorBinaryDir();
  if (!dir) {
    error = "no Spanner emulator: none answers at " + std::string(kDefaultRest) + " and none is installed in " +
            (std::getenv("SPANLIFT_EMULATOR_DIR") ? std::string("$SPANLIFT_EMULATOR_DIR")
                                                  : std::string(kEmulatorPackageDir)) +
            "; " + kHowToGetEmulator;
    return std::nullopt;
  }
  auto process = EmulatorProcess::Start(*dir, error);
  if (!process) return std::nullopt;
  std::string base = process->rest_base();
  return Connection{base, "the local emulator in " + *dir, std::move(process)};
}

}  // namespace spanlift::verify
