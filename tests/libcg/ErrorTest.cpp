// Error state (cgGetError, cgGetFirstError, cgGetErrorString, cgGetLastErrorString) and the error
// callback and handler, as the reference manual documents them; where the manual is silent, as NVIDIA's
// libCg 3.1 behaves (asked with the same calls: noted at each test).
#include "LibCgTest.h"

#include <string>
#include <vector>

namespace {

using cgx::test::bogus;
using cgx::test::LibCg;

TEST_F(LibCg, GetErrorReturnsTheLastErrorAndResetsIt) {
  cgGetParameterType(bogus<CGparameter>());
  cgGetProgramProfile(bogus<CGprogram>());
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// NVIDIA's libCg keeps the first error apart: cgGetError does not reset it, cgGetFirstError does.
TEST_F(LibCg, GetFirstErrorReturnsTheFirstSinceItsLastCall) {
  cgGetFirstError();
  cgGetParameterType(bogus<CGparameter>());
  cgGetProgramProfile(bogus<CGprogram>());
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetFirstError(), CG_INVALID_PARAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetFirstError(), CG_NO_ERROR);
}

// NVIDIA's libCg: the string of the pending error, which stays pending.
TEST_F(LibCg, LastErrorStringDoesNotResetTheError) {
  CGerror error = CG_NO_ERROR;
  EXPECT_EQ(cgGetLastErrorString(&error), nullptr);
  EXPECT_EQ(error, CG_NO_ERROR);
  cgGetProgramProfile(bogus<CGprogram>());
  const char* text = cgGetLastErrorString(&error);
  EXPECT_EQ(error, CG_INVALID_PROGRAM_HANDLE_ERROR);
  ASSERT_NE(text, nullptr);
  EXPECT_STREQ(text, cgGetErrorString(CG_INVALID_PROGRAM_HANDLE_ERROR));
  EXPECT_NE(cgGetLastErrorString(nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
}

TEST_F(LibCg, ErrorStringsForEveryCodeAndUnknownOnes) {
  for (int code = CG_NO_ERROR; code <= CG_GLSLG_UNCOMBINED_LOAD_ERROR; ++code) {
    const char* text = cgGetErrorString(static_cast<CGerror>(code));
    ASSERT_NE(text, nullptr);
    EXPECT_GT(std::string(text).size(), 5u) << code;
  }
  EXPECT_STREQ(cgGetErrorString(CG_INVALID_PARAM_HANDLE_ERROR), "Invalid parameter handle.");
  EXPECT_STREQ(cgGetErrorString(static_cast<CGerror>(999)), "CG ERROR : Unknown error.");
  EXPECT_STREQ(cgGetErrorString(static_cast<CGerror>(-1)), "CG ERROR : Unknown error.");
}

std::vector<CGerror> handled;
void* handledData = nullptr;
CGcontext handledContext = nullptr;
int callbacks = 0;

TEST_F(LibCg, ErrorHandlerGetsContextErrorAndData) {
  int data = 0;
  handled.clear();
  cgSetErrorHandler(
      [](CGcontext c, CGerror e, void* d) {
        handled.push_back(e);
        handledContext = c;
        handledData = d;
      },
      &data);
  void* got = nullptr;
  EXPECT_NE(cgGetErrorHandler(&got), nullptr);
  EXPECT_EQ(got, &data);
  cgSetAutoCompile(context, CG_UNIFORM);  // not a compile mode
  cgSetErrorHandler(nullptr, nullptr);
  ASSERT_EQ(handled.size(), 1u);
  EXPECT_EQ(handled[0], CG_INVALID_ENUMERANT_ERROR);
  EXPECT_EQ(handledContext, context);
  EXPECT_EQ(handledData, &data);
  cgGetProgramProfile(bogus<CGprogram>());  // no handler any more
  EXPECT_EQ(handled.size(), 1u);
  EXPECT_EQ(cgGetErrorHandler(nullptr), nullptr);
}

TEST_F(LibCg, ErrorCallbackRunsOnEveryErrorAndMayCallTheApi) {
  callbacks = 0;
  cgSetErrorCallback([] {
    ++callbacks;
    EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);  // the lock is re-entrant
  });
  EXPECT_NE(cgGetErrorCallback(), nullptr);
  cgGetLastListing(bogus<CGcontext>());
  cgGetAutoCompile(nullptr);
  cgSetErrorCallback(nullptr);
  EXPECT_EQ(callbacks, 2);
  EXPECT_EQ(cgGetErrorCallback(), nullptr);
}

int handlerCalls = 0;

// A handler that itself misuses the API: its error is recorded, but the handler is not called for it
// (it would recurse without end).
TEST_F(LibCg, ErrorsInsideTheHandlerAreNotReportedToItAgain) {
  handlerCalls = 0;
  cgSetErrorHandler(
      [](CGcontext, CGerror, void*) {
        ++handlerCalls;
        cgGetParameterType(cgx::test::bogus<CGparameter>());
      },
      nullptr);
  cgGetProgramProfile(bogus<CGprogram>());
  cgSetErrorHandler(nullptr, nullptr);
  EXPECT_EQ(handlerCalls, 1);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAM_HANDLE_ERROR);  // the handler's own error is the last one
}

// The handler runs when the failing call has finished with its objects, so it may destroy them: here
// the context of a compile that failed, from inside cgCreateProgram (a use after free otherwise, which
// the sanitizer build reports).
TEST(LibCgErrors, HandlerMayDestroyTheContextOfTheFailingCall) {
  CGcontext context = cgCreateContext();
  cgSetErrorHandler([](CGcontext c, CGerror, void*) { cgDestroyContext(c); }, nullptr);
  CGprogram program = cgCreateProgram(context, CG_SOURCE, "float4 main() : COLOR { return nothing; }",
                                      CG_PROFILE_GLSLF, "main", nullptr);
  cgSetErrorHandler(nullptr, nullptr);
  EXPECT_EQ(program, nullptr);
  EXPECT_FALSE(cgIsContext(context));
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
}

}  // namespace
