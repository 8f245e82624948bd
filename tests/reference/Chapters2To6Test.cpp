// Tests of the chapter 2-6 references (and morph_dawn, skin_accumulated, skin_dualquat): registration and
// the exact inputs/uniforms/outputs each .cg declares (read from the .cg files), hand-computed cases,
// determinism and conditioning of the random bindings.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>

#include "MathA.h"
#include "Reference.h"
#include "semantic/Semantics.h"
#include "support/ProgramHeader.h"

namespace cgx::reference {
namespace {

using namespace mathA;

const std::filesystem::path kExamples = std::filesystem::path(CGX_SOURCE_DIR) / "examples";

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The example files these references own: every C2-C6 program plus the three animation programs.
std::vector<std::string> ownedFiles() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(kExamples)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".cg") continue;
    const bool chapter = name.size() > 2 && name[0] == 'C' && name[1] >= '2' && name[1] <= '6' && name[2] == 'E';
    if (chapter || name == "morph_dawn.cg" || name == "skin_accumulated.cg" || name == "skin_dualquat.cg")
      files.push_back(name);
  }
  std::sort(files.begin(), files.end());
  return files;
}

// ---- A small reader of the entry's declarations: enough of Cg for these example files.
std::string trim(const std::string& s) {
  const std::size_t first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

std::string stripComments(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, "//") == 0) {
      i = text.find('\n', i);
      if (i == std::string::npos) break;
      out += '\n';
    } else if (text.compare(i, 2, "/*") == 0) {
      i = text.find("*/", i) + 1;
    } else {
      out += text[i];
    }
  }
  return out;
}

struct Declaration {
  std::string type, name, arraySize, semantic;
};

bool isWord(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool isWord(const std::string& s) { return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return isWord(c); }); }

std::vector<std::string> split(const std::string& s, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(s);
  for (std::string part; std::getline(in, part, separator);) parts.push_back(part);
  return parts;
}

// `type name`, `type name[size]`, each optionally followed by `: SEMANTIC`.
std::optional<Declaration> parseDeclaration(const std::string& text) {
  Declaration d;
  std::string left = trim(text);
  if (const std::size_t colon = left.find(':'); colon != std::string::npos) {
    d.semantic = trim(left.substr(colon + 1));
    left = trim(left.substr(0, colon));
    if (!isWord(d.semantic)) return std::nullopt;
  }
  if (const std::size_t open = left.find('['); open != std::string::npos) {
    const std::size_t close = left.find(']', open);
    if (close == std::string::npos) return std::nullopt;
    d.arraySize = trim(left.substr(open + 1, close - open - 1));
    left = trim(left.substr(0, open));
  }
  std::stringstream words(left);
  std::string extra;
  if (!(words >> d.type >> d.name) || (words >> extra) || !isWord(d.type) || !isWord(d.name)) return std::nullopt;
  return d;
}

struct Interface {
  std::map<std::string, std::size_t> inputs, outputs, uniforms;  // key -> component count
  std::set<std::string> samplers;
};

class CgReader {
 public:
  explicit CgReader(const std::string& source) : text_(stripComments(source)) {
    for (const std::string& line : split(text_, '\n')) {
      std::stringstream words(line);
      std::string directive, name;
      std::size_t value = 0;
      if (words >> directive >> name >> value && directive == "#define") defines_[name] = value;
    }
    for (std::size_t at = text_.find("struct "); at != std::string::npos; at = text_.find("struct ", at + 1)) {
      const std::size_t open = text_.find('{', at), close = text_.find('}', at);
      if (open == std::string::npos || close == std::string::npos || close < open) continue;
      std::vector<Declaration>& members = structs_[trim(text_.substr(at + 7, open - at - 7))];
      for (const std::string& member : split(text_.substr(open + 1, close - open - 1), ';'))
        if (auto d = parseDeclaration(member)) members.push_back(*d);
    }
  }

  Interface entryInterface(const std::string& entry) const {
    Interface result;
    // `<return type> <entry> (`: the entry's name followed by '('.
    std::size_t at = text_.find(entry);
    std::size_t open = std::string::npos;
    for (; at != std::string::npos; at = text_.find(entry, at + 1)) {
      const std::size_t next = text_.find_first_not_of(" \t\n", at + entry.size());
      if ((at == 0 || !isWord(text_[at - 1])) && next != std::string::npos && text_[next] == '(') {
        open = next + 1;
        break;
      }
    }
    if (open == std::string::npos) throw std::runtime_error("no entry " + entry);
    std::size_t end = text_.find_last_not_of(" \t\n", at - 1) + 1, begin = end;
    while (begin > 0 && isWord(text_[begin - 1])) --begin;
    const std::string returnType = text_.substr(begin, end - begin);
    const std::string params = text_.substr(open, text_.find(')', open) - open);
    if (structs_.count(returnType))
      for (const Declaration& d : structs_.at(returnType)) result.outputs[semantic::canonical(d.semantic)] = components(d.type);
    for (std::string param : split(params, ',')) {
      param = trim(param.substr(0, param.find('=')));  // drop a default value
      std::string qualifier;
      for (const char* q : {"uniform", "out", "in"})
        if (param.rfind(std::string(q) + " ", 0) == 0) {
          qualifier = q;
          param = param.substr(qualifier.size());
        }
      const std::optional<Declaration> d = parseDeclaration(param);
      if (!d) throw std::runtime_error("cannot read parameter '" + param + "'");
      if (qualifier == "uniform") {
        addUniform(result, *d, d->name);
      } else if (structs_.count(d->type)) {
        for (const Declaration& member : structs_.at(d->type))
          result.inputs[semantic::canonical(member.semantic)] = components(member.type);
      } else {
        (qualifier == "out" ? result.outputs : result.inputs)[semantic::canonical(d->semantic)] = components(d->type);
      }
    }
    return result;
  }

