// Loop unrolling for counted loops, the shape lowering gives `for (int i = A; i < B; i += C)`:
//   store i = A;  loop { if (!(i < B)) break; BODY } continuing { store i = i + C }
// (any comparison, either operand order, + or - a constant step). When BODY never writes i and the trip
// count, simulated with Cg's arithmetic (ConstEval), fits the budget, the pair becomes one copy of BODY
// per iteration with `i` replaced by its constant value, then `store i = <exit value>` (code after the
// loop may read it). Inner loops are unrolled first, so nests unroll from the inside out.
//
// BODY may `continue` or `break`: an iteration then runs in a one-trip `loop { BODY'; break; }` where
// continue -> break, and break -> `$brk = true; break`, with every iteration guarded by `if (!$brk)`.
// Return and discard need nothing: they leave the whole function either way.
#include "passes/ConstEval.h"
#include "ir/Validator.h"  // flowsOut
#include "passes/PassUtil.h"
#include "passes/Passes.h"

namespace cgx::passes {

using namespace ir;

namespace {

struct Counted {
  LocalId counter;
  Scalar kind = Scalar::Int;
  std::vector<double> values;  // the counter at the start of each iteration
  double exitValue = 0;
};

class Unroller {
 public:
  // `size` is the module's (moduleSize), kept up to date as loops are unrolled.
  Unroller(Module& m, Function& fn, unsigned budget, std::size_t& size)
      : m_(m), fn_(fn), t_(m.types()), budget_(budget), size_(size) {}
  unsigned used = 0;
  // The first loop whose copies would have made the module larger than limits::kIrNodes (it stays a loop),
  // and what they would have cost.
  std::optional<SourceSpan> tooLarge;
  std::size_t tooLargeCost = 0;

  void block(Block& b) {
    for (std::size_t i = 0; i < b.stmts.size(); ++i) {
      if (auto* f = std::get_if<IfStmt>(&b.stmts[i].node)) {
        block(f->thenBlock);
        block(f->elseBlock);
      } else if (auto* l = std::get_if<LoopStmt>(&b.stmts[i].node)) {
        block(l->body);
        block(l->continuing);
        if (i == 0) continue;
        auto c = match(b.stmts[i - 1], *l);
        if (!c || c->values.size() > budget_ - used) continue;
        // One copy of the body per iteration; the header (the test and its break), copied with the body
        // here, stands for the statements that wrap an iteration with break or continue. Checked before
        // copying anything: 1,000 iterations of a body of a few thousand statements are gigabytes.
        std::size_t cost = c->values.size() * copySize(fn_, l->body);
        if (size_ + cost > limits::kIrNodes) {
          if (!tooLarge) {
            tooLarge = b.stmts[i].span;
            tooLargeCost = cost;
          }
          continue;
        }
        size_ += cost;
        used += static_cast<unsigned>(c->values.size());
        std::vector<Stmt> repl = unroll(*c, *l, b.stmts[i].span);
        // Keep the initializing store (harmless, DCE drops it); replace the loop.
        b.stmts.erase(b.stmts.begin() + static_cast<std::ptrdiff_t>(i));
        b.stmts.insert(b.stmts.begin() + static_cast<std::ptrdiff_t>(i), std::make_move_iterator(repl.begin()),
                       std::make_move_iterator(repl.end()));
        i += repl.size() - 1;
      }
    }
  }

 private:
  Module& m_;
  Function& fn_;
  const TypeTable& t_;
  unsigned budget_;
  std::size_t& size_;
  std::optional<LocalId> brk_;

  std::optional<double> constScalar(ExprId id) const {
    if (const auto* c = std::get_if<ConstantExpr>(&fn_.expr(id).node); c && m_.constant(c->constant).values.size() == 1)
      return m_.constant(c->constant).values[0];
    return std::nullopt;
  }
  bool isLoadOf(ExprId id, LocalId l) const {
    const auto* ld = std::get_if<LoadExpr>(&fn_.expr(id).node);
    return ld && ld->access.var == VarRef::local(l) && ld->access.steps.empty();
  }
  static bool writes(Block& b, LocalId l) {
    bool w = false;
    forEachStmt(b, [&](Stmt& s) { forEachWrite(s, [&](Access& a) { w |= a.var == VarRef::local(l); }); });
    return w;
  }

