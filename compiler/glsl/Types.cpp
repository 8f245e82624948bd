// GLSL spellings of Cg types and constants. half, fixed and double compute as float (ES: with mediump /
// lowp precision); float1 is float; Cg floatRxC is GLSL matRxC (R columns holding Cg's rows, Writer.h).
#include <algorithm>
#include <charconv>
#include <cmath>

#include "glsl/WriterImpl.h"

namespace cgx::glsl {

using namespace ir;

namespace {

const char* vectorPrefix(Scalar s) {
  switch (s) {
    case Scalar::Bool: return "bvec";
    case Scalar::Int:
    case Scalar::CInt: return "ivec";
    case Scalar::UInt: return "uvec";
    default: return "vec";
  }
}

const char* scalarSpelling(Scalar s) {
  switch (s) {
    case Scalar::Bool: return "bool";
    case Scalar::Int:
    case Scalar::CInt: return "int";
    case Scalar::UInt: return "uint";
    default: return "float";
  }
}

}  // namespace

std::string Writer::typeName(TypeId t) {
  const Type& type = types().get(t);
  switch (type.kind) {
    case TypeKind::Void: return "void";
    case TypeKind::Numeric: {
      if (type.scalar == Scalar::UInt && !dialect().integerOperators()) return type.cols <= 1 ? "int" : "ivec" + std::to_string(type.cols);
      if (type.rows == 0) {
        if (type.cols <= 1) return scalarSpelling(type.scalar);
        return vectorPrefix(type.scalar) + std::to_string(type.cols);
      }
      if (type.rows == 1 || type.cols == 1) {
        unavailable(SourceSpan{}, "the type " + types().name(t) + " (GLSL has no one-row or one-column matrices)");
        return "float";
      }
      // Cg R rows of C -> GLSL R columns of C rows: matRxC (matN when square, or padded when GLSL has
      // no non-square matrices).
      if (type.rows == type.cols || paddedMatrix(t)) return "mat" + std::to_string(matrixDim(t));
      return "mat" + std::to_string(type.rows) + "x" + std::to_string(type.cols);
    }
    case TypeKind::Sampler:
      switch (type.sampler) {
        case SamplerDim::D1: return dialect().sampler1D() ? "sampler1D" : "sampler2D";
        case SamplerDim::D2: return "sampler2D";
        case SamplerDim::D3: return "sampler3D";
        case SamplerDim::Cube: return "samplerCube";
        case SamplerDim::Rect: return "sampler2DRect";
        case SamplerDim::D1Array: return "sampler1DArray";
        case SamplerDim::D2Array: return "sampler2DArray";
        case SamplerDim::CubeArray: return "samplerCubeArray";
        case SamplerDim::Buffer: return "samplerBuffer";
        case SamplerDim::Generic: return "sampler2D";
      }
      return "sampler2D";
    case TypeKind::Struct:
      declareStruct(t);
      return structNames_[t];
    case TypeKind::Array: return typeName(type.element) + "[" + std::to_string(std::max(type.length, 0)) + "]";
    default: return "float";
  }
}

bool Writer::paddedMatrix(TypeId t) const {
  const Type& type = types().get(t);
  return type.kind == TypeKind::Numeric && type.rows != 0 && type.rows != type.cols && !dialect().nonSquareMatrices();
}

unsigned Writer::matrixDim(TypeId t) const {
  const Type& type = types().get(t);
  return std::max<unsigned>(type.rows, type.cols);
}

std::string Writer::precisionPrefix(TypeId t) const {
  if (!dialect().es()) return "";
  while (types().isArray(t)) t = types().get(t).element;
  if (!types().isNumeric(t)) return "";
  switch (types().scalarOf(t)) {
    case Scalar::Half: return "mediump ";
    case Scalar::Fixed: return "lowp ";
    default: return "";
  }
}

std::string Writer::declare(TypeId t, const std::string& name) {
  std::string dims;
  TypeId element = t;
  while (types().isArray(element)) {
    dims += "[" + std::to_string(std::max(types().get(element).length, 0)) + "]";
    element = types().get(element).element;
  }
  if (!dims.empty() && dims.find("][") != std::string::npos)
    unavailable(SourceSpan{}, "arrays of arrays (" + name + ")");
  return precisionPrefix(t) + typeName(element) + " " + name + dims;
}

void Writer::declareStruct(TypeId t) {
  if (structNames_.count(t)) return;
  const Record& record = types().record(t);
  structNames_[t] = globalScope_.legal(record.name.empty() ? "AnonymousStruct" : record.name);
  calleeScope_.reserve(structNames_[t]);
  // Fields first: a struct member of struct type must be declared before this one.
  std::vector<std::string> members;
  NameScope fieldScope;
  for (std::uint32_t i = 0; i < record.fields.size(); ++i) {
    const Field& f = record.fields[i];
    std::string name = fieldScope.legal(f.name);
    fieldNames_[{t, i}] = name;
    members.push_back("  " + declare(f.type, name) + ";");
  }
  std::string text = "struct " + structNames_[t] + " {\n";
  for (const std::string& m : members) text += m + "\n";
  text += "};\n\n";
  declarations_ += text;
  structsDeclared_.insert(t);
}

void Writer::leafNames(TypeId t, const std::string& cgPath, const std::string& glslName,
                       std::map<std::string, std::string>& out, std::map<std::string, std::string>& notes) {
  const Type& type = types().get(t);
  if (type.kind == TypeKind::Struct) {
    const Record& record = types().record(t);
    for (std::uint32_t i = 0; i < record.fields.size(); ++i)
      leafNames(record.fields[i].type, cgPath + "." + record.fields[i].name, glslName + "." + fieldName(t, i), out,
                notes);
  } else if (type.kind == TypeKind::Array && type.length > 0) {
    for (std::int32_t i = 0; i < type.length; ++i) {
      std::string index = "[" + std::to_string(i) + "]";
      leafNames(type.element, cgPath + index, glslName + index, out, notes);
    }
  } else {
    out[cgPath] = glslName;
    if (paddedMatrix(t))
      notes[cgPath] = "a " + types().name(t) + " padded to mat" + std::to_string(matrixDim(t)) + ": upload " +
                      std::to_string(matrixDim(t)) + " columns, Cg's rows first, zeros after";
  }
}

std::string Writer::fieldName(TypeId structType, std::uint32_t field) {
  declareStruct(structType);
  return fieldNames_.at({structType, field});
}

std::string Writer::floatLiteral(double v) const {
  if (std::isnan(v)) return "(0.0 / 0.0)";
  if (std::isinf(v)) return v > 0 ? "(1.0 / 0.0)" : "(-1.0 / 0.0)";
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, static_cast<float>(v));
  std::string text(buffer, ec == std::errc() ? end : buffer);
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  if (text.find('e') != std::string::npos && text.find('.') == std::string::npos)
    text.insert(text.find('e'), ".0");  // "1e-05" -> "1.0e-05": GLSL ES 1.00 wants a fraction part
  return text;
}

