// Values through GL: cgGLSetParameter{1..4}{f,d}[v], cgGLGetParameter*, the array and matrix forms. The
// value is libCg's (so cgGetParameterValue* sees it) and reaches the program object at once, in either
// parameter setting mode, as NVIDIA's cgGL setters do.
#include <algorithm>

#include "Bridge.h"
#include "GlState.h"
#include "Parameters.h"

using namespace cgx::libcggl;

namespace {

template <typename T>
void setVector(CGparameter param, const T* v, int n) {
  Call call;
  CGprogram program = programOf(param);
  if (!program) return;
  if (!v) {
    raise(CG_INVALID_POINTER_ERROR);
    return;
  }
  double values[4] = {};
  for (int k = 0; k < n; ++k) values[k] = static_cast<double>(v[k]);
  switch (n) {
    case 1: cgSetParameter1dv(param, values); break;
    case 2: cgSetParameter2dv(param, values); break;
    case 3: cgSetParameter3dv(param, values); break;
    default: cgSetParameter4dv(param, values); break;
  }
  uploadLeaf(program, param);
}

template <typename T>
void getVector(CGparameter param, T* v, int n) {
  Call call;
  if (!programOf(param)) return;
  if (!v) {
    raise(CG_INVALID_POINTER_ERROR);
    return;
  }
  double values[16] = {};
  const int count = cgGetParameterValuedr(param, 16, values);
  for (int k = 0; k < n && k < count; ++k) v[k] = static_cast<T>(values[k]);
}

// The elements [offset, offset + n) of an array parameter (n = 0: to the end), or false after the
// documented error.
bool arrayRange(CGparameter param, long offset, long* nelements, const void* v) {
  if (cgGetParameterType(param) != CG_ARRAY) {
    raise(CG_ARRAY_PARAM_ERROR);
    return false;
  }
  const long size = cgGetArraySize(param, 0);
  if (*nelements == 0) *nelements = size - offset;
  if (offset < 0 || *nelements < 0 || offset > size || *nelements > size - offset) {
    raise(CG_OUT_OF_ARRAY_BOUNDS_ERROR);
    return false;
  }
  if (!v) {
    raise(CG_INVALID_POINTER_ERROR);
    return false;
  }
  return true;
}

template <typename T>
void setArray(CGparameter param, long offset, long nelements, const T* v, int n) {
  Call call;
  CGprogram program = programOf(param);
  if (!program || !arrayRange(param, offset, &nelements, v)) return;
  for (long i = 0; i < nelements; ++i) {
    CGparameter element = cgGetArrayParameter(param, static_cast<int>(offset + i));
    double values[4] = {};
    for (int k = 0; k < n; ++k) values[k] = static_cast<double>(v[i * n + k]);
    switch (n) {
      case 1: cgSetParameter1dv(element, values); break;
      case 2: cgSetParameter2dv(element, values); break;
      case 3: cgSetParameter3dv(element, values); break;
      default: cgSetParameter4dv(element, values); break;
    }
    uploadLeaf(program, element);
  }
}

template <typename T>
void getArray(CGparameter param, long offset, long nelements, T* v, int n) {
  Call call;
  if (!programOf(param) || !arrayRange(param, offset, &nelements, v)) return;
  for (long i = 0; i < nelements; ++i) {
    double values[16] = {};
    const int count = cgGetParameterValuedr(cgGetArrayParameter(param, static_cast<int>(offset + i)), 16, values);
    for (int k = 0; k < n && k < count; ++k) v[i * n + k] = static_cast<T>(values[k]);
  }
}

enum class Order { Row, Column };

// One matrix through libCg's own matrix functions (their checks: CG_NOT_MATRIX_PARAM_ERROR, null pointer).
template <typename T>
void setMatrixOf(CGparameter param, const T* m, Order order) {
  if constexpr (sizeof(T) == sizeof(float))
    order == Order::Row ? cgSetMatrixParameterfr(param, m) : cgSetMatrixParameterfc(param, m);
  else
    order == Order::Row ? cgSetMatrixParameterdr(param, m) : cgSetMatrixParameterdc(param, m);
}

template <typename T>
void getMatrixOf(CGparameter param, T* m, Order order) {
  if constexpr (sizeof(T) == sizeof(float))
    order == Order::Row ? cgGetMatrixParameterfr(param, m) : cgGetMatrixParameterfc(param, m);
  else
    order == Order::Row ? cgGetMatrixParameterdr(param, m) : cgGetMatrixParameterdc(param, m);
}

template <typename T>
void setMatrix(CGparameter param, const T* m, Order order) {
  Call call;
  CGprogram program = programOf(param);
  if (!program) return;
  setMatrixOf(param, m, order);
  uploadLeaf(program, param);
}

template <typename T>
void getMatrix(CGparameter param, T* m, Order order) {
  Call call;
  if (programOf(param)) getMatrixOf(param, m, order);
}

// The number of values in one element of a matrix array, or 0 after CG_NOT_MATRIX_PARAM_ERROR.
int matrixElementSize(CGparameter param) {
  CGparameter first = cgGetArrayParameter(param, 0);
  if (!first || cgGetParameterClass(first) != CG_PARAMETERCLASS_MATRIX) {
    raise(CG_NOT_MATRIX_PARAM_ERROR);
    return 0;
  }
  return cgGetParameterRows(first) * cgGetParameterColumns(first);
}

template <typename T>
void setMatrixArray(CGparameter param, long offset, long nelements, const T* v, Order order) {
  Call call;
  CGprogram program = programOf(param);
  if (!program || !arrayRange(param, offset, &nelements, v)) return;
  const int size = matrixElementSize(param);
  if (size == 0) return;
  for (long i = 0; i < nelements; ++i) {
    CGparameter element = cgGetArrayParameter(param, static_cast<int>(offset + i));
    setMatrixOf(element, v + i * size, order);
    uploadLeaf(program, element);
  }
}

template <typename T>
void getMatrixArray(CGparameter param, long offset, long nelements, T* v, Order order) {
  Call call;
  if (!programOf(param) || !arrayRange(param, offset, &nelements, v)) return;
  const int size = matrixElementSize(param);
  if (size == 0) return;
  for (long i = 0; i < nelements; ++i)
    getMatrixOf(cgGetArrayParameter(param, static_cast<int>(offset + i)), v + i * size, order);
}

}  // namespace

