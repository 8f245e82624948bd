// The entry function: its parameters and return value become varying globals (struct-typed ones flattened
// to one global per leaf, named by path: `IN.position`), read into locals at the start and written from
// locals before every return, so the body lowers like any function. Static/const global initializers run
// here too (folded to constants when they fold). A varying struct parameter with members declared `uniform`
// is split by its top-level members: each uniform member is a uniform global named by path (`PREV.texture`,
// what cgc lists and the runtimes bind), each other member a local filled from its varyings; member reads
// go to the parts (Lowerer::path), so no local ever holds a sampler (GLSL forbids that). A geometry
// program's outputs are what its emitVertex calls name: one output per semantic, shared by the calls.
#include <functional>

#include "lower/Lowerer.h"
#include "ir/Intrinsic.h"
#include "semantic/Semantics.h"

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
bool hasUniformMember(const TypeTable& types, TypeId t) {
  if (!types.isStruct(t)) return false;
  for (const Field& f : types.record(t).fields)
    if (f.uniform) return true;
  return false;
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
      Global g{p->name, boundType(p), GlobalKind::Uniform, semantic, bindingOf(p->semantic), {}, false, p->span, ordinal};
      g.columnMajor = p->columnMajor;
      if (addElementGlobals(p, g)) continue;  // an array of interfaces bound element by element
      GlobalId id = module_.addGlobal(std::move(g));
      globalIds_[p] = id;
      vars_[p] = VarRef::global(id);
      if (p->init) uniformDefaults_.push_back(p);
      continue;
    }
    bool in = !(p->qualifiers & ast::QualOut) || (p->qualifiers & (ast::QualIn | ast::QualInOut));
    bool out = (p->qualifiers & (ast::QualOut | ast::QualInOut)) != 0;
    // One local's varyings: read at entry (in), written back before every return (out).
    auto bindVaryings = [&](LocalId local, TypeId type, const std::string& name, const std::string& sem) {
      forEachLeaf(types_, type, Access{VarRef::local(local), {}}, name, sem,
                  [&](const Access& at, TypeId t, const std::string& leafName, const std::string& leafSem) {
                    if (in) {
                      GlobalId g = module_.addGlobal(Global{leafName, t, GlobalKind::VaryingIn, leafSem, {}, {}, false, p->span, ordinal});
                      b().store(at, b().load(VarRef::global(g)));
                    }
                    if (out) {
                      GlobalId g = module_.addGlobal(Global{leafName, t, GlobalKind::VaryingOut, leafSem, {}, {}, false, p->span, ordinal});
                      outputs_.push_back(Output{at, g});
                    }
                  });
    };
    if (!out && hasUniformMember(types_, p->semaType)) {
      std::vector<VarRef>& parts = splitParams_[p];
      for (const Field& f : types_.record(p->semaType).fields) {
        std::string name = p->name + "." + f.name;
        if (f.uniform) {
          ast::Semantic written;
          written.text = f.semantic;
          Global g{name, f.type, GlobalKind::Uniform, f.semantic, bindingOf(f.semantic.empty() ? nullptr : &written),
                   {}, false, p->span, ordinal};
          g.columnMajor = f.columnMajor;
          parts.push_back(VarRef::global(module_.addGlobal(std::move(g))));
          continue;
        }
        LocalId local = fn.addLocal(name, f.type);
        parts.push_back(VarRef::local(local));
        bindVaryings(local, f.type, name, f.semantic.empty() ? semantic : f.semantic);
      }
      continue;
    }
    LocalId local = fn.addLocal(p->name, p->semaType);
    vars_[p] = VarRef::local(local);
    bindVaryings(local, p->semaType, p->name, semantic);
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

void Lowerer::emitVertex(const ast::CallExpr* e) {
  IntrinsicCallStmt stmt{IntrinsicOp::EmitVertex, e->semaSignature, {}, {}, {}};
  auto emit = [&](ExprId value, TypeId type, const std::string& written, SourceSpan span) {
    if (written.empty()) {  // a struct field without a semantic (sema asked for a top-level argument's)
      sink_.report(DiagCode::NoEmitSemantic, span, "emitVertex argument without a semantic: give the field one");
      return;
    }
    std::string canonical = semantic::parse(written).canonical;
    auto [it, fresh] = emitted_.emplace(canonical, GlobalId{});
    if (fresh)
      it->second = module_.addGlobal(Global{written, type, GlobalKind::VaryingOut, written, {}, {}, false, span, -1});
    TypeId declared = module_.global(it->second).type;
    if (type != declared) {
      if (types_.componentCount(type) != types_.componentCount(declared)) {
        sink_.report(DiagCode::IncompatibleArgument, span,
                     "emitVertex writes " + written + " as " + types_.name(type) + " here and as " +
                         types_.name(declared) + " before");
        return;
      }
      value = convertTo(value, declared);  // half4 where float4 was emitted: the one output's type
    }
    stmt.args.push_back(CallArg{value, std::nullopt});
    stmt.outputs.push_back(it->second);
  };
  for (std::size_t i = 0; i < e->args.size(); ++i) {
    const ast::Expr* arg = e->args[i];
    const ast::Semantic* written = i < e->argSemantics.size() ? e->argSemantics[i] : nullptr;
    TypeId type = arg->semaType;
    if (written != nullptr || !types_.isStruct(type)) {
      emit(rvalue(arg), type, written != nullptr ? written->text : "", arg->span);
      continue;
    }
    // A struct: each leaf is an output with its field's semantic, read from a copy (expressions are trees).
    LocalId copy = temp(type, "emit");
    b().setSpan(arg->span);
    b().store(VarRef::local(copy), rvalue(arg));
    forEachLeaf(types_, type, Access{VarRef::local(copy), {}}, "", "",
                [&](const Access& at, TypeId t, const std::string&, const std::string& sem) {
                  emit(b().load(at), t, sem, arg->span);
                });
  }
  b().setSpan(e->span);
  b().emit(std::move(stmt));
}

void Lowerer::entryEpilogue() {
  for (const Output& o : outputs_) b().store(Access{VarRef::global(o.to), {}}, b().load(o.from));
}

}  // namespace cgx::lower
