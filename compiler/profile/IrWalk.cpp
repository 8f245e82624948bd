#include "profile/IrWalk.h"

#include <algorithm>
#include <set>

namespace cgx::profile {

using namespace ir;

void forEachStmt(const Block& block, const std::function<void(const Stmt&)>& f) {
  for (const Stmt& s : block.stmts) {
    f(s);
    if (const auto* i = std::get_if<IfStmt>(&s.node)) {
      forEachStmt(i->thenBlock, f);
      forEachStmt(i->elseBlock, f);
    } else if (const auto* l = std::get_if<LoopStmt>(&s.node)) {
      forEachStmt(l->body, f);
      forEachStmt(l->continuing, f);
    }
  }
}

namespace {
void accessRoots(const Access& a, const std::function<void(ExprId, bool)>& f) {
  for (const AccessStep& step : a.steps)
    if (step.kind == AccessStep::Kind::Index) f(step.index, true);
}
void argRoots(const std::vector<CallArg>& args, const std::optional<Access>& result,
              const std::function<void(ExprId, bool)>& f) {
  for (const CallArg& a : args) {
    if (a.value) f(*a.value, false);
    if (a.target) accessRoots(*a.target, f);
  }
  if (result) accessRoots(*result, f);
}
}  // namespace

void forEachRoot(const Stmt& s, const std::function<void(ExprId, bool)>& f) {
  if (const auto* st = std::get_if<StoreStmt>(&s.node)) {
    accessRoots(st->target, f);
    f(st->value, false);
  } else if (const auto* c = std::get_if<CallStmt>(&s.node)) {
    argRoots(c->args, c->result, f);
  } else if (const auto* ic = std::get_if<IntrinsicCallStmt>(&s.node)) {
    argRoots(ic->args, ic->result, f);
  } else if (const auto* i = std::get_if<IfStmt>(&s.node)) {
    f(i->cond, false);
  } else if (const auto* r = std::get_if<ReturnStmt>(&s.node)) {
    if (r->value) f(*r->value, false);
  }
}

void forEachExpr(const Function& fn, ExprId root, const std::function<void(ExprId)>& f) {
  // Explicit stack: expression trees from hostile input can be deep.
  std::vector<ExprId> stack{root};
  while (!stack.empty()) {
    ExprId id = stack.back();
    stack.pop_back();
    f(id);
    // Pushed in reverse so that children are visited left to right (diagnostics follow source order).
    std::size_t first = stack.size();
    forEachChild(fn.expr(id), [&](ExprId child) { stack.push_back(child); });
    std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(first), stack.end());
  }
}

std::vector<FuncId> reachableFunctions(const Module& module) {
  std::vector<FuncId> order;
  if (!module.entry.valid()) return order;
  std::set<std::uint32_t> seen{module.entry.value};
  order.push_back(module.entry);
  for (std::size_t i = 0; i < order.size(); ++i) {
    forEachStmt(module.function(order[i]).body, [&](const Stmt& s) {
      if (const auto* c = std::get_if<CallStmt>(&s.node))
        if (seen.insert(c->callee.value).second) order.push_back(c->callee);
    });
  }
  return order;
}

}  // namespace cgx::profile
