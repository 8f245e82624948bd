// Constant folding: replaces an expression whose operands are all constants by its value (in place, so
// the tree rule holds: the node changes, its parent keeps the same ExprId), and an `if` whose condition
// is constant by the branch taken. Arithmetic rules live in ConstEval (wrapping ints, no folding of what
// is undefined). Loads of `const` globals with constant access paths read their initializer.
//
// With `locals`, a local's value is known after a whole store of a constant, until the next write to it,
// and its loads read that value: after unrolling, `n = (i + 1) % 4; s[n]` indexes with a constant, as
// cgc's compiles it (a profile without dynamic indexing would report C5043 otherwise). Knowledge flows in
// program order: into both branches of an if and out of it where they agree, and not into or out of a
// loop for the locals the loop writes.
#include <cmath>
#include <map>

#include "ir/Intrinsic.h"
#include "passes/ConstEval.h"
#include "passes/PassUtil.h"
#include "passes/Passes.h"

namespace cgx::passes {

using namespace ir;

namespace {

using Values = std::vector<double>;

class Folder {
 public:
  Folder(Module& m, Function& fn, bool locals) : m_(m), fn_(fn), t_(m.types()), trackLocals_(locals) {}
  bool changed = false;

  void block(Block& b) {
    for (std::size_t i = 0; i < b.stmts.size();) {
      Stmt& s = b.stmts[i];
      forEachRoot(s, [&](ExprId& e) { fold(e); });
      if (auto* f = std::get_if<IfStmt>(&s.node)) {
        const Known before = known_;
        block(f->thenBlock);
        Known afterThen = std::move(known_);
        known_ = before;
        block(f->elseBlock);
        if (auto c = constValues(f->cond)) {
          // Splice the taken branch in place of the if; break/continue keep their target loop.
          const bool thenTaken = (*c)[0] != 0;
          if (thenTaken) known_ = std::move(afterThen);
          Block taken = std::move(thenTaken ? f->thenBlock : f->elseBlock);
          auto at = b.stmts.erase(b.stmts.begin() + static_cast<std::ptrdiff_t>(i));
          b.stmts.insert(at, std::make_move_iterator(taken.stmts.begin()), std::make_move_iterator(taken.stmts.end()));
          changed = true;
          i += taken.stmts.size();
          continue;
        }
        std::erase_if(known_, [&](const auto& entry) {
          auto other = afterThen.find(entry.first);
          return other == afterThen.end() || other->second != entry.second;
        });
      } else if (auto* l = std::get_if<LoopStmt>(&s.node)) {
        // Each iteration starts from what the previous one left: nothing is known of what the loop writes.
        forgetWrites(l->body);
        forgetWrites(l->continuing);
        const Known before = known_;
        block(l->body);
        known_ = before;
        block(l->continuing);
        known_ = before;
      } else {
        recordWrites(s);
      }
      ++i;
    }
  }

 private:
  Module& m_;
  Function& fn_;
  const TypeTable& t_;
  // Locals (by LocalId) whose value is known here, and that value.
  using Known = std::map<std::uint32_t, Values>;
  const bool trackLocals_;
  Known known_;

  // Nothing is known any more of the locals `s` writes.
  void forget(Stmt& s) {
    forEachWrite(s, [&](Access& a) {
      if (a.var.kind == VarKind::Local) known_.erase(a.var.index);
    });
  }
  void recordWrites(Stmt& s) {
    if (!trackLocals_) return;
    forget(s);
    const auto* store = std::get_if<StoreStmt>(&s.node);
    if (!store || store->target.var.kind != VarKind::Local || !store->target.steps.empty() || store->maskCount) return;
    if (auto v = constValues(store->value)) known_[store->target.var.index] = std::move(*v);
  }
  void forgetWrites(Block& b) {
    forEachStmt(b, [&](Stmt& s) { forget(s); });
  }

  std::optional<Values> constValues(ExprId id) const {
    if (const auto* c = std::get_if<ConstantExpr>(&fn_.expr(id).node)) return m_.constant(c->constant).values;
    return std::nullopt;
  }
  void replace(ExprId id, Values v) {
    TypeId type = fn_.expr(id).type;
    fn_.expr(id).node = ConstantExpr{m_.constant(Constant{type, std::move(v)})};
    changed = true;
  }
  // Rounds every component to the result's scalar kind; nullopt if one cannot be represented.
  std::optional<Values> rounded(TypeId type, const Values& v) const {
    Values out;
    for (double x : v) {
      auto r = roundTo(t_.scalarOf(type), x);
      if (!r) return std::nullopt;
      out.push_back(*r);
    }
    return out;
  }

