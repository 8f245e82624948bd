// Programs: from strings and files, profiles, entry points and compiler arguments, compile modes, the
// program strings (CG_COMPILED_PROGRAM is cgx's GLSL), iteration, destruction.
#include "LibCgTest.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>
#include <unistd.h>

namespace {

using cgx::test::bogus;
using cgx::test::kLibCgFragment;
using cgx::test::kLibCgVertex;
using cgx::test::LibCg;

TEST_F(LibCg, CreateProgramCompilesImmediatelyByDefault) {
  CGprogram program = vertexProgram();
  EXPECT_TRUE(cgIsProgram(program));
  EXPECT_TRUE(cgIsProgramCompiled(program));
  EXPECT_EQ(cgGetProgramProfile(program), CG_PROFILE_GLSLV);
  EXPECT_EQ(cgGetProgramContext(program), context);
  EXPECT_EQ(cgGetProgramDomain(program), CG_VERTEX_DOMAIN);
  EXPECT_EQ(cgGetProgramInput(program), CG_VERTEX);
  EXPECT_EQ(cgGetProgramOptions(program), nullptr);  // none given
  EXPECT_STREQ(cgGetProgramString(program, CG_PROGRAM_SOURCE), kLibCgVertex);
  EXPECT_STREQ(cgGetProgramString(program, CG_PROGRAM_ENTRY), "main");
  EXPECT_STREQ(cgGetProgramString(program, CG_PROGRAM_PROFILE), "glslv");
  const std::string compiled = cgGetProgramString(program, CG_COMPILED_PROGRAM);
  EXPECT_EQ(compiled.rfind("#version 110", 0), 0u) << compiled;
  EXPECT_NE(compiled.find("gl_Position"), std::string::npos);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCg, EntryAndCompilerArguments) {
  const char* source = "float4 shade(uniform float4 c) : COLOR { return c * SCALE; }\n";
  const char* args[] = {"-DSCALE=2", "-po", "version=120", nullptr};
  CGprogram program = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GLSLF, "shade", args);
  ASSERT_NE(program, nullptr) << cgGetLastListing(context);
  EXPECT_STREQ(cgGetProgramString(program, CG_PROGRAM_ENTRY), "shade");
  char const* const* options = cgGetProgramOptions(program);
  ASSERT_NE(options, nullptr);
  EXPECT_STREQ(options[0], "-DSCALE=2");
  EXPECT_STREQ(options[2], "version=120");
  EXPECT_EQ(options[3], nullptr);
  EXPECT_EQ(cgGetProgramInput(program), CG_FRAGMENT);
  EXPECT_EQ(cgGetProgramOutput(program), CG_FRAGMENT);
  EXPECT_EQ(std::string(cgGetProgramString(program, CG_COMPILED_PROGRAM)).rfind("#version 120", 0), 0u);
  // Without the macro the program does not compile: the arguments reached the compiler.
  EXPECT_EQ(cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GLSLF, "shade", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  // cgc's code-generation options are accepted and change nothing; an unknown option is an error.
  const char* cgcOptions[] = {"-O3", "-fastmath", "-unroll", "all", "-DSCALE=2", "-bestprecision", nullptr};
  EXPECT_NE(cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GLSLF, "shade", cgcOptions), nullptr)
      << cgGetLastListing(context);
  const char* unknown[] = {"-DSCALE=2", "-frobnicate", nullptr};
  EXPECT_EQ(cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GLSLF, "shade", unknown), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_NE(std::string(cgGetLastListing(context)).find("-frobnicate"), std::string::npos);
  const char* bad[] = {"-profile", nullptr};  // an option without its value
  EXPECT_EQ(cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GLSLF, "shade", bad), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_NE(cgGetLastListing(context), nullptr);
}

