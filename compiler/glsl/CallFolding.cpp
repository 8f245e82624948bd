// Folds a call's result temporary into the statement that uses it. Lowering turns every call into a
// statement writing a `$callN` temporary (IR expressions cannot call), so `L = normalize(v);` arrives as
// `$call1 = normalize(v); L = $call1;`. When the temporary is written once, read once, and read by the very
// next statement, the call is printed in place of the read: nothing runs in between, so the arguments see
// the same values. Calls with out/inout parameters or that write globals keep their statement.
#include <functional>
#include <variant>

#include "glsl/WriterImpl.h"
#include "passes/PassUtil.h"

namespace cgx::glsl {

using namespace ir;

namespace {

bool writesGlobal(Stmt& s) {
  bool writes = false;
  passes::forEachWrite(s, [&](Access& a) { writes |= a.var.kind == VarKind::Global; });
  return writes;
}

}  // namespace

bool Writer::callHasEffects(std::uint32_t function) {
  if (auto it = effects_.find(function); it != effects_.end()) return it->second;
  effects_[function] = true;  // recursion is not Cg; assume the worst while looking
  auto& fn = const_cast<Function&>(module_.functions[function]);  // the walkers take mutable blocks; nothing changes
  bool effects = false;
  for (const Param& p : fn.params) effects |= p.dir != ParamDir::In;
  passes::forEachStmt(fn.body, [&](Stmt& s) {
    effects |= writesGlobal(s) || std::holds_alternative<DiscardStmt>(s.node) ||
               std::holds_alternative<IntrinsicCallStmt>(s.node);
    if (const auto* c = std::get_if<CallStmt>(&s.node)) effects |= callHasEffects(c->callee.value);
  });
  effects_[function] = effects;
  return effects;
}

void Writer::findFoldableCalls(const Function& constFn) {
  foldable_.clear();
  auto& fn = const_cast<Function&>(constFn);
  const std::vector<passes::LocalUses> uses = passes::countLocalUses(fn);
  std::function<void(Block&)> scan = [&](Block& b) {
    for (std::size_t i = 0; i < b.stmts.size(); ++i) {
      Stmt& s = b.stmts[i];
      if (auto* f = std::get_if<IfStmt>(&s.node)) {
        scan(f->thenBlock);
        scan(f->elseBlock);
      } else if (auto* l = std::get_if<LoopStmt>(&s.node)) {
        scan(l->body);
        scan(l->continuing);
      }
      const auto* c = std::get_if<CallStmt>(&s.node);
      if (!c || !c->result || !c->result->steps.empty() || c->result->var.kind != VarKind::Local) continue;
      std::uint32_t local = c->result->var.index;
      if (fn.locals[local].name.rfind("$call", 0) != 0 || uses[local].reads != 1 || uses[local].writes != 1) continue;
      if (i + 1 >= b.stmts.size() || callHasEffects(c->callee.value)) continue;
      bool readNext = false;
      passes::forEachRoot(b.stmts[i + 1], [&](ExprId& root) {
        std::function<void(ExprId)> visit = [&](ExprId id) {
          if (const auto* load = std::get_if<LoadExpr>(&fn.expr(id).node);
              load && load->access.var.kind == VarKind::Local && load->access.var.index == local)
            readNext = true;
          forEachChild(fn.expr(id), [&](const ExprId& child) { visit(child); });
        };
        visit(root);
      });
      if (readNext) foldable_.insert(local);
    }
  };
  scan(fn.body);
}

}  // namespace cgx::glsl
