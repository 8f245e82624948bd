// The chapter 7-9 references: registered for every C7*/C8*/C9* example with its header's entry and stage,
// bindings and outputs shaped exactly as the Cg parameters declare, deterministic, and right on cases
// worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "MathB.h"
#include "Reference.h"
#include "support/ProgramHeader.h"

namespace cgx::reference {
namespace {

const std::filesystem::path kExamples = std::filesystem::path(CGX_SOURCE_DIR) / "examples";

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> myExampleFiles() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(kExamples)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 3 && name[0] == 'C' && (name[1] == '7' || name[1] == '8' || name[1] == '9') &&
        entry.path().extension() == ".cg")
      files.push_back(name);
  }
  std::sort(files.begin(), files.end());
  return files;
}

// One parameter of an entry function, read from the .cg source.
struct Parameter {
  bool out = false, uniform = false;
  std::string type, name, semantic;  // semantic canonical: COLOR -> COLOR0, TEXCOORD -> TEXCOORD0
};

std::string stripComments(const std::string& text) {
  std::string result;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) result += line.substr(0, line.find("//")) + "\n";
  return result;
}

std::vector<Parameter> entryParameters(const std::string& text, const std::string& entry) {
  const std::string source = stripComments(text);
  const std::size_t start = source.find("void " + entry + "(");
  if (start == std::string::npos) return {};
  const std::size_t open = source.find('(', start);
  const std::size_t close = source.find(')', open);
  std::vector<Parameter> parameters;
  std::istringstream list(source.substr(open + 1, close - open - 1));
  for (std::string item; std::getline(list, item, ',');) {
    Parameter p;
    std::string declaration = item, semantic;
    if (const std::size_t colon = item.find(':'); colon != std::string::npos) {
      declaration = item.substr(0, colon);
      std::istringstream(item.substr(colon + 1)) >> semantic;
    }
    std::istringstream words(declaration);
    for (std::string word; words >> word;) {
      if (word == "out")
        p.out = true;
      else if (word == "uniform")
        p.uniform = true;
      else if (p.type.empty())
        p.type = word;
      else
        p.name = word;
    }
    if (semantic == "COLOR" || semantic == "TEXCOORD") semantic += "0";
    p.semantic = semantic;
    parameters.push_back(p);
  }
  return parameters;
}

// Components of float, floatN, floatRxC.
std::size_t components(const std::string& type) {
  if (type == "float") return 1;
  if (type.size() == 6) return static_cast<std::size_t>(type[5] - '0');
  return static_cast<std::size_t>(type[5] - '0') * static_cast<std::size_t>(type[7] - '0');
}

TEST(Chapters7To9Test, EveryExampleIsRegisteredWithItsHeader) {
  const std::vector<std::string> files = myExampleFiles();
  ASSERT_EQ(files.size(), 24u);
  for (const std::string& file : files) {
    SCOPED_TRACE(file);
    const std::string text = readFile(kExamples / file);
    const std::string entry = test::headerValue(text, "cgx-entry");
    const Example* example = findExample(entry);
    ASSERT_NE(example, nullptr);
    EXPECT_EQ(example->file, file);
    EXPECT_EQ(example->entry, entry);
    const std::string stage = test::headerValue(text, "cgx-stage");
    EXPECT_EQ(example->stage, stage == "fragment" ? Stage::Fragment : Stage::Vertex);
  }
}

