// Interfaces resolved at compile time, as cgc 3.1 resolves them: an interface value is always some struct
// that implements it, and the program is compiled for that struct. A function with interface-typed
// parameters (`float3 shade(Light l, float3 p)`) is lowered once per combination of structs its calls pass
// (a specialization, named `shade<PointLight>`), its parameters typed as those structs, so `l.illuminate(p)`
// in it is a plain call of PointLight::illuminate. Calls pass the struct itself, or an interface parameter
// of the calling specialization on to the next (`inner(l, p)`).
//
// Sema's call graph counts every implementation of an interface method as a callee of a call through it,
// so the specializations cannot close a cycle (C5005 first) and their number is finite; the limit below
// keeps it small.
//
// An interface uniform holds what the application chooses (through libCg or CgFX), unknown here unless
// cgc's -type bound it (LowerOptions::interfaceBindings): then it is that struct, in the IR too. A call
// that needs an unknown choice becomes an ir::UnresolvedCallStmt, C1306 only if it survives dead-code
// elimination. A uniform array of interfaces bound element by element (`layers[1] = Stripe`) is a uniform
// per element, each its own struct (LowerInterfaceArrays.cpp; concreteType asks it about `layers[i]`).
// An interface local takes the struct it is first given (`Light l = pl;` or `l = pl;`) and keeps it; cgc
// also follows a variable given another struct later, which cgx reports (C0165). Interface arrays that are
// no uniforms, struct members, out parameters and return values, which cgc also follows, are C0165 for now.
//
// Unsized array parameters (`float4 sum(float4 a[])`, a geometry helper's `AttribArray<float3> p`) are
// specialized the same way, once per array length the calls pass (`sum<float4[3]>`): cgc compiles each call
// with its argument's length, and a file may pass AttribArrays of TRIANGLE and of TRIANGLE_ADJ entries to one
// helper.
#include <algorithm>

#include "lower/Lowerer.h"
#include "support/Limits.h"

