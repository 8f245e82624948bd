// Cg's GLSL version names: cgGLDetectGLSLVersion (what the current context compiles), cgGLGetGLSLVersion
// and cgGLGetGLSLVersionString (names to enumerants and back), and the version a Cg context's glslv and
// glslf programs are written in (cgGLSetContextGLSLVersion, kept by libCg, which compiles them).
#include <cstdlib>
#include <cstring>
#include <iterator>

#include "Bridge.h"
#include "GlLoader.h"

using namespace cgx::libcggl;

namespace {

struct VersionName {
  const char* name;
  CGGLglslversion version;
};

// The spellings NVIDIA's libCgGL accepts (asked of it: "1", "1.0", "1.00", "100", "1.10", "110", "1.20",
// "120"), and the manual example's "1.1" and "1.2", which NVIDIA's refuses: cgx follows the manual.
constexpr VersionName kNames[] = {
    {"1", CG_GL_GLSL_100},    {"1.0", CG_GL_GLSL_100}, {"1.00", CG_GL_GLSL_100}, {"100", CG_GL_GLSL_100},
    {"1.1", CG_GL_GLSL_110},  {"1.10", CG_GL_GLSL_110}, {"110", CG_GL_GLSL_110},
    {"1.2", CG_GL_GLSL_120},  {"1.20", CG_GL_GLSL_120}, {"120", CG_GL_GLSL_120}};

CGGLglslversion versionNamed(const char* name) {
  for (const VersionName& entry : kNames)
    if (std::strcmp(entry.name, name) == 0) return entry.version;
  return CG_GL_GLSL_DEFAULT;
}

// CGGL_GLSL_VERSION when it names a version (the manual: it is used instead of the context's); else DEFAULT.
CGGLglslversion forcedVersion() {
  const char* forced = std::getenv("CGGL_GLSL_VERSION");
  return forced ? versionNamed(forced) : CG_GL_GLSL_DEFAULT;
}

// The -po version=N each enumerant sends (cgc's numbers); "" for the default.
const char* profileOptionOf(CGGLglslversion version) {
  switch (version) {
    case CG_GL_GLSL_100: return "100";
    case CG_GL_GLSL_110: return "110";
    case CG_GL_GLSL_120: return "120";
    default: return "";
  }
}

}  // namespace

extern "C" {

CGGL_API CGGLglslversion CGGLENTRY cgGLDetectGLSLVersion(void) {
  Call call;
  if (!glReady()) return CG_GL_GLSL_DEFAULT;
  const char* version = reinterpret_cast<const char*>(glGetString(GL_SHADING_LANGUAGE_VERSION));
  if (!version) return CG_GL_GLSL_DEFAULT;
  // "4.50", "1.20 ...": the highest of Cg's GLSL versions (1.00, 1.10, 1.20) this GL compiles.
  const int major = std::atoi(version);
  const char* dot = std::strchr(version, '.');
  const int minor = dot ? std::atoi(dot + 1) : 0;
  if (major > 1 || minor >= 20) return CG_GL_GLSL_120;
  if (minor >= 10) return CG_GL_GLSL_110;
  return CG_GL_GLSL_100;
}

CGGL_API CGGLglslversion CGGLENTRY cgGLGetGLSLVersion(const char* version_string) {
  Call call;
  if (!version_string) {
    raise(CG_INVALID_PARAMETER_ERROR);  // the manual (NVIDIA's raises nothing)
    return CG_GL_GLSL_DEFAULT;
  }
  return versionNamed(version_string);
}

CGGL_API void CGGLENTRY cgGLSetContextGLSLVersion(CGcontext context, CGGLglslversion version) {
  Call call;
  if (!cgIsContext(context)) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return;
  }
  if (version != CG_GL_GLSL_DEFAULT && version != CG_GL_GLSL_100 && version != CG_GL_GLSL_110 &&
      version != CG_GL_GLSL_120) {
    raise(CG_INVALID_ENUMERANT_ERROR, context);
    return;
  }
  if (forcedVersion() != CG_GL_GLSL_DEFAULT) version = forcedVersion();
  libcg().setGlslVersion(context, profileOptionOf(version));
}

CGGL_API CGGLglslversion CGGLENTRY cgGLGetContextGLSLVersion(CGcontext context) {
  Call call;
  if (!cgIsContext(context)) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return CG_GL_GLSL_DEFAULT;
  }
  if (forcedVersion() != CG_GL_GLSL_DEFAULT) return forcedVersion();
  const char* set = libcg().glslVersion(context);
  return set && *set ? versionNamed(set) : CG_GL_GLSL_DEFAULT;
}

// The enumerant's name, as NVIDIA's libCgGL returns it ("CG_GL_GLSL_120"); null for another value.
CGGL_API const char* CGGLENTRY cgGLGetGLSLVersionString(CGGLglslversion version) {
  static const char* const kStrings[] = {"CG_GL_GLSL_DEFAULT", "CG_GL_GLSL_100", "CG_GL_GLSL_110", "CG_GL_GLSL_120"};
  const int index = static_cast<int>(version);
  return index >= 0 && index < static_cast<int>(std::size(kStrings)) ? kStrings[index] : nullptr;
}

}  // extern "C"
