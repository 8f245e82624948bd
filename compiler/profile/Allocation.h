// Resource allocation as cgc 3.1 does it, on the optimized IR: varying inputs to attribute/input registers
// by semantic, outputs to output registers, uniforms to constant registers, samplers to texture units, and
// the literal table. The result is what `-resources`, `-reflect` and the limit checks read. Measured rules
// (profiles/README.md "What we found"):
// - Only the leaves a program reads take registers; an array read with a non-constant index takes all its
//   elements, contiguously. Scalars and vectors take 1 register, a matrix one per row, samplers a unit.
// - Order: c[0] for the first literal register where the profile says so (arbvp1, even when there are no
//   literals); then uniforms whose type is a matrix or an array of matrices; then the other uniforms; each
//   group in cgc's parameter order (the entry's parameters in signature order, then global uniforms in
//   declaration order); then the (rest of the) literal table. `: register(cN)` / `: CN` bindings are
//   honoured and skipped over.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "ir/IR.h"
#include "profile/Literals.h"
#include "profile/Profile.h"
#include "profile/UniformUsage.h"

namespace cgx::profile {

enum class ParameterKind : std::uint8_t { VaryingIn, VaryingOut, Uniform };
enum class ResourceSpace : std::uint8_t { None, Constant, Input, Output, TexUnit, Named };

// One line of cgc's `#var` listing: a leaf of a parameter and where it went.
struct ResourceEntry {
  std::string type;      // Cg spelling ("float4x4", "sampler2D")
  std::string name;      // "position", "light.eyePosition", "boneMatrix[5]", "IN.normal"
  std::string semantic;  // listing column 2: "$vin.POSITION", "$vout.COLOR", a uniform's semantic, or ""
  // A varying's semantic as declared, what it binds by: the global's, or for an element of a fragment
  // program's array input (`float3 t[4] : TEXCOORD0`) its own, TEXCOORD0+i, as cgc binds them.
  std::string declaredSemantic;
  std::string resource;  // listing column 3: "c[1], 4", "ATTR0", "HPOS", "texunit 0"; "" if none
  ParameterKind kind = ParameterKind::Uniform;
  ResourceSpace space = ResourceSpace::None;
  std::uint32_t index = 0;  // first register / unit in its space
  std::uint32_t count = 0;  // registers taken (0 when unreferenced)
  int ordinal = -1;
  bool referenced = false;
  bool dynamic = false;  // part of a dynamically indexed array (relative addressing)
  bool matrixArray = false;
  ir::GlobalId global;
  ir::TypeId leafType = 0;  // uniforms: the leaf's type (`type` spelled as a TypeId)
  // A matrix stored column-wise: `type` and leafType are the storage type, which cgc's listing prints
  // (float4x3 for a declared float3x4); reflection reports the declared type and the order.
  bool columnMajor = false;
  SourceSpan span;
};

struct Allocation {
  std::vector<ResourceEntry> entries;  // listing order: entry parameters by ordinal, then global uniforms
  std::vector<LiteralRegister> literals;
  std::vector<std::uint32_t> literalRegisterAt;  // register of each literals[i]
  std::uint32_t constantRegisters = 0;  // distinct constant registers used: uniforms and literals
  std::uint32_t uniformRegisters = 0;   // of which uniforms
  std::uint32_t texUnits = 0;           // highest texture unit used + 1
  std::uint32_t inputRegisters = 0;     // distinct input registers
  std::uint32_t outputRegisters = 0;    // outputs bound (one register each)
  bool complete = true;  // false when a parameter got no resource (C5041, C5102 reported)
};

Allocation allocateResources(const ir::Module& module, const Profile& profile,
                             const std::vector<UniformUsage>& uniforms, DiagnosticSink& sink);

}  // namespace cgx::profile