 private:
  // float, floatN, floatRxC (and half, fixed, int, bool): the number of components.
  static std::size_t components(const std::string& type) {
    for (const char* base : {"float", "half", "fixed", "int", "bool"}) {
      if (type.rfind(base, 0) != 0) continue;
      const std::string shape = type.substr(std::string(base).size());
      if (shape.empty()) return 1;
      if (shape.size() == 1 && std::isdigit(static_cast<unsigned char>(shape[0])))
        return static_cast<std::size_t>(shape[0] - '0');
      if (shape.size() == 3 && shape[1] == 'x')
        return static_cast<std::size_t>(shape[0] - '0') * static_cast<std::size_t>(shape[2] - '0');
    }
    throw std::runtime_error("not a numeric type: " + type);
  }
  std::size_t arraySize(const std::string& expression) const {
    std::size_t size = 1;
    for (std::string factor : split(expression, '*')) {
      factor = trim(factor);
      size *= defines_.count(factor) ? defines_.at(factor) : std::stoul(factor);
    }
    return size;
  }
  void addUniform(Interface& result, const Declaration& d, const std::string& path) const {
    const std::size_t count = d.arraySize.empty() ? 1 : arraySize(d.arraySize);
    if (d.type.rfind("sampler", 0) == 0) {
      result.samplers.insert(path);
    } else if (structs_.count(d.type)) {
      for (std::size_t i = 0; i < count; ++i) {
        const std::string element = d.arraySize.empty() ? path : path + "[" + std::to_string(i) + "]";
        for (const Declaration& member : structs_.at(d.type)) addUniform(result, member, element + "." + member.name);
      }
    } else {
      result.uniforms[path] = count * components(d.type);
    }
  }

  std::string text_;
  std::map<std::string, std::size_t> defines_;
  std::map<std::string, std::vector<Declaration>> structs_;
};

template <typename Map>
std::map<std::string, std::size_t> sizes(const Map& map) {
  std::map<std::string, std::size_t> result;
  for (const auto& [key, value] : map) result[key] = value.size();
  return result;
}

const Example& example(const std::string& entry) {
  const Example* e = findExample(entry);
  if (!e) throw std::runtime_error("no reference for " + entry);
  return *e;
}

Binding draw(const std::string& entry, unsigned seed = 1) {
  std::mt19937 random(seed);
  return example(entry).randomBinding(random);
}

void expectNear(const Values& actual, const Values& expected, float tolerance = 1e-5f) {
  ASSERT_EQ(actual.size(), expected.size());
  for (std::size_t i = 0; i < actual.size(); ++i)
    EXPECT_NEAR(actual[i], expected[i], tolerance * std::max(1.0f, std::fabs(expected[i]))) << "component " << i;
}

// ---- Registration and interfaces.

TEST(Chapters2To6, EveryOwnedExampleIsRegisteredWithItsHeader) {
  const std::vector<std::string> files = ownedFiles();
  EXPECT_EQ(files.size(), 26u);
  for (const std::string& file : files) {
    const std::string text = readFile(kExamples / file);
    const std::string entry = test::headerValue(text, "cgx-entry");
    const Example* e = findExample(entry);
    ASSERT_NE(e, nullptr) << file;
    EXPECT_EQ(e->file, file);
    EXPECT_EQ(e->entry, entry);
    EXPECT_EQ(e->stage, test::headerValue(text, "cgx-stage") == "fragment" ? Stage::Fragment : Stage::Vertex) << file;
    EXPECT_TRUE(e->randomBinding && e->run) << file;
  }
}

TEST(Chapters2To6, BindingsAndOutputsMatchTheDeclarations) {
  for (const std::string& file : ownedFiles()) {
    SCOPED_TRACE(file);
    const std::string text = readFile(kExamples / file);
    const std::string entry = test::headerValue(text, "cgx-entry");
    const Interface declared = CgReader(text).entryInterface(entry);
    const Example& e = example(entry);
    for (unsigned seed = 1; seed <= 3; ++seed) {
      std::mt19937 random(seed);
      const Binding b = e.randomBinding(random);
      EXPECT_EQ(sizes(b.inputs), declared.inputs);
      EXPECT_EQ(sizes(b.uniforms), declared.uniforms);
      std::set<std::string> samplers;
      for (const auto& [name, texture] : b.textures) samplers.insert(name);
      EXPECT_EQ(samplers, declared.samplers);
      EXPECT_EQ(sizes(e.run(b)), declared.outputs);
    }
  }
}

