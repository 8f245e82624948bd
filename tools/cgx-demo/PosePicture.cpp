#include "PosePicture.h"

#include "Scene.h"
#include "WalkCycle.h"

namespace cgx::demo {

bool renderPose(SkinRun& skin, GlRender& render, const CharacterMesh& mesh, const VertexOutputs& outputs,
                double seconds, int size, PoseResult* result, std::string* error) {
  result->seconds = seconds;
  const SkinUniforms uniforms = sceneUniforms(WalkCycle().pose(seconds));
  if (!skin.setUniforms(uniforms, error) || !skin.run(error)) return false;
  result->vertices = compareWithReference(mesh, uniforms, outputs);
  if (!render.captureGpu(uniforms, &result->gpuVertices, error)) return false;
  result->backEnds = compareOutputs(outputs, result->gpuVertices);

  RgbaImage cpu, gpu;
  if (!render.drawCpu(outputs, size * kSupersample, &cpu, error) ||
      !render.drawGpu(uniforms, size * kSupersample, &gpu, error))
    return false;
  result->cpu = downsample(cpu, kSupersample);
  result->gpu = downsample(gpu, kSupersample);
  result->image = compareImages(result->cpu, result->gpu);
  result->coverage = coverage(result->gpu, kBackground);
  return true;
}

RgbaImage posePicture(const PoseResult& pose) { return sideBySide(pose.cpu, pose.gpu, 3, Rgba{200, 200, 205, 255}); }

}  // namespace cgx::demo