// Inputs, uniforms, textures and outputs exactly as the entry's parameters declare.
TEST(Chapters7To9Test, BindingsAndOutputsMatchTheDeclarations) {
  for (const std::string& file : myExampleFiles()) {
    SCOPED_TRACE(file);
    const std::string text = readFile(kExamples / file);
    const Example* example = findExample(test::headerValue(text, "cgx-entry"));
    ASSERT_NE(example, nullptr);
    const std::vector<Parameter> parameters = entryParameters(text, example->entry);
    ASSERT_FALSE(parameters.empty());
    std::mt19937 random(7);
    const Binding binding = example->randomBinding(random);
    const Outputs outputs = example->run(binding);
    std::size_t inputs = 0, uniforms = 0, textures = 0, outs = 0;
    for (const Parameter& p : parameters) {
      SCOPED_TRACE(p.name);
      if (p.type.rfind("sampler", 0) == 0) {
        ++textures;
        ASSERT_EQ(binding.textures.count(p.name), 1u);
        const TextureKind kind = binding.textures.at(p.name).kind;
        const TextureKind expected = p.type == "sampler1D"     ? TextureKind::Tex1D
                                     : p.type == "samplerCUBE" ? TextureKind::Cube
                                                               : TextureKind::Tex2D;
        EXPECT_EQ(p.type == "sampler1D" || p.type == "sampler2D" || p.type == "samplerCUBE", true) << p.type;
        EXPECT_EQ(kind, expected);
      } else if (p.uniform) {
        ++uniforms;
        ASSERT_EQ(binding.uniforms.count(p.name), 1u);
        EXPECT_EQ(binding.uniforms.at(p.name).size(), components(p.type));
      } else if (p.out) {
        ++outs;
        ASSERT_EQ(outputs.count(p.semantic), 1u) << p.semantic;
        EXPECT_EQ(outputs.at(p.semantic).size(), components(p.type));
        for (const float x : outputs.at(p.semantic)) EXPECT_TRUE(std::isfinite(x));
      } else {
        ++inputs;
        ASSERT_EQ(binding.inputs.count(p.semantic), 1u) << p.semantic;
        EXPECT_EQ(binding.inputs.at(p.semantic).size(), components(p.type));
      }
    }
    EXPECT_EQ(binding.inputs.size(), inputs);
    EXPECT_EQ(binding.uniforms.size(), uniforms);
    EXPECT_EQ(binding.textures.size(), textures);
    EXPECT_EQ(outputs.size(), outs);
  }
}

TEST(Chapters7To9Test, Deterministic) {
  for (const std::string& file : myExampleFiles()) {
    SCOPED_TRACE(file);
    const Example* example = findExample(file.substr(0, file.size() - 3));
    ASSERT_NE(example, nullptr);
    std::mt19937 a(42), b(42);
    const Binding first = example->randomBinding(a), second = example->randomBinding(b);
    EXPECT_EQ(first.inputs, second.inputs);
    EXPECT_EQ(first.uniforms, second.uniforms);
    ASSERT_EQ(first.textures.size(), second.textures.size());
    for (const auto& [name, texture] : first.textures) EXPECT_EQ(texture.texels, second.textures.at(name).texels);
    EXPECT_EQ(example->run(first), example->run(second));
  }
}

// Many invocations: fresh inputs over the first binding's uniforms and textures always run finite.
TEST(Chapters7To9Test, FreshInputsOverFixedUniforms) {
  for (const std::string& file : myExampleFiles()) {
    SCOPED_TRACE(file);
    const Example* example = findExample(file.substr(0, file.size() - 3));
    ASSERT_NE(example, nullptr);
    std::mt19937 random(3);
    const Binding first = example->randomBinding(random);
    for (int i = 0; i < 200; ++i) {
      Binding binding = example->randomBinding(random);
      binding.uniforms = first.uniforms;
      binding.textures = first.textures;
      for (const auto& [semantic, values] : example->run(binding))
        for (const float x : values) ASSERT_TRUE(std::isfinite(x)) << semantic;
    }
  }
}

// The branches a reference takes (unlit or not, in shadow or not) are decided with a margin that holds
// for fresh inputs over the first binding's uniforms and textures, as the differential tests run them.
TEST(Chapters7To9Test, BranchMarginsHoldForFreshInputs) {
  using namespace mathb;
  std::mt19937 random(5);
  const Example* bump = findExample("C8E9f_bumpNormalize");
  const Example* toon = findExample("C9E4v_cartoon");
  const Example* shadow = findExample("C9E7f_shadowMap");
  const Binding bumpFirst = bump->randomBinding(random), toonFirst = toon->randomBinding(random),
                shadowFirst = shadow->randomBinding(random);
  int lit = 0, unlit = 0, inShadow = 0, inLight = 0;
  for (int i = 0; i < 1000; ++i) {
    Binding b = bump->randomBinding(random);
    b.textures = bumpFirst.textures;
    const float3 n = normalize(expand(xyz(sample(b, "normalMap", vec<2>(b.inputs, "TEXCOORD0")))));
    const float nl = dot(n, normalize(vec<3>(b.inputs, "TEXCOORD1")));
    ASSERT_GE(std::fabs(nl), 0.07f);
    (nl > 0 ? lit : unlit)++;

    Binding t = toon->randomBinding(random);
    t.uniforms = toonFirst.uniforms;
    const float3 light = normalize(vec<3>(t.uniforms, "lightPosition") - xyz(vec<4>(t.inputs, "POSITION")));
    ASSERT_GE(std::fabs(dot(normalize(vec<3>(t.inputs, "NORMAL")), light)), 0.2f);

    Binding s = shadow->randomBinding(random);
    s.textures = shadowFirst.textures;
    const float4 c = vec<4>(s.inputs, "TEXCOORD0");
    const float depth = sample(s, "shadowMap", make2(c[0] / c[3], c[1] / c[3]))[0];
    ASSERT_GE(std::fabs(c[2] / c[3] - depth), 0.012f);
    (c[2] / c[3] <= depth ? inLight : inShadow)++;
  }
  EXPECT_GT(unlit, 50);  // both sides of each branch are exercised
  EXPECT_GT(lit, 50);
  EXPECT_GT(inShadow, 50);
  EXPECT_GT(inLight, 50);
}

