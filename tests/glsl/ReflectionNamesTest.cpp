// The names `-reflect` gives (glslName) are names the linked GLSL program has: every example, and programs
// whose struct fields GLSL reserves (`texture`, `input`: the writer renames them), compiled to GLSL with
// reflection, linked on llvmpipe, and every reflected uniform leaf looked up with glGetUniformLocation and
// every attribute with glGetAttribLocation. Each program is linked with a partner stage that keeps its
// varyings live (partnerFor).
#include <gtest/gtest.h>
#include <glad/gl.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "Subprocess.h"
#include "gl/HeadlessContext.h"
#include "gl/Program.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

// Programs whose uniforms have struct fields with names GLSL reserves, as engines wrote them.
const char* const kReservedFields = R"(
// cgx-entry: main
// cgx-stage: fragment
struct prevpass { float2 scale; sampler2D texture; };
struct light { float3 color; float3 input; float sample; };
float4 main(float2 uv : TEXCOORD0, uniform prevpass p, uniform light lights[2], uniform sampler2D texture) : COLOR {
  return tex2D(p.texture, uv * p.scale) + tex2D(texture, uv) +
         float4(lights[0].input + lights[1].color, lights[1].sample);
}
)";

const char* const kReservedVertexFields = R"(
// cgx-entry: main
struct transform { float4x4 matrix; float4 output; };
float4 main(float4 position : POSITION, float4 input : TEXCOORD0, uniform transform t) : POSITION {
  return mul(t.matrix, position) + t.output * input.x;
}
)";

struct Case {
  std::string name;
  std::string source;  // the program text
  std::string path;    // an example's file ("" for the programs above, written to a temporary file)
  std::string version;
};
void PrintTo(const Case& c, std::ostream* os) { *os << c.name << " as GLSL " << c.version; }

std::vector<Case> cases() {
  std::vector<Case> programs = {{"reservedFields", kReservedFields, "", ""},
                                {"reservedVertexFields", kReservedVertexFields, "", ""}};
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(sourcePath("examples")))
    if (entry.path().extension() == ".cg") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  for (const std::string& f : files) programs.push_back({fs::path(f).stem().string(), readFile(f), f, ""});
  std::vector<Case> all;
  for (const Case& program : programs)
    for (const char* v : {"110", "330"}) {
      all.push_back(program);
      all.back().version = v;
    }
  return all;
}

// The varyings one stage's GLSL declares as `in`/`varying` (inputs) or `out`/`varying` (outputs), each with
// its qualifiers ("flat "), by name.
std::vector<std::pair<std::string, std::string>> varyings(const std::string& glsl, const std::string& version,
                                                          bool inputs) {
  std::vector<std::pair<std::string, std::string>> found;
  std::istringstream lines(glsl);
  std::string line;
  const std::string keyword = version == "330" ? (inputs ? "in vec4 " : "out vec4 ") : "varying vec4 ";
  while (std::getline(lines, line)) {
    std::size_t at = line.find(keyword);
    if (at == std::string::npos || line.back() != ';' || line.find('(') != std::string::npos) continue;
    found.push_back({line.substr(0, at), line.substr(at + keyword.size(), line.size() - 1 - at - keyword.size())});
  }
  return found;
}

// The other stage, keeping everything the program under test declares live: a vertex shader feeding the
// fragment program's varyings from an attribute (not constants, which the linker could fold through), or a
// fragment shader summing every varying the vertex program writes into its colour.
std::string partnerFor(const std::string& glsl, const std::string& version, bool fragment) {
  bool modern = version == "330";
  std::string text = "#version " + std::string(modern ? "330" : "110") + "\n";
  std::string body;
  if (fragment) {
    text += modern ? "in vec4 cgx_feed;\n" : "attribute vec4 cgx_feed;\n";
    for (const auto& [qualifiers, name] : varyings(glsl, version, true)) {
      text += qualifiers + (modern ? "out vec4 " : "varying vec4 ") + name + ";\n";
      body += "  " + name + " = cgx_feed;\n";
    }
    return text + "void main() {\n  gl_Position = cgx_feed;\n" + body + "}\n";
  }
  std::string sum = "vec4(0.0)";
  for (const auto& [qualifiers, name] : varyings(glsl, version, false)) {
    text += qualifiers + (modern ? "in vec4 " : "varying vec4 ") + name + ";\n";
    sum += " + " + name;
  }
  if (modern) text += "out vec4 cgx_color;\n";
  return text + "void main() {\n  " + (modern ? "cgx_color" : "gl_FragColor") + " = " + sum + ";\n}\n";
}

