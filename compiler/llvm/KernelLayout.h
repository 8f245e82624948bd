// Where a program's data sits for a JIT kernel (KernelAbi.h): the uniform block's word offsets and the
// order of the input and output streams. Computed from the optimized IR module once; the JIT reads it to
// generate loads and stores, the runtime to place parameter values and bind streams.
//
// The uniform block: every Uniform global of the module, in module order, each at `offset` 32-bit words,
// occupying `words` words, flattened like ir::Constant (array elements in order, struct fields in order,
// matrices row-major: float3x4 m is m[0][0..3], m[1][0..3], m[2][0..3]). One word per component: float,
// half, fixed, double and cfloat as IEEE float32 bits (all compute as float32 on the CPU), int, uint and
// cint as 32-bit integers, bool as 0 or 1, a sampler as its texture unit. No padding, no alignment.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/IR.h"

namespace cgx::jit {

struct UniformSlot {
  ir::GlobalId global;
  std::uint32_t offset = 0;  // in 32-bit words
  std::uint32_t words = 0;
};

// One varying global (an entry input or output: a leaf of the entry's parameters, see ir/IR.h).
struct StreamSlot {
  ir::GlobalId global;
  std::string semantic;          // canonical: "POSITION", "TEXCOORD0", "COLOR0", "ATTR7" (empty if none)
  std::uint32_t components = 0;  // flattened component count (float3 -> 3, float4x4 -> 16)
  ir::Scalar scalar = ir::Scalar::Float;
  // A geometry program's AttribArray input (`float4 position[3] : POSITION`): an array of the primitive's
  // vertices, which the runtime streams per vertex and gathers into one record a primitive.
  bool perVertex = false;
  // Outputs: the first float32 of this output in the record a geometry program's emitVertex hands the
  // runtime (cgx_rt_emit_vertex, KernelAbi.h), where the outputs follow each other in layout order.
  std::uint32_t recordOffset = 0;
};

struct KernelLayout {
  std::vector<UniformSlot> uniforms;  // module order
  std::uint32_t uniformWords = 0;
  std::vector<StreamSlot> inputs;     // the VaryingIn globals, module order: KernelArgs::inputs[i]
  std::vector<StreamSlot> outputs;    // the VaryingOut globals, module order: KernelArgs::outputs[i]
  std::uint32_t outputComponents = 0;  // every output's components: the length of an emitted vertex's record

  // nullptr when `global` is not a uniform / input / output.
  const UniformSlot* uniformOf(ir::GlobalId global) const;
  int inputIndexOf(ir::GlobalId global) const;   // -1 when none
  int outputIndexOf(ir::GlobalId global) const;  // -1 when none
};

// 32-bit words a value of `type` occupies in the uniform block (samplers 1, unsized arrays 0).
std::uint32_t uniformWordCount(const ir::TypeTable& types, ir::TypeId type);

KernelLayout computeLayout(const ir::Module& module);

}  // namespace cgx::jit