// The assembly profiles' GLSL reads and writes GL's built-in attributes and varyings, as ARB programs
// read vertex.position and wrote result.texcoord, and so does glslv's in GLSL 1.10 and 1.20 (as cgc's
// does: asked of it): what lets libCgGL run one stage with the other's fixed function. GLSL 3.30 has no
// such built-ins: generic attributes and varyings named by semantic.
TEST_F(LibCg, Glsl110And120CompileToGlBuiltins) {
  const char* source =
      "void main(float4 p : POSITION, float3 n : NORMAL, float2 t : TEXCOORD0, out float4 op : POSITION,\n"
      "          out float4 oc : COLOR0, out float2 ot : TEXCOORD1) { op = p; oc = n.xyzz; ot = t; }\n";
  CGprogram arb = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_ARBVP1, "main", nullptr);
  ASSERT_NE(arb, nullptr) << cgGetLastListing(context);
  const std::string glsl = cgGetProgramString(arb, CG_COMPILED_PROGRAM);
  for (const char* builtin : {"gl_Vertex", "gl_Normal", "gl_MultiTexCoord0", "gl_FrontColor", "gl_TexCoord[1]"})
    EXPECT_NE(glsl.find(builtin), std::string::npos) << builtin << " in\n" << glsl;
  CGprogram glslv = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GLSLV, "main", nullptr);
  ASSERT_NE(glslv, nullptr) << cgGetLastListing(context);
  EXPECT_NE(std::string(cgGetProgramString(glslv, CG_COMPILED_PROGRAM)).find("gl_TexCoord[1]"), std::string::npos);
  const char* version330[] = {"-po", "version=330", nullptr};
  CGprogram generic = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GLSLV, "main", version330);
  ASSERT_NE(generic, nullptr) << cgGetLastListing(context);
  EXPECT_EQ(std::string(cgGetProgramString(generic, CG_COMPILED_PROGRAM)).find("gl_MultiTexCoord0"), std::string::npos);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A fragment program with interpolation modifiers (TEXCOORD0.FLAT) is written in GLSL 1.50 compatibility,
