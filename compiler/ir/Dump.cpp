// The IR text dump. Formatting is by hand (no locale, shortest round-trip doubles) so it is deterministic.
#include "ir/Dump.h"

#include "ir/Intrinsic.h"

#include <charconv>
#include <type_traits>

namespace cgx::ir {
namespace {

std::string number(double v) {
  char buf[32];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

class Printer {
 public:
  Printer(const Module& m, const Function* f) : m_(m), t_(m.types()), f_(f) {}

  std::string constant(ConstId id) {
    if (!id.valid() || id.value >= m_.constants().size()) return "<bad const>";
    const Constant& c = m_.constant(id);
    bool isBool = t_.isNumeric(c.type) && t_.scalarOf(c.type) == Scalar::Bool;
    std::string s = t_.name(c.type) + "(";
    for (std::size_t i = 0; i < c.values.size(); ++i) {
      if (i) s += ", ";
      s += isBool ? (c.values[i] != 0 ? "true" : "false") : number(c.values[i]);
    }
    return s + ")";
  }

  // "mul/3": the Cg name and the signature index (sema::intrinsicSignature gives its types).
  static std::string intrinsic(IntrinsicOp op, std::uint16_t signature) {
    std::string name = intrinsicName(op);
    if (name.empty()) name = "#" + std::to_string(static_cast<unsigned>(op));
    return name + "/" + std::to_string(signature);
  }

  std::string var(VarRef v) {
    const char* p = v.kind == VarKind::Global ? "g" : v.kind == VarKind::Param ? "p" : "l";
    return p + std::to_string(v.index);
  }

  std::string access(const Access& a) {
    std::string s = var(a.var);
    TypeId t = f_ ? m_.varType(*f_, a.var) : m_.varType(Function{}, a.var);
    for (const AccessStep& st : a.steps) {
      if (st.kind == AccessStep::Kind::Field) {
        if (t_.isStruct(t) && st.field < t_.record(t).fields.size()) {
          s += "." + t_.record(t).fields[st.field].name;
          t = t_.record(t).fields[st.field].type;
        } else {
          s += ".<field " + std::to_string(st.field) + ">";
          t = TypeTable::kError;
        }
      } else {
        s += "[" + expr(st.index) + "]";
        t = t_.indexResult(t);
      }
    }
    return s;
  }

  static std::string comps(unsigned count, const std::uint8_t* c, bool matrix) {
    std::string s;
    for (unsigned i = 0; i < count; ++i) {
      if (matrix) s += "_m" + std::to_string(c[i] / 4) + std::to_string(c[i] % 4);
      else s += "xyzw"[c[i] & 3];
    }
    return s;
  }

  std::string expr(ExprId id) {
    if (!f_ || !id.valid() || id.value >= f_->exprs.size()) return "<bad expr>";
    const Expr& e = f_->expr(id);
    std::string ty = t_.name(e.type);
    return std::visit(
        [&](const auto& n) -> std::string {
          using T = std::decay_t<decltype(n)>;
          if constexpr (std::is_same_v<T, ConstantExpr>) return constant(n.constant);
          else if constexpr (std::is_same_v<T, LoadExpr>) return "(load " + ty + " " + access(n.access) + ")";
          else if constexpr (std::is_same_v<T, UnaryExpr>)
            return "(" + std::string(opName(n.op)) + " " + ty + " " + expr(n.operand) + ")";
          else if constexpr (std::is_same_v<T, BinaryExpr>)
            return "(" + std::string(opName(n.op)) + " " + ty + " " + expr(n.lhs) + " " + expr(n.rhs) + ")";
          else if constexpr (std::is_same_v<T, ConvertExpr>) return "(convert " + ty + " " + expr(n.value) + ")";
          else if constexpr (std::is_same_v<T, SplatExpr>) return "(splat " + ty + " " + expr(n.value) + ")";
          else if constexpr (std::is_same_v<T, ConstructExpr>) return "(construct " + ty + list(n.args) + ")";
          else if constexpr (std::is_same_v<T, SwizzleExpr>) {
            bool matrix = t_.isMatrix(f_->expr(n.base).type);
            return "(swizzle " + ty + " " + expr(n.base) + " ." + comps(n.count, n.comps, matrix) + ")";
          } else if constexpr (std::is_same_v<T, ExtractExpr>)
            return "(extract " + ty + " " + expr(n.base) + " " + expr(n.index) + ")";
          else if constexpr (std::is_same_v<T, FieldExpr>)
            return "(field " + ty + " " + expr(n.base) + " " + std::to_string(n.field) + ")";
          else if constexpr (std::is_same_v<T, SelectExpr>)
            return "(select " + ty + " " + expr(n.cond) + " " + expr(n.ifTrue) + " " + expr(n.ifFalse) + ")";
          else
            return "(intrinsic " + intrinsic(n.op, n.signature) + " " + ty + list(n.args) + ")";
        },
        e.node);
  }

  std::string list(const std::vector<ExprId>& args) {
    std::string s;
    for (ExprId a : args) s += " " + expr(a);
    return s;
  }

  std::string args(const std::vector<CallArg>& as) {
    std::string s;
    for (std::size_t i = 0; i < as.size(); ++i) {
      if (i) s += ", ";
      if (as[i].value) s += expr(*as[i].value);
      if (as[i].value && as[i].target) s += " ";
      if (as[i].target) s += "-> " + access(*as[i].target);
    }
    return s;
  }

  void block(const Block& b, int indent) {
    for (const Stmt& s : b.stmts) stmt(s, indent);
  }

  void line(int indent, const std::string& text) { out_ += std::string(indent * 2, ' ') + text + "\n"; }

  void stmt(const Stmt& s, int in) {
    std::visit(
        [&](const auto& n) {
          using T = std::decay_t<decltype(n)>;
          if constexpr (std::is_same_v<T, StoreStmt>) {
            std::string mask;
            if (n.maskCount) {
              TypeId tt = m_.accessType(*f_, n.target);
              mask = "." + comps(n.maskCount, n.mask, t_.isMatrix(tt));
            }
            line(in, "store " + access(n.target) + mask + " = " + expr(n.value));
          } else if constexpr (std::is_same_v<T, CallStmt>) {
            std::string callee = n.callee.value < m_.functions.size() ? m_.function(n.callee).name : "<bad>";
            std::string res = n.result ? access(*n.result) + " = " : "";
            line(in, res + "call f" + std::to_string(n.callee.value) + " '" + callee + "'(" + args(n.args) + ")");
          } else if constexpr (std::is_same_v<T, IntrinsicCallStmt>) {
            std::string res = n.result ? access(*n.result) + " = " : "";
            std::string to;  // emitVertex: the output each argument goes to
            for (std::size_t k = 0; k < n.outputs.size(); ++k) to += (k ? ", g" : " to g") + std::to_string(n.outputs[k].value);
            line(in, res + "intrinsic " + intrinsic(n.op, n.signature) + "(" + args(n.args) + ")" + to);
          } else if constexpr (std::is_same_v<T, IfStmt>) {
            line(in, "if " + expr(n.cond) + " {");
            block(n.thenBlock, in + 1);
            if (!n.elseBlock.stmts.empty()) {
              line(in, "} else {");
              block(n.elseBlock, in + 1);
            }
            line(in, "}");
          } else if constexpr (std::is_same_v<T, LoopStmt>) {
            line(in, "loop {");
            block(n.body, in + 1);
            if (!n.continuing.stmts.empty()) {
              line(in, "} continuing {");
              block(n.continuing, in + 1);
            }
            line(in, "}");
          } else if constexpr (std::is_same_v<T, BreakStmt>) line(in, "break");
          else if constexpr (std::is_same_v<T, ContinueStmt>) line(in, "continue");
          else if constexpr (std::is_same_v<T, ReturnStmt>) line(in, n.value ? "return " + expr(*n.value) : "return");
          else if constexpr (std::is_same_v<T, UnresolvedCallStmt>) line(in, "unresolved call: " + n.what);
          else line(in, "discard");
        },
        s.node);
  }

  void function(std::uint32_t index, const Function& f) {
    static const char* const dirs[] = {"in", "out", "inout"};
    line(0, "function f" + std::to_string(index) + " '" + f.name + "' -> " + t_.name(f.returnType) +
                (f.isEntry ? " entry" : ""));
    for (std::size_t i = 0; i < f.params.size(); ++i)
      line(1, "param p" + std::to_string(i) + " " + dirs[static_cast<unsigned>(f.params[i].dir) % 3] + " " +
                  t_.name(f.params[i].type) + " '" + f.params[i].name + "'");
    for (std::size_t i = 0; i < f.locals.size(); ++i)
      line(1, "local l" + std::to_string(i) + " " + t_.name(f.locals[i].type) + " '" + f.locals[i].name + "'");
    line(1, "{");
    block(f.body, 2);
    line(1, "}");
  }

  void global(std::size_t i, const Global& g) {
    std::string s = "global g" + std::to_string(i) + " " + globalKindName(g.kind) + " " + t_.name(g.type) +
                    " '" + g.name + "'";
    if (!g.semantic.empty()) s += " : " + g.semantic;
    if (g.binding.kind != BindingHint::Kind::None) s += " binding(" + g.binding.text + ")";
    if (g.init) s += " = " + constant(*g.init);
    if (g.referenced) s += " referenced";
    line(0, s);
  }

  std::string take() { return std::move(out_); }
  void setFunction(const Function* f) { f_ = f; }

 private:
  const Module& m_;
  const TypeTable& t_;
  const Function* f_;
  std::string out_;
};

}  // namespace

std::string dumpExpr(const Module& m, const Function& fn, ExprId id) { return Printer(m, &fn).expr(id); }

std::string dumpFunction(const Module& m, const Function& fn) {
  Printer p(m, &fn);
  std::uint32_t index = 0;
  while (index < m.functions.size() && &m.functions[index] != &fn) ++index;
  p.function(index, fn);
  return p.take();
}

std::string dump(const Module& m) {
  Printer p(m, nullptr);
  p.line(0, m.entry.valid() ? "module entry f" + std::to_string(m.entry.value) : "module (no entry)");
  if (m.inputPrimitive != Primitive::None) p.line(0, std::string("input primitive ") + primitiveName(m.inputPrimitive));
  for (std::size_t i = 0; i < m.globals.size(); ++i) p.global(i, m.globals[i]);
  for (std::uint32_t i = 0; i < m.functions.size(); ++i) {
    p.setFunction(&m.functions[i]);
    p.function(i, m.functions[i]);
  }
  return p.take();
}

}  // namespace cgx::ir
