// Profiles and programs: cgGLIsProfileSupported, cgGLGetLatestProfile, optimal options, loading, binding,
// enabling profiles, cgGLGetProgramID, debug mode, texture management mode. The program functions act on
// each domain program of a combination (cgCombinePrograms), so one call loads or binds a vertex and
// fragment pair.
#include <cstdlib>
#include <vector>

#include "Bridge.h"
#include "GlLoader.h"
#include "GlState.h"

using namespace cgx::libcggl;

namespace {

// A program handle and its profile as the cgGL program functions check them; the stage, or -1 after the
// documented error.
int programStage(CGprogram program) {
  if (!cgIsProgram(program)) {
    raise(CG_INVALID_PROGRAM_HANDLE_ERROR);
    return -1;
  }
  const int stage = stageOf(cgGetProgramProfile(program));
  if (stage < 0) raise(CG_INVALID_PROFILE_ERROR, cgGetProgramContext(program));
  return stage;
}

// The programs a program call acts on: a combination's domain programs, or the program itself; empty after
// raising CG_INVALID_PROGRAM_HANDLE_ERROR, or when a domain's profile is not one libCgGL runs (raised).
std::vector<CGprogram> domainPrograms(CGprogram program) {
  if (!cgIsProgram(program)) {
    raise(CG_INVALID_PROGRAM_HANDLE_ERROR);
    return {};
  }
  std::vector<CGprogram> domains;
  for (int i = 0, n = cgGetNumProgramDomains(program); i < n; ++i) {
    CGprogram domain = cgGetProgramDomainProgram(program, i);
    if (programStage(domain) < 0) return {};
    domains.push_back(domain);
  }
  return domains;
}

int profileStage(CGprofile profile) {
  const int stage = stageOf(profile);
  if (stage < 0) raise(CG_INVALID_PROFILE_ERROR);
  return stage;
}

// Debug mode (cgGLSetDebugMode, on by default): GL errors after libCgGL's own GL work are reported as
// `error`. The application's pending errors are taken first, so they are not blamed on libCgGL.
struct DebugCheck {
  explicit DebugCheck(CGerror failure) : error(failure) {
    // Bounded: GL keeps one flag per kind of error, but a lost context may keep reporting one.
    if (glState().debug && glReady())
      for (int k = 0; k < 16 && glGetError() != GL_NO_ERROR; ++k) {
      }
  }
  ~DebugCheck() {
    if (glState().debug && glReady() && glGetError() != GL_NO_ERROR) raise(error);
  }
  CGerror error;
};

// Profile-class → the profile cgGLGetLatestProfile reports. Fragment: arbfp1, what NVIDIA's libCgGL
// reports on Mesa (the toolkit's apps were measured on it): cgx checks the program against that profile's
// limits and runs it as GLSL, so what runs here also runs on NVIDIA's runtime on the same GL. Vertex:
// arbvp1 likewise, but vp40 where the GL's vertex shaders read textures. NVIDIA's reports vp40 where the
// GL has NV_vertex_program3, the extension that brought texture lookups to vertex programs; cgx runs
// them as GLSL wherever GL has vertex texture units (Mesa's llvmpipe has), so a program that looks up a
// texture in its vertex program (the toolkit's vertex_texture) runs there. vp40 is arbvp1's superset (the
// same inputs, outputs and matrices, with branches, loops and vertex textures), so every arbvp1 program
// compiles and draws as before.
CGprofile latest(CGGLenum profileClass) {
  const char* variable = profileClass == CG_GL_VERTEX ? "CGGL_LATEST_VERTEX_PROFILE" : "CGGL_LATEST_FRAGMENT_PROFILE";
  const int wanted = profileClass == CG_GL_VERTEX ? kVertex : kFragment;
  // Cg 2.2's override, as the manual documents it: a profile of the right class that this GL runs.
  if (const char* name = std::getenv(variable)) {
    const CGprofile chosen = cgGetProfile(name);
    if (stageOf(chosen) == wanted) return chosen;
  }
  if (profileClass == CG_GL_VERTEX) return vertexTexturesRun() ? CG_PROFILE_VP40 : CG_PROFILE_ARBVP1;
  return CG_PROFILE_ARBFP1;
}

// cgx's compiler makes one set of code-generation choices, so the optimal options are none.
char const* const kNoOptions[] = {nullptr};

// Turns a stage on or off for cgGLEnable/DisableProfile and cgGLEnable/DisableProgramProfiles; stage < 0 is a
// profile or program the lookup has already reported.
void enableStage(int stage, bool on) {
  if (stage < 0) return;
  glState().enabled[stage] = on;
  applyStages();
}

// Binds one domain program to its stage; false after raising the error.
bool bindProgram(CGprogram program) {
  const int stage = stageOf(cgGetProgramProfile(program));
  GlState& s = glState();
  auto found = s.programs.find(program);
  if (found == s.programs.end() || (found->second.id == 0 && !found->second.stale)) {
    raise(CG_PROGRAM_BIND_ERROR, cgGetProgramContext(program));  // the manual: load before binding
    return false;
  }
  DebugCheck check(CG_PROGRAM_BIND_ERROR);
  if (found->second.stale && !loadProgram(program)) return false;
  s.bound[stage] = program;
  uploadAll(program);  // deferred values are due at bind (NVIDIA's libCgGL sends them here)
  auto manage = s.manageTextures.find(cgGetProgramContext(program));
  if (manage != s.manageTextures.end() && manage->second)
    for (const Sampler& sampler : s.programs[program].samplers) bindTexture(sampler.leaf, true);
  applyStages();
  return true;
}

}  // namespace

