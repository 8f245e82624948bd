// Column-major matrix uniforms (`column_major`, `#pragma pack_matrix(column_major)`). cgc 3.1 stores such a
// float RxC as C constant registers, register j holding column j, and names the parameter float CxR in its
// listing: the storage is the transposed matrix. Lowering does the same at the source, so that every later
// stage sees it without knowing about packing: the uniform's IR type becomes the storage type (each such
// matrix transposed, a struct holding one replaced by a storage twin of the struct; what the register
// allocation, the listing, the GLSL declaration and the JIT's uniform block lay out), and every read of it
// goes through a transpose back to Cg's row form, so the program's arithmetic, written for the declared
// type, is unchanged. A read that stops inside a matrix (`m[1]`, `m[i][2]`) loads the stored matrix,
// transposes it and takes the row or component from that; a read of a whole struct is rebuilt with its
// constructor, and a whole array at a fixed place reads a copy in the declared layout that the entry fills
// when it starts (WholeReads).
#include <map>

#include "lower/Lowerer.h"
#include "sema/Intrinsics.h"

namespace cgx::lower {

using namespace cgx::ir;

namespace {

class Packing {
 public:
  explicit Packing(TypeTable& types) : types_(types) {}

  // Whether a value of `t` holds a matrix stored column-wise; `columnMajor` is the packing of the matrices
  // at this level (a field's own packing applies below it). Unsized arrays are left alone: a whole read of
  // one could not be rebuilt element by element.
  bool packed(TypeId t, bool columnMajor) const {
    if (types_.isArray(t)) return types_.get(t).length > 0 && packed(types_.get(t).element, columnMajor);
    if (types_.isMatrix(t)) return columnMajor;
    if (types_.isStruct(t))
      for (const Field& f : types_.record(t).fields)
        if (packed(f.type, f.columnMajor)) return true;
    return false;
  }

  // The storage type of a value of `t`: its column-major matrices transposed.
  TypeId storage(TypeId t, bool columnMajor) {
    if (!packed(t, columnMajor)) return t;
    if (types_.isArray(t)) return types_.array(storage(types_.get(t).element, columnMajor), types_.get(t).length);
    if (types_.isMatrix(t)) return transposed(t);
    auto [it, added] = storageOf_.emplace(t, 0);
    if (!added) return it->second;
    Record record = types_.record(t);  // a copy: the table may grow while the fields are made
    TypeId twin = types_.newStruct(record.name);
    for (Field& f : record.fields) f.type = storage(f.type, f.columnMajor);
    types_.setFields(twin, std::move(record.fields));
    storageOf_[t] = twin;
    return twin;
  }

  TypeId transposed(TypeId matrix) const {
    const Type& m = types_.get(matrix);
    return TypeTable::matrix(m.scalar, m.cols, m.rows);
  }

  const TypeTable& types() const { return types_; }

 private:
  TypeTable& types_;
  std::map<TypeId, TypeId> storageOf_;  // struct -> its storage twin
};

// A column-major uniform's default value (Cg's row form) in the storage order: each matrix transposed.
// Only top-level packing reaches here: a default for a struct uniform is kept per leaf by the allocation.
void transposeValues(const TypeTable& types, TypeId declared, bool columnMajor, std::vector<double>& values,
                     std::size_t& at) {
  const Type& t = types.get(declared);
  if (types.isArray(declared)) {
    for (std::int32_t i = 0; i < t.length; ++i) transposeValues(types, t.element, columnMajor, values, at);
  } else if (types.isStruct(declared)) {
    for (const Field& f : types.record(declared).fields) transposeValues(types, f.type, f.columnMajor, values, at);
  } else if (types.isMatrix(declared) && columnMajor) {
    const std::size_t rows = t.rows, cols = t.cols;
    std::vector<double> row(values.begin() + static_cast<std::ptrdiff_t>(at),
                            values.begin() + static_cast<std::ptrdiff_t>(at + rows * cols));
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t c = 0; c < cols; ++c) values[at + c * rows + r] = row[r * cols + c];
    at += rows * cols;
  } else {
    at += types.flatComponentCount(declared);
  }
}

// transpose() where the standard library has it (float matrices); otherwise the components rearranged.
ExprId transpose(Builder& bld, Function& fn, const Packing& packing, ExprId m, TypeId stored) {
  const Type s = packing.types().get(stored);
  TypeId result = packing.transposed(stored);
  for (const sema::IntrinsicSignature& sig : sema::intrinsicSignatures(IntrinsicOp::Transpose))
    if (sig.result == result && sig.params.size() == 1 && sig.params[0] == stored)
      return bld.intrinsic(IntrinsicOp::Transpose, sig.index, result, {m});
  std::vector<ExprId> components;
  for (unsigned r = 0; r < s.cols; ++r)
    for (unsigned c = 0; c < s.rows; ++c) {
      ExprId from = components.empty() ? m : fn.cloneExpr(m);
      components.push_back(bld.swizzle(from, {c * 4 + r}));
    }
  return bld.construct(result, std::move(components));
}

// A whole array (or struct holding one) with column-major matrices is read from a program-private copy in
// the declared layout, which the entry fills part by part when it starts: rebuilding it inside an
// expression would take array constructors, which GLSL 1.10 and ES 1.00 do not have.
class WholeReads {
 public:
  WholeReads(Module& module, Packing& packing) : module_(module), packing_(packing) {}

