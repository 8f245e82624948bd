// The GLSL back end: writes one Cg program (its IR, optimized without inlining so functions and names
// survive) as GLSL 110, 120, 150 (geometry shaders), 330 core, ES 100 or ES 300.
//
// How Cg maps to GLSL here (the decisions every other part relies on):
// - Matrices: Cg floatRxC (R rows of C) is GLSL matRxC, R columns of C: Cg row i is GLSL column m[i], so
//   m[i], m[i][j], constructors (rows in, columns out) and row-major uniform data all carry over unchanged.
//   mul(M, v) is `v * M`, mul(v, M) is `M * v`, mul(A, B) is `B * A`; Cg's componentwise `*` is
//   matrixCompMult. A matrix uniform is uploaded with glUniformMatrix*fv(transpose = GL_FALSE) from Cg's
//   row-major data.
// - Varyings between stages are named by semantic (`cgx_TEXCOORD0`) and declared vec4 in both stages, so
//   a float4 written and a float2 read still link; unwritten components are (0, 0, 0, 1).
// - Vertex attributes keep their Cg names and get the glslv profile's semantic-to-attribute numbers
//   (layout(location) where the version has it; reflection says which number to bind otherwise).
// - Fragment outputs: gl_FragColor / gl_FragData[n] before 330 and ES 300, `cgx_COLORn` outputs at
//   location n after; DEPTH is gl_FragDepth; POSITION is gl_Position and PSIZE gl_PointSize.
// - Names are kept unless GLSL reserves them (glsl/Names.h); the reflection reports every GLSL name.
// - Geometry programs are GLSL 150 geometry shaders. Their varyings go through the compatibility profile's
//   built-ins, as cgc's glslg (GL_EXT_geometry_shader4's gl_TexCoordIn[i][n]) does: an AttribArray input is
//   gl_in[i].gl_TexCoord[n] (a semantic without a built-in: `in vec4 cgx_SEM[]`), emitVertex writes
//   gl_Position, gl_FrontColor, gl_TexCoord[n] and calls EmitVertex(), restartStrip is EndPrimitive(). Built-ins
//   because a stage's input and output cannot share a name: a generic varying passed through would need
//   `in cgx_COLOR0[]` and `out cgx_COLOR0` at once. So the vertex and fragment programs a geometry program
//   sits between are written with -po builtins (libCg does so).
// - Interpolation modifiers (TEXCOORD0.FLAT, .NOPERSPECTIVE, .CENTROID) are the varying's qualifier where the
//   version declares it (flat and noperspective from 1.30 / ES 3.00, ES without noperspective; centroid from
//   1.20); elsewhere they are dropped with warning C1605 (cgc's GLSL drops them silently). GL's built-in
//   varyings take no qualifier, so with builtinVaryings a fragment input whose qualifier the version declares
//   (GLSL 150) is a "qualified input": its own qualified varying (`flat in vec4 cgx_TEXCOORD0`, reflection kind
//   "varying") and the built-in it would have been, copied into a private variable at the top of main by the
//   uniform bool kQualifiedInputs: false (GL's default) reads the built-in (the modifier is lost, as before,
//   and any stage writing built-ins, fixed function included, feeds it), true the own varying, which the
//   previous stage must write with the same qualifier (libCgGL's fixed-function vertex program does:
//   runtime/libcggl/FixedFunctionVertex.h).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "glsl/Dialect.h"
#include "ir/IR.h"

namespace cgx::glsl {

enum class Stage : std::uint8_t { Vertex, Fragment, Geometry };

// The uniform bool that chooses where a fragment program's qualified inputs are read from (above).
inline constexpr const char* kQualifiedInputs = "cgx_qualifiedInputs";

// A geometry shader's layout qualifiers (the profile decides them: profile/Geometry.h).
struct GeometryShape {
  ir::Primitive input = ir::Primitive::Triangles;
  std::string output = "triangle_strip";  // GLSL's word: points, line_strip, triangle_strip
  std::uint32_t maxVertices = 0;
};

struct GlslOptions {
  Dialect dialect;
  Stage stage = Stage::Vertex;
  // Canonical semantic ("POSITION", "TEXCOORD3", "ATTR7") -> generic attribute index: the glslv profile's map.
  std::map<std::string, std::uint32_t> attributeLocations;
  std::vector<std::string> headerLines;  // comment lines for the top: cgx version, command line
  // GLSL 110/120/150: vertex inputs and varyings through the compatibility built-ins (gl_Vertex, gl_Normal,
  // gl_Color, gl_MultiTexCoordN, gl_FrontColor, gl_TexCoord[n], ...), for fixed-function partners; a
  // fragment input with an interpolation modifier the version declares is a qualified input (above).
  bool builtinVaryings = false;
  std::optional<GeometryShape> geometry;  // Stage::Geometry: required
};

// What one Cg global became.
struct GlslVariable {
  ir::GlobalId global;
  std::string glslName;      // "modelViewProj", "cgx_TEXCOORD0", "gl_Position", "" if not declared (unused)
  std::string kind;          // "uniform", "attribute", "varying", "builtin", "output"
  int location = -1;         // attribute or fragment-output location
  std::string note;          // e.g. "sampler1D emulated as a 2D texture of height 1"
  // A declared uniform's leaves (what the application sets one by one), by their Cg path after the
  // variable ("" for a plain one, ".texture", "[2].color") -> the GLSL name the writer gave the leaf
  // ("p.texture_1" where GLSL reserves a field's Cg name): reflection's names, from the names printed.
  std::map<std::string, std::string> leaves;
  // A leaf's own note by the same path: how to upload a matrix padded to matN, which can be a struct
  // member or an array element, not only the whole variable.
  std::map<std::string, std::string> leafNotes;
  // An array input's element kinds by the same path where they differ from `kind` ("builtin" for the
  // elements through gl_TexCoord[n] of an array whose later elements are varyings of the writer's own).
  std::map<std::string, std::string> leafKinds;
  // A varying's interpolation qualifier as the GLSL declares it ("flat", "noperspective", "centroid"), and
  // the one its semantic's modifier asked for that the GLSL does not declare (dropped: C1605); "" for none.
  std::string interpolation;
  std::string droppedInterpolation;
};

struct GlslResult {
  std::string source;
  std::vector<GlslVariable> variables;  // one per global of the module, in module order
  bool ok = false;
};

GlslResult writeGlsl(const ir::Module& module, const GlslOptions& options, DiagnosticSink& sink);

}  // namespace cgx::glsl
