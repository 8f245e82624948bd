// What the JIT tests share: one Engine per process, Cg source -> kernel at a given SIMD width, uniform
// blocks filled from Cg leaf paths (the references' convention, Reference.h), and a run over invocations
// whose inputs and outputs are keyed by canonical semantic.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "driver/Compile.h"
#include "llvm/Jit.h"

namespace cgx::test::jit {

using Values = std::vector<float>;
using Invocation = std::map<std::string, Values>;  // canonical semantic -> components

cgx::jit::Engine& engine();

struct Program {
  driver::IrProgram ir;
  cgx::jit::KernelLayout layout;
  cgx::jit::Kernel kernel;
};

// Compiles `source` (entry, profile glslv or glslf, cgc's -type `typeBindings`) and JITs it at `lanes` and
// `tier`; false with *error holding the rendered diagnostics.
bool compile(const std::string& source, const std::string& entry, bool fragment, unsigned lanes, Program* program,
             std::string* error, const std::vector<cgx::jit::StreamFormat>& formats = {},
             cgx::jit::CodeTier tier = cgx::jit::CodeTier::Optimized,
             const std::vector<std::string>& typeBindings = {});

// The uniform block for `uniforms` keyed by Cg leaf path ("light.lightColor", "lights[0].kC", "boneMatrix"
// for a whole array of numbers, or "boneMatrix[3]" per element). Missing leaves stay zero; *missing lists them.
std::vector<std::uint32_t> uniformBlock(const Program& program, const std::map<std::string, Values>& uniforms,
                                        std::vector<std::string>* missing = nullptr);

struct RunOptions {
  std::uint64_t first = 0;     // run invocations [first, first + inputs.size()) of a larger draw
  void* samplers = nullptr;    // KernelArgs::samplers
  std::vector<std::uint8_t>* discarded = nullptr;  // fragment kernels: receives the flags when set
};

// Runs every invocation of `inputs` (keyed by canonical semantic; a missing input reads as zeros) and
// returns each invocation's outputs keyed by canonical semantic. Streams are laid out with padding
// between elements so strides are not the packed size.
std::vector<Invocation> run(const Program& program, const std::vector<std::uint32_t>& uniforms,
                            const std::vector<Invocation>& inputs, const RunOptions& options = {});

// A slot's key: the layout's canonical semantic, with HPOS/PSIZ spelled as the references do.
std::string semanticKey(const std::string& canonical);

}  // namespace cgx::test::jit
