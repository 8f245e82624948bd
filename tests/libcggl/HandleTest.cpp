// Forged and destroyed handles against every libCgGL function that takes one: the documented invalid-handle
// error and the documented return value, never a crash.
#include <cstdint>
#include <functional>
#include <vector>

#include "LibCgGLTest.h"

namespace cgx::test {
namespace {

TEST_F(LibCgGL, ForgedAndDestroyedHandles) {
  // A program and a parameter that existed: stale handles, as well as invented ones and null.
  CGprogram dead = create("float4 main(uniform float4 c, uniform sampler2D s) : COLOR { return c + tex2D(s, c.xy); }",
                          CG_PROFILE_ARBFP1);
  cgGLLoadProgram(dead);
  CGparameter deadParameter = cgGetNamedParameter(dead, "c");
  CGparameter deadSampler = cgGetNamedParameter(dead, "s");
  cgDestroyProgram(dead);
  ASSERT_EQ(cgGetError(), CG_NO_ERROR);
  const CGprogram programs[] = {nullptr, reinterpret_cast<CGprogram>(static_cast<std::uintptr_t>(0x1234)), dead};
  const CGparameter parameters[] = {nullptr, reinterpret_cast<CGparameter>(static_cast<std::uintptr_t>(0x1234)),
                                    deadParameter, deadSampler};
  float f[16] = {};
  double d[16] = {};
  const std::vector<std::function<void(CGprogram)>> programCalls = {
      [](CGprogram p) { cgGLLoadProgram(p); },
      [](CGprogram p) { cgGLBindProgram(p); },
      [](CGprogram p) { cgGLUnloadProgram(p); },
      [](CGprogram p) { EXPECT_FALSE(cgGLIsProgramLoaded(p)); },
      [](CGprogram p) { EXPECT_EQ(cgGLGetProgramID(p), 0u); },
      [](CGprogram p) { cgGLEnableProgramProfiles(p); },
      [](CGprogram p) { cgGLDisableProgramProfiles(p); },
  };
  const std::vector<std::function<void(CGparameter)>> parameterCalls = {
      [&](CGparameter p) { cgGLSetParameter1f(p, 1); },
      [&](CGparameter p) { cgGLSetParameter4dv(p, d); },
      [&](CGparameter p) { cgGLGetParameter3f(p, f); },
      [&](CGparameter p) { cgGLSetParameterArray2f(p, 0, 1, f); },
      [&](CGparameter p) { cgGLGetParameterArray4d(p, 0, 1, d); },
      [&](CGparameter p) { cgGLSetMatrixParameterfr(p, f); },
      [&](CGparameter p) { cgGLGetMatrixParameterdc(p, d); },
      [&](CGparameter p) { cgGLSetMatrixParameterArrayfc(p, 0, 1, f); },
      [&](CGparameter p) { cgGLGetMatrixParameterArraydr(p, 0, 1, d); },
      [&](CGparameter p) { cgGLSetStateMatrixParameter(p, CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY); },
      [&](CGparameter p) { cgGLSetTextureParameter(p, 1); },
      [&](CGparameter p) { EXPECT_EQ(cgGLGetTextureParameter(p), 0u); },
      [&](CGparameter p) { cgGLSetupSampler(p, 1); },
      [&](CGparameter p) { cgGLEnableTextureParameter(p); },
      [&](CGparameter p) { cgGLDisableTextureParameter(p); },
      [&](CGparameter p) { EXPECT_EQ(cgGLGetTextureEnum(p), static_cast<GLenum>(GL_INVALID_OPERATION)); },
      [&](CGparameter p) { cgGLSetParameterPointer(p, 4, GL_FLOAT, 0, f); },
      [&](CGparameter p) { cgGLEnableClientState(p); },
      [&](CGparameter p) { cgGLDisableClientState(p); },
  };
  for (CGprogram p : programs)
    for (std::size_t i = 0; i < programCalls.size(); ++i) {
      programCalls[i](p);
      EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR) << "program call " << i << " with " << p;
    }
  for (CGparameter p : parameters)
    for (std::size_t i = 0; i < parameterCalls.size(); ++i) {
      parameterCalls[i](p);
      EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR) << "parameter call " << i << " with " << p;
    }
  EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

}  // namespace
}  // namespace cgx::test
