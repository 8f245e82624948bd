// Internal: the immutable result of compiling one (source, entry, profile, options): the optimized IR, its
// kernel layout, reflection, default uniform values, and the JIT kernels made from it so far (one per
// combination of input stream formats, compiled on first use and kept). Shared through shared_ptr by every
// Program made from the same compile (the Context's cache hands out the same object), so its only mutable
// parts, the kernel table and the diagnostics the JIT adds, sit behind a mutex.
//
// Tiered compilation (on unless the Context turns it off): a kernel is first generated at
// jit::CodeTier::Quick, so the first run starts early, and the optimized kernel for the same layout is
// compiled on the engine's background thread and replaces it in the table when ready. Runs already going
// keep the quick one (its code stays in the engine until the engine goes); both compute the same bits.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <cgx/Context.h>
#include <cgx/Result.h>
#include <cgx/Types.h>
#include "driver/Compile.h"
#include "llvm/Jit.h"
#include "llvm/KernelLayout.h"

namespace cgx::detail {

class CompiledProgram : public std::enable_shared_from_this<CompiledProgram> {
 public:
  // Compiles the source and emits the kernel for all-float32 input streams (so that a program the CPU back
  // end cannot run fails here, with its diagnostics, not on the first run); that kernel's code generation,
  // most of the time, waits for its first use, as many programs are first run with other stream layouts
  // (any interleaved or padded binding needs a kernel of its own). `engine` must outlive the result.
  // Kernels follow the Context's lanes, tieredCompilation and loopIterationBudget (counting or not; the
  // budget itself is a run-time argument). *diagnostics gets every diagnostic in either case.
  static Result<std::shared_ptr<const CompiledProgram>> compile(const driver::SourceProgram& source,
                                                                jit::Engine& engine, const ContextOptions& options,
                                                                Diagnostics* diagnostics);

  Stage stage() const { return stage_; }
  // A geometry program's vertices per input primitive (the length of its AttribArray inputs); 1 otherwise.
  unsigned verticesPerPrimitive() const { return std::max(1u, ir::primitiveVertices(ir_.module->inputPrimitive)); }
  // Whether layout input `index` holds one value per vertex of the primitive (a geometry program's
  // AttribArray, streamed per vertex), and the components of one stream element: one vertex's for those,
  // the whole input's otherwise.
  bool inputPerVertex(std::size_t index) const { return layout_.inputs[index].perVertex; }
  std::uint32_t inputElementComponents(std::size_t index) const {
    return layout_.inputs[index].components / (inputPerVertex(index) ? verticesPerPrimitive() : 1u);
  }
  const std::string& entry() const { return entry_; }
  const std::string& profile() const { return profile_; }
  const ir::Module& module() const { return *ir_.module; }
  const ir::TypeTable& types() const { return *ir_.types; }
  const jit::KernelLayout& layout() const { return layout_; }
  // The compiler's parameter model of this program (compile() makes sure there is one).
  const reflect::ProgramReflection& reflection() const { return *ir_.reflection; }
  const std::vector<ParameterInfo>& parameters() const { return parameters_; }
  const std::vector<std::uint32_t>& defaultUniforms() const { return defaultUniforms_; }
  unsigned samplerCount() const { return samplerCount_; }
  Diagnostics diagnostics() const;

  // The kernel for these input formats (one per layout input) and output layouts (one per layout output;
  // both may be shorter: the rest unspecialized), compiled now if it is new (at the quick tier when tiered,
  // with the optimized kernel queued to replace it). Thread-safe.
  Result<jit::Kernel> kernel(const std::vector<jit::StreamFormat>& formats,
                             const std::vector<jit::OutputFormat>& outputFormats = {}) const;
  // Blocks until every kernel made so far is at its final tier (no background compile pending).
  void waitForOptimizedKernels() const;

 private:
  CompiledProgram(driver::IrProgram ir, jit::Engine& engine, const ContextOptions& options);
  Diagnostics diagnosticsLocked() const;
  void computeDefaults();
  // Per input (ComponentType, components, stride, record, recordOffset), then per output (0, 0, stride,
  // record, recordOffset).
  using FormatKey = std::vector<std::tuple<std::uint8_t, std::uint8_t, std::uint32_t, std::int32_t, std::uint32_t>>;
  // The normalized kernel options for a request, and the key kernels_ files them under.
  struct Request {
    jit::KernelOptions options;
    FormatKey key;
  };
  Request request(const std::vector<jit::StreamFormat>& formats, const std::vector<jit::OutputFormat>& outputFormats) const;
  Result<jit::Kernel> failed() const;  // the JitError for the last error the JIT reported
  // Queues the optimized compile of `request`'s kernel on the engine's background thread (mutex_ held).
  void scheduleOptimized(Request request) const;
  void compileOptimized(const Request& request) const;  // on the background thread

  driver::IrProgram ir_;
  jit::Engine* engine_;
  unsigned lanes_;
  bool tiered_ = true;
  bool countLoops_ = false;  // kernels count loop iterations (ContextOptions::loopIterationBudget set)
  std::string entry_;
  std::string profile_;
  Stage stage_ = Stage::Vertex;
  jit::KernelLayout layout_;
  std::vector<ParameterInfo> parameters_;
  std::vector<std::uint32_t> defaultUniforms_;
  unsigned samplerCount_ = 0;

  mutable std::mutex mutex_;  // guards kernels_, ir_.sink (the JIT reports into it) and optimizing_
  mutable std::map<FormatKey, jit::Kernel> kernels_;
  mutable unsigned optimizing_ = 0;  // background compiles queued or running
  mutable std::condition_variable optimized_;
  // The all-float32 kernel emitted by compile(), code-generated on its first use (guarded by mutex_).
  mutable std::optional<jit::EmittedKernel> pendingGeneric_;
  FormatKey pendingGenericKey_;
};

}  // namespace cgx::detail
