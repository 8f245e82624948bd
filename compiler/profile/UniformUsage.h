// Which parts of each uniform a program reads, leaf by leaf, as cgc's allocator needs it: a uniform takes
// constant registers only for the leaves the program reads (`a[0] + a[9]` allocates two registers of a
// 700-element array), except that an array read with a non-constant index is read whole, and must stay
// contiguous (relative addressing).
#pragma once

#include <string>
#include <vector>

#include "ir/IR.h"

namespace cgx::profile {

// One scalar, vector, matrix or sampler inside a uniform: the unit cgc's listing prints (#var lines).
struct UniformLeaf {
  std::string path;  // "light.eyePosition", "boneMatrix[5]", "modelViewProj"
  ir::TypeId type = 0;
  std::uint32_t registers = 0;  // float4 constant registers: 1 per scalar/vector, 1 per matrix row, 0 sampler
  bool referenced = false;
  bool dynamic = false;  // inside an array (or a matrix) that some read indexes with a non-constant index
  // A matrix stored column-wise (ir::Global::packed): `type` is the storage type, the declared matrix
  // transposed, so `registers` counts the declared matrix's columns, as cgc allocates them.
  bool columnMajor = false;
};

struct UniformUsage {
  ir::GlobalId global;
  std::vector<UniformLeaf> leaves;  // depth-first: struct fields in order, array elements in order
  bool referenced = false;          // some leaf is read
  bool dynamic = false;             // allocated whole and contiguous: indexed at run time or read whole
  bool indexedAtRunTime = false;    // some read uses a non-constant index (C5043/C6013 where unsupported)
  SourceSpan dynamicIndexAt;        // the first such index expression
};

// Every Uniform global of the module, in module order. Reads are collected from the functions reachable
// from the entry (after inlining, just the entry).
std::vector<UniformUsage> analyzeUniforms(const ir::Module& module);

// The leaves of a value of type `type` named `name` (exposed for tests and the listing of varyings).
// `packed` and `columnMajor` as ir::Global's (they mark the leaves stored column-wise).
std::vector<UniformLeaf> leavesOf(const ir::TypeTable& types, ir::TypeId type, const std::string& name,
                                  bool packed = false, bool columnMajor = false);

}  // namespace cgx::profile
