// One compile's options resolved once: the command line (Options.h) says what was written; the request
// says what it means. The profile is looked up once, -po is interpreted once (limit overrides, version=N,
// builtins, cgc's other options), the GLSL dialect is decided once, and each bad value is one diagnostic
// here. Every stage then reads the request instead of re-parsing the options.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "driver/Options.h"
#include "glsl/Dialect.h"
#include "profile/Geometry.h"
#include "profile/Profile.h"
#include "sema/Sema.h"

namespace cgx::driver {

struct CompileRequest {
  DriverOptions options;    // as parsed
  std::string profileName;  // -profile, or cgc's default vs_1_1
  // cgx's data for the profile with the -po limit overrides applied; nullopt for a profile cgc knows and
  // cgx has no limits for (hlslv, gp4gp, ...): nothing is allocated or checked.
  std::optional<profile::Profile> target;
  bool fragment = false;    // the profile's stage
  // Relatively addressed uniform arrays count against the constant registers: -strict-limits, or an
  // explicit -po MaxLocalParams (the user states what their driver has).
  bool strictLimits = false;
  std::optional<glsl::Dialect> dialect;  // the GLSL written, when the compile writes GLSL
  bool builtinVaryings = false;          // -po builtins
  sema::SemaOptions sema;
  // The IR passes' unroll budget for profiles with loops (-unroll, -maxunrollcount); nullopt: the default.
  std::optional<unsigned> unrollLimit;
  profile::GeometryRequest geometry;  // -po POINT_OUT|LINE_OUT|TRIANGLE_OUT, -po Vertices=N (geometry profiles)
};

// Resolves `options`, reporting each bad value (unknown profile, bad -po value, unknown GLSL version: C0162
// errors; a -po option no profile has: warning C6504, as cgc). nullopt when an error was reported.
std::optional<CompileRequest> resolveRequest(const DriverOptions& options, DiagnosticSink& sink);

// The value of `-po version=N` among `profileOptions` (the last one), or nullopt.
std::optional<std::string> glslVersionOption(const std::vector<std::string>& profileOptions);
// The GLSL version written when no option names one: 110, and 150 for a geometry profile (gp4gp, gp5gp,
// glslg): the first version with geometry shaders (cgc's glslg writes 110 with GL_EXT_geometry_shader4,
// which Mesa does not have).
std::string defaultGlslVersion(const std::string& profileName);

}  // namespace cgx::driver
