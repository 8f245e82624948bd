// What libCgGL keeps besides libCg's objects: each loaded program's GL program object and where its
// parameters live in it, the program bound and enabled per stage, the textures of sampler parameters,
// and the per-context options. One GL context: the one current when programs are loaded (as NVIDIA's
// libCgGL, which keeps GL names, assumes too).
//
// Stages bind independently through one program pipeline object: each Cg program is a separable GL
// program (GLSL 1.10 with GL's built-in attributes and varyings, which libCg writes for the assembly
// profiles: runtime/libcg/ProgramBuild.cpp; a geometry program, and a fragment program with interpolation
// modifiers, is GLSL 1.50 compatibility reading and writing the same built-ins), and cgGLBindProgram /
// cgGLEnableProfile only change which program the pipeline's stage uses. A stage without an enabled program
// is empty in the pipeline, and GL's compatibility profile runs fixed function there (but before a fragment
// program with varyings of its own, which fixed function cannot write: FixedFunctionVertex.h). Why not a cache of linked vertex+fragment
// pairs: values would then have to be copied into every pair a program is part of (a uniform belongs
// to a linked program), a program alone with fixed function needs its own link as well, and each new
// pair costs a link at its first draw (measured on llvmpipe: docs/libcg.md, libCgGL).
#pragma once

#include <unordered_map>
#include <vector>

#include "Bridge.h"
#include "GlBuffers.h"

namespace cgx::libcggl {

struct Uniform {
  CGparameter leaf = nullptr;
  GLint location = -1;
  int rows = 1, columns = 1;  // Cg's shape (a vector: 1 row); a column-major matrix's transposed
  bool matrix = false;
  bool columnMajor = false;   // a matrix Cg stores column-wise: the GLSL uniform is its transpose
  bool integral = false;      // int or bool: glProgramUniform*iv
  bool padded = false;        // non-square matrix stored square (GLSL 1.10)
  // A member of a buffer the profile reads (gp4, gp5: GlBuffers.h): the program's buffer at this index, at
  // this byte offset, holds its value; -1 for every other uniform.
  int bufferIndex = -1;
  int bufferOffset = -1;
};

struct Sampler {  // its GLSL uniform is set to `unit` once, at load
  CGparameter leaf = nullptr;
  int unit = 0;
  GLenum target = GL_TEXTURE_2D;
};

struct GlProgram {
  GLuint id = 0;               // the separable program object; 0 while not loaded
  bool stale = false;          // compiled again since it was loaded: loaded again when next bound
  // A fragment program with varyings of cgx's own: libCgGL's stand-in for the fixed-function vertex stage
  // (FixedFunctionVertex.h), a separable vertex program of its own, else 0; and the location of the
  // fragment GLSL's switch between its qualified inputs and GL's built-ins (compiler/glsl/Writer.h), or -1.
  GLuint fixedVertex = 0;
  GLint qualifiedInputs = -1;
  std::vector<Uniform> uniforms;
  std::unordered_map<CGparameter, std::size_t> uniformIndex;
  std::vector<Sampler> samplers;
};

enum Stage { kVertex = 0, kFragment = 1, kGeometry = 2, kStages = 3 };

struct GlState {
  std::unordered_map<CGprogram, GlProgram> programs;
  std::unordered_map<CGparameter, GLuint> textures;  // cgGLSetTextureParameter
  std::unordered_map<CGcontext, bool> manageTextures;
  std::unordered_map<CGbuffer, GlBuffer> buffers;  // the Cg buffers with a GL object beside them
  CGprogram bound[kStages] = {};
  bool enabled[kStages] = {};
  GLuint pipeline = 0;
  void* pipelineContext = nullptr;  // the GL context `pipeline` belongs to
  bool debug = true;  // cgGLSetDebugMode; on unless the application turns it off
};

GlState& glState();  // installs libCg's hooks on first use

// The stage a profile runs in, or -1 when libCgGL cannot run it: cgx must compile for it and it must be
// a vertex, fragment or geometry profile (tessellation profiles are not run yet). Geometry programs need
// GL 3.2 as well (geometryShadersRun).
int stageOf(CGprofile profile);
// Whether the current GL runs GLSL 1.50 geometry shaders (GL 3.2), where cgx's geometry programs run.
bool geometryShadersRun();
// Whether the current GL's vertex shaders read textures (GL_MAX_VERTEX_TEXTURE_IMAGE_UNITS > 0), which a
// vertex program's tex2D needs (vp40 and later; arbvp1 has no texture lookups).
bool vertexTexturesRun();

// cgGLLoadProgram's work; raises the documented error and returns false on failure.
bool loadProgram(CGprogram program);
void unloadProgram(CGprogram program);
// Unloads the program and forgets it (cgGLUnloadProgram, or libCg destroying it): a stage it was bound to
// goes back to fixed function.
void forgetProgram(CGprogram program);
// Puts the bound and enabled programs into the pipeline. A fragment program whose samplers share a unit
// with the vertex program's samplers of another type is left out (CG_PROGRAM_BIND_ERROR): GL forbids it.
// A fragment program with varyings of its own and no vertex or geometry program before it gets its
// fixed-function stand-in in the vertex stage, and reads its qualified inputs from it; after a vertex or
// geometry program it reads them from the built-ins those write (their modifiers then have no effect).
void applyStages();

// Sends a leaf's current value (libCg's, or its buffer's: GlBuffers.h) to its program object, when the
// program is loaded and uses it.
void uploadLeaf(CGprogram program, CGparameter leaf);
void uploadAll(CGprogram program);
// Sends the program's buffer members again; with `buffer`, those read from that buffer only.
void uploadBufferLeaves(CGprogram program, CGbuffer buffer);

// The texture unit a sampler parameter's texture binds to (cgc's TEXUNITn, else the next free one in
// declaration order; known before the program is loaded), or -1 when `leaf` is no uniform sampler of a
// program.
int samplerUnit(CGparameter leaf);
GLenum samplerTarget(CGtype type);
// The texture set for a sampler or texture parameter (cgGLSetTextureParameter, a sampler_state's Texture):
// its own, else that of the parameter it is connected to (an effect parameter feeding a program's
// sampler); 0 when none.
GLuint textureOf(CGparameter param);
// Binds the texture set for `leaf` at its unit (cgGLEnableTextureParameter).
void bindTexture(CGparameter leaf, bool enable);

}  // namespace cgx::libcggl
