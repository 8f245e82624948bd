// A child process for ExitTest.cpp: a Context in a global, one fragment program compiled and run (so that
// the tiered compiler's background thread is compiling the optimized kernel), then main returns at once.
// Static destruction then runs while that compile is in flight; the process must still exit with status 0.
#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

#include "cpu/Context.h"

namespace {

// Destroyed during static destruction, after main returns: what the test is about.
std::optional<cgx::Context> globalContext;

// Enough work that the optimized compile is still running when main returns (loops, pow, a texture).
constexpr const char* kSource = R"(
uniform float4 palette[16];
uniform sampler2D decal;
float4 main(float2 uv : TEXCOORD0) : COLOR {
  float4 sum = 0;
  for (int i = 0; i < 4; i++) sum += palette[uv.x * 16 + i] * pow(abs(uv.y) + 1, 1.5) + tex2D(decal, uv * i);
  return normalize(sum + float4(uv, 1, 1));
})";

}  // namespace

int main() {
  cgx::Result<cgx::Context> made = cgx::Context::create();
  if (!made.ok()) {
    std::fprintf(stderr, "%s\n", made.status().toString().c_str());
    return 2;
  }
  globalContext.emplace(std::move(made).value());
  cgx::ProgramResult built = globalContext->createProgram(kSource, "main", "glslf");
  if (!built.ok()) {
    std::fprintf(stderr, "%s\n%s\n", built.status.toString().c_str(), built.diagnostics.text.c_str());
    return 2;
  }
  std::vector<float> uv(8, 0.25f), color(16, 0.0f);
  if (!built.program->bindInput("TEXCOORD0", cgx::InputStream{uv.data()}).ok() ||
      !built.program->bindOutput("COLOR", cgx::OutputStream{color.data()}).ok())
    return 2;
  if (cgx::Status s = built.program->runFragments(4); !s.ok()) {
    std::fprintf(stderr, "%s\n", s.toString().c_str());
    return 2;
  }
  return 0;
}