TEST(Chapters2To6, TheReaderSeesStructsArraysAndOutParameters) {
  const Interface skin = CgReader(readFile(kExamples / "C6E5v_skin4m.cg")).entryInterface("C6E5v_skin4m");
  EXPECT_EQ(skin.uniforms.at("boneMatrix"), 288u);
  EXPECT_EQ(skin.uniforms.at("light.lightColor"), 4u);
  EXPECT_EQ(skin.outputs.at("COLOR0"), 4u);
  const Interface lights =
      CgReader(readFile(kExamples / "C5E10v_spotAttenLighting.cg")).entryInterface("C5E10v_spotAttenLighting");
  EXPECT_EQ(lights.uniforms.at("lights[1].cosOuterCone"), 1u);
  const Interface dawn = CgReader(readFile(kExamples / "morph_dawn.cg")).entryInterface("morph_dawn");
  EXPECT_EQ(dawn.inputs.size(), 16u);
  EXPECT_EQ(dawn.outputs.at("TEXCOORD5"), 1u);
  EXPECT_EQ(dawn.uniforms.at("boneMatrix"), 288u);
  const Interface dq = CgReader(readFile(kExamples / "skin_dualquat.cg")).entryInterface("skin_dualquat");
  EXPECT_EQ(dq.uniforms.at("boneDQ"), 320u);
}

// ---- Determinism and conditioning of the random bindings.

bool sameTextures(const std::map<std::string, Texture>& a, const std::map<std::string, Texture>& b) {
  if (a.size() != b.size()) return false;
  for (const auto& [name, t] : a) {
    const auto it = b.find(name);
    if (it == b.end() || it->second.texels != t.texels || it->second.width != t.width) return false;
  }
  return true;
}

TEST(Chapters2To6, TheSameSeedGivesTheSameBinding) {
  for (const std::string& file : ownedFiles()) {
    SCOPED_TRACE(file);
    const std::string entry = test::headerValue(readFile(kExamples / file), "cgx-entry");
    const Binding a = draw(entry, 7), b = draw(entry, 7), c = draw(entry, 8);
    EXPECT_EQ(a.uniforms, b.uniforms);
    EXPECT_EQ(a.inputs, b.inputs);
    EXPECT_TRUE(sameTextures(a.textures, b.textures));
    EXPECT_NE(a.inputs, c.inputs);
  }
}

// The uniforms and textures of the first draw with the inputs of later ones, as the GPU tests use them.
Binding mixed(const Binding& first, const Binding& later) {
  Binding b = first;
  b.inputs = later.inputs;
  return b;
}

// Outputs are finite, and moving every non-integer input by a relative 1e-4 moves every output a little:
// no input lands next to a branch (the diffuse switch, the spotlight edge, the hemisphere flip).
TEST(Chapters2To6, MixedBindingsAreFiniteAndWellConditioned) {
  for (const std::string& file : ownedFiles()) {
    SCOPED_TRACE(file);
    const std::string entry = test::headerValue(readFile(kExamples / file), "cgx-entry");
    const Example& e = example(entry);
    std::mt19937 random(11);
    const Binding first = e.randomBinding(random);
    for (int n = 0; n < 300; ++n) {
      const Binding b = mixed(first, e.randomBinding(random));
      const Outputs out = e.run(b);
      Binding nudged = b;
      for (auto& [semantic, v] : nudged.inputs)
        for (float& x : v)
          if (x != std::floor(x)) x *= 1.0f + 1e-4f * randomFloat(random, -1.0f, 1.0f);
      const Outputs moved = e.run(nudged);
      for (const auto& [semantic, v] : out)
        for (std::size_t i = 0; i < v.size(); ++i) {
          ASSERT_TRUE(std::isfinite(v[i])) << semantic;
          ASSERT_NEAR(moved.at(semantic)[i], v[i], 2e-2f * std::max(1.0f, std::fabs(v[i])))
              << semantic << "[" << i << "] draw " << n;
        }
    }
  }
}

// The programs that zero the highlight when `diffuseLight <= 0`: N.L stays clearly away from 0 for the
// uniforms of one draw and the inputs of any other (the GPU's rounding must not flip the switch).
TEST(Chapters2To6, DiffuseSwitchHasAMargin) {
  const auto L = [](const float4& light, const float3& P) { return normalize(xyz(light) - light[3] * P); };
  const auto point = [](const Binding& b) { return xyz(inputVec<4>(b, "POSITION")); };
  const std::map<std::string, std::function<std::vector<float>(const Binding&)>> dots = {
      {"C5E1v_basicLight",
       [&](const Binding& b) {
         return std::vector<float>{dot(inputVec<3>(b, "NORMAL"), L(vec4(uniformVec<3>(b, "lightPosition"), 1.0f), point(b)))};
       }},
      {"C5E3f_basicLight",
       [&](const Binding& b) {
         const float3 P = xyz(inputVec<4>(b, "TEXCOORD0"));
         return std::vector<float>{
             dot(normalize(inputVec<3>(b, "TEXCOORD1")), L(vec4(uniformVec<3>(b, "lightPosition"), 1.0f), P))};
       }},
      {"C5E8v_spotlight",
       [&](const Binding& b) {
         return std::vector<float>{dot(inputVec<3>(b, "NORMAL"), L(uniformVec<4>(b, "light.position"), point(b)))};
       }},
      {"C5E11f_spotAttenLighting",
       [&](const Binding& b) {
         const float3 P = inputVec<3>(b, "TEXCOORD0");
         return std::vector<float>{dot(normalize(inputVec<3>(b, "TEXCOORD1")), L(uniformVec<4>(b, "light.position"), P))};
       }},
      {"C6E1v_bulge",
       [&](const Binding& b) {
         const float3 N = inputVec<3>(b, "NORMAL");
         const float d = uniformFloat(b, "scaleFactor") * 0.5f *
                             std::sin(point(b)[1] * uniformFloat(b, "frequency") * uniformFloat(b, "time")) +
                         1.0f;
         return std::vector<float>{dot(N, L(vec4(uniformVec<3>(b, "lightPosition"), 1.0f), point(b) + d * N))};
       }},
  };
  const auto twoLights = [&](const Binding& b) {
    std::vector<float> result;
    for (const char* light : {"lights[0].position", "lights[1].position"}) {
      float4 position = uniformVec<4>(b, light);
      result.push_back(dot(inputVec<3>(b, "NORMAL"), L(position, point(b))));
    }
    return result;
  };
  auto all = dots;
  for (const char* entry : {"C5E4v_twoLights", "C5E7v_attenuateLighting", "C5E10v_spotAttenLighting",
                            "C5E12v_directionalLight"})
    all[entry] = twoLights;
  for (const auto& [entry, nDotL] : all) {
    SCOPED_TRACE(entry);
    std::mt19937 random(5);
    const Example& e = example(entry);
    const Binding first = e.randomBinding(random);
    int lit = 0, unlit = 0;
    for (int n = 0; n < 500; ++n)
      for (float d : nDotL(mixed(first, e.randomBinding(random)))) {
        ASSERT_GT(std::fabs(d), 0.1f);
        (d > 0 ? lit : unlit)++;
      }
    EXPECT_GT(lit, 0);
    EXPECT_GT(unlit, 0);
  }
}

