// Plain value types of the runtime API: stages, stream formats, matrix order, reflection records and
// diagnostics. No behaviour lives here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cgx {

// Decided by the profile: glslv, arbvp1, vp40, vs_3_0 ... are Vertex; glslf, arbfp1, fp40, ps_3_0 ... Fragment;
// gp4gp, gp5gp, glslg Geometry.
enum class Stage : std::uint8_t { Vertex, Fragment, Geometry };

// The component type of a vertex input stream. Half is IEEE binary16; UNorm8 an unsigned byte read as
// byte / 255. Every type is converted to the parameter's own type (float for float/half/fixed) on load.
enum class ComponentType : std::uint8_t { Float32, Float16, Int32, UInt32, UNorm8 };
std::uint32_t componentSize(ComponentType type);  // bytes

// How a matrix's values are ordered in the caller's array: Cg's cgSetMatrixParameterfr (rows one after the
// other, Cg's own order) or cgSetMatrixParameterfc (columns one after the other; transposed on the way in
// and on the way out).
enum class MatrixOrder : std::uint8_t { RowMajor, ColumnMajor };

enum class Variability : std::uint8_t { Uniform, Varying };
enum class Direction : std::uint8_t { In, Out };  // uniforms are In

// The scalar kind of every leaf under a parameter, which decides the setter that accepts it.
enum class ValueKind : std::uint8_t {
  Float,    // float, half, fixed, double: setFloat / setMatrix
  Int,      // int, uint: setInt
  Bool,     // setBool
  Sampler,  // setSampler / setTexture
  Mixed,    // a struct whose leaves differ: set its fields one by one
  Other,    // strings, unsized arrays: nothing can set it
};

// One parameter as reflection reports it. Names are Cg paths: "light", "light.lightColor", "boneMatrix",
// "boneMatrix[5]", and for varyings the entry parameter's flattened path ("IN.position", "oColor").
struct ParameterInfo {
  std::string name;
  std::string type;      // Cg spelling: "float4", "float3x4", "Light", "float4[72]", "sampler2D"
  std::string semantic;  // varyings: canonical ("TEXCOORD0", "COLOR0"); uniforms: as written, or ""
  Variability variability = Variability::Uniform;
  Direction direction = Direction::In;
  ValueKind kind = ValueKind::Float;
  std::uint32_t components = 0;  // components (words) of the whole value: float4[72] -> 288
  bool referenced = false;       // the optimized program reads it (outputs: always false)
};

enum class DiagnosticSeverity : std::uint8_t { Note, Warning, Error, Fatal };

struct DiagnosticEntry {
  std::string code;  // "C1008"
  DiagnosticSeverity severity = DiagnosticSeverity::Error;
  std::string file;  // as the compiler names it ("<string>" for a program from a string)
  std::uint32_t line = 0;    // 1-based; 0 when the diagnostic has no location
  std::uint32_t column = 0;  // 1-based; 0 when none
  std::string message;
};

struct Diagnostics {
  std::vector<DiagnosticEntry> entries;
  std::string text;  // rendered clang-style (file:line:col: error C1008: ..., with a caret line)
  bool hasErrors() const;
};

}  // namespace cgx
