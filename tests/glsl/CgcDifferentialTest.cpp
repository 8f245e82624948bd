// NVIDIA's cgc 3.1 as the oracle: where it is installed (/usr/bin/cgc), its glslv/glslf output for every
// example runs on Mesa llvmpipe beside cgxc's GLSL 110 (cgc's only GLSL version) with the same 256 random
// invocations from the C++ reference's bindings, and every output component must agree within
// |cgxc - cgc| <= 1e-4 * |cgc| + 1e-4. This checks that we translate Cg's semantics rather than our reading
// of them, and it covers the shadow lookups (C9E6f, C9E7f) that the C++ reference cannot.
//
// cgc's GLSL speaks the compatibility profile: varying inputs are gl_Vertex, gl_Normal, gl_Color,
// gl_MultiTexCoordN or `attribute vec4 ATTRn`; outputs are gl_Position, gl_FrontColor, gl_TexCoord[n],
// gl_PointSize, gl_FragColor / gl_FragData[n]; uniforms are renamed (`_light2._lightColor`) and matrices
// become arrays of their rows. All of that is read from the `//var` header cgc writes above the GLSL.
// cgc's output is only ever produced at test time, never stored in the repository.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "DifferentialSupport.h"
#include "Subprocess.h"
#include "gl/VertexInput.h"
#include "support/Golden.h"

namespace cgx::test::differential {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const char* const kCgc = "/usr/bin/cgc";
constexpr Tolerance kTolerance{1e-4, 1e-4};

// One `//var <type> <name> : <semantic> : <resource> : <ordinal> : <referenced>` line of cgc's header.
struct CgcVar {
  std::string type, name, semantic, resource;
  bool referenced = false;
};

std::string trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::vector<CgcVar> parseHeader(const std::string& glsl) {
  std::vector<CgcVar> vars;
  std::istringstream lines(glsl);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("//var ", 0) != 0) continue;
    std::vector<std::string> fields;
    std::istringstream split(line.substr(6));
    for (std::string f; std::getline(split, f, ':');) fields.push_back(trim(f));
    if (fields.size() < 5) continue;
    CgcVar v;
    std::size_t space = fields[0].find(' ');
    v.type = fields[0].substr(0, space);
    v.name = trim(fields[0].substr(space + 1));
    v.semantic = fields[1];
    v.resource = fields[2];
    v.referenced = fields[4] == "1";
    vars.push_back(std::move(v));
  }
  return vars;
}

// cgc's program for one example, described like cgxc's reflection describes ours.
struct CgcProgram {
  std::string glsl;
  std::vector<CgcVar> uniforms;
  std::vector<Input> inputs;  // vertex programs
  std::vector<FragmentFeed> feeds;  // fragment programs: the built-ins the pass-through writes
  std::vector<Output> outputs;
};

// "TEXCOORD3" -> 3 for the given prefix, else -1.
int indexAfter(const std::string& semantic, const std::string& prefix) {
  static const std::regex digits("\\d+");
  if (semantic.rfind(prefix, 0) != 0 || !std::regex_match(semantic.substr(prefix.size()), digits)) return -1;
  return std::stoi(semantic.substr(prefix.size()));
}

// Where cgc's vertex GLSL reads a varying input (canonical semantic): a built-in's client array or generic
// attribute ATTRn. False for what cgc's header does not show us how to feed.
bool vertexInput(const std::string& semantic, const std::string& type, Input* in) {
  in->semantic = semantic;
  in->components = shapeOf(type).components();
  if (int n = indexAfter(semantic, "ATTR"); n >= 0) {
    in->glslName = semantic;
    in->location = n;
  } else if (int t = indexAfter(semantic, "TEXCOORD"); t >= 0) {
    in->location = gl::builtin::multiTexCoord(t);
  } else if (semantic == "POSITION") {
    in->location = gl::builtin::kVertex;
  } else if (semantic == "NORMAL") {
    in->location = gl::builtin::kNormal;
  } else if (semantic == "COLOR0") {
    in->location = gl::builtin::kColor;
  } else if (semantic == "COLOR1") {
    in->location = gl::builtin::kSecondaryColor;
  } else {
    return false;
  }
  return true;
}

