// `a.b` and `a[i]`: struct fields, swizzles (`.xyzw .rgba .stpq`, mixed sets allowed as cgc 3.1 does),
// matrix swizzles (`._m00_m11` 0-based, `._11_22` 1-based), `.length` of arrays, and indexing of arrays,
// vectors (a component) and matrices (a row).
#include <cctype>

#include "sema/Analyzer.h"

namespace cgx::sema {

namespace {

using ir::TypeTable;

int swizzleComponent(char c) {
  switch (c) {
    case 'x': case 'r': case 's': return 0;
    case 'y': case 'g': case 't': return 1;
    case 'z': case 'b': case 'p': return 2;
    case 'w': case 'a': case 'q': return 3;
    default: return -1;
  }
}

// Parses `_m01_m12` / `_12_23` into row*4+col entries; empty on a malformed name.
std::vector<std::uint8_t> parseMatrixSwizzle(const std::string& text, unsigned rows, unsigned cols, bool& outOfRange) {
  std::vector<std::uint8_t> result;
  std::size_t i = 0;
  outOfRange = false;
  while (i < text.size()) {
    if (text[i] != '_') return {};
    ++i;
    bool zeroBased = i < text.size() && text[i] == 'm';
    if (zeroBased) ++i;
    if (i + 2 > text.size() || !std::isdigit(static_cast<unsigned char>(text[i])) ||
        !std::isdigit(static_cast<unsigned char>(text[i + 1])))
      return {};
    int row = text[i] - '0' - (zeroBased ? 0 : 1);
    int col = text[i + 1] - '0' - (zeroBased ? 0 : 1);
    i += 2;
    if (row < 0 || col < 0 || row >= static_cast<int>(rows) || col >= static_cast<int>(cols)) outOfRange = true;
    result.push_back(static_cast<std::uint8_t>((row & 3) * 4 + (col & 3)));
  }
  return result;
}

}  // namespace

TypeId Analyzer::checkMember(ast::MemberExpr* member) {
  TypeId base = check(member->base);
  if (types_.isError(base)) return TypeTable::kError;
  const ir::Type& t = types_.get(base);
  const std::string& name = member->member;

  if (t.kind == ir::TypeKind::Struct || t.kind == ir::TypeKind::Interface) {
    const std::vector<ir::Field>& fields = types_.record(base).fields;
    for (std::size_t i = 0; i < fields.size(); ++i) {
      if (fields[i].name != name) continue;
      member->semaMember = ast::MemberKind::Field;
      member->semaField = static_cast<std::int32_t>(i);
      return fields[i].type;
    }
    std::vector<std::string_view> names;
    for (const ir::Field& field : fields) names.push_back(field.name);
    error(DiagCode::NoSuchMember, member->memberSpan,
          quoted(name) + " is not member of struct " + quoted(typeName(base)) + suggestAmong(name, names));
    return TypeTable::kError;
  }
  if (t.kind == ir::TypeKind::Array) {
    if (name == "length") {
      member->semaMember = ast::MemberKind::Length;
      return TypeTable::scalar(ir::Scalar::Int);
    }
    error(DiagCode::NoSuchMember, member->memberSpan, quoted(name) + " is not a member of an array");
    return TypeTable::kError;
  }
  if (t.kind != ir::TypeKind::Numeric) {
    error(DiagCode::NoSuchMember, member->memberSpan,
          "a value of type " + quoted(typeName(base)) + " has no member " + quoted(name));
    return TypeTable::kError;
  }

  if (t.rows != 0) {
    bool outOfRange = false;
    std::vector<std::uint8_t> parts = parseMatrixSwizzle(name, t.rows, t.cols, outOfRange);
    if (parts.empty() || outOfRange) {
      error(DiagCode::BadSwizzle, member->memberSpan, "invalid matrix swizzle " + quoted(name));
      return TypeTable::kError;
    }
    if (parts.size() > 4) {
      error(DiagCode::SwizzleTooLong, member->memberSpan, "swizzle too long " + quoted(name));
      return TypeTable::kError;
    }
    member->semaMember = ast::MemberKind::MatrixSwizzle;
    member->semaCount = static_cast<std::uint8_t>(parts.size());
    for (std::size_t i = 0; i < parts.size(); ++i) member->semaComponents[i] = parts[i];
    return parts.size() == 1 ? TypeTable::scalar(t.scalar) : TypeTable::vector(t.scalar, static_cast<unsigned>(parts.size()));
  }

  unsigned available = t.cols == 0 ? 1 : t.cols;
  for (char c : name) {
    int component = swizzleComponent(c);
    if (component < 0) {
      error(DiagCode::BadSwizzle, member->memberSpan,
            std::string("invalid character '") + c + "' in swizzle " + quoted(name));
      return TypeTable::kError;
    }
    if (static_cast<unsigned>(component) >= available) {
      error(DiagCode::BadSwizzle, member->memberSpan,
            std::string("swizzle component '") + c + "' is outside " + quoted(typeName(base)));
      return TypeTable::kError;
    }
  }
  if (name.size() > 4) {
    error(DiagCode::SwizzleTooLong, member->memberSpan, "swizzle too long " + quoted(name));
    return TypeTable::kError;
  }
  member->semaMember = ast::MemberKind::Swizzle;
  member->semaCount = static_cast<std::uint8_t>(name.size());
  for (std::size_t i = 0; i < name.size(); ++i)
    member->semaComponents[i] = static_cast<std::uint8_t>(swizzleComponent(name[i]));
  return name.size() == 1 ? TypeTable::scalar(t.scalar) : TypeTable::vector(t.scalar, static_cast<unsigned>(name.size()));
}

TypeId Analyzer::checkIndex(ast::IndexExpr* index) {
  TypeId base = check(index->base);
  TypeId subscript = check(index->index);
  if (types_.isError(base)) return TypeTable::kError;
  TypeId result = types_.indexResult(base);
  if (types_.isError(result)) {
    error(DiagCode::NotIndexable, index->span, "cannot index a non-array value");
    return TypeTable::kError;
  }
  if (!types_.isError(subscript) && !types_.isScalar(subscript)) {
    error(DiagCode::InvalidOperands, index->index->span,
          "array index must be a scalar, not " + quoted(typeName(subscript)));
    return TypeTable::kError;
  }
  // A constant index outside a sized array is cgc's C1068 (measured on local arrays and on a geometry
  // program's AttribArray, whose length is the input primitive's vertex count: position[3] of a TRIANGLE).
  if (types_.isArray(base) && types_.get(base).length >= 0) {
    std::optional<long long> at = evalConstInt(index->index);
    if (at && (*at < 0 || *at >= types_.get(base).length))
      error(DiagCode::ConstructorTooMuchData, index->index->span,
            "array index out of bounds (" + std::to_string(*at) + " in an array of " +
                std::to_string(types_.get(base).length) + ")");
  }
  return result;
}

}  // namespace cgx::sema
