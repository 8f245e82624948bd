// The binary contract between kernels the LLVM JIT writes (compiler/llvm) and the C++ runtime that calls
// them (runtime/cpu). Plain C-layout structs only: JIT code reads and writes them by offset.
//
// Execution model: one program invocation per SIMD lane (SIMD across vertices or fragments), values in
// SoA form. A kernel runs invocations [first, first + count) of one draw: invocation i reads element i of
// every input stream (base + i * stride) and writes element i of every output stream. The runtime splits a
// draw into ranges across threads; for fragment kernels every range starts at a multiple of 4 and the
// invocations come in 2x2 quads (i, i+1, i+2, i+3 = (x,y), (x+1,y), (x,y+1), (x+1,y+1)), which ddx/ddy and
// implicit texture LOD read.
#pragma once

#include <cstdint>

namespace cgx::jit {

inline constexpr unsigned kMaxLanes = 16;

// The component type of a vertex input stream. Fixed when a kernel is compiled (the kernel is specialized
// on its input formats); pointer and stride are run-time values.
enum class ComponentType : std::uint8_t {
  Float32,
  Float16,
  Int32,
  UInt32,
  UNorm8,  // unsigned byte, normalized to [0, 1]
};

// Where one stream lives. Inputs: `base` points at element 0's first component; outputs likewise.
// Output streams are always float32 components (int and bool outputs are converted to float), as many as
// the output parameter declares; a null output base means "not wanted" and the kernel skips it.
struct StreamRef {
  const std::uint8_t* base = nullptr;
  std::int64_t stride = 0;  // bytes between consecutive elements
};

// A texture unit whose lookups the kernel may filter itself, without calling cgx_rt_sample: a 2D or cube
// texture of one level whose minifying and magnifying filters agree (so the level of detail cannot
// matter), each axis Repeat with a power-of-two size or ClampToEdge, at most 2^29 texels. The runtime
// describes every unit (runtime/cpu/texture/InlineTextures.cpp); `texels` null means "not such a texture:
// call the runtime". What the kernel computes is cgx_rt_sample's answer (compiler/llvm/InlineTexture.cpp).
struct InlineTexture {
  const float* texels = nullptr;  // level 0, RGBA float32, row after row (CpuTexture's layout)
  std::int32_t width = 0;
  std::int32_t height = 0;
  std::uint32_t flags = 0;  // kInlineLinear | kInlineRepeatS | kInlineRepeatT | kInlineCube
  std::uint32_t padding = 0;
};
inline constexpr std::uint32_t kInlineLinear = 1;   // GL_LINEAR, else GL_NEAREST
inline constexpr std::uint32_t kInlineRepeatS = 2;  // Repeat (size a power of two), else ClampToEdge
inline constexpr std::uint32_t kInlineRepeatT = 4;
inline constexpr std::uint32_t kInlineCube = 8;     // six faces of width x height, GL's order, one after another
// Texel-space coordinates are clamped to +-2^23 before floor and the int conversion, by the runtime's
// sampler and the kernel's alike: every float that large is an integer, so nothing is lost.
inline constexpr float kLargestTexelCoordinate = 8388608.0f;

struct KernelArgs {
  const std::uint32_t* uniforms = nullptr;  // KernelLayout::uniformWords 32-bit words (see KernelLayout.h)
  const StreamRef* inputs = nullptr;        // one per KernelLayout::inputs entry, in that order
  const StreamRef* outputs = nullptr;       // one per KernelLayout::outputs entry, in that order
  std::uint8_t* discarded = nullptr;        // fragment kernels: set to 1 for a discarded invocation, 0 otherwise (may be null)
  void* samplers = nullptr;                 // the runtime's texture table, passed through to cgx_rt_sample
  const InlineTexture* inlineTextures = nullptr;  // one per texture unit, `inlineTextureCount` of them
  std::uint32_t inlineTextureCount = 0;           // 0: every lookup calls cgx_rt_sample
  // Kernels compiled with KernelOptions::countLoopIterations only (others never read these):
  // the loop iterations one chunk (SIMD vector) may run, over all its loops; past it the kernel sets
  // *loopBudgetExceeded to 1 (an atomic store: several threads may) and returns without finishing its
  // range. A kernel that finds *loopBudgetExceeded set when it starts a chunk returns too, so the other
  // threads of a run stop soon after. Never null for such a kernel.
  std::uint64_t loopBudget = 0;
  std::uint32_t* loopBudgetExceeded = nullptr;
  // Geometry kernels only: the runtime's collector of emitted vertices, passed through to
  // cgx_rt_emit_vertex and cgx_rt_restart_strip (below). Invocation i is input primitive i.
  void* emitted = nullptr;
};

// The kernel's C signature. `args` and everything it points to stay unchanged during the call, except
// *loopBudgetExceeded (other threads' kernels may set it); kernels never write through `uniforms` or `inputs`.
using KernelFunction = void (*)(const KernelArgs* args, std::uint64_t first, std::uint64_t count);

// ---- Texture sampling: the kernel calls back into the runtime once per SIMD vector ----------------------
enum class SampleKind : std::uint32_t {
  Implicit,  // tex2D(s, uv), texCUBE(s, dir), tex2Dproj...: level from the derivatives (zero in vertex kernels: level 0)
  Bias,      // tex2Dbias: implicit level + lodOrBias
  Lod,       // tex2Dlod: level = lodOrBias
  Grad,      // tex2D(s, uv, dx, dy): level from the given derivatives
  Fetch,     // tex2Dfetch: integer texel coordinates (as exact floats) in coord, mip level in lodOrBias; no filtering, no wrap (outside: 0)
  Size,      // tex2Dsize(s, lod): result[0..2] = width, height, depth of level lodOrBias (as floats)
};

// One request per SIMD vector, per texture call. Arrays are [component][lane]; only lanes whose bit is set in
// activeMask need results (the others may hold garbage and must not fault).
struct SampleRequest {
  SampleKind kind = SampleKind::Implicit;
  std::uint32_t dim = 0;         // ir::SamplerDim of the sampler's declared type (D1, D2, D3, Cube, Rect, D1Array, D2Array)
  std::uint32_t lanes = 0;       // SIMD width of the calling kernel (4, 8 or 16)
  std::uint32_t activeMask = 0;  // bit i: lane i is active
  std::uint32_t compare = 0;     // 1: a shadow lookup (tex2D(s, float3), tex2Dproj(s, float4), ...): the runtime
                                 //    compares `ref` with the depth texel when the bound texture has comparison
                                 //    enabled, and returns the plain colour otherwise (GL's behaviour for a
                                 //    non-depth texture is undefined; the colour is what cgc's GLSL gives on Mesa)
  std::uint32_t unit[kMaxLanes] = {};       // texture unit (index into the runtime's texture table) per lane
  float coord[4][kMaxLanes] = {};           // s, t, r (then the array layer) after any projective divide;
                                            // CUBE: the direction; RECT: unnormalized texel coordinates
  float ref[kMaxLanes] = {};                // shadow comparison reference (compare == 1)
  float lodOrBias[kMaxLanes] = {};          // Bias: bias; Lod/Fetch/Size: the level
  float ddx[3][kMaxLanes] = {};             // Implicit (fragment kernels) and Grad: d coord / dx ...
  float ddy[3][kMaxLanes] = {};             // ... and d coord / dy (zero: level 0)
  float result[4][kMaxLanes] = {};          // out: RGBA (Size: width, height, depth, levels)
};

}  // namespace cgx::jit

// Implemented by the runtime (runtime/cpu/texture/Sampling.cpp); kernels call it by this name. `samplers` is
// KernelArgs::samplers. Never throws; an unbound unit samples as (0, 0, 0, 1).
extern "C" void cgx_rt_sample(void* samplers, cgx::jit::SampleRequest* request);

// Implemented by the runtime (runtime/cpu/GeometrySink.cpp); geometry kernels call them by these names for
// Cg's emitVertex and restartStrip, once per SIMD vector, for the lanes of `activeMask` (bit i: invocation
// first + i). `values` holds the vertex's outputs, every output's float32 components in the layout's output
// order (an output the call does not name is 0), component-major: component c of lane i at
// values[c * lanes + i]. Never throw.
extern "C" void cgx_rt_emit_vertex(void* emitted, std::uint64_t first, std::uint32_t lanes, std::uint32_t activeMask,
                                   const float* values);
extern "C" void cgx_rt_restart_strip(void* emitted, std::uint64_t first, std::uint32_t activeMask);