// The built-in varying a pass-through vertex shader writes for cgc's fragment input.
bool fragmentFeed(const std::string& semantic, FragmentFeed* feed) {
  feed->semantic = semantic;
  feed->declare = false;
  if (int t = indexAfter(semantic, "TEXCOORD"); t >= 0)
    feed->target = "gl_TexCoord[" + std::to_string(t) + "]";
  else if (semantic == "COLOR0")
    feed->target = "gl_FrontColor";
  else if (semantic == "COLOR1")
    feed->target = "gl_FrontSecondaryColor";
  else
    return false;
  return true;
}

// The built-in cgc's vertex GLSL writes an output to, or the attachment its fragment GLSL writes.
bool output(const std::string& semantic, const std::string& type, bool fragment, Output* out) {
  out->semantic = semantic;
  out->components = shapeOf(type).components();
  if (fragment) {
    out->attachment = std::max(indexAfter(semantic, "COLOR"), 0);
    return semantic == "DEPTH" || indexAfter(semantic, "COLOR") >= 0;
  }
  if (int t = indexAfter(semantic, "TEXCOORD"); t >= 0)
    out->glslName = "gl_TexCoord[" + std::to_string(t) + "]";
  else if (semantic == "POSITION")
    out->glslName = "gl_Position";
  else if (semantic == "COLOR0")
    out->glslName = "gl_FrontColor";
  else if (semantic == "COLOR1")
    out->glslName = "gl_FrontSecondaryColor";
  else if (semantic == "PSIZE")
    out->glslName = "gl_PointSize";
  else
    return false;
  return true;
}

class CgcDifferential : public GlFixture, public ::testing::WithParamInterface<Case> {
 protected:
  void SetUp() override {
    if (!fs::exists(kCgc)) GTEST_SKIP() << "NVIDIA cgc is not installed at " << kCgc;
    GlFixture::SetUp();
  }

  // cgc's GLSL and its header, or a reason to skip in *skip.
  static bool compileWithCgc(const Case& c, CgcProgram* program, std::string* skip) {
    ProcessOptions options;
    options.workingDirectory = sourcePath(".").string();
    ProcessResult r = runProcess({kCgc, "-profile", c.fragment ? "glslf" : "glslv", "-entry", c.entry, c.file}, options);
    if (!r.exitedWith(0)) {
      *skip = "cgc rejects the example: " + r.describe();
      return false;
    }
    // cgc prints the source file's name on stdout before the GLSL.
    std::size_t start = r.out.find("//");
    program->glsl = start == std::string::npos ? r.out : r.out.substr(start);
    for (CgcVar& v : parseHeader(program->glsl)) {
      if (!v.referenced) continue;
      if (v.semantic.empty()) {
        program->uniforms.push_back(std::move(v));
        continue;
      }
      bool in = v.semantic.rfind("$vin.", 0) == 0;
      std::string semantic = canonical(v.semantic.substr(v.semantic.find('.') + 1));
      bool known = true;
      if (in && !c.fragment) {
        program->inputs.emplace_back();
        known = vertexInput(semantic, v.type, &program->inputs.back());
      } else if (in) {
        program->feeds.emplace_back();
        known = fragmentFeed(semantic, &program->feeds.back());
      } else {
        program->outputs.emplace_back();
        known = output(semantic, v.type, c.fragment, &program->outputs.back());
      }
      if (!known) {
        *skip = "cgc's " + v.semantic + " (" + v.resource + ") has no mapping in this test";
        return false;
      }
    }
    return true;
  }

  // cgc's uniforms from the binding, as its header names them: a matrix "_m1[0], 4" is 4 rows from _m1[0].
  bool setCgcUniforms(gl::Program& program, const CgcProgram& cgc, const reference::Binding& binding) {
    for (const CgcVar& v : cgc.uniforms) {
      std::string glslName = v.resource.substr(0, v.resource.find(','));
      bool rows = glslName != v.resource;
      // Mesa drops uniforms its optimizer finds dead; an error in this mapping would show in the outputs.
      if (program.uniformLocation(glslName) < 0) continue;
      bool ok = v.type.rfind("sampler", 0) == 0
                    ? setTexture(program, v.name, glslName, isShadowSampler(cgc.glsl, glslName), binding, false)
                    : setUniform(program, v.name, v.type, glslName, rows, false, binding);
      if (!ok) return false;
    }
    return true;
  }