// Nearest sampling is discontinuous: every texture coordinate a fragment reference draws lands well inside
// a texel (at least a quarter texel from its edges), cube directions away from face edges and ties.
TEST(Chapters7To9Test, FragmentTexCoordsLandInsideTexels) {
  enum class Lookup { Tex1D, Tex2D, Cube, Projective };
  struct Case {
    const char* entry;
    const char* semantic;
    Lookup lookup;
    int size;
  };
  const Case cases[] = {
      {"C7E2f_reflection", "TEXCOORD0", Lookup::Tex2D, 8},     {"C7E2f_reflection", "TEXCOORD1", Lookup::Cube, 4},
      {"C7E4f_refraction", "TEXCOORD0", Lookup::Tex2D, 8},     {"C7E4f_refraction", "TEXCOORD1", Lookup::Cube, 4},
      {"C7E6f_fresnel", "TEXCOORD0", Lookup::Cube, 4},         {"C7E6f_fresnel", "TEXCOORD1", Lookup::Cube, 4},
      {"C7E8f_dispersion", "TEXCOORD0", Lookup::Cube, 4},      {"C7E8f_dispersion", "TEXCOORD1", Lookup::Cube, 4},
      {"C7E8f_dispersion", "TEXCOORD2", Lookup::Cube, 4},      {"C7E8f_dispersion", "TEXCOORD3", Lookup::Cube, 4},
      {"C8E2f_bumpSurf", "TEXCOORD0", Lookup::Tex2D, 8},       {"C8E2f_bumpSurf", "TEXCOORD1", Lookup::Cube, 4},
      {"C8E4f_specSurf", "TEXCOORD0", Lookup::Tex2D, 8},       {"C8E4f_specSurf", "TEXCOORD1", Lookup::Cube, 4},
      {"C8E4f_specSurf", "TEXCOORD2", Lookup::Cube, 4},        {"C8E7f_bumpSpecDecal", "TEXCOORD0", Lookup::Tex2D, 8},
      {"C8E7f_bumpSpecDecal", "TEXCOORD1", Lookup::Cube, 4},   {"C8E7f_bumpSpecDecal", "TEXCOORD2", Lookup::Cube, 4},
      {"C8E9f_bumpNormalize", "TEXCOORD0", Lookup::Tex2D, 8},  {"C9E1f_fog", "TEXCOORD0", Lookup::Tex2D, 8},
      {"C9E3f_cartoon", "TEXCOORD0", Lookup::Tex1D, 16},       {"C9E3f_cartoon", "TEXCOORD1", Lookup::Tex1D, 16},
      {"C9E3f_cartoon", "TEXCOORD2", Lookup::Tex1D, 16},       {"C9E6f_projTex", "TEXCOORD0", Lookup::Projective, 8},
      {"C9E7f_shadowMap", "TEXCOORD0", Lookup::Projective, 8},
  };
  const auto inside = [](float coord, int size) {
    const float texels = coord * static_cast<float>(size);
    return std::fabs(texels - std::round(texels)) >= 0.25f;
  };
  std::mt19937 random(11);
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(c.entry) + " " + c.semantic);
    const Example* example = findExample(c.entry);
    ASSERT_NE(example, nullptr);
    for (int i = 0; i < 300; ++i) {
      const Values v = example->randomBinding(random).inputs.at(c.semantic);
      switch (c.lookup) {
        case Lookup::Tex1D:
          ASSERT_TRUE(inside(v[0], c.size)) << v[0];
          break;
        case Lookup::Tex2D:
          ASSERT_TRUE(inside(v[0], c.size) && inside(v[1], c.size));
          break;
        case Lookup::Projective:
          ASSERT_TRUE(inside(v[0] / v[3], c.size) && inside(v[1] / v[3], c.size));
          break;
        case Lookup::Cube:
          ASSERT_GE(mathb::cubeMargin(mathb::make3(v[0], v[1], v[2]), c.size), 0.25f);
          break;
      }
    }
  }
}

