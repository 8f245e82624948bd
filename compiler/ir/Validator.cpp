// The validator's module, function and statement rules; expression rules are in ValidateExpr.cpp.
#include "ir/Validator.h"

#include <cmath>
#include <functional>
#include <type_traits>

#include "ir/ValidatorImpl.h"

namespace cgx::ir {
namespace detail {

bool breaksOut(const Block& b) {
  for (const Stmt& s : b.stmts) {
    if (std::holds_alternative<BreakStmt>(s.node)) return true;
    if (const auto* i = std::get_if<IfStmt>(&s.node))
      if (breaksOut(i->thenBlock) || breaksOut(i->elseBlock)) return true;
    // A nested loop's breaks target that loop, not ours.
  }
  return false;
}

bool blockFlowsOut(const Block& b) {
  for (const Stmt& s : b.stmts) {
    const StmtNode& n = s.node;
    if (std::holds_alternative<ReturnStmt>(n) || std::holds_alternative<DiscardStmt>(n) ||
        std::holds_alternative<BreakStmt>(n) || std::holds_alternative<ContinueStmt>(n))
      return false;
    if (const auto* i = std::get_if<IfStmt>(&n); i && !blockFlowsOut(i->thenBlock) && !blockFlowsOut(i->elseBlock))
      return false;
    if (const auto* l = std::get_if<LoopStmt>(&n); l && !breaksOut(l->body) && !breaksOut(l->continuing))
      return false;
  }
  return true;
}

FunctionChecker::FunctionChecker(const Module& m, FuncId id, std::vector<std::string>& errors)
    : m_(m), t_(m.types()), id_(id), f_(m.function(id)), errors_(errors), used_(f_.exprs.size(), 0) {}

void FunctionChecker::error(const std::string& what) {
  errors_.push_back("function f" + std::to_string(id_.value) + " '" + f_.name + "': " + what);
}

std::string FunctionChecker::exprLabel(ExprId id) const { return "expr %" + std::to_string(id.value); }

void FunctionChecker::run() {
  if (f_.exprSpans.size() != f_.exprs.size()) error("span array not parallel to the expression arena");
  for (std::size_t i = 0; i < f_.params.size(); ++i)
    if (f_.params[i].type == TypeTable::kError || f_.params[i].type >= t_.size())
      error("param p" + std::to_string(i) + " has no valid type");
  for (std::size_t i = 0; i < f_.locals.size(); ++i)
    if (f_.locals[i].type == TypeTable::kError || f_.locals[i].type >= t_.size())
      error("local l" + std::to_string(i) + " has no valid type");
  if (f_.isEntry && (!f_.params.empty() || f_.returnType != TypeTable::kVoid))
    error("the entry must take no parameters and return void (varyings are globals)");
  checkBlock(f_.body, 0, false, false);
  if (f_.returnType != TypeTable::kVoid && blockFlowsOut(f_.body))
    error("control reaches the end of a non-void function");
}

void FunctionChecker::checkBlock(const Block& b, unsigned depth, bool inCont, bool contInnermost) {
  for (const Stmt& s : b.stmts) checkStmt(s, depth, inCont, contInnermost);
}

void FunctionChecker::checkCallArgs(const std::vector<CallArg>& args, const Function* callee) {
  if (callee && args.size() != callee->params.size()) {
    error("call to '" + callee->name + "' with " + std::to_string(args.size()) + " arguments for " +
          std::to_string(callee->params.size()) + " parameters");
    callee = nullptr;
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    const CallArg& a = args[i];
    TypeId vt = a.value ? checkExpr(*a.value) : TypeTable::kError;
    TypeId tt = a.target ? checkAccess(*a.target, true) : TypeTable::kError;
    if (!a.value && !a.target) error("argument " + std::to_string(i) + " has neither value nor target");
    if (!callee) continue;
    const Param& p = callee->params[i];
    bool wantValue = p.dir != ParamDir::Out, wantTarget = p.dir != ParamDir::In;
    if (wantValue != a.value.has_value() || wantTarget != a.target.has_value())
      error("argument " + std::to_string(i) + " does not match the direction of '" + p.name + "'");
    if (a.value && vt != p.type) error("argument " + std::to_string(i) + " of type " + t_.name(vt) +
                                       " for parameter '" + p.name + "' of type " + t_.name(p.type));
    if (a.target && tt != p.type) error("out argument " + std::to_string(i) + " of type " + t_.name(tt) +
                                        " for parameter '" + p.name + "' of type " + t_.name(p.type));
  }
}

void FunctionChecker::checkStmt(const Stmt& s, unsigned depth, bool inCont, bool contInnermost) {
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, StoreStmt>) {
          TypeId target = checkAccess(n.target, true);
          TypeId value = checkExpr(n.value);
          TypeId want = n.maskCount ? checkValueOfMask(target, n.maskCount, n.mask) : target;
          bool ok = value == want || (n.maskCount == 1 && t_.isNumeric(target) &&
                                      value == TypeTable::vector(t_.scalarOf(target), 1));
          if (!ok) error("store of " + t_.name(value) + " to " + t_.name(want));
        } else if constexpr (std::is_same_v<T, CallStmt>) {
          const Function* callee = nullptr;
          if (!n.callee.valid() || n.callee.value >= m_.functions.size()) error("call of a function out of range");
          else callee = &m_.function(n.callee);
          if (callee && callee->isEntry) error("call of the entry function");
          checkCallArgs(n.args, callee);
          if (n.result) {
            TypeId rt = checkAccess(*n.result, true);
            if (callee && rt != callee->returnType)
              error("call result stored to " + t_.name(rt) + " from '" + callee->name + "'");
          }
        } else if constexpr (std::is_same_v<T, IntrinsicCallStmt>) {
          checkCallArgs(n.args, nullptr);
          if (n.result) checkAccess(*n.result, true);
          if (!n.outputs.empty() && n.outputs.size() != n.args.size()) error("emitVertex outputs not parallel to its arguments");
          for (std::size_t k = 0; k < n.outputs.size(); ++k) {
            if (n.outputs[k].value >= m_.globals.size()) {
              error("emitVertex output out of range");
              continue;
            }
            const Global& g = m_.global(n.outputs[k]);
            if (g.kind != GlobalKind::VaryingOut) error("emitVertex to '" + g.name + "', not an output");
            else if (n.args[k].value && f_.expr(*n.args[k].value).type != g.type)
              error("emitVertex writes " + t_.name(f_.expr(*n.args[k].value).type) + " to " + t_.name(g.type) + " '" + g.name + "'");
          }
        } else if constexpr (std::is_same_v<T, IfStmt>) {
          TypeId c = checkExpr(n.cond);
          if (c != TypeTable::scalar(Scalar::Bool)) error("if condition of type " + t_.name(c));
          checkBlock(n.thenBlock, depth, inCont, contInnermost);
          checkBlock(n.elseBlock, depth, inCont, contInnermost);
        } else if constexpr (std::is_same_v<T, LoopStmt>) {
          checkBlock(n.body, depth + 1, inCont, false);
          checkBlock(n.continuing, depth + 1, true, true);
        } else if constexpr (std::is_same_v<T, BreakStmt>) {
          if (depth == 0) error("break outside a loop");
        } else if constexpr (std::is_same_v<T, ContinueStmt>) {
          if (depth == 0) error("continue outside a loop");
          else if (contInnermost) error("continue inside a loop's continuing block");
        } else if constexpr (std::is_same_v<T, ReturnStmt>) {
          if (inCont) error("return inside a loop's continuing block");
          if (f_.returnType == TypeTable::kVoid) {
            if (n.value) error("void function returns a value");
          } else if (!n.value) {
            error("return without a value in a function returning " + t_.name(f_.returnType));
          } else {
            TypeId v = checkExpr(*n.value);
            if (v != f_.returnType) error("returns " + t_.name(v) + ", function returns " + t_.name(f_.returnType));
          }
        }
      },
      s.node);
}

}  // namespace detail