// Vertex colors stay within [0, 1], so GL's vertex color clamping cannot change them.
TEST(Chapters2To6, VertexColorsStayInTheUnitRange) {
  for (const std::string& file : ownedFiles()) {
    SCOPED_TRACE(file);
    const std::string entry = test::headerValue(readFile(kExamples / file), "cgx-entry");
    const Example& e = example(entry);
    std::mt19937 random(13);
    const Binding first = e.randomBinding(random);
    for (int n = 0; n < 200; ++n) {
      const Outputs out = e.run(mixed(first, e.randomBinding(random)));
      for (const char* color : {"COLOR0", "COLOR1"})
        if (out.count(color))
          for (float x : out.at(color)) {
            ASSERT_GE(x, 0.0f) << color;
            ASSERT_LE(x, 1.0f) << color;
          }
    }
  }
}

// ---- Hand-computed cases.

TEST(Chapters2To6, TransformWithIdentityReturnsThePosition) {
  Binding b = draw("C4E1v_transform");
  b.uniforms["modelViewProj"] = values(identity4());
  EXPECT_EQ(example("C4E1v_transform").run(b).at("POSITION"), b.inputs.at("POSITION"));
}

TEST(Chapters2To6, GreenAndVaryingPassThrough) {
  Binding b;
  b.inputs["POSITION"] = {0.25f, -0.5f};
  const Outputs green = example("C2E1v_green").run(b);
  EXPECT_EQ(green.at("POSITION"), (Values{0.25f, -0.5f, 0.0f, 1.0f}));
  EXPECT_EQ(green.at("COLOR0"), (Values{0.0f, 1.0f, 0.0f}));

  const Binding v = draw("C3E2v_varying");
  const Outputs out = example("C3E2v_varying").run(v);
  EXPECT_EQ(out.at("COLOR0"), v.inputs.at("COLOR0"));
  EXPECT_EQ(out.at("TEXCOORD0"), v.inputs.at("TEXCOORD0"));
}

TEST(Chapters2To6, TwistRotatesByTwistingTimesLength) {
  Binding b = draw("C3E4v_twist");
  b.inputs["POSITION"] = {0.0f, 2.0f};
  b.uniforms["twisting"] = {0.0f};
  expectNear(example("C3E4v_twist").run(b).at("POSITION"), {0.0f, 2.0f, 0.0f, 1.0f});
  b.uniforms["twisting"] = {0.78539816f};  // length 2: a quarter turn, (0, 2) -> (-2, 0)
  expectNear(example("C3E4v_twist").run(b).at("POSITION"), {-2.0f, 0.0f, 0.0f, 1.0f});
}

TEST(Chapters2To6, TwoTexturesOffsetAndAverage) {
  Binding b = draw("C3E5v_twoTextures");
  b.inputs["TEXCOORD0"] = {0.5f, 0.25f};
  b.uniforms["leftSeparation"] = {-0.125f, 0.0f};
  b.uniforms["rightSeparation"] = {0.125f, 0.5f};
  const Outputs out = example("C3E5v_twoTextures").run(b);
  EXPECT_EQ(out.at("TEXCOORD0"), (Values{0.375f, 0.25f}));
  EXPECT_EQ(out.at("TEXCOORD1"), (Values{0.625f, 0.75f}));
}

// Texel (x, y) of a 2D texture.
Values texelOf(const Texture& t, int x, int y) {
  const auto base = static_cast<std::size_t>((y * t.width + x) * 4);
  return Values(t.texels.begin() + static_cast<std::ptrdiff_t>(base),
                t.texels.begin() + static_cast<std::ptrdiff_t>(base + 4));
}

