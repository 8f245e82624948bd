// What the GLSL differential tests share: the case list, the reference's bindings, cgxc's GLSL and
// reflection, uniforms and textures set from Cg leaf paths, vertex programs run through transform feedback
// and fragment programs as points, and the comparison of outputs keyed by canonical semantic.
//
// GlslDifferentialTest compares cgxc's GLSL with the C++ references; CgcDifferentialTest compares it with
// NVIDIA cgc's GLSL for the same program. Both describe a program's varyings the same way (Input, Output),
// whether they come from cgxc's -reflect JSON or from cgc's `//var` header, so running and comparing is one
// piece of code.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "Reference.h"
#include "gl/HeadlessContext.h"
#include "gl/Program.h"
#include "gl/Texture.h"
#include "gl/VertexInput.h"

namespace cgx::test::differential {

constexpr int kSide = 16;  // fragment programs: a 16 x 16 target, one point a pixel
constexpr int kInvocations = kSide * kSide;

struct Case {
  std::string file;  // examples/C6E5v_skin4m.cg
  std::string entry;
  bool fragment = false;
  std::string version;  // 110 120 330 100 300es
};
void PrintTo(const Case& c, std::ostream* os);

// Every example of examples/ in each of `versions`, in file-name order.
std::vector<Case> cases(const std::vector<std::string>& versions);
// "C6E5v_skin4m_110", a test-name suffix.
std::string caseName(const Case& c);

// "float3x4" -> {rows 3, cols 4}; "float2" -> {0, 2}; "float" -> {0, 1}.
struct Shape {
  int rows = 0, cols = 1;
  int components() const { return rows ? rows * cols : cols; }
};
Shape shapeOf(const std::string& type);

// The reference value of one leaf: "light.lightColor" directly, "boneMatrix[5]" as a slice of the whole
// array "boneMatrix" (components values an element).
bool leafValue(const reference::Binding& b, const std::string& leaf, int components, reference::Values* out);

// kInvocations bindings: the first one's uniforms and textures for the whole draw, fresh inputs for each.
std::vector<reference::Binding> makeBindings(const reference::Example& example);

// A varying input: the reference input `semantic` fed to GL attribute `location` (a gl::builtin:: value
// for gl_Vertex and friends) and bound to `glslName` before linking when that is a generic attribute.
struct Input {
  std::string semantic;  // canonical
  std::string glslName;
  int location = 0;
  int components = 4;  // what Cg declares; the stream holds that many (gl_Normal: always 3)
};

// A varying output: captured from `glslName` (vertex) or read from colour attachment `attachment` or the
// depth buffer (fragment), of which the first `components` (what Cg declares) are compared.
struct Output {
  std::string semantic;  // canonical
  std::string glslName;
  int components = 4;
  int attachment = 0;
};

// What one fragment input is fed through in a pass-through vertex shader: `target` is written from an
// attribute holding the reference input; declared as a `varying vec4` (an `out` from 330 on) unless it is
// a built-in such as gl_TexCoord[0].
struct FragmentFeed {
  std::string semantic;  // canonical
  std::string target;
  bool declare = true;
};

// Per invocation, canonical semantic -> components.
using Results = std::vector<reference::Outputs>;

struct Tolerance {
  double relative = 1e-5;
  double absolute = 1e-5;
  // Programs fed random inputs can divide by zero or normalize a zero vector: with this set, a NaN against
  // a NaN and an infinity against the same infinity count as agreement (anything else non-finite still
  // differs).
  bool equalNonFinite = false;
};

// NVIDIA cgc's GLSL described like cgxc's reflection describes ours, from the `//var` header cgc writes
// above it (see CgcDifferentialTest.cpp for the conventions of cgc's GLSL).
namespace cgc {

// One `//var <type> <name> : <semantic> : <resource> : <ordinal> : <referenced>` line of cgc's header.
struct Var {
  std::string type, name, semantic, resource;
  bool referenced = false;
  // Stored column-wise (cgxc's reflection says so: markColumnMajor); `type` is then the declared type,
  // not the transposed one cgc's header names.
  bool columnMajor = false;
};
std::vector<Var> parseHeader(const std::string& glsl);

struct Program {
  std::string glsl;
  std::vector<Var> uniforms;
  std::vector<Input> inputs;        // vertex programs
  std::vector<FragmentFeed> feeds;  // fragment programs: the built-ins the pass-through writes
  std::vector<Output> outputs;
};

// cgc's program from its standard output (which starts with the source file's name); false with *skip
// naming a varying whose resource this harness does not know how to feed or read.
bool readProgram(const std::string& cgcOutput, bool fragment, Program* program, std::string* skip);

// cgc's header names a column-major matrix by its storage (float4x3 for a declared float3x4) and cannot
// tell a square one apart: the uniforms cgxc's reflection marks "matrixOrder": "column_major" get the
// declared type and the flag, so the binding's Cg values reach both programs alike.
void markColumnMajor(Program* program, const nlohmann::json& reflection);

}  // namespace cgc

// A headless GL context for the suite, textures kept alive for a test, and the steps each test takes.
class GlFixture : public ::testing::Test {
 protected:
  static void SetUpTestSuite();
  static void TearDownTestSuite();
  void SetUp() override;

