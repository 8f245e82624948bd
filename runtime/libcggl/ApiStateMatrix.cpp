// cgGLSetStateMatrixParameter: a 4x4 matrix parameter from GL's matrix stacks (modelview, projection,
// texture, or projection x modelview), as it is or transposed, inverted, inverse-transposed.
#include <cmath>

#include "Bridge.h"
#include "GlLoader.h"
#include "GlState.h"
#include "Parameters.h"

using namespace cgx::libcggl;

namespace {

using Matrix = double[16];  // column after column, as GL keeps them: m[column * 4 + row]

void multiply(const Matrix a, const Matrix b, Matrix out) {
  for (int c = 0; c < 4; ++c)
    for (int r = 0; r < 4; ++r) {
      double sum = 0;
      for (int k = 0; k < 4; ++k) sum += a[k * 4 + r] * b[c * 4 + k];
      out[c * 4 + r] = sum;
    }
}

void transpose(Matrix m) {
  for (int r = 0; r < 4; ++r)
    for (int c = r + 1; c < 4; ++c) std::swap(m[c * 4 + r], m[r * 4 + c]);
}

// Gauss-Jordan with partial pivoting. A singular matrix (a zero scale, say) has no inverse: it is left
// as it is, which is what the program would read from a degenerate transform anyway (NaNs are worse).
void invert(Matrix m) {
  double a[4][8];
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) {
      a[r][c] = m[c * 4 + r];
      a[r][c + 4] = r == c ? 1.0 : 0.0;
    }
  for (int col = 0; col < 4; ++col) {
    int pivot = col;
    for (int r = col + 1; r < 4; ++r)
      if (std::fabs(a[r][col]) > std::fabs(a[pivot][col])) pivot = r;
    if (std::fabs(a[pivot][col]) < 1e-300) return;
    for (int c = 0; c < 8; ++c) std::swap(a[col][c], a[pivot][c]);
    const double scale = 1.0 / a[col][col];
    for (int c = 0; c < 8; ++c) a[col][c] *= scale;
    for (int r = 0; r < 4; ++r) {
      if (r == col) continue;
      const double factor = a[r][col];
      for (int c = 0; c < 8; ++c) a[r][c] -= factor * a[col][c];
    }
  }
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) m[c * 4 + r] = a[r][c + 4];
}

void read(GLenum which, Matrix out) {
  GLfloat m[16] = {};
  glGetFloatv(which, m);
  for (int k = 0; k < 16; ++k) out[k] = m[k];
}

}  // namespace

extern "C" CGGL_API void CGGLENTRY cgGLSetStateMatrixParameter(CGparameter param, CGGLenum matrix, CGGLenum transform) {
  Call call;
  const bool effect = isEffectParameter(param);
  CGprogram program = effect ? nullptr : programOf(param);
  if (!effect && !program) return;
  if (matrix < CG_GL_MODELVIEW_MATRIX || matrix > CG_GL_MODELVIEW_PROJECTION_MATRIX ||
      transform < CG_GL_MATRIX_IDENTITY || transform > CG_GL_MATRIX_INVERSE_TRANSPOSE) {
    raise(CG_INVALID_ENUMERANT_ERROR);
    return;
  }
  if (cgGetParameterClass(param) != CG_PARAMETERCLASS_MATRIX) {
    raise(CG_NOT_MATRIX_PARAM_ERROR);
    return;
  }
  if (cgGetParameterRows(param) != 4 || cgGetParameterColumns(param) != 4) {
    raise(CG_NOT_4x4_MATRIX_ERROR);
    return;
  }
  if (!glReady()) {
    raise(CG_INVALID_PARAMETER_ERROR);  // no GL to read the matrix from: "fails to set for any other reason"
    return;
  }
  Matrix m;
  switch (matrix) {
    case CG_GL_MODELVIEW_MATRIX: read(GL_MODELVIEW_MATRIX, m); break;
    case CG_GL_PROJECTION_MATRIX: read(GL_PROJECTION_MATRIX, m); break;
    case CG_GL_TEXTURE_MATRIX: read(GL_TEXTURE_MATRIX, m); break;
    default: {
      Matrix modelview, projection;
      read(GL_MODELVIEW_MATRIX, modelview);
      read(GL_PROJECTION_MATRIX, projection);
      multiply(projection, modelview, m);
    }
  }
  if (transform == CG_GL_MATRIX_INVERSE || transform == CG_GL_MATRIX_INVERSE_TRANSPOSE) invert(m);
  if (transform == CG_GL_MATRIX_TRANSPOSE || transform == CG_GL_MATRIX_INVERSE_TRANSPOSE) transpose(m);
  cgSetMatrixParameterdc(param, m);  // GL's column order is the matrix's columns
  if (program) uploadLeaf(program, param);  // an effect parameter's programs hear of it through libCg
}
