// Geometry programs (gp4gp, gp5gp, glslg): the entry's input primitive, the length it gives AttribArray
// parameters, and the calls only a geometry program may make. As cgc 3.1 measures (tests/sema/diagnostics
// 181-185): an entry without a primitive word is `(0) : error C6022: No input primitive type` unless a
// `-po TRIANGLE` (...) names one; two words are C6023; the -po option wins over the entry's word; emitVertex
// and restartStrip in a vertex or fragment program are C3004; an emitVertex argument written without a
// semantic takes the one declared on the variables it reads (C6020 with two, C6021 with none).
#include "sema/Analyzer.h"
#include "semantic/Semantics.h"

namespace cgx::sema {

ast::PrimitiveKind Analyzer::checkGeometryEntry(ast::FunctionDecl* entry) {
  if (entry->outputPrimitiveWords > 1)
    error(DiagCode::MultipleOutputPrimitives, entry->nameSpan,
          "multiple output primitive types (the entry can take one of POINT_OUT, LINE_OUT, TRIANGLE_OUT)");
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
  // -noentry (and a CgFX file's whole-file check) compiles no program of a stage: each of its programs is
  // checked with its own profile.
  if (options_.stage == Stage::Geometry || options_.stage == Stage::Unknown || options_.noEntry) return;
  // Like cgc's, only where the entry reaches the call: a file may hold a vertex and a geometry entry.
  error(DiagCode::FunctionNotSupported, call->span, "function " + quoted(name) + " not supported in this profile "
        "(only geometry programs emit vertices: gp4gp, gp5gp, glslg)").onlyWhereReached = true;
}

namespace {

// The semantics declared on the variables `expr` reads (`position[i] / position[i].w` reads position :
// POSITION; a local `float2 uv : TEXCOORD0;` has one too), each once, in the order first read.
void declaredSemantics(const ast::Expr* expr, std::vector<const ast::Semantic*>& out) {
  if (expr == nullptr) return;
  auto add = [&](const ast::Semantic* s) {
    if (s == nullptr || s->isRegister) return;
    std::string canonical = semantic::parse(s->text).canonical;
    for (const ast::Semantic* seen : out)
      if (semantic::parse(seen->text).canonical == canonical) return;
    out.push_back(s);
  };
  switch (expr->kind) {
    case ast::ExprKind::Name: {
      const ast::Decl* decl = static_cast<const ast::NameExpr*>(expr)->semaDecl;
      if (decl != nullptr && decl->kind == ast::DeclKind::Var) add(static_cast<const ast::VarDecl*>(decl)->semantic);
      return;
    }
    case ast::ExprKind::Unary: return declaredSemantics(static_cast<const ast::UnaryExpr*>(expr)->operand, out);
    case ast::ExprKind::Cast: return declaredSemantics(static_cast<const ast::CastExpr*>(expr)->operand, out);
    case ast::ExprKind::Member: return declaredSemantics(static_cast<const ast::MemberExpr*>(expr)->base, out);
    case ast::ExprKind::Binary: {
      const auto* binary = static_cast<const ast::BinaryExpr*>(expr);
      declaredSemantics(binary->lhs, out);
      return declaredSemantics(binary->rhs, out);
    }
    case ast::ExprKind::Index: {
      const auto* index = static_cast<const ast::IndexExpr*>(expr);
      declaredSemantics(index->base, out);
      return declaredSemantics(index->index, out);
    }
    case ast::ExprKind::Conditional: {
      const auto* c = static_cast<const ast::ConditionalExpr*>(expr);
      declaredSemantics(c->condition, out);
      declaredSemantics(c->ifTrue, out);
      return declaredSemantics(c->ifFalse, out);
    }
    case ast::ExprKind::Call:
      for (const ast::Expr* arg : static_cast<const ast::CallExpr*>(expr)->args) declaredSemantics(arg, out);
      return;
    case ast::ExprKind::Constructor:
      for (const ast::Expr* arg : static_cast<const ast::ConstructorExpr*>(expr)->args) declaredSemantics(arg, out);
      return;
    default: return;
  }
}

}  // namespace

void Analyzer::inferEmitSemantic(ast::CallExpr* call, std::size_t index) {
  // Measured with cgc 3.1: `emitVertex(c[0] * 2)` emits COLOR0 (c : COLOR0), `position[ii] / position[ii].w`
  // POSITION; `p[0] + c[1]` is C6020, a local without a semantic C6021. cgc numbers the argument from 1 in
  // C6020 and from 0 in C6021; cgx says "argument N" from 1 in both.
  std::vector<const ast::Semantic*> found;
  declaredSemantics(call->args[index], found);
  std::string which = "emitVertex argument " + std::to_string(index + 1);
  if (found.size() == 1) {
    call->argSemantics.resize(call->args.size(), nullptr);
    call->argSemantics[index] = const_cast<ast::Semantic*>(found.front());
    return;
  }
  if (found.empty()) {
    error(DiagCode::NoEmitSemantic, call->args[index]->span,
          which + " has no semantic: write it as `value : SEMANTIC` (POSITION, COLOR0, TEXCOORD0, ...)");
    return;
  }
  std::string names;
  for (const ast::Semantic* s : found) names += (names.empty() ? "" : ", ") + semantic::parse(s->text).canonical;
  error(DiagCode::AmbiguousEmitSemantic, call->args[index]->span,
        which + " has several possible semantics (" + names + "): write one as `value : SEMANTIC`");
}

}  // namespace cgx::sema
