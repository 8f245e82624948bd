// Spellings of operators and qualifiers, shared by the AST dump and later stages' diagnostics.
#include "ast/Ast.h"

namespace cgx::ast {

std::string qualifierNames(Qualifiers q) {
  static const std::pair<Qualifier, const char*> names[] = {
      {QualStatic, "static"},   {QualExtern, "extern"},   {QualInline, "inline"},
      {QualUniform, "uniform"}, {QualVarying, "varying"}, {QualConst, "const"},
      {QualShared, "shared"},   {QualVolatile, "volatile"}, {QualIn, "in"},
      {QualOut, "out"},         {QualInOut, "inout"},     {QualPacked, "packed"},
      {QualRowMajor, "row_major"}, {QualColumnMajor, "column_major"}, {QualUnsigned, "unsigned"},
      {QualPrecise, "precise"}};
  std::string out;
  for (auto& [bit, name] : names) {
    if ((q & bit) == 0) continue;
    if (!out.empty()) out += ' ';
    out += name;
  }
  return out;
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
