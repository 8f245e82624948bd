#include "Subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sstream>
#include <thread>

extern char** environ;

namespace cgx::test {

namespace {

// Appends `extra` to the value of an OPTIONS-style variable ("a=1:b=2") in `env`, or adds the variable.
void extendOptionsVariable(std::vector<std::string>& env, const std::string& name, const std::string& extra) {
  for (std::string& entry : env) {
    if (entry.compare(0, name.size() + 1, name + "=") == 0) {
      entry += (entry.size() > name.size() + 1 ? ":" : "") + extra;
      return;
    }
  }
  env.push_back(name + "=" + extra);
}

std::vector<std::string> childEnvironment() {
  std::vector<std::string> env;
  for (char** e = environ; *e != nullptr; ++e) env.emplace_back(*e);
  std::string code = std::to_string(kSanitizerExitCode);
  extendOptionsVariable(env, "ASAN_OPTIONS", "exitcode=" + code);
  extendOptionsVariable(env, "UBSAN_OPTIONS", "exitcode=" + code + ":print_stacktrace=1");
  extendOptionsVariable(env, "LSAN_OPTIONS", "exitcode=" + code);
  return env;
}

std::vector<char*> pointers(std::vector<std::string>& strings) {
  std::vector<char*> result;
  for (std::string& s : strings) result.push_back(s.data());
  result.push_back(nullptr);
  return result;
}

// Whether `path` is an ELF executable for the machine this test binary was compiled for.
bool isOwnMachineElf(const std::string& path) {
#if defined(__aarch64__)
  constexpr std::uint16_t kOwnMachine = 183;  // EM_AARCH64
#elif defined(__x86_64__)
  constexpr std::uint16_t kOwnMachine = 62;  // EM_X86_64
#else
  constexpr std::uint16_t kOwnMachine = 0;
#endif
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  unsigned char header[20] = {};
  bool read = ::read(fd, header, sizeof header) == static_cast<ssize_t>(sizeof header);
  close(fd);
  if (!read || std::memcmp(header, "\x7f" "ELF", 4) != 0) return false;
  auto machine = static_cast<std::uint16_t>(header[18] | (header[19] << 8));  // e_machine, little-endian
  return machine == kOwnMachine;
}

// A cross-built test runs under qemu-user (tools/test-aarch64.sh), which cannot start another program of
// the emulated machine by itself without the kernel's binfmt_misc. CGX_TARGET_EMULATOR (a command and its
// arguments, separated by spaces) is put in front of such a program; the build machine's own programs (cgc,
// glslangValidator) start as they are.
std::vector<std::string> withEmulator(const std::vector<std::string>& argv) {
  const char* emulator = std::getenv("CGX_TARGET_EMULATOR");
  if (emulator == nullptr || *emulator == '\0' || argv.empty() || !isOwnMachineElf(argv[0])) return argv;
  std::vector<std::string> args;
  std::istringstream words(emulator);
  for (std::string word; words >> word;) args.push_back(word);
  args.insert(args.end(), argv.begin(), argv.end());
  return args;
}

void setNonBlocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

}  // namespace

bool ProcessResult::abnormal() const {
  if (signaled || timedOut || spawnFailed) return true;
  if (exitCode == kSanitizerExitCode) return true;
  return err.find("Sanitizer") != std::string::npos || err.find("runtime error:") != std::string::npos;
}

std::string ProcessResult::describe() const {
  std::ostringstream s;
  if (spawnFailed) {
    s << "could not start the process";
  } else if (timedOut) {
    s << "timed out after " << seconds << " s";
  } else if (signaled) {
    s << "killed by signal " << signal << " (" << strsignal(signal) << ")";
  } else {
    s << "exit status " << exitCode;
  }
  constexpr std::size_t kShown = 3000;
  s << "\n--- stderr (" << err.size() << " bytes) ---\n" << err.substr(0, kShown);
  if (err.size() > kShown) s << "\n[...]";
  s << "\n--- stdout (" << out.size() << " bytes) ---\n" << out.substr(0, 1000);
  if (out.size() > 1000) s << "\n[...]";
  return s.str();
}

ProcessResult runProcess(const std::vector<std::string>& argv, const ProcessOptions& options) {
  // A child that exits before reading all of its input must not kill the test with SIGPIPE.
  static const bool ignoreSigpipe = [] { return signal(SIGPIPE, SIG_IGN) != SIG_ERR; }();
  (void)ignoreSigpipe;
  ProcessResult result;
  auto start = std::chrono::steady_clock::now();
  int inPipe[2], outPipe[2], errPipe[2];
  if (pipe2(inPipe, O_CLOEXEC) != 0 || pipe2(outPipe, O_CLOEXEC) != 0 || pipe2(errPipe, O_CLOEXEC) != 0) {
    result.spawnFailed = true;
    return result;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2);
  if (!options.workingDirectory.empty())
    posix_spawn_file_actions_addchdir_np(&actions, options.workingDirectory.c_str());

  std::vector<std::string> args = withEmulator(argv);
  std::vector<char*> argp = pointers(args);
  std::vector<std::string> env = childEnvironment();
  std::vector<char*> envp = pointers(env);
  pid_t pid = -1;
  int spawned = posix_spawn(&pid, args[0].c_str(), &actions, nullptr, argp.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  close(inPipe[0]);
  close(outPipe[1]);
  close(errPipe[1]);
  if (spawned != 0) {
    close(inPipe[1]);
    close(outPipe[0]);
    close(errPipe[0]);
    result.spawnFailed = true;
    result.err = std::string("posix_spawn: ") + std::strerror(spawned);
    return result;
  }

  int inFd = inPipe[1];
  std::size_t written = 0;
  if (options.stdinText.empty()) {
    close(inFd);
    inFd = -1;
  } else {
    setNonBlocking(inFd);
  }
  setNonBlocking(outPipe[0]);
  setNonBlocking(errPipe[0]);
  int outFd = outPipe[0], errFd = errPipe[0];
  auto deadline = start + options.timeout;
  char buffer[65536];
  while (outFd >= 0 || errFd >= 0) {
    auto now = std::chrono::steady_clock::now();
    if (now >= deadline) {
      result.timedOut = true;
      kill(pid, SIGKILL);
      break;
    }
    pollfd fds[3];
    int n = 0;
    if (inFd >= 0) fds[n++] = {inFd, POLLOUT, 0};
    if (outFd >= 0) fds[n++] = {outFd, POLLIN, 0};
    if (errFd >= 0) fds[n++] = {errFd, POLLIN, 0};
    int waitMs = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count()) + 1;
    if (poll(fds, static_cast<nfds_t>(n), waitMs) < 0 && errno != EINTR) break;
    for (int i = 0; i < n; ++i) {
      if (fds[i].revents == 0) continue;
      int fd = fds[i].fd;
      if (fd == inFd) {
        ssize_t w = write(inFd, options.stdinText.data() + written, options.stdinText.size() - written);
        if (w > 0) written += static_cast<std::size_t>(w);
        if (w < 0 && errno != EAGAIN && errno != EINTR) written = options.stdinText.size();  // EPIPE: child left
        if (written >= options.stdinText.size()) {
          close(inFd);
          inFd = -1;
        }
        continue;
      }
      ssize_t r = read(fd, buffer, sizeof buffer);
      if (r > 0) {
        (fd == outFd ? result.out : result.err).append(buffer, static_cast<std::size_t>(r));
      } else if (r == 0 || (errno != EAGAIN && errno != EINTR)) {
        close(fd);
        (fd == outFd ? outFd : errFd) = -1;
      }
    }
  }
  if (inFd >= 0) close(inFd);
  if (outFd >= 0) close(outFd);
  if (errFd >= 0) close(errFd);

  int status = 0;
  // After the pipes close the child is exiting; wait for it, but never past the deadline. A pidfd becomes
  // readable the moment the child is reapable: polling it, not sleeping between waitpid attempts, keeps the
  // measured time the child's own (a 1 ms sleep was a third of a short cgxc run's wall time in the
  // benchmarks). Kernels without pidfd_open (before 5.3) fall back to the sleeps.
  if (!result.timedOut) {
    int pidfd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
    if (pidfd >= 0) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      pollfd exited{pidfd, POLLIN, 0};
      poll(&exited, 1, static_cast<int>(std::max<std::int64_t>(0, left.count())) + 1);
      close(pidfd);
    }
  }
  while (true) {
    pid_t waited = waitpid(pid, &status, result.timedOut ? 0 : WNOHANG);
    if (waited == pid) break;
    if (waited < 0 && errno != EINTR) break;
    if (std::chrono::steady_clock::now() >= deadline) {
      result.timedOut = true;
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!result.timedOut) {
    if (WIFSIGNALED(status)) {
      result.signaled = true;
      result.signal = WTERMSIG(status);
    } else if (WIFEXITED(status)) {
      result.exitCode = WEXITSTATUS(status);
    }
  }
  return result;
}

std::vector<ProcessResult> runProcesses(const std::vector<std::vector<std::string>>& commands,
                                        const ProcessOptions& options, unsigned parallel) {
  if (parallel == 0) parallel = std::max(1u, std::thread::hardware_concurrency());
  std::vector<ProcessResult> results(commands.size());
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> workers;
  for (unsigned w = 0; w < parallel && w < commands.size(); ++w) {
    workers.emplace_back([&] {
      for (std::size_t i = next++; i < commands.size(); i = next++) results[i] = runProcess(commands[i], options);
    });
  }
  for (std::thread& worker : workers) worker.join();
  return results;
}

std::string findExecutable(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  for (std::size_t start = 0; start <= dirs.size();) {
    std::size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    std::string dir = dirs.substr(start, end - start);
    std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + name;
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
    start = end + 1;
  }
  return "";
}

}  // namespace cgx::test
