// The GLSL cgxc writes, run on Mesa llvmpipe (headless EGL), against the hand-written C++ references of
// tests/reference: every example in every GLSL version, 256 invocations with the reference's random
// inputs. Vertex programs run through transform feedback; fragment programs draw one point per pixel into
// float targets, fed by a pass-through vertex shader that writes the varyings cgxc's fragment GLSL reads.
// Uniforms, attributes, varyings and outputs are found through cgxc's -reflect JSON, as an application
// would. A value agrees when |got - want| <= 1e-5 * |want| + 1e-5.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "Reference.h"
#include "Subprocess.h"
#include "gl/HeadlessContext.h"
#include "gl/PointRenderer.h"
#include "gl/Program.h"
#include "gl/Texture.h"
#include "gl/TransformFeedback.h"
#include "profile/Allocation.h"  // canonicalSemantic
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using reference::Values;

constexpr int kSide = 16;  // fragment programs: a 16 x 16 target
constexpr int kInvocations = kSide * kSide;
constexpr double kRelative = 1e-5, kAbsolute = 1e-5;

// Examples whose GLSL is not compared, and why.
const std::map<std::string, std::string> kNotCompared = {
    {"C9E6f_projTex",
     "tex2Dproj(sampler2D, float4) is a shadow lookup in cgc's GLSL and in ours (sampler2DShadow), while the "
     "reference reads projectiveMap as a colour texture"},
    {"C9E7f_shadowMap", "as C9E6f_projTex: projectiveMap is a colour texture in the reference"},
};

struct Case {
  std::string file;  // examples/C6E5v_skin4m.cg
  std::string entry;
  bool fragment = false;
  std::string version;  // 110 120 330 100 300es
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.file << " as GLSL " << c.version; }

std::vector<Case> cases() {
  std::vector<Case> all;
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(sourcePath("examples")))
    if (e.path().extension() == ".cg") files.push_back("examples/" + e.path().filename().string());
  std::sort(files.begin(), files.end());
  for (const std::string& f : files) {
    ExampleTarget t = exampleTarget(readFile(sourcePath(f)));
    for (const char* v : {"110", "120", "330", "100", "300es"}) all.push_back({f, t.entry, t.fragment, v});
  }
  return all;
}

// "float3x4" -> {rows 3, cols 4}; "float2" -> {0, 2}; "float" -> {0, 1}.
struct Shape {
  int rows = 0, cols = 1;
  int components() const { return rows ? rows * cols : cols; }
};
Shape shapeOf(const std::string& type) {
  std::smatch m;
  static const std::regex matrix("^(?:float|half|fixed)(\\d)x(\\d)$"), vector("^(?:float|half|fixed|int|bool)(\\d)$");
  if (std::regex_match(type, m, matrix)) return {std::stoi(m[1]), std::stoi(m[2])};
  if (std::regex_match(type, m, vector)) return {0, std::stoi(m[1])};
  return {0, 1};
}

// The reference value of one reflected leaf: "light.lightColor" directly, "boneMatrix[5]" as a slice of
// the whole array "boneMatrix".
bool leafValue(const reference::Binding& b, const std::string& leaf, int components, Values* out) {
  if (auto it = b.uniforms.find(leaf); it != b.uniforms.end()) {
    *out = it->second;
    return true;
  }
  std::smatch m;
  static const std::regex element("^(.*)\\[(\\d+)\\]$");
  if (!std::regex_match(leaf, m, element)) return false;
  auto it = b.uniforms.find(m[1].str());
  if (it == b.uniforms.end()) return false;
  std::size_t at = std::stoul(m[2]) * static_cast<std::size_t>(components);
  if (at + static_cast<std::size_t>(components) > it->second.size()) return false;
  out->assign(it->second.begin() + static_cast<std::ptrdiff_t>(at),
              it->second.begin() + static_cast<std::ptrdiff_t>(at + static_cast<std::size_t>(components)));
  return true;
}

class GlslDifferential : public ::testing::TestWithParam<Case> {
 protected:
  static void SetUpTestSuite() {
    std::string error;
    context_ = gl::HeadlessContext::create(&error).release();
    if (!context_) contextError_ = error;
  }
  static void TearDownTestSuite() {
    delete context_;
    context_ = nullptr;
  }
  void SetUp() override {
    if (!context_) GTEST_SKIP() << "no headless GL context: " << contextError_;
  }

