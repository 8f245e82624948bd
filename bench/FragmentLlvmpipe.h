// The llvmpipe side of the fragment benchmark: each FragmentCase's program as cgxc's GLSL 330 behind a
// pass-through vertex program, drawn as one full-screen quad into a width x height GL_RGBA32F framebuffer
// on Mesa llvmpipe (a headless EGL context).
//
// llvmpipe reads its thread count (LP_NUM_THREADS) once, when the process's one EGL display is
// initialized, so each thread count runs in a worker process of its own: `cgx-bench
// --llvmpipe-fragment-worker W H` with LP_NUM_THREADS set, driven over its standard input and output by a
// FragmentWorker in the benchmark's process. A timed draw is the worker's own measurement (draw and
// glFinish), which the benchmark reports as manual time: the pipe's round trip is not counted.
#pragma once

#include <memory>
#include <string>
#include <sys/types.h>
#include <vector>

namespace cgx::bench {

// The worker's main: builds every case, answers "ready" (or "error: ..." and exits 1), then serves
//   image CASE PATH   draws once, writes the picture to PATH (width * height RGBA floats, GL's row order)
//   draw CASE         draws once, answers the seconds the draw took until glFinish returned
// a line each, until its input ends.
int llvmpipeFragmentWorkerMain(int width, int height);

class FragmentWorker {
 public:
  // Starts `self --llvmpipe-fragment-worker width height` with LP_NUM_THREADS=threads and waits for it to
  // be ready; null with *error when it cannot start or build the cases.
  static std::unique_ptr<FragmentWorker> start(const std::string& self, int width, int height, unsigned threads,
                                               std::string* error);
  ~FragmentWorker();  // closes the worker's input, which ends it, and waits for it
  FragmentWorker(const FragmentWorker&) = delete;
  FragmentWorker& operator=(const FragmentWorker&) = delete;

  bool image(const std::string& caseName, std::vector<float>* rgba, std::string* error);
  bool draw(const std::string& caseName, double* seconds, std::string* error);

 private:
  FragmentWorker(pid_t pid, int toWorker, int fromWorker, int width, int height)
      : pid_(pid), toWorker_(toWorker), fromWorker_(fromWorker), width_(width), height_(height) {}
  // Sends one command line and reads one answer line.
  bool ask(const std::string& command, std::string* answer, std::string* error);

  pid_t pid_;
  int toWorker_, fromWorker_;
  int width_, height_;
  std::string pending_;  // bytes read past the last answer's newline
};

}  // namespace cgx::bench
