// inverse() and determinant() before GLSL 140 / ES 300, and transpose() before GLSL 120 / ES 300: helper
// functions written once per program (the first call declares them), inverse and determinant by cofactor
// expansion. A Cg floatNxN is GLSL's matN holding the rows as
// columns, i.e. the transpose; inverse and determinant commute with transposing, so the helpers work on the
// GLSL matrix as it is.
#include "glsl/WriterImpl.h"

namespace cgx::glsl {

namespace {

// The bodies, by size. `m[i][j]` is column i, row j; a{i}{j} names it.
const char* const kDeterminant[] = {
    "",
    "",
    "  return m[0][0] * m[1][1] - m[1][0] * m[0][1];\n",
    "  return dot(m[0], cross(m[1], m[2]));\n",
    "  float b00 = m[0][0] * m[1][1] - m[0][1] * m[1][0], b01 = m[0][0] * m[1][2] - m[0][2] * m[1][0];\n"
    "  float b02 = m[0][0] * m[1][3] - m[0][3] * m[1][0], b03 = m[0][1] * m[1][2] - m[0][2] * m[1][1];\n"
    "  float b04 = m[0][1] * m[1][3] - m[0][3] * m[1][1], b05 = m[0][2] * m[1][3] - m[0][3] * m[1][2];\n"
    "  float b06 = m[2][0] * m[3][1] - m[2][1] * m[3][0], b07 = m[2][0] * m[3][2] - m[2][2] * m[3][0];\n"
    "  float b08 = m[2][0] * m[3][3] - m[2][3] * m[3][0], b09 = m[2][1] * m[3][2] - m[2][2] * m[3][1];\n"
    "  float b10 = m[2][1] * m[3][3] - m[2][3] * m[3][1], b11 = m[2][2] * m[3][3] - m[2][3] * m[3][2];\n"
    "  return b00 * b11 - b01 * b10 + b02 * b09 + b03 * b08 - b04 * b07 + b05 * b06;\n",
};

const char* const kInverse[] = {
    "",
    "",
    "  return mat2(m[1][1], -m[0][1], -m[1][0], m[0][0]) / (m[0][0] * m[1][1] - m[1][0] * m[0][1]);\n",
    // The rows of the inverse are the cross products of the other two columns over the determinant.
    "  vec3 r0 = cross(m[1], m[2]), r1 = cross(m[2], m[0]), r2 = cross(m[0], m[1]);\n"
    "  return mat3(r0.x, r1.x, r2.x, r0.y, r1.y, r2.y, r0.z, r1.z, r2.z) / dot(m[0], r0);\n",
    // The 2x2 minors of the first two columns (b00..b05) and the last two (b06..b11) give every cofactor.
    "  float a00 = m[0][0], a01 = m[0][1], a02 = m[0][2], a03 = m[0][3];\n"
    "  float a10 = m[1][0], a11 = m[1][1], a12 = m[1][2], a13 = m[1][3];\n"
    "  float a20 = m[2][0], a21 = m[2][1], a22 = m[2][2], a23 = m[2][3];\n"
    "  float a30 = m[3][0], a31 = m[3][1], a32 = m[3][2], a33 = m[3][3];\n"
    "  float b00 = a00 * a11 - a01 * a10, b01 = a00 * a12 - a02 * a10, b02 = a00 * a13 - a03 * a10;\n"
    "  float b03 = a01 * a12 - a02 * a11, b04 = a01 * a13 - a03 * a11, b05 = a02 * a13 - a03 * a12;\n"
    "  float b06 = a20 * a31 - a21 * a30, b07 = a20 * a32 - a22 * a30, b08 = a20 * a33 - a23 * a30;\n"
    "  float b09 = a21 * a32 - a22 * a31, b10 = a21 * a33 - a23 * a31, b11 = a22 * a33 - a23 * a32;\n"
    "  float det = b00 * b11 - b01 * b10 + b02 * b09 + b03 * b08 - b04 * b07 + b05 * b06;\n"
    "  return mat4(a11 * b11 - a12 * b10 + a13 * b09, a02 * b10 - a01 * b11 - a03 * b09,\n"
    "              a31 * b05 - a32 * b04 + a33 * b03, a22 * b04 - a21 * b05 - a23 * b03,\n"
    "              a12 * b08 - a10 * b11 - a13 * b07, a00 * b11 - a02 * b08 + a03 * b07,\n"
    "              a32 * b02 - a30 * b05 - a33 * b01, a20 * b05 - a22 * b02 + a23 * b01,\n"
    "              a10 * b10 - a11 * b08 + a13 * b06, a01 * b08 - a00 * b10 - a03 * b06,\n"
    "              a30 * b04 - a31 * b02 + a33 * b00, a21 * b02 - a20 * b04 - a23 * b00,\n"
    "              a11 * b07 - a10 * b09 - a12 * b06, a00 * b09 - a01 * b07 + a02 * b06,\n"
    "              a31 * b01 - a30 * b03 - a32 * b00, a20 * b03 - a21 * b01 + a22 * b00) / det;\n",
};

}  // namespace

std::string Writer::matrixHelper(bool inverse, unsigned n) {
  // Overloads of one name by matrix size. ES 100 wants a precision for the helper's floats; the program's
  // default (highp) covers them.
  std::string matrix = "mat" + std::to_string(n);
  std::string name = inverse ? "cgx_inverse" : "cgx_determinant";
  return helper(name, (inverse ? matrix : std::string("float")) + " " + name + "(" + matrix + " m)\n{\n" +
                          (inverse ? kInverse[n] : kDeterminant[n]) + "}");
}

// A Cg RxC matrix is a matN there (N = max(R, C), zeros around a non-square one), so the transpose of that
// matN is the (padded) transpose of the Cg matrix. cgx_transpose overloads by N.
std::string Writer::transposeHelper(unsigned n) {
  std::string matrix = "mat" + std::to_string(n);
  std::string body = "  return " + matrix + "(";
  for (unsigned c = 0; c < n; ++c)
    for (unsigned r = 0; r < n; ++r)
      body += std::string(c || r ? ", " : "") + "m[" + std::to_string(r) + "][" + std::to_string(c) + "]";
  return helper("cgx_transpose", matrix + " cgx_transpose(" + matrix + " m)\n{\n" + body + ");\n}");
}

// A matK as a matD: columns cut to D components or padded with zeros, zero columns added. Through a helper
// function, so the matrix is evaluated once (GLSL 110 has no matD(matK) constructor). cgx_matD overloads
// by K.
std::string Writer::matrixResize(const std::string& value, unsigned from, unsigned to) {
  if (from == to) return value;
  std::string result = "mat" + std::to_string(to);
  std::string name = "cgx_" + result;
  std::string body = "  return " + result + "(";
  for (unsigned c = 0; c < to; ++c) {
    std::string column = "m[" + std::to_string(c) + "]";
    if (c >= from) column = "vec" + std::to_string(to) + "(0.0)";
    else if (to < from) column += "." + std::string("xyzw", to);
    else {
      column = "vec" + std::to_string(to) + "(" + column;
      for (unsigned r = from; r < to; ++r) column += ", 0.0";
      column += ")";
    }
    body += (c ? ", " : "") + column;
  }
  return helper(name, result + " " + name + "(mat" + std::to_string(from) + " m)\n{\n" + body + ");\n}") + "(" +
         value + ")";
}

}  // namespace cgx::glsl
