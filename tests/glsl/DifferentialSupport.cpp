#include "DifferentialSupport.h"

#include <gtest/gtest-spi.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <random>
#include <regex>
#include <sstream>

#include <unistd.h>

#include "InProcessCgxc.h"
#include "Subprocess.h"
#include "gl/GlError.h"
#include "gl/PointRenderer.h"
#include "gl/TransformFeedback.h"
#include "semantic/Semantics.h"
#include "support/Golden.h"
#include "support/ProgramHeader.h"

namespace cgx::test::differential {

namespace fs = std::filesystem;
using nlohmann::json;
using reference::Values;

void PrintTo(const Case& c, std::ostream* os) { *os << c.file << " as GLSL " << c.version; }

std::vector<Case> cases(const std::vector<std::string>& versions) {
  std::vector<Case> all;
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(sourcePath("examples")))
    if (e.path().extension() == ".cg") files.push_back("examples/" + e.path().filename().string());
  std::sort(files.begin(), files.end());
  for (const std::string& f : files) {
    ExampleTarget t = exampleTarget(readFile(sourcePath(f)));
    for (const std::string& v : versions) all.push_back({f, t.entry, t.fragment, v});
  }
  return all;
}

std::string caseName(const Case& c) { return fs::path(c.file).stem().string() + "_" + c.version; }

Shape shapeOf(const std::string& type) {
  std::smatch m;
  static const std::regex matrix("^(?:float|half|fixed)(\\d)x(\\d)$"), vector("^(?:float|half|fixed|int|bool)(\\d)$");
  if (std::regex_match(type, m, matrix)) return {std::stoi(m[1]), std::stoi(m[2])};
  if (std::regex_match(type, m, vector)) return {0, std::stoi(m[1])};
  return {0, 1};
}

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

std::vector<reference::Binding> makeBindings(const reference::Example& example) {
  std::mt19937 random(20261122);
  std::vector<reference::Binding> bindings;
  for (int i = 0; i < kInvocations; ++i) {
    reference::Binding b = example.randomBinding(random);
    if (i > 0) {  // one set of uniforms and textures for the whole draw, fresh inputs per invocation
      b.uniforms = bindings[0].uniforms;
      b.textures = bindings[0].textures;
    }
    bindings.push_back(std::move(b));
  }
  return bindings;
}

bool isShadowSampler(const std::string& glsl, const std::string& glslName) {
  return glsl.find("sampler2DShadow " + glslName + ";") != std::string::npos;
}

namespace {

Values padTo4(const Values& v) {
  Values out = v;
  static const float kDefault[4] = {0, 0, 0, 1};
  while (out.size() < 4) out.push_back(kDefault[out.size()]);
  return out;
}

// The reference input `semantic` of every binding, `components` floats each (padded with 0 0 0 1 or cut).
bool inputStream(const std::vector<reference::Binding>& bindings, const std::string& semantic, int components,
                 std::vector<float>* data, std::string* error) {
  for (const reference::Binding& b : bindings) {
    auto it = b.inputs.find(semantic);
    if (it == b.inputs.end()) return gl::fail(error, "the reference gives no input " + semantic);
    Values v = padTo4(it->second);
    data->insert(data->end(), v.begin(), v.begin() + components);
  }
  return true;
}

}  // namespace

gl::HeadlessContext* GlFixture::context_ = nullptr;
std::string GlFixture::contextError_;

void GlFixture::SetUpTestSuite() {
  std::string error;
  context_ = gl::HeadlessContext::create(&error).release();
  if (!context_) contextError_ = error;
}

void GlFixture::TearDownTestSuite() {
  delete context_;
  context_ = nullptr;
}

void GlFixture::SetUp() {
  if (!context_) GTEST_SKIP() << "no headless GL context: " << contextError_;
}