  // The copy of uniform `global` (declared type `declared`), made on first use.
  GlobalId copyOf(std::uint32_t global, TypeId declared) {
    auto [it, added] = copies_.emplace(global, GlobalId{});
    if (added) {
      const Global& u = module_.globals[global];
      it->second = module_.addGlobal(Global{u.name + "$unpacked", declared, GlobalKind::Static, "", {}, {}, false,
                                            u.span, -1});
    }
    return it->second;
  }

  // The entry's first statements: every copy filled from its uniform.
  void fill() {
    if (copies_.empty() || !module_.entry.valid()) return;
    Function& entry = module_.function(module_.entry);
    Builder bld(module_, entry);
    Block start = bld.collect([&] {
      for (const auto& [uniform, copy] : copies_) {
        const Global& u = module_.globals[uniform];
        bld.setSpan(u.span);
        fillPart(bld, entry, Access{VarRef::global(copy), {}}, Access{VarRef::global(GlobalId(uniform)), {}}, u.type,
                 u.columnMajor);
      }
    });
    entry.body.stmts.insert(entry.body.stmts.begin(), std::make_move_iterator(start.stmts.begin()),
                            std::make_move_iterator(start.stmts.end()));
  }

 private:
  // dst (declared layout) = src (stored, of type `stored`), down to the matrices that need transposing.
  void fillPart(Builder& bld, Function& fn, const Access& dst, const Access& src, TypeId stored, bool columnMajor) {
    const TypeTable& types = packing_.types();
    if (!packing_.packed(stored, columnMajor)) {
      bld.store(dst, bld.load(src));
    } else if (types.isMatrix(stored)) {
      bld.store(dst, transpose(bld, fn, packing_, bld.load(src), stored));
    } else if (types.isArray(stored)) {
      const Type array = types.get(stored);
      for (std::int32_t i = 0; i < array.length; ++i) {
        auto index = [&] { return AccessStep{AccessStep::Kind::Index, 0, bld.intConst(static_cast<unsigned>(i))}; };
        fillPart(bld, fn, with(fn, dst, index()), with(fn, src, index()), array.element, columnMajor);
      }
    } else {
      const std::vector<Field> fields = types.record(stored).fields;
      for (std::uint32_t f = 0; f < fields.size(); ++f) {
        AccessStep field{AccessStep::Kind::Field, f, ExprId{}};
        fillPart(bld, fn, with(fn, dst, field), with(fn, src, field), fields[f].type, fields[f].columnMajor);
      }
    }
  }

  // `a` one step further, its index expressions cloned: every part's path is its own (the IR is a tree).
  static Access with(Function& fn, const Access& a, AccessStep step) {
    Access longer = fn.cloneAccess(a);
    longer.steps.push_back(step);
    return longer;
  }

  Module& module_;
  Packing& packing_;
  std::map<std::uint32_t, GlobalId> copies_;  // uniform -> its copy, in uniform order
};

class Unpacker {
 public:
  Unpacker(Module& module, Packing& packing, WholeReads& wholeReads, Function& fn)
      : module_(module), packing_(packing), wholeReads_(wholeReads), fn_(fn), bld_(module, fn) {}

  // Rewrites the read at `id` (a LoadExpr of column-major uniform `global`, declared `declared`) to give
  // Cg's row form.
  void rewrite(ExprId id, std::uint32_t global, TypeId declared) {
    if (id.value < fn_.exprSpans.size()) bld_.setSpan(fn_.exprSpans[id.value]);
    Access& access = std::get<LoadExpr>(fn_.expr(id).node).access;
    const TypeTable& types = packing_.types();
    // Through arrays and fields down to a matrix (whose rows and components come after) or to the end.
    bool columnMajor = module_.globals[global].columnMajor;
    std::size_t k = 0;
    TypeId t = module_.varType(fn_, access.var);
    for (; k < access.steps.size(); ++k) {
      if (types.isArray(t)) {
        t = types.get(t).element;
      } else if (types.isStruct(t) && access.steps[k].kind == AccessStep::Kind::Field) {
        const Field& f = types.record(t).fields[access.steps[k].field];
        t = f.type;
        columnMajor = f.columnMajor;
      } else {
        break;
      }
    }
    if (!packing_.packed(t, columnMajor)) return;  // `light.color`: stored as declared
    if (!types.isMatrix(t) && holdsArray(t) && constantIndexes(access)) {
      // A whole array (or struct holding one) at a fixed place: the same path in the declared copy (a
      // struct's twin keeps the field order). With a run-time index on the way, a copy would move that
      // index off the uniform, which the assembly profiles refuse (C6016): rebuilt in place instead, below.
      access.var = VarRef::global(wholeReads_.copyOf(global, declared));
      return;
    }
    TypeId declaredPart = declared;
    for (std::size_t s = 0; s < k; ++s)
      declaredPart = types.isArray(declaredPart) ? types.get(declaredPart).element
                                                 : types.record(declaredPart).fields[access.steps[s].field].type;
    Access prefix{access.var, {access.steps.begin(), access.steps.begin() + static_cast<std::ptrdiff_t>(k)}};
    std::vector<AccessStep> inside(access.steps.begin() + static_cast<std::ptrdiff_t>(k), access.steps.end());
    ExprId value = rebuild(prefix, t, declaredPart, columnMajor);
    for (const AccessStep& step : inside) value = bld_.extract(value, step.index);
    // The read's own slot takes the new root (its parent still points there); the root's slot is left dead.
    fn_.expr(id).node = std::move(fn_.expr(value).node);
    fn_.expr(value).node = ConstantExpr{module_.constant(Constant{TypeTable::scalar(Scalar::Int), {0}})};
    fn_.expr(value).type = TypeTable::scalar(Scalar::Int);
  }

