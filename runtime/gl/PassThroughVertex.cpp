#include "gl/PassThroughVertex.h"

#include <stdexcept>

namespace cgx::gl {

namespace {

std::string floatType(int components) {
  if (components < 1 || components > 4) throw std::invalid_argument("a varying has 1 to 4 components");
  return components == 1 ? "float" : "float" + std::to_string(components);
}

}  // namespace

std::string passThroughVertexCg(const std::vector<PassThroughVarying>& varyings) {
  bool hasPosition = false;
  for (const PassThroughVarying& v : varyings) hasPosition = hasPosition || v.semantic == "POSITION";
  if (!hasPosition) throw std::invalid_argument("a pass-through vertex program needs a POSITION varying");
  if (varyings.size() > 16) throw std::invalid_argument("at most 16 varyings pass through (ATTR0-15)");
  std::string source = std::string("void ") + kPassThroughEntry + "(\n";
  for (std::size_t i = 0; i < varyings.size(); ++i) {
    const PassThroughVarying& v = varyings[i];
    std::string type = floatType(v.components);
    std::string n = std::to_string(i);
    source += "    " + type + " in" + n + " : ATTR" + n + ",\n";
    source += "    out " + type + " out" + n + " : " + v.semantic + (i + 1 < varyings.size() ? ",\n" : ")\n");
  }
  source += "{\n";
  for (std::size_t i = 0; i < varyings.size(); ++i)
    source += "  out" + std::to_string(i) + " = in" + std::to_string(i) + ";\n";
  source += "}\n";
  return source;
}

}  // namespace cgx::gl
