// The GLSL versions cgx writes and what each one can say. One place answers "does this version have X",
// so the writer never tests version numbers itself.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cgx::glsl {

// V150: GLSL 1.50, the first with geometry shaders, written for the compatibility profile when the
// program passes varyings through GL's built-ins (gl_in[i].gl_TexCoord[n]), as cgx's geometry shaders do.
enum class Version : unsigned char { V110, V120, V150, V330, Es100, Es300 };

struct Dialect {
  Version version = Version::V110;

  static std::optional<Dialect> parse(std::string_view text);  // "110" "120" "150" "330" "100" "300es" / "300 es"
  std::string name() const;                                    // "110", "300 es"
  // "#version 300 es"; "#version 150 compatibility" for 150 with GL's built-in varyings.
  std::string versionLine(bool builtinVaryings = false) const;

  bool es() const { return version == Version::Es100 || version == Version::Es300; }
  // GLSL 1.30 / ES 3.00 and later: in/out, texture(), integer operators, uint, round/trunc, mix with bvec.
  bool modern() const { return version == Version::V150 || version == Version::V330 || version == Version::Es300; }
  bool nonSquareMatrices() const { return version != Version::V110 && version != Version::Es100; }
  bool transposeFunction() const { return nonSquareMatrices(); }
  bool arrayConstructors() const { return nonSquareMatrices(); }
  bool inverseAndDeterminant() const { return modern(); }
  bool integerOperators() const { return modern(); }  // % << >> & | ^ ~ and uint
  // layout(location = n) on vertex inputs and fragment outputs (GLSL 150 binds them by name through the API).
  bool layoutLocations() const { return version == Version::V330 || version == Version::Es300; }
  // The compatibility built-in varyings (gl_TexCoord[n], gl_FrontColor): 110, 120, and 150's compatibility profile.
  bool builtinVaryings() const { return version == Version::V110 || version == Version::V120 || version == Version::V150; }
  bool geometryShaders() const { return version == Version::V150; }
  bool sampler1D() const { return !es(); }
  bool sampler3D() const { return version != Version::Es100; }
  bool samplerRect() const { return !es(); }
  bool shadowSamplers() const { return version != Version::Es100; }
  // Whether a varying of the writer's own can be declared with this interpolation qualifier ("flat",
  // "noperspective", "centroid"): GLSL 1.30 / ES 3.00 and later (ES has no noperspective), and 1.20's
  // centroid. GL's built-in varyings (gl_TexCoord[n]) take none in any version.
  bool declaresInterpolation(std::string_view qualifier) const;
  // The version that first has a feature this one lacks, for diagnostics ("needs GLSL 330 or ES 300").
  std::string lowestWith(const char* feature) const;
};

}  // namespace cgx::glsl