// ---- Hand-computed cases ----------------------------------------------------------------------------

const Values kIdentity = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

void expectNear(const Values& actual, const Values& expected, float tolerance = 1e-6f) {
  ASSERT_EQ(actual.size(), expected.size());
  for (std::size_t i = 0; i < actual.size(); ++i) EXPECT_NEAR(actual[i], expected[i], tolerance) << "component " << i;
}

Binding worldBinding(const Values& position, const Values& normal, const Values& eye) {
  Binding b;
  b.uniforms = {{"eyePositionW", eye}, {"modelViewProj", kIdentity}, {"modelToWorld", kIdentity}};
  b.inputs = {{"POSITION", position}, {"NORMAL", normal}, {"TEXCOORD0", {0.25f, 0.75f}}};
  return b;
}

TEST(Chapters7To9Test, ReflectionAlongTheNormalComesBackReversed) {
  const Binding b = worldBinding({0, 0, 0, 1}, {0, 0, 1}, {0, 0, 5});
  const Outputs out = findExample("C7E1v_reflection")->run(b);
  expectNear(out.at("TEXCOORD1"), {0, 0, 5});  // I = (0, 0, -5)
  expectNear(out.at("POSITION"), {0, 0, 0, 1});
  expectNear(out.at("TEXCOORD0"), {0.25f, 0.75f});
  // A 45-degree view: I = (1, 0, -1) reflects to (1, 0, 1).
  expectNear(findExample("C7E1v_reflection")->run(worldBinding({0, 0, 0, 1}, {0, 0, 1}, {-1, 0, 1})).at("TEXCOORD1"),
             {1, 0, 1});
}

TEST(Chapters7To9Test, RefractionWithEtaOnePassesStraightThrough) {
  Binding b = worldBinding({0, 0, 0, 1}, {0, 0, 1}, {1, 2, 3});
  b.uniforms["etaRatio"] = {1.0f};
  const float l = std::sqrt(14.0f);
  expectNear(findExample("C7E3v_refraction")->run(b).at("TEXCOORD1"), {-1 / l, -2 / l, -3 / l});
}

TEST(Chapters7To9Test, RefractionIsZeroOnTotalInternalReflection) {
  Binding b = worldBinding({0, 0, 0, 1}, {0, 0, 1}, {10, 0, 0.1f});  // grazing: cos = 0.01
  b.uniforms["etaRatio"] = {1.5f};
  expectNear(findExample("C7E3v_refraction")->run(b).at("TEXCOORD1"), {0, 0, 0}, 0.0f);
  // Head-on, any eta: straight through.
  b = worldBinding({0, 0, 0, 1}, {0, 0, 1}, {0, 0, 4});
  b.uniforms["etaRatio"] = {1.0f / 1.5f};
  expectNear(findExample("C7E3v_refraction")->run(b).at("TEXCOORD1"), {0, 0, -1});
}

TEST(Chapters7To9Test, FresnelHeadOnIsTheBias) {
  Binding b = worldBinding({0, 0, 0, 1}, {0, 0, 1}, {0, 0, 3});
  b.inputs.erase("TEXCOORD0");
  b.uniforms["fresnelBias"] = {0.1f};
  b.uniforms["fresnelScale"] = {0.8f};
  b.uniforms["fresnelPower"] = {2.0f};
  b.uniforms["etaRatio"] = {0.7f};
  const Outputs out = findExample("C7E5v_fresnel")->run(b);
  expectNear(out.at("COLOR0"), {0.1f});  // 1 + I.N = 0
  expectNear(out.at("TEXCOORD0"), {0, 0, 1});
  expectNear(out.at("TEXCOORD1"), {0, 0, -1});
  b.uniforms["etaRatio"] = {0.9f, 0.8f, 0.7f};
  const Outputs dispersion = findExample("C7E7v_dispersion")->run(b);
  for (const char* semantic : {"TEXCOORD1", "TEXCOORD2", "TEXCOORD3"}) expectNear(dispersion.at(semantic), {0, 0, -1});
}