namespace {
// Cg has no recursion: the call graph must be acyclic (inlining relies on it).
void checkCallGraph(const Module& m, std::vector<std::string>& errors) {
  std::size_t n = m.functions.size();
  std::vector<std::vector<std::uint32_t>> callees(n);
  std::function<void(const Block&, std::vector<std::uint32_t>&)> collect = [&](const Block& b, auto& out) {
    for (const Stmt& s : b.stmts) {
      if (const auto* c = std::get_if<CallStmt>(&s.node); c && c->callee.value < n) out.push_back(c->callee.value);
      if (const auto* i = std::get_if<IfStmt>(&s.node)) { collect(i->thenBlock, out); collect(i->elseBlock, out); }
      if (const auto* l = std::get_if<LoopStmt>(&s.node)) { collect(l->body, out); collect(l->continuing, out); }
    }
  };
  for (std::size_t i = 0; i < n; ++i) collect(m.functions[i].body, callees[i]);
  std::vector<std::uint8_t> state(n, 0);  // 0 new, 1 on stack, 2 done
  std::function<void(std::uint32_t)> dfs = [&](std::uint32_t f) {
    state[f] = 1;
    for (std::uint32_t c : callees[f]) {
      if (state[c] == 1) errors.push_back("recursion: '" + m.functions[c].name + "' calls itself");
      else if (state[c] == 0) dfs(c);
    }
    state[f] = 2;
  };
  for (std::uint32_t i = 0; i < n; ++i)
    if (state[i] == 0) dfs(i);
}
}  // namespace

