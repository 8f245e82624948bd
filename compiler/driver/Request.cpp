#include "driver/Request.h"

#include <algorithm>
#include <string>

#include "profile/ProfileTable.h"
#include "semantic/Semantics.h"
#include "support/Spelling.h"

namespace cgx::driver {

namespace {

// -po options of cgc 3.1's profiles (cgc -help) that choose how NVIDIA's back ends write assembly or which
// GL extensions its GLSL uses. cgx accepts them without effect, as they do not change what the program
// means; cgc's limit options cgx honours are each profile's poOptions (profiles/*.json) instead.
constexpr std::string_view kCgcBackEndOptions[] = {
    "samplerconversion", "ATI_draw_buffers", "ARB_draw_buffers", "pixel_center_integer", "origin_upper_left",
    "NumInstructionSlots", "MaxTexIndirections", "NumTexInstructionSlots", "NumMathInstructionSlots",
    "MaxDrawBuffers", "PosInv", "MaxAddressRegs", "OutColorPrec", "noFlowControl", "appleKilWAR", "extended",
    "MaxPixelShaderValue", "dcls", "userTexCoord", "EXT_gpu_shader4", "ARB_draw_instanced",
    "ARB_uniform_buffer_object", "fastimul", "NV_shader_buffer_load", "NV_parameter_buffer_object2", "PaBO2",
    "pad16"};

void usageError(DiagnosticSink& sink, std::string message) {
  sink.report(DiagCode::UsageError, SourceLoc{}, std::move(message));
}

std::string profileList() {
  std::string list;
  for (std::string_view name : sema::profileNames()) list += (list.empty() ? "" : ", ") + std::string(name);
  return list;
}

sema::SemaOptions semaOptions(const DriverOptions& options, const std::string& profileName,
                              const profile::Profile* known) {
  sema::SemaOptions result;
  result.entry = options.entry;
  result.noEntry = options.noEntry;
  result.noStdlib = options.noStdlib;
  result.uniformBlocks = !options.noUniformBlocks;
  result.profile = profileName;
  result.stage = sema::stageOfProfile(profileName);
  if (known == nullptr) return result;
  result.functionQualifiers = known->functionQualifiers;
  result.lowPrecisionIntrinsics = known->lowPrecisionIntrinsics;
  // Output TEXCOORDs: the highest TEXCOORDn the profile's data lists (vs_3_0 has 16, the others 8).
  if (known->stage == profile::Stage::Vertex) {
    unsigned count = 0;
    for (const auto& [name, resource] : known->outputs.listingName)
      if (semantic::Semantic s = semantic::parse(name); s.name == "TEXCOORD") count = std::max(count, s.index + 1);
    if (count > 0) result.vertexTexcoordOutputs = count;
  }
  return result;
}

// The GLSL a compile writes: -glsl N, or the glslv/glslf profile in -po version=N (default 110). Reports
// an unknown version; `*failed` says so.
std::optional<glsl::Dialect> dialectOf(const DriverOptions& options, const std::string& profileName,
                                       DiagnosticSink& sink, bool* failed) {
  std::string version;
  std::string from;
  if (!options.glslVersion.empty()) {
    version = options.glslVersion, from = "-glsl " + version;
  } else if (profileName == "glslv" || profileName == "glslf" || profileName == "glslg") {
    version = glslVersionOption(options.profileOptions).value_or(defaultGlslVersion(profileName));
    from = "-po version=" + version;
  } else {
    return std::nullopt;
  }
  std::optional<glsl::Dialect> dialect = glsl::Dialect::parse(version);
  if (!dialect) {
    usageError(sink, "unknown GLSL version '" + version + "' in '" + from + "' (expected 110, 120, 150, 330, 100 or 300es)");
    *failed = true;
  }
  return dialect;
}

}  // namespace

std::string defaultGlslVersion(const std::string& profileName) {
  return sema::stageOfProfile(profileName) == sema::Stage::Geometry ? "150" : "110";
}

std::optional<std::string> glslVersionOption(const std::vector<std::string>& profileOptions) {
  std::optional<std::string> version;
  for (const std::string& option : profileOptions)
    if (option.starts_with("version=")) version = option.substr(8);
  return version;
}

std::optional<CompileRequest> resolveRequest(const DriverOptions& options, DiagnosticSink& sink) {
  CompileRequest request;
  request.options = options;
  request.profileName = options.profile.empty() ? "vs_1_1" : options.profile;
  if (sema::stageOfProfile(request.profileName) == sema::Stage::Unknown) {
    Diagnostic& d = sink.report(DiagCode::UsageError, SourceLoc{},
                                "unknown profile '" + request.profileName + "'" +
                                    didYouMean(request.profileName, sema::profileNames()));
    d.notes.push_back(DiagNote{SourceSpan{}, "the profiles: " + profileList()});
    return std::nullopt;
  }
  bool failed = false;
  request.dialect = dialectOf(options, request.profileName, sink, &failed);

  const profile::Profile* known = profile::findProfile(request.profileName);
  request.fragment = sema::stageOfProfile(request.profileName) == sema::Stage::Fragment;
  request.sema = semaOptions(options, request.profileName, known);
  if (known != nullptr) request.target = *known;
  // -po: the profile's limit overrides, then what the GLSL writer reads, then cgc's back-end options.
  for (const std::string& option : options.profileOptions) {
    std::string name = option.substr(0, option.find('='));
    profile::PoOutcome outcome =
        request.target ? profile::applyProfileOption(*request.target, option) : profile::PoOutcome::NotALimit;
    if (outcome == profile::PoOutcome::InvalidValue) {
      usageError(sink, "-po " + option + ": the value must be a non-negative integer");
      failed = true;
    } else if (outcome == profile::PoOutcome::ConstantLimit) {
      request.strictLimits = true;
    } else if (outcome == profile::PoOutcome::Applied) {
      // a limit override, applied
    } else if (ast::PrimitiveKind primitive = ast::primitiveFromWord(option);
               primitive != ast::PrimitiveKind::None && request.sema.stage == sema::Stage::Geometry) {
      request.sema.inputPrimitive = primitive;  // gp4gp's -po TRIANGLE: the input primitive (the last one wins)
    } else if (auto output = profile::outputPrimitiveOption(option);
               output && request.sema.stage == sema::Stage::Geometry) {
      request.geometry.output = output;
    } else if (name == "Vertices" && request.sema.stage == sema::Stage::Geometry) {
      std::optional<std::uint32_t> vertices = profile::profileOptionCount(option);
      if (!vertices) {
        usageError(sink, "-po " + option + ": the value must be a non-negative integer");
        failed = true;
      }
      request.geometry.vertices = vertices;
    } else if (name == "version" && request.dialect) {
      // the GLSL version: dialectOf read it (a glsl profile's; -glsl N overrides it)
    } else if (option == "builtins" && request.dialect) {
      request.builtinVaryings = true;
    } else if (std::find(std::begin(kCgcBackEndOptions), std::end(kCgcBackEndOptions), name) ==
               std::end(kCgcBackEndOptions)) {
      sink.report(DiagCode::UnknownProfileOption, SourceLoc{},
                  "unknown profile option '" + name + "' ignored (profile " + request.profileName + ")");
    }
  }
  request.strictLimits = request.strictLimits || options.strictLimits;
  request.unrollLimit = options.unrollLimit;
  if (failed) return std::nullopt;
  return request;
}

}  // namespace cgx::driver
