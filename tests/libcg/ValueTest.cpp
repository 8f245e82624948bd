// Values: cgSetParameter{1..4}{f,d,i}[v], cgSetParameterValue*/cgGetParameterValue* over whole parameters
// and arrays in both matrix orders, the matrix setters and getters, defaults, and the documented misuses.
#include "LibCgTest.h"

#include <climits>
#include <vector>

namespace {

using cgx::test::bogus;
using cgx::test::kLibCgFragment;
using cgx::test::LibCg;
using cgx::test::valueOf;


TEST_F(LibCg, ComponentSetters) {
  CGprogram program = vertexProgram();
  CGparameter color = named(program, "light.color");
  cgSetParameter4f(color, 1, 2, 3, 4);
  EXPECT_EQ(valueOf(color, 4), (std::vector<float>{1, 2, 3, 4}));
  cgSetParameter2d(color, 9, 8);  // fewer components: the rest stay
  EXPECT_EQ(valueOf(color, 4), (std::vector<float>{9, 8, 3, 4}));
  const int iv[] = {5, 6, 7};
  cgSetParameter3iv(color, iv);
  EXPECT_EQ(valueOf(color, 4), (std::vector<float>{5, 6, 7, 4}));
  CGparameter k = named(program, "k");
  cgSetParameter4f(k, 7, 8, 9, 10);  // more components than the type: ignored (Cg 2.0 and later)
  EXPECT_EQ(valueOf(k, 1), (std::vector<float>{7}));
  const double dv[] = {0.5};
  cgSetParameter1dv(k, dv);
  double d = 0;
  EXPECT_EQ(cgGetParameterValuedr(k, 1, &d), 1);
  EXPECT_EQ(d, 0.5);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCg, ComponentSetterMisuses) {
  CGprogram program = vertexProgram();
  cgSetParameter1f(named(program, "light"), 1);
  EXPECT_EQ(cgGetError(), CG_NON_NUMERIC_PARAMETER_ERROR);  // NVIDIA's libCg: the same
  cgSetParameter1f(named(program, "tex"), 1);
  EXPECT_EQ(cgGetError(), CG_NON_NUMERIC_PARAMETER_ERROR);
  cgSetParameter1f(bogus<CGparameter>(), 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgSetParameter4fv(named(program, "k"), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  // The manual: a varying input of a fragment program cannot be set.
  CGprogram fragment = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  cgSetParameter4f(named(fragment, "c"), 1, 2, 3, 4);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  cgSetParameter4f(named(fragment, "tint"), 1, 2, 3, 4);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCg, WholeValuesOfArraysAndMatricesInBothOrders) {
  CGprogram program = vertexProgram();
  CGparameter a = named(program, "a");
  EXPECT_EQ(valueOf(a, 3), (std::vector<float>{1, 2, 3}));  // the defaults
  const float three[] = {4, 5, 6};
  cgSetParameterValuefr(a, 3, three);
  int i[3] = {};
  EXPECT_EQ(cgGetParameterValueic(a, 3, i), 3);
  EXPECT_EQ(std::vector<int>(i, i + 3), (std::vector<int>{4, 5, 6}));
  EXPECT_EQ(valueOf(named(program, "a[1]"), 1), (std::vector<float>{5}));

  CGparameter m23 = named(program, "m23");  // 2 rows, 3 columns
  const double columnMajor[] = {10, 13, 11, 14, 12, 15};
  cgSetParameterValuedc(m23, 6, columnMajor);
  EXPECT_EQ(valueOf(m23, 6), (std::vector<float>{10, 11, 12, 13, 14, 15}));
  double back[6] = {};
  EXPECT_EQ(cgGetParameterValuedc(m23, 6, back), 6);
  EXPECT_EQ(std::vector<double>(back, back + 6), std::vector<double>(columnMajor, columnMajor + 6));
  int defaults[6] = {};
  EXPECT_EQ(cgGetParameterDefaultValueic(m23, 6, defaults), 6);
  EXPECT_EQ(std::vector<int>(defaults, defaults + 6), (std::vector<int>{1, 4, 2, 5, 3, 6}));
}

TEST_F(LibCg, WholeValueMisuses) {
  CGprogram program = vertexProgram();
  CGparameter a = named(program, "a");
  float f[16] = {};
  EXPECT_EQ(cgGetParameterValuefr(a, 2, f), 0);
  EXPECT_EQ(cgGetError(), CG_NOT_ENOUGH_DATA_ERROR);
  EXPECT_EQ(cgGetParameterValuefr(a, -5, f), 0);
  EXPECT_EQ(cgGetError(), CG_NOT_ENOUGH_DATA_ERROR);
  EXPECT_EQ(cgGetParameterValuefr(a, 3, nullptr), 0);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  cgSetParameterValuefr(a, 2, f);
  EXPECT_EQ(cgGetError(), CG_NOT_ENOUGH_DATA_ERROR);
  cgSetParameterValuefr(named(program, "light"), 16, f);
  EXPECT_EQ(cgGetError(), CG_NON_NUMERIC_PARAMETER_ERROR);
  EXPECT_EQ(cgGetParameterDefaultValuefr(named(program, "tex"), 16, f), 0);
  EXPECT_EQ(cgGetError(), CG_NON_NUMERIC_PARAMETER_ERROR);
  EXPECT_EQ(cgGetParameterValuefr(bogus<CGparameter>(), 16, f), 0);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
}

TEST_F(LibCg, MatrixSettersAndGetters) {
  CGprogram program = vertexProgram();
  CGparameter mvp = named(program, "mvp");
  float rowMajor[16];
  for (int k = 0; k < 16; ++k) rowMajor[k] = static_cast<float>(k);
  cgSetMatrixParameterfr(mvp, rowMajor);
  float columns[16] = {};
  cgGetMatrixParameterfc(mvp, columns);
  EXPECT_EQ(columns[1], 4);  // row 1, column 0
  EXPECT_EQ(columns[4], 1);  // row 0, column 1
  EXPECT_EQ(columns[15], 15);
  int rows[16] = {};
  cgSetMatrixParameterfc(mvp, rowMajor);  // the same numbers taken as columns: transposed
  cgGetMatrixParameterir(mvp, rows);
  EXPECT_EQ(rows[1], 4);
  EXPECT_EQ(rows[4], 1);
  cgSetMatrixParameterfr(named(program, "light.color"), rowMajor);
  EXPECT_EQ(cgGetError(), CG_NOT_MATRIX_PARAM_ERROR);
  cgGetMatrixParameterfr(named(program, "a"), columns);
  EXPECT_EQ(cgGetError(), CG_NOT_MATRIX_PARAM_ERROR);
  cgSetMatrixParameterdr(mvp, nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  cgGetMatrixParameterdr(bogus<CGparameter>(), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
}

TEST_F(LibCg, IntegerReadsClampAndDeprecatedValues) {
  CGprogram program = vertexProgram();
  CGparameter k = named(program, "k");
  cgSetParameter1d(k, 1e300);
  int i = 0;
  EXPECT_EQ(cgGetParameterValueir(k, 1, &i), 1);
  EXPECT_EQ(i, INT_MAX);  // not undefined behaviour
  int n = -1;
  const double* values = cgGetParameterValues(k, CG_DEFAULT, &n);
  ASSERT_EQ(n, 1);
  EXPECT_EQ(values[0], 2.0);
  EXPECT_EQ(cgGetParameterValues(k, CG_UNIFORM, &n), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
}

}  // namespace