namespace {
// Whether each value is one its scalar kind holds (IR.h, Constant): bools 0/1, ints whole numbers in 32
// bits. Back ends cast them to C++ and LLVM integers, where any other value is undefined behaviour.
bool holdable(const TypeTable& t, TypeId type, const std::vector<double>& values, std::size_t& at) {
  const Type& ty = t.get(type);
  if (ty.kind == TypeKind::Array) {
    for (std::int32_t i = 0; i < ty.length; ++i)
      if (!holdable(t, ty.element, values, at)) return false;
    return true;
  }
  if (ty.kind == TypeKind::Struct) {
    for (const Field& f : t.record(type).fields)
      if (!holdable(t, f.type, values, at)) return false;
    return true;
  }
  for (unsigned i = 0; i < t.componentCount(type); ++i) {
    double v = values[at++];
    switch (ty.scalar) {
      case Scalar::Bool: if (v != 0 && v != 1) return false; break;
      case Scalar::Int: case Scalar::CInt:
        if (!(v >= -2147483648.0 && v <= 2147483647.0) || v != std::trunc(v)) return false;
        break;
      case Scalar::UInt: if (!(v >= 0 && v <= 4294967295.0) || v != std::trunc(v)) return false; break;
      default: break;
    }
  }
  return true;
}
}  // namespace

std::vector<std::string> validate(const Module& m) {
  std::vector<std::string> errors;
  const TypeTable& t = m.types();
  for (std::size_t i = 0; i < m.constants().size(); ++i) {
    const Constant& c = m.constants()[i];
    if (c.values.size() != t.flatComponentCount(c.type) || c.type == TypeTable::kError)
      errors.push_back("constant c" + std::to_string(i) + " has " + std::to_string(c.values.size()) +
                       " values for " + t.name(c.type));
    else if (std::size_t at = 0; !holdable(t, c.type, c.values, at))
      errors.push_back("constant c" + std::to_string(i) + " has a value " + t.name(c.type) + " cannot hold");
  }
  for (std::size_t i = 0; i < m.globals.size(); ++i) {
    const Global& g = m.globals[i];
    std::string label = "global g" + std::to_string(i) + " '" + g.name + "': ";
    if (g.type == TypeTable::kError || g.type >= t.size()) errors.push_back(label + "no valid type");
    if (g.kind == GlobalKind::Const && !g.init) errors.push_back(label + "const without initializer");
    if (g.init) {
      if (g.kind != GlobalKind::Const && g.kind != GlobalKind::Static && g.kind != GlobalKind::Uniform)
        errors.push_back(label + "initializer on a " + globalKindName(g.kind));
      else if (!g.init->valid() || g.init->value >= m.constants().size())
        errors.push_back(label + "initializer out of range");
      else if (m.constant(*g.init).type != g.type)
        errors.push_back(label + "initializer of type " + t.name(m.constant(*g.init).type));
    }
  }
  if (m.entry.valid()) {
    if (m.entry.value >= m.functions.size()) errors.push_back("entry function out of range");
    else if (!m.function(m.entry).isEntry) errors.push_back("entry function not marked isEntry");
  }
  for (std::uint32_t i = 0; i < m.functions.size(); ++i) {
    if (m.functions[i].isEntry && m.entry.value != i) errors.push_back("a second function marked isEntry");
    detail::FunctionChecker(m, FuncId(i), errors).run();
  }
  checkCallGraph(m, errors);
  return errors;
}

}  // namespace cgx::ir

namespace cgx::ir {
bool flowsOut(const Block& block) { return detail::blockFlowsOut(block); }
}  // namespace cgx::ir