TEST(Chapters2To6, TextureLookupsReturnTexels) {
  Binding b = draw("C3E3f_texture");
  const Texture& decal = b.textures.at("decal");
  ASSERT_EQ(decal.texels.size(), static_cast<std::size_t>(decal.width * decal.height * 4));
  const float size = static_cast<float>(decal.width);
  b.inputs["TEXCOORD0"] = {2.5f / size, 5.5f / size};
  EXPECT_EQ(example("C3E3f_texture").run(b).at("COLOR0"), texelOf(decal, 2, 5));

  Binding two = draw("C3E6f_twoTextures");
  const Texture& t = two.textures.at("decal");
  two.inputs["TEXCOORD0"] = {0.5f / size, 0.5f / size};
  two.inputs["TEXCOORD1"] = {3.5f / size, 1.5f / size};
  const Values a = texelOf(t, 0, 0), c = texelOf(t, 3, 1);
  Values mean;
  for (std::size_t i = 0; i < 4; ++i) mean.push_back(0.5f * (a[i] + c[i]));
  expectNear(example("C3E6f_twoTextures").run(two).at("COLOR0"), mean);
}

// A point lit head-on: the normal points at the light and the eye sits at the light, so N.L = N.H = 1.
TEST(Chapters2To6, BasicLightFacingTheLightIsAnalytic) {
  Binding b = draw("C5E1v_basicLight");
  const float3 P = {0.2f, -0.3f, 0.5f}, light = uniformVec<3>(b, "lightPosition");
  b.inputs["POSITION"] = values(vec4(P, 1.0f));
  b.inputs["NORMAL"] = values(normalize(light - P));
  b.uniforms["eyePosition"] = values(light);
  const float3 lc = uniformVec<3>(b, "lightColor");
  const float3 expected = uniformVec<3>(b, "Ke") + uniformVec<3>(b, "Ka") * uniformVec<3>(b, "globalAmbient") +
                          uniformVec<3>(b, "Kd") * lc + uniformVec<3>(b, "Ks") * lc;
  expectNear(example("C5E1v_basicLight").run(b).at("COLOR0"), values(vec4(expected, 1.0f)));

  // Facing away: only emissive and ambient, no highlight.
  b.inputs["NORMAL"] = values(-normalize(light - P));
  const float3 dark = uniformVec<3>(b, "Ke") + uniformVec<3>(b, "Ka") * uniformVec<3>(b, "globalAmbient");
  expectNear(example("C5E1v_basicLight").run(b).at("COLOR0"), values(vec4(dark, 1.0f)));
}

TEST(Chapters2To6, FragmentBasicLightRenormalizesTheNormal) {
  Binding b = draw("C5E3f_basicLight");
  const float3 P = {0.0f, 0.0f, 0.0f}, light = uniformVec<3>(b, "lightPosition");
  b.inputs["TEXCOORD0"] = {0.0f, 0.0f, 0.0f, 1.0f};
  b.inputs["TEXCOORD1"] = values(3.0f * normalize(light - P));
  b.uniforms["eyePosition"] = values(light);
  const float3 lc = uniformVec<3>(b, "lightColor");
  const float3 expected = uniformVec<3>(b, "Ke") + uniformVec<3>(b, "Ka") * uniformVec<3>(b, "globalAmbient") +
                          uniformVec<3>(b, "Kd") * lc + uniformVec<3>(b, "Ks") * lc;
  expectNear(example("C5E3f_basicLight").run(b).at("COLOR0"), values(vec4(expected, 1.0f)));
}

TEST(Chapters2To6, DirectionalLightAlongTheNormal) {
  Binding b = draw("C5E12v_directionalLight");
  const float3 N = normalize(float3{0.1f, 0.2f, 1.0f});
  b.inputs["NORMAL"] = values(N);
  b.uniforms["lights[0].position"] = values(vec4(5.0f * N, 0.0f));  // directional, from N
  b.uniforms["lights[1].color"] = {0.0f, 0.0f, 0.0f};
  b.uniforms["eyePosition"] = values(xyz(inputVec<4>(b, "POSITION")) + 4.0f * N);  // V = N
  const float3 lc = uniformVec<3>(b, "lights[0].color");
  const float3 expected = uniformVec<3>(b, "material.Ke") +
                          uniformVec<3>(b, "material.Ka") * uniformVec<3>(b, "globalAmbient") +
                          uniformVec<3>(b, "material.Kd") * lc + uniformVec<3>(b, "material.Ks") * lc;
  expectNear(example("C5E12v_directionalLight").run(b).at("COLOR0"), values(vec4(expected, 1.0f)));
}

