// The one parameter model of a compiled program: every leaf parameter with where each back end put it.
// The profile stage fills it (profile::reflectProgram: registers and resources from the allocation, names
// from the GLSL writer, defaults from the IR); cgxc's -reflect writes it as JSON (Json.h); libCg builds its
// parameter tree from it; the GL runtime (gl::CgProgram) and the tools read it, in process or from the
// JSON file. A field here is a fact about the program, stated once: readers never re-derive it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cgx::reflect {

enum class Stage : std::uint8_t { Vertex, Fragment, Geometry };
enum class Variability : std::uint8_t { Uniform, Varying };
enum class Direction : std::uint8_t { In, Out, InOut };
// Where a register index counts: constant registers (c[n]), input/output registers, texture units, or
// names (GLSL profiles, which bind by name); None when the leaf took nothing (unreferenced).
enum class Space : std::uint8_t { None, Constant, Input, Output, TexUnit, Named };

// What a leaf became in the GLSL the same compile wrote.
struct GlslPlacement {
  std::string name;  // the GLSL variable or uniform leaf ("light.lightColor", "p.texture_1"); "" if none
  std::string kind;  // "uniform", "attribute", "varying", "builtin", "output"
  int location = -1;  // a vertex attribute's location
  std::string note;   // how to use it ("padded to mat4: upload rows 0-2 ..."); "" for none
  // A varying's interpolation qualifier as the GLSL declares it ("flat", "noperspective", "centroid"), and
  // the one its semantic's modifier (TEXCOORD0.FLAT) asked for that the GLSL does not declare: the version
  // has no such qualifier, or the varying is a GL built-in, which takes none (warning C1605). "" for none.
  // A fragment input of kind "varying" with an interpolation, written with -po builtins, is a qualified
  // input (compiler/glsl/Writer.h): the uniform cgx_qualifiedInputs chooses it or its built-in.
  std::string interpolation;
  std::string droppedInterpolation;
  // A non-square matrix stored as a zero-padded square one (GLSL 110, ES 100): uploads pad it.
  bool padded() const { return note.find("padded") != std::string::npos; }
};

// One leaf of a parameter (a numeric value or a sampler) as cgc's `#var` line names it: "boneMatrix[5]",
// "light.eyePosition", "IN.normal", "return" (the entry's result).
// Where a uniform buffer's leaf sits (`: BUFFER[n]`, `uniform Block { ... } b : BUFFER`): the buffer index,
// the leaf's byte offset in the buffer and the block's name (empty for a struct given `: BUFFER[n]`).
struct BufferPlacement {
  std::string block;
  std::uint32_t index = 0;
  std::uint32_t offset = 0;
};

struct Parameter {
  std::string name;
  std::string type;      // Cg spelling: "float4", "float3x4", "sampler2D"
  std::string semantic;  // as written ("POSITION", "TEXCOORD0"), Cg's "state" for glstate, or ""
  Direction direction = Direction::In;
  Variability variability = Variability::Uniform;
  std::string resource;  // as the listing names it ("c[15]", "c[1], 4", "ATTR0", "texunit 0"); "" when none
  Space space = Space::None;
  std::optional<std::uint32_t> registerIndex;  // first register or unit in `space`
  std::uint32_t registerCount = 0;             // registers taken (0 when unreferenced)
  int ordinal = -1;                            // position in the entry's signature; -1 for globals
  bool referenced = false;
  std::optional<GlslPlacement> glsl;  // when GLSL was written
  std::vector<double> defaultValue;   // a uniform's initializer, this leaf's slice in Cg's order; else empty
  // A matrix Cg stores column-wise (`column_major`, #pragma pack_matrix): its registers and its GLSL uniform
  // hold the transposed matrix (cgc lists float4x3 for a float3x4); `type` stays the declared type, and
  // values and defaults stay in Cg's order. libCg's cgGetMatrixParameterOrder.
  bool columnMajor = false;
  std::optional<BufferPlacement> buffer;  // a uniform buffer's leaf

  bool isUniform() const { return variability == Variability::Uniform; }
  bool isOutput() const { return direction == Direction::Out; }
};

// A constant register the compiler fills with literals (cgc's `#const c[0] = 1 0 0 0`).
struct LiteralRegister {
  std::uint32_t index = 0;
  std::vector<double> values;
};

// The instruction estimate (profile/CostEstimate.h): an estimate, never cgc's exact count.
struct Estimate {
  std::uint32_t instructions = 0;
  std::uint32_t arithmetic = 0;
  std::uint32_t texture = 0;
  std::uint32_t temporaries = 0;
};

// A geometry program's primitives and the most vertices one invocation emits, as cgc's gp4gp header names
// them (PRIMITIVE_IN TRIANGLES, PRIMITIVE_OUT TRIANGLE_STRIP, VERTICES_OUT 3): what GL needs to run it.
struct GeometryLayout {
  std::string inputPrimitive;   // POINTS, LINES, LINES_ADJACENCY, TRIANGLES, TRIANGLES_ADJACENCY
  std::string outputPrimitive;  // POINTS, LINE_STRIP, TRIANGLE_STRIP
  std::uint32_t maxVertices = 0;
};

// A struct or interface the program's source declares (libCg's user types, cgGetUserType): in declaration
// order, unused ones too. Not written by -reflect's JSON: libCg reads it in process.
struct UserType {
  std::string name;
  bool interface = false;
  std::string implements;            // a struct's interface (`struct Bulb : Lamp`), or ""
  std::vector<std::string> members;  // a struct's fields, as "float3 color"
};

// A struct-typed node of a parameter ("light", "lights[1]", "IN") and its struct's name: what libCg's
// cgGetParameterNamedType answers for it. Not written by -reflect's JSON.
struct StructNode {
  std::string path;
  std::string type;
};

struct ProgramReflection {
  std::string profile;  // "arbvp1", "glslf"
  Stage stage = Stage::Vertex;
  std::string entry;
  std::optional<std::uint32_t> constantRegisters;  // distinct constant registers; none when not numbered
  std::vector<Parameter> parameters;               // cgc's #var order: the entry's parameters, then globals
  std::vector<LiteralRegister> literals;
  Estimate estimate;
  std::optional<GeometryLayout> geometry;  // geometry programs only
  std::vector<UserType> userTypes;
  std::vector<StructNode> structNodes;
};

}  // namespace cgx::reflect