extern "C" {

CGGL_API CGbool CGGLENTRY cgGLIsProfileSupported(CGprofile profile) {
  Call call;
  const int stage = stageOf(profile);
  return stage >= 0 && (stage == kGeometry ? geometryShadersRun() : glReady()) ? CG_TRUE : CG_FALSE;
}

CGGL_API CGprofile CGGLENTRY cgGLGetLatestProfile(CGGLenum profileClass) {
  Call call;
  switch (profileClass) {
    case CG_GL_VERTEX:
    case CG_GL_FRAGMENT:
      return glReady() ? latest(profileClass) : CG_PROFILE_UNKNOWN;
    case CG_GL_GEOMETRY:
      // NVIDIA's reports gp4gp or gp5gp on NVIDIA's GL only (NV_gpu_program4): elsewhere none, and the
      // toolkit's geometry apps stop. cgx runs gp4gp as a GLSL 1.50 geometry shader on any GL 3.2.
      return geometryShadersRun() ? CG_PROFILE_GP4GP : CG_PROFILE_UNKNOWN;
    case CG_GL_TESSELLATION_CONTROL:
    case CG_GL_TESSELLATION_EVALUATION:
      return CG_PROFILE_UNKNOWN;  // libCgGL does not run these stages yet
    default:
      raise(CG_INVALID_ENUMERANT_ERROR);
      return CG_PROFILE_UNKNOWN;
  }
}

CGGL_API void CGGLENTRY cgGLSetOptimalOptions(CGprofile profile) {
  Call call;
  profileStage(profile);
}

CGGL_API char const** CGGLENTRY cgGLGetOptimalOptions(CGprofile profile) {
  Call call;
  return stageOf(profile) >= 0 ? const_cast<char const**>(kNoOptions) : nullptr;
}

CGGL_API void CGGLENTRY cgGLSetContextOptimalOptions(CGcontext context, CGprofile profile) {
  Call call;
  if (!cgIsContext(context)) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return;
  }
  profileStage(profile);
}

CGGL_API char const** CGGLENTRY cgGLGetContextOptimalOptions(CGcontext context, CGprofile profile) {
  Call call;
  if (!cgIsContext(context)) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return nullptr;
  }
  return stageOf(profile) >= 0 ? const_cast<char const**>(kNoOptions) : nullptr;
}

