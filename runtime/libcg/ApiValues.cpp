// Parameter values: cgSetParameter{1..4}{f,d,i}[v], cgSetParameterValue* / cgGetParameterValue* (whole
// parameters and arrays, matrices row- or column-major), cgSetMatrixParameter* / cgGetMatrixParameter*,
// default values, and the deprecated cgGetParameterValues. Values are kept as doubles, row after row.
#include <Cg/cg.h>

#include <cmath>
#include <limits>
#include <type_traits>

#include "Names.h"
#include "Notify.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

enum class Order { Row, Column };

template <typename T>
T convert(double value) {
  if constexpr (std::is_integral_v<T>) {
    if (std::isnan(value)) return 0;
    if (value >= static_cast<double>(std::numeric_limits<T>::max())) return std::numeric_limits<T>::max();
    if (value <= static_cast<double>(std::numeric_limits<T>::min())) return std::numeric_limits<T>::min();
  }
  return static_cast<T>(value);
}

// A value may be set on a uniform, or on a varying of a vertex program (NVIDIA's libCg accepts that);
// a varying input of a fragment program is CG_INVALID_PARAMETER_ERROR, as the manual says.
bool settable(const Parameter& parameter) {
  if (parameter.variability != CG_VARYING || parameter.direction == CG_OUT || !parameter.programParameter) return true;
  const Program* program = state().programs.get(parameter.program);
  if (program && cgGetProfileDomain(program->profile) == CG_FRAGMENT_DOMAIN) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return false;
  }
  return true;
}

// Where value k of a leaf with this shape lives in row-major storage when the caller's order is `order`.
std::size_t storageIndex(const TypeInfo& type, std::size_t k, Order order) {
  if (order == Order::Row || type.parameterClass != CG_PARAMETERCLASS_MATRIX) return k;
  const std::size_t rows = static_cast<std::size_t>(type.rows), columns = static_cast<std::size_t>(type.columns);
  return (k % rows) * columns + k / rows;  // column-major k: column k/rows, row k%rows
}

template <typename T>
void setComponents(CGparameter handle, const T* v, int count) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  if (!parameter) return;
  if (!v) {
    raise(CG_INVALID_POINTER_ERROR);
    return;
  }
  if (!isNumericLeaf(*parameter)) {
    raise(CG_NON_NUMERIC_PARAMETER_ERROR);
    return;
  }
  if (!settable(*parameter)) return;
  // Components beyond the type's are ignored (Cg 2.0 and later, per the manual).
  for (std::size_t k = 0; k < parameter->value.size() && k < static_cast<std::size_t>(count); ++k)
    parameter->value[k] = static_cast<double>(v[k]);
  notifyValueChanged(*parameter);
}

// The numeric leaves under a parameter for the whole-value functions, or null after the documented error.
bool wholeValueLeaves(Parameter& parameter, const void* v, int nelements, std::vector<Parameter*>* leaves) {
  if (!v) {
    raise(CG_INVALID_POINTER_ERROR);
    return false;
  }
  *leaves = leavesUnder(parameter);
  const bool numeric = isNumericLeaf(parameter) || (parameter.type == CG_ARRAY && !leaves->empty() &&
                                                    typeByValue(innermostType(parameter)) &&
                                                    typeByValue(innermostType(parameter))->numeric());
  if (!numeric) {
    raise(CG_NON_NUMERIC_PARAMETER_ERROR);
    return false;
  }
  std::size_t total = 0;
  for (const Parameter* leaf : *leaves) total += leaf->value.size();
  if (nelements < 0 || static_cast<std::size_t>(nelements) < total) {
    raise(CG_NOT_ENOUGH_DATA_ERROR);
    return false;
  }
  return true;
}

