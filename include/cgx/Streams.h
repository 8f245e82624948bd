// Where a program's varying data lives: one input stream per vertex attribute (or fragment varying) the
// program reads, one output stream per result it writes, bound by semantic. Element i of every stream
// belongs to invocation i of a run.
#pragma once

#include <cstddef>

#include <cgx/Types.h>

namespace cgx {

// Invocation i reads `components` values of `type` at (const char*)data + offset + i * stride. The caller
// keeps the memory readable for the whole run: [data + offset, data + offset + (count - 1) * stride +
// components * componentSize(type)). data + offset and stride must be multiples of componentSize(type), and
// a stride other than 0 at least the element's size (components * componentSize(type)): the kernels read
// each element whole, so elements may not overlap. bindInput refuses anything else (InvalidArgument).
struct InputStream {
  const void* data = nullptr;
  std::size_t offset = 0;  // bytes
  std::size_t stride = 0;  // bytes between consecutive elements; 0: tightly packed
  ComponentType type = ComponentType::Float32;
  // 1 ... the parameter's own count; 0: the parameter's count. Missing components read as (0, 0, 0, 1)
  // like GL's vertex attributes, so a float3 stream feeds a float4 position with w = 1.
  unsigned components = 0;
};

// Invocation i writes the output's components (float4 oPosition: 4, float2 oTexCoord: 2; int and bool
// outputs converted to float) at (char*)data + i * stride. data and stride must be multiples of 4, and a
// stride other than 0 at least the element's size (elements of different invocations may not overlap:
// threads write them). bindOutput refuses anything else (InvalidArgument).
struct OutputStream {
  float* data = nullptr;
  std::size_t stride = 0;  // bytes; 0: tightly packed
};

}  // namespace cgx