// A cube map whose every texel of face f holds (f, 0.1 f, 0.5, 1).
Texture faceCube() {
  Texture t;
  t.kind = TextureKind::Cube;
  t.width = t.height = 4;
  for (int f = 0; f < 6; ++f)
    for (int i = 0; i < 16; ++i)
      for (const float c : {static_cast<float>(f), 0.1f * static_cast<float>(f), 0.5f, 1.0f}) t.texels.push_back(c);
  return t;
}

TEST(Chapters7To9Test, DispersionTakesOneChannelFromEachLookup) {
  Binding b;
  b.textures["environmentMap"] = faceCube();
  b.inputs = {{"COLOR0", {0.0f}},
              {"TEXCOORD0", {0, 0, -1}},  // -Z: face 5
              {"TEXCOORD1", {0, 2, 0}},   // +Y: face 2 -> red 2
              {"TEXCOORD2", {-1, 0, 0}},  // -X: face 1 -> green 0.1
              {"TEXCOORD3", {0, 0, 1}}};  // +Z: face 4 -> blue 0.5
  const Example* example = findExample("C7E8f_dispersion");
  expectNear(example->run(b).at("COLOR0"), {2, 0.1f, 0.5f, 1});
  b.inputs["COLOR0"] = {1.0f};  // all reflection
  expectNear(example->run(b).at("COLOR0"), {5, 0.5f, 0.5f, 1});
}

// A texture with every texel set to rgba.
Texture constant(TextureKind kind, int width, int height, std::array<float, 4> rgba) {
  Texture t;
  t.kind = kind;
  t.width = width;
  t.height = height;
  const int count = width * height * (kind == TextureKind::Cube ? 6 : 1);
  for (int i = 0; i < count; ++i) t.texels.insert(t.texels.end(), rgba.begin(), rgba.end());
  return t;
}

TEST(Chapters7To9Test, FlatNormalMapEqualsPlainDiffuseLighting) {
  // C8E9f normalizes arithmetically: with the flat normal (0.5, 0.5, 1) -> (0, 0, 1) the result is the
  // unbumped Blinn-Phong lighting of a surface facing +z.
  Binding b;
  b.textures["normalMap"] = constant(TextureKind::Tex2D, 8, 8, {0.5f, 0.5f, 1.0f, 1.0f});
  b.uniforms = {{"ambient", {0.2f}}, {"LMd", {0.5f, 0.6f, 0.7f, 1.0f}}, {"LMs", {1, 1, 1, 1}}, {"shininess", {4.0f}}};
  b.inputs = {{"TEXCOORD0", {0.3f, 0.6f}}, {"TEXCOORD1", {0, 3, 4}}, {"TEXCOORD2", {0, 0, 2}}};
  // L = (0, 0.6, 0.8): diffuse 0.8; H = (0, 0, 1): specular 1.
  expectNear(findExample("C8E9f_bumpNormalize")->run(b).at("COLOR0"),
             {0.5f * 1.0f + 1, 0.6f * 1.0f + 1, 0.7f * 1.0f + 1, 1.0f * 1.0f + 1});
  b.inputs["TEXCOORD1"] = {0, 4, -3};  // light below the surface: no diffuse, no specular
  expectNear(findExample("C8E9f_bumpNormalize")->run(b).at("COLOR0"), {0.1f, 0.12f, 0.14f, 0.2f});

  // C8E2f with a "normalization" cube map holding one encoded light direction l = (0, 0.6, 0.8): N.l = 0.8.
  Binding surf;
  surf.textures["normalMap"] = b.textures["normalMap"];
  surf.textures["normalizeCube"] = constant(TextureKind::Cube, 4, 4, {0.5f, 0.8f, 0.9f, 1.0f});
  surf.inputs = {{"TEXCOORD0", {0.3f, 0.6f}}, {"TEXCOORD1", {0.2f, 1.0f, 0.1f}}};
  expectNear(findExample("C8E2f_bumpSurf")->run(surf).at("COLOR0"), {0.8f, 0.8f, 0.8f, 0.8f});

  // C8E4f: same light, half angle straight up: LMd * (ambient + 0.8) + LMs * 1^8.
  surf.textures["normalizeCube2"] = constant(TextureKind::Cube, 4, 4, {0.5f, 0.5f, 1.0f, 1.0f});
  surf.inputs["TEXCOORD2"] = {0.0f, 0.0f, 1.0f};
  surf.uniforms = {{"ambient", {0.2f}}, {"LMd", {0.5f, 0.6f, 0.7f, 1.0f}}, {"LMs", {0.1f, 0.2f, 0.3f, 0.4f}}};
  expectNear(findExample("C8E4f_specSurf")->run(surf).at("COLOR0"), {0.6f, 0.8f, 1.0f, 1.4f});

  // C8E7f: decal (0.5, 1, 0, 1); selfShadow = saturate(4 * 0.8) = 1.
  surf.textures["decalMap"] = constant(TextureKind::Tex2D, 8, 8, {0.5f, 1.0f, 0.0f, 1.0f});
  expectNear(findExample("C8E7f_bumpSpecDecal")->run(surf).at("COLOR0"), {0.35f, 0.8f, 0.3f, 1.4f});
}