namespace cgx::lower {

using namespace cgx::ir;

namespace {

bool isInterface(const TypeTable& types, TypeId t) { return types.get(t).kind == TypeKind::Interface; }

// A call of a function that returns an interface: lowerFunction reports those (C0165); the value's struct
// is unknown here, which is not the application's choice, so it is no C1306.
bool returnedInterface(const ast::Expr* e) { return e->kind == ast::ExprKind::Call; }

// A parameter a specialization gives a type of its own: an interface's struct, an unsized array's length.
bool isSpecialized(const TypeTable& types, TypeId t) { return isInterface(types, t) || types.isUnsizedArray(t); }


// The struct's own definition of an interface method (sema checked it exists: C1303).
const ast::FunctionDecl* implementationOf(const sema::SemaResult& sema, TypeId structType,
                                          const ast::FunctionDecl* method) {
  for (const ast::FunctionDecl* f : sema.functions) {
    if (f->semaOwner == nullptr || f->semaOwner->semaType != structType || f->name != method->name ||
        f->params.size() != method->params.size())
      continue;
    bool same = true;
    for (std::size_t i = 0; i < f->params.size(); ++i) same &= f->params[i]->semaType == method->params[i]->semaType;
    if (same) return f;
  }
  return nullptr;
}

}  // namespace

std::optional<TypeId> Lowerer::concreteType(const ast::Expr* e) const {
  if (types_.isStruct(e->semaType)) return e->semaType;
  if (e->kind == ast::ExprKind::Assign && static_cast<const ast::AssignExpr*>(e)->op == ast::AssignOp::Assign)
    return concreteType(static_cast<const ast::AssignExpr*>(e)->value);  // `k = m = pl`
  if (isBoundElement(e)) return elementStruct(e);  // `layers[1]`, the element chosen for it
  if (e->kind != ast::ExprKind::Name) return std::nullopt;
  const ast::Decl* d = static_cast<const ast::NameExpr*>(e)->semaDecl;
  if (d == nullptr || d->kind != ast::DeclKind::Var) return std::nullopt;
  const auto* v = static_cast<const ast::VarDecl*>(d);
  if (auto it = concrete_.find(v); it != concrete_.end()) return it->second;
  if (auto it = options_.interfaceBindings.find(v); it != options_.interfaceBindings.end()) return it->second;
  return std::nullopt;
}

const ast::VarDecl* Lowerer::interfaceVariable(const ast::Expr* e) const {
  if (e->kind != ast::ExprKind::Name || !isInterface(types_, e->semaType)) return nullptr;
  const ast::Decl* d = static_cast<const ast::NameExpr*>(e)->semaDecl;
  if (d == nullptr || d->kind != ast::DeclKind::Var) return nullptr;
  const auto* v = static_cast<const ast::VarDecl*>(d);
  return v->semaStorage == ast::VarStorage::Local || v->semaStorage == ast::VarStorage::Parameter ? v : nullptr;
}

ExprId Lowerer::bindInterfaceVariable(const ast::VarDecl* v, const ast::Expr* value, SourceSpan span) {
  if (std::optional<ExprId> fromElement = bindElementVariable(v, value, span)) return *fromElement;
  std::optional<TypeId> type = concreteType(value);
  auto bound = concrete_.find(v);
  if (!type) {
    if (bound != concrete_.end()) unsupported(span, "giving '" + v->name + "' a struct not known until run time");
    return ExprId{};
  }
  if (bound != concrete_.end() && bound->second != *type) {
    // cgc follows the assignments in order (and reports C1306 where branches disagree); cgx gives each
    // interface variable one struct.
    unsupported(span, "an interface variable given a '" + types_.name(*type) + "' after a '" +
                          types_.name(bound->second) + "'");
    return ExprId{};
  }
  if (bound == concrete_.end()) {
    vars_[v] = VarRef::local(b().function().addLocal(v->name, *type));
    concrete_[v] = *type;
  }
  ExprId stored = rvalue(value);
  b().setSpan(span);
  b().store(vars_[v], stored);
  return b().load(Access{vars_[v], {}});
}

TypeId Lowerer::boundType(const ast::VarDecl* uniform) const {
  auto it = options_.interfaceBindings.find(uniform);
  return it != options_.interfaceBindings.end() ? it->second : uniform->semaType;
}

FuncId Lowerer::callTarget(const ast::CallExpr* e, const ast::FunctionDecl** decl) {
  *decl = definitionOf(e->semaFunction);
  b().setSpan(e->span);
  if (e->callee->kind == ast::ExprKind::Member) {
    const ast::Expr* object = static_cast<const ast::MemberExpr*>(e->callee)->base;
    if (isInterface(types_, object->semaType)) {
      std::optional<TypeId> type = concreteType(object);
      if (!type && returnedInterface(object)) {
        unsupported(object->span, "a function that returns an interface");
        return FuncId{};
      }
      const ast::FunctionDecl* method = type ? implementationOf(sema_, *type, e->semaFunction) : nullptr;
      if (method == nullptr) {
        b().unresolvedCall("'" + types_.name(object->semaType) + "." + e->semaFunction->name +
                           "' has no implementation until the application binds one");
        return FuncId{};
      }
      *decl = method;
    }
  }
  if (*decl == nullptr || !hasSpecializedParam(*decl)) {
    auto it = *decl ? funcIds_.find(*decl) : funcIds_.end();
    if (it != funcIds_.end()) return it->second;
    unsupported(e->span, "a call to a function without a definition");
    return FuncId{};
  }
  std::vector<TypeId> bindings;
  for (std::size_t i = 0; i < (*decl)->params.size(); ++i) {
    const ast::VarDecl* p = (*decl)->params[i];
    if (!isSpecialized(types_, p->semaType)) continue;
    const ast::Expr* arg = i < e->args.size() ? e->args[i] : p->init;
    if (types_.isUnsizedArray(p->semaType)) {
      std::optional<TypeId> sized = arg ? sizedArrayType(arg) : std::nullopt;
      if (!sized && arg && elementArray(arg)) {  // its elements are uniforms of their own, no one array
        (void)wholeElementArray(arg);
        return FuncId{};
      }
      if (!sized) {
        unsupported(arg ? arg->span : e->span, "an unsized array argument of no known length");
        return FuncId{};
      }
      bindings.push_back(*sized);
      continue;
    }
    if (paramDir(p) != ParamDir::In) {  // the struct would flow out of the callee: cgc follows it, cgx not yet
      unsupported(arg ? arg->span : e->span, "an out or inout interface parameter");
      return FuncId{};
    }
    std::optional<TypeId> type = arg ? concreteType(arg) : std::nullopt;
    if (!type && arg && returnedInterface(arg)) {
      unsupported(arg->span, "a function that returns an interface");
      return FuncId{};
    }
    if (!type) {
      b().unresolvedCall("the " + types_.name(p->semaType) + " passed to '" + (*decl)->name +
                         "' has no implementation until the application binds one");
      return FuncId{};
    }
    bindings.push_back(*type);
  }
  auto key = std::make_pair(*decl, bindings);
  if (auto it = specialized_.find(key); it != specialized_.end()) return it->second;
  // Each specialization needs a call that passes its structs (or lengths); calls that each pass two choices on
  // to the next function multiply them per level, so their number is bounded like the inliner's output.
  if (specialized_.size() >= limits::kSpecializations) {
    sink_.report(DiagCode::InlinedTooLarge, e->span,
                 "specializing '" + (*decl)->name + "' for its interface arguments would exceed " +
                     std::to_string(limits::kSpecializations) + " specialized functions");
    return FuncId{};
  }
  FuncId id(nextFuncId_++);
  specialized_.emplace(std::move(key), id);
  pendingSpecializations_.push_back(Specialization{*decl, std::move(bindings), id});
  return id;
}

bool Lowerer::hasSpecializedParam(const ast::FunctionDecl* decl) const {
  return std::any_of(decl->params.begin(), decl->params.end(),
                     [&](const ast::VarDecl* p) { return isSpecialized(types_, p->semaType); });
}

std::optional<TypeId> Lowerer::sizedArrayType(const ast::Expr* e) const {
  if (types_.isArray(e->semaType) && !types_.isUnsizedArray(e->semaType)) return e->semaType;
  // An unsized parameter of the calling specialization, passed on: the length it was made for.
  if (e->kind == ast::ExprKind::Name) {
    const auto* name = static_cast<const ast::NameExpr*>(e);
    auto var = vars_.find(static_cast<const ast::VarDecl*>(name->semaDecl));
    if (var != vars_.end() && var->second.kind == VarKind::Param) {
      TypeId t = builder_->function().params[var->second.index].type;
      if (types_.isArray(t) && !types_.isUnsizedArray(t)) return t;
    }
  }
  return std::nullopt;
}

void Lowerer::lowerSpecializations() {
  while (!pendingSpecializations_.empty()) {
    Specialization s = std::move(pendingSpecializations_.front());
    pendingSpecializations_.pop_front();
    FuncId id = module_.addFunction(Function{});  // ids were handed out in this order (callTarget)
    if (id.value != s.id.value) {
      unsupported(s.decl->span, "a specialization numbered out of order");  // never: both count up from one end
      return;
    }
    lowerFunction(s.decl, id, s.bindings);
  }
}

}  // namespace cgx::lower
