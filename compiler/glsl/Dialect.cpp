#include "glsl/Dialect.h"

namespace cgx::glsl {

std::optional<Dialect> Dialect::parse(std::string_view text) {
  if (text == "110") return Dialect{Version::V110};
  if (text == "120") return Dialect{Version::V120};
  if (text == "150") return Dialect{Version::V150};
  if (text == "330") return Dialect{Version::V330};
  if (text == "100" || text == "100es" || text == "100 es") return Dialect{Version::Es100};
  if (text == "300es" || text == "300 es" || text == "300") return Dialect{Version::Es300};
  return std::nullopt;
}

std::string Dialect::name() const {
  switch (version) {
    case Version::V110: return "110";
    case Version::V120: return "120";
    case Version::V150: return "150";
    case Version::V330: return "330";
    case Version::Es100: return "100";
    case Version::Es300: return "300 es";
  }
  return "110";
}

std::string Dialect::versionLine(bool builtinVaryings) const {
  if (version == Version::V150 && builtinVaryings) return "#version 150 compatibility";
  return version == Version::V330 ? "#version 330 core" : "#version " + name();
}

bool Dialect::declaresInterpolation(std::string_view qualifier) const {
  if (qualifier == "centroid") return modern() || version == Version::V120;
  if (qualifier == "noperspective") return modern() && !es();
  return qualifier == "flat" && modern();
}

std::string Dialect::lowestWith(const char* feature) const {
  return std::string(feature) + (es() ? " needs GLSL ES 300" : " needs GLSL 330 (or 130)");
}

}  // namespace cgx::glsl