TEST(Chapters7To9Test, FloorRotatesUpIntoTextureSpaceZ) {
  Binding b;
  b.uniforms = {{"lightPosition", {0, 5, 0}}, {"eyePosition", {0, 0, -3}}, {"modelViewProj", kIdentity}};
  b.inputs = {{"POSITION", {0, 0, 0, 1}}, {"TEXCOORD0", {0.5f, 0.5f}}};
  const Outputs out = findExample("C8E5v_specFloor")->run(b);
  expectNear(out.at("TEXCOORD1"), {0, 0, 5});  // object +y is texture +z
  const float h = std::sqrt(0.5f);
  expectNear(out.at("TEXCOORD2"), {0, h, h});  // eye along -z is texture +y (binormal = -z)
  // The wall needs no rotation.
  const Outputs wall = findExample("C8E3v_specWall")->run(b);
  expectNear(wall.at("TEXCOORD1"), {0, 5, 0});
  expectNear(wall.at("TEXCOORD2"), {0, h, -h});
  expectNear(findExample("C8E1v_bumpWall")->run(b).at("TEXCOORD1"), {0, 5, 0});
}

TEST(Chapters7To9Test, TorusAtTheOrigin) {
  // (s, t) = (0, 0): position (M + N, 0, 0), tangent +y, normal +x, binormal normal x tangent = +z.
  Binding b;
  b.uniforms = {
      {"lightPosition", {9, 0, 0}}, {"eyePosition", {4, 5, 0}}, {"modelViewProj", kIdentity}, {"torusInfo", {3, 1}}};
  b.inputs = {{"POSITION", {0, 0}}};
  const Outputs out = findExample("C8E6v_torus")->run(b);
  expectNear(out.at("POSITION"), {4, 0, 0, 1});
  expectNear(out.at("TEXCOORD0"), {0, 0});
  expectNear(out.at("TEXCOORD1"), {0, 0, 5});
  const float h = std::sqrt(0.5f);
  expectNear(out.at("TEXCOORD2"), {h, 0, h});
  b.inputs["POSITION"] = {0.25f, 0.5f};  // texcoord (-1.5, 1)
  expectNear(findExample("C8E6v_torus")->run(b).at("TEXCOORD0"), {-1.5f, 1.0f});
}

TEST(Chapters7To9Test, BumpAnyWithTheIdentityFrame) {
  Binding b;
  b.uniforms = {{"lightPosition", {1, 2, 3}}, {"eyePosition", {0, 0, 4}}, {"modelViewProj", kIdentity}};
  b.inputs = {{"POSITION", {0, 0, 1}}, {"NORMAL", {0, 0, 1}}, {"TEXCOORD1", {1, 0, 0}}, {"TEXCOORD0", {0.1f, 0.2f}}};
  const Outputs out = findExample("C8E8v_bumpAny")->run(b);
  expectNear(out.at("POSITION"), {0, 0, 1, 1});
  expectNear(out.at("TEXCOORD1"), {1, 2, 2});
  // Tangent +y, normal +z: binormal = z x y = -x; the light (1, 2, 2) becomes (2, -1, 2).
  b.inputs["TEXCOORD1"] = {0, 1, 0};
  expectNear(findExample("C8E8v_bumpAny")->run(b).at("TEXCOORD1"), {2, -1, 2});
}

