// libCg's C API from several threads at once. Under CG_THREAD_SAFE_POLICY (the default, and the only
// behaviour cgx has: runtime/libcg/State.h's one lock guards every object) any thread may call any
// function: here each thread with a context of its own, and several threads making programs and shared
// parameters in one context. Each thread checks what it set; errors are the library's (cgGetError is
// global), so none may be raised at all.
#include <Cg/cg.h>
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

namespace {

constexpr unsigned kThreads = 4;

constexpr const char* kFragment =
    "uniform float4 tint;\n"
    "struct Light { float3 pos; float4 color; };\n"
    "uniform Light lights[2];\n"
    "float4 main(float4 c : COLOR0) : COLOR { return c * tint + lights[1].color; }\n";

template <typename Body>
void onThreads(Body body) {
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < kThreads; ++t) threads.emplace_back(body, t);
  for (std::thread& thread : threads) thread.join();
}

// Compiles kFragment in `context`, sets tint and lights[1].color to values of the thread's own, reads them
// back, walks the parameter tree, and destroys the program.
void useProgram(CGcontext context, unsigned t) {
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kFragment, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(program, nullptr) << "thread " << t;
  const float base = static_cast<float>(t) * 10;
  CGparameter tint = cgGetNamedParameter(program, "tint");
  CGparameter color = cgGetNamedParameter(program, "lights[1].color");
  ASSERT_NE(tint, nullptr);
  ASSERT_NE(color, nullptr);
  cgSetParameter4f(tint, base, base + 1, base + 2, base + 3);
  const float values[4] = {base + 4, base + 5, base + 6, base + 7};
  cgSetParameterValuefr(color, 4, values);
  float read[4] = {};
  ASSERT_EQ(cgGetParameterValuefr(tint, 4, read), 4);
  EXPECT_EQ(read[3], base + 3) << "thread " << t;
  ASSERT_EQ(cgGetParameterValuefr(color, 4, read), 4);
  EXPECT_EQ(read[0], base + 4) << "thread " << t;
  std::string leaves;
  for (CGparameter p = cgGetFirstLeafParameter(program, CG_GLOBAL); p != nullptr; p = cgGetNextLeafParameter(p))
    leaves += std::string(cgGetParameterName(p)) + " ";
  // The return value is listed last among the globals, as NVIDIA's libCg lists it (ParameterTest.cpp).
  EXPECT_EQ(leaves, "tint lights[0].pos lights[0].color lights[1].pos lights[1].color main ") << "thread " << t;
  EXPECT_EQ(std::string(cgGetParameterName(color)), "lights[1].color");
  cgDestroyProgram(program);
  EXPECT_EQ(cgIsProgram(program), CG_FALSE);
}

TEST(LibCgThreads, EachThreadWithItsOwnContext) {
  cgGetError();
  onThreads([](unsigned t) {
    for (int round = 0; round < 2; ++round) {
      CGcontext context = cgCreateContext();
      ASSERT_NE(context, nullptr);
      useProgram(context, t);
      cgDestroyContext(context);
      EXPECT_EQ(cgIsContext(context), CG_FALSE);
    }
  });
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// One context: programs of every thread in it at once, and shared parameters made, connected to a program's
// parameter, set through the connection and destroyed.
TEST(LibCgThreads, ThreadsShareOneContext) {
  cgGetError();
  CGcontext context = cgCreateContext();
  ASSERT_NE(context, nullptr);
  onThreads([&](unsigned t) {
    useProgram(context, t);
    CGprogram program = cgCreateProgram(context, CG_SOURCE, kFragment, CG_PROFILE_GLSLF, "main", nullptr);
    ASSERT_NE(program, nullptr);
    CGparameter shared = cgCreateParameter(context, CG_FLOAT4);
    ASSERT_NE(shared, nullptr);
    CGparameter tint = cgGetNamedParameter(program, "tint");
    cgConnectParameter(shared, tint);
    cgSetParameter4f(shared, static_cast<float>(t), 1, 2, 3);
    float read[4] = {};
    ASSERT_EQ(cgGetParameterValuefr(tint, 4, read), 4);
    EXPECT_EQ(read[0], static_cast<float>(t)) << "thread " << t;
    cgDisconnectParameter(tint);  // a connected shared parameter cannot be destroyed
    cgDestroyParameter(shared);
    cgDestroyProgram(program);
  });
  cgDestroyContext(context);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

}  // namespace
