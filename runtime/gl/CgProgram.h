// A Cg vertex+fragment pair as one GL program, addressed the way Cg programs are: uniforms by their Cg
// names ("light.lightColor", "boneMatrix[5]", or a whole "boneMatrix"), vertex inputs by semantic
// ("POSITION", "TEXCOORD0", "ATTR7"), samplers by name. It reads what the compiler produced for each stage:
// the GLSL (`cgxc -profile glslv|glslf` or `-glsl N`, or driver::compileToGlsl) and its reflection
// (include/cgx/Reflection.h; from a `-reflect FILE.json` with reflect::fromJson), which names what every Cg
// parameter became. The stages' varyings link by semantic on their own (cgxc names them so).
//
// Matrices are given as Cg stores them, row after row (cgSetMatrixParameterfr), or column after column
// on request (cgSetMatrixParameterfc); the GLSL's storage (Cg rows as GLSL columns, zero-padded square
// matrices in GLSL 110 / ES 100, the transposed matrix for one Cg packs column-wise) is this class's
// business, not the caller's.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "gl/Program.h"
#include <cgx/Reflection.h>

namespace cgx::gl {

struct CgStageSource {
  std::string glsl;                       // cgxc's output
  reflect::ProgramReflection reflection;  // of the same compile
};

enum class MatrixOrder { RowMajor, ColumnMajor };

class CgProgram {
 public:
  // Links the pair (binding attributes to the numbers the reflection gives); null with *error otherwise.
  static std::unique_ptr<CgProgram> create(const CgStageSource& vertex, const CgStageSource& fragment,
                                           std::string* error);

  // Sets a numeric uniform: one leaf ("light.lightColor", "bones[3]"), or every leaf under a name in
  // declaration order ("boneMatrix" with 72 float4s, "light" with its members). `values` must hold exactly
  // the components of what it names; an unknown name, a wrong count or a sampler is an error.
  bool set(const std::string& cgName, std::span<const float> values, std::string* error,
           MatrixOrder order = MatrixOrder::RowMajor);
  // Points a sampler at a texture unit (bind the texture there with Texture::bind).
  bool setSampler(const std::string& cgName, int unit, std::string* error);
  // The generic attribute a vertex input semantic reads, or -1 when the vertex program has no such input.
  int attributeLocation(const std::string& semantic) const;

  const Program& program() const { return *program_; }

 private:
  struct Attribute {
    std::string semantic;  // canonical: "TEXCOORD0"
    int location = -1;
  };
  CgProgram() = default;
  bool setLeaf(const reflect::Parameter& leaf, std::span<const float> values, MatrixOrder order, std::string* error);

  std::unique_ptr<Program> program_;
  std::vector<reflect::Parameter> uniforms_;  // both stages' uniform leaves, each name once
  std::vector<Attribute> attributes_;
};

}  // namespace cgx::gl