TEST(Chapters7To9Test, FogWithDensityZeroReturnsTheUnfoggedColour) {
  Binding v;
  v.uniforms = {{"fogDensity", {0.0f}}, {"modelViewProj", kIdentity}, {"modelView", kIdentity}};
  v.inputs = {{"POSITION", {3, 4, 0, 1}}, {"COLOR0", {0.2f, 0.4f, 0.6f, 0.8f}}, {"TEXCOORD0", {0.3f, 0.7f}}};
  const Example* vertex = findExample("C9E2v_fog");
  const Outputs vOut = vertex->run(v);
  expectNear(vOut.at("TEXCOORD1"), {0.0f});
  expectNear(vOut.at("COLOR0"), {0.2f, 0.4f, 0.6f, 0.8f});
  v.uniforms["fogDensity"] = {0.5f};
  expectNear(vertex->run(v).at("TEXCOORD1"), {2.5f});  // |(3, 4, 0)| * 0.5

  Binding f;
  f.uniforms = {{"fogColor", {1, 1, 1}}};
  f.textures["decal"] = constant(TextureKind::Tex2D, 8, 8, {0.5f, 0.5f, 1.0f, 0.25f});
  f.inputs = {{"TEXCOORD0", vOut.at("TEXCOORD0")}, {"TEXCOORD1", vOut.at("TEXCOORD1")}, {"COLOR0", vOut.at("COLOR0")}};
  const Example* fragment = findExample("C9E1f_fog");
  expectNear(fragment->run(f).at("COLOR0"), {0.1f, 0.2f, 0.6f, 0.8f});
  f.inputs["TEXCOORD1"] = {-1.0f};  // |exponent| 1: half fogged
  expectNear(fragment->run(f).at("COLOR0"), {0.55f, 0.6f, 0.8f, 0.8f});
}

TEST(Chapters7To9Test, CartoonRampLookupAtAKnownCoordinate) {
  Texture ramp;  // texel i holds i / 16
  ramp.kind = TextureKind::Tex1D;
  ramp.width = 16;
  for (int i = 0; i < 16; ++i)
    for (int c = 0; c < 4; ++c) ramp.texels.push_back(static_cast<float>(i) / 16.0f);
  Binding b;
  b.uniforms = {{"Kd", {1, 0, 0, 0}}, {"Ks", {0, 1, 0, 1}}};
  b.textures = {
      {"diffuseRamp", ramp}, {"specularRamp", ramp}, {"edgeRamp", constant(TextureKind::Tex1D, 16, 1, {1, 0, 0, 0})}};
  b.inputs = {{"TEXCOORD0", {5.5f / 16}}, {"TEXCOORD1", {0.99f}}, {"TEXCOORD2", {0.5f}}};
  expectNear(findExample("C9E3f_cartoon")->run(b).at("COLOR0"), {5.0f / 16, 15.0f / 16, 0, 15.0f / 16});
  b.textures["edgeRamp"] = constant(TextureKind::Tex1D, 16, 1, {0, 1, 1, 1});  // silhouette: black
  expectNear(findExample("C9E3f_cartoon")->run(b).at("COLOR0"), {0, 0, 0, 0});

  // The vertex side: N = +z, light and eye straight above: every term 1.
  Binding v;
  v.uniforms = {
      {"lightPosition", {0, 0, 5}}, {"eyePosition", {0, 0, 7}}, {"shininess", {8.0f}}, {"modelViewProj", kIdentity}};
  v.inputs = {{"POSITION", {0, 0, 0, 1}}, {"NORMAL", {0, 0, 2}}};
  const Outputs out = findExample("C9E4v_cartoon")->run(v);
  expectNear(out.at("TEXCOORD0"), {1});
  expectNear(out.at("TEXCOORD1"), {1});
  expectNear(out.at("TEXCOORD2"), {1});
  v.uniforms["lightPosition"] = {0, 0, -5};  // unlit: no diffuse, no specular
  const Outputs unlit = findExample("C9E4v_cartoon")->run(v);
  expectNear(unlit.at("TEXCOORD0"), {0});
  expectNear(unlit.at("TEXCOORD1"), {0});
}

