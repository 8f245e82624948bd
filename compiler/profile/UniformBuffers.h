// Uniform buffers: the uniforms bound to a buffer (`uniform Material { ... } material : BUFFER[2]`, a
// buffer block, or a struct given `: BUFFER[n]`), each with its buffer index and every leaf's byte offset,
// as cgc lays them out for NV_parameter_buffer_object (gp4), measured: every leaf, array element and matrix
// row takes one 16-byte register, in declaration order (`float a; float b;` are at 0 and 16). libCg's
// cgGetParameterBufferIndex/Offset answer these, and libCgGL reads a bound buffer's bytes at them.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/IR.h"

namespace cgx::profile {

struct UniformBuffer {
  ir::GlobalId global;
  std::string block;   // the buffer block's name; empty for a struct given `: BUFFER[n]`
  std::uint32_t index = 0;
  // Each leaf's byte offset, by its path after the uniform's name ("" for the uniform itself when it is a
  // leaf, ".diffuse", ".lights[1].position").
  std::map<std::string, std::uint32_t> offsets;
};

// The program's uniform buffers in declaration order. One given `: BUFFER` without an index gets the first
// index no other buffer of the program names, as cgc numbers them.
std::vector<UniformBuffer> layoutUniformBuffers(const ir::Module& module);

}  // namespace cgx::profile
