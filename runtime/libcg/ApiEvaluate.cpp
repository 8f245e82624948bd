// cgEvaluateProgram: a CG_PROFILE_GENERIC program run on cgx's CPU back end over a grid of points, with the
// uniform values set through the API. The JIT is in libcgx-cgeval.so (runtime/cgeval/CgxEval.h), opened
// from libCg.so's own folder the first time, so applications that never evaluate never load LLVM.
// NVIDIA's libCg 3.1 accepts the calls but stores zeros whenever the program reads a uniform; its
// errors are the manual's, except that it reports a program of another profile as an invalid handle
// (CG_INVALID_PROFILE_ERROR here, as documented).
// Not yet: the evaluator compiles the program's source again through the CPU runtime, which does not see
// the context's virtual include files (cgSetCompilerIncludeString), stops at a missing #include, and takes
// macro definitions but not -U.
#include <Cg/cg.h>

#include <dlfcn.h>

#include <cstdint>
#include <string>
#include <vector>

#include "CgxEval.h"
#include "ProgramBuild.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// Points beyond this are an error rather than an allocation the size of memory.
constexpr std::uint64_t kMaxPoints = std::uint64_t{1} << 26;

// The evaluator, opened once: from the folder libCg.so was loaded from, else the library search path.
CgxEvaluateV1 evaluator(std::string* why) {
  static CgxEvaluateV1 function = nullptr;
  static std::string failure;
  static bool tried = false;
  if (!tried) {
    tried = true;
    void* library = nullptr;
    Dl_info self{};
    if (dladdr(reinterpret_cast<void*>(&cgEvaluateProgram), &self) != 0 && self.dli_fname) {
      std::string path = self.dli_fname;
      path = path.substr(0, path.find_last_of('/') + 1) + "libcgx-cgeval.so";
      library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) library = dlopen("libcgx-cgeval.so", RTLD_NOW | RTLD_LOCAL);
    if (!library) failure = std::string("cgx: cannot load libcgx-cgeval.so: ") + dlerror();
    else if (!(function = reinterpret_cast<CgxEvaluateV1>(dlsym(library, "cgx_evaluate_v1"))))
      failure = "cgx: libcgx-cgeval.so has no cgx_evaluate_v1";
  }
  *why = failure;
  return function;
}

// A list of strings as the C request takes it.
std::vector<const char*> pointers(const std::vector<std::string>& strings) {
  std::vector<const char*> result;
  for (const std::string& s : strings) result.push_back(s.c_str());
  return result;
}

}  // namespace

extern "C" {

CG_API void CGENTRY cgEvaluateProgram(CGprogram handle, float* buf, int ncomps, int nx, int ny, int nz) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program) return;
  CGcontext context = static_cast<CGcontext>(encodeHandle(HandleKind::Context, program->context));
  if (program->profile != CG_PROFILE_GENERIC) {
    raise(CG_INVALID_PROFILE_ERROR, context);
    return;
  }
  if (!buf || ncomps < 1 || ncomps > 4 || nx < 0 || ny < 0 || nz < 0 ||
      std::uint64_t(nx) * std::uint64_t(ny) * std::uint64_t(nz) > kMaxPoints) {
    raise(CG_INVALID_PARAMETER_ERROR, context);
    return;
  }
  Context* owner = state().contexts.get(program->context);
  // Evaluating compiles a program not compiled yet (in any compile mode), as loading one does in libCgGL.
  if (!isCompiled(*program) && (!owner || !compile(*program, *owner))) return;
  std::string why;
  CgxEvaluateV1 evaluate = evaluator(&why);
  if (!evaluate) {
    if (owner) owner->listing = why + "\n";
    raise(CG_COMPILER_ERROR, context, why);
    return;
  }
  // The uniform numeric leaves with their values (through connections), in tree order.
  std::vector<CgxEvalUniformV1> uniforms;
  for (Id root : program->roots)
    if (Parameter* parameter = state().parameters.get(root))
      for (const Parameter* leaf : leavesUnder(*parameter))
        if (leaf->variability == CG_UNIFORM) {
          const std::vector<double>& value = valueSource(*leaf).value;
          uniforms.push_back({leaf->name.c_str(), value.data(), static_cast<int>(value.size())});
        }
  // The arguments as the compile took them (it succeeded, so they parse).
  const cgx::driver::CommandLine line = parseArguments(*program);
  std::vector<std::string> defines;
  for (const cgx::MacroCommand& macro : line.options.macros)
    if (macro.kind == cgx::MacroCommand::Kind::Define) defines.push_back(macro.name + "=" + macro.value);
  const std::vector<const char*> defineList = pointers(defines), includeList = pointers(line.options.includePaths),
                                  optionList = pointers(line.options.profileOptions);
  const CgxEvalRequestV1 request{program->source.c_str(), program->fileName.c_str(), program->entry.c_str(),
                                 defineList.data(), static_cast<int>(defineList.size()),
                                 includeList.data(), static_cast<int>(includeList.size()),
                                 optionList.data(), static_cast<int>(optionList.size()),
                                 uniforms.data(), static_cast<int>(uniforms.size()), buf, ncomps, nx, ny, nz};
  char error[4096] = {};
  if (evaluate(&request, error, sizeof error) != 0) {
    if (owner) owner->listing = std::string(error) + "\n";
    raise(CG_COMPILER_ERROR, context, error);
  }
}

}  // extern "C"
