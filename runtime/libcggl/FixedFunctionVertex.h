// libCgGL's stand-in for GL's fixed-function vertex stage, for a fragment program with varyings of cgx's own
// (compiler/glsl/Writer.h): the qualified inputs of a program with interpolation modifiers (`flat in vec4
// cgx_TEXCOORD0`, which libCg writes in GLSL 1.50 compatibility: runtime/libcg/ProgramBuild.cpp), or a
// semantic without a built-in (TEXCOORD8). Fixed function writes only GL's built-in varyings, which take no
// interpolation qualifier, so when no vertex program runs, libCgGL puts this vertex program in the pipeline
// instead of fixed function (GlState.cpp, applyStages) and sets the fragment program's switch to read its own
// varyings.
//
// What it writes: gl_Position = ftransform(), gl_ClipVertex in eye space (user clip planes); each varying of
// the fragment program's own, with its qualifier, from its semantic as fixed function computes it: TEXCOORDn
// the texture matrix n times the texture coordinate n, COLOR0 and COLOR1 the primary and secondary colour
// clamped to [0, 1] (GL's default vertex colour clamping), FOG the fog coordinate (GL_FOG_COORD_SRC as it is
// when the program is loaded: the eye-space depth, GL's default, or glFogCoord's), and (0, 0, 0, 1) where fixed
// function has no value (TEXCOORD8 on, ATTRn); and the built-ins the fragment program reads (gl_Color: the
// front and back colours; gl_SecondaryColor; gl_TexCoord[n]; gl_FogFragCoord) likewise. Not emulated:
// lighting (the colours are the vertex's own), texture-coordinate generation, point-size attenuation.
//
// Why a program of its own and not a second shader linked into the fragment program's: a program object
// linked with two stages may not serve one of them alone in a pipeline (GL refuses the draw,
// INVALID_OPERATION), and the fragment program must serve alone when an application's vertex program feeds
// it. Separable programs match their own varyings by name when the interface between them matches exactly
// (GL 4.5, 7.4.1), which this one does by construction: it declares exactly the fragment program's own
// varyings, with their qualifiers (measured on llvmpipe: flat, noperspective and smooth, in any order).
#pragma once

#include <string>
#include <vector>

#include "Bridge.h"

namespace cgx::libcggl {

// A varying input of a fragment program as its GLSL reads it.
struct FragmentInput {
  std::string glslName;       // "cgx_TEXCOORD0", "gl_Color", "gl_TexCoord[2]"
  bool own = false;           // a varying of cgx's own (the reflection's kind "varying"), not a GL built-in
  std::string interpolation;  // its qualifier: "flat", "noperspective", "centroid", or ""
};

// The varying inputs `program`'s GLSL declares (those it reads), in libCg's order.
std::vector<FragmentInput> fragmentInputs(CGprogram program);

// The stand-in's vertex shader (GLSL 1.50 compatibility) for a fragment program with these inputs; "" when
// none is a varying of its own (fixed function serves). `fogCoordinate`: GL_FOG_COORD_SRC is GL_FOG_COORD.
std::string fixedFunctionVertexShader(const std::vector<FragmentInput>& inputs, bool fogCoordinate);

}  // namespace cgx::libcggl
