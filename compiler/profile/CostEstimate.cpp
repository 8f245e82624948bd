#include "profile/CostEstimate.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "ir/Intrinsic.h"
#include "profile/IrWalk.h"

namespace cgx::profile {

using namespace ir;

namespace {

bool isTexture(IntrinsicOp op) {
  std::string name = intrinsicName(op);
  return name.rfind("tex", 0) == 0 && name.find("size") == std::string::npos;
}

unsigned components(const TypeTable& types, TypeId t) {
  if (!types.isNumeric(t)) return 4;
  const Type& type = types.get(t);
  if (type.rows != 0) return type.rows * type.cols;
  return type.cols == 0 ? 1 : type.cols;
}

class Estimator {
 public:
  Estimator(const Module& module, const Profile& profile) : module_(module), types_(module.types()), profile_(profile) {}

  CostEstimate run() {
    for (FuncId f : reachableFunctions(module_)) {
      const Function& fn = module_.function(f);
      fn_ = &fn;
      block(fn.body);
      temporaries(fn);
    }
    return result_;
  }

 private:
  void block(const Block& b) {
    for (const Stmt& s : b.stmts) {
      // Address-register loads are not counted: cgc shares one ARL between the reads that use an index.
      forEachRoot(s, [&](ExprId root, bool) { tree(root); });
      if (const auto* st = std::get_if<StoreStmt>(&s.node)) {
        // A store of a value no instruction computes (a load, a constant, a swizzle) is a MOV.
        const ExprNode& n = fn_->expr(st->value).node;
        if (std::holds_alternative<LoadExpr>(n) || std::holds_alternative<ConstantExpr>(n) ||
            std::holds_alternative<SwizzleExpr>(n))
          if (st->target.var.kind == VarKind::Global) result_.alu += 1;
      } else if (std::holds_alternative<IntrinsicCallStmt>(s.node)) {
        result_.alu += 1;
      } else if (const auto* i = std::get_if<IfStmt>(&s.node)) {
        if (profile_.branches) result_.alu += 2;  // IF / ENDIF (else: both sides run, flattened)
        block(i->thenBlock);
        block(i->elseBlock);
      } else if (const auto* l = std::get_if<LoopStmt>(&s.node)) {
        result_.loopsRemain = true;
        result_.alu += 2;
        block(l->body);
        block(l->continuing);
      }
    }
  }

  void tree(ExprId root) {
    forEachExpr(*fn_, root, [&](ExprId id) { node(id); });
  }

  void node(ExprId id) {
    const Expr& e = fn_->expr(id);
    unsigned n = components(types_, e.type);
    if (const auto* b = std::get_if<BinaryExpr>(&e.node)) {
      switch (b->op) {
        case BinaryOp::Add:
        case BinaryOp::Sub:
          // MAD: a product feeding a sum is the same instruction.
          if (isProduct(b->lhs) || isProduct(b->rhs)) return;
          result_.alu += 1;
          return;
        case BinaryOp::Div: result_.alu += n + 1; return;  // RCP per component, MUL
        case BinaryOp::Eq:
        case BinaryOp::Ne: result_.alu += 2; return;
        default: result_.alu += 1; return;
      }
    }
    if (const auto* u = std::get_if<UnaryExpr>(&e.node)) {
      if (u->op != UnaryOp::Neg) result_.alu += 1;  // negation is a source modifier
      return;
    }
    if (std::holds_alternative<SelectExpr>(e.node)) {
      result_.alu += 1;
      return;
    }
    if (const auto* call = std::get_if<IntrinsicExpr>(&e.node)) intrinsic(*call, n);
  }

  bool isProduct(ExprId id) const {
    const auto* b = std::get_if<BinaryExpr>(&fn_->expr(id).node);
    return b != nullptr && b->op == BinaryOp::Mul;
  }

  void intrinsic(const IntrinsicExpr& call, unsigned n) {
    if (isTexture(call.op)) {
      result_.texture += 1;
      return;
    }
    switch (call.op) {
      case IntrinsicOp::Mul: {
        // Matrix-vector: one DP per row (or a MAD per row of the vector-matrix form); matrix-matrix: per
        // result row.
        TypeId a = fn_->expr(call.args[0]).type, b = fn_->expr(call.args[1]).type;
        if (types_.isMatrix(a) && types_.isMatrix(b)) result_.alu += types_.get(a).rows * types_.get(b).cols;
        else if (types_.isMatrix(a)) result_.alu += types_.get(a).rows;
        else if (types_.isMatrix(b)) result_.alu += types_.get(b).rows;
        else result_.alu += 1;
        return;
      }
      case IntrinsicOp::Sin:
      case IntrinsicOp::Cos:
      case IntrinsicOp::Pow:
      case IntrinsicOp::Exp2:
      case IntrinsicOp::Log2:
      case IntrinsicOp::Rsqrt:
        result_.alu += std::min(n, 4u);  // scalar instructions, one per component
        return;
      case IntrinsicOp::Sqrt: result_.alu += 2 * std::min(n, 4u); return;  // RSQ + RCP
      case IntrinsicOp::Ddx:
      case IntrinsicOp::Ddy:
      default: result_.alu += 1; return;
    }
  }

  // Lower bound on live temporaries: a backward liveness walk over the locals (loops walked once), each
  // live local weighing its component count, packed four to a register.
  void temporaries(const Function& fn) {
    std::vector<const Stmt*> order;
    forEachStmt(fn.body, [&](const Stmt& s) { order.push_back(&s); });
    std::map<std::uint32_t, unsigned> live;  // local -> components
    // The components of everything in `live`, kept as it changes: summing the map at each statement costs
    // statements x live locals, quadratic in a function whose locals are all live at once.
    unsigned liveComponents = 0;
    auto readsIn = [&](ExprId root, std::set<std::uint32_t>& reads) {
      forEachExpr(fn, root, [&](ExprId id) {
        if (const auto* load = std::get_if<LoadExpr>(&fn.expr(id).node))
          if (load->access.var.kind == VarKind::Local) reads.insert(load->access.var.index);
      });
    };
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      const Stmt& s = **it;
      std::set<std::uint32_t> reads;
      forEachRoot(s, [&](ExprId root, bool) { readsIn(root, reads); });
      if (const auto* st = std::get_if<StoreStmt>(&s.node))
        if (st->target.var.kind == VarKind::Local && st->target.steps.empty() && st->maskCount == 0)
          if (auto dead = live.find(st->target.var.index); dead != live.end()) {
            liveComponents -= dead->second;  // a whole-variable write ends the value's life (backwards)
            live.erase(dead);
          }
      for (std::uint32_t local : reads)
        if (auto [slot, added] = live.try_emplace(local, components(types_, fn.locals[local].type)); added)
          liveComponents += slot->second;
      result_.temporaries = std::max(result_.temporaries, (liveComponents + 3) / 4);
    }
  }

  const Module& module_;
  const TypeTable& types_;
  const Profile& profile_;
  const Function* fn_ = nullptr;
  CostEstimate result_;
};

}  // namespace

CostEstimate estimateCost(const Module& module, const Profile& profile) { return Estimator(module, profile).run(); }

}  // namespace cgx::profile
