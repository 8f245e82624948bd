// The CPU back end's public face: an Engine (one ORC LLJIT for the host) that compiles an optimized IR
// module (driver::compileToIr) into a kernel (KernelAbi.h) running the entry for many invocations at once,
// one invocation per SIMD lane.
//
// What a kernel promises (the runtime relies on it):
// - It runs invocations [first, first + count) in chunks of `lanes`; the last chunk is partial and touches
//   no input or output element outside the range (masked gathers/scatters).
// - Robust access: a dynamic index into an array, a matrix (row) or a vector is clamped into
//   [0, length - 1] (an unsigned index into [0, length - 1] too), for uniforms, locals and rvalues alike.
//   An out-of-range index therefore reads/writes the first or last element, never memory outside.
// - Integer arithmetic never traps: x / 0 == 0 and x % 0 == x (so x == (x / y) * y + x % y still holds),
//   INT_MIN / -1 == INT_MIN; shift counts are taken modulo 32. float -> int conversion truncates toward
//   zero and saturates (NaN -> 0). float % is C's fmod. half, fixed, double compute as float32.
// - A multiply whose only use is an add or subtract is fused with it (one rounding, llvm.fma), as GPUs run
//   Cg's MAD; whatever the code tier, so quick and optimized kernels agree bit for bit.
// - Inputs come from streams of the formats given in KernelOptions::inputFormats; a stream with fewer
//   components than the parameter fills the missing ones with (0, 0, 0, 1) like GL. A null input base
//   reads as (0, 0, 0, 1) for float streams. Outputs are float32; a null output base is skipped.
// - Fragment kernels write KernelArgs::discarded[i] (1 for a discarded invocation, 0 otherwise) when it is
//   not null; a discarded invocation's outputs are unspecified.
// - Locals and outputs start as zero in every invocation (the IR allows reading them before any write).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "llvm/KernelAbi.h"
#include "llvm/KernelLayout.h"

namespace cgx::jit {

enum class KernelStage : std::uint8_t { Vertex, Fragment };

// The format of one input stream; components 0: the slot's own count.
// stride (bytes, 0: unknown) specializes the kernel on the stream's layout: full chunks whose run-time
// stride equals it read each element's components with contiguous loads and shuffles (interleaved AoS
// records) instead of gathers; any other run-time stride takes the general path. Streams that share one
// interleaved record name the same `record` (any id >= 0, with the same stride) and give their byte
// offset within it; when at run time every member's base is the record base plus its offset, the kernel
// loads the record once for all of them (4-byte component types only; otherwise each loads on its own).
struct StreamFormat {
  ComponentType type = ComponentType::Float32;
  std::uint8_t components = 0;
  std::uint32_t stride = 0;
  std::int32_t record = -1;
  std::uint32_t recordOffset = 0;
};

// The layout of one output stream (float32 components), like StreamFormat's stride/record/recordOffset:
// full chunks at the specialized stride store each element's components with plain stores of exactly
// their bytes (never another stream's bytes or padding) instead of scatters; outputs of one record are
// transposed and stored together.
struct OutputFormat {
  std::uint32_t stride = 0;
  std::int32_t record = -1;
  std::uint32_t recordOffset = 0;
};

struct KernelOptions {
  KernelStage stage = KernelStage::Vertex;
  unsigned lanes = 0;                      // 0: the host's best (16 with AVX-512, 8 with AVX2, 4 otherwise)
  std::vector<StreamFormat> inputFormats;  // parallel to layout.inputs; missing entries: float32 with the slot's components
  std::vector<OutputFormat> outputFormats; // parallel to layout.outputs; missing entries: stride unknown
  // Count loop iterations against KernelArgs::loopBudget (KernelAbi.h): a run-away loop then stops the
  // kernel instead of hanging it. Off, the kernel has no counter at all.
  bool countLoopIterations = false;
};

struct Kernel {
  KernelFunction function = nullptr;
  unsigned lanes = 0;
};

// A kernel emitted and verified, not yet optimized or compiled to machine code (Engine::emit). Whatever
// fails for the program's own reasons (a C1601 construct the CPU cannot run) has failed by then; finish()
// does only LLVM's part, the bulk of the time. Move-only; dropping it unfinished costs nothing more.
class EmittedKernel {
 public:
  struct State;
  explicit EmittedKernel(std::unique_ptr<State> state);
  EmittedKernel(EmittedKernel&&) noexcept;
  EmittedKernel& operator=(EmittedKernel&&) noexcept;
  ~EmittedKernel();

 private:
  friend class Engine;
  std::unique_ptr<State> state_;
};

// How much LLVM works on a kernel's machine code. Both tiers run the same IR optimizations, so their kernels
// compute bit-identical results; they differ in speed only.
enum class CodeTier : std::uint8_t {
  Quick,      // FastISel and the fast register allocator: about 2.5x less code generation time, slower code
  Optimized,  // the full code generator (instruction selection, scheduling, greedy register allocation)
};

struct EngineOptions {
  // Absolute symbols kernels may call, e.g. {"cgx_rt_sample", &cgx_rt_sample}.
  std::vector<std::pair<std::string, void*>> symbols;
};

class Engine {
 public:
  // nullptr (and *error set) when the host's target cannot be set up.
  static std::unique_ptr<Engine> create(const EngineOptions& options, std::string* error);
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Thread-safe. A construct the CPU cannot run is a C1601 diagnostic in `sink` (pointing at its span) and
  // nullopt; malformed IR is C1602. The kernel stays valid while the Engine lives.
  std::optional<Kernel> compile(const ir::Module& module, const KernelLayout& layout, const KernelOptions& options,
                                DiagnosticSink& sink);
  // compile() in two steps, so that a caller can check a program early and pay for code generation only
  // when the kernel is used. Both thread-safe; emit reports like compile, finish only C1602-like failures.
  // compile() finishes at CodeTier::Optimized.
  std::optional<EmittedKernel> emit(const ir::Module& module, const KernelLayout& layout, const KernelOptions& options,
                                    DiagnosticSink& sink);
  std::optional<Kernel> finish(EmittedKernel kernel, DiagnosticSink& sink, CodeTier tier = CodeTier::Optimized);

  // Runs `job` on the Engine's background thread, after the jobs posted before it (tier-up: a quick kernel
  // now, the optimized one later). The Engine's destructor drops jobs not started and waits for the running
  // one, so a job must hold what it uses by value or weakly. False (the job dropped) once shutting down.
  bool runInBackground(std::function<void()> job);

  // The optimized LLVM IR of the last successful compile on this thread (for tests and tuning), and
  // whether compile() keeps it (off by default: printing costs time).
  void setKeepIr(bool keep);
  std::string lastIr() const;

  static unsigned hostLanes();

  struct Impl;

 private:
  explicit Engine(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace cgx::jit