template <typename T>
void setValue(CGparameter handle, int nelements, const T* v, Order order) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  std::vector<Parameter*> leaves;
  if (!parameter || !wholeValueLeaves(*parameter, v, nelements, &leaves) || !settable(*parameter)) return;
  std::size_t at = 0;
  for (Parameter* leaf : leaves) {
    const TypeInfo& type = *typeByValue(leaf->type);
    for (std::size_t k = 0; k < leaf->value.size(); ++k) leaf->value[storageIndex(type, k, order)] = double(v[at + k]);
    at += leaf->value.size();
  }
  notifyValueChanged(*parameter);
}

template <typename T>
int getValue(CGparameter handle, int nelements, T* v, Order order, bool defaults) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  std::vector<Parameter*> leaves;
  if (!parameter || !wholeValueLeaves(*parameter, v, nelements, &leaves)) return 0;
  std::size_t at = 0;
  for (Parameter* leaf : leaves) {
    const TypeInfo& type = *typeByValue(leaf->type);
    const std::vector<double>& values = defaults ? leaf->defaultValue : valueSource(*leaf).value;
    for (std::size_t k = 0; k < leaf->value.size(); ++k) {
      const std::size_t index = storageIndex(type, k, order);
      v[at + k] = convert<T>(index < values.size() ? values[index] : 0.0);
    }
    at += leaf->value.size();
  }
  return static_cast<int>(at);
}

// The matrix functions: the parameter must be one matrix.
const TypeInfo* matrixLeaf(Parameter* parameter) {
  const TypeInfo* type = parameter ? typeByValue(parameter->type) : nullptr;
  if (parameter && (!type || type->parameterClass != CG_PARAMETERCLASS_MATRIX || !parameter->children.empty())) {
    raise(CG_NOT_MATRIX_PARAM_ERROR);
    return nullptr;
  }
  return type;
}

// The checks the matrix setters and getters share: a matrix leaf (matrixLeaf) and a pointer to its values.
// Its type, or nullptr once the error is raised.
const TypeInfo* matrixCall(Parameter* parameter, const void* m) {
  const TypeInfo* type = matrixLeaf(parameter);
  if (type && !m) {
    raise(CG_INVALID_POINTER_ERROR);
    return nullptr;
  }
  return type;
}

template <typename T>
void setMatrix(CGparameter handle, const T* m, Order order) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  const TypeInfo* type = matrixCall(parameter, m);
  if (!type || !settable(*parameter)) return;
  for (std::size_t k = 0; k < parameter->value.size(); ++k) parameter->value[storageIndex(*type, k, order)] = double(m[k]);
  notifyValueChanged(*parameter);
}

template <typename T>
void getMatrix(CGparameter handle, T* m, Order order) {
  Guard guard;
  Parameter* parameter = lookup(handle);
  const TypeInfo* type = matrixCall(parameter, m);
  if (!type) return;
  const std::vector<double>& values = valueSource(*parameter).value;
  for (std::size_t k = 0; k < parameter->value.size(); ++k) m[k] = convert<T>(values[storageIndex(*type, k, order)]);
}

}  // namespace

