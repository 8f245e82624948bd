// A hardware profile as data: what one of cgc's targets (arbvp1, ps_2_0, glslv, ...) offers a program.
// Loaded from profiles/<name>.json (embedded into the binary at build time, see ProfileTable.h); the
// JSON schema is exactly this struct, documented field by field in profiles/README.md. Limits that a
// profile does not have are std::nullopt ("null" in the JSON), never a magic number.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cgx::profile {

enum class Stage : std::uint8_t { Vertex, Fragment, Geometry };
enum class Target : std::uint8_t { Assembly, Glsl };

// How varying inputs get their registers.
enum class InputBinding : std::uint8_t {
  Semantic,     // each semantic names a fixed register (registerOf); GL assembly, GLSL and vs_1_1
  Declaration,  // registers in the order the inputs are declared (D3D9 vs_2_0 and later: dcl_usage)
};

// Whether loops may survive compilation.
enum class LoopSupport : std::uint8_t {
  Unrolled,  // every loop must unroll (C5013 otherwise): no loop instructions at all
  Static,    // loops with a compile-time trip count (vp30, ps_2_x, fp30 REP): cgc still unrolls what it can
  Dynamic,   // data-dependent loops and branches (vp40, fp40, vs_3_0, ps_3_0, gp4, GLSL)
};

struct Inputs {
  std::uint32_t registers = 16;
  InputBinding binding = InputBinding::Semantic;
  bool acceptsAttr = true;  // ATTRn semantics (GL profiles); D3D profiles reject them
  // Semantic (canonical spelling: COLOR0 not COLOR, TEXCOORD0 not TEXCOORD) -> register number.
  std::map<std::string, std::uint32_t> registerOf;
  // Semantic -> resource name as cgc's listing prints it; a semantic not listed prints as "ATTR<n>".
  std::map<std::string, std::string> listingName;
};

// An output every program of the profile must write, as cgc requires it (measured in profiles/README.md).
struct RequiredOutput {
  std::string semantic;  // canonical: "POSITION", "COLOR0"
  // cgc's error when no statement writes it: C6014 "Required output 'POSITION' not written" (the vertex
  // assembly profiles, ps_2_0, ps_2_x) or C6026 "Program must write at least RGB portion of output color"
  // (the register-combiner profiles, fp20 and ps_1_x).
  enum class Unwritten { RequiredOutput, ColorPortion } unwritten = Unwritten::RequiredOutput;
  // C6015 ("Output 'POSITION' not completely written") when the writes leave a component out, or the output
  // has fewer than four (the Direct3D profiles vs_* and ps_2_x; the GL ones take a partial position).
  bool allComponents = false;
};

struct Outputs {
  // Semantic -> cgc's listing resource (POSITION -> HPOS, COLOR0 -> COL0, TEXCOORD3 -> TEX3, DEPTH -> DEPR).
  // A semantic not listed is not an output of this profile (C5108 from sema, or C7004 here).
  std::map<std::string, std::string> listingName;
  // Output registers, where the profile counts them apart from the semantics (vs_3_0's o0-o11); an output
  // beyond them gets no resource (C5041). nullopt: each semantic has its own register.
  std::optional<std::uint32_t> registers;
  // Outputs allowed when none is PSIZE (vs_3_0: 11 of 12), C7004 beyond. nullopt: same as registers.
  std::optional<std::uint32_t> registersWithoutPointSize;
  std::optional<RequiredOutput> required;
};

struct Constants {
  std::optional<std::uint32_t> registers;  // float4 constant registers; nullopt: no limit cgc checks (fp30)
  // `: Cn` and `register(cn)` must name n below this (C5102 otherwise); cgc's own figure, which is not
  // always `registers` (vp40: 256 against 544). nullopt: limits::kRegisterIndex (fp20 checks none).
  std::optional<std::uint32_t> semanticIndexLimit;
  // Registers a dynamically indexed uniform array may reach (cgc lets such arrays run past `registers`:
  // measured, see profiles/README.md); nullopt: same as `registers`.
  std::optional<std::uint32_t> relativeAddressLimit;
  // The most registers a dynamically indexed array of matrices may take: cgc cannot bind a larger one
  // (C5041), and such an array must also end below `registers` (unlike arrays of vectors). nullopt: the
  // profile cannot index uniform arrays dynamically.
  std::optional<std::uint32_t> matrixArrayLimit;
  bool literalsFirst = false;  // cgc puts the literal table at c[0] (arbvp1) instead of after the uniforms
  // Whether a matrix uniform may carry a semantic or a register binding. The register-combiner profiles
  // (fp20, ps_1_x) bind such a uniform to one combiner constant, which no matrix fits: cgc gives C5041
  // even when the program never reads it (measured). Optional in the JSON (default true).
  bool boundMatrices = true;
};