  std::optional<Counted> match(Stmt& init, LoopStmt& loop) {
    auto* st = std::get_if<StoreStmt>(&init.node);
    if (!st || st->target.var.kind != VarKind::Local || !st->target.steps.empty() || st->maskCount) return std::nullopt;
    LocalId i(st->target.var.index);
    TypeId it = fn_.locals[i.value].type;
    auto start = constScalar(st->value);
    if (!t_.isScalar(it) || !start || loop.body.stmts.empty() || loop.continuing.stmts.size() != 1) return std::nullopt;
    Scalar kind = t_.scalarOf(it);
    // Header: if (!(i op B)) break;   or   if (i op B) break;
    auto* head = std::get_if<IfStmt>(&loop.body.stmts[0].node);
    if (!head || head->thenBlock.stmts.size() != 1 || !std::holds_alternative<BreakStmt>(head->thenBlock.stmts[0].node) ||
        !head->elseBlock.stmts.empty())
      return std::nullopt;
    ExprId cond = head->cond;
    bool continueWhenTrue = false;
    if (const auto* u = std::get_if<UnaryExpr>(&fn_.expr(cond).node); u && u->op == UnaryOp::Not) {
      cond = u->operand;
      continueWhenTrue = true;
    }
    const auto* cmp = std::get_if<BinaryExpr>(&fn_.expr(cond).node);
    if (!cmp || !isComparison(cmp->op)) return std::nullopt;
    bool counterLeft = isLoadOf(cmp->lhs, i);
    auto bound = constScalar(counterLeft ? cmp->rhs : cmp->lhs);
    if ((!counterLeft && !isLoadOf(cmp->rhs, i)) || !bound) return std::nullopt;
    // Step: i = i + C, i = C + i, i = i - C.
    auto* step = std::get_if<StoreStmt>(&loop.continuing.stmts[0].node);
    if (!step || !(step->target.var == VarRef::local(i)) || !step->target.steps.empty() || step->maskCount) return std::nullopt;
    const auto* add = std::get_if<BinaryExpr>(&fn_.expr(step->value).node);
    if (!add || (add->op != BinaryOp::Add && add->op != BinaryOp::Sub)) return std::nullopt;
    bool stepLeft = isLoadOf(add->lhs, i);
    if (!stepLeft && (add->op == BinaryOp::Sub || !isLoadOf(add->rhs, i))) return std::nullopt;
    auto delta = constScalar(stepLeft ? add->rhs : add->lhs);
    if (!delta) return std::nullopt;
    // The body (header excluded) must leave the counter alone.
    Block rest;
    for (std::size_t k = 1; k < loop.body.stmts.size(); ++k) rest.stmts.push_back(loop.body.stmts[k]);
    if (writes(rest, i)) return std::nullopt;

    Counted c{i, kind, {}, 0};
    std::optional<double> v = roundTo(kind, *start);
    while (v) {
      auto test = evalBinary(cmp->op, kind, counterLeft ? *v : *bound, counterLeft ? *bound : *v);
      if (!test) return std::nullopt;
      if ((*test != 0) != continueWhenTrue) break;
      if (c.values.size() >= budget_ - used) return std::nullopt;  // too many (or infinite)
      c.values.push_back(*v);
      v = evalBinary(add->op, kind, *v, *delta);
    }
    if (!v) return std::nullopt;
    c.exitValue = *v;
    return c;
  }