TEST(Chapters2To6, AttenuationAndSpotlightScaleTheLight) {
  // C5E7v: kC = 2, kL = kQ = 0 halves both terms of light 0; light 1 is black.
  Binding b = draw("C5E7v_attenuateLighting");
  const float3 P = xyz(inputVec<4>(b, "POSITION")), light = xyz(uniformVec<4>(b, "lights[0].position"));
  b.inputs["NORMAL"] = values(normalize(light - P));
  b.uniforms["eyePosition"] = values(light);
  b.uniforms["lights[0].kC"] = {2.0f};
  b.uniforms["lights[0].kL"] = {0.0f};
  b.uniforms["lights[0].kQ"] = {0.0f};
  b.uniforms["lights[1].color"] = {0.0f, 0.0f, 0.0f};
  const float3 lc = uniformVec<3>(b, "lights[0].color");
  const float3 base =
      uniformVec<3>(b, "material.Ke") + uniformVec<3>(b, "material.Ka") * uniformVec<3>(b, "globalAmbient");
  expectNear(example("C5E7v_attenuateLighting").run(b).at("COLOR0"),
             values(vec4(base + 0.5f * (uniformVec<3>(b, "material.Kd") * lc + uniformVec<3>(b, "material.Ks") * lc),
                         1.0f)));

  // C5E8v: a point outside the cone gets emissive and ambient only; one on the axis is lit.
  Binding s = draw("C5E8v_spotlight");
  s.inputs["NORMAL"] = {0.0f, 0.0f, 1.0f};
  s.inputs["POSITION"] = {1.5f, 0.0f, 0.0f, 1.0f};
  const float3 ambient =
      uniformVec<3>(s, "material.Ke") + uniformVec<3>(s, "material.Ka") * uniformVec<3>(s, "globalAmbient");
  expectNear(example("C5E8v_spotlight").run(s).at("COLOR0"), values(vec4(ambient, 1.0f)));
  s.inputs["POSITION"] = {0.0f, 0.0f, 0.0f, 1.0f};
  s.uniforms["eyePosition"] = {0.0f, 0.0f, 3.0f};
  const float d = 10.0f, atten = 1.0f / (uniformFloat(s, "light.kC") + uniformFloat(s, "light.kL") * d +
                                        uniformFloat(s, "light.kQ") * d * d);
  const float3 lc8 = uniformVec<3>(s, "light.color");
  const float3 lit = ambient + atten * (uniformVec<3>(s, "material.Kd") * lc8 + uniformVec<3>(s, "material.Ks") * lc8);
  expectNear(example("C5E8v_spotlight").run(s).at("COLOR0"), values(vec4(lit, 1.0f)));

  // C5E10v: on the axis of a spot whose inner cone is wide open the dual cone gives 1, outside the outer 0.
  Binding t = draw("C5E10v_spotAttenLighting");
  t.uniforms["lights[0].position"] = {0.0f, 0.0f, 10.0f, 1.0f};
  t.uniforms["lights[0].direction"] = {0.0f, 0.0f, -1.0f};
  t.uniforms["lights[1].color"] = {0.0f, 0.0f, 0.0f};
  t.inputs["POSITION"] = {5.0f, 0.0f, 0.0f, 1.0f};  // 26.6 degrees off the axis: outside every outer cone
  const float3 ambient10 =
      uniformVec<3>(t, "material.Ke") + uniformVec<3>(t, "material.Ka") * uniformVec<3>(t, "globalAmbient");
  expectNear(example("C5E10v_spotAttenLighting").run(t).at("COLOR0"), values(vec4(ambient10, 1.0f)));
}

TEST(Chapters2To6, BulgeWithScaleFactorZeroMovesOneNormalLength) {
  // displacement = scaleFactor * 0.5 * sin(...) + 1: with scaleFactor 0 it is exactly 1.
  Binding b = draw("C6E1v_bulge");
  b.uniforms["scaleFactor"] = {0.0f};
  b.uniforms["modelViewProj"] = values(identity4());
  const float4 p = inputVec<4>(b, "POSITION");
  const float3 n = inputVec<3>(b, "NORMAL");
  EXPECT_EQ(example("C6E1v_bulge").run(b).at("POSITION"), values(p + vec4(n, 0.0f)));
}

TEST(Chapters2To6, ParticleAtBirth) {
  Binding b = draw("C6E2v_particle");
  b.inputs["TEXCOORD1"] = b.uniforms.at("globalTime");
  b.uniforms["modelViewProj"] = values(identity4());
  const Outputs out = example("C6E2v_particle").run(b);
  EXPECT_EQ(out.at("POSITION"), b.inputs.at("POSITION"));
  EXPECT_EQ(out.at("COLOR0"), (Values{0.0f, 0.0f, 0.0f, 1.0f}));
  EXPECT_EQ(out.at("PSIZE"), (Values{0.1f * b.inputs.at("POSITION")[1] + 1.0f}));
  // One second later with no velocity and gravity (0, -2, 0, 0): y drops by 1, size -8 + 8 + 0.1 y + 1.
  b.inputs["TEXCOORD1"] = {b.uniforms.at("globalTime")[0] - 1.0f};
  b.inputs["TEXCOORD0"] = {0.0f, 0.0f, 0.0f, 0.0f};
  b.uniforms["acceleration"] = {0.0f, -2.0f, 0.0f, 0.0f};
  const Outputs later = example("C6E2v_particle").run(b);
  const float y = b.inputs.at("POSITION")[1] - 1.0f;
  EXPECT_NEAR(later.at("POSITION")[1], y, 1e-5f);
  EXPECT_NEAR(later.at("PSIZE")[0], 0.1f * y + 1.0f, 1e-4f);
}

TEST(Chapters2To6, KeyFrameBlendSelectsEachKey) {
  Binding b = draw("C6E3v_keyFrame");
  b.uniforms["modelViewProj"] = values(identity4());
  b.uniforms["keyFrameBlend"] = {0.0f};
  EXPECT_EQ(example("C6E3v_keyFrame").run(b).at("POSITION"), values(vec4(inputVec<3>(b, "POSITION"), 1.0f)));
  b.uniforms["keyFrameBlend"] = {1.0f};
  expectNear(example("C6E3v_keyFrame").run(b).at("POSITION"), values(vec4(inputVec<3>(b, "TEXCOORD1"), 1.0f)));
}

