// Geometry programs (gp4gp, gp5gp, glslg): the entry's input primitive, the length it gives AttribArray
// parameters, and the calls only a geometry program may make. As cgc 3.1 measures (tests/sema/diagnostics
// 181-185): an entry without a primitive word is `(0) : error C6022: No input primitive type` unless a
// `-po TRIANGLE` (...) names one; two words are C6023; the -po option wins over the entry's word; emitVertex
// and restartStrip in a vertex or fragment program are C3004.
#include "sema/Analyzer.h"

namespace cgx::sema {

ast::PrimitiveKind Analyzer::checkGeometryEntry(ast::FunctionDecl* entry) {
  if (entry->primitiveWords > 1) {
    error(DiagCode::MultiplePrimitives, entry->nameSpan,
          "multiple input primitive types (the entry can take one of POINT, LINE, LINE_ADJ, TRIANGLE, TRIANGLE_ADJ)");
    return ast::PrimitiveKind::None;
  }
  ast::PrimitiveKind primitive =
      options_.inputPrimitive != ast::PrimitiveKind::None ? options_.inputPrimitive : entry->primitive;
  if (primitive == ast::PrimitiveKind::None)
    error(DiagCode::NoInputPrimitive, entry->nameSpan,
          "no input primitive type: write POINT, LINE, LINE_ADJ, TRIANGLE or TRIANGLE_ADJ before the entry's "
          "return type, or give one with -po");
  return primitive;
}

int Analyzer::attribArrayLength(const ast::FunctionDecl* fn) const {
  if (options_.stage != Stage::Geometry) return -1;
  ast::PrimitiveKind primitive = fn->primitive;
  // The -po option is the entry's: a helper function keeps its own word.
  if (fn->name == options_.entry && fn->semaOwner == nullptr && options_.inputPrimitive != ast::PrimitiveKind::None)
    primitive = options_.inputPrimitive;
  // Two words (C6023) size nothing: the entry's check reports them.
  if (primitive == ast::PrimitiveKind::None || fn->primitiveWords > 1) return -1;
  return static_cast<int>(ast::primitiveVertices(primitive));
}

void Analyzer::checkGeometryOnlyCall(const ast::CallExpr* call, const std::string& name) {
  if (options_.stage == Stage::Geometry || options_.stage == Stage::Unknown) return;
  // Like cgc's, only where the entry reaches the call: a file may hold a vertex and a geometry entry.
  error(DiagCode::FunctionNotSupported, call->span, "function " + quoted(name) + " not supported in this profile "
        "(only geometry programs emit vertices: gp4gp, gp5gp, glslg)").onlyWhereReached = true;
}

}  // namespace cgx::sema