  void fold(ExprId id) {
    forEachChild(fn_.expr(id), [&](ExprId& c) { fold(c); });
    Expr& e = fn_.expr(id);
    TypeId type = e.type;
    std::optional<Values> r;
    if (auto* u = std::get_if<UnaryExpr>(&e.node)) {
      if (auto a = constValues(u->operand)) r = map1(*a, [&](double x) { return evalUnary(u->op, t_.scalarOf(type), x); });
    } else if (auto* b = std::get_if<BinaryExpr>(&e.node)) {
      Scalar s = t_.scalarOf(fn_.expr(b->lhs).type);
      auto x = constValues(b->lhs), y = constValues(b->rhs);
      if (x && y && x->size() == y->size()) {
        Values v;
        for (std::size_t i = 0; i < x->size(); ++i) {
          auto c = evalBinary(b->op, s, (*x)[i], (*y)[i]);
          if (!c) return;
          v.push_back(*c);
        }
        r = std::move(v);
      }
    } else if (auto* c = std::get_if<ConvertExpr>(&e.node)) {
      Scalar from = t_.scalarOf(fn_.expr(c->value).type);
      if (auto a = constValues(c->value)) r = map1(*a, [&](double x) { return evalConvert(from, t_.scalarOf(type), x); });
    } else if (auto* sp = std::get_if<SplatExpr>(&e.node)) {
      if (auto a = constValues(sp->value)) r = Values(t_.componentCount(type), (*a)[0]);
    } else if (auto* k = std::get_if<ConstructExpr>(&e.node)) {
      // Constants are flattened the way constructors fill values (row-major, fields then elements).
      Values v;
      for (ExprId a : k->args) {
        auto x = constValues(a);
        if (!x) return;
        v.insert(v.end(), x->begin(), x->end());
      }
      r = std::move(v);
    } else if (auto* sw = std::get_if<SwizzleExpr>(&e.node)) {
      TypeId bt = fn_.expr(sw->base).type;
      if (auto a = constValues(sw->base)) {
        unsigned cols = t_.get(bt).cols;
        Values v;
        for (unsigned i = 0; i < sw->count; ++i) {
          unsigned c = sw->comps[i];
          v.push_back((*a)[t_.isMatrix(bt) ? (c / 4) * cols + c % 4 : c]);  // matrix comps are r*4+c
        }
        r = std::move(v);
      }
    } else if (auto* ex = std::get_if<ExtractExpr>(&e.node)) {
      auto a = constValues(ex->base), i = constValues(ex->index);
      if (a && i) r = slice(*a, fn_.expr(ex->base).type, (*i)[0]);
    } else if (auto* fe = std::get_if<FieldExpr>(&e.node)) {
      if (auto a = constValues(fe->base)) r = fieldSlice(*a, fn_.expr(fe->base).type, fe->field);
    } else if (auto* se = std::get_if<SelectExpr>(&e.node)) {
      foldSelect(id, *se);
      return;
    } else if (auto* in = std::get_if<IntrinsicExpr>(&e.node)) {
      r = intrinsic(*in, type);
    } else if (auto* ld = std::get_if<LoadExpr>(&e.node)) {
      r = constLoad(ld->access);
    }
    if (!r) return;
    if (auto v = rounded(type, *r); v && v->size() == t_.flatComponentCount(type)) replace(id, std::move(*v));
  }

  template <typename F>
  static std::optional<Values> map1(const Values& a, F&& f) {
    Values v;
    for (double x : a) {
      auto c = f(x);
      if (!c) return std::nullopt;
      v.push_back(*c);
    }
    return v;
  }

  // Element `index` of an array, row of a matrix, component of a vector (out of range: not folded; back
  // ends clamp at run time and we do not guess their choice here).
  std::optional<Values> slice(const Values& a, TypeId t, double index) const {
    TypeId elem = t_.indexResult(t);
    unsigned n = t_.flatComponentCount(elem);
    if (elem == TypeTable::kError || n == 0 || index < 0 || (index + 1) * n > a.size()) return std::nullopt;
    auto at = a.begin() + static_cast<std::ptrdiff_t>(index) * n;
    return Values(at, at + n);
  }
  std::optional<Values> fieldSlice(const Values& a, TypeId t, std::uint32_t field) const {
    if (!t_.isStruct(t) || field >= t_.record(t).fields.size()) return std::nullopt;
    std::size_t off = 0;
    for (std::uint32_t f = 0; f < field; ++f) off += t_.flatComponentCount(t_.record(t).fields[f].type);
    std::size_t n = t_.flatComponentCount(t_.record(t).fields[field].type);
    return Values(a.begin() + static_cast<std::ptrdiff_t>(off), a.begin() + static_cast<std::ptrdiff_t>(off + n));
  }
  std::optional<Values> constLoad(const Access& a) const {
    Values v;
    TypeId t;
    if (a.var.kind == VarKind::Local) {
      auto known = known_.find(a.var.index);
      if (known == known_.end()) return std::nullopt;
      v = known->second;
      t = fn_.locals[a.var.index].type;
    } else if (a.var.kind == VarKind::Global) {
      const Global& g = m_.global(GlobalId(a.var.index));
      if (g.kind != GlobalKind::Const || !g.init) return std::nullopt;
      v = m_.constant(*g.init).values;
      t = g.type;
    } else {
      return std::nullopt;
    }
    for (const AccessStep& s : a.steps) {
      std::optional<Values> next;
      if (s.kind == AccessStep::Kind::Field) {
        next = fieldSlice(v, t, s.field);
        if (next) t = t_.record(t).fields[s.field].type;
      } else if (auto i = constValues(s.index)) {
        next = slice(v, t, (*i)[0]);
        t = t_.indexResult(t);
      }
      if (!next) return std::nullopt;
      v = std::move(*next);
    }
    return v;
  }

