// cgx-demo: what `bash tools/demo.sh` shows. Every example's profile matrix; then the book's skinning program
// C6E5v_skin4m on a 100k-vertex walking character, on the CPU JIT (vertices per second, outputs against a
// double-precision reference) and as GLSL on Mesa llvmpipe (its vertex stage's outputs, captured by transform
// feedback, against the JIT's), with one CPU | GPU picture per pose.
// Exit status 0 when everything ran and agreed, 1 otherwise, 2 for a bad command line.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "CharacterMesh.h"
#include "DemoOptions.h"
#include "GlRender.h"
#include "ImageWrite.h"
#include "PosePicture.h"
#include "ProfileMatrix.h"
#include "SkinBenchmark.h"
#include "SkinRun.h"
#include "VertexComparison.h"
#include "WalkCycle.h"

namespace {

using namespace cgx::demo;

// Beyond these the CPU JIT and the reference disagree about the program (float rounding is ~1e-6 here).
constexpr double kMaxPositionDifference = 1e-4;
constexpr double kMaxColorDifference = 1e-4;
// The two pictures rasterize the same triangles from vertices that differ by float rounding, so only samples
// lying on an edge (to within that rounding) can flip: a few pixels, each by at most a share of its samples
// (one flipped sample of four moves a channel by up to 64; allow two).
constexpr int kMaxPixelDifference = 2 * 255 / (kSupersample * kSupersample) + 1;
constexpr double kMaxDifferingPixelFraction = 0.002;

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Keeps the larger difference in *worst, where a NaN counts as the largest and stays (NaN fails every
// comparison with a limit, so it counts as a failure).
void keepWorst(double* worst, double difference) {
  if (!std::isnan(*worst) && !(difference <= *worst)) *worst = difference;
}

int fail(const std::string& message) {
  std::cerr << "cgx-demo: error: " << message << "\n";
  return 1;
}

bool profileStep(const DemoOptions& options, unsigned threads) {
  std::vector<ExampleHeader> headers;
  std::string error;
  if (!readExampleHeaders(options.examplesDir, &headers, &error)) {
    std::cerr << "cgx-demo: error: " << error << "\n";
    return false;
  }
  std::cout << "== Profile matrix: every example compiled in process for each profile of its stage\n"
            << "   (ok: compiles within the profile's limits, --: rejected, !: differs from the header's cgx-profiles,\n"
            << "   which lists what NVIDIA's cgc 3.1 accepts)\n\n";
  auto start = std::chrono::steady_clock::now();
  MatrixSummary summary = printProfileMatrix(options.examplesDir, headers, threads, std::cout);
  std::printf("\n%zu examples, %zu compiles in %.1f s: %zu ok, %zu rejected, %zu disagree with the headers\n\n",
              headers.size(), summary.compiles, secondsSince(start), summary.accepted, summary.rejected,
              summary.disagreements.size());
  for (const std::string& d : summary.disagreements) std::cout << "  disagreement: " << d << "\n";
  return summary.disagreements.empty();
}

int run(const DemoOptions& options) {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const unsigned threads = options.threads != 0 ? options.threads : cores;
  bool ok = options.skipProfiles || profileStep(options, threads);
  std::cout.flush();

  std::cout << "== Skinning: examples/C6E5v_skin4m.cg (four bones a vertex, 24-bone palette, per-vertex lighting)\n";
  auto start = std::chrono::steady_clock::now();
  const CharacterMesh mesh = buildCharacterMesh();
  std::printf("character: %zu vertices, %zu triangles, %d bones, a %.1f s walk-and-wave loop (built in %.2f s)\n",
              mesh.vertexCount(), mesh.triangleCount(), static_cast<int>(kBoneCount), WalkCycle::kPeriodSeconds,
              secondsSince(start));

  std::string error;
  start = std::chrono::steady_clock::now();
  std::unique_ptr<SkinRun> skin = SkinRun::create(options.examplesDir + "/C6E5v_skin4m.cg", options.threads, &error);
  if (!skin) return fail("C6E5v_skin4m does not compile for the CPU:\n" + error);
  VertexOutputs outputs;
  if (!skin->bind(mesh, &outputs, &error) || !skin->setUniforms(sceneUniforms(WalkCycle().pose(0)), &error))
    return fail(error);
  std::printf("CPU JIT: compiled for arbvp1 in %.2f s; runs on %u threads, the host's widest SIMD\n",
              secondsSince(start), skin->threadCount());
  std::cout.flush();
  Throughput throughput;
  if (!measureThroughput(*skin, mesh.vertexCount(), options.runs, &throughput, &error)) return fail(error);
  std::printf("CPU JIT: %.1f M vertices/s (best of %d runs: %.2f ms a run; median %.1f M vertices/s)\n\n",
              throughput.bestVerticesPerSecond / 1e6, options.runs, throughput.bestSeconds * 1e3,
              throughput.medianVerticesPerSecond / 1e6);

  start = std::chrono::steady_clock::now();
  std::unique_ptr<GlRender> render = GlRender::create(options.examplesDir, &error);
  if (!render) return fail(error);
  if (!render->setMesh(mesh, &error)) return fail(error);
  std::printf("GL: %s; C6E5v_skin4m + C2E2f_passthru as GLSL 330 (compiled in process, linked in %.2f s)\n",
              render->renderer().c_str(), secondsSince(start));

  std::error_code ec;
  std::filesystem::create_directories(options.outDir, ec);
  if (ec) return fail("cannot create " + options.outDir + ": " + ec.message());
  std::printf("%d poses, each drawn from the CPU JIT's outputs (left) and by the GLSL on GL (right), %dx%d, "
              "%dx supersampled:\n",
              options.poses, options.size, options.size, kSupersample);
  std::printf("%-6s %7s  %13s %13s  %9s %11s %9s %11s  %10s %10s %9s  %s\n", "pose", "time s", "max|clip|",
              "max|colour|", "max|clip|", "max|colour|", "rel clip", "rel colour", "max pixel", "pixels", "coverage",
              "picture");
  std::printf("%-6s %7s  %13s %13s  %9s %11s %9s %11s  %10s %10s\n", "", "", "JIT-reference", "JIT-reference",
              "JIT-GL", "JIT-GL", "JIT-GL", "JIT-GL", "CPU-GPU", "differing");
  double worstPosition = 0, worstColor = 0;
  OutputDifference worstBackEnds;  // each field the largest over the poses
  int worstPixel = 0;
  std::size_t worstDiffering = 0;
  for (int k = 0; k < options.poses; ++k) {
    PoseResult pose;
    double seconds = WalkCycle::kPeriodSeconds * k / options.poses;
    if (!renderPose(*skin, *render, mesh, outputs, seconds, options.size, &pose, &error)) return fail(error);
    char name[32];
    std::snprintf(name, sizeof name, "pose-%d.png", k + 1);
    std::string path = (std::filesystem::path(options.outDir) / name).string();
    if (!writePng(path, posePicture(pose), &error)) return fail(error);
    std::printf("%-6d %7.2f  %13.2e %13.2e  %9.2e %11.2e %9.2e %11.2e  %10d %10zu %8.0f%%  %s\n", k + 1, seconds,
                pose.vertices.position, pose.vertices.color, pose.backEnds.position, pose.backEnds.color,
                pose.backEnds.positionRelative, pose.backEnds.colorRelative, pose.image.maxChannel,
                pose.image.differingPixels, 100 * pose.coverage, path.c_str());
    std::cout.flush();
    keepWorst(&worstPosition, pose.vertices.position);
    keepWorst(&worstColor, pose.vertices.color);
    keepWorst(&worstBackEnds.position, pose.backEnds.position);
    keepWorst(&worstBackEnds.color, pose.backEnds.color);
    worstPixel = std::max(worstPixel, pose.image.maxChannel);
    worstDiffering = std::max(worstDiffering, pose.image.differingPixels);
  }

  const double pixels = double(options.size) * double(options.size);
  const bool verticesAgree = worstPosition <= kMaxPositionDifference && worstColor <= kMaxColorDifference;
  const bool backEndsAgree = withinLimit(worstBackEnds, kMaxBackEndDifference);
  const bool picturesAgree =
      worstPixel <= kMaxPixelDifference && double(worstDiffering) <= kMaxDifferingPixelFraction * pixels;
  std::printf("\nCPU JIT against the double-precision reference: max |clip position| %.2e, max |colour| %.2e "
              "(limit %.0e): %s\n",
              worstPosition, worstColor, kMaxPositionDifference, verticesAgree ? "agree" : "DIFFER");
  std::printf("CPU JIT against GL (llvmpipe) vertex outputs: max |clip| %.2e, max |colour| %.2e (limit %.0e): %s\n",
              worstBackEnds.position, worstBackEnds.color, kMaxBackEndDifference, backEndsAgree ? "agree" : "DIFFER");
  std::printf("CPU picture against GPU picture: max channel difference %d of 255, at most %zu pixels differ "
              "(limits %d, %.1f%%): %s\n",
              worstPixel, worstDiffering, kMaxPixelDifference, 100 * kMaxDifferingPixelFraction,
              picturesAgree ? "agree" : "DIFFER");
  return ok && verticesAgree && backEndsAgree && picturesAgree ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::string error;
  std::optional<DemoOptions> options = parseDemoOptions(std::vector<std::string>(argv + 1, argv + argc), &error);
  if (!options) {
    std::cerr << "cgx-demo: " << error << "\n" << demoUsage();
    return 2;
  }
  if (options->help) {
    std::cout << demoUsage();
    return 0;
  }
  if (options->examplesDir.empty()) options->examplesDir = std::string(CGX_SOURCE_DIR) + "/examples";
  try {
    return run(*options);
  } catch (const std::exception& e) {
    return fail(std::string("unexpected: ") + e.what());
  }
}
