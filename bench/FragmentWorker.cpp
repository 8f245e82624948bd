// The benchmark process's side of FragmentLlvmpipe.h: a worker process with its own LP_NUM_THREADS,
// spoken to a line at a time over two pipes.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "FragmentLlvmpipe.h"

extern char** environ;

namespace cgx::bench {

namespace {

bool workerFailed(std::string* error, std::string message) {
  *error = std::move(message);
  return false;
}

}  // namespace

std::unique_ptr<FragmentWorker> FragmentWorker::start(const std::string& self, int width, int height, unsigned threads,
                                                      std::string* error) {
  // A worker that dies mid-command must be an error here, not a SIGPIPE that ends the benchmark.
  std::signal(SIGPIPE, SIG_IGN);
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0) {
    workerFailed(error, std::string("pipe: ") + std::strerror(errno));
    return nullptr;
  }
  if (pipe2(out, O_CLOEXEC) != 0) {
    workerFailed(error, std::string("pipe: ") + std::strerror(errno));
    close(in[0]);
    close(in[1]);
    return nullptr;
  }
  std::vector<std::string> env;
  for (char** e = environ; *e != nullptr; ++e)
    if (std::strncmp(*e, "LP_NUM_THREADS=", 15) != 0) env.emplace_back(*e);
  env.push_back("LP_NUM_THREADS=" + std::to_string(threads));
  std::vector<std::string> args{self, "--llvmpipe-fragment-worker", std::to_string(width), std::to_string(height)};
  std::vector<char*> argp, envp;
  for (std::string& a : args) argp.push_back(a.data());
  argp.push_back(nullptr);
  for (std::string& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, self.c_str(), &actions, nullptr, argp.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  close(in[0]);
  close(out[1]);
  if (spawned != 0) {
    close(in[1]);
    close(out[0]);
    workerFailed(error, "cannot start " + self + ": " + std::strerror(spawned));
    return nullptr;
  }
  std::unique_ptr<FragmentWorker> worker(new FragmentWorker(pid, in[1], out[0], width, height));
  std::string answer;
  if (!worker->ask("", &answer, error)) return nullptr;
  if (answer != "ready") {
    workerFailed(error, "the llvmpipe worker: " + answer);
    return nullptr;
  }
  return worker;
}

FragmentWorker::~FragmentWorker() {
  close(toWorker_);
  close(fromWorker_);
  int status = 0;
  while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
}

bool FragmentWorker::ask(const std::string& command, std::string* answer, std::string* error) {
  // An empty command only reads (the worker's greeting).
  if (!command.empty()) {
    const std::string line = command + "\n";
    std::size_t sent = 0;
    while (sent < line.size()) {
      const ssize_t n = write(toWorker_, line.data() + sent, line.size() - sent);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return workerFailed(error, "the llvmpipe worker is gone (writing)");
      sent += static_cast<std::size_t>(n);
    }
  }
  for (;;) {
    if (std::size_t newline = pending_.find('\n'); newline != std::string::npos) {
      *answer = pending_.substr(0, newline);
      pending_.erase(0, newline + 1);
      return true;
    }
    char buffer[4096];
    const ssize_t n = read(fromWorker_, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return workerFailed(error, "the llvmpipe worker ended without answering");
    pending_.append(buffer, static_cast<std::size_t>(n));
  }
}

bool FragmentWorker::image(const std::string& caseName, std::vector<float>* rgba, std::string* error) {
  const std::string path = "/tmp/cgx-bench-fragments-" + std::to_string(getpid()) + "-" + caseName + ".bin";
  std::string answer;
  if (!ask("image " + caseName + " " + path, &answer, error)) return false;
  if (answer != "ok") return workerFailed(error, "the llvmpipe worker: " + answer);
  rgba->assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_) * 4, 0.0f);
  std::FILE* file = std::fopen(path.c_str(), "rb");
  const bool read = file != nullptr && std::fread(rgba->data(), sizeof(float), rgba->size(), file) == rgba->size();
  if (file != nullptr) std::fclose(file);
  std::remove(path.c_str());
  return read ? true : workerFailed(error, "cannot read the llvmpipe picture " + path);
}

bool FragmentWorker::draw(const std::string& caseName, double* seconds, std::string* error) {
  std::string answer;
  if (!ask("draw " + caseName, &answer, error)) return false;
  char* end = nullptr;
  *seconds = std::strtod(answer.c_str(), &end);
  if (end == answer.c_str() || *seconds <= 0) return workerFailed(error, "the llvmpipe worker: " + answer);
  return true;
}

}  // namespace cgx::bench
