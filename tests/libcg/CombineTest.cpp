// Combined programs (cgCombinePrograms and its 2-5 argument forms, the program-domain queries): the
// combination owns copies of its programs, finds their parameters by name, compiles them together, and
// goes with its context; the misuses NVIDIA's libCg reports (tests/libcg/oracle/combine.c compares the
// two libraries where NVIDIA's is installed; these run everywhere).
#include "LibCgTest.h"

#include <string>

namespace {

using cgx::test::bogus;
using cgx::test::kLibCgFragment;
using cgx::test::LibCg;

class Combine : public LibCg {
 protected:
  CGprogram fragmentProgram() {
    CGprogram program = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
    EXPECT_NE(program, nullptr);
    return program;
  }
  int listedPrograms() {
    int count = 0;
    for (CGprogram p = cgGetFirstProgram(context); p; p = cgGetNextProgram(p)) ++count;
    return count;
  }
};

TEST_F(Combine, ACombinationOwnsCopiesOfItsDomains) {
  CGprogram vertex = vertexProgram();
  CGprogram fragment = fragmentProgram();
  cgSetParameter4f(named(fragment, "tint"), 1, 2, 3, 4);
  const CGprogram list[] = {vertex, fragment};
  CGprogram combined = cgCombinePrograms(2, list);
  ASSERT_NE(combined, nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_NE(combined, vertex);
  EXPECT_EQ(cgGetNumProgramDomains(combined), 2);
  EXPECT_EQ(cgGetNumProgramDomains(vertex), 1);
  EXPECT_EQ(cgGetProgramDomainProgram(vertex, 0), vertex);
  EXPECT_EQ(cgGetProgramDomainProfile(combined, 0), CG_PROFILE_GLSLV);
  EXPECT_EQ(cgGetProgramDomainProfile(combined, 1), CG_PROFILE_GLSLF);
  CGprogram vertexCopy = cgGetProgramDomainProgram(combined, 0);
  CGprogram fragmentCopy = cgGetProgramDomainProgram(combined, 1);
  EXPECT_NE(vertexCopy, vertex);
  EXPECT_NE(fragmentCopy, fragment);
  EXPECT_EQ(cgGetProgramProfile(fragmentCopy), CG_PROFILE_GLSLF);
  // What the combination itself is: no profile or parameters of its own, compiled when its domains are.
  EXPECT_EQ(cgGetProgramProfile(combined), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetProgramDomain(combined), CG_UNKNOWN_DOMAIN);
  EXPECT_STREQ(cgGetProgramString(combined, CG_PROGRAM_PROFILE), "unknown");
  EXPECT_STREQ(cgGetProgramString(combined, CG_PROGRAM_ENTRY), "main");
  EXPECT_TRUE(cgIsProgramCompiled(combined));
  EXPECT_EQ(cgGetFirstParameter(combined, CG_PROGRAM), nullptr);
  EXPECT_EQ(cgGetFirstParameter(combined, CG_GLOBAL), nullptr);
  const std::string text = cgGetProgramString(combined, CG_COMPILED_PROGRAM);
  EXPECT_EQ(text, std::string(cgGetProgramString(vertexCopy, CG_COMPILED_PROGRAM)) + "\n" +
                      cgGetProgramString(fragmentCopy, CG_COMPILED_PROGRAM) + "\n");
  // Names reach the domains' parameters; the value set before combining was copied.
  CGparameter tint = cgGetNamedParameter(combined, "tint");
  ASSERT_NE(tint, nullptr);
  EXPECT_EQ(cgGetParameterProgram(tint), fragmentCopy);
  double value[4] = {};
  cgGetParameterValuedr(tint, 4, value);
  EXPECT_EQ(value[2], 3.0);
  EXPECT_EQ(cgGetParameterProgram(cgGetNamedParameter(combined, "mvp")), vertexCopy);
  EXPECT_EQ(cgGetParameterProgram(cgGetNamedProgramParameter(combined, CG_PROGRAM, "k")), vertexCopy);
  EXPECT_EQ(cgGetNamedParameter(combined, "nothing"), nullptr);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // The copies are listed with the context's programs, the combination is not; the originals may go.
  EXPECT_EQ(listedPrograms(), 4);
  cgDestroyProgram(vertex);
  cgDestroyProgram(fragment);
  EXPECT_TRUE(cgIsProgram(vertexCopy));
  EXPECT_EQ(cgGetNamedParameter(combined, "tint"), tint);
  // Destroying the combination destroys its domains.
  cgDestroyProgram(combined);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_FALSE(cgIsProgram(combined));
  EXPECT_FALSE(cgIsProgram(vertexCopy));
  EXPECT_FALSE(cgIsProgram(fragmentCopy));
  EXPECT_EQ(listedPrograms(), 0);
}

TEST_F(Combine, TheFixedArgumentForms) {
  CGprogram v = vertexProgram(), f = fragmentProgram();
  CGprogram two = cgCombinePrograms2(v, f);
  CGprogram three = cgCombinePrograms3(v, f, v);
  CGprogram four = cgCombinePrograms4(v, f, v, f);
  CGprogram five = cgCombinePrograms5(v, f, v, f, v);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetNumProgramDomains(two), 2);
  EXPECT_EQ(cgGetNumProgramDomains(three), 3);
  EXPECT_EQ(cgGetNumProgramDomains(four), 4);
  EXPECT_EQ(cgGetNumProgramDomains(five), 5);
  EXPECT_EQ(cgGetProgramDomainProfile(five, 4), CG_PROFILE_GLSLV);
}

// Lazy and manual compilation reach the domains: the combination compiles them when used or asked.
TEST_F(Combine, CompilingACombinationCompilesItsDomains) {
  cgSetAutoCompile(context, CG_COMPILE_MANUAL);
  CGprogram v = cgCreateProgram(context, CG_SOURCE, cgx::test::kLibCgVertex, CG_PROFILE_GLSLV, "main", nullptr);
  CGprogram f = fragmentProgram();
  EXPECT_FALSE(cgIsProgramCompiled(v));
  CGprogram combined = cgCombinePrograms2(v, f);
  ASSERT_NE(combined, nullptr);
  EXPECT_FALSE(cgIsProgramCompiled(combined));
  EXPECT_FALSE(cgIsProgramCompiled(cgGetProgramDomainProgram(combined, 0)));
  cgCompileProgram(combined);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_TRUE(cgIsProgramCompiled(combined));
  EXPECT_TRUE(cgIsProgramCompiled(cgGetProgramDomainProgram(combined, 1)));

  cgSetAutoCompile(context, CG_COMPILE_LAZY);
  CGprogram lazyVertex = cgCreateProgram(context, CG_SOURCE, cgx::test::kLibCgVertex, CG_PROFILE_GLSLV, "main", nullptr);
  CGprogram lazy = cgCombinePrograms2(lazyVertex, f);
  EXPECT_FALSE(cgIsProgramCompiled(lazy));
  EXPECT_NE(cgGetNamedParameter(lazy, "mvp"), nullptr);  // use compiles
  EXPECT_TRUE(cgIsProgramCompiled(lazy));
}

// A domain program destroyed on its own leaves its combination (NVIDIA's libCg aborts on a double free);
// destroying the context destroys combinations too.
TEST_F(Combine, DestroyingADomainProgramOrTheContext) {
  CGprogram combined = cgCombinePrograms2(vertexProgram(), fragmentProgram());
  CGprogram fragmentCopy = cgGetProgramDomainProgram(combined, 1);
  cgDestroyProgram(cgGetProgramDomainProgram(combined, 0));
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  EXPECT_EQ(cgGetNumProgramDomains(combined), 1);
  EXPECT_EQ(cgGetProgramDomainProgram(combined, 0), fragmentCopy);
  EXPECT_EQ(cgGetNamedParameter(combined, "mvp"), nullptr);
  cgDestroyContext(context);
  EXPECT_FALSE(cgIsProgram(combined));
  EXPECT_FALSE(cgIsProgram(fragmentCopy));
  context = cgCreateContext();  // for TearDown
}

TEST_F(Combine, Misuses) {
  CGprogram v = vertexProgram(), f = fragmentProgram();
  const CGprogram list[] = {v, f, v, f, v, f};
  EXPECT_EQ(cgCombinePrograms(1, list), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_DIMENSION_ERROR);
  EXPECT_EQ(cgCombinePrograms(0, list), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_DIMENSION_ERROR);
  EXPECT_EQ(cgCombinePrograms(6, list), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_DIMENSION_ERROR);
  EXPECT_EQ(cgCombinePrograms(2, nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgCombinePrograms2(v, bogus<CGprogram>()), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  CGprogram combined = cgCombinePrograms2(v, f);
  EXPECT_EQ(cgCombinePrograms2(v, combined), nullptr);  // a combination does not combine again
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  CGprogram destroyed = cgCombinePrograms2(v, f);
  cgDestroyProgram(destroyed);
  EXPECT_EQ(cgCombinePrograms2(v, destroyed), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  // Domain queries: an index out of range is an error; an invalid handle answers 0 / NULL quietly.
  EXPECT_EQ(cgGetProgramDomainProgram(combined, 2), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetProgramDomainProgram(combined, -1), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetProgramDomainProfile(v, 1), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_PARAMETER_ERROR);
  EXPECT_EQ(cgGetNumProgramDomains(nullptr), 0);
  EXPECT_EQ(cgGetNumProgramDomains(bogus<CGprogram>()), 0);
  EXPECT_EQ(cgGetProgramDomainProgram(nullptr, 0), nullptr);
  EXPECT_EQ(cgGetProgramDomainProfile(destroyed, 0), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
  // A combination's profile is its domains'.
  cgSetProgramProfile(combined, CG_PROFILE_GLSLF);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetProgramDomainProfile(combined, 0), CG_PROFILE_GLSLV);
}

}  // namespace
