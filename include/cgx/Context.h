// The root of the runtime API: a Context owns the JIT engine, the thread pool programs run on and the cache
// of compiled programs. Create one per process (or per independent user) and make Programs from it.
//
// Threading: createProgram* may be called from several threads at once. Programs keep what they need of
// their Context alive (the engine, the pool), so destroying the Context first is allowed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <cgx/Program.h>
#include <cgx/Result.h>
#include <cgx/Types.h>

namespace cgx {

namespace detail {
struct ContextState;
}

struct ContextOptions {
  unsigned threads = 0;  // threads a run uses, the caller's included; 0: every core
  // SIMD lanes of the kernels (invocations per vector): 0 the host's widest (16 with AVX-512, 8 with AVX2,
  // 4 otherwise); 4, 8 or 16 to force a width (tests compare widths).
  unsigned lanes = 0;
  // Tiered compilation: each kernel (one per program and stream layout, made on the first run with that
  // layout) is first generated quickly (LLVM's fast code generator: about 2.5x less time, code ~25%
  // slower), and the optimized kernel, compiled on a background thread, replaces it when ready. Both
  // compute the same bits. false: every kernel is optimized on the calling thread before its first run.
  bool tieredCompilation = true;
  // A loop iteration budget, so that a run-away shader (a loop of 2^31 iterations, or one that never ends)
  // fails instead of hanging: the most loop iterations a run may spend on one SIMD vector of invocations
  // (`lanes` invocations running together), counting every iteration of every loop, nested ones included,
  // once for the vector however many of its lanes take it. A run that goes past it stops early (the other
  // threads at their next vector) and returns LoopBudgetExceeded, its outputs unspecified.
  // 0 (the default): no budget, and the kernels carry no counter. With one, each loop iteration costs a
  // scalar add and compare per vector, and each vector a load of the run's flag.
  std::uint64_t loopIterationBudget = 0;
};

// As cgc's command line: -DNAME[=VALUE], -INCLUDE_DIR, -po options.
struct ProgramOptions {
  std::vector<std::string> defines;          // "NAME" or "NAME=VALUE"
  std::vector<std::string> includePaths;     // searched after the including file's folder
  std::vector<std::string> profileOptions;   // "MaxLocalParams=96", "NumTemps=12" ...
};

// What createProgram gives: the program (when it compiled) and every diagnostic of the compile either way.
struct ProgramResult {
  std::optional<Program> program;
  Status status;  // CompileError, InvalidProfile, FileError, JitError, InvalidArgument ...
  Diagnostics diagnostics;
  bool ok() const { return program.has_value(); }
};

class Context {
 public:
  static Result<Context> create(const ContextOptions& options = {});

  // Compiles `source` (named `fileName` in diagnostics; a real path there also anchors relative
  // #includes). The same (source, file name, entry, profile, options) a second time returns a Program
  // sharing the first one's compiled state without compiling again; each Program still has its own uniform
  // values, textures and stream bindings.
  ProgramResult createProgram(std::string_view source, const std::string& entry, const std::string& profile,
                              const ProgramOptions& options = {}, const std::string& fileName = "<string>");
  // The same from a file (FileError when it cannot be read). The cache is keyed by the file's text, not its
  // time stamp: an edited file compiles again. Edited #include files are not noticed; clearCache() then.
  ProgramResult createProgramFromFile(const std::string& path, const std::string& entry, const std::string& profile,
                                      const ProgramOptions& options = {});

  unsigned threadCount() const;
  unsigned lanes() const;  // the lanes option (0: the host's widest)
  std::size_t cachedProgramCount() const;
  void clearCache();  // Programs already made keep their compiled state

 private:
  explicit Context(std::shared_ptr<detail::ContextState> state) : state_(std::move(state)) {}
  std::shared_ptr<detail::ContextState> state_;
};

}  // namespace cgx
