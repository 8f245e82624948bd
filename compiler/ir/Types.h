// Cg's types, interned in a table and named by small integer handles (TypeId). Sema, the IR and every back
// end speak of types only through TypeIds.
//
// Rules:
// - TypeId 0 is the error type: the type of an expression sema could not type. Every check accepts it
//   silently, so one mistake gives one diagnostic, not a cascade.
// - Built-in types (void, every numeric scalar/vector/matrix shape of every scalar kind, the samplers,
//   string, program, the textures) have the same TypeId in every TypeTable: numeric(), sampler() etc. are
//   constexpr arithmetic.
//   So a module analysed once (the standard library) can be shared by every program without re-interning.
// - Arrays are interned structurally (same element and length = same id); structs and interfaces are
//   nominal: every declaration makes a new id, filled in later (fields can refer to earlier structs only).
// - Shapes follow Cg: a scalar has rows == cols == 0; floatN (N = 1..4, float1 is distinct from float) has
//   rows == 0, cols == N; floatRxC has rows == R, cols == C (R rows of C columns: m[i] is a floatC row).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace cgx::ir {

using TypeId = std::uint32_t;

enum class Scalar : std::uint8_t { Bool, Int, UInt, Float, Half, Fixed, Double, CInt, CFloat };
constexpr unsigned kScalarCount = 9;

// Texture: a CgFX texture object (`texture`, `texture2D`...): effects name it in sampler states; a program
// holds no value of it (cgc drops texture parameters, as it drops strings).
enum class TypeKind : std::uint8_t {
  Error, Void, Numeric, Sampler, String, Program, Array, Struct, Interface, Texture
};

enum class SamplerDim : std::uint8_t { Generic, D1, D2, D3, Cube, Rect, D1Array, D2Array, CubeArray, Buffer };
constexpr unsigned kSamplerDimCount = 10;

struct Type {
  TypeKind kind = TypeKind::Error;
  Scalar scalar = Scalar::Float;   // Numeric
  std::uint8_t rows = 0;           // Numeric: 0 unless a matrix
  std::uint8_t cols = 0;           // Numeric: 0 for a scalar
  SamplerDim sampler = SamplerDim::Generic;  // Sampler, Texture
  TypeId element = 0;              // Array
  std::int32_t length = 0;         // Array: element count; -1 for an unsized array `float4 a[]`
  std::uint32_t record = 0;        // Struct, Interface: index into the record list
  // Bytes of a whole value, 4 a component (8 for double) and 4 a sampler, arrays and struct members summed,
  // saturating at UINT64_MAX; 0 for an unsized array. Kept with the type, computed once when it is made,
  // because walking nested structs each time would take time exponential in their depth.
  std::uint64_t bytes = 0;
};

struct Field {
  std::string name;
  TypeId type = 0;
  std::string semantic;  // as written (empty when none)
  // Declared `uniform` inside the struct: in a varying entry parameter of this type the member is a uniform
  // (`struct pass_in { uniform sampler2D texture; float2 coord : TEXCOORD0; }`), as cgc treats it.
  bool uniform = false;
  // A matrix (or array of matrices) field that a uniform stores column-wise: written `column_major`, or
  // declared under `#pragma pack_matrix(column_major)` (the struct's declaration decides, as in cgc).
  bool columnMajor = false;
};

struct Record {
  std::string name;  // may be empty (anonymous struct)
  std::vector<Field> fields;
  bool complete = false;  // fields set
  // Struct: the interface it implements (`struct S : Light`, checked by sema: every method present), or
  // 0. Cg has no multiple inheritance (C4003), so there is at most one. What lets a PointLight pass for a Light.
  TypeId implements = 0;
};

class TypeTable {
 public:
  static constexpr TypeId kError = 0;
  static constexpr TypeId kVoid = 1;
  static constexpr TypeId kFirstNumeric = 2;
  static constexpr unsigned kShapesPerScalar = 21;  // scalar, 4 vectors, 16 matrices
  static constexpr TypeId kFirstSampler = kFirstNumeric + kScalarCount * kShapesPerScalar;
  static constexpr TypeId kString = kFirstSampler + kSamplerDimCount;
  static constexpr TypeId kProgram = kString + 1;
  static constexpr TypeId kFirstTexture = kProgram + 1;
  static constexpr TypeId kBuiltinCount = kFirstTexture + kSamplerDimCount;