  // cgxc's GLSL and reflection for the case.
  bool compile(const Case& c, std::string* glsl, json* reflection) {
    fs::path reflect = fs::temp_directory_path() / ("cgx_diff_" + std::to_string(getpid()) + ".json");
    ProcessOptions options;
    options.workingDirectory = sourcePath(".").string();
    ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", c.fragment ? "glslf" : "glslv", "-po",
                                  "version=" + c.version, "-entry", c.entry, "-reflect", reflect.string(), c.file},
                                 options);
    EXPECT_TRUE(r.exitedWith(0)) << r.describe();
    if (!r.exitedWith(0)) return false;
    *glsl = r.out;
    *reflection = json::parse(readFile(reflect));
    fs::remove(reflect);
    return true;
  }

  // Uniforms and samplers from the first binding; textures stay alive in textures_.
  bool setUniforms(gl::Program& program, const json& reflection, const reference::Binding& binding) {
    int unit = 0;
    for (const json& p : reflection["parameters"]) {
      if (p["variability"] != "uniform" || p["glslName"].is_null()) continue;
      std::string leaf = p["name"], glslName = p["glslName"], type = p["type"];
      std::string error;
      if (type.rfind("sampler", 0) == 0) {
        auto it = binding.textures.find(leaf);
        if (it == binding.textures.end()) {
          ADD_FAILURE() << "the reference binds no texture to " << leaf;
          return false;
        }
        if (!bindTexture(it->second, unit, &error) || !program.setSampler(glslName, unit, &error)) {
          ADD_FAILURE() << leaf << ": " << error;
          return false;
        }
        ++unit;
        continue;
      }
      Shape shape = shapeOf(type);
      Values v;
      if (!leafValue(binding, leaf, shape.components(), &v)) {
        ADD_FAILURE() << "the reference has no value for uniform " << leaf;
        return false;
      }
      bool ok = true;
      if (shape.rows == 0) {
        ok = program.setFloat(glslName, shape.cols, v, &error);
      } else if (p.contains("glslNote") && std::string(p["glslNote"]).find("padded") != std::string::npos) {
        int n = std::max(shape.rows, shape.cols);  // Cg's rows as columns of n, zeros around them
        Values padded(static_cast<std::size_t>(n * n), 0.0f);
        for (int r = 0; r < shape.rows; ++r)
          for (int c = 0; c < shape.cols; ++c)
            padded[static_cast<std::size_t>(r * n + c)] = v[static_cast<std::size_t>(r * shape.cols + c)];
        ok = program.setMatrix(glslName, n, n, padded, false, &error);
      } else {
        // GLSL matRxC holds Cg's rows as its columns: Cg's row-major data is GL's column-major order.
        ok = program.setMatrix(glslName, shape.rows, shape.cols, v, false, &error);
      }
      if (!ok) {
        ADD_FAILURE() << "uniform " << leaf << " (" << glslName << "): " << error;
        return false;
      }
    }
    return true;
  }

  bool bindTexture(const reference::Texture& t, int unit, std::string* error) {
    gl::TextureImage image;
    switch (t.kind) {
      case reference::TextureKind::Tex1D: image.kind = gl::TextureKind::Texture1D; break;
      case reference::TextureKind::Tex2D: image.kind = gl::TextureKind::Texture2D; break;
      case reference::TextureKind::Tex3D: image.kind = gl::TextureKind::Texture3D; break;
      case reference::TextureKind::Cube: image.kind = gl::TextureKind::Cube; break;
      case reference::TextureKind::Rect: image.kind = gl::TextureKind::Rectangle; break;
    }
    // ES has no 1D textures: cgxc's GLSL reads a 2D texture of height 1 (its reflection says so).
    if (t.kind == reference::TextureKind::Tex1D && (GetParam().version == "100" || GetParam().version == "300es"))
      image.kind = gl::TextureKind::Texture2D;
    image.width = t.width;
    image.height = t.height;
    image.depth = t.depth;
    image.rgba = t.texels;
    image.filter = gl::Filter::Nearest;
    std::unique_ptr<gl::Texture> texture = gl::Texture::create(image, error);
    if (!texture || !texture->bind(unit, error)) return false;
    textures_.push_back(std::move(texture));
    return true;
  }

  // Component i of `want` against `got`; the first mismatches are described in *report.
  void compare(const std::string& what, const Values& got, const Values& want, int invocation, int* mismatches,
               std::string* report) {
    for (std::size_t i = 0; i < want.size() && i < got.size(); ++i) {
      double d = std::fabs(static_cast<double>(got[i]) - want[i]);
      if (d <= kRelative * std::fabs(want[i]) + kAbsolute && !std::isnan(got[i])) continue;
      if ((*mismatches)++ < 6) {
        std::ostringstream line;
        line << "  invocation " << invocation << " " << what << "[" << i << "]: got " << got[i] << ", want " << want[i]
             << "\n";
        *report += line.str();
      }
    }
  }

  static gl::HeadlessContext* context_;
  static std::string contextError_;
  std::vector<std::unique_ptr<gl::Texture>> textures_;
};

