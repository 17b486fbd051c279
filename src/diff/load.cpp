#include "diff/load.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <exception>
#include <fstream>
#include <iterator>
#include <thread>

#include "rewrite/pipeline.h"
#include "source/read.h"

extern char** environ;

namespace spanlift::diff {

namespace {

constexpr std::string_view kGitPrefix = "git:";

// Runs `git show REV:PATH` (argv, no shell) and collects its standard output; stderr is the user's.
bool RunGitShow(const std::string& object, std::string& out, std::string& error) {
  int pipe_fds[2];
  if (::pipe(pipe_fds) != 0) {
    error = "cannot create a pipe for git";
    return false;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[1]);
  std::string show = "show";
  std::vector<char*> argv = {const_cast<char*>("git"), show.data(), const_cast<char*>(object.c_str()), nullptr};
  pid_t pid = 0;
  int spawned = posix_spawnp(&pid, "git", &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(pipe_fds[1]);
  if (spawned != 0) {
    ::close(pipe_fds[0]);
    error = "cannot run git (is it installed?)";
    return false;
  }
  char buffer[65536];
  ssize_t n;
  while ((n = ::read(pipe_fds[0], buffer, sizeof buffer)) > 0) out.append(buffer, static_cast<size_t>(n));
  ::close(pipe_fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    error = "git show " + object + " failed";
    return false;
  }
  return true;
}

}  // namespace

bool ReadGitObject(const std::string& name, std::string& text, std::string& error) {
  std::string object = name.substr(kGitPrefix.size());  // REV:PATH, as git spells it
  size_t colon = object.find(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 == object.size()) {
    error = "expected git:REV:PATH, got '" + name + "'";
    return false;
  }
  return RunGitShow(object, text, error);
}

Side LoadSide(const std::string& name, const LoadOptions& options) {
  Side side;
  side.name = name;
  if (source::IsDatabaseUri(name)) {
    side.name = source::DisplayName(name);  // never the password
    side.source = std::make_unique<model::Schema>(source::ReadDatabase(name, options.live));
  } else if (name.rfind(kGitPrefix, 0) == 0) {
    std::string text, error;
    if (ReadGitObject(name, text, error)) {
      side.source = std::make_unique<model::Schema>(frontend::LoadText(text, name, options.frontend));
    } else {
      side.source = std::make_unique<model::Schema>();
      side.source->diagnostics.Error(model::codes::kUnreadableInput, {name, 0, 0},
                                     "cannot read " + name + ": " + error);
    }
  } else {
    side.source = std::make_unique<model::Schema>(frontend::Load({name}, options.frontend));
  }
  if (side.source->dialect != model::Dialect::kSpanner)
    side.converted = std::make_unique<convert::ConvertResult>(
        rewrite::ConvertAndRewrite(*side.source, options.convert, options.policy));
  return side;
}

std::pair<Side, Side> LoadSides(const std::string& old_name, const std::string& new_name, const LoadOptions& options) {
  std::pair<Side, Side> sides;
  if (source::IsDatabaseUri(old_name) || source::IsDatabaseUri(new_name)) {
    sides.first = LoadSide(old_name, options);
    sides.second = LoadSide(new_name, options);
    return sides;
  }
  std::exception_ptr failed;
  std::thread old_loader([&] {
    try {
      sides.first = LoadSide(old_name, options);
    } catch (...) {
      failed = std::current_exception();
    }
  });
  sides.second = LoadSide(new_name, options);
  old_loader.join();
  if (failed) std::rethrow_exception(failed);
  return sides;
}

std::string ReadNewText(const std::string& name) {
  std::string text, error;
  if (name == "-") return text;
  if (name.rfind("git:", 0) == 0) {
    if (!ReadGitObject(name, text, error)) return {};  // LoadSide has reported it
  } else {
    std::ifstream in(name, std::ios::binary);
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  return text;
}

}  // namespace spanlift::diff
