// Writes to uniforms. Cg lets a program assign to a uniform (`k.xyz = 4;`, `light.pos.x = 5;`, an out
// argument `f(k)`), entry parameters declared `uniform` included; cgc then gives each run its own copy,
// initialised from the uniform when the entry starts, and every later read and write goes to the copy.
// The IR keeps uniforms read-only (IR.h), so lowering does the same: each uniform some statement writes
// gets a Static global `name$copy`, the entry's first statement fills it from the uniform, and every access
// to the uniform in every function goes to the copy. The uniform keeps its name and binding, so the
// application still sets it by name, and it stays referenced through that first read.
#include <map>

#include "lower/Lowerer.h"
#include "passes/PassUtil.h"

namespace cgx::lower {

using namespace cgx::ir;

void Lowerer::copyWrittenUniforms() {
  std::map<std::uint32_t, std::uint32_t> copyOf;  // uniform global -> its copy
  for (Function& fn : module_.functions)
    passes::forEachStmt(fn.body, [&](Stmt& s) {
      passes::forEachWrite(s, [&](Access& a) {
        if (a.var.kind == VarKind::Global && module_.global(GlobalId(a.var.index)).kind == GlobalKind::Uniform)
          copyOf.emplace(a.var.index, 0);
      });
    });
  if (copyOf.empty()) return;
  for (auto& [uniform, copy] : copyOf) {
    const Global& u = module_.global(GlobalId(uniform));
    Global g{u.name + "$copy", u.type, GlobalKind::Static, "", {}, {}, false, u.span, -1};
    copy = module_.addGlobal(std::move(g)).value;
  }
  auto retarget = [&](Access& a) {
    if (a.var.kind != VarKind::Global) return;
    if (auto it = copyOf.find(a.var.index); it != copyOf.end()) a.var.index = it->second;
  };
  for (Function& fn : module_.functions) {
    for (Expr& e : fn.exprs)
      if (auto* load = std::get_if<LoadExpr>(&e.node)) retarget(load->access);
    passes::forEachStmt(fn.body, [&](Stmt& s) { passes::forEachWrite(s, retarget); });
  }
  if (!module_.entry.valid()) return;  // -noentry: nothing runs, so nothing starts the copies
  Function& entry = module_.function(module_.entry);
  Builder bld(module_, entry);
  Block start = bld.collect([&] {
    for (const auto& [uniform, copy] : copyOf) {
      bld.setSpan(module_.global(GlobalId(uniform)).span);
      bld.store(VarRef::global(GlobalId(copy)), bld.load(VarRef::global(GlobalId(uniform))));
    }
  });
  entry.body.stmts.insert(entry.body.stmts.begin(), std::make_move_iterator(start.stmts.begin()),
                          std::make_move_iterator(start.stmts.end()));
}

}  // namespace cgx::lower