TEST(Chapters7To9Test, ProjectiveLookupDividesByQ) {
  Texture map;  // texel (x, y) of 8x8 holds red = y * 8 + x
  map.kind = TextureKind::Tex2D;
  map.width = map.height = 8;
  for (int i = 0; i < 64; ++i)
    for (const float c : {static_cast<float>(i), 1.0f, 1.0f, 1.0f}) map.texels.push_back(c);
  Binding b;
  b.textures["projectiveMap"] = map;
  // q = 2: (s, t)/q = (2.5/8, 5.5/8): texel (2, 5) = 42.
  b.inputs = {{"TEXCOORD0", {2.5f / 4, 5.5f / 4, 0.3f, 2.0f}}, {"COLOR0", {0.5f, 1, 1, 1}}};
  expectNear(findExample("C9E6f_projTex")->run(b).at("COLOR0"), {21, 1, 1, 1});

  // Shadow map: depth 0.5 everywhere; r/q = 0.4 is lit, r/q = 0.6 is in shadow.
  b.textures["shadowMap"] = constant(TextureKind::Tex2D, 8, 8, {0.5f, 0.9f, 0.9f, 0.9f});
  b.uniforms["ambient"] = {0.25f};
  b.inputs["TEXCOORD0"] = {2.5f / 4, 5.5f / 4, 0.8f, 2.0f};
  const Example* shadow = findExample("C9E7f_shadowMap");
  expectNear(shadow->run(b).at("COLOR0"), {42 * 0.75f, 1.25f, 1.25f, 1.25f});
  b.inputs["TEXCOORD0"] = {2.5f / 4, 5.5f / 4, 1.2f, 2.0f};
  expectNear(shadow->run(b).at("COLOR0"), {42 * 0.25f, 0.25f, 0.25f, 0.25f});
  b.inputs["TEXCOORD0"] = {2.5f / 4, 5.5f / 4, 1.0f, 2.0f};  // equal: GL_LEQUAL passes
  expectNear(shadow->run(b).at("COLOR0"), {42 * 0.75f, 1.25f, 1.25f, 1.25f});

  // The vertex side: texture matrix applied in full, diffuse smeared.
  Binding v;
  Values scaleBias = {0.5f, 0, 0, 0.5f, 0, 0.5f, 0, 0.5f, 0, 0, 0.5f, 0.5f, 0, 0, 0, 1};
  v.uniforms = {
      {"Kd", {0.5f}}, {"modelViewProj", kIdentity}, {"lightPosition", {0, 0, 3}}, {"textureMatrix", scaleBias}};
  v.inputs = {{"POSITION", {0.2f, -0.4f, 0, 2}}, {"NORMAL", {0, 0, 1}}};
  const Outputs out = findExample("C9E5v_projTex")->run(v);
  expectNear(out.at("TEXCOORD0"), {1.1f, 0.8f, 1.0f, 2.0f});
  // L = normalize((0, 0, 3) - (0.2, -0.4, 0)); N.L = 3 / sqrt(9.2).
  const float d = 0.5f * 3.0f / std::sqrt(9.2f);
  expectNear(out.at("COLOR0"), {d, d, d, d});
}

TEST(Chapters7To9Test, ReflectionFragmentsMixDecalAndEnvironment) {
  Binding b;
  b.textures["environmentMap"] = faceCube();
  b.textures["decalMap"] = constant(TextureKind::Tex2D, 8, 8, {1, 0, 0, 1});
  b.uniforms["reflectivity"] = {0.25f};
  b.inputs = {{"TEXCOORD0", {0.5f, 0.5f}}, {"TEXCOORD1", {0.1f, -3, 0.2f}}};  // -Y: face 3
  expectNear(findExample("C7E2f_reflection")->run(b).at("COLOR0"), {1.5f, 0.075f, 0.125f, 1});
  b.uniforms = {{"transmittance", {0.5f}}};
  expectNear(findExample("C7E4f_refraction")->run(b).at("COLOR0"), {2, 0.15f, 0.25f, 1});
  Binding fresnel;
  fresnel.textures["environmentMap"] = faceCube();
  fresnel.inputs = {{"COLOR0", {0.5f}}, {"TEXCOORD0", {1, 0, 0}}, {"TEXCOORD1", {0, 0, -1}}};  // R +X, T -Z
  expectNear(findExample("C7E6f_fresnel")->run(fresnel).at("COLOR0"), {2.5f, 0.25f, 0.5f, 1});
}

}  // namespace
}  // namespace cgx::reference