  ExprId constant(TypeId t, double v) {
    return fn_.addExpr(Expr{t, ConstantExpr{m_.constant(Constant{t, {v}})}});
  }
  // Replaces plain loads of the counter in the tree under id by its value.
  void substitute(ExprId id, LocalId counter, double value) {
    if (isLoadOf(id, counter)) {
      fn_.expr(id).node = ConstantExpr{m_.constant(Constant{fn_.expr(id).type, {value}})};
      return;
    }
    std::vector<ExprId> kids;
    forEachChild(fn_.expr(id), [&](ExprId& k) { kids.push_back(k); });
    for (ExprId k : kids) substitute(k, counter, value);
  }

  // Clones a statement list (expressions too); depth counts loops nested inside the unrolled body, so
  // only break/continue at depth 0 target the unrolled loop.
  Block clone(const Block& b, unsigned depth, const Counted& c, double value) {
    Block out;
    for (const Stmt& s : b.stmts) {
      SourceSpan sp = s.span;
      if (std::holds_alternative<BreakStmt>(s.node) && depth == 0) {
        out.stmts.push_back(Stmt{StoreStmt{Access{VarRef::local(*brk_), {}}, constant(TypeTable::scalar(Scalar::Bool), 1), 0, {}}, sp});
        out.stmts.push_back(Stmt{BreakStmt{}, sp});
        continue;
      }
      if (std::holds_alternative<ContinueStmt>(s.node) && depth == 0) {
        out.stmts.push_back(Stmt{BreakStmt{}, sp});  // leaves the one-trip wrapper: next iteration
        continue;
      }
      Stmt n = s;
      if (auto* f = std::get_if<IfStmt>(&n.node)) {
        f->thenBlock = clone(f->thenBlock, depth, c, value);
        f->elseBlock = clone(f->elseBlock, depth, c, value);
      } else if (auto* l = std::get_if<LoopStmt>(&n.node)) {
        l->body = clone(l->body, depth + 1, c, value);
        l->continuing = clone(l->continuing, depth + 1, c, value);
      }
      cloneRoots(n);
      forEachRoot(n, [&](ExprId& e) { substitute(e, c.counter, value); });
      out.stmts.push_back(std::move(n));
    }
    return out;
  }
  // Gives the statement its own copies of its expressions (nested blocks are cloned by the caller).
  void cloneRoots(Stmt& n) {
    auto args = [&](std::vector<CallArg>& as, std::optional<Access>& result) {
      for (CallArg& a : as) {
        if (a.value) a.value = fn_.cloneExpr(*a.value);
        if (a.target) a.target = fn_.cloneAccess(*a.target);
      }
      if (result) result = fn_.cloneAccess(*result);
    };
    if (auto* st = std::get_if<StoreStmt>(&n.node)) {
      st->target = fn_.cloneAccess(st->target);
      st->value = fn_.cloneExpr(st->value);
    } else if (auto* cs = std::get_if<CallStmt>(&n.node)) {
      args(cs->args, cs->result);
    } else if (auto* ic = std::get_if<IntrinsicCallStmt>(&n.node)) {
      args(ic->args, ic->result);
    } else if (auto* f = std::get_if<IfStmt>(&n.node)) {
      f->cond = fn_.cloneExpr(f->cond);
    } else if (auto* r = std::get_if<ReturnStmt>(&n.node); r && r->value) {
      r->value = fn_.cloneExpr(*r->value);
    }
  }

  static bool hasJump(const Block& b, unsigned depth, bool wantBreak) {
    for (const Stmt& s : b.stmts) {
      if (depth == 0 && (wantBreak ? std::holds_alternative<BreakStmt>(s.node) : std::holds_alternative<ContinueStmt>(s.node)))
        return true;
      if (const auto* f = std::get_if<IfStmt>(&s.node); f && (hasJump(f->thenBlock, depth, wantBreak) || hasJump(f->elseBlock, depth, wantBreak)))
        return true;
      if (const auto* l = std::get_if<LoopStmt>(&s.node); l && hasJump(l->body, depth + 1, wantBreak)) return true;
    }
    return false;
  }

