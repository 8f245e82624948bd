// Cg's predefined `glstate` uniform: the GL fixed-function state the assembly profiles read by name
// (`glstate.matrix.mvp`, `glstate.light[0].diffuse`). ONE table (GlState.cpp) lists every member with its
// Cg type, its ARB program binding (cgc's `#var ... : state.*` column) and the GLSL 1.10/1.20 built-in
// expression it reads; sema builds the `glstate` struct type from it and the GLSL writer maps each read
// through it.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "ir/Types.h"

namespace cgx::ir {

enum class GlStateType : std::uint8_t { Float, Float4, Float4x4 };

// One member. `[]` in a path stands for its one index 0..kGlStateUnits-1; the ARB and GLSL forms put that
// index at each `[]` of theirs (a GLSL form without one takes index 0 only: GLSL's one modelview matrix). An empty glsl means GLSL has no built-in for the member.
struct GlStateMember {
  const char* path;  // below `glstate.`: "matrix.mvp", "light[].spot.direction"
  GlStateType type;
  const char* arb;   // "state.matrix.mvp", "state.light[].spot.direction"
  const char* glsl;  // "gl_ModelViewProjectionMatrixTranspose", "vec4(gl_LightSource[].spotDirection, ...)"
};

// Every indexed member (lights, texture units, clip planes, the modelview/texture/palette/program
// matrices) has eight entries in cgc 3.1's listing.
inline constexpr unsigned kGlStateUnits = 8;

// The members in cgc 3.1's listing order.
std::span<const GlStateMember> glStateMembers();

// The struct type of `glstate`, built from the table into `types` (nested structs named by their path,
// "glstate", "glstate.matrix", "glstate.light"; arrays of kGlStateUnits).
TypeId glStateType(TypeTable& types);

// The member whose path (with `[]` for each index) is `path`, or nullptr.
const GlStateMember* findGlStateMember(const std::string& path);

// `pattern` with each `[]` replaced by `[index]`.
std::string expandGlStatePattern(const std::string& pattern, const std::string& index);

// The semantic NVIDIA's libCg gives the glstate parameter at `nodePath` ("glstate", "glstate.light[1]",
// "glstate.matrix.inverse.mvp"): a member, or an array of members, is its ARB binding in capitals
// ("STATE.MATRIX.MVP.INVERSE", "STATE.MATRIX.TEXTURE.TRANSPOSE" for glstate.matrix.transpose.texture);
// any other node is its path with glstate as STATE ("STATE.LIGHT[1]", "STATE.MATRIX.INVERSE").
std::string glStateSemantic(const std::string& nodePath);

}  // namespace cgx::ir
