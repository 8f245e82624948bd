// Arena bookkeeping for the IR: adding, interning, cloning, and typing access paths.
#include "ir/IR.h"

#include <bit>
#include <cstdint>
#include <functional>

namespace cgx::ir {

const char* opName(UnaryOp op) {
  switch (op) {
    case UnaryOp::Neg: return "neg";
    case UnaryOp::Not: return "not";
    case UnaryOp::BitNot: return "bitnot";
  }
  return "?";
}

const char* opName(BinaryOp op) {
  static const char* const names[] = {"add", "sub", "mul", "div", "mod", "shl", "shr", "bitand", "bitor",
                                      "bitxor", "logand", "logor", "lt", "le", "gt", "ge", "eq", "ne"};
  auto i = static_cast<unsigned>(op);
  return i < std::size(names) ? names[i] : "?";
}

bool isComparison(BinaryOp op) { return op >= BinaryOp::Lt; }

const char* primitiveName(Primitive p) {
  switch (p) {
    case Primitive::None: return "";
    case Primitive::Points: return "POINTS";
    case Primitive::Lines: return "LINES";
    case Primitive::LinesAdjacency: return "LINES_ADJACENCY";
    case Primitive::Triangles: return "TRIANGLES";
    case Primitive::TrianglesAdjacency: return "TRIANGLES_ADJACENCY";
  }
  return "?";
}

unsigned primitiveVertices(Primitive p) {
  switch (p) {
    case Primitive::None: return 0;
    case Primitive::Points: return 1;
    case Primitive::Lines: return 2;
    case Primitive::LinesAdjacency: return 4;
    case Primitive::Triangles: return 3;
    case Primitive::TrianglesAdjacency: return 6;
  }
  return 0;
}

const char* globalKindName(GlobalKind k) {
  switch (k) {
    case GlobalKind::Uniform: return "uniform";
    case GlobalKind::VaryingIn: return "in";
    case GlobalKind::VaryingOut: return "out";
    case GlobalKind::Static: return "static";
    case GlobalKind::Const: return "const";
  }
  return "?";
}

ExprId Function::addExpr(Expr e, SourceSpan span) {
  exprs.push_back(std::move(e));
  exprSpans.push_back(span);
  return ExprId(static_cast<std::uint32_t>(exprs.size() - 1));
}

LocalId Function::addLocal(std::string name, TypeId type) {
  locals.push_back(Local{std::move(name), type});
  return LocalId(static_cast<std::uint32_t>(locals.size() - 1));
}

Access Function::cloneAccess(const Access& access) {
  Access copy = access;
  for (AccessStep& s : copy.steps)
    if (s.kind == AccessStep::Kind::Index && s.index.valid()) s.index = cloneExpr(s.index);
  return copy;
}

ExprId Function::cloneExpr(ExprId id) {
  if (!id.valid() || id.value >= exprs.size()) return id;
  Expr copy = exprs[id.value];  // copy first: cloning children grows the arena and moves exprs
  SourceSpan span = exprSpans[id.value];
  auto c = [&](ExprId& child) { child = cloneExpr(child); };
  std::visit(
      [&](auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, LoadExpr>) n.access = cloneAccess(n.access);
        else if constexpr (std::is_same_v<T, UnaryExpr>) c(n.operand);
        else if constexpr (std::is_same_v<T, BinaryExpr>) { c(n.lhs); c(n.rhs); }
        else if constexpr (std::is_same_v<T, ConvertExpr> || std::is_same_v<T, SplatExpr>) c(n.value);
        else if constexpr (std::is_same_v<T, ConstructExpr> || std::is_same_v<T, IntrinsicExpr>) {
          for (ExprId& a : n.args) c(a);
        } else if constexpr (std::is_same_v<T, SwizzleExpr> || std::is_same_v<T, FieldExpr>) c(n.base);
        else if constexpr (std::is_same_v<T, ExtractExpr>) { c(n.base); c(n.index); }
        else if constexpr (std::is_same_v<T, SelectExpr>) { c(n.cond); c(n.ifTrue); c(n.ifFalse); }
      },
      copy.node);
  return addExpr(std::move(copy), span);
}

namespace {
// Consistent with Constant's ==: 0.0 and -0.0 compare equal, so they hash alike (a NaN equals nothing, so
// its hash does not matter).
std::size_t hashConstant(const Constant& c) {
  std::size_t h = std::hash<TypeId>{}(c.type);
  for (double v : c.values) {
    std::uint64_t bits = std::bit_cast<std::uint64_t>(v == 0 ? 0.0 : v);
    h = (h ^ static_cast<std::size_t>(bits ^ (bits >> 32))) * 0x100000001b3ull;
  }
  return h;
}
}  // namespace

ConstId Module::constant(Constant c) {
  // Ids are in first-use order (deterministic dumps); the index finds an equal constant without a scan.
  std::size_t hash = hashConstant(c);
  auto [first, last] = constantIndex_.equal_range(hash);
  for (auto it = first; it != last; ++it)
    if (constants_[it->second] == c) return ConstId(it->second);
  constants_.push_back(std::move(c));
  auto id = static_cast<std::uint32_t>(constants_.size() - 1);
  constantIndex_.emplace(hash, id);
  return ConstId(id);
}

GlobalId Module::addGlobal(Global g) {
  globals.push_back(std::move(g));
  return GlobalId(static_cast<std::uint32_t>(globals.size() - 1));
}

FuncId Module::addFunction(Function f) {
  functions.push_back(std::move(f));
  return FuncId(static_cast<std::uint32_t>(functions.size() - 1));
}

TypeId Module::varType(const Function& fn, VarRef v) const {
  switch (v.kind) {
    case VarKind::Global: return v.index < globals.size() ? globals[v.index].type : TypeTable::kError;
    case VarKind::Param: return v.index < fn.params.size() ? fn.params[v.index].type : TypeTable::kError;
    case VarKind::Local: return v.index < fn.locals.size() ? fn.locals[v.index].type : TypeTable::kError;
  }
  return TypeTable::kError;
}

TypeId Module::accessType(const Function& fn, const Access& a) const {
  TypeId t = varType(fn, a.var);
  for (const AccessStep& s : a.steps) {
    if (t == TypeTable::kError) return t;
    if (s.kind == AccessStep::Kind::Field) {
      if (!types_->isStruct(t)) return TypeTable::kError;
      const Record& r = types_->record(t);
      if (s.field >= r.fields.size()) return TypeTable::kError;
      t = r.fields[s.field].type;
    } else {
      t = types_->indexResult(t);
    }
  }
  return t;
}

}  // namespace cgx::ir