std::string Writer::constantValue(TypeId t, const double* values) {
  const Type& type = types().get(t);
  auto scalar = [&](double v) -> std::string {
    switch (type.scalar) {
      case Scalar::Bool: return v != 0 ? "true" : "false";
      case Scalar::Int:
      case Scalar::CInt: return std::to_string(static_cast<long long>(v));
      case Scalar::UInt:
        return std::to_string(static_cast<unsigned long long>(v)) + (dialect().integerOperators() ? "u" : "");
      default: return floatLiteral(v);
    }
  };
  switch (type.kind) {
    case TypeKind::Numeric: {
      unsigned n = types().componentCount(t);
      if (n == 1) return scalar(values[0]);
      bool same = true;
      for (unsigned i = 1; i < n; ++i) same &= values[i] == values[0];
      // vecN(x) smears; matN(x) would be x * identity, so matrices always list every component.
      if (same && type.rows == 0) return typeName(t) + "(" + scalar(values[0]) + ")";
      std::string text = typeName(t) + "(";
      if (paddedMatrix(t)) {  // Cg's rows as columns of N, zeros around them
        unsigned dim = matrixDim(t);
        for (unsigned r = 0; r < dim; ++r)
          for (unsigned c = 0; c < dim; ++c)
            text += std::string(r + c ? ", " : "") + (r < type.rows && c < type.cols ? scalar(values[r * type.cols + c]) : "0.0");
        return text + ")";
      }
      for (unsigned i = 0; i < n; ++i) text += (i ? ", " : "") + scalar(values[i]);
      return text + ")";
    }
    case TypeKind::Struct: {
      const Record& record = types().record(t);
      std::string text = typeName(t) + "(";
      const double* at = values;
      for (std::size_t i = 0; i < record.fields.size(); ++i) {
        text += (i ? ", " : "") + constantValue(record.fields[i].type, at);
        at += types().flatComponentCount(record.fields[i].type);
      }
      return text + ")";
    }
    case TypeKind::Array: {
      if (!dialect().arrayConstructors()) unavailable(SourceSpan{}, "an array constant (GLSL 120 or ES 300 has array constructors)");
      std::string text = typeName(t) + "(";
      unsigned step = types().flatComponentCount(type.element);
      for (std::int32_t i = 0; i < type.length; ++i)
        text += (i ? ", " : "") + constantValue(type.element, values + static_cast<std::size_t>(i) * step);
      return text + ")";
    }
    default: return "0.0";
  }
}

std::string Writer::constant(ConstId id) {
  const Constant& c = module_.constant(id);
  return constantValue(c.type, c.values.data());
}

}  // namespace cgx::glsl