#define CGX_GL_VECTOR(n)                                                                                   \
  CGGL_API void CGGLENTRY cgGLSetParameter##n##fv(CGparameter p, const float* v) { setVector(p, v, n); }   \
  CGGL_API void CGGLENTRY cgGLSetParameter##n##dv(CGparameter p, const double* v) { setVector(p, v, n); }  \
  CGGL_API void CGGLENTRY cgGLGetParameter##n##f(CGparameter p, float* v) { getVector(p, v, n); }          \
  CGGL_API void CGGLENTRY cgGLGetParameter##n##d(CGparameter p, double* v) { getVector(p, v, n); }         \
  CGGL_API void CGGLENTRY cgGLSetParameterArray##n##f(CGparameter p, long o, long c, const float* v) {     \
    setArray(p, o, c, v, n);                                                                               \
  }                                                                                                        \
  CGGL_API void CGGLENTRY cgGLSetParameterArray##n##d(CGparameter p, long o, long c, const double* v) {    \
    setArray(p, o, c, v, n);                                                                               \
  }                                                                                                        \
  CGGL_API void CGGLENTRY cgGLGetParameterArray##n##f(CGparameter p, long o, long c, float* v) {           \
    getArray(p, o, c, v, n);                                                                               \
  }                                                                                                        \
  CGGL_API void CGGLENTRY cgGLGetParameterArray##n##d(CGparameter p, long o, long c, double* v) {          \
    getArray(p, o, c, v, n);                                                                               \
  }

#define CGX_GL_MATRIX(T, s, o, order)                                                                      \
  CGGL_API void CGGLENTRY cgGLSetMatrixParameter##s##o(CGparameter p, const T* m) { setMatrix(p, m, order); } \
  CGGL_API void CGGLENTRY cgGLGetMatrixParameter##s##o(CGparameter p, T* m) { getMatrix(p, m, order); }   \
  CGGL_API void CGGLENTRY cgGLSetMatrixParameterArray##s##o(CGparameter p, long f, long c, const T* v) {   \
    setMatrixArray(p, f, c, v, order);                                                                     \
  }                                                                                                        \
  CGGL_API void CGGLENTRY cgGLGetMatrixParameterArray##s##o(CGparameter p, long f, long c, T* v) {         \
    getMatrixArray(p, f, c, v, order);                                                                     \
  }

extern "C" {

CGX_GL_VECTOR(1)
CGX_GL_VECTOR(2)
CGX_GL_VECTOR(3)
CGX_GL_VECTOR(4)
CGX_GL_MATRIX(float, f, r, Order::Row)
CGX_GL_MATRIX(float, f, c, Order::Column)
CGX_GL_MATRIX(double, d, r, Order::Row)
CGX_GL_MATRIX(double, d, c, Order::Column)

CGGL_API void CGGLENTRY cgGLSetParameter1f(CGparameter p, float x) {
  const float v[] = {x};
  setVector(p, v, 1);
}
CGGL_API void CGGLENTRY cgGLSetParameter2f(CGparameter p, float x, float y) {
  const float v[] = {x, y};
  setVector(p, v, 2);
}
CGGL_API void CGGLENTRY cgGLSetParameter3f(CGparameter p, float x, float y, float z) {
  const float v[] = {x, y, z};
  setVector(p, v, 3);
}
CGGL_API void CGGLENTRY cgGLSetParameter4f(CGparameter p, float x, float y, float z, float w) {
  const float v[] = {x, y, z, w};
  setVector(p, v, 4);
}
CGGL_API void CGGLENTRY cgGLSetParameter1d(CGparameter p, double x) {
  const double v[] = {x};
  setVector(p, v, 1);
}
CGGL_API void CGGLENTRY cgGLSetParameter2d(CGparameter p, double x, double y) {
  const double v[] = {x, y};
  setVector(p, v, 2);
}
CGGL_API void CGGLENTRY cgGLSetParameter3d(CGparameter p, double x, double y, double z) {
  const double v[] = {x, y, z};
  setVector(p, v, 3);
}
CGGL_API void CGGLENTRY cgGLSetParameter4d(CGparameter p, double x, double y, double z, double w) {
  const double v[] = {x, y, z, w};
  setVector(p, v, 4);
}

}  // extern "C"