struct Instructions {
  std::optional<std::uint32_t> total;    // C6002 when exceeded
  std::optional<std::uint32_t> alu;      // arithmetic slots counted apart (ps_2_0: 64), C6003... see README
  std::optional<std::uint32_t> texture;  // texture slots counted apart (ps_2_0: 32)
};

// What one invocation of a geometry program may emit (JSON "geometry", geometry profiles only): cgc 3.1 caps
// VERTICES_OUT at maxVertices and at outputComponents divided by the components each vertex emits (measured:
// 256 for a float4 POSITION alone, 85 with three float4 outputs, 170 with a float4 and a float2), as
// NV_gpu_program4's and GL 3.2's minimum limits (MAX_GEOMETRY_OUTPUT_VERTICES 256, TOTAL_OUTPUT_COMPONENTS 1024).
struct GeometryLimits {
  std::uint32_t maxVertices = 256;
  std::uint32_t outputComponents = 1024;
};

struct Profile {
  std::string name;
  Stage stage = Stage::Vertex;
  Target target = Target::Assembly;
  std::string description;
  // JSON "functionQualifiers": the profile words that select a function for this profile
  // (`arbfp1 float4 f()`), best first: arbfp1 also takes fp30's, preferring its own (measured with cgc 3.1).
  std::vector<std::string> functionQualifiers;
  std::string listingPrefix = "#";  // "#" (GL assembly) or "//" (D3D, GLSL, nvparse)
  Inputs inputs;
  Outputs outputs;
  Constants constants;
  std::optional<std::uint32_t> temporaries;
  Instructions instructions;
  std::optional<std::uint32_t> samplers;                // texture units (vertex profiles: vertex texture units)
  std::optional<std::uint32_t> textureCoordinateUnits;  // fp20/ps_1_x: unit N reads TEXCOORDN
  bool dynamicUniformIndexing = false;                  // JSON: "dynamicIndexing": {"uniformArrays": bool}
  bool dynamicPrivateIndexing = false;                  // JSON: "dynamicIndexing": {"otherArrays": bool}: static,
                                                        // const and local arrays indexed at run time
  LoopSupport loops = LoopSupport::Unrolled;
  bool branches = false;
  bool vertexTexture = false;
  bool derivatives = false;
  bool discard = false;
  // NV_parameter_buffer_object (gp4*, gp5*): a uniform bound to a buffer (`: BUFFER[n]`, a buffer block) is
  // read from the buffer, taking no constant register. Elsewhere its members are ordinary uniforms.
  bool parameterBuffers = false;
  // The library's intrinsics have half and fixed forms beside the float ones. cgc's vertex assembly profiles
  // (arbvp1, vp*, vs_*) declare only the float forms, so there `min(int, int)` resolves to float, where an
  // int converting as well to float, half and fixed is ambiguous (C1101) in the fragment and GLSL profiles.
  bool lowPrecisionIntrinsics = true;
  // Standard-library intrinsics (Cg names: "rsqrt", "max") the profile has no instruction for (C3004).
  // Register-combiner profiles (fp20, ps_1_x) lack most arithmetic. Optional in the JSON (default empty).
  std::vector<std::string> unsupportedIntrinsics;
  // Texture lookups the profile's back end has no instruction for although the language level accepts them
  // (C5201, cgc's "invalid internal function declaration": ps_2_0 and ps_2_x with tex2Dlod). Optional.
  std::vector<std::string> invalidInternalFunctions;
  // `-po Name=value` options that override a limit: option name -> field path ("temporaries",
  // "constants.registers", "instructions.total", "instructions.alu", "instructions.texture", "samplers").
  std::map<std::string, std::string> poOptions;
  std::optional<GeometryLimits> geometry;  // set iff stage is Geometry
};

}  // namespace cgx::profile