CGGL_API void CGGLENTRY cgGLLoadProgram(CGprogram program) {
  Call call;
  const std::vector<CGprogram> domains = domainPrograms(program);
  DebugCheck check(CG_PROGRAM_LOAD_ERROR);
  for (CGprogram domain : domains)
    if (!loadProgram(domain)) return;
}

CGGL_API CGbool CGGLENTRY cgGLIsProgramLoaded(CGprogram program) {
  Call call;
  if (!cgIsProgram(program)) {
    raise(CG_INVALID_PROGRAM_HANDLE_ERROR);
    return CG_FALSE;
  }
  const int n = cgGetNumProgramDomains(program);
  for (int i = 0; i < n; ++i) {
    auto found = glState().programs.find(cgGetProgramDomainProgram(program, i));
    if (found == glState().programs.end() || found->second.id == 0) return CG_FALSE;
  }
  return n > 0 ? CG_TRUE : CG_FALSE;
}

CGGL_API void CGGLENTRY cgGLUnloadProgram(CGprogram program) {
  Call call;
  if (!cgIsProgram(program)) {
    raise(CG_INVALID_PROGRAM_HANDLE_ERROR);
    return;
  }
  for (int i = 0, n = cgGetNumProgramDomains(program); i < n; ++i) forgetProgram(cgGetProgramDomainProgram(program, i));
}

// A combination's: its first domain program's (each domain is a GL program of its own here).
CGGL_API GLuint CGGLENTRY cgGLGetProgramID(CGprogram program) {
  Call call;
  const std::vector<CGprogram> domains = domainPrograms(program);
  if (domains.empty()) return 0;
  auto found = glState().programs.find(domains.front());
  return found != glState().programs.end() ? found->second.id : 0;
}

CGGL_API void CGGLENTRY cgGLBindProgram(CGprogram program) {
  Call call;
  for (CGprogram domain : domainPrograms(program))
    if (!bindProgram(domain)) return;
}

CGGL_API void CGGLENTRY cgGLUnbindProgram(CGprofile profile) {
  Call call;
  const int stage = profileStage(profile);
  if (stage < 0) return;
  GlState& s = glState();
  // Managed textures are reset with the program (cgGLSetManageTextureParameters).
  if (CGprogram program = s.bound[stage]) {
    auto manage = s.manageTextures.find(cgGetProgramContext(program));
    if (manage != s.manageTextures.end() && manage->second)
      for (const Sampler& sampler : s.programs[program].samplers) bindTexture(sampler.leaf, false);
  }
  s.bound[stage] = nullptr;
  applyStages();
}

CGGL_API void CGGLENTRY cgGLEnableProfile(CGprofile profile) {
  Call call;
  enableStage(profileStage(profile), true);
}

CGGL_API void CGGLENTRY cgGLDisableProfile(CGprofile profile) {
  Call call;
  enableStage(profileStage(profile), false);
}

CGGL_API void CGGLENTRY cgGLEnableProgramProfiles(CGprogram program) {
  Call call;
  for (CGprogram domain : domainPrograms(program)) enableStage(programStage(domain), true);
}

CGGL_API void CGGLENTRY cgGLDisableProgramProfiles(CGprogram program) {
  Call call;
  for (CGprogram domain : domainPrograms(program)) enableStage(programStage(domain), false);
}

CGGL_API void CGGLENTRY cgGLSetDebugMode(CGbool debug) {
  Call call;
  glState().debug = debug != CG_FALSE;
}

CGGL_API void CGGLENTRY cgGLSetManageTextureParameters(CGcontext context, CGbool flag) {
  Call call;
  if (!cgIsContext(context)) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return;
  }
  glState().manageTextures[context] = flag != CG_FALSE;
}

CGGL_API CGbool CGGLENTRY cgGLGetManageTextureParameters(CGcontext context) {
  Call call;
  auto found = glState().manageTextures.find(context);
  return found != glState().manageTextures.end() && found->second && cgIsContext(context) ? CG_TRUE : CG_FALSE;
}

}  // extern "C"
