#include "profile/Literals.h"

#include <algorithm>

#include "profile/IrWalk.h"

namespace cgx::profile {

using namespace ir;

namespace {

class Collector {
 public:
  explicit Collector(const Module& module) : module_(module) {}

  void tree(const Function& fn, ExprId root, bool rootIsIndex) {
    // Explicit stack of (expression, used as an index) pairs.
    std::vector<std::pair<ExprId, bool>> stack{{root, rootIsIndex}};
    while (!stack.empty()) {
      ExprId id = stack.back().first;
      bool asIndex = stack.back().second;  // not a structured binding: lambdas below capture it
      stack.pop_back();
      const Expr& e = fn.expr(id);
      if (const auto* c = std::get_if<ConstantExpr>(&e.node)) {
        if (!asIndex) add(module_.constant(c->constant));
        continue;
      }
      if (const auto* x = std::get_if<ExtractExpr>(&e.node)) {
        stack.push_back({x->base, asIndex});
        stack.push_back({x->index, true});
        continue;
      }
      if (const auto* load = std::get_if<LoadExpr>(&e.node)) {
        for (const AccessStep& s : load->access.steps)
          if (s.kind == AccessStep::Kind::Index) stack.push_back({s.index, true});
        continue;
      }
      forEachChild(e, [&](ExprId child) { stack.push_back({child, asIndex}); });
    }
  }

  std::vector<LiteralRegister> registers() const {
    std::vector<LiteralRegister> out;
    for (double v : values_) {
      if (out.empty() || out.back().values.size() == 4) out.emplace_back();
      out.back().values.push_back(v);
    }
    return out;
  }

 private:
  void add(const Constant& c) {
    const TypeTable& types = module_.types();
    if (types.isNumeric(c.type) && types.scalarOf(c.type) == Scalar::Bool) return;
    for (double v : c.values)
      if (std::find(values_.begin(), values_.end(), v) == values_.end()) values_.push_back(v);
  }

  const Module& module_;
  std::vector<double> values_;
};

}  // namespace

std::vector<LiteralRegister> collectLiterals(const Module& module) {
  Collector collector(module);
  for (FuncId f : reachableFunctions(module)) {
    const Function& fn = module.function(f);
    forEachStmt(fn.body, [&](const Stmt& s) {
      forEachRoot(s, [&](ExprId root, bool inAccessPath) { collector.tree(fn, root, inAccessPath); });
    });
  }
  return collector.registers();
}

}  // namespace cgx::profile
