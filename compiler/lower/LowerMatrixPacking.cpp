// Column-major matrix uniforms (`column_major`, `#pragma pack_matrix(column_major)`). cgc 3.1 stores such a
// float RxC as C constant registers, register j holding column j, and names the parameter float CxR in its
// listing: the storage is the transposed matrix. Lowering does the same at the source, so that every later
// stage sees it without knowing about packing: the uniform's IR type becomes the storage type (each such
// matrix transposed, a struct holding one replaced by a storage twin of the struct; what the register
// allocation, the listing, the GLSL declaration and the JIT's uniform block lay out), and every read of it
// goes through a transpose back to Cg's row form, so the program's arithmetic, written for the declared
// type, is unchanged. A read that stops inside a matrix (`m[1]`, `m[i][2]`) loads the stored matrix,
// transposes it and takes the row or component from that; a read of a whole array or struct rebuilds it
// element by element and field by field.
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
    declaredOf_[twin] = t;
    return twin;
  }

  // The declared type of a stored value of `stored` (the inverse of storage()).
  TypeId declared(TypeId stored, bool columnMajor) {
    if (types_.isArray(stored))
      return types_.array(declared(types_.get(stored).element, columnMajor), types_.get(stored).length);
    if (types_.isMatrix(stored)) return columnMajor ? transposed(stored) : stored;
    auto it = declaredOf_.find(stored);
    return it != declaredOf_.end() ? it->second : stored;
  }

  TypeId transposed(TypeId matrix) const {
    const Type& m = types_.get(matrix);
    return TypeTable::matrix(m.scalar, m.cols, m.rows);
  }

  TypeTable& types() { return types_; }

 private:
  TypeTable& types_;
  std::map<TypeId, TypeId> storageOf_, declaredOf_;  // struct <-> its storage twin
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

class Unpacker {
 public:
  Unpacker(Module& module, Packing& packing, Function& fn) : module_(module), packing_(packing), fn_(fn), bld_(module, fn) {}

  // Rewrites the read at `id` (a LoadExpr of a column-major uniform) to give Cg's row form.
  void rewrite(ExprId id, bool columnMajor) {
    if (id.value < fn_.exprSpans.size()) bld_.setSpan(fn_.exprSpans[id.value]);
    Access access = std::get<LoadExpr>(fn_.expr(id).node).access;
    const TypeTable& types = packing_.types();
    // Through arrays and fields down to a matrix (whose rows and components come after) or to the end.
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
    Access prefix{access.var, {access.steps.begin(), access.steps.begin() + static_cast<std::ptrdiff_t>(k)}};
    ExprId value = unpack(prefix, t, columnMajor);
    for (std::size_t s = k; s < access.steps.size(); ++s) value = bld_.extract(value, access.steps[s].index);
    // The read's own slot takes the new root (its parent still points there); the root's slot is left dead.
    fn_.expr(id).node = std::move(fn_.expr(value).node);
    fn_.expr(value).node = ConstantExpr{module_.constant(Constant{TypeTable::scalar(Scalar::Int), {0}})};
    fn_.expr(value).type = TypeTable::scalar(Scalar::Int);
  }

 private:
  // The row form of the stored value `at` reaches, of type `stored`. A whole array or struct is read part
  // by part, each through its own path (index expressions cloned: the IR is a tree, not a DAG).
  ExprId unpack(const Access& at, TypeId stored, bool columnMajor) {
    const TypeTable& types = packing_.types();
    if (!packing_.packed(stored, columnMajor)) return bld_.load(at);
    if (types.isMatrix(stored)) return transpose(bld_.load(at), stored);
    std::vector<ExprId> parts;
    auto part = [&](AccessStep step, TypeId type, bool partColumnMajor) {
      Access inner = fn_.cloneAccess(at);
      inner.steps.push_back(step);
      parts.push_back(unpack(inner, type, partColumnMajor));
    };
    if (types.isArray(stored)) {
      const Type array = types.get(stored);
      for (std::int32_t i = 0; i < array.length; ++i)
        part(AccessStep{AccessStep::Kind::Index, 0, bld_.intConst(static_cast<unsigned>(i))}, array.element,
             columnMajor);
    } else {
      const std::vector<Field> fields = types.record(stored).fields;
      for (std::uint32_t f = 0; f < fields.size(); ++f)
        part(AccessStep{AccessStep::Kind::Field, f, ExprId{}}, fields[f].type, fields[f].columnMajor);
    }
    return bld_.construct(packing_.declared(stored, columnMajor), std::move(parts));
  }

  // transpose() where the standard library has it (float matrices); otherwise the components rearranged.
  ExprId transpose(ExprId m, TypeId stored) {
    const Type s = packing_.types().get(stored);
    TypeId result = packing_.transposed(stored);
    for (const sema::IntrinsicSignature& sig : sema::intrinsicSignatures(IntrinsicOp::Transpose))
      if (sig.result == result && sig.params.size() == 1 && sig.params[0] == stored)
        return bld_.intrinsic(IntrinsicOp::Transpose, sig.index, result, {m});
    std::vector<ExprId> components;
    for (unsigned r = 0; r < s.cols; ++r)
      for (unsigned c = 0; c < s.rows; ++c) {
        ExprId from = components.empty() ? m : fn_.cloneExpr(m);
        components.push_back(bld_.swizzle(from, {c * 4 + r}));
      }
    return bld_.construct(result, std::move(components));
  }

  Module& module_;
  Packing& packing_;
  Function& fn_;
  Builder bld_;
};

}  // namespace

void Lowerer::packColumnMajorUniforms() {
  Packing packing(types_);
  std::vector<bool> packed(module_.globals.size(), false);
  bool any = false;
  for (std::size_t i = 0; i < module_.globals.size(); ++i) {
    Global& g = module_.globals[i];
    if (g.kind != GlobalKind::Uniform || !packing.packed(g.type, g.columnMajor)) continue;
    TypeId declared = g.type;
    g.type = packing.storage(declared, g.columnMajor);
    if (g.init) {
      std::vector<double> values = module_.constant(*g.init).values;
      std::size_t at = 0;
      transposeValues(types_, declared, g.columnMajor, values, at);
      g.init = module_.constant(Constant{g.type, std::move(values)});
    }
    g.packed = packed[i] = any = true;
  }
  if (!any) return;
  for (Function& fn : module_.functions) {
    Unpacker unpacker(module_, packing, fn);
    const std::size_t original = fn.exprs.size();  // the rewrite's own loads read the storage on purpose
    for (std::size_t e = 0; e < original; ++e) {
      const auto* load = std::get_if<LoadExpr>(&fn.exprs[e].node);
      if (load == nullptr || load->access.var.kind != VarKind::Global || !packed[load->access.var.index]) continue;
      unpacker.rewrite(ExprId(static_cast<std::uint32_t>(e)), module_.globals[load->access.var.index].columnMajor);
    }
  }
}

}  // namespace cgx::lower