bool GlFixture::compileWithCgxc(const Case& c, std::string* glsl, json* reflection) {
  fs::path reflect = fs::temp_directory_path() / ("cgx_diff_" + std::to_string(getpid()) + ".json");
  ProcessOptions options;
  options.workingDirectory = sourcePath(".").string();
  ProcessResult r = runCgxcInProcess({CGXC_PATH, "-q", "-profile", c.fragment ? "glslf" : "glslv", "-po",
                                      "version=" + c.version, "-entry", c.entry, "-reflect", reflect.string(), c.file},
                                     options);
  EXPECT_TRUE(r.exitedWith(0)) << r.describe();
  if (!r.exitedWith(0)) return false;
  *glsl = r.out;
  *reflection = json::parse(readFile(reflect));
  fs::remove(reflect);
  return true;
}

void GlFixture::cgxcVaryings(const json& reflection, std::vector<Input>* inputs, std::vector<Output>* outputs) {
  for (const json& p : reflection["parameters"]) {
    if (p["variability"] != "varying" || p["glslName"].is_null()) continue;
    std::string semantic = semantic::canonical(p["semantic"].get<std::string>()), name = p["glslName"];
    int components = shapeOf(p["type"]).components();
    if (p["direction"] == "in") {
      inputs->push_back({semantic, name, p.contains("glslLocation") ? int(p["glslLocation"]) : 0, components});
    } else {
      int attachment = p.contains("glslLocation") ? int(p["glslLocation"]) : 0;
      outputs->push_back({semantic, name, components, attachment});
    }
  }
}

bool GlFixture::setReflectedUniforms(gl::Program& program, const json& reflection, const std::string& glsl,
                                     const reference::Binding& binding, bool es) {
  for (const json& p : reflection["parameters"]) {
    if (p["variability"] != "uniform" || p["glslName"].is_null()) continue;
    std::string leaf = p["name"], glslName = p["glslName"], type = p["type"];
    // A leaf the program never reads (an array's unread tail, a struct's unread member, one whose use GL's
    // compiler finds dead) is no active uniform: nothing to set. A reflected name GL does not know for a
    // uniform that matters leaves it 0, which the comparison shows (ReflectionNamesTest checks the names).
    if (program.uniformLocation(glslName) < 0) continue;
    bool ok = false;
    if (type.rfind("sampler", 0) == 0) {
      ok = setTexture(program, leaf, glslName, isShadowSampler(glsl, glslName), binding, es);
    } else {
      bool padded = p.contains("glslNote") && std::string(p["glslNote"]).find("padded") != std::string::npos;
      bool columnMajor = p.value("matrixOrder", "") == "column_major";
      ok = setUniform(program, leaf, type, glslName, false, padded, binding, columnMajor);
    }
    if (!ok) return false;
  }
  return true;
}

bool GlFixture::setUniform(gl::Program& program, const std::string& leaf, const std::string& type,
                           const std::string& glslName, bool rowArray, bool padded,
                           const reference::Binding& binding, bool columnMajor) {
  Shape shape = shapeOf(type);
  Values v;
  if (!leafValue(binding, leaf, shape.components(), &v)) {
    ADD_FAILURE() << "the reference has no value for uniform " << leaf;
    return false;
  }
  if (columnMajor && shape.rows > 0) {
    // Stored column-wise: from here on, the transposed matrix, whose rows are Cg's columns.
    Values columns(v.size());
    for (int r = 0; r < shape.rows; ++r)
      for (int c = 0; c < shape.cols; ++c)
        columns[static_cast<std::size_t>(c * shape.rows + r)] = v[static_cast<std::size_t>(r * shape.cols + c)];
    v = std::move(columns);
    std::swap(shape.rows, shape.cols);
  }
  std::string error;
  bool ok = true;
  bool integral = type.rfind("int", 0) == 0 || type.rfind("bool", 0) == 0;
  if (integral && shape.rows == 0) {
    // int and bool uniforms take glUniform*i: the value rounded (a bool is nonzero).
    std::vector<int> ints;
    for (float f : v) ints.push_back(static_cast<int>(std::lround(f)));
    ok = program.setInt(glslName, shape.cols, ints, &error);
  } else if (shape.rows == 0 || rowArray) {
    // A vector, or a matrix as an array of its rows, row after row: Cg's row-major data as it is.
    ok = program.setFloat(glslName, shape.cols, v, &error);
  } else if (padded) {
    int n = std::max(shape.rows, shape.cols);  // Cg's rows as columns of n, zeros around them
    Values square(static_cast<std::size_t>(n * n), 0.0f);
    for (int r = 0; r < shape.rows; ++r)
      for (int c = 0; c < shape.cols; ++c)
        square[static_cast<std::size_t>(r * n + c)] = v[static_cast<std::size_t>(r * shape.cols + c)];
    ok = program.setMatrix(glslName, n, n, square, false, &error);
  } else {
    // GLSL matRxC holds Cg's rows as its columns: Cg's row-major data is GL's column-major order.
    ok = program.setMatrix(glslName, shape.rows, shape.cols, v, false, &error);
  }
  if (!ok) ADD_FAILURE() << "uniform " << leaf << " (" << glslName << "): " << error;
  return ok;
}

