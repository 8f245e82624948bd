// Hand-written C++ references for the example programs (examples/*.cg): what each Cg program computes,
// written from the book's math, independently of cgx's IR. The GLSL back end's differential tests (run on
// Mesa llvmpipe) and the JIT's tests compare against these.
//
// Conventions (the contract every reference and every test follows):
// - Values are float32 vectors of components; math is done in float, as a GPU does.
// - Uniforms are keyed by their Cg leaf path: "modelViewProj", "light.lightColor", "boneMatrix" (an array
//   is one entry holding all its elements in order). Matrices are row-major, Cg's order: float3x4 m is
//   m[0][0..3], m[1][0..3], m[2][0..3].
// - Varying inputs and outputs are keyed by their canonical semantic: "POSITION", "NORMAL", "COLOR0",
//   "COLOR1", "TEXCOORD0".."TEXCOORD7", "TANGENT", "BINORMAL", "BLENDWEIGHT", "BLENDINDICES", "ATTR3", and
//   for fragment outputs "COLOR0".."COLOR3" and "DEPTH". An input has exactly the components the Cg
//   parameter declares (float3 normal -> 3); an output likewise (float2 oTexCoord -> 2).
// - Samplers are keyed by their Cg name and bound to a Texture. References sample with samplePoint(): nearest
//   texel, repeat wrapping, no mipmaps, so a GPU with GL_NEAREST/GL_REPEAT filtering gives the same texel.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace cgx::reference {

using Values = std::vector<float>;

enum class TextureKind : std::uint8_t { Tex1D, Tex2D, Tex3D, Cube, Rect };

// RGBA float texels. 1D: width x 1; 2D/RECT: width x height; 3D: width x height x depth; CUBE: six square
// faces of width x width in GL's order (+X, -X, +Y, -Y, +Z, -Z), each stored row by row (t then s).
struct Texture {
  TextureKind kind = TextureKind::Tex2D;
  int width = 1, height = 1, depth = 1;
  std::vector<float> texels;  // 4 floats a texel
};

// Nearest-texel lookup, GL rules: normalized coordinates (texel = floor(coord * size), repeat wrap) for
// 1D/2D/3D; unnormalized for RECT (clamped to the edge); for CUBE, the face and (s, t) by the major axis
// of the direction as in the GL specification (table 8.19 of GL 4.5). Returns RGBA.
std::array<float, 4> samplePoint(const Texture& texture, const float* coord);

struct Binding {
  std::map<std::string, Values> uniforms;    // Cg leaf path -> components
  std::map<std::string, Values> inputs;      // canonical semantic -> components
  std::map<std::string, Texture> textures;   // sampler name -> texture
};

using Outputs = std::map<std::string, Values>;  // canonical semantic -> components

enum class Stage : std::uint8_t { Vertex, Fragment };

struct Example {
  std::string file;   // "C6E5v_skin4m.cg" (in examples/)
  std::string entry;  // "C6E5v_skin4m"
  Stage stage = Stage::Vertex;
  // Random but well-conditioned inputs and uniforms for one invocation: unit normals where the book
  // assumes them, bone indices inside the palette, weights that sum to one, no normalize() of a near-zero
  // vector, no pow() of a negative base, positions away from singularities (see each reference's notes).
  // Uniforms and textures must not depend on anything per-vertex: a test draws many invocations with the
  // uniforms and textures of the first one and fresh inputs for each.
  std::function<Binding(std::mt19937& random)> randomBinding;
  std::function<Outputs(const Binding& binding)> run;
};

// Every example of examples/*.cg, in file-name order.
const std::vector<Example>& allExamples();
const Example* findExample(const std::string& entry);

}  // namespace cgx::reference