gl::HeadlessContext* GlslDifferential::context_ = nullptr;
std::string GlslDifferential::contextError_;

std::string canonical(const std::string& semantic) {
  std::string s = profile::canonicalSemantic(semantic);
  if (s == "HPOS") return "POSITION";
  if (s == "PSIZ") return "PSIZE";
  return s;
}

Values padTo4(const Values& v) {
  Values out = v;
  static const float kDefault[4] = {0, 0, 0, 1};
  while (out.size() < 4) out.push_back(kDefault[out.size()]);
  return out;
}

TEST_P(GlslDifferential, MatchesTheReference) {
  const Case& c = GetParam();
  if (auto skip = kNotCompared.find(c.entry); skip != kNotCompared.end()) GTEST_SKIP() << skip->second;
  const reference::Example* example = reference::findExample(c.entry);
  ASSERT_NE(example, nullptr) << "no C++ reference for " << c.entry;
  std::string glsl;
  json reflection;
  if (!compile(c, &glsl, &reflection)) return;

  std::mt19937 random(20261122);
  std::vector<reference::Binding> bindings;
  for (int i = 0; i < kInvocations; ++i) {
    reference::Binding b = example->randomBinding(random);
    if (i > 0) {  // one set of uniforms and textures for the whole draw, fresh inputs per invocation
      b.uniforms = bindings[0].uniforms;
      b.textures = bindings[0].textures;
    }
    bindings.push_back(std::move(b));
  }
  std::vector<reference::Outputs> expected;
  for (const reference::Binding& b : bindings) expected.push_back(example->run(b));

  std::vector<const json*> inputs, outputs;
  for (const json& p : reflection["parameters"]) {
    if (p["variability"] != "varying" || p["glslName"].is_null()) continue;
    (p["direction"] == "in" ? inputs : outputs).push_back(&p);
  }

  std::string error, report;
  int mismatches = 0;
  if (!c.fragment) {
    gl::ProgramSource source;
    source.vertex = glsl;
    std::vector<gl::VertexStream> streams;
    for (const json* p : inputs) {
      std::string semantic = canonical((*p)["semantic"]);
      int components = shapeOf((*p)["type"]).components();
      int location = (*p)["glslLocation"];
      source.attributeLocations.push_back({(*p)["glslName"], location});
      gl::VertexStream stream{location, components, {}};
      for (const reference::Binding& b : bindings) {
        auto it = b.inputs.find(semantic);
        ASSERT_NE(it, b.inputs.end()) << "the reference gives no input " << semantic;
        stream.data.insert(stream.data.end(), it->second.begin(), it->second.end());
      }
      streams.push_back(std::move(stream));
    }
    std::vector<gl::Capture> captures;
    for (const json* p : outputs) {
      std::string name = (*p)["glslName"];
      source.feedbackVaryings.push_back(name);
      captures.push_back({name, name == "gl_PointSize" ? 1 : 4});
    }
    std::unique_ptr<gl::Program> program = gl::Program::create(source, &error);
    ASSERT_NE(program, nullptr) << error << "\n--- GLSL ---\n" << glsl;
    if (!setUniforms(*program, reflection, bindings[0])) return;
    std::vector<std::vector<float>> captured;
    ASSERT_TRUE(gl::runTransformFeedback(*program, streams, captures, kInvocations, &captured, &error)) << error;
    for (std::size_t o = 0; o < outputs.size(); ++o) {
      std::string semantic = canonical((*outputs[o])["semantic"]);
      int width = captures[o].components;
      for (int i = 0; i < kInvocations; ++i) {
        auto want = expected[static_cast<std::size_t>(i)].find(semantic);
        ASSERT_NE(want, expected[static_cast<std::size_t>(i)].end()) << "the reference has no output " << semantic;
        Values got(captured[o].begin() + i * width, captured[o].begin() + (i + 1) * width);
        compare(semantic, got, want->second, i, &mismatches, &report);
      }
    }
  } else {
    // A pass-through vertex shader in the same GLSL version feeds the varyings the fragment GLSL reads.
    std::string versionLine = glsl.substr(0, glsl.find('\n'));
    bool modern = c.version == "330" || c.version == "300es";
    bool es = c.version == "100" || c.version == "300es";
    std::string vs = versionLine + "\n" + (es ? "precision highp float;\n" : "");
    std::string body;
    std::vector<gl::VertexStream> streams;
    gl::ProgramSource source;
    auto input = [&](int location, const std::string& type, const std::string& name) {
      vs += (modern ? "layout(location = " + std::to_string(location) + ") in " : std::string("attribute ")) + type + " " +
            name + ";\n";
      source.attributeLocations.push_back({name, location});
    };
    input(0, "vec2", "cgx_pixel");
    std::vector<float> pixels = gl::pixelCenterPositions(kSide, kSide);
    streams.push_back({0, 2, pixels});
    int location = 1;
    for (const json* p : inputs) {
      std::string name = (*p)["glslName"];
      if ((*p)["glslKind"] != "varying") {
        GTEST_SKIP() << "fragment input " << name << " is a built-in the harness does not feed";
      }
      std::string semantic = canonical((*p)["semantic"]);
      input(location, "vec4", name + "_in");
      vs += std::string(modern ? "out" : "varying") + " vec4 " + name + ";\n";
      body += "  " + name + " = " + name + "_in;\n";
      gl::VertexStream stream{location, 4, {}};
      for (const reference::Binding& b : bindings) {
        auto it = b.inputs.find(semantic);
        ASSERT_NE(it, b.inputs.end()) << "the reference gives no input " << semantic;
        Values v = padTo4(it->second);
        stream.data.insert(stream.data.end(), v.begin(), v.end());
      }
      streams.push_back(std::move(stream));
      ++location;
    }
    vs += "void main()\n{\n  gl_Position = vec4(cgx_pixel, 0.0, 1.0);\n" + body + "}\n";
    source.vertex = vs;
    source.fragment = glsl;
    gl::PointTarget target;
    target.width = target.height = kSide;
    target.colorAttachments = 0;
    std::vector<std::pair<const json*, int>> colors;  // output, attachment
    const json* depth = nullptr;
    for (const json* p : outputs) {
      std::string semantic = canonical((*p)["semantic"]);
      if (semantic == "DEPTH") {
        depth = p;
        target.readDepth = true;
        continue;
      }
      int attachment = (*p).contains("glslLocation") ? int((*p)["glslLocation"]) : 0;
      colors.push_back({p, attachment});
      target.colorAttachments = std::max(target.colorAttachments, attachment + 1);
    }
    std::unique_ptr<gl::Program> program = gl::Program::create(source, &error);
    ASSERT_NE(program, nullptr) << error << "\n--- GLSL ---\n" << glsl << "\n--- pass-through ---\n" << vs;
    if (!setUniforms(*program, reflection, bindings[0])) return;
    gl::PointImage image;
    ASSERT_TRUE(gl::renderPoints(*program, streams, kInvocations, target, &image, &error)) << error;
    for (int i = 0; i < kInvocations; ++i) {
      for (const auto& [p, attachment] : colors) {
        std::string semantic = canonical((*p)["semantic"]);
        auto want = expected[static_cast<std::size_t>(i)].find(semantic);
        ASSERT_NE(want, expected[static_cast<std::size_t>(i)].end()) << "the reference has no output " << semantic;
        const std::vector<float>& pixels = image.colors[static_cast<std::size_t>(attachment)];
        Values got(pixels.begin() + i * 4, pixels.begin() + i * 4 + 4);
        compare(semantic, got, want->second, i, &mismatches, &report);
      }
      if (depth) {
        auto want = expected[static_cast<std::size_t>(i)].find("DEPTH");
        ASSERT_NE(want, expected[static_cast<std::size_t>(i)].end());
        compare("DEPTH", {image.depth[static_cast<std::size_t>(i)]}, want->second, i, &mismatches, &report);
      }
    }
  }
  EXPECT_EQ(mismatches, 0) << mismatches << " values differ from the reference:\n" << report << "--- GLSL ---\n" << glsl;
}

INSTANTIATE_TEST_SUITE_P(Examples, GlslDifferential, ::testing::ValuesIn(cases()), [](const auto& info) {
  return fs::path(info.param.file).stem().string() + "_" + info.param.version;
});

}  // namespace
}  // namespace cgx::test
