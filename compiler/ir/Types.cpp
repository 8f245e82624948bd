#include "ir/Types.h"

#include <cassert>
#include <limits>
#include <string_view>

namespace cgx::ir {

namespace {

std::uint64_t saturatingAdd(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b ? std::numeric_limits<std::uint64_t>::max() : a + b;
}

std::uint64_t saturatingMul(std::uint64_t a, std::uint64_t b) {
  return b != 0 && a > std::numeric_limits<std::uint64_t>::max() / b ? std::numeric_limits<std::uint64_t>::max()
                                                                       : a * b;
}

}  // namespace

TypeTable::TypeTable() {
  types_.reserve(kBuiltinCount + 64);
  types_.push_back(Type{});  // kError
  Type voidType;
  voidType.kind = TypeKind::Void;
  types_.push_back(voidType);
  for (unsigned s = 0; s < kScalarCount; ++s) {
    for (unsigned shape = 0; shape < kShapesPerScalar; ++shape) {
      Type t;
      t.kind = TypeKind::Numeric;
      t.scalar = static_cast<Scalar>(s);
      if (shape >= 1 && shape <= 4) {
        t.cols = static_cast<std::uint8_t>(shape);
      } else if (shape > 4) {
        t.rows = static_cast<std::uint8_t>((shape - 5) / 4 + 1);
        t.cols = static_cast<std::uint8_t>((shape - 5) % 4 + 1);
      }
      unsigned components = t.rows != 0 ? t.rows * t.cols : (t.cols == 0 ? 1 : t.cols);
      t.bytes = components * (t.scalar == Scalar::Double ? 8u : 4u);
      types_.push_back(t);
    }
  }
  for (unsigned d = 0; d < kSamplerDimCount; ++d) {
    Type t;
    t.kind = TypeKind::Sampler;
    t.sampler = static_cast<SamplerDim>(d);
    t.bytes = 4;
    types_.push_back(t);
  }
  Type stringType;
  stringType.kind = TypeKind::String;
  types_.push_back(stringType);
  Type programType;
  programType.kind = TypeKind::Program;
  types_.push_back(programType);
  for (unsigned d = 0; d < kSamplerDimCount; ++d) {
    Type t;
    t.kind = TypeKind::Texture;
    t.sampler = static_cast<SamplerDim>(d);
    types_.push_back(t);  // 0 bytes: no program holds a texture's value
  }
  assert(types_.size() == kBuiltinCount);
  records_.push_back(Record{});  // record 0 is never a real struct
}

TypeId TypeTable::add(const Type& t) {
  types_.push_back(t);
  return static_cast<TypeId>(types_.size() - 1);
}

TypeId TypeTable::array(TypeId element, std::int32_t length) {
  // A hash lookup, not a scan of every type: thousands of array declarations stay linear.
  std::uint64_t key = std::uint64_t{element} << 32 | static_cast<std::uint32_t>(length);
  if (auto it = arrays_.find(key); it != arrays_.end()) return it->second;
  Type t;
  t.kind = TypeKind::Array;
  t.element = element;
  t.length = length;
  t.bytes = length < 0 ? 0 : saturatingMul(get(element).bytes, static_cast<std::uint64_t>(length));
  TypeId id = add(t);
  arrays_.emplace(key, id);
  return id;
}

TypeId TypeTable::newStruct(std::string name) {
  records_.push_back(Record{std::move(name), {}, false});
  Type t;
  t.kind = TypeKind::Struct;
  t.record = static_cast<std::uint32_t>(records_.size() - 1);
  return add(t);
}

TypeId TypeTable::newInterface(std::string name) {
  records_.push_back(Record{std::move(name), {}, true});
  Type t;
  t.kind = TypeKind::Interface;
  t.record = static_cast<std::uint32_t>(records_.size() - 1);
  return add(t);
}

void TypeTable::setFields(TypeId structType, std::vector<Field> fields) {
  Record& r = records_[get(structType).record];
  r.fields = std::move(fields);
  r.complete = true;
  std::uint64_t bytes = 0;
  for (const Field& f : r.fields) bytes = saturatingAdd(bytes, get(f.type).bytes);
  if (structType < types_.size()) types_[structType].bytes = bytes;
}

void TypeTable::setImplements(TypeId structType, TypeId interfaceType) {
  records_[get(structType).record].implements = interfaceType;
}

std::string TypeTable::name(TypeId id) const {
  const Type& t = get(id);
  switch (t.kind) {
    case TypeKind::Error: return "<error>";
    case TypeKind::Void: return "void";
    case TypeKind::String: return "string";
    case TypeKind::Program: return "program";
    case TypeKind::Sampler: return samplerName(t.sampler);
    case TypeKind::Texture: return textureName(t.sampler);
    case TypeKind::Numeric: {
      std::string s = scalarName(t.scalar);
      if (t.rows != 0) return s + std::to_string(t.rows) + "x" + std::to_string(t.cols);
      if (t.cols != 0) return s + std::to_string(t.cols);
      return s;
    }
    case TypeKind::Array: {
      // Cg writes the innermost element first and the dimensions outermost first: float4[3][2].
      TypeId inner = id;
      std::string dims;
      while (get(inner).kind == TypeKind::Array) {
        const Type& a = get(inner);
        dims += a.length < 0 ? std::string("[]") : "[" + std::to_string(a.length) + "]";
        inner = a.element;
      }
      return name(inner) + dims;
    }
    case TypeKind::Struct:
    case TypeKind::Interface: {
      const Record& r = records_[t.record];
      return r.name.empty() ? std::string("<anonymous struct>") : r.name;
    }
  }
  return "<error>";
}

unsigned TypeTable::componentCount(TypeId id) const {
  const Type& t = get(id);
  if (t.kind != TypeKind::Numeric) return 0;
  if (t.rows != 0) return static_cast<unsigned>(t.rows) * t.cols;
  return t.cols == 0 ? 1 : t.cols;
}

unsigned TypeTable::flatComponentCount(TypeId id) const {
  const Type& t = get(id);
  switch (t.kind) {
    case TypeKind::Numeric: return componentCount(id);
    case TypeKind::Array: return t.length < 0 ? 0 : static_cast<unsigned>(t.length) * flatComponentCount(t.element);
    case TypeKind::Struct: {
      unsigned n = 0;
      for (const Field& f : records_[t.record].fields) n += flatComponentCount(f.type);
      return n;
    }
    default: return 0;
  }
}

TypeId TypeTable::withScalar(TypeId id, Scalar s) const {
  const Type& t = get(id);
  if (t.kind != TypeKind::Numeric) return kError;
  return numeric(s, t.rows, t.cols);
}

TypeId TypeTable::indexResult(TypeId id) const {
  const Type& t = get(id);
  if (t.kind == TypeKind::Array) return t.element;
  if (t.kind != TypeKind::Numeric || t.cols == 0) return kError;
  if (t.rows != 0) return vector(t.scalar, t.cols);
  return scalar(t.scalar);
}

const char* scalarName(Scalar s) {
  switch (s) {
    case Scalar::Bool: return "bool";
    case Scalar::Int: return "int";
    case Scalar::UInt: return "unsigned int";
    case Scalar::Float: return "float";
    case Scalar::Half: return "half";
    case Scalar::Fixed: return "fixed";
    case Scalar::Double: return "double";
    case Scalar::CInt: return "cint";
    case Scalar::CFloat: return "cfloat";
  }
  return "?";
}

bool isIntegral(Scalar s) { return s == Scalar::Int || s == Scalar::UInt || s == Scalar::CInt; }
bool isFloating(Scalar s) {
  return s == Scalar::Float || s == Scalar::Half || s == Scalar::Fixed || s == Scalar::Double || s == Scalar::CFloat;
}
bool isCompileTimeScalar(Scalar s) { return s == Scalar::CInt || s == Scalar::CFloat; }

const char* samplerName(SamplerDim d) {
  switch (d) {
    case SamplerDim::Generic: return "sampler";
    case SamplerDim::D1: return "sampler1D";
    case SamplerDim::D2: return "sampler2D";
    case SamplerDim::D3: return "sampler3D";
    case SamplerDim::Cube: return "samplerCUBE";
    case SamplerDim::Rect: return "samplerRECT";
    case SamplerDim::D1Array: return "sampler1DARRAY";
    case SamplerDim::D2Array: return "sampler2DARRAY";
    case SamplerDim::CubeArray: return "samplerCUBEARRAY";
    case SamplerDim::Buffer: return "samplerBUF";
  }
  return "sampler";
}

std::string textureName(SamplerDim d) {
  return "texture" + std::string(samplerName(d) + std::string_view("sampler").size());
}

}  // namespace cgx::ir
