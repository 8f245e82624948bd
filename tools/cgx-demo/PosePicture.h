// One pose of the animation, skinned both ways and drawn: the CPU JIT's outputs (checked against the
// double-precision reference and against the GPU's vertex stage, captured by transform feedback) and the
// GPU's GLSL, each rasterized by GL at twice the size and shrunk (antialiasing), compared pixel by pixel,
// and written as one PNG: CPU | GPU.
#pragma once

#include <string>

#include "CharacterMesh.h"
#include "GlRender.h"
#include "Image.h"
#include "ReferenceSkin.h"
#include "SkinRun.h"
#include "VertexComparison.h"

namespace cgx::demo {

// Supersampling factor of the renders (per axis).
inline constexpr int kSupersample = 2;

struct PoseResult {
  double seconds = 0;         // animation time
  VertexDifference vertices;  // CPU JIT against the reference
  OutputDifference backEnds;  // CPU JIT against the GLSL vertex stage on GL, vertex by vertex
  ImageDifference image;      // CPU picture against GPU picture
  double coverage = 0;        // fraction of the GPU picture the figure covers
  RgbaImage cpu, gpu;         // `size` pixels square each
  VertexOutputs gpuVertices;  // the GLSL vertex stage's outputs (one element per mesh vertex)
};

// `skin` must have the mesh bound with `outputs` as its output arrays; `render` must have the mesh uploaded.
bool renderPose(SkinRun& skin, GlRender& render, const CharacterMesh& mesh, const VertexOutputs& outputs,
                double seconds, int size, PoseResult* result, std::string* error);

// The PNG of a pose: CPU | GPU, on a thin frame.
RgbaImage posePicture(const PoseResult& pose);

}  // namespace cgx::demo
