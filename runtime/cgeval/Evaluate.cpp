// cgx_evaluate_v1 (CgxEval.h): cgEvaluateProgram's grid through the CPU runtime (cgx::Context and
// Program), compiling the program as a vertex program (Cg's generic profile has no limits of its own;
// glslv's are the loosest cgx checks) and running every grid point as one invocation.
#include "CgxEval.h"

#include <cstring>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <cgx/Context.h>

namespace {

constexpr const char* kProfile = "glslv";

int fail(char* error, std::size_t size, const std::string& message) {
  if (error && size > 0) {
    std::strncpy(error, message.c_str(), size - 1);
    error[size - 1] = '\0';
  }
  return -1;
}

// One context for the process: it owns the thread pool and the compile cache, which a program evaluated
// again reuses. Runs are serialized (libCg calls under its own lock anyway).
std::mutex contextLock;
std::optional<cgx::Context>& sharedContext() {
  static std::optional<cgx::Context> context;
  return context;
}

// A stream for a semantic the program may not declare: UnknownSemantic is not an error here.
bool bound(const cgx::Status& status) { return status.ok() || status.code() == cgx::ErrorCode::UnknownSemantic; }

std::vector<std::string> strings(const char* const* list, int count) {
  std::vector<std::string> result;
  for (int i = 0; i < count && list && list[i]; ++i) result.push_back(list[i]);
  return result;
}

int evaluate(const CgxEvalRequestV1& r, char* error, std::size_t errorSize) {
  std::lock_guard<std::mutex> hold(contextLock);
  std::optional<cgx::Context>& context = sharedContext();
  if (!context) {
    cgx::Result<cgx::Context> made = cgx::Context::create();
    if (!made.ok()) return fail(error, errorSize, "cannot start the CPU runtime: " + made.status().message());
    context.emplace(std::move(made).value());
  }
  const std::string fileName = r.fileName && *r.fileName ? r.fileName : "<string>";
  cgx::ProgramOptions options;
  options.defines = strings(r.defines, r.defineCount);
  options.includePaths = strings(r.includePaths, r.includePathCount);
  options.profileOptions = strings(r.profileOptions, r.profileOptionCount);
  cgx::ProgramResult compiled =
      context->createProgram(r.source ? r.source : "", r.entry ? r.entry : "main", kProfile, options, fileName);
  if (!compiled.ok()) return fail(error, errorSize, compiled.diagnostics.text.empty() ? compiled.status.message() : compiled.diagnostics.text);
  cgx::Program& program = *compiled.program;
  for (int i = 0; i < r.uniformCount; ++i) {
    const CgxEvalUniformV1& u = r.uniforms[i];
    cgx::Result<cgx::ParameterInfo> info = program.parameterInfo(u.path);
    if (!info.ok()) continue;  // a leaf the optimized program dropped
    cgx::Status status;
    switch (info.value().kind) {
      case cgx::ValueKind::Float: {
        std::vector<float> values(u.values, u.values + u.count);
        status = program.setFloat(u.path, values);
        break;
      }
      case cgx::ValueKind::Int: {
        std::vector<std::int32_t> values(u.values, u.values + u.count);
        status = program.setInt(u.path, values);
        break;
      }
      case cgx::ValueKind::Bool: {
        // std::vector<bool> has no span of bools: a plain array of them.
        const auto count = static_cast<std::size_t>(u.count);
        std::unique_ptr<bool[]> values(new bool[count]);
        for (std::size_t k = 0; k < count; ++k) values[k] = u.values[k] != 0;
        status = program.setBool(u.path, std::span<const bool>(values.get(), count));
        break;
      }
      default: continue;  // samplers: no textures in an evaluation (they read (0, 0, 0, 1))
    }
    if (!status.ok()) return fail(error, errorSize, "setting '" + std::string(u.path) + "': " + status.message());
  }
  const std::uint64_t points = static_cast<std::uint64_t>(r.nx) * static_cast<std::uint64_t>(r.ny) *
                               static_cast<std::uint64_t>(r.nz);
  if (points == 0) return 0;
  // Each point's position (x fastest, as NVIDIA's libCg orders them) and the grid's spacing.
  std::vector<float> positions(points * 3), spacing(points * 3);
  const float step[3] = {1.0f / static_cast<float>(r.nx), 1.0f / static_cast<float>(r.ny), 1.0f / static_cast<float>(r.nz)};
  std::size_t at = 0;
  for (int z = 0; z < r.nz; ++z)
    for (int y = 0; y < r.ny; ++y)
      for (int x = 0; x < r.nx; ++x) {
        const int cell[3] = {x, y, z};
        for (int k = 0; k < 3; ++k, ++at) {
          positions[at] = (static_cast<float>(cell[k]) + 0.5f) * step[k];
          spacing[at] = step[k];
        }
      }
  std::vector<float> colors(points * 4, 0.0f);
  const cgx::Status streams[] = {
      program.bindInput("POSITION", {positions.data(), 0, 12, cgx::ComponentType::Float32, 3}),
      program.bindInput("PSIZE", {spacing.data(), 0, 12, cgx::ComponentType::Float32, 3}),
      program.bindOutput("COLOR", {colors.data(), 16})};
  for (const cgx::Status& status : streams)
    if (!bound(status)) return fail(error, errorSize, status.message());
  if (cgx::Status status = program.run(points); !status.ok()) return fail(error, errorSize, status.message());
  for (std::uint64_t p = 0; p < points; ++p)
    for (int c = 0; c < r.ncomps; ++c) r.buffer[p * static_cast<std::uint64_t>(r.ncomps) + static_cast<std::uint64_t>(c)] = colors[p * 4 + static_cast<std::uint64_t>(c)];
  return 0;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) int cgx_evaluate_v1(const CgxEvalRequestV1* request, char* error,
                                                                     size_t errorSize) {
  if (!request) return fail(error, errorSize, "no request");
  try {
    return evaluate(*request, error, errorSize);
  } catch (const std::exception& e) {  // no exception crosses into C (std::bad_alloc)
    return fail(error, errorSize, std::string("cgx: internal error: ") + e.what());
  }
}
