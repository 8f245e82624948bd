// A test bench for the intrinsic lowering alone (compiler/llvm/Intrinsic*.cpp, Math*.cpp), independent of
// the kernel emitter: it JITs one small LLVM function per (op, signature, lanes, stage) that loads SoA
// arguments, calls jit::emitIntrinsicCall, and stores the result and the out parameters.
//
// Data is [component][lane] 32-bit words (a float's bits, an int, a bool as 0/1, a sampler's texture unit).
// The JIT is an ORC LLJIT for the host that resolves libmvec.so.1 (loaded permanently) and nothing else
// from the process, plus an absolute `cgx_rt_sample` that hands each request to the current SampleHandler.
//
// Note for tests/jit/CMakeLists.txt (owned by the emitter's engineer): it globs *.cpp, so these files and
// the Intrinsic*Test.cpp / Math*Test.cpp files join cgx-jit-tests without an edit.
#pragma once

#include <bit>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "ir/Intrinsic.h"
#include "ir/Types.h"
#include "llvm/KernelAbi.h"

namespace cgx::jit::test {

// What the intrinsic test files share (one home: a unity build puts several of them in one translation unit).
inline constexpr float kInf = std::numeric_limits<float>::infinity();
inline constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
inline const ir::TypeTable& types() {
  static const ir::TypeTable table;
  return table;
}
inline const ir::TypeId kFloat = ir::TypeTable::scalar(ir::Scalar::Float);
inline const ir::TypeId kInt = ir::TypeTable::scalar(ir::Scalar::Int);

using Words = std::vector<std::uint32_t>;  // one component: `lanes` words
using Value = std::vector<Words>;          // one argument or result: its components

struct Invocation {
  ir::IntrinsicOp op = ir::IntrinsicOp::None;
  std::uint16_t signature = 0;
  unsigned lanes = 16;
  bool fragment = false;
};

struct Outcome {
  Value result;
  std::vector<Value> outs;  // one per out parameter, in parameter order
};

// Runs the intrinsic on `args` (one Value per parameter; out parameters: an empty Value). activeMask bit i
// marks lane i active (it only reaches texture requests). Compiles on first use of an Invocation, then
// reuses the code.
Outcome runIntrinsic(const Invocation& invocation, const std::vector<Value>& args, std::uint32_t activeMask = 0xffffffffu);

// The overload index of `op` with exactly these types; fails the test (and returns 0) if none.
std::uint16_t signatureOf(ir::IntrinsicOp op, ir::TypeId result, const std::vector<ir::TypeId>& params);

// The texture runtime stand-in: called with each request; it may fill request->result.
using SampleHandler = std::function<void(SampleRequest&)>;
void setSampleHandler(SampleHandler handler);

// Conversions.
inline std::uint32_t bits(float f) { return std::bit_cast<std::uint32_t>(f); }
inline float asFloat(std::uint32_t w) { return std::bit_cast<float>(w); }
inline std::uint32_t bits(std::int32_t i) { return static_cast<std::uint32_t>(i); }
Words floatLanes(const std::vector<float>& values);  // exactly `lanes` values
Words splatFloat(float value, unsigned lanes);
Words splatInt(std::int32_t value, unsigned lanes);

// Helpers for component counts of built-in types.
unsigned componentsOf(ir::TypeId type);

constexpr unsigned kLaneWidths[] = {4, 8, 16};

}  // namespace cgx::jit::test
