// Cg's interpolation modifiers (TEXCOORD0.FLAT, .NOPERSPECTIVE, .CENTROID) in the GLSL back end
// (compiler/glsl/Writer.h): the qualifier where the version declares it; with -po builtins in GLSL 150, a
// fragment input's own qualified varying beside its built-in, chosen by the uniform cgx_qualifiedInputs;
// warning C1605 wherever a modifier is dropped (GLSL 110/120's built-ins, versions without the qualifier),
// where cgc's GLSL drops it silently. Every shader written must pass glslang.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "GlslangCheck.h"
#include "Subprocess.h"

namespace cgx::test {
namespace {

// The toolkit's interpolation_modifier reads one TEXCOORD0 four ways; here the three modifiers, a colour,
// an input without a modifier, a narrower and an integer one, and one with no built-in (TEXCOORD9).
const char* const kInputs = R"(
float4 main(float4 c : TEXCOORD0.FLAT, float2 n : TEXCOORD1.NOPERSPECTIVE, float4 col : COLOR0.CENTROID,
            float4 plain : TEXCOORD2, int2 k : TEXCOORD3.FLAT, float4 far : TEXCOORD9.FLAT) : COLOR {
  return c + n.xyxy + col + plain + float4(k, 0, 1) + far;
}
)";

ProcessResult modifiedGlsl(const std::string& source, const std::vector<std::string>& options,
                   const std::string& profile = "gp4fp") {
  std::vector<std::string> argv{CGXC_PATH, "-profile", profile};
  argv.insert(argv.end(), options.begin(), options.end());
  argv.push_back("-");
  ProcessOptions run;
  run.stdinText = source;
  return runProcess(argv, run);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

// GLSL 150 compatibility with the built-ins (what libCg writes for such a fragment program): each modified
// input is its own qualified varying, read through the switch beside its built-in; the others stay built-ins.
TEST(GlslInterpolation, BuiltinsIn150GiveQualifiedInputsASwitch) {
  ProcessResult r = modifiedGlsl(kInputs, {"-glsl", "150", "-po", "builtins"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  const std::string& glsl = r.out;
  EXPECT_TRUE(contains(glsl, "#version 150 compatibility")) << glsl;
  EXPECT_EQ(occurrences(glsl, "uniform bool cgx_qualifiedInputs;"), 1u) << glsl;
  EXPECT_TRUE(contains(glsl, "flat in vec4 cgx_TEXCOORD0;")) << glsl;
  EXPECT_TRUE(contains(glsl, "noperspective in vec4 cgx_TEXCOORD1;")) << glsl;
  EXPECT_TRUE(contains(glsl, "centroid in vec4 cgx_COLOR0;")) << glsl;
  EXPECT_TRUE(contains(glsl, "c = cgx_qualifiedInputs ? cgx_TEXCOORD0 : gl_TexCoord[0];")) << glsl;
  EXPECT_TRUE(contains(glsl, "n = cgx_qualifiedInputs ? cgx_TEXCOORD1.xy : gl_TexCoord[1].xy;")) << glsl;
  EXPECT_TRUE(contains(glsl, "col = cgx_qualifiedInputs ? cgx_COLOR0 : gl_Color;")) << glsl;
  // An integer input converts from the float varyings (GLSL wants flat integers, which it is).
  EXPECT_TRUE(contains(glsl, "k = ivec2(cgx_qualifiedInputs ? cgx_TEXCOORD3.xy : gl_TexCoord[3].xy);")) << glsl;
  // Without a modifier: the built-in, as before; without a built-in: the own varying alone, no switch.
  EXPECT_TRUE(contains(glsl, "gl_TexCoord[2]")) << glsl;
  EXPECT_FALSE(contains(glsl, "cgx_TEXCOORD2")) << glsl;
  EXPECT_TRUE(contains(glsl, "flat in vec4 cgx_TEXCOORD9;")) << glsl;
  EXPECT_FALSE(contains(glsl, "? cgx_TEXCOORD9")) << glsl;
  EXPECT_FALSE(contains(r.err, "C1605")) << "every modifier is declared: " << r.err;
  EXPECT_EQ(glslangErrors(glsl, "frag"), "");
}

// A program without a modifier is written as before: no switch.
TEST(GlslInterpolation, NoModifierNoSwitch) {
  ProcessResult r = modifiedGlsl("float4 main(float4 c : TEXCOORD0) : COLOR { return c; }\n", {"-glsl", "150", "-po", "builtins"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_FALSE(contains(r.out, "cgx_qualifiedInputs")) << r.out;
  EXPECT_TRUE(contains(r.out, "gl_FragColor = gl_TexCoord[0];")) << r.out;
}

// GLSL 110's built-ins take no qualifier and 110 has none of its own: the built-ins as cgc reads them
// (gl_TexCoord[0]), each modifier dropped with C1605 naming the input and the built-in, never silently.
TEST(GlslInterpolation, BuiltinsIn110DropModifiersWithC1605) {
  ProcessResult r = modifiedGlsl(kInputs, {"-glsl", "110", "-po", "builtins"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_FALSE(contains(r.out, "flat")) << r.out;
  EXPECT_FALSE(contains(r.out, "cgx_qualifiedInputs")) << r.out;
  EXPECT_TRUE(contains(r.out, "gl_TexCoord[0]")) << r.out;
  EXPECT_EQ(occurrences(r.err, "warning C1605"), 5u) << "one per modified input: " << r.err;
  EXPECT_TRUE(contains(r.err, "c (TEXCOORD0.FLAT) goes through GL's built-in gl_TexCoord[0]")) << r.err;
  EXPECT_TRUE(contains(r.err, "col (COLOR0.CENTROID) goes through GL's built-in gl_Color")) << r.err;
  EXPECT_TRUE(contains(r.err, "GLSL 110 has no flat varyings: far (TEXCOORD9.FLAT)")) << r.err;
  EXPECT_EQ(glslangErrors(r.out, "frag"), "");
}

// GLSL 120 declares centroid on a varying of its own: that input is a qualified input there; the others are
// dropped. (cgc redeclares `centroid varying vec4 gl_TexCoord[8];`, which glslang refuses.)
TEST(GlslInterpolation, BuiltinsIn120KeepCentroid) {
  ProcessResult r = modifiedGlsl(kInputs, {"-glsl", "120", "-po", "builtins"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_TRUE(contains(r.out, "centroid varying vec4 cgx_COLOR0;")) << r.out;
  EXPECT_TRUE(contains(r.out, "col = cgx_qualifiedInputs ? cgx_COLOR0 : gl_Color;")) << r.out;
  EXPECT_FALSE(contains(r.err, "col (COLOR0.CENTROID)")) << r.err;
  EXPECT_EQ(occurrences(r.err, "warning C1605"), 4u) << r.err;
  EXPECT_EQ(glslangErrors(r.out, "frag"), "");
}

// Varyings of the writer's own everywhere: 330 declares every qualifier, 110 none (C1605), ES 300 all but
// noperspective.
TEST(GlslInterpolation, OwnVaryingsDeclareWhatTheVersionHas) {
  ProcessResult modern = modifiedGlsl(kInputs, {"-glsl", "330"});
  ASSERT_TRUE(modern.exitedWith(0)) << modern.describe();
  EXPECT_TRUE(contains(modern.out, "flat in vec4 cgx_TEXCOORD0;")) << modern.out;
  EXPECT_TRUE(contains(modern.out, "noperspective in vec4 cgx_TEXCOORD1;")) << modern.out;
  EXPECT_FALSE(contains(modern.out, "cgx_qualifiedInputs")) << "no built-ins, no switch: " << modern.out;
  EXPECT_FALSE(contains(modern.err, "C1605")) << modern.err;
  EXPECT_EQ(glslangErrors(modern.out, "frag"), "");

  ProcessResult old = modifiedGlsl(kInputs, {"-glsl", "110"});
  ASSERT_TRUE(old.exitedWith(0)) << old.describe();
  EXPECT_TRUE(contains(old.out, "\nvarying vec4 cgx_TEXCOORD0;")) << old.out;
  EXPECT_TRUE(contains(old.err, "GLSL 110 has no noperspective varyings: n (TEXCOORD1.NOPERSPECTIVE)")) << old.err;
  EXPECT_EQ(glslangErrors(old.out, "frag"), "");

  ProcessResult es = modifiedGlsl(kInputs, {"-glsl", "300es"});
  ASSERT_TRUE(es.exitedWith(0)) << es.describe();
  EXPECT_TRUE(contains(es.out, "flat in vec4 cgx_TEXCOORD0;")) << es.out;
  EXPECT_TRUE(contains(es.out, "\nin vec4 cgx_TEXCOORD1;")) << es.out;
  EXPECT_EQ(occurrences(es.err, "warning C1605"), 1u) << es.err;
  EXPECT_EQ(glslangErrors(es.out, "frag"), "");
}

// An array input: every element a qualified input of its own in 150 with the built-ins (its private copy
// filled through the switch), its elements the built-ins in 110 (one C1605 for the array).
TEST(GlslInterpolation, ArrayInputs) {
  const char* const source =
      "float4 main(float3 s[2] : TEXCOORD6.FLAT) : COLOR { return float4(s[0] + s[1], 1); }\n";
  ProcessResult r = modifiedGlsl(source, {"-glsl", "150", "-po", "builtins"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_TRUE(contains(r.out, "flat in vec4 cgx_TEXCOORD6;")) << r.out;
  EXPECT_TRUE(contains(r.out, "s[1] = cgx_qualifiedInputs ? cgx_TEXCOORD7.xyz : gl_TexCoord[7].xyz;")) << r.out;
  EXPECT_EQ(glslangErrors(r.out, "frag"), "");

  ProcessResult old = modifiedGlsl(source, {"-glsl", "110", "-po", "builtins"});
  ASSERT_TRUE(old.exitedWith(0)) << old.describe();
  EXPECT_TRUE(contains(old.out, "s[1] = gl_TexCoord[7].xyz;")) << old.out;
  EXPECT_EQ(occurrences(old.err, "warning C1605"), 1u) << old.err;
  EXPECT_EQ(glslangErrors(old.out, "frag"), "");
}

// Two inputs of one semantic read one varying, declared once; interpolated two ways they cannot share it:
// C1600, not two declarations GLSL refuses (cgc's gp4fp says C7001; its glslf drops both modifiers).
TEST(GlslInterpolation, InputsSharingASemantic) {
  ProcessResult same = modifiedGlsl(
      "float4 main(float4 a : TEXCOORD0.FLAT, float4 b : TEXCOORD0.FLAT, float4 c : TEXCOORD1, float4 d : TEXCOORD1)"
      " : COLOR { return a * b + c * d; }\n",
      {"-glsl", "330"});
  ASSERT_TRUE(same.exitedWith(0)) << same.describe();
  EXPECT_EQ(occurrences(same.out, "flat in vec4 cgx_TEXCOORD0;"), 1u) << same.out;
  EXPECT_EQ(occurrences(same.out, "in vec4 cgx_TEXCOORD1;"), 1u) << same.out;
  EXPECT_EQ(glslangErrors(same.out, "frag"), "");

  for (const char* version : {"330", "150"}) {
    SCOPED_TRACE(version);
    ProcessResult mixed = modifiedGlsl(
        "float4 main(float4 a : TEXCOORD0.FLAT, float4 b : TEXCOORD0.NOPERSPECTIVE) : COLOR { return a + b; }\n",
        {"-glsl", version, "-po", "builtins"});
    EXPECT_TRUE(mixed.exitedWith(1)) << mixed.describe();
    EXPECT_TRUE(contains(mixed.err, "C1600")) << mixed.err;
    EXPECT_TRUE(contains(mixed.err, "cgx_TEXCOORD0 interpolated two ways")) << mixed.err;
  }
}

// A vertex program's modified output through a built-in loses its modifier too: C1605, not silence.
TEST(GlslInterpolation, VertexOutputThroughABuiltin) {
  ProcessResult r = modifiedGlsl("void main(float4 p : POSITION, out float4 op : POSITION, out float4 t : TEXCOORD0.FLAT)"
                         " { op = p; t = p; }\n",
                         {"-glsl", "150", "-po", "builtins"}, "arbvp1");
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_TRUE(contains(r.out, "gl_TexCoord[0] = gl_Vertex;")) << r.out;
  EXPECT_TRUE(contains(r.err, "t (TEXCOORD0.FLAT) goes through GL's built-in gl_TexCoord[0]")) << r.err;
  EXPECT_FALSE(contains(r.err, "GLSL 150 with -po builtins")) << "a vertex output has no qualified form: " << r.err;
}

}  // namespace
}  // namespace cgx::test
