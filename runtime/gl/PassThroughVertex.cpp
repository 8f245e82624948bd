#include "gl/PassThroughVertex.h"

#include "gl/GlError.h"

namespace cgx::gl {

bool passThroughVertexCg(const std::vector<PassThroughVarying>& varyings, std::string* out, std::string* error) {
  bool hasPosition = false;
  for (const PassThroughVarying& v : varyings) {
    hasPosition = hasPosition || v.semantic == "POSITION";
    if (v.components < 1 || v.components > 4)
      return fail(error, "varying '" + v.semantic + "' has " + std::to_string(v.components) +
                             " components (a varying has 1 to 4)");
  }
  if (!hasPosition) return fail(error, "a pass-through vertex program needs a POSITION varying");
  if (varyings.size() > 16) return fail(error, "at most 16 varyings pass through (ATTR0-15)");
  std::string source = std::string("void ") + kPassThroughEntry + "(\n";
  for (std::size_t i = 0; i < varyings.size(); ++i) {
    const PassThroughVarying& v = varyings[i];
    std::string type = v.components == 1 ? "float" : "float" + std::to_string(v.components);
    std::string n = std::to_string(i);
    source += "    " + type + " in" + n + " : ATTR" + n + ",\n";
    source += "    out " + type + " out" + n + " : " + v.semantic + (i + 1 < varyings.size() ? ",\n" : ")\n");
  }
  source += "{\n";
  for (std::size_t i = 0; i < varyings.size(); ++i)
    source += "  out" + std::to_string(i) + " = in" + std::to_string(i) + ";\n";
  source += "}\n";
  *out = std::move(source);
  return true;
}

}  // namespace cgx::gl