bool GlFixture::setTexture(gl::Program& program, const std::string& leaf, const std::string& glslName, bool shadow,
                           const reference::Binding& binding, bool es) {
  auto it = binding.textures.find(leaf);
  if (it == binding.textures.end()) {
    ADD_FAILURE() << "the reference binds no texture to " << leaf;
    return false;
  }
  const reference::Texture& t = it->second;
  std::string error;
  std::unique_ptr<gl::Texture> texture;
  if (shadow) {
    // Both compilers read tex2Dproj(sampler2D, float4) as a shadow lookup: depth is the red channel.
    gl::DepthTextureImage image;
    image.width = t.width;
    image.height = t.height;
    for (std::size_t i = 0; i < t.texels.size(); i += 4) image.depth.push_back(t.texels[i]);
    image.wrap = gl::Wrap::Repeat;
    image.compare = true;
    texture = gl::Texture::createDepth(image, &error);
  } else {
    gl::TextureImage image;
    switch (t.kind) {
      case reference::TextureKind::Tex1D: image.kind = gl::TextureKind::Texture1D; break;
      case reference::TextureKind::Tex2D: image.kind = gl::TextureKind::Texture2D; break;
      case reference::TextureKind::Tex3D: image.kind = gl::TextureKind::Texture3D; break;
      case reference::TextureKind::Cube: image.kind = gl::TextureKind::Cube; break;
      case reference::TextureKind::Rect: image.kind = gl::TextureKind::Rectangle; break;
    }
    // ES has no 1D textures: cgxc's GLSL reads a 2D texture of height 1 (its reflection says so).
    if (t.kind == reference::TextureKind::Tex1D && es) image.kind = gl::TextureKind::Texture2D;
    image.width = t.width;
    image.height = t.height;
    image.depth = t.depth;
    image.rgba = t.texels;
    image.filter = gl::Filter::Nearest;
    texture = gl::Texture::create(image, &error);
  }
  int unit = static_cast<int>(textures_.size());
  if (!texture || !texture->bind(unit, &error) || !program.setSampler(glslName, unit, &error)) {
    ADD_FAILURE() << "texture " << leaf << " (" << glslName << "): " << error;
    return false;
  }
  textures_.push_back(std::move(texture));
  return true;
}

namespace {

// The first `components` floats of each `width`-float record of `data`, as output `semantic` of each result.
void scatter(const std::vector<float>& data, int width, const Output& out, Results* results) {
  int take = std::min(width, out.components);
  for (std::size_t i = 0; i < results->size(); ++i) {
    auto first = data.begin() + static_cast<std::ptrdiff_t>(i) * width;
    (*results)[i][out.semantic] = Values(first, first + take);
  }
}

}  // namespace

