#include "verify/emulator_process.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "verify/emulator_client.h"

namespace spanlift::verify {

namespace {

// The running emulator's process group, for the signal handler (one emulator per process).
std::atomic<pid_t> running_group{0};

void KillGroupAndReraise(int sig) {
  pid_t group = running_group.exchange(0);
  if (group > 0) ::kill(-group, SIGKILL);
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

void InstallSignalHandlers() {
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
    struct sigaction action {};
    action.sa_handler = KillGroupAndReraise;
    sigemptyset(&action.sa_mask);
    ::sigaction(sig, &action, nullptr);
  }
}

// A port the kernel says is free on the loopback interface (it may be taken again before the
// emulator binds it; Start then fails with the emulator's log named).
int FreePort() {
  int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return 0;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  int port = 0;
  if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 &&
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0)
    port = ntohs(addr.sin_port);
  ::close(fd);
  return port;
}

bool Executable(const std::string& path) { return ::access(path.c_str(), X_OK) == 0; }

}  // namespace

std::optional<std::string> EmulatorBinaryDir() {
  const char* env = std::getenv("SPANLIFT_EMULATOR_DIR");
  std::string dir = env && *env ? env : kEmulatorPackageDir;
  if (Executable(dir + "/gateway_main") && Executable(dir + "/emulator_main")) return dir;
  return std::nullopt;
}

std::unique_ptr<EmulatorProcess> EmulatorProcess::Start(const std::string& dir, std::string& error) {
  int grpc = FreePort(), http = FreePort();
  if (!grpc || !http || grpc == http) {
    error = "cannot find free loopback ports for the emulator";
    return nullptr;
  }
  char log_template[] = "/tmp/spanlift-emulator-XXXXXX";
  int log_fd = ::mkstemp(log_template);
  std::unique_ptr<EmulatorProcess> p(new EmulatorProcess());
  p->log_path_ = log_fd >= 0 ? log_template : "";
  p->rest_base_ = "http://127.0.0.1:" + std::to_string(http);
  std::string gateway = dir + "/gateway_main", emulator = dir + "/emulator_main";
  std::string grpc_port = std::to_string(grpc), http_port = std::to_string(http);
  pid_t parent = ::getpid();
  pid_t pid = ::fork();
  if (pid < 0) {
    error = "cannot start the emulator: fork failed";
    return nullptr;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);  // a spanlift killed by SIGKILL still stops its gateway
    if (::getppid() != parent) ::_exit(127);
    int null_fd = ::open("/dev/null", O_RDONLY);
    ::dup2(null_fd, STDIN_FILENO);
    if (log_fd >= 0) {
      ::dup2(log_fd, STDOUT_FILENO);
      ::dup2(log_fd, STDERR_FILENO);
    }
    ::execl(gateway.c_str(), gateway.c_str(), "--hostname", "127.0.0.1", "--grpc_port", grpc_port.c_str(),
            "--http_port", http_port.c_str(), "--grpc_binary", emulator.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // also here: no race with the child's own call
  if (log_fd >= 0) ::close(log_fd);
  p->pid_ = pid;
  running_group = pid;
  InstallSignalHandlers();
  EmulatorClient probe(p->rest_base_, {std::chrono::milliseconds(500), std::chrono::milliseconds(2000)});
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (std::chrono::steady_clock::now() < deadline && p->Running()) {
    if (probe.Answers()) return p;
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  error = "the emulator in " + dir + " did not start (its log: " + p->log_path_ + ")";
  p->log_path_.clear();  // keep the log for the user
  return nullptr;
}

bool EmulatorProcess::Running() {
  if (pid_ <= 0) return false;
  int status = 0;
  if (::waitpid(pid_, &status, WNOHANG) == pid_) {
    ::kill(-pid_, SIGKILL);  // the gateway is gone: its emulator_main too
    running_group = 0;
    pid_ = -1;
    return false;
  }
  return true;
}

EmulatorProcess::~EmulatorProcess() {
  if (pid_ > 0) {
    running_group = 0;
    ::kill(-pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }
  if (!log_path_.empty()) ::unlink(log_path_.c_str());
}

}  // namespace spanlift::verify
