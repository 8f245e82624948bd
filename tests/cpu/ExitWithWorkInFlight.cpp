// A child process for ExitTest.cpp: a Context in a global, programs compiled and run (so that the tiered
// compiler's background thread is compiling optimized kernels), then main returns at once. Static
// destruction then runs while that compile is in flight; the process must still exit with status 0.
//   cgx-exit-child           one fragment program run on the main thread
//   cgx-exit-child threads   four threads each compile a program of their own and run it with two stream
//                            layouts (eight optimized compiles queued), joined before main returns
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <cgx/Context.h>

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
  return normalize(sum + float4(uv, 1, 1) * OFFSET);
})";

// Compiles kSource (OFFSET defined as `offset`, so that each thread's program is a compile of its own) and
// runs it once per layout (packed float2, then float2 in 16-byte records: another kernel). False on failure.
bool compileAndRun(int offset, int layouts) {
  cgx::ProgramOptions options;
  options.defines.push_back("OFFSET=" + std::to_string(offset));
  cgx::ProgramResult built = globalContext->createProgram(kSource, "main", "glslf", options);
  if (!built.ok()) {
    std::fprintf(stderr, "%s\n%s\n", built.status.toString().c_str(), built.diagnostics.text.c_str());
    return false;
  }
  std::vector<float> uv(16, 0.25f), color(16, 0.0f);
  for (int layout = 0; layout < layouts; ++layout) {
    const std::size_t stride = layout == 0 ? 0 : 4 * sizeof(float);
    if (!built.program->bindInput("TEXCOORD0", cgx::InputStream{uv.data(), 0, stride, cgx::ComponentType::Float32, 2}).ok() ||
        !built.program->bindOutput("COLOR", cgx::OutputStream{color.data()}).ok())
      return false;
    if (cgx::Status s = built.program->runFragments(4); !s.ok()) {
      std::fprintf(stderr, "%s\n", s.toString().c_str());
      return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  cgx::Result<cgx::Context> made = cgx::Context::create();
  if (!made.ok()) {
    std::fprintf(stderr, "%s\n", made.status().toString().c_str());
    return 2;
  }
  globalContext.emplace(std::move(made).value());
  if (argc < 2) return compileAndRun(1, 1) ? 0 : 2;
  if (std::strcmp(argv[1], "threads") != 0) return 2;
  bool ok[4] = {};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) threads.emplace_back([&ok, t] { ok[t] = compileAndRun(t + 1, 2); });
  for (std::thread& thread : threads) thread.join();
  return ok[0] && ok[1] && ok[2] && ok[3] ? 0 : 2;
}