TEST(Chapters2To6, LitKeyFrameFacingTheLight) {
  Binding b = draw("C6E4v_litKeyFrame");
  b.uniforms["keyFrameBlend"] = {1.0f};
  const float3 P = inputVec<3>(b, "TEXCOORD1"), light = uniformVec<3>(b, "light.lightPosition");
  b.inputs["TEXCOORD2"] = values(2.0f * normalize(light - P));  // key B's normal, renormalized by the program
  b.uniforms["light.eyePosition"] = values(light);
  const Values color = example("C6E4v_litKeyFrame").run(b).at("COLOR0");
  const float scale = uniformFloat(b, "light.ambient") + 2.0f;  // diffuse 1 + specular 1
  expectNear(color, values(scale * uniformVec<4>(b, "light.lightColor")), 1e-4f);
}

// A bone that rotates a quarter turn about z and then translates by t.
float3x4 quarterTurnBone(const float3& t) {
  return affine(rotation(float3{0, 0, 1}, 1.5707964f), 1.0f, t);
}
void setBone(Values& palette, std::size_t bone, const float3x4& m) {
  const Values v = values(m);
  std::copy(v.begin(), v.end(), palette.begin() + static_cast<std::ptrdiff_t>(bone * 12));
}

TEST(Chapters2To6, Skin4mWithOneBoneIsThatBonesTransform) {
  Binding b = draw("C6E5v_skin4m");
  const float3 t = {0.25f, -0.5f, 1.0f};
  const float3x4 bone = quarterTurnBone(t);
  setBone(b.uniforms["boneMatrix"], 5, bone);
  b.uniforms["modelViewProj"] = values(identity4());
  b.inputs["TEXCOORD1"] = {0.0f, 1.0f, 0.0f, 0.0f};
  b.inputs["TEXCOORD2"] = {0.0f, 15.0f, 3.0f, 69.0f};  // row numbers: bone 5 is rows 15-17
  b.inputs["POSITION"] = {1.0f, 2.0f, 3.0f};
  // The skinned normal (-n.y, n.x, n.z) points from the skinned point to the light; the eye is at the light.
  const float3 skinned = float3{-2.0f, 1.0f, 3.0f} + t, light = uniformVec<3>(b, "light.lightPosition");
  const float3 toLight = normalize(light - skinned);
  b.inputs["NORMAL"] = {toLight[1], -toLight[0], toLight[2]};
  b.uniforms["light.eyePosition"] = values(light);
  const Outputs out = example("C6E5v_skin4m").run(b);
  expectNear(out.at("POSITION"), values(vec4(skinned, 1.0f)));
  expectNear(out.at("COLOR0"),
             values((uniformFloat(b, "light.ambient") + 2.0f) * uniformVec<4>(b, "light.lightColor")), 1e-4f);
  EXPECT_EQ(out.at("TEXCOORD0"), b.inputs.at("TEXCOORD0"));
}

TEST(Chapters2To6, Skin4mBlendsBonesLinearly) {
  Binding b = draw("C6E5v_skin4m");
  Values& palette = b.uniforms["boneMatrix"];
  setBone(palette, 0, affine(rotation(float3{0, 0, 1}, 0.0f), 1.0f, float3{2.0f, 0.0f, 0.0f}));
  setBone(palette, 1, affine(rotation(float3{0, 0, 1}, 0.0f), 1.0f, float3{0.0f, 4.0f, 0.0f}));
  b.uniforms["modelViewProj"] = values(identity4());
  b.inputs["POSITION"] = {0.0f, 0.0f, 0.0f};
  b.inputs["TEXCOORD1"] = {0.25f, 0.75f, 0.0f, 0.0f};
  b.inputs["TEXCOORD2"] = {0.0f, 3.0f, 0.0f, 0.0f};
  expectNear(example("C6E5v_skin4m").run(b).at("POSITION"), {0.5f, 3.0f, 0.0f, 1.0f});
}

TEST(Chapters2To6, SkinAccumulatedWithOneBone) {
  Binding b = draw("skin_accumulated");
  const float3 t = {0.25f, -0.5f, 1.0f};
  setBone(b.uniforms["bones"], 7, affine(rotation(float3{0, 0, 1}, 0.0f), 1.0f, t));
  b.uniforms["viewProj"] = values(identity4());
  b.inputs["TEXCOORD1"] = {0.0f, 0.0f, 1.0f, 0.0f};
  b.inputs["TEXCOORD2"] = {1.0f, 2.0f, 7.0f, 3.0f};  // bone numbers
  b.inputs["POSITION"] = {1.0f, 2.0f, 3.0f, 1.0f};
  b.inputs["NORMAL"] = {0.0f, 0.0f, 1.0f};
  b.inputs["TEXCOORD3"] = {1.0f, 0.0f, 0.0f};  // tangent; binormal N x T = +y: texture space = object space
  const float3 P = float3{1.0f, 2.0f, 3.0f} + t;
  const float3 L = uniformVec<3>(b, "lightPosition") - P, V = uniformVec<3>(b, "eyePosition") - P;
  const Outputs out = example("skin_accumulated").run(b);
  expectNear(out.at("POSITION"), values(vec4(P, 1.0f)));
  expectNear(out.at("TEXCOORD1"), values(L));
  expectNear(out.at("TEXCOORD2"), values(normalize(L) + normalize(V)));
}

