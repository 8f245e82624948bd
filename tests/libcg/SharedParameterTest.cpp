// Shared parameters (cgCreateParameter, cgCreateParameterArray, cgConnectParameter and the connection
// queries, cgDestroyParameter): values through connections, and every misuse the manual documents. Where
// NVIDIA's libCg departs from the manual (it accepts a program parameter as a source and a cycle without
// an error, and aborts connecting arrays of different sizes), cgx follows the manual; the agreeing
// behaviour is compared with NVIDIA's by tests/libcg/oracle/shared.c.
#include "LibCgTest.h"

#include <vector>

namespace {

using cgx::test::bogus;
using cgx::test::LibCg;
using cgx::test::valueOf;

constexpr const char* kProgram =
    "uniform float4 tint;\n"
    "uniform float w[2];\n"
    "float4 main(float4 c : COLOR0) : COLOR { return c * tint * w[1]; }\n";


class LibCgShared : public LibCg {
 protected:
  void SetUp() override {
    LibCg::SetUp();
    program = cgCreateProgram(context, CG_SOURCE, kProgram, CG_PROFILE_GLSLF, "main", nullptr);
    ASSERT_NE(program, nullptr);
    tint = named(program, "tint");
    w = named(program, "w");
  }
  CGprogram program = nullptr;
  CGparameter tint = nullptr;
  CGparameter w = nullptr;
};

TEST_F(LibCgShared, ValuesFlowThroughConnections) {
  CGparameter shared = cgCreateParameter(context, CG_FLOAT4);
  ASSERT_NE(shared, nullptr);
  EXPECT_TRUE(cgIsParameterGlobal(shared));
  EXPECT_EQ(cgGetParameterContext(shared), context);
  EXPECT_EQ(cgGetParameterProgram(shared), nullptr);
  cgConnectParameter(shared, tint);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  cgSetParameter4f(shared, 1, 2, 3, 4);
  EXPECT_EQ(valueOf(tint, 4), (std::vector<float>{1, 2, 3, 4}));
  EXPECT_EQ(cgGetConnectedParameter(tint), shared);
  EXPECT_EQ(cgGetNumConnectedToParameters(shared), 1);
  EXPECT_EQ(cgGetConnectedToParameter(shared, 0), tint);
  CGparameter top = cgCreateParameter(context, CG_FLOAT4);
  cgConnectParameter(top, shared);  // a chain: top -> shared -> tint
  cgSetParameter4f(top, 9, 8, 7, 6);
  EXPECT_EQ(valueOf(tint, 4), (std::vector<float>{9, 8, 7, 6}));
  cgDisconnectParameter(tint);  // keeps the value it had through the connection
  EXPECT_EQ(cgGetConnectedParameter(tint), nullptr);
  EXPECT_EQ(cgGetNumConnectedToParameters(shared), 0);
  EXPECT_EQ(valueOf(tint, 4), (std::vector<float>{9, 8, 7, 6}));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCgShared, ArraysConnectElementByElement) {
  CGparameter array = cgCreateParameterArray(context, CG_FLOAT, 2);
  ASSERT_NE(array, nullptr);
  EXPECT_EQ(cgGetArraySize(array, 0), 2);
  EXPECT_EQ(cgGetParameterType(cgGetArrayParameter(array, 1)), CG_FLOAT);
  const float values[] = {5, 6};
  cgSetParameterValuefr(array, 2, values);
  cgConnectParameter(array, w);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(valueOf(w, 2), (std::vector<float>{5, 6}));
  EXPECT_EQ(valueOf(cgGetArrayParameter(w, 1), 1), (std::vector<float>{6}));
  EXPECT_EQ(cgGetConnectedParameter(cgGetArrayParameter(w, 0)), cgGetArrayParameter(array, 0));
}

TEST_F(LibCgShared, ConnectMisuses) {
  CGparameter shared = cgCreateParameter(context, CG_FLOAT4);
  CGparameter other = cgCreateParameter(context, CG_FLOAT4);
  cgConnectParameter(tint, shared);
  EXPECT_EQ(cgGetError(), CG_PARAMETER_IS_NOT_SHARED_ERROR);
  cgConnectParameter(shared, other);
  cgConnectParameter(other, shared);
  EXPECT_EQ(cgGetError(), CG_BIND_CREATES_CYCLE_ERROR);
  cgConnectParameter(shared, shared);
  EXPECT_EQ(cgGetError(), CG_BIND_CREATES_CYCLE_ERROR);
  cgConnectParameter(cgCreateParameter(context, CG_FLOAT3), tint);
  EXPECT_EQ(cgGetError(), CG_PARAMETERS_DO_NOT_MATCH_ERROR);
  cgConnectParameter(cgCreateParameterArray(context, CG_FLOAT, 3), w);
  EXPECT_EQ(cgGetError(), CG_ARRAY_DIMENSIONS_DO_NOT_MATCH_ERROR);
  cgConnectParameter(cgCreateParameterArray(context, CG_INT, 2), w);
  EXPECT_EQ(cgGetError(), CG_ARRAY_TYPES_DO_NOT_MATCH_ERROR);
  // An element of a shared array is a source like any shared parameter (NVIDIA's, measured).
  CGparameter elements = cgCreateParameterArray(context, CG_FLOAT, 2);
  cgSetParameter1f(cgGetArrayParameter(elements, 0), 7);
  cgConnectParameter(cgGetArrayParameter(elements, 0), cgGetArrayParameter(w, 0));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(valueOf(cgGetArrayParameter(w, 0), 1), (std::vector<float>{7}));
  cgConnectParameter(bogus<CGparameter>(), tint);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgConnectParameter(shared, nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetConnectedToParameter(shared, 1), nullptr);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
  EXPECT_EQ(cgGetConnectedToParameter(shared, -1), nullptr);
  EXPECT_EQ(cgGetError(), CG_OUT_OF_ARRAY_BOUNDS_ERROR);
  EXPECT_EQ(cgGetNumConnectedToParameters(nullptr), 0);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  cgDisconnectParameter(bogus<CGparameter>());
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
}

TEST_F(LibCgShared, CreateMisuses) {
  EXPECT_EQ(cgCreateParameter(context, CG_STRUCT), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_VALUE_TYPE_ERROR);
  EXPECT_EQ(cgCreateParameter(context, static_cast<CGtype>(77)), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_VALUE_TYPE_ERROR);
  EXPECT_EQ(cgCreateParameter(bogus<CGcontext>(), CG_FLOAT), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  EXPECT_EQ(cgCreateParameterArray(context, CG_FLOAT, -1), nullptr);  // 0 is an unsized array
  EXPECT_EQ(cgGetError(), CG_INVALID_SIZE_ERROR);
  EXPECT_EQ(cgCreateParameterArray(context, CG_FLOAT, 1 << 30), nullptr);  // a limit, not an allocation
  EXPECT_EQ(cgGetError(), CG_INVALID_SIZE_ERROR);
}

// An unsized shared array (length 0) is sized by cgSetArraySize: its elements made anew each time (values
// 0), the unsized arrays it feeds sized with it, and a program's array of the new length fed element by
// element (NVIDIA's, measured by tests/libcg/oracle/array-size.c).
TEST_F(LibCgShared, UnsizedArraysTakeTheirLengthFromCgSetArraySize) {
  CGparameter source = cgCreateParameterArray(context, CG_FLOAT, 0);
  CGparameter middle = cgCreateParameterArray(context, CG_FLOAT, 0);
  ASSERT_NE(source, nullptr);
  EXPECT_EQ(cgGetArraySize(source, 0), 0);
  EXPECT_EQ(cgGetArrayDimension(source), 1);
  EXPECT_EQ(cgGetArrayType(source), CG_FLOAT);
  cgConnectParameter(source, middle);
  cgConnectParameter(middle, w);  // unsized to a program's float w[2]: connected, its elements not yet
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetConnectedParameter(w), middle);
  EXPECT_EQ(cgGetConnectedParameter(cgGetArrayParameter(w, 1)), nullptr);
  cgSetArraySize(source, 3);
  EXPECT_EQ(cgGetArraySize(middle, 0), 3);
  EXPECT_EQ(cgGetConnectedParameter(cgGetArrayParameter(w, 1)), nullptr);  // 3 elements feed no 2
  cgSetArraySize(source, 2);
  EXPECT_EQ(cgGetArraySize(middle, 0), 2);
  CGparameter element = cgGetArrayParameter(source, 1);
  cgSetParameter1f(element, 7);
  EXPECT_EQ(valueOf(cgGetArrayParameter(middle, 1), 1), std::vector<float>{7});
  EXPECT_EQ(valueOf(cgGetArrayParameter(w, 1), 1), std::vector<float>{7});
  cgSetArraySize(source, 2);  // the same length: new elements all the same
  EXPECT_FALSE(cgIsParameter(element));
  EXPECT_EQ(valueOf(cgGetArrayParameter(w, 1), 1), std::vector<float>{0});
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // Misuses: a sized array, a program's, an element, a bad length, a null size list.
  cgSetArraySize(cgCreateParameterArray(context, CG_FLOAT, 2), 3);
  EXPECT_EQ(cgGetError(), CG_PARAMETER_IS_NOT_RESIZABLE_ARRAY_ERROR);
  cgSetArraySize(w, 3);
  EXPECT_EQ(cgGetError(), CG_PARAMETER_IS_NOT_RESIZABLE_ARRAY_ERROR);
  cgSetArraySize(cgGetArrayParameter(source, 0), 3);
  EXPECT_EQ(cgGetError(), CG_ARRAY_PARAM_ERROR);
  for (int bad : {-1, (1 << 16) + 1}) {
    cgSetArraySize(source, bad);
    EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR) << bad;
  }
  EXPECT_EQ(cgGetArraySize(source, 0), 2);
  cgSetMultiDimArraySize(source, nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  const int four[1] = {4};
  cgSetMultiDimArraySize(source, four);
  EXPECT_EQ(cgGetArraySize(middle, 0), 4);
  cgSetArraySize(bogus<CGparameter>(), 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
}

TEST_F(LibCgShared, DestroyRules) {
  CGparameter shared = cgCreateParameter(context, CG_FLOAT4);
  CGparameter array = cgCreateParameterArray(context, CG_FLOAT, 2);
  cgConnectParameter(shared, tint);
  cgDestroyParameter(shared);
  EXPECT_EQ(cgGetError(), CG_CANNOT_DESTROY_PARAMETER_ERROR);  // a source: disconnect first
  cgDestroyParameter(tint);
  EXPECT_EQ(cgGetError(), CG_PARAMETER_IS_NOT_SHARED_ERROR);
  cgDestroyParameter(cgGetArrayParameter(array, 0));
  EXPECT_EQ(cgGetError(), CG_NOT_ROOT_PARAMETER_ERROR);
  cgDisconnectParameter(tint);
  cgDestroyParameter(shared);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_FALSE(cgIsParameter(shared));
  CGparameter element = cgGetArrayParameter(array, 1);
  cgDestroyParameter(array);
  EXPECT_FALSE(cgIsParameter(element));
  cgDestroyParameter(array);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);
  // A destination's program goes away: its source forgets the connection.
  CGparameter source = cgCreateParameter(context, CG_FLOAT4);
  cgConnectParameter(source, tint);
  EXPECT_EQ(cgGetNumConnectedToParameters(source), 1);
  cgDestroyProgram(program);
  EXPECT_EQ(cgGetNumConnectedToParameters(source), 0);
  cgDestroyParameter(source);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A source that goes with its context leaves its destinations in another context the value they had
// through it, as a disconnection does.
TEST_F(LibCgShared, DestinationsKeepTheirValueWhenTheSourceGoes) {
  CGcontext other = cgCreateContext();
  CGparameter source = cgCreateParameter(other, CG_FLOAT4);
  cgSetParameter4f(source, 1, 2, 3, 4);
  cgConnectParameter(source, tint);
  cgDestroyContext(other);
  EXPECT_EQ(cgGetConnectedParameter(tint), nullptr);
  EXPECT_EQ(valueOf(tint, 4), (std::vector<float>{1, 2, 3, 4}));
}

}  // namespace