// The 36 fixed-arity setters and the 18 array-pointer ones, the whole-value and matrix families, written
// once per element type and order.
#define CGX_SETTERS(T, s)                                                                                  \
  CG_API void CGENTRY cgSetParameter1##s(CGparameter p, T x) {                                             \
    const T v[] = {x};                                                                                     \
    setComponents(p, v, 1);                                                                                \
  }                                                                                                        \
  CG_API void CGENTRY cgSetParameter2##s(CGparameter p, T x, T y) {                                        \
    const T v[] = {x, y};                                                                                  \
    setComponents(p, v, 2);                                                                                \
  }                                                                                                        \
  CG_API void CGENTRY cgSetParameter3##s(CGparameter p, T x, T y, T z) {                                   \
    const T v[] = {x, y, z};                                                                               \
    setComponents(p, v, 3);                                                                                \
  }                                                                                                        \
  CG_API void CGENTRY cgSetParameter4##s(CGparameter p, T x, T y, T z, T w) {                              \
    const T v[] = {x, y, z, w};                                                                            \
    setComponents(p, v, 4);                                                                                \
  }                                                                                                        \
  CG_API void CGENTRY cgSetParameter1##s##v(CGparameter p, const T* v) { setComponents(p, v, 1); }         \
  CG_API void CGENTRY cgSetParameter2##s##v(CGparameter p, const T* v) { setComponents(p, v, 2); }         \
  CG_API void CGENTRY cgSetParameter3##s##v(CGparameter p, const T* v) { setComponents(p, v, 3); }         \
  CG_API void CGENTRY cgSetParameter4##s##v(CGparameter p, const T* v) { setComponents(p, v, 4); }         \
  CG_API void CGENTRY cgSetParameterValue##s##r(CGparameter p, int n, const T* v) {                        \
    setValue(p, n, v, Order::Row);                                                                         \
  }                                                                                                        \
  CG_API void CGENTRY cgSetParameterValue##s##c(CGparameter p, int n, const T* v) {                        \
    setValue(p, n, v, Order::Column);                                                                      \
  }                                                                                                        \
  CG_API int CGENTRY cgGetParameterValue##s##r(CGparameter p, int n, T* v) {                               \
    return getValue(p, n, v, Order::Row, false);                                                           \
  }                                                                                                        \
  CG_API int CGENTRY cgGetParameterValue##s##c(CGparameter p, int n, T* v) {                               \
    return getValue(p, n, v, Order::Column, false);                                                        \
  }                                                                                                        \
  CG_API int CGENTRY cgGetParameterDefaultValue##s##r(CGparameter p, int n, T* v) {                        \
    return getValue(p, n, v, Order::Row, true);                                                            \
  }                                                                                                        \
  CG_API int CGENTRY cgGetParameterDefaultValue##s##c(CGparameter p, int n, T* v) {                        \
    return getValue(p, n, v, Order::Column, true);                                                         \
  }                                                                                                        \
  CG_API void CGENTRY cgSetMatrixParameter##s##r(CGparameter p, const T* m) { setMatrix(p, m, Order::Row); } \
  CG_API void CGENTRY cgSetMatrixParameter##s##c(CGparameter p, const T* m) {                              \
    setMatrix(p, m, Order::Column);                                                                        \
  }                                                                                                        \
  CG_API void CGENTRY cgGetMatrixParameter##s##r(CGparameter p, T* m) { getMatrix(p, m, Order::Row); }     \
  CG_API void CGENTRY cgGetMatrixParameter##s##c(CGparameter p, T* m) { getMatrix(p, m, Order::Column); }

extern "C" {

CGX_SETTERS(float, f)
CGX_SETTERS(double, d)
CGX_SETTERS(int, i)

CG_API const double* CGENTRY cgGetParameterValues(CGparameter handle, CGenum value_type, int* nvalues) {
  Guard guard;
  if (nvalues) *nvalues = 0;
  Parameter* parameter = lookup(handle);
  if (!parameter) return nullptr;
  if (value_type != CG_CURRENT && value_type != CG_DEFAULT) {
    raise(CG_INVALID_ENUMERANT_ERROR);
    return nullptr;
  }
  if (!isNumericLeaf(*parameter)) {
    raise(CG_NON_NUMERIC_PARAMETER_ERROR);
    return nullptr;
  }
  const std::vector<double>& values = value_type == CG_DEFAULT ? parameter->defaultValue : valueSource(*parameter).value;
  if (nvalues) *nvalues = static_cast<int>(values.size());
  return values.empty() ? nullptr : values.data();
}

// Values are kept in the parameters themselves; libCgGL, when loaded, sends a program's values to GL now
// (Notify.h). Without it there is nothing to send, and the handle is checked as documented.
CG_API void CGENTRY cgUpdateProgramParameters(CGprogram handle) {
  Guard guard;
  const Program* program = lookup(handle);
  if (!program) return;
  if (!program->combination) notifyUpdate(*program);
  for (Id domain : program->domains)
    if (const Program* p = state().programs.get(domain)) notifyUpdate(*p);
}

}  // extern "C"