TEST(Chapters2To6, SkinAccumulatedEqualsPerBoneBlend) {
  // Linear in the matrix: the accumulated skin of a random vertex equals the weighted per-bone positions.
  Binding b = draw("skin_accumulated", 3);
  b.uniforms["viewProj"] = values(identity4());
  const Values& bones = b.uniforms.at("bones");
  const float4 w = inputVec<4>(b, "TEXCOORD1"), idx = inputVec<4>(b, "TEXCOORD2"), p = inputVec<4>(b, "POSITION");
  float3 expected(0.0f);
  for (std::size_t i = 0; i < 4; ++i)
    expected += w[i] * mul(matAt<3, 4>(bones, static_cast<std::size_t>(idx[i]) * 12), p);
  expectNear(example("skin_accumulated").run(b).at("POSITION"), values(vec4(expected, 1.0f)), 1e-5f);
}

// The dual quaternion of "rotate a quarter turn about z, then translate by t".
Values quarterTurnDualQuaternion(const float3& t, float sign) {
  const float h = 0.70710678f;
  const float4 r = {0.0f, 0.0f, h, h};
  // d = 0.5 * (t, 0) * r
  const float3 v = r[3] * t + cross(t, xyz(r));
  const float4 d = 0.5f * vec4(v, -dot(t, xyz(r)));
  return values(float2x4{{sign * r, sign * d}});
}

TEST(Chapters2To6, DualQuaternionOfOneBoneAndItsNegation) {
  Binding b = draw("skin_dualquat");
  const float3 t = {0.25f, -0.5f, 1.0f};
  Values& dq = b.uniforms["boneDQ"];
  const Values plus = quarterTurnDualQuaternion(t, 1.0f), minus = quarterTurnDualQuaternion(t, -1.0f);
  std::copy(plus.begin(), plus.end(), dq.begin() + 3 * 8);
  std::copy(minus.begin(), minus.end(), dq.begin() + 9 * 8);
  b.uniforms["modelViewProj"] = values(identity4());
  b.inputs["POSITION"] = {1.0f, 2.0f, 3.0f, 1.0f};
  b.inputs["NORMAL"] = {1.0f, 0.0f, 0.0f};
  const float3 expected = float3{-2.0f, 1.0f, 3.0f} + t;
  for (const Values& weights : {Values{1.0f, 0.0f, 0.0f, 0.0f}, Values{0.5f, 0.5f, 0.0f, 0.0f}}) {
    // Bone 3 and bone 9 (its negation): the hemisphere flip makes the 50/50 blend the same transform.
    b.inputs["TEXCOORD1"] = weights;
    b.inputs["TEXCOORD2"] = {3.0f, 9.0f, 0.0f, 1.0f};
    const Outputs out = example("skin_dualquat").run(b);
    expectNear(out.at("POSITION"), values(vec4(expected, 1.0f)));
    expectNear(out.at("TEXCOORD0"), values(expected));
    expectNear(out.at("TEXCOORD1"), {0.0f, 1.0f, 0.0f});
    EXPECT_EQ(out.at("TEXCOORD2"), b.inputs.at("TEXCOORD0"));
  }
}

TEST(Chapters2To6, DawnWithoutMorphsIsTheSkinnedNeutralPose) {
  Binding b = draw("morph_dawn");
  b.uniforms["morphWeight"] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
  setBone(b.uniforms["boneMatrix"], 2, affine(rotation(float3{0, 0, 1}, 0.0f), 1.0f, float3{0.0f, 0.0f, 0.0f}));
  b.uniforms["viewProj"] = values(identity4());
  b.inputs["ATTR1"] = {1.0f, 0.0f, 0.0f, 0.0f};
  b.inputs["ATTR5"] = {6.0f, 0.0f, 0.0f, 0.0f};  // row number of bone 2
  b.inputs["ATTR2"] = {0.0f, 0.0f, 1.0f, 1.5f};  // occlusion saturates to 1
  b.inputs["ATTR3"] = {1.0f, 0.0f, 0.5f};        // not yet perpendicular: the program removes the normal part
  const Outputs out = example("morph_dawn").run(b);
  const float3 p = xyz(inputVec<4>(b, "ATTR0"));
  expectNear(out.at("POSITION"), values(vec4(p, 1.0f)));
  expectNear(out.at("TEXCOORD1"), values(p));
  expectNear(out.at("TEXCOORD2"), {0.0f, 0.0f, 1.0f});
  expectNear(out.at("TEXCOORD3"), {1.0f, 0.0f, 0.0f});
  expectNear(out.at("TEXCOORD4"), {0.0f, 1.0f, 0.0f});
  EXPECT_EQ(out.at("TEXCOORD5"), (Values{1.0f}));
  EXPECT_EQ(out.at("TEXCOORD0"), b.inputs.at("ATTR4"));

  // Full weight on target 2 adds its position difference; its normal .w difference lowers the occlusion.
  b.uniforms["morphWeight"] = {0.0f, 0.0f, 1.0f, 0.0f, 0.0f};
  b.inputs["ATTR11"] = {0.0f, 0.0f, 0.0f, -1.0f};
  const Outputs morphed = example("morph_dawn").run(b);
  expectNear(morphed.at("TEXCOORD1"), values(p + inputVec<3>(b, "ATTR10")));
  expectNear(morphed.at("TEXCOORD5"), {0.5f});
}

}  // namespace
}  // namespace cgx::reference
