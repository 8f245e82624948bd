// cgEvaluateProgram: a CG_PROFILE_GENERIC program run on cgx's CPU back end over a grid of points, with the
// uniform values set through the API. The JIT is in libcgx-cgeval.so (runtime/cgeval/CgxEval.h), opened
// from libCg.so's own folder the first time, so applications that never evaluate never load LLVM.
// NVIDIA's libCg 3.1 accepts the calls but stores zeros whenever the program reads a uniform; its
// errors are the manual's, except that it reports a program of another profile as an invalid handle
// (CG_INVALID_PROFILE_ERROR here, as documented).
// Not yet: the evaluator compiles the program's source again through the CPU runtime, which does not see
// the context's virtual include files (cgSetCompilerIncludeString) and stops at a missing #include.
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

// The uniform numeric leaves under `roots` with their values (through connections), in tree order.
void collectUniforms(const std::vector<Id>& roots, std::vector<std::string>* paths, std::vector<std::vector<double>>* values) {
  for (Id id : roots) {
    const Parameter* p = state().parameters.get(id);
    if (!p) continue;
    if (!p->children.empty()) {
      collectUniforms(p->children, paths, values);
    } else if (p->variability == CG_UNIFORM && isNumericLeaf(*p)) {
      paths->push_back(p->name);
      values->push_back(valueSource(*p).value);
    }
  }
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
  std::vector<std::string> paths;
  std::vector<std::vector<double>> values;
  collectUniforms(program->roots, &paths, &values);
  std::vector<CgxEvalUniformV1> uniforms;
  for (std::size_t i = 0; i < paths.size(); ++i)
    uniforms.push_back({paths[i].c_str(), values[i].data(), static_cast<int>(values[i].size())});
  std::vector<const char*> args;
  for (const std::string& arg : program->args) args.push_back(arg.c_str());
  const CgxEvalRequestV1 request{program->source.c_str(), program->fileName.c_str(), program->entry.c_str(),
                                 args.data(), static_cast<int>(args.size()), uniforms.data(),
                                 static_cast<int>(uniforms.size()), buf, ncomps, nx, ny, nz};
  char error[4096] = {};
  if (evaluate(&request, error, sizeof error) != 0) {
    if (owner) owner->listing = std::string(error) + "\n";
    raise(CG_COMPILER_ERROR, context, error);
  }
}

}  // extern "C"