bool GlFixture::runVertex(gl::ProgramSource source, const std::vector<Input>& inputs,
                          const std::vector<Output>& outputs, const std::vector<reference::Binding>& bindings,
                          const std::function<bool(gl::Program&)>& setUniforms, Results* results,
                          std::string* error) {
  std::vector<gl::VertexStream> streams;
  for (const Input& in : inputs) {
    int components = in.location == gl::builtin::kNormal ? 3 : in.components;  // glNormalPointer takes 3
    gl::VertexStream stream{in.location, components, {}};
    if (!inputStream(bindings, in.semantic, components, &stream.data, error)) return false;
    if (in.location >= 0) source.attributeLocations.push_back({in.glslName, in.location});
    streams.push_back(std::move(stream));
  }
  std::vector<gl::Capture> captures;
  for (const Output& out : outputs) {
    source.feedbackVaryings.push_back(out.glslName);
    captures.push_back({out.glslName, out.glslName == "gl_PointSize" ? 1 : 4});
  }
  std::unique_ptr<gl::Program> program = gl::Program::create(source, error);
  if (!program) return false;
  if (!setUniforms(*program)) return gl::fail(error, "the uniforms could not be set");
  std::vector<std::vector<float>> captured;
  int count = static_cast<int>(bindings.size());
  if (!gl::runTransformFeedback(*program, streams, captures, count, &captured, error)) return false;
  results->assign(bindings.size(), {});
  for (std::size_t o = 0; o < outputs.size(); ++o) scatter(captured[o], captures[o].components, outputs[o], results);
  return true;
}

bool GlFixture::runFragment(const std::string& fragment, const std::string& versionLine,
                            const std::vector<FragmentFeed>& feeds, const std::vector<Output>& outputs,
                            const std::vector<reference::Binding>& bindings,
                            const std::function<bool(gl::Program&)>& setUniforms, Results* results,
                            std::string* error) {
  // The pass-through vertex shader, in the fragment shader's GLSL version (GL links only matching ones).
  bool modern = versionLine.find("330") != std::string::npos || versionLine.find("300 es") != std::string::npos;
  bool es = versionLine.find(" es") != std::string::npos || versionLine.find("100") != std::string::npos;
  std::string vs = versionLine + "\n" + (es ? "precision highp float;\n" : "");
  std::string body;
  gl::ProgramSource source;
  std::vector<gl::VertexStream> streams;
  auto attribute = [&](int location, const std::string& type, const std::string& name) {
    vs += (modern ? "layout(location = " + std::to_string(location) + ") in " : std::string("attribute ")) + type +
          " " + name + ";\n";
    source.attributeLocations.push_back({name, location});
  };
  attribute(0, "vec2", "cgx_pixel");
  streams.push_back({0, 2, gl::pixelCenterPositions(kSide, kSide)});
  int location = 1;
  for (const FragmentFeed& feed : feeds) {
    std::string in = "cgx_in" + std::to_string(location);
    attribute(location, "vec4", in);
    if (feed.declare) vs += std::string(modern ? "out" : "varying") + " vec4 " + feed.target + ";\n";
    body += "  " + feed.target + " = " + in + ";\n";
    gl::VertexStream stream{location, 4, {}};
    if (!inputStream(bindings, feed.semantic, 4, &stream.data, error)) return false;
    streams.push_back(std::move(stream));
    ++location;
  }
  vs += "void main()\n{\n  gl_Position = vec4(cgx_pixel, 0.0, 1.0);\n" + body + "}\n";
  source.vertex = vs;
  source.fragment = fragment;

  gl::PointTarget target;
  target.width = target.height = kSide;
  target.colorAttachments = 0;
  for (const Output& out : outputs) {
    if (out.semantic == "DEPTH")
      target.readDepth = true;
    else
      target.colorAttachments = std::max(target.colorAttachments, out.attachment + 1);
  }
  std::unique_ptr<gl::Program> program = gl::Program::create(source, error);
  if (!program) return gl::fail(error, *error + "\n--- pass-through vertex shader ---\n" + vs);
  if (!setUniforms(*program)) return gl::fail(error, "the uniforms could not be set");
  gl::PointImage image;
  int count = static_cast<int>(bindings.size());
  if (!gl::renderPoints(*program, streams, count, target, &image, error)) return false;
  results->assign(bindings.size(), {});
  for (const Output& out : outputs) {
    if (out.semantic == "DEPTH")
      scatter(image.depth, 1, out, results);
    else
      scatter(image.colors[static_cast<std::size_t>(out.attachment)], 4, out, results);
  }
  return true;
}