  // cgxc's GLSL and reflection for the case.
  static bool compileWithCgxc(const Case& c, std::string* glsl, nlohmann::json* reflection);
  // cgxc's varying inputs and outputs as its reflection describes them.
  static void cgxcVaryings(const nlohmann::json& reflection, std::vector<Input>* inputs, std::vector<Output>* outputs);

  // Uniforms and samplers from the binding, by cgxc's reflection. `glsl` tells shadow samplers apart.
  bool setReflectedUniforms(gl::Program& program, const nlohmann::json& reflection, const std::string& glsl,
                            const reference::Binding& binding, bool es);
  // The binding's uniform `leaf` of Cg type `type` into GLSL uniform `glslName`; a matrix there is an array
  // of its rows (cgc's layout), which is what `rowArray` says. A `columnMajor` matrix (#pragma pack_matrix)
  // is stored as its transpose, which both compilers' GLSL reads.
  bool setUniform(gl::Program& program, const std::string& leaf, const std::string& type, const std::string& glslName,
                  bool rowArray, bool padded, const reference::Binding& binding, bool columnMajor = false);
  // The binding's texture `leaf` bound to the next unit and sampler `glslName` pointed there. A shadow
  // sampler gets a depth texture of the texture's red channel with comparison on.
  bool setTexture(gl::Program& program, const std::string& leaf, const std::string& glslName, bool shadow,
                  const reference::Binding& binding, bool es);

  // Runs a vertex program (source.vertex only) over the bindings' inputs through transform feedback.
  // Makes the program, calls `setUniforms` (which reports its own failures), draws.
  static bool runVertex(gl::ProgramSource source, const std::vector<Input>& inputs,
                        const std::vector<Output>& outputs, const std::vector<reference::Binding>& bindings,
                        const std::function<bool(gl::Program&)>& setUniforms, Results* results, std::string* error);
  // A fragment program: a pass-through vertex shader in the GLSL version of `versionLine` puts invocation i
  // on pixel i and feeds `feeds` from the bindings' inputs. Makes the program, calls `setUniforms`, draws.
  static bool runFragment(const std::string& fragment, const std::string& versionLine,
                          const std::vector<FragmentFeed>& feeds, const std::vector<Output>& outputs,
                          const std::vector<reference::Binding>& bindings,
                          const std::function<bool(gl::Program&)>& setUniforms, Results* results,
                          std::string* error);

  // Every component of `want` against `got`, and the outputs either lacks; the first mismatches
  // are described in *report. Returns how many components differ.
  static int compare(const Results& got, const Results& want, Tolerance tolerance, const std::string& gotName,
                     const std::string& wantName, std::string* report);

  // cgc's uniforms from the binding, as its header names them: a matrix "_m1[0], 4" is 4 rows from _m1[0].
  bool setCgcUniforms(gl::Program& program, const cgc::Program& cgc, const reference::Binding& binding);
  // Runs cgc's GLSL (version 110) over the bindings; *error starts with "vertex shader:" or "fragment
  // shader:" when Mesa does not compile it.
  bool runCgcProgram(const cgc::Program& cgc, bool fragment, const std::vector<reference::Binding>& bindings,
                     Results* results, std::string* error);
  // Runs cgxc's GLSL (any version; `es` for ES) over the bindings, set up by its reflection.
  bool runCgxcProgram(const std::string& glsl, const nlohmann::json& reflection, bool fragment, bool es,
                      const std::vector<reference::Binding>& bindings, Results* results, std::string* error);

  static gl::HeadlessContext* context_;
  static std::string contextError_;
  std::vector<std::unique_ptr<gl::Texture>> textures_;
};

// kInvocations bindings for everything cgc's program or cgxc's reflection declares, for programs without a
// C++ reference (the corpus tests): one set of uniforms and textures, fresh varying inputs for each
// invocation, keyed as both describe them (Cg leaf paths, canonical semantics). Values uniform in [-1, 1]
// (w = 1 for a float4 POSITION); textures random 8-bit RGBA (their kind from the sampler type).
std::vector<reference::Binding> randomBindings(const cgc::Program& cgc, const nlohmann::json& reflection);

// Runs one side of a differential run, turning the harness's own test failures (a uniform GL does not
// have, say) into the returned error: a program that cannot be run is reported by the caller's table, not
// as a failure of the test (the corpus and generated-program tests run many programs in one test).
bool quietly(const std::function<bool(std::string*)>& step, std::string* error);

// True when `glsl` declares `glslName` a sampler2DShadow.
bool isShadowSampler(const std::string& glsl, const std::string& glslName);

}  // namespace cgx::test::differential
