#include "GlslangCheck.h"

#include <glslang/Public/ResourceLimits.h>
#include <glslang/Public/ShaderLang.h>

#include <map>
#include <mutex>
#include <stdexcept>

namespace cgx::test {

std::string glslangLog(const std::string& glsl, const std::string& stage) {
  static const std::map<std::string, EShLanguage> kStages{
      {"vert", EShLangVertex}, {"frag", EShLangFragment}, {"geom", EShLangGeometry}};
  auto found = kStages.find(stage);
  if (found == kStages.end()) throw std::invalid_argument("glslangLog: no stage " + stage);
  // glslang keeps process-wide tables that InitializeProcess builds once; each parse after it is thread-safe.
  static std::once_flag initialized;
  std::call_once(initialized, [] { glslang::InitializeProcess(); });
  glslang::TShader shader(found->second);
  const char* text = glsl.c_str();
  shader.setStrings(&text, 1);
  // glslangValidator's default messages, then a link of the one shader as a GL driver links it (which also
  // refuses a shader without main; glslangValidator links only with -l).
  if (!shader.parse(GetDefaultResources(), 110, false, EShMsgDefault))
    return std::string(shader.getInfoLog()) + shader.getInfoDebugLog();
  glslang::TProgram program;
  program.addShader(&shader);
  if (!program.link(EShMsgDefault)) return std::string(program.getInfoLog()) + program.getInfoDebugLog();
  return {};
}

std::string glslangErrors(const std::string& glsl, const std::string& stage) {
  std::string log = glslangLog(glsl, stage);
  return log.empty() ? log : log + "\n--- GLSL ---\n" + glsl;
}

}  // namespace cgx::test