namespace cgc {
namespace {

std::string trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

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

}  // namespace

std::vector<Var> parseHeader(const std::string& glsl) {
  std::vector<Var> vars;
  std::istringstream lines(glsl);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("//var ", 0) != 0) continue;
    std::vector<std::string> fields;
    std::istringstream split(line.substr(6));
    for (std::string f; std::getline(split, f, ':');) fields.push_back(trim(f));
    if (fields.size() < 5) continue;
    Var v;
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

bool readProgram(const std::string& cgcOutput, bool fragment, Program* program, std::string* skip) {
  // cgc prints the source file's name on stdout before the GLSL.
  std::size_t start = cgcOutput.find("//");
  program->glsl = start == std::string::npos ? cgcOutput : cgcOutput.substr(start);
  for (Var& v : parseHeader(program->glsl)) {
    if (!v.referenced) continue;
    // Varyings are $vin.X / $vout.X; a uniform has no semantic or a resource one (`sampler2D decal : TEX0`).
    if (v.semantic.rfind("$vin.", 0) != 0 && v.semantic.rfind("$vout.", 0) != 0) {
      program->uniforms.push_back(std::move(v));
      continue;
    }
    bool in = v.semantic.rfind("$vin.", 0) == 0;
    std::string semantic = semantic::canonical(v.semantic.substr(v.semantic.find('.') + 1));
    bool known = true;
    if (in && !fragment) {
      program->inputs.emplace_back();
      known = vertexInput(semantic, v.type, &program->inputs.back());
    } else if (in) {
      program->feeds.emplace_back();
      known = fragmentFeed(semantic, &program->feeds.back());
    } else {
      program->outputs.emplace_back();
      known = output(semantic, v.type, fragment, &program->outputs.back());
    }
    if (!known) {
      *skip = "cgc's " + v.semantic + " (" + v.resource + ") has no mapping in this test";
      return false;
    }
  }
  return true;
}

void markColumnMajor(Program* program, const json& reflection) {
  for (const json& p : reflection["parameters"]) {
    if (p.value("matrixOrder", "") != "column_major") continue;
    for (Var& v : program->uniforms)
      if (v.name == p["name"]) {
        v.type = p["type"];
        v.columnMajor = true;
      }
  }
}

}  // namespace cgc

bool GlFixture::setCgcUniforms(gl::Program& program, const cgc::Program& cgc, const reference::Binding& binding) {
  for (const cgc::Var& v : cgc.uniforms) {
    // "_m1[0], 4": a matrix as 4 rows from _m1[0]; "_decal1 0": a sampler bound to a unit (`: TEXUNIT0`).
    std::string glslName = v.resource.substr(0, v.resource.find_first_of(", "));
    bool rows = v.resource.find(',') != std::string::npos;
    if (rows) {
      // A matrix in a struct (a CgFX buffer) is "_s._m[0], 4" in the header but `mat4 _m;` in the GLSL,
      // where cgc reads _m[i] as row i: GL's column i, what setUniform's matrix path stores there.
      std::string whole = glslName.substr(0, glslName.rfind('['));
      std::string member = whole.substr(whole.rfind('.') + 1);
      if (std::regex_search(cgc.glsl, std::regex("\\bmat[234](x[234])? " + member + ";"))) {
        glslName = whole;
        rows = false;
      }
    }
    // Mesa drops uniforms its optimizer finds dead; an error in this mapping would show in the outputs.
    if (program.uniformLocation(glslName) < 0) continue;
    bool ok = v.type.rfind("sampler", 0) == 0
                  ? setTexture(program, v.name, glslName, isShadowSampler(cgc.glsl, glslName), binding, false)
                  : setUniform(program, v.name, v.type, glslName, rows, false, binding, v.columnMajor);
    if (!ok) return false;
  }
  return true;
}