  void foldSelect(ExprId id, const SelectExpr& se) {
    auto c = constValues(se.cond);
    if (!c) return;
    bool allTrue = true, allFalse = true;
    for (double x : *c) (x != 0 ? allFalse : allTrue) = false;
    if (allTrue || allFalse) {
      // Take over the chosen operand's node; the operand's slot becomes dead (it had only this parent).
      Expr chosen = fn_.expr(allTrue ? se.ifTrue : se.ifFalse);
      fn_.expr(id).node = std::move(chosen.node);
      changed = true;
      return;
    }
    auto a = constValues(se.ifTrue), b = constValues(se.ifFalse);
    if (!a || !b) return;
    Values v;
    for (std::size_t i = 0; i < a->size(); ++i) v.push_back((*c)[i] != 0 ? (*a)[i] : (*b)[i]);
    replace(id, std::move(v));
  }

  // The cheap pure intrinsics, computed in double and rounded to the result type by the caller.
  std::optional<Values> intrinsic(const IntrinsicExpr& in, TypeId type) const {
    std::vector<Values> args;
    for (ExprId a : in.args) {
      auto v = constValues(a);
      if (!v) return std::nullopt;
      args.push_back(std::move(*v));
    }
    std::size_t n = t_.componentCount(type);
    // min/max(Tn, T): a scalar argument is smeared.
    auto arg = [&](std::size_t k, std::size_t i) { return args[k].size() == 1 ? args[k][0] : args[k][i]; };
    bool integral = isIntegral(t_.scalarOf(type));
    auto each = [&](auto&& f) -> std::optional<Values> {
      Values v;
      for (std::size_t i = 0; i < n; ++i) {
        std::optional<double> x = f(i);
        if (!x || !std::isfinite(*x)) return std::nullopt;
        v.push_back(*x);
      }
      return v;
    };
    switch (in.op) {
      case IntrinsicOp::Abs: return each([&](std::size_t i) -> std::optional<double> { return std::fabs(arg(0, i)); });
      case IntrinsicOp::Min: return each([&](std::size_t i) -> std::optional<double> { return std::min(arg(0, i), arg(1, i)); });
      case IntrinsicOp::Max: return each([&](std::size_t i) -> std::optional<double> { return std::max(arg(0, i), arg(1, i)); });
      case IntrinsicOp::Floor: return each([&](std::size_t i) -> std::optional<double> { return std::floor(arg(0, i)); });
      case IntrinsicOp::Ceil: return each([&](std::size_t i) -> std::optional<double> { return std::ceil(arg(0, i)); });
      case IntrinsicOp::Trunc: return each([&](std::size_t i) -> std::optional<double> { return std::trunc(arg(0, i)); });
      case IntrinsicOp::Sqrt:
        if (integral) return std::nullopt;
        return each([&](std::size_t i) -> std::optional<double> {
          if (arg(0, i) < 0) return std::nullopt;
          return std::sqrt(arg(0, i));
        });
      case IntrinsicOp::Dot: {
        if (integral || args.size() != 2 || args[0].size() != args[1].size()) return std::nullopt;
        double s = 0;
        for (std::size_t i = 0; i < args[0].size(); ++i) s += args[0][i] * args[1][i];
        return Values{s};
      }
      default: return std::nullopt;
    }
  }
};

}  // namespace

bool foldConstants(Module& module, bool locals) {
  bool changed = false;
  for (Function& fn : module.functions) {
    Folder f(module, fn, locals);
    f.block(fn.body);
    changed |= f.changed;
  }
  return changed;
}

}  // namespace cgx::passes
