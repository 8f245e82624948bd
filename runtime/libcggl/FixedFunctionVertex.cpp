#include "FixedFunctionVertex.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace cgx::libcggl {

namespace {

// GL's texture-coordinate attributes gl_MultiTexCoord0-7: the ones cgx's GLSL reads as built-ins
// (compiler/glsl/Interface.cpp) and the ones the stand-in can give a TEXCOORDn varying.
constexpr int kFixedTexCoords = 8;

// The n of "TEXCOORDn" (after `prefix`), or -1 when `name` is no such name or n is past GL's attributes.
int texCoordIndex(const std::string& name, const std::string& prefix) {
  if (name.rfind(prefix, 0) != 0 || name.size() == prefix.size() || name.size() > prefix.size() + 2) return -1;
  for (std::size_t k = prefix.size(); k < name.size(); ++k)
    if (name[k] < '0' || name[k] > '9') return -1;
  const int n = std::atoi(name.c_str() + prefix.size());
  return n < kFixedTexCoords ? n : -1;
}

std::string texCoordValue(int n) {
  const std::string unit = std::to_string(n);
  return "gl_TextureMatrix[" + unit + "] * gl_MultiTexCoord" + unit;
}

// What fixed function gives the fragment program's varying of cgx's own named `glslName` (cgx_<SEMANTIC>,
// the canonical semantic: compiler/glsl/Writer.h).
std::string ownVaryingValue(const std::string& glslName) {
  const std::string prefix = "cgx_";
  const std::string semantic = glslName.rfind(prefix, 0) == 0 ? glslName.substr(prefix.size()) : "";
  if (semantic == "COLOR0") return "clamp(gl_Color, 0.0, 1.0)";
  if (semantic == "COLOR1") return "clamp(gl_SecondaryColor, 0.0, 1.0)";
  if (semantic == "FOG") return "vec4(cgx_fog, 0.0, 0.0, 1.0)";
  if (const int n = texCoordIndex(semantic, "TEXCOORD"); n >= 0) return texCoordValue(n);
  return "vec4(0.0, 0.0, 0.0, 1.0)";  // nothing of fixed function's (ATTR3, TEXCOORD8)
}

// The built-in outputs the stand-in writes for what the fragment program reads: their gl_PerVertex members
// and the statements writing them.
struct BuiltinOutputs {
  bool colour = false, secondary = false, fog = false;
  int texCoords = 0;  // gl_TexCoord[0 .. texCoords-1] declared; those in `texCoordRead` written
  std::set<int> texCoordRead;
};

BuiltinOutputs builtinOutputsFor(const std::vector<FragmentInput>& inputs) {
  BuiltinOutputs out;
  for (const FragmentInput& input : inputs) {
    if (input.own) {
      out.fog = out.fog || input.glslName == "cgx_FOG";  // computed once, in cgx_fog
      continue;
    }
    if (input.glslName == "gl_Color") out.colour = true;
    if (input.glslName == "gl_SecondaryColor") out.secondary = true;
    if (input.glslName == "gl_FogFragCoord") out.fog = true;
    const std::string texCoord = "gl_TexCoord[";
    if (input.glslName.rfind(texCoord, 0) == 0 && input.glslName.back() == ']') {
      const int n = texCoordIndex(input.glslName.substr(0, input.glslName.size() - 1), texCoord);
      if (n >= 0) {
        out.texCoordRead.insert(n);
        out.texCoords = std::max(out.texCoords, n + 1);
      }
    }
  }
  return out;
}

// Separable programs of GLSL 1.50 redeclare the gl_PerVertex members they write (Mesa requires it of a
// program with more than one stage; GL 4.1's separable programs ask it of every one).
std::string perVertexBlock(const BuiltinOutputs& out) {
  std::string block = "out gl_PerVertex {\n  vec4 gl_Position;\n  vec4 gl_ClipVertex;\n";
  if (out.colour) block += "  vec4 gl_FrontColor;\n  vec4 gl_BackColor;\n";
  if (out.secondary) block += "  vec4 gl_FrontSecondaryColor;\n  vec4 gl_BackSecondaryColor;\n";
  if (out.texCoords > 0) block += "  vec4 gl_TexCoord[" + std::to_string(out.texCoords) + "];\n";
  if (out.fog) block += "  float gl_FogFragCoord;\n";
  return block + "};\n";
}

std::string builtinWrites(const BuiltinOutputs& out) {
  std::string body;
  if (out.colour) body += "  gl_FrontColor = gl_Color;\n  gl_BackColor = gl_Color;\n";
  if (out.secondary) body += "  gl_FrontSecondaryColor = gl_SecondaryColor;\n  gl_BackSecondaryColor = gl_SecondaryColor;\n";
  for (int n : out.texCoordRead) body += "  gl_TexCoord[" + std::to_string(n) + "] = " + texCoordValue(n) + ";\n";
  if (out.fog) body += "  gl_FogFragCoord = cgx_fog;\n";
  return body;
}

}  // namespace

std::vector<FragmentInput> fragmentInputs(CGprogram program) {
  std::vector<FragmentInput> inputs;
  for (CGenum space : {CG_PROGRAM, CG_GLOBAL})
    for (CGparameter leaf = cgGetFirstLeafParameter(program, space); leaf; leaf = cgGetNextLeafParameter(leaf)) {
      CgxGlslBindingV3 binding{};
      if (cgGetParameterVariability(leaf) != CG_VARYING || cgGetParameterDirection(leaf) != CG_IN ||
          !libcg().glslBinding(leaf, &binding) || !binding.glslName || binding.glslName[0] == '\0')
        continue;
      const std::string kind = binding.kind ? binding.kind : "";
      inputs.push_back({binding.glslName, kind == "varying", binding.interpolation ? binding.interpolation : ""});
    }
  return inputs;
}

std::string fixedFunctionVertexShader(const std::vector<FragmentInput>& inputs, bool fogCoordinate) {
  std::string declarations, body;
  std::set<std::string> declared;  // two inputs of one semantic read one varying
  for (const FragmentInput& input : inputs) {
    if (!input.own || !declared.insert(input.glslName).second) continue;
    declarations += (input.interpolation.empty() ? "" : input.interpolation + " ") + "out vec4 " + input.glslName + ";\n";
    body += "  " + input.glslName + " = " + ownVaryingValue(input.glslName) + ";\n";
  }
  if (declared.empty()) return "";
  const BuiltinOutputs builtins = builtinOutputsFor(inputs);
  std::string text = "#version 150 compatibility\n#extension GL_ARB_separate_shader_objects : enable\n"
                     "// libCgGL's stand-in for the fixed-function vertex stage (runtime/libcggl/FixedFunctionVertex.h)\n\n";
  text += perVertexBlock(builtins) + declarations + "\nvoid main()\n{\n";
  text += "  gl_Position = ftransform();\n  gl_ClipVertex = gl_ModelViewMatrix * gl_Vertex;\n";
  if (builtins.fog) {
    // GL's fog coordinate: the eye-space distance, approximated by |z| as the GL spec allows, or glFogCoord's.
    text += fogCoordinate ? "  float cgx_fog = gl_FogCoord;\n" : "  float cgx_fog = abs((gl_ModelViewMatrix * gl_Vertex).z);\n";
  }
  return text + builtinWrites(builtins) + body + "}\n";
}

}  // namespace cgx::libcggl
