// The fragment benchmark's workloads (issue 20): three of the book's fragment programs of increasing weight
// over a full-screen grid of fragments, each with the varyings, uniforms and textures it reads. The JIT
// (FragmentBench.cpp) and Mesa llvmpipe (FragmentLlvmpipe.cpp, in a worker process) build the same scene
// from this description, so their pictures can be compared before either is timed.
//
// Every varying is an affine function of the pixel centre, base + (u, v) * (du, dv) with u = (x + 0.5) / W
// and v = (y + 0.5) / H: what GL's interpolation of the full-screen quad's four corner values gives at
// each pixel, so the JIT's input streams hold exactly what llvmpipe interpolates (to rounding).
#pragma once

#include <array>
#include <string>
#include <vector>

#include <cgx/Texture.h>

namespace cgx::bench {

struct FragmentVarying {
  std::string semantic;  // canonical: TEXCOORD0
  int components = 4;
  std::array<float, 4> base{}, du{}, dv{};
  // The value at (u, v) in [0, 1]^2; components beyond `components` are unused.
  std::array<float, 4> at(float u, float v) const;
};

struct FragmentUniform {
  std::string name;
  std::vector<float> values;
};

// A texture and the sampler that reads it. Both sides filter linearly for minification and magnification
// without mipmaps and clamp (cube) or repeat (2D): the picture then does not depend on how either computes
// a level of detail, which GL leaves to the implementation (llvmpipe approximates log2).
struct FragmentTexture {
  std::string sampler;
  TextureShape shape;
  std::vector<float> rgba;  // CpuTexture's layout (Texture.h), which is also GL's upload order
  bool clamp = false;       // ClampToEdge on every axis, else Repeat
};

struct FragmentCase {
  std::string name;     // "texture", "lighting", "bump": the benchmark's name part
  std::string example;  // file under examples/
  std::string entry;
  std::vector<FragmentVarying> varyings;
  std::vector<FragmentUniform> uniforms;
  std::vector<FragmentTexture> textures;
};

// The three cases, lightest first: C3E3f_texture (one 2D lookup), C5E3f_basicLight (per-pixel Blinn-Phong:
// three normalizes and a pow), C8E2f_bumpSurf (a normal map and a normalization cube map). Deterministic:
// every process that calls it gets the same texels.
std::vector<FragmentCase> makeFragmentCases();

// The varying's value at every pixel centre of a width x height grid, `components` floats a pixel, pixel
// (x, y) at y * width + x (GL's row order, y = 0 the bottom row).
std::vector<float> varyingAtPixels(const FragmentVarying& varying, int width, int height);

}  // namespace cgx::bench
