#pragma once
// The local emulator, started for one verify run: gateway_main (REST) with emulator_main (gRPC)
// on free loopback ports, in their own process group, killed at the end, on error and on
// SIGINT/SIGTERM/SIGHUP, so that no emulator outlives spanlift.
#include <memory>
#include <optional>
#include <string>

namespace spanlift::verify {

// Where the Debian / gcloud package installs the emulator.
inline constexpr const char* kEmulatorPackageDir = "/usr/lib/google-cloud-sdk/bin/cloud_spanner_emulator";
// What to tell a user who has no emulator.
inline constexpr const char* kHowToGetEmulator =
    "install one (Debian package google-cloud-cli-spanner-emulator, or `gcloud components install "
    "cloud-spanner-emulator`), or start the docker image (`docker run -p 9010:9010 -p 9020:9020 "
    "gcr.io/cloud-spanner-emulator/emulator`) and set SPANNER_EMULATOR_HOST=localhost:9010 or pass "
    "--emulator localhost:9020";

// The directory holding gateway_main and emulator_main: $SPANLIFT_EMULATOR_DIR when set (and only
// it), else the package directory; nullopt when the binaries are not there.
std::optional<std::string> EmulatorBinaryDir();

class EmulatorProcess {
 public:
  // Starts the emulator from `dir` and waits (up to 60 s) until its REST API answers; nullptr and
  // `error` set when it cannot start.
  static std::unique_ptr<EmulatorProcess> Start(const std::string& dir, std::string& error);
  ~EmulatorProcess();  // kills the process group
  EmulatorProcess(const EmulatorProcess&) = delete;
  EmulatorProcess& operator=(const EmulatorProcess&) = delete;

  // "http://127.0.0.1:PORT"
  const std::string& rest_base() const { return rest_base_; }
  // Whether the gateway is still running (false once it died).
  bool Running();

 private:
  EmulatorProcess() = default;
  int pid_ = -1;
  std::string rest_base_;
  std::string log_path_;
};

}  // namespace spanlift::verify