// whose qualified inputs carry them (compiler/glsl/Writer.h; GLSL 1.10's built-ins take none); the same
// program without one stays 1.10, and a version the arguments ask for is kept, the modifier dropped with
// warning C1605 in the listing. The parameter keeps its semantic and cgc's resource either way.
TEST_F(LibCg, InterpolationModifiersChooseGlsl150) {
  const char* flat = "float4 main(float4 c : TEXCOORD0.FLAT) : COLOR { return c; }\n";
  const char* smooth = "float4 main(float4 c : TEXCOORD0) : COLOR { return c; }\n";
  for (CGprofile profile : {CG_PROFILE_GP4FP, CG_PROFILE_GLSLF}) {  // cgc's profiles with modifiers
    SCOPED_TRACE(cgGetProfileString(profile));
    CGprogram qualified = cgCreateProgram(context, CG_SOURCE, flat, profile, "main", nullptr);
    ASSERT_NE(qualified, nullptr) << cgGetLastListing(context);
    const std::string glsl = cgGetProgramString(qualified, CG_COMPILED_PROGRAM);
    EXPECT_EQ(glsl.rfind("#version 150 compatibility", 0), 0u) << glsl;
    EXPECT_NE(glsl.find("flat in vec4 cgx_TEXCOORD0;"), std::string::npos) << glsl;
    const std::string listing = cgGetLastListing(context) ? cgGetLastListing(context) : "";
    EXPECT_EQ(listing.find("C1605"), std::string::npos) << "the first compile's warning is gone: " << listing;
    CGparameter c = cgGetNamedParameter(qualified, "c");
    EXPECT_STREQ(cgGetParameterSemantic(c), "TEXCOORD0.FLAT");
    EXPECT_EQ(cgGetParameterResource(c), CG_TEX0);

    CGprogram plain = cgCreateProgram(context, CG_SOURCE, smooth, profile, "main", nullptr);
    ASSERT_NE(plain, nullptr) << cgGetLastListing(context);
    EXPECT_EQ(std::string(cgGetProgramString(plain, CG_COMPILED_PROGRAM)).rfind("#version 110", 0), 0u);
  }
  // Where 1.50 cannot write the program (one varying interpolated two ways), the 1.10 compile stands.
  const char* twoWays = "float4 main(float4 a : TEXCOORD0.FLAT, float4 b : TEXCOORD0.NOPERSPECTIVE) : COLOR { return a + b; }\n";
  CGprogram fallback = cgCreateProgram(context, CG_SOURCE, twoWays, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(fallback, nullptr) << cgGetLastListing(context);
  EXPECT_EQ(std::string(cgGetProgramString(fallback, CG_COMPILED_PROGRAM)).rfind("#version 110", 0), 0u);
  EXPECT_NE(std::string(cgGetLastListing(context)).find("C1605"), std::string::npos) << cgGetLastListing(context);
  const char* version110[] = {"-po", "version=110", nullptr};
  CGprogram asked = cgCreateProgram(context, CG_SOURCE, flat, CG_PROFILE_GLSLF, "main", version110);
  ASSERT_NE(asked, nullptr) << cgGetLastListing(context);
  EXPECT_EQ(std::string(cgGetProgramString(asked, CG_COMPILED_PROGRAM)).rfind("#version 110", 0), 0u);
  EXPECT_NE(std::string(cgGetLastListing(context)).find("C1605"), std::string::npos) << cgGetLastListing(context);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

// A geometry program's output vertices: what the compiler decided (VERTICES_OUT) until
// cgSetProgramOutputVertices asks for a count, which compiles the program again with cgc's -po Vertices=N
// (which lowers VERTICES_OUT, never raises it); a negative count takes the request back. Another domain's program
// has none (NVIDIA's, measured: -1 after a set too).
TEST_F(LibCg, GeometryProgramOutputVertices) {
  const char* source =
      "TRIANGLE void main(AttribArray<float4> p : POSITION) { emitVertex(p[0] : POSITION); emitVertex(p[1] : POSITION); }\n";
  CGprogram geometry = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_GP4GP, "main", nullptr);
  ASSERT_NE(geometry, nullptr) << cgGetLastListing(context);
  EXPECT_EQ(cgGetProgramOutputVertices(geometry), 2);
  EXPECT_NE(std::string(cgGetProgramString(geometry, CG_COMPILED_PROGRAM)).find("max_vertices = 2"), std::string::npos);
  cgSetProgramOutputVertices(geometry, 1);
  EXPECT_EQ(cgGetProgramOutputVertices(geometry), 1);
  EXPECT_NE(std::string(cgGetProgramString(geometry, CG_COMPILED_PROGRAM)).find("max_vertices = 1"), std::string::npos)
      << cgGetProgramString(geometry, CG_COMPILED_PROGRAM);
  cgSetProgramOutputVertices(geometry, 12);  // more than it emits: the compile keeps 2, the request reads back
  EXPECT_EQ(cgGetProgramOutputVertices(geometry), 12);
  cgSetProgramOutputVertices(geometry, -5);
  EXPECT_EQ(cgGetProgramOutputVertices(geometry), 2);
  EXPECT_NE(std::string(cgGetProgramString(geometry, CG_COMPILED_PROGRAM)).find("max_vertices = 2"), std::string::npos);
  CGprogram fragment = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  cgSetProgramOutputVertices(fragment, 12);
  EXPECT_EQ(cgGetProgramOutputVertices(fragment), -1);
  EXPECT_EQ(cgGetError(), CG_NO_ERROR);
}

TEST_F(LibCg, CreateProgramMisuses) {
  EXPECT_EQ(cgCreateProgram(bogus<CGcontext>(), CG_SOURCE, kLibCgVertex, CG_PROFILE_GLSLV, "main", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_CONTEXT_HANDLE_ERROR);
  EXPECT_EQ(cgCreateProgram(context, CG_UNIFORM, kLibCgVertex, CG_PROFILE_GLSLV, "main", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  // The manual: CG_UNKNOWN_PROFILE_ERROR for a profile that is not supported (NVIDIA's libCg reports
  // CG_COMPILER_ERROR after printing "cgc: unknown profile").
  EXPECT_EQ(cgCreateProgram(context, CG_SOURCE, kLibCgVertex, static_cast<CGprofile>(1234), "main", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_UNKNOWN_PROFILE_ERROR);
  EXPECT_EQ(cgCreateProgram(context, CG_SOURCE, kLibCgVertex, CG_PROFILE_GLSLV, "nomain", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_EQ(cgCreateProgram(context, CG_SOURCE, nullptr, CG_PROFILE_GLSLV, "main", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_POINTER_ERROR);
  EXPECT_EQ(cgCreateProgram(context, CG_OBJECT, "!!ARBvp1.0\nEND\n", CG_PROFILE_ARBVP1, "main", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_EQ(cgGetFirstProgram(context), nullptr);  // nothing was left behind
}

TEST_F(LibCg, ProgramFromFile) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("cgx-libcg-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "tint.cgh") << "uniform float4 tint;\n";
  std::ofstream(dir / "frag.cg") << "#include \"tint.cgh\"\nfloat4 main() : COLOR { return tint; }\n";
  CGprogram program = cgCreateProgramFromFile(context, CG_SOURCE, (dir / "frag.cg").c_str(), CG_PROFILE_GLSLF, nullptr,
                                              nullptr);
  ASSERT_NE(program, nullptr) << cgGetLastListing(context);
  EXPECT_NE(cgGetNamedParameter(program, "tint"), nullptr);  // the #include resolved next to the file
  EXPECT_EQ(cgCreateProgramFromFile(context, CG_SOURCE, (dir / "missing.cg").c_str(), CG_PROFILE_GLSLF, "main",
                                    nullptr),
            nullptr);
  EXPECT_EQ(cgGetError(), CG_FILE_READ_ERROR);
  EXPECT_EQ(cgCreateProgramFromFile(context, CG_SOURCE, nullptr, CG_PROFILE_GLSLF, "main", nullptr), nullptr);
  EXPECT_EQ(cgGetError(), CG_FILE_READ_ERROR);
  std::filesystem::remove_all(dir);
}

// As NVIDIA's (oracle/manual-compile.c): the front end runs when the program is made, and its parameters
// are there before the compile, without resources; the compile keeps their handles and values.
TEST_F(LibCg, ManualCompileMode) {
  cgSetAutoCompile(context, CG_COMPILE_MANUAL);
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(program, nullptr);
  EXPECT_FALSE(cgIsProgramCompiled(program));
  CGparameter tint = cgGetNamedParameter(program, "tint");
  ASSERT_NE(tint, nullptr);
  EXPECT_EQ(cgGetParameterResource(tint), CG_UNDEFINED);
  const float colour[4] = {0.25f, 0.5f, 0.75f, 1};
  cgSetParameter4fv(tint, colour);
  EXPECT_STREQ(cgGetProgramString(program, CG_COMPILED_PROGRAM), "");
  cgCompileProgram(program);
  EXPECT_TRUE(cgIsProgramCompiled(program));
  EXPECT_EQ(cgGetNamedParameter(program, "tint"), tint);
  EXPECT_NE(cgGetParameterResource(tint), CG_UNDEFINED);
  float got[4] = {};
  cgGetParameterValuefr(tint, 4, got);
  EXPECT_EQ(std::vector<float>(got, got + 4), std::vector<float>(colour, colour + 4));
  // A program its front end refuses is not made; one that fails later (an interface left unbound: C1306)
  // is, and stays uncompiled with its parameters, the listing and the error set.
  EXPECT_EQ(cgCreateProgram(context, CG_SOURCE, "float4 main() : COLOR { return x; }", CG_PROFILE_GLSLF, "main",
                            nullptr),
            nullptr);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  CGprogram bad = cgCreateProgram(context, CG_SOURCE,
                                  "interface Shade { float4 eval(); };\n"
                                  "float4 main(uniform float4 k, uniform Shade s) : COLOR { return k * s.eval(); }",
                                  CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(bad, nullptr);
  CGparameter k = cgGetNamedParameter(bad, "k");
  EXPECT_NE(k, nullptr);
  cgCompileProgram(bad);
  EXPECT_EQ(cgGetError(), CG_COMPILER_ERROR);
  EXPECT_FALSE(cgIsProgramCompiled(bad));
  EXPECT_EQ(cgGetNamedParameter(bad, "k"), k);
  EXPECT_NE(cgGetLastListing(context), nullptr);
}

TEST_F(LibCg, LazyCompileModeCompilesOnFirstUse) {
  cgSetAutoCompile(context, CG_COMPILE_LAZY);
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(program, nullptr);
  EXPECT_FALSE(cgIsProgramCompiled(program));
  EXPECT_NE(cgGetFirstParameter(program, CG_PROGRAM), nullptr);
  EXPECT_TRUE(cgIsProgramCompiled(program));
}

TEST_F(LibCg, ProgramProfileChangeRecompiles) {
  CGprogram program = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  ASSERT_NE(program, nullptr);
  cgSetProgramProfile(program, CG_PROFILE_ARBFP1);
  EXPECT_EQ(cgGetProgramProfile(program), CG_PROFILE_ARBFP1);
  EXPECT_TRUE(cgIsProgramCompiled(program));
  EXPECT_STREQ(cgGetProgramString(program, CG_PROGRAM_PROFILE), "arbfp1");
  cgSetProgramProfile(program, static_cast<CGprofile>(3));
  EXPECT_EQ(cgGetError(), CG_INVALID_PROFILE_ERROR);
}

TEST_F(LibCg, ProgramIterationAndDestruction) {
  CGprogram first = vertexProgram();
  CGprogram second = cgCreateProgram(context, CG_SOURCE, kLibCgFragment, CG_PROFILE_GLSLF, "main", nullptr);
  // Newest first, as NVIDIA's libCg lists them (oracle/effect-programs.c).
  EXPECT_EQ(cgGetFirstProgram(context), second);
  EXPECT_EQ(cgGetNextProgram(second), first);
  EXPECT_EQ(cgGetNextProgram(first), nullptr);
  CGparameter k = cgGetNamedParameter(first, "k");
  cgDestroyProgram(first);
  EXPECT_FALSE(cgIsProgram(first));
  EXPECT_FALSE(cgIsParameter(k));
  EXPECT_EQ(cgGetFirstProgram(context), second);
  EXPECT_EQ(cgGetNextProgram(second), nullptr);
  cgDestroyProgram(first);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_STREQ(cgGetProgramString(first, CG_PROGRAM_SOURCE), "");
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_STREQ(cgGetProgramString(second, CG_UNIFORM), "");
  EXPECT_EQ(cgGetError(), CG_INVALID_ENUMERANT_ERROR);
  EXPECT_EQ(cgGetProgramProfile(nullptr), CG_PROFILE_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetProgramOptions(first), nullptr);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
  EXPECT_EQ(cgGetProgramInput(first), CG_UNKNOWN);
  EXPECT_EQ(cgGetError(), CG_INVALID_PROGRAM_HANDLE_ERROR);
}

}  // namespace