class ReflectionNames : public ::testing::TestWithParam<Case> {
 protected:
  static void SetUpTestSuite() { context_ = gl::HeadlessContext::create(&contextError_).release(); }
  static void TearDownTestSuite() {
    delete context_;
    context_ = nullptr;
  }
  void SetUp() override {
    if (context_ == nullptr) GTEST_SKIP() << "no headless GL context: " << contextError_;
  }
  static gl::HeadlessContext* context_;
  static std::string contextError_;
};
gl::HeadlessContext* ReflectionNames::context_ = nullptr;
std::string ReflectionNames::contextError_;

TEST_P(ReflectionNames, EveryReflectedNameIsInTheLinkedProgram) {
  const Case& c = GetParam();
  ExampleTarget target = exampleTarget(c.source);
  fs::path dir = fs::temp_directory_path() / ("cgx_reflect_" + std::to_string(getpid()));
  fs::create_directories(dir);
  fs::path file = c.path.empty() ? dir / (c.name + ".cg") : fs::path(c.path), reflection = dir / (c.name + ".json");
  if (c.path.empty()) std::ofstream(file) << c.source;
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", target.profile, "-po", "version=" + c.version, "-entry",
                                target.entry, "-reflect", reflection.string(), file.string()});
  json reflected;
  if (r.exitedWith(0)) reflected = json::parse(readFile(reflection));
  fs::remove_all(dir);
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();

  gl::ProgramSource source;
  source.vertex = target.fragment ? partnerFor(r.out, c.version, true) : r.out;
  source.fragment = target.fragment ? r.out : partnerFor(r.out, c.version, false);
  // Attributes before 330 have no layout: bind them where reflection says, as the runtime does.
  for (const json& p : reflected["parameters"])
    if (p.value("glslKind", "") == "attribute" && p.contains("glslLocation") && c.version != "330")
      source.attributeLocations.push_back({p["glslName"].get<std::string>(), p["glslLocation"].get<int>()});
  std::string error;
  std::unique_ptr<gl::Program> program = gl::Program::create(source, &error);
  ASSERT_NE(program, nullptr) << error << "\n--- GLSL ---\n" << r.out;

  int looked = 0;
  for (const json& p : reflected["parameters"]) {
    if (!p["glslName"].is_string()) continue;
    std::string name = p["glslName"].get<std::string>(), kind = p.value("glslKind", "");
    if (kind == "uniform") {
      EXPECT_GE(program->uniformLocation(name), 0)
          << p["name"] << " is reflected as uniform '" << name << "', which the program does not have\n"
          << r.out;
      ++looked;
    } else if (kind == "attribute") {
      EXPECT_GE(glGetAttribLocation(program->id(), name.c_str()), 0)
          << p["name"] << " is reflected as attribute '" << name << "', which the program does not have\n"
          << r.out;
      ++looked;
    }
  }
  if (c.name.rfind("reserved", 0) == 0) {
    EXPECT_GE(looked, 3) << "the case must keep exercising renamed fields";
  }
}

INSTANTIATE_TEST_SUITE_P(Programs, ReflectionNames, ::testing::ValuesIn(cases()),
                         [](const auto& info) { return info.param.name + "_" + info.param.version; });

}  // namespace
}  // namespace cgx::test
