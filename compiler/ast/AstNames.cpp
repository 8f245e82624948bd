// Spellings of operators and qualifiers, shared by the AST dump and later stages' diagnostics.
#include "ast/Ast.h"

namespace cgx::ast {

namespace {
// The one list of qualifier words; the grammar's `qualifier` rule spells the same set.
struct QualifierName {
  Qualifier bit;
  std::string_view name;
};
constexpr QualifierName kQualifierNames[] = {
    {QualStatic, "static"},   {QualExtern, "extern"},   {QualInline, "inline"},
    {QualUniform, "uniform"}, {QualVarying, "varying"}, {QualConst, "const"},
    {QualShared, "shared"},   {QualVolatile, "volatile"}, {QualIn, "in"},
    {QualOut, "out"},         {QualInOut, "inout"},     {QualPacked, "packed"},
    {QualRowMajor, "row_major"}, {QualColumnMajor, "column_major"}, {QualUnsigned, "unsigned"},
    {QualPrecise, "precise"}};
}  // namespace

std::string qualifierNames(Qualifiers q) {
  std::string out;
  for (const QualifierName& qualifier : kQualifierNames) {
    if ((q & qualifier.bit) == 0) continue;
    if (!out.empty()) out += ' ';
    out += qualifier.name;
  }
  return out;
}

Qualifier qualifierFromName(std::string_view word) {
  for (const QualifierName& qualifier : kQualifierNames)
    if (qualifier.name == word) return qualifier.bit;
  return QualNone;
}

namespace {
struct PrimitiveName {
  PrimitiveKind kind;
  std::string_view word;
  unsigned vertices;
};
constexpr PrimitiveName kPrimitiveNames[] = {
    {PrimitiveKind::Point, "POINT", 1},       {PrimitiveKind::Line, "LINE", 2},
    {PrimitiveKind::LineAdj, "LINE_ADJ", 4},  {PrimitiveKind::Triangle, "TRIANGLE", 3},
    {PrimitiveKind::TriangleAdj, "TRIANGLE_ADJ", 6}};
}  // namespace

PrimitiveKind primitiveFromWord(std::string_view word) {
  for (const PrimitiveName& p : kPrimitiveNames)
    if (p.word == word) return p.kind;
  return PrimitiveKind::None;
}

PrimitiveKind outputPrimitiveFromWord(std::string_view word) {
  if (word == "POINT_OUT") return PrimitiveKind::Point;
  if (word == "LINE_OUT") return PrimitiveKind::Line;
  if (word == "TRIANGLE_OUT") return PrimitiveKind::Triangle;
  return PrimitiveKind::None;
}

unsigned primitiveVertices(PrimitiveKind kind) {
  for (const PrimitiveName& p : kPrimitiveNames)
    if (p.kind == kind) return p.vertices;
  return 0;
}

const char* spelling(UnaryOp op) {
  switch (op) {
    case UnaryOp::Plus: return "+";
    case UnaryOp::Minus: return "-";
    case UnaryOp::Not: return "!";
    case UnaryOp::BitNot: return "~";
    case UnaryOp::PreInc: return "++ (prefix)";
    case UnaryOp::PreDec: return "-- (prefix)";
    case UnaryOp::PostInc: return "++ (postfix)";
    case UnaryOp::PostDec: return "-- (postfix)";
  }
  return "?";
}

const char* spelling(BinaryOp op) {
  static const char* const names[] = {"*", "/", "%", "+", "-", "<<", ">>", "<", ">", "<=", ">=",
                                      "==", "!=", "&", "^", "|", "&&", "||", ","};
  return names[static_cast<int>(op)];
}

const char* spelling(AssignOp op) {
  static const char* const names[] = {"=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "^=", "|="};
  return names[static_cast<int>(op)];
}

}  // namespace cgx::ast