bool GlFixture::runCgcProgram(const cgc::Program& cgc, bool fragment, const std::vector<reference::Binding>& bindings,
                              Results* results, std::string* error) {
  auto setUniforms = [&](gl::Program& program) { return setCgcUniforms(program, cgc, bindings[0]); };
  if (fragment)
    return runFragment(cgc.glsl, "#version 110", cgc.feeds, cgc.outputs, bindings, setUniforms, results, error);
  gl::ProgramSource source;
  source.vertex = cgc.glsl;
  return runVertex(source, cgc.inputs, cgc.outputs, bindings, setUniforms, results, error);
}

bool GlFixture::runCgxcProgram(const std::string& glsl, const json& reflection, bool fragment, bool es,
                               const std::vector<reference::Binding>& bindings, Results* results,
                               std::string* error) {
  std::vector<Input> inputs;
  std::vector<Output> outputs;
  cgxcVaryings(reflection, &inputs, &outputs);
  auto setUniforms = [&](gl::Program& program) {
    return setReflectedUniforms(program, reflection, glsl, bindings[0], es);
  };
  if (!fragment) {
    gl::ProgramSource source;
    source.vertex = glsl;
    return runVertex(source, inputs, outputs, bindings, setUniforms, results, error);
  }
  std::vector<FragmentFeed> feeds;
  for (const Input& in : inputs) feeds.push_back({in.semantic, in.glslName, true});
  return runFragment(glsl, glsl.substr(0, glsl.find('\n')), feeds, outputs, bindings, setUniforms, results, error);
}

int GlFixture::compare(const Results& got, const Results& want, Tolerance tolerance, const std::string& gotName,
                       const std::string& wantName, std::string* report) {
  int mismatches = 0;
  auto describe = [&](int invocation, const std::string& what) {
    if (mismatches++ < 6) *report += "  invocation " + std::to_string(invocation) + " " + what + "\n";
  };
  if (got.size() != want.size() && mismatches++ < 6)
    *report += "  " + gotName + " has " + std::to_string(got.size()) + " invocations, " + wantName + " " +
               std::to_string(want.size()) + "\n";
  for (std::size_t i = 0; i < want.size() && i < got.size(); ++i) {
    int invocation = static_cast<int>(i);
    for (const auto& [semantic, wanted] : want[i]) {
      auto it = got[i].find(semantic);
      if (it == got[i].end()) {
        describe(invocation, gotName + " has no output " + semantic);
        continue;
      }
      if (it->second.size() != wanted.size())
        describe(invocation, semantic + ": " + gotName + " has " + std::to_string(it->second.size()) + " components, " +
                                 wantName + " " + std::to_string(wanted.size()));
      for (std::size_t k = 0; k < wanted.size() && k < it->second.size(); ++k) {
        float g = it->second[k], w = wanted[k];
        double d = std::fabs(static_cast<double>(g) - w);
        if (d <= tolerance.relative * std::fabs(w) + tolerance.absolute && !std::isnan(g)) continue;
        bool sameNonFinite = (std::isnan(g) && std::isnan(w)) || (std::isinf(g) && g == w);
        if (tolerance.equalNonFinite && sameNonFinite) continue;
        std::ostringstream line;
        line << semantic << "[" << k << "]: " << gotName << " " << g << ", " << wantName << " " << w;
        describe(invocation, line.str());
      }
    }
    for (const auto& [semantic, values] : got[i])
      if (!want[i].contains(semantic)) describe(invocation, wantName + " has no output " + semantic);
  }
  return mismatches;
}