  // rows/cols as in Type: (0,0) scalar, (0,N) vector, (R,C) matrix; R, C, N in 1..4.
  static constexpr TypeId numeric(Scalar s, unsigned rows, unsigned cols) {
    unsigned shape = rows == 0 ? cols : 4 + (rows - 1) * 4 + cols;
    return kFirstNumeric + static_cast<unsigned>(s) * kShapesPerScalar + shape;
  }
  static constexpr TypeId scalar(Scalar s) { return numeric(s, 0, 0); }
  static constexpr TypeId vector(Scalar s, unsigned n) { return numeric(s, 0, n); }
  static constexpr TypeId matrix(Scalar s, unsigned rows, unsigned cols) { return numeric(s, rows, cols); }
  static constexpr TypeId sampler(SamplerDim d) { return kFirstSampler + static_cast<unsigned>(d); }
  static constexpr TypeId texture(SamplerDim d) { return kFirstTexture + static_cast<unsigned>(d); }

  TypeTable();

  TypeId array(TypeId element, std::int32_t length);  // length -1: unsized
  TypeId newStruct(std::string name);                 // a fresh nominal struct without fields
  TypeId newInterface(std::string name);
  void setFields(TypeId structType, std::vector<Field> fields);
  void setImplements(TypeId structType, TypeId interfaceType);

  const Type& get(TypeId id) const { return types_[id < types_.size() ? id : 0]; }
  const Record& record(TypeId id) const { return records_[get(id).record]; }
  std::size_t size() const { return types_.size(); }

  // Cg spelling: "float4", "half3x3", "float4[3]", "float[]", "Light", "sampler2D", "int".
  std::string name(TypeId id) const;

  // ---- Questions every stage asks ----
  bool isError(TypeId id) const { return get(id).kind == TypeKind::Error; }
  bool isNumeric(TypeId id) const { return get(id).kind == TypeKind::Numeric; }
  bool isScalar(TypeId id) const { return isNumeric(id) && get(id).cols == 0; }
  bool isVector(TypeId id) const { return isNumeric(id) && get(id).rows == 0 && get(id).cols != 0; }
  bool isMatrix(TypeId id) const { return isNumeric(id) && get(id).rows != 0; }
  bool isArray(TypeId id) const { return get(id).kind == TypeKind::Array; }
  bool isUnsizedArray(TypeId id) const { return isArray(id) && get(id).length < 0; }  // `float w[]`
  bool isStruct(TypeId id) const { return get(id).kind == TypeKind::Struct; }
  bool isSampler(TypeId id) const { return get(id).kind == TypeKind::Sampler; }
  bool isTexture(TypeId id) const { return get(id).kind == TypeKind::Texture; }
  // Numeric component count: 1 for a scalar, N for a vector, R*C for a matrix; 0 otherwise.
  unsigned componentCount(TypeId id) const;
  // Components of a whole value, flattened (arrays and structs summed); what constructors count.
  unsigned flatComponentCount(TypeId id) const;
  // Bytes of a whole value (Type::bytes): what the object-size budget (limits::kObjectBytes) measures.
  std::uint64_t byteSize(TypeId id) const { return get(id).bytes; }
  Scalar scalarOf(TypeId id) const { return get(id).scalar; }
  // The same shape with another scalar kind (float3 -> bool3). Non-numeric ids return kError.
  TypeId withScalar(TypeId id, Scalar s) const;
  // For arrays: the element; vectors: the scalar; matrices: the row vector. kError otherwise.
  TypeId indexResult(TypeId id) const;

 private:
  TypeId add(const Type& t);
  std::vector<Type> types_;
  std::vector<Record> records_;
  std::unordered_map<std::uint64_t, TypeId> arrays_;  // (element << 32 | length) -> the array type, made once
};

const char* scalarName(Scalar s);            // "float", "cint", ...
bool isIntegral(Scalar s);                   // int, uint, cint
bool isFloating(Scalar s);                   // float, half, fixed, double, cfloat
bool isCompileTimeScalar(Scalar s);          // cint, cfloat
const char* samplerName(SamplerDim d);       // "sampler2D"
std::string textureName(SamplerDim d);       // "texture2D"

}  // namespace cgx::ir