  // Runs cgc's program; false with *error, or with *skip when cgc's GLSL does not compile on Mesa.
  bool runCgc(const Case& c, const CgcProgram& cgc, const std::vector<reference::Binding>& bindings,
              Results* results, std::string* error, std::string* skip) {
    auto setUniforms = [&](gl::Program& program) { return setCgcUniforms(program, cgc, bindings[0]); };
    bool ok = false;
    if (!c.fragment) {
      gl::ProgramSource source;
      source.vertex = cgc.glsl;
      ok = runVertex(source, cgc.inputs, cgc.outputs, bindings, setUniforms, results, error);
    } else {
      ok = runFragment(cgc.glsl, "#version 110", cgc.feeds, cgc.outputs, bindings, setUniforms, results, error);
    }
    std::string stage = c.fragment ? "fragment shader:" : "vertex shader:";
    if (!ok && error->rfind(stage, 0) == 0) *skip = "cgc's GLSL does not compile: " + *error;
    return ok;
  }

  // Runs cgxc's GLSL 110 for the case.
  bool runCgxc(const Case& c, const std::string& glsl, const json& reflection,
               const std::vector<reference::Binding>& bindings, Results* results, std::string* error) {
    std::vector<Input> inputs;
    std::vector<Output> outputs;
    cgxcVaryings(reflection, &inputs, &outputs);
    auto setUniforms = [&](gl::Program& program) {
      return setReflectedUniforms(program, reflection, glsl, bindings[0], false);
    };
    if (!c.fragment) {
      gl::ProgramSource source;
      source.vertex = glsl;
      return runVertex(source, inputs, outputs, bindings, setUniforms, results, error);
    }
    std::vector<FragmentFeed> feeds;
    for (const Input& in : inputs) feeds.push_back({in.semantic, in.glslName, true});
    return runFragment(glsl, glsl.substr(0, glsl.find('\n')), feeds, outputs, bindings, setUniforms, results, error);
  }
};

TEST_P(CgcDifferential, AgreesWithCgc) {
  const Case& c = GetParam();
  const reference::Example* example = reference::findExample(c.entry);
  ASSERT_NE(example, nullptr) << "no C++ reference (for its random bindings) for " << c.entry;
  std::vector<reference::Binding> bindings = makeBindings(*example);

  CgcProgram cgc;
  std::string skip, error;
  if (!compileWithCgc(c, &cgc, &skip)) GTEST_SKIP() << skip;
  Results want;
  bool ran = runCgc(c, cgc, bindings, &want, &error, &skip);
  if (!skip.empty()) GTEST_SKIP() << skip;
  ASSERT_TRUE(ran) << "cgc's GLSL: " << error << "\n--- cgc's GLSL ---\n" << cgc.glsl;
  ASSERT_FALSE(want.empty() || want[0].empty()) << "cgc's header lists no outputs:\n" << cgc.glsl;
  textures_.clear();  // cgxc's program binds its textures from unit 0 again

  std::string glsl;
  json reflection;
  if (!compileWithCgxc(c, &glsl, &reflection)) return;
  Results got;
  ASSERT_TRUE(runCgxc(c, glsl, reflection, bindings, &got, &error)) << error << "\n--- cgxc's GLSL ---\n" << glsl;

  std::string report;
  int mismatches = compare(got, want, kTolerance, "cgxc", "cgc", &report);
  EXPECT_EQ(mismatches, 0) << mismatches << " values differ between cgxc's GLSL and cgc's:\n"
                           << report << "--- cgxc's GLSL ---\n" << glsl << "--- cgc's GLSL ---\n" << cgc.glsl;
}

INSTANTIATE_TEST_SUITE_P(Examples, CgcDifferential, ::testing::ValuesIn(cases({"110"})),
                         [](const auto& info) { return caseName(info.param); });

}  // namespace
}  // namespace cgx::test::differential