  std::vector<Stmt> unroll(const Counted& c, const LoopStmt& loop, SourceSpan span) {
    Block body;
    body.stmts.assign(loop.body.stmts.begin() + 1, loop.body.stmts.end());
    bool hasBreak = hasJump(body, 0, true), hasContinue = hasJump(body, 0, false);
    TypeId ct = fn_.locals[c.counter.value].type;
    TypeId boolT = TypeTable::scalar(Scalar::Bool);
    std::vector<Stmt> out;
    if (hasBreak) {
      brk_ = fn_.addLocal("$brk", boolT);
      out.push_back(Stmt{StoreStmt{Access{VarRef::local(*brk_), {}}, constant(boolT, 0), 0, {}}, span});
    }
    for (double v : c.values) {
      Block iter = clone(body, 0, c, v);
      if (hasBreak || hasContinue) {
        if (flowsOut(iter)) iter.stmts.push_back(Stmt{BreakStmt{}, span});
        Stmt wrapped{LoopStmt{std::move(iter), {}}, span};
        iter = Block{};
        if (hasBreak) {
          // The counter is written per iteration so code after an early break reads the right value.
          Stmt setCounter{StoreStmt{Access{VarRef::local(c.counter), {}}, constant(ct, v), 0, {}}, span};
          ExprId notBrk = fn_.addExpr(Expr{boolT, UnaryExpr{UnaryOp::Not, fn_.addExpr(Expr{boolT, LoadExpr{Access{VarRef::local(*brk_), {}}}})}});
          Block guarded;
          guarded.stmts.push_back(std::move(setCounter));
          guarded.stmts.push_back(std::move(wrapped));
          iter.stmts.push_back(Stmt{IfStmt{notBrk, std::move(guarded), {}}, span});
        } else {
          iter.stmts.push_back(std::move(wrapped));
        }
      }
      for (Stmt& s : iter.stmts) out.push_back(std::move(s));
    }
    Stmt exit{StoreStmt{Access{VarRef::local(c.counter), {}}, constant(ct, c.exitValue), 0, {}}, span};
    if (hasBreak) {
      ExprId notBrk = fn_.addExpr(Expr{boolT, UnaryExpr{UnaryOp::Not, fn_.addExpr(Expr{boolT, LoadExpr{Access{VarRef::local(*brk_), {}}}})}});
      out.push_back(Stmt{IfStmt{notBrk, Block{{std::move(exit)}}, {}}, span});
    } else {
      out.push_back(std::move(exit));
    }
    brk_.reset();
    return out;
  }
};

// One-trip loops (wrappers made by inlining and unrolling) are forward jumps, not loops: a profile
// without loops can still run them as branches, so they do not count.
bool anyLoop(Block& b, SourceSpan& where) {
  bool found = false;
  forEachStmt(b, [&](Stmt& s) {
    if (auto* l = std::get_if<LoopStmt>(&s.node); !found && l && !isOneTrip(*l)) {
      found = true;
      where = s.span;
    }
  });
  return found;
}

}  // namespace

bool unrollAll(Module& module, const UnrollOptions& options, DiagnosticSink& sink) {
  unsigned used = 0;
  bool ok = true;
  std::size_t size = moduleSize(module);
  for (Function& fn : module.functions) {
    Unroller u(module, fn, options.limit > used ? options.limit - used : 0, size);
    u.block(fn.body);
    used += u.used;
    // A loop too large to unroll stays a loop: an error only where the profile cannot run loops, and then
    // this one, rather than C5013's "could not be unrolled".
    if (u.tooLarge && options.requireNoLoops) {
      sink.report(DiagCode::IrTooLarge, *u.tooLarge,
                  "unrolling this loop would add " + std::to_string(u.tooLargeCost) +
                      " statements and expressions to the program, more than its limit of " +
                      std::to_string(limits::kIrNodes));
      ok = false;
      continue;
    }
    SourceSpan where;
    if (options.requireNoLoops && anyLoop(fn.body, where)) {
      sink.report(DiagCode::LoopNotUnrollable, where,
                  "profile does not support \"for\" statements and \"for\" could not be unrolled");
      ok = false;
    }
  }
  return ok;
}

}  // namespace cgx::passes