namespace {

// Random values in [-1, 1]; texels are multiples of 1/255 so that an 8-bit texture holds them exactly.
class Inputs {
 public:
  explicit Inputs(std::uint32_t seed) : random_(seed) {}
  reference::Values values(int count) {
    reference::Values v;
    for (int i = 0; i < count; ++i) v.push_back(unit_(random_));
    return v;
  }
  reference::Texture texture(const std::string& type) {
    reference::Texture t;
    if (type == "sampler1D") {
      t.kind = reference::TextureKind::Tex1D;
      t.width = 8;
    } else if (type == "sampler3D") {
      t.kind = reference::TextureKind::Tex3D;
      t.width = t.height = t.depth = 4;
    } else if (type == "samplerCUBE") {
      t.kind = reference::TextureKind::Cube;
      t.width = t.height = 4;
    } else {
      t.kind = type == "samplerRECT" ? reference::TextureKind::Rect : reference::TextureKind::Tex2D;
      t.width = t.height = 8;
    }
    std::size_t texels = static_cast<std::size_t>(t.width * t.height * t.depth) *
                         (t.kind == reference::TextureKind::Cube ? 6u : 1u);
    std::uniform_int_distribution<int> byte(0, 255);
    for (std::size_t i = 0; i < texels * 4; ++i) t.texels.push_back(static_cast<float>(byte(random_)) / 255.0f);
    return t;
  }

 private:
  std::mt19937 random_;
  std::uniform_real_distribution<float> unit_{-1.0f, 1.0f};
};

}  // namespace

std::vector<reference::Binding> randomBindings(const cgc::Program& cgc, const nlohmann::json& reflection) {
  std::map<std::string, std::string> uniforms;  // leaf -> Cg type
  std::map<std::string, int> inputs;            // canonical semantic -> components
  for (const nlohmann::json& p : reflection["parameters"]) {
    std::string type = p["type"];
    if (p["variability"] == "uniform")
      uniforms.emplace(p["name"], type);
    else if (p["direction"] == "in") {
      int& components = inputs[semantic::canonical(p["semantic"].get<std::string>())];
      components = std::max(components, shapeOf(type).components());
    }
  }
  for (const cgc::Var& v : cgc.uniforms) uniforms.emplace(v.name, v.type);
  for (const Input& in : cgc.inputs) inputs[in.semantic] = std::max(inputs[in.semantic], in.components);
  for (const FragmentFeed& feed : cgc.feeds) inputs[feed.semantic] = std::max(inputs[feed.semantic], 4);

  Inputs random(20261122);
  std::vector<reference::Binding> bindings(kInvocations);
  for (const auto& [leaf, type] : uniforms) {
    if (type.rfind("sampler", 0) == 0)
      bindings[0].textures[leaf] = random.texture(type);
    else
      bindings[0].uniforms[leaf] = random.values(shapeOf(type).components());
  }
  for (reference::Binding& b : bindings) {
    b.uniforms = bindings[0].uniforms;
    b.textures = bindings[0].textures;
    for (const auto& [semantic, components] : inputs) {
      b.inputs[semantic] = random.values(components);
      if (semantic == "POSITION" && components == 4) b.inputs[semantic][3] = 1.0f;
    }
  }
  return bindings;
}

bool quietly(const std::function<bool(std::string*)>& step, std::string* error) {
  testing::TestPartResultArray failures;
  bool ok;
  {
    testing::ScopedFakeTestPartResultReporter catcher(
        testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &failures);
    ok = step(error);
  }
  for (int k = 0; k < failures.size(); ++k) {
    if (!error->empty() && error->back() != '\n') *error += "\n";
    *error += failures.GetTestPartResult(k).message();
  }
  return ok && failures.size() == 0;
}

}  // namespace cgx::test::differential
