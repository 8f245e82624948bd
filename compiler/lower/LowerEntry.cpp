// The entry function: its parameters and return value become varying globals (struct-typed ones flattened
// to one global per leaf, named by path: `IN.position`), read into locals at the start and written from
// locals before every return, so the body lowers like any function. Static/const global initializers run
// here too (folded to constants when they fold).
#include <functional>

#include "lower/Lowerer.h"

namespace cgx::lower {

using namespace cgx::ir;

namespace {
// Calls `leaf` for every non-struct part of a value of type `t` reachable from `at`.
void forEachLeaf(const TypeTable& types, TypeId t, const Access& at, const std::string& name,
                 const std::string& semantic,
                 const std::function<void(const Access&, TypeId, const std::string&, const std::string&)>& leaf) {
  if (!types.isStruct(t)) {
    leaf(at, t, name, semantic);
    return;
  }
  const Record& r = types.record(t);
  for (std::uint32_t i = 0; i < r.fields.size(); ++i) {
    Access sub = at;
    sub.steps.push_back(AccessStep{AccessStep::Kind::Field, i, {}});
    const Field& f = r.fields[i];
    forEachLeaf(types, f.type, sub, name + "." + f.name, f.semantic.empty() ? semantic : f.semantic, leaf);
  }
}
}  // namespace

void Lowerer::entryPrologue(const ast::FunctionDecl* decl) {
  Function& fn = b().function();
  int ordinal = -1;
  for (const ast::VarDecl* p : decl->params) {
    ++ordinal;
    b().setSpan(p->span);
    std::string semantic = p->semantic && !p->semantic->isRegister ? p->semantic->text : "";
    if ((p->qualifiers & ast::QualUniform) || p->semaStorage == ast::VarStorage::Uniform) {
      Global g{p->name, p->semaType, GlobalKind::Uniform, semantic, bindingOf(p->semantic), {}, false, p->span, ordinal};
      GlobalId id = module_.addGlobal(std::move(g));
      globalIds_[p] = id;
      vars_[p] = VarRef::global(id);
      if (p->init) uniformDefaults_.push_back(p);
      continue;
    }
    LocalId local = fn.addLocal(p->name, p->semaType);
    vars_[p] = VarRef::local(local);
    bool in = !(p->qualifiers & ast::QualOut) || (p->qualifiers & (ast::QualIn | ast::QualInOut));
    bool out = (p->qualifiers & (ast::QualOut | ast::QualInOut)) != 0;
    forEachLeaf(types_, p->semaType, Access{VarRef::local(local), {}}, p->name, semantic,
                [&](const Access& at, TypeId t, const std::string& name, const std::string& sem) {
                  if (in) {
                    GlobalId g = module_.addGlobal(Global{name, t, GlobalKind::VaryingIn, sem, {}, {}, false, p->span, ordinal});
                    b().store(at, b().load(VarRef::global(g)));
                  }
                  if (out) {
                    GlobalId g = module_.addGlobal(Global{name, t, GlobalKind::VaryingOut, sem, {}, {}, false, p->span, ordinal});
                    outputs_.push_back(Output{at, g});
                  }
                });
  }
  TypeId rt = decl->semaType ? decl->semaType : TypeTable::kVoid;
  if (rt != TypeTable::kVoid) {
    LocalId result = fn.addLocal("$result", rt);
    entryResult_ = result;
    std::string semantic = decl->semantic ? decl->semantic->text : "";
    forEachLeaf(types_, rt, Access{VarRef::local(result), {}}, "return", semantic,
                [&](const Access& at, TypeId t, const std::string& name, const std::string& sem) {
                  GlobalId g = module_.addGlobal(Global{name, t, GlobalKind::VaryingOut, sem, {}, {}, false, decl->span,
                                                        static_cast<int>(decl->params.size())});
                  outputs_.push_back(Output{at, g});
                });
  }
  // Global initializers, in source order: a constant goes into the pool (and a const global stays const);
  // anything else is stored here, before the body runs.
  for (const ast::VarDecl* v : dynamicInits_) {
    b().setSpan(v->span);
    GlobalId id = globalIds_[v];
    Block saved = b().collect([&] {
      ExprId e = initializer(v->init, v->semaType);
      if (const auto* c = std::get_if<ConstantExpr>(&fn.expr(e).node)) {
        Global& g = module_.global(id);
        g.init = c->constant;
        if (v->semaStorage == ast::VarStorage::ConstGlobal) g.kind = GlobalKind::Const;
      } else {
        b().store(VarRef::global(id), e);
      }
    });
    for (Stmt& s : saved.stmts) b().currentBlock()->stmts.push_back(std::move(s));
  }
  b().setSpan(decl->span);
}

void Lowerer::entryEpilogue() {
  for (const Output& o : outputs_) b().store(Access{VarRef::global(o.to), {}}, b().load(o.from));
}

}  // namespace cgx::lower
