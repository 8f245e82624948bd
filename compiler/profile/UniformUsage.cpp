#include "profile/UniformUsage.h"

#include <map>

#include "profile/IrWalk.h"

namespace cgx::profile {

using namespace ir;

namespace {

std::uint32_t leafCount(const TypeTable& types, TypeId t) {
  if (types.isStruct(t)) {
    std::uint32_t n = 0;
    for (const Field& f : types.record(t).fields) n += leafCount(types, f.type);
    return n;
  }
  if (types.isArray(t)) {
    std::int32_t length = types.get(t).length;
    return length > 0 ? static_cast<std::uint32_t>(length) * leafCount(types, types.get(t).element) : 0;
  }
  return 1;
}

std::uint32_t registersOf(const TypeTable& types, TypeId t) {
  if (types.isSampler(t)) return 0;
  if (types.isMatrix(t)) return types.get(t).rows;
  return 1;
}

// `packed`: the value's column-major matrices are stored column-wise (Global::packed); `columnMajor`: the
// matrices at this level are column-major (a field's own flag applies below it).
void appendLeaves(const TypeTable& types, TypeId t, const std::string& name, bool packed, bool columnMajor,
                  std::vector<UniformLeaf>& out) {
  if (types.isStruct(t)) {
    for (const Field& f : types.record(t).fields)
      appendLeaves(types, f.type, name + "." + f.name, packed, f.columnMajor, out);
  } else if (types.isArray(t)) {
    std::int32_t length = types.get(t).length;
    for (std::int32_t i = 0; i < length; ++i)
      appendLeaves(types, types.get(t).element, name + "[" + std::to_string(i) + "]", packed, columnMajor, out);
  } else {
    out.push_back(UniformLeaf{name, t, registersOf(types, t), false, false, packed && columnMajor && types.isMatrix(t)});
  }
}

// A constant integer index, if the expression is one.
std::optional<std::int64_t> constantIndex(const Module& module, const Function& fn, ExprId id) {
  const auto* c = std::get_if<ConstantExpr>(&fn.expr(id).node);
  if (c == nullptr) return std::nullopt;
  const Constant& value = module.constant(c->constant);
  if (value.values.size() != 1) return std::nullopt;
  return static_cast<std::int64_t>(value.values[0]);
}

class Marker {
 public:
  Marker(const Module& module, std::vector<UniformUsage>& usages) : module_(module), usages_(usages) {
    for (std::size_t i = 0; i < usages.size(); ++i) byGlobal_[usages[i].global.value] = i;
  }

  void read(const Function& fn, const Access& access) {
    if (access.var.kind != VarKind::Global) return;
    auto it = byGlobal_.find(access.var.index);
    if (it == byGlobal_.end()) return;
    UniformUsage& usage = usages_[it->second];
    const TypeTable& types = module_.types();
    TypeId t = module_.global(usage.global).type;
    std::uint32_t first = 0, count = leafCount(types, t);
    bool dynamic = false;
    for (const AccessStep& step : access.steps) {
      if (step.kind == AccessStep::Kind::Field && types.isStruct(t)) {
        const Record& r = types.record(t);
        for (std::uint32_t f = 0; f < step.field && f < r.fields.size(); ++f) first += leafCount(types, r.fields[f].type);
        t = r.fields[step.field].type;
        count = leafCount(types, t);
        continue;
      }
      if (step.kind != AccessStep::Kind::Index) break;
      std::optional<std::int64_t> index = constantIndex(module_, fn, step.index);
      if (!types.isArray(t)) {
        // A matrix row (or vector component) inside one leaf: the leaf is read either way, but a
        // non-constant row index needs relative addressing just like an array element.
        if (!index) noteDynamic(usage, fn, step.index, dynamic);
        break;
      }
      TypeId element = types.get(t).element;
      std::uint32_t per = leafCount(types, element);
      std::int32_t length = types.get(t).length;
      if (index && *index >= 0 && *index < length) {
        first += static_cast<std::uint32_t>(*index) * per;
        count = per;
      } else {
        // Non-constant (or out-of-range constant, which back ends clamp): the whole array is read.
        noteDynamic(usage, fn, step.index, dynamic);
        count = per * static_cast<std::uint32_t>(length > 0 ? length : 0);
        break;  // deeper steps select the same part of every element: keep the whole array
      }
      t = element;
    }
    // Reading an array whole (a copy into a local, an argument) lets the program index the copy at run
    // time: cgc allocates it like a dynamically indexed array (measured: skin_accumulated passes its bone
    // array to a function and gets C5041, not C6007, when it is too big).
    if (types.isArray(t) && count > 0 && !dynamic) {
      dynamic = true;
      usage.dynamic = true;
    }
    for (std::uint32_t i = first; i < first + count && i < usage.leaves.size(); ++i) {
      usage.leaves[i].referenced = true;
      if (dynamic) usage.leaves[i].dynamic = true;
    }
    if (count > 0) usage.referenced = true;
  }

 private:
  void noteDynamic(UniformUsage& usage, const Function& fn, ExprId index, bool& dynamic) {
    dynamic = true;
    if (!usage.indexedAtRunTime) usage.dynamicIndexAt = fn.exprSpans[index.value];
    usage.dynamic = true;
    usage.indexedAtRunTime = true;
  }

  const Module& module_;
  std::vector<UniformUsage>& usages_;
  std::map<std::uint32_t, std::size_t> byGlobal_;
};

}  // namespace

std::vector<UniformLeaf> leavesOf(const TypeTable& types, TypeId type, const std::string& name, bool packed,
                                  bool columnMajor) {
  std::vector<UniformLeaf> leaves;
  appendLeaves(types, type, name, packed, columnMajor, leaves);
  return leaves;
}

std::vector<UniformUsage> analyzeUniforms(const Module& module) {
  std::vector<UniformUsage> usages;
  for (std::uint32_t g = 0; g < module.globals.size(); ++g) {
    const Global& global = module.globals[g];
    if (global.kind != GlobalKind::Uniform) continue;
    UniformUsage usage;
    usage.global = GlobalId(g);
    usage.leaves = leavesOf(module.types(), global.type, global.name, global.packed, global.columnMajor);
    usages.push_back(std::move(usage));
  }
  Marker marker(module, usages);
  for (FuncId f : reachableFunctions(module)) {
    const Function& fn = module.function(f);
    forEachStmt(fn.body, [&](const Stmt& s) {
      forEachRoot(s, [&](ExprId root, bool) {
        forEachExpr(fn, root, [&](ExprId id) {
          if (const auto* load = std::get_if<LoadExpr>(&fn.expr(id).node)) marker.read(fn, load->access);
        });
      });
    });
  }
  return usages;
}

}  // namespace cgx::profile
