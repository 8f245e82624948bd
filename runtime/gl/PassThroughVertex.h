// A Cg vertex program that hands on vertex outputs computed elsewhere (the CPU JIT's clip positions,
// colours, texture coordinates, point sizes) unchanged: each listed semantic is read as an input and
// written as the output of the same semantic. Compiled by cgxc and linked with a fragment program through
// gl::CgProgram, its outputs meet the fragment program's inputs by semantic, exactly as the original vertex
// program's would, so an image drawn from CPU results goes through the same fragment GLSL as the GPU path.
#pragma once

#include <string>
#include <vector>

namespace cgx::gl {

struct PassThroughVarying {
  std::string semantic;  // POSITION, COLOR0, COLOR1, TEXCOORD0-7, PSIZE, FOG
  int components = 4;    // 1-4 (PSIZE and FOG: 1)
};

// The program's source in *source; its entry is kPassThroughEntry. The inputs are generic ATTR attributes
// (ATTR0 = the first listed varying, ...), so any semantic can pass through without aliasing a conventional
// input; CgProgram::attributeLocation("ATTRn") finds each one. False with the reason in *error (may be
// null) when POSITION is not among the varyings, one has a component count outside 1-4, or there are more
// than 16 (a cgx-view scene's vertex program decides the list: never an exception).
inline constexpr const char* kPassThroughEntry = "cgx_pass_through";
bool passThroughVertexCg(const std::vector<PassThroughVarying>& varyings, std::string* source, std::string* error);

}  // namespace cgx::gl