 private:
  bool holdsArray(TypeId t) const {
    const TypeTable& types = packing_.types();
    if (types.isArray(t)) return true;
    if (types.isStruct(t))
      for (const Field& f : types.record(t).fields)
        if (holdsArray(f.type)) return true;
    return false;
  }

  bool constantIndexes(const Access& a) const {
    for (const AccessStep& step : a.steps)
      if (step.kind == AccessStep::Kind::Index && !std::holds_alternative<ConstantExpr>(fn_.expr(step.index).node))
        return false;
    return true;
  }

  // The row form of the stored value `at` reaches (stored type `stored`, declared `declared`): a matrix
  // transposed, an array or struct put together part by part, each read through its own path (index
  // expressions cloned: the IR is a tree, not a DAG).
  ExprId rebuild(const Access& at, TypeId stored, TypeId declared, bool columnMajor) {
    const TypeTable& types = packing_.types();
    if (!packing_.packed(stored, columnMajor)) return bld_.load(at);
    if (types.isMatrix(stored)) return transpose(bld_, fn_, packing_, bld_.load(at), stored);
    std::vector<ExprId> parts;
    auto part = [&](AccessStep step, TypeId partStored, TypeId partDeclared, bool partColumnMajor) {
      Access inner = fn_.cloneAccess(at);
      inner.steps.push_back(step);
      parts.push_back(rebuild(inner, partStored, partDeclared, partColumnMajor));
    };
    if (types.isArray(stored)) {
      const Type array = types.get(stored);
      for (std::int32_t i = 0; i < array.length; ++i)
        part(AccessStep{AccessStep::Kind::Index, 0, bld_.intConst(static_cast<unsigned>(i))}, array.element,
             types.get(declared).element, columnMajor);
    } else {
      const std::vector<Field> fields = types.record(stored).fields;
      for (std::uint32_t f = 0; f < fields.size(); ++f)
        part(AccessStep{AccessStep::Kind::Field, f, ExprId{}}, fields[f].type, types.record(declared).fields[f].type,
             fields[f].columnMajor);
    }
    return bld_.construct(declared, std::move(parts));
  }

  Module& module_;
  Packing& packing_;
  WholeReads& wholeReads_;
  Function& fn_;
  Builder bld_;
};

}  // namespace

void Lowerer::packColumnMajorUniforms() {
  Packing packing(types_);
  std::vector<TypeId> declared(module_.globals.size(), TypeTable::kError);  // kError: not packed
  bool any = false;
  for (std::size_t i = 0; i < module_.globals.size(); ++i) {
    Global& g = module_.globals[i];
    if (g.kind != GlobalKind::Uniform || !packing.packed(g.type, g.columnMajor)) continue;
    declared[i] = g.type;
    g.type = packing.storage(declared[i], g.columnMajor);
    if (g.init) {
      std::vector<double> values = module_.constant(*g.init).values;
      std::size_t at = 0;
      transposeValues(types_, declared[i], g.columnMajor, values, at);
      g.init = module_.constant(Constant{g.type, std::move(values)});
    }
    g.packed = any = true;
  }
  if (!any) return;
  WholeReads wholeReads(module_, packing);
  for (Function& fn : module_.functions) {
    Unpacker unpacker(module_, packing, wholeReads, fn);
    const std::size_t original = fn.exprs.size();  // the rewrite's own loads read the storage on purpose
    for (std::size_t e = 0; e < original; ++e) {
      const auto* load = std::get_if<LoadExpr>(&fn.exprs[e].node);
      if (load == nullptr || load->access.var.kind != VarKind::Global) continue;
      const std::uint32_t global = load->access.var.index;
      if (global < declared.size() && declared[global] != TypeTable::kError)
        unpacker.rewrite(ExprId(static_cast<std::uint32_t>(e)), global, declared[global]);
    }
  }
  wholeReads.fill();  // first in the entry: before the copies of written uniforms, which may read these
}

}  // namespace cgx::lower
