// Lowering's driver: module set-up, globals with their binding hints, and one IR function per definition.
#include <algorithm>
#include <cctype>
#include <cstdint>

#include "ir/Validator.h"
#include "lower/Lowerer.h"

namespace cgx::lower {

using namespace cgx::ir;

ir::Module lower(const sema::SemaResult& sema, ast::TranslationUnit&, ir::TypeTable& types,
                 DiagnosticSink& sink, LowerOptions options) {
  return Lowerer(sema, types, sink, options).run();
}

ParamDir paramDir(const ast::VarDecl* p) {
  if ((p->qualifiers & ast::QualInOut) || ((p->qualifiers & ast::QualIn) && (p->qualifiers & ast::QualOut)))
    return ParamDir::InOut;
  return (p->qualifiers & ast::QualOut) ? ParamDir::Out : ParamDir::In;
}

void Lowerer::unsupported(SourceSpan span, const std::string& what) {
  sink_.report(DiagCode::Unsupported, span, "cgx cannot lower " + what + " yet");
}

const ast::FunctionDecl* Lowerer::definitionOf(const ast::FunctionDecl* f) const {
  if (f && !f->body && f->semaDefinition) return f->semaDefinition;
  return f;
}

// `: register(c12)`, `: register(vs_2_0, c12)`, `: C12`, `: TEXUNIT0`, `: BUFFER[3]`, `: s0`.
BindingHint Lowerer::bindingOf(const ast::Semantic* s) const {
  BindingHint h;
  if (!s) return h;
  std::string reg = s->text;
  if (s->isRegister && !s->registerArgs.empty()) {
    reg = s->registerArgs.back();
    if (s->registerArgs.size() > 1) h.profile = s->registerArgs.front();
  }
  std::string up;
  for (char c : reg) up += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  auto digitsAfter = [&](std::size_t from, std::uint32_t& out) {
    std::size_t end = up.size();
    if (end > from && up[end - 1] == ']') --end;  // BUFFER[3]
    if (from < end && up[from] == '[') ++from;
    if (from >= end) return false;
    // Saturates at UINT32_MAX rather than wrapping (C4294967300 is not c[4]); the profile stage reports
    // any index past its limit (C5102).
    std::uint64_t v = 0;
    for (std::size_t i = from; i < end; ++i) {
      if (!std::isdigit(static_cast<unsigned char>(up[i]))) return false;
      v = std::min<std::uint64_t>(v * 10 + static_cast<std::uint64_t>(up[i] - '0'), UINT32_MAX);
    }
    out = static_cast<std::uint32_t>(v);
    return true;
  };
  h.text = s->isRegister ? "register(" + reg + ")" : s->text;
  if (up.rfind("TEXUNIT", 0) == 0 && digitsAfter(7, h.index)) h.kind = BindingHint::Kind::TexUnit;
  else if (up.rfind("BUFFER", 0) == 0 && digitsAfter(6, h.index)) h.kind = BindingHint::Kind::Buffer;
  else if (up == "BUFFER" && !s->isRegister) {
    h.kind = BindingHint::Kind::Buffer;
    h.unindexed = true;
  }
  else if (up.size() > 1 && up[0] == 'C' && digitsAfter(1, h.index)) h.kind = BindingHint::Kind::ConstRegister;
  else if (up.size() > 1 && (up[0] == 'S' || up[0] == 'T') && s->isRegister && digitsAfter(1, h.index))
    h.kind = BindingHint::Kind::TexUnit;
  else if (s->isRegister) h.kind = BindingHint::Kind::Other;
  else h.text.clear();  // an ordinary semantic (state.matrix.mvp): no binding asked for
  return h;
}

void Lowerer::lowerGlobals() {
  for (const ast::VarDecl* v : sema_.globals) {
    Global g;
    g.name = v->name;
    g.type = boundType(v);
    g.span = v->span;
    switch (v->semaStorage) {
      case ast::VarStorage::StaticGlobal: g.kind = GlobalKind::Static; break;
      case ast::VarStorage::ConstGlobal: g.kind = GlobalKind::Const; break;
      default: g.kind = GlobalKind::Uniform; break;
    }
    if (v->semantic && !v->semantic->isRegister) g.semantic = v->semantic->text;
    if (g.kind == GlobalKind::Uniform) g.binding = bindingOf(v->semantic);
    if (g.kind == GlobalKind::Uniform && v->type && v->type->structDecl && v->type->structDecl->isBufferBlock)
      g.bufferBlock = v->type->structDecl->name;
    g.columnMajor = g.kind == GlobalKind::Uniform && v->columnMajor;
    // A const/static initializer is lowered with the entry (it may need statements); until then a const
    // without a known value is program-private storage.
    if (g.kind == GlobalKind::Const) g.kind = GlobalKind::Static;
    // A uniform's initializer is the default the application starts with (CgFX `sampler_state { ... }`
    // blocks included), not code the program runs: the program reads whatever was set.
    if (v->init && g.kind != GlobalKind::Uniform) dynamicInits_.push_back(v);
    if (v->init && g.kind == GlobalKind::Uniform) uniformDefaults_.push_back(v);
    if (g.kind == GlobalKind::Uniform && addElementGlobals(v, g)) continue;  // an array bound element by element
    globalIds_[v] = module_.addGlobal(std::move(g));
  }
}

namespace {

// Numbers all the way down: the only uniforms whose initializer is a default value the runtime can store
// (a sampler's `sampler_state { ... }` is CgFX state, not a value).
bool plainData(const TypeTable& types, TypeId t) {
  const Type& type = types.get(t);
  if (type.kind == TypeKind::Numeric) return true;
  if (type.kind == TypeKind::Array) return type.length >= 0 && plainData(types, type.element);
  if (type.kind == TypeKind::Struct) {
    for (const Field& field : types.record(t).fields)
      if (!plainData(types, field.type)) return false;
    return true;
  }
  return false;
}

}  // namespace

void Lowerer::foldInitializersOutsideCode(const std::vector<const ast::VarDecl*>& decls) {
  if (decls.empty()) return;
  Function scratch;
  Builder bld(module_, scratch);
  builder_ = &bld;
  for (const ast::VarDecl* v : decls) {
    auto id = globalIds_.find(v);
    if (id == globalIds_.end() || !v->semaType || !plainData(types_, v->semaType)) continue;
    ExprId e = initializer(v->init, v->semaType);
    if (const auto* c = std::get_if<ConstantExpr>(&scratch.expr(e).node)) {
      Global& g = module_.global(id->second);
      g.init = c->constant;
      if (v->semaStorage == ast::VarStorage::ConstGlobal) g.kind = GlobalKind::Const;
    }
  }
  builder_ = nullptr;
}

void Lowerer::lowerFunction(const ast::FunctionDecl* decl, FuncId id, const std::vector<TypeId>& bindings) {
  Function& fn = module_.function(id);
  fn.name = decl->semaOwner ? decl->semaOwner->name + "::" + decl->name : decl->name;
  for (std::size_t i = 0; i < bindings.size(); ++i)  // a specialization: shade<PointLight>
    fn.name += (i == 0 ? "<" : ",") + types_.name(bindings[i]) + (i + 1 == bindings.size() ? ">" : "");
  fn.returnType = decl->semaType ? decl->semaType : TypeTable::kVoid;
  fn.isEntry = decl == sema_.entry;
  fn.span = decl->span;
  Builder bld(module_, fn);
  builder_ = &bld;
  fnDecl_ = decl;
  vars_.clear();
  outputs_.clear();
  splitParams_.clear();
  concrete_.clear();
  entryResult_.reset();
  this_.reset();
  fn.fromStdlib = decl->semaFromStdlib;
  if (decl->semaFromStdlib) bld.dropSpans();
  bld.setSpan(decl->span);
  if (types_.get(fn.returnType).kind == TypeKind::Interface) {
    // cgc follows the struct such a function returns into its caller; cgx gives each interface value its
    // struct where it is made (LowerInterfaces.cpp) and has none to give a return value yet. The error
    // stops the compile before anything reads the empty function.
    unsupported(decl->span, "a function that returns an interface");
    fn.returnType = TypeTable::kVoid;
    builder_ = nullptr;
    return;
  }
  if (fn.isEntry) {
    fn.returnType = TypeTable::kVoid;
    entryPrologue(decl);
  } else {
    if (decl->semaOwner) {
      fn.params.push_back(Param{"this", decl->semaOwner->semaType, ParamDir::In});
      this_ = ParamId(0);
    }
    std::size_t bound = 0;
    for (const ast::VarDecl* p : decl->params) {
      TypeId type = p->semaType;
      const bool unsized = types_.isUnsizedArray(type);
      if ((types_.get(type).kind == TypeKind::Interface || unsized) && bound < bindings.size()) {
        type = bindings[bound++];  // the struct (or array length) this specialization was made for
        if (!unsized) concrete_[p] = type;
      }
      fn.params.push_back(Param{p->name, type, paramDir(p)});
      vars_[p] = VarRef::param(ParamId(static_cast<std::uint32_t>(fn.params.size() - 1)));
    }
  }
  if (decl->body) lowerStmt(decl->body);
  bld.setSpan(decl->span);
  if (flowsOut(fn.body)) {
    if (fn.isEntry) entryEpilogue();
    else if (fn.returnType != TypeTable::kVoid) bld.ret(zero(fn.returnType));  // sema allowed a path
  }                                                                          // without return: undefined
  builder_ = nullptr;
}

namespace {
void markReferenced(Module& m) {
  for (const Function& f : m.functions)
    for (const Expr& e : f.exprs)
      if (const auto* l = std::get_if<LoadExpr>(&e.node); l && l->access.var.kind == VarKind::Global)
        if (l->access.var.index < m.globals.size()) m.globals[l->access.var.index].referenced = true;
}
}  // namespace

// A generic sampler global takes the type its lookups gave it (convertTo): the global and every whole load
// of it. A load no lookup typed (the sampler passed on to a function's `sampler` parameter) would keep the
// generic type, so that use is reported instead.
void Lowerer::typeGenericSamplers() {
  for (const auto& [global, type] : genericSamplers_) {
    bool untyped = false;
    for (Function& fn : module_.functions)
      for (std::uint32_t e = 0; e < fn.exprs.size(); ++e) {
        const auto* load = std::get_if<LoadExpr>(&fn.exprs[e].node);
        if (!load || load->access.var.kind != VarKind::Global || load->access.var.index != global ||
            !load->access.steps.empty() || fn.exprs[e].type != module_.global(GlobalId(global)).type)
          continue;
        untyped = true;
        unsupported(e < fn.exprSpans.size() ? fn.exprSpans[e] : fn.span,
                    "a generic sampler used other than by a texture lookup");
      }
    if (!untyped) module_.global(GlobalId(global)).type = type;
  }
}

namespace {
ir::Primitive inputPrimitive(ast::PrimitiveKind kind) {
  switch (kind) {
    case ast::PrimitiveKind::None: return ir::Primitive::None;
    case ast::PrimitiveKind::Point: return ir::Primitive::Points;
    case ast::PrimitiveKind::Line: return ir::Primitive::Lines;
    case ast::PrimitiveKind::LineAdj: return ir::Primitive::LinesAdjacency;
    case ast::PrimitiveKind::Triangle: return ir::Primitive::Triangles;
    case ast::PrimitiveKind::TriangleAdj: return ir::Primitive::TrianglesAdjacency;
  }
  return ir::Primitive::None;
}
}  // namespace

ir::Module Lowerer::run() {
  // Ids first: calls may name a function lowered later. The vector grows only between two functions'
  // lowering (lowerSpecializations), so a Builder's reference into it stays valid. A function with
  // interface or unsized array parameters has no IR function of its own, only its specializations.
  auto generic = [&](const ast::FunctionDecl* f) { return f != sema_.entry && hasSpecializedParam(f); };
  for (const ast::FunctionDecl* f : sema_.functions) {
    if (generic(f)) continue;
    funcIds_[f] = module_.addFunction(Function{});
    if (f == sema_.entry) module_.entry = funcIds_[f];
  }
  nextFuncId_ = static_cast<std::uint32_t>(module_.functions.size());
  module_.inputPrimitive = inputPrimitive(sema_.inputPrimitive);
  module_.outputPrimitive = inputPrimitive(sema_.outputPrimitive);
  lowerGlobals();
  for (const ast::FunctionDecl* f : sema_.functions)
    if (!generic(f)) lowerFunction(f, funcIds_[f]);
  lowerSpecializations();
  // -noentry: no prologue to put static initializers in; fold what folds.
  if (!sema_.entry) foldInitializersOutsideCode(dynamicInits_);
  foldInitializersOutsideCode(uniformDefaults_);
  typeGenericSamplers();
  copyWrittenUniforms();  // before markReferenced: the copies' reads count
  if (options_.packMatrices) packColumnMajorUniforms();  // after the copies: they start from the row form
  markReferenced(module_);
  return std::move(module_);
}

}  // namespace cgx::lower
