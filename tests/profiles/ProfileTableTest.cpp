// The profile data files: every one parses, the limits the issue measured with cgc 3.1 are what the files
// say, the attribute aliasing is right, malformed data names the file and the field, and -po overrides.
#include <gtest/gtest.h>

#include <string>

#include "profile/ProfileTable.h"

namespace cgx::profile {
namespace {

const Profile& get(const char* name) {
  const Profile* p = findProfile(name);
  if (p == nullptr) throw std::runtime_error(std::string("no profile ") + name);
  return *p;
}

TEST(ProfileTable, EveryProfileParses) {
  const char* const kNames[] = {"arbfp1", "arbvp1", "fp20",   "fp30",   "fp40",   "glslf",  "glslg",  "glslv",
                                "gp4fp",  "gp4gp",  "gp4vp",  "gp5gp",  "ps_1_1", "ps_1_2", "ps_1_3", "ps_2_0",
                                "ps_2_x", "ps_3_0", "vp20",   "vp30",   "vp40",   "vs_1_1", "vs_2_0", "vs_2_x",
                                "vs_3_0"};
  ASSERT_EQ(allProfiles().size(), std::size(kNames));
  for (std::size_t i = 0; i < std::size(kNames); ++i) EXPECT_EQ(allProfiles()[i].name, kNames[i]);
  EXPECT_EQ(findProfile("hlslv"), nullptr);
}

// Constants / temporaries / instructions measured with cgc 3.1 (issue 4, re-measured in profiles/README.md).
struct Limits {
  const char* name;
  Stage stage;
  std::optional<std::uint32_t> constants, temporaries, instructions, samplers;
};
const Limits kMeasured[] = {
    {"arbvp1", Stage::Vertex, 96, 32, 1024, 0},        {"vp20", Stage::Vertex, 96, 12, 128, 0},
    {"vp30", Stage::Vertex, 256, 16, 256, 0},          {"vp40", Stage::Vertex, 544, 32, 2048, 4},
    {"gp4vp", Stage::Vertex, 1024, {}, {}, 32},        {"vs_1_1", Stage::Vertex, 96, 12, 128, 0},
    {"vs_2_0", Stage::Vertex, 256, 12, 256, 0},        {"vs_2_x", Stage::Vertex, 256, 12, 256, 0},
    {"vs_3_0", Stage::Vertex, 256, 32, 32768, 4},      {"arbfp1", Stage::Fragment, 32, 32, 1024, 16},
    {"fp30", Stage::Fragment, {}, 32, 1024, 16},       {"fp40", Stage::Fragment, 512, 32, 4096, 16},
    {"ps_2_0", Stage::Fragment, 32, 12, 96, 16},       {"ps_2_x", Stage::Fragment, 32, 32, 512, 16},
    {"ps_3_0", Stage::Fragment, 224, 32, 32768, 16},
};

TEST(ProfileTable, LimitsMeasuredWithCgc) {
  for (const Limits& l : kMeasured) {
    SCOPED_TRACE(l.name);
    const Profile& p = get(l.name);
    EXPECT_EQ(p.stage, l.stage);
    EXPECT_EQ(p.constants.registers, l.constants);
    EXPECT_EQ(p.temporaries, l.temporaries);
    EXPECT_EQ(p.instructions.total, l.instructions);
    EXPECT_EQ(p.samplers, l.samplers);
  }
  EXPECT_EQ(get("ps_2_0").instructions.alu, 64u);
  EXPECT_EQ(get("ps_2_0").instructions.texture, 32u);
  for (const char* combiner : {"fp20", "ps_1_1", "ps_1_2", "ps_1_3"}) {
    SCOPED_TRACE(combiner);
    EXPECT_EQ(get(combiner).textureCoordinateUnits, 4u);
    EXPECT_FALSE(get(combiner).unsupportedIntrinsics.empty());
  }
}

TEST(ProfileTable, DynamicIndexingAndLoops) {
  for (const char* name : {"arbvp1", "vp20", "vp30", "vp40", "vs_1_1", "vs_2_0", "vs_3_0", "gp4vp"})
    EXPECT_TRUE(get(name).dynamicUniformIndexing) << name;
  for (const char* name : {"arbfp1", "fp30", "fp40", "ps_2_0", "ps_2_x", "ps_3_0"})
    EXPECT_FALSE(get(name).dynamicUniformIndexing) << name;
  for (const char* name : {"arbvp1", "vp20", "vs_1_1", "vs_2_0"}) EXPECT_EQ(get(name).loops, LoopSupport::Unrolled) << name;
  for (const char* name : {"vp40", "vs_3_0", "fp40", "ps_3_0", "glslv", "glslf"})
    EXPECT_EQ(get(name).loops, LoopSupport::Dynamic) << name;
}

TEST(ProfileTable, GlVertexProfilesAliasAttributes) {
  const std::pair<const char*, std::uint32_t> kAliases[] = {
      {"POSITION", 0}, {"BLENDWEIGHT", 1}, {"NORMAL", 2},    {"COLOR0", 3},    {"COLOR1", 4},     {"FOGCOORD", 5},
      {"PSIZE", 6},    {"BLENDINDICES", 7}, {"TEXCOORD0", 8}, {"TEXCOORD7", 15}, {"TANGENT", 14}, {"BINORMAL", 15}};
  for (const char* name : {"arbvp1", "vp20", "vp30", "vp40", "glslv", "gp4vp"}) {
    SCOPED_TRACE(name);
    EXPECT_TRUE(get(name).inputs.acceptsAttr);
    for (const auto& [semantic, reg] : kAliases) EXPECT_EQ(get(name).inputs.registerOf.at(semantic), reg) << semantic;
  }
  for (const char* name : {"vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0"}) EXPECT_FALSE(get(name).inputs.acceptsAttr) << name;
}

std::string parseError(const std::string& file, const std::string& text) {
  try {
    parseProfile(file, text);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "(parsed)";
}

// The geometry profiles' limits (profiles/README.md): cgc 3.1 caps VERTICES_OUT at 256 and at 1024 output
// components (measured: 85 vertices of three float4 outputs); only a geometry profile has them.
TEST(ProfileTable, GeometryLimits) {
  for (const char* name : {"gp4gp", "gp5gp", "glslg"}) {
    SCOPED_TRACE(name);
    const Profile& p = get(name);
    EXPECT_EQ(p.stage, Stage::Geometry);
    ASSERT_TRUE(p.geometry.has_value());
    EXPECT_EQ(p.geometry->maxVertices, 256u);
    EXPECT_EQ(p.geometry->outputComponents, 1024u);
  }
  EXPECT_EQ(get("glslg").target, Target::Glsl);
  EXPECT_EQ(get("gp4gp").target, Target::Assembly);
  EXPECT_FALSE(get("gp4vp").geometry.has_value());
}

TEST(ProfileTable, MalformedDataNamesFileAndField) {
  EXPECT_EQ(parseError("x.json", "{"), "x.json: (file): not valid JSON");
  EXPECT_EQ(parseError("x.json", R"({"name": "x"})"), "x.json: $.stage: missing");
  EXPECT_EQ(parseError("y.json", R"({"name": "x"})"), "y.json: $.name: 'x' does not match the file name");
  EXPECT_EQ(parseError("x.json", R"({"name": "x", "stage": "tessellation"})"),
            "x.json: $.stage: 'tessellation' is not one of vertex, fragment, geometry");
  // A real file with one field broken.
  std::string text = R"({"name": "x", "stage": "vertex", "target": "assembly", "description": "", "listingPrefix": "#",
    "functionQualifiers": ["x"],
    "inputs": {"registers": 16, "binding": "semantic", "acceptsAttr": true, "registerOf": {"POSITION": 16},
               "listingName": {}}})";
  EXPECT_EQ(parseError("x.json", text), "x.json: $.inputs.registerOf.POSITION: register beyond inputs.registers");
  std::string aliasFirst = text;
  aliasFirst.replace(aliasFirst.find(R"(["x"])"), 5, R"(["fp30", "x"])");
  EXPECT_EQ(parseError("x.json", aliasFirst), "x.json: $.functionQualifiers: the profile's own name comes first");
  EXPECT_EQ(get("arbfp1").functionQualifiers, (std::vector<std::string>{"arbfp1", "fp30"}));
}

// The code looks semantics up in canonical form (semantic/Semantics.h): a key in another spelling would
// never be found, so it is an error in the data.
TEST(ProfileTable, SemanticKeysAreCanonical) {
  auto profile = [](const std::string& registerOf, const std::string& outputNames) {
    return R"({"name": "x", "stage": "vertex", "target": "assembly", "description": "", "listingPrefix": "#",
      "functionQualifiers": ["x"],
      "inputs": {"registers": 16, "binding": "semantic", "acceptsAttr": true, "registerOf": {)" + registerOf +
           R"(}, "listingName": {}}, "outputs": {"listingName": {)" + outputNames + "}}}";
  };
  EXPECT_EQ(parseError("x.json", profile(R"("POSITION0": 0)", "")),
            "x.json: $.inputs.registerOf.POSITION0: not the canonical spelling POSITION");
  EXPECT_EQ(parseError("x.json", profile(R"("DIFFUSE": 3)", "")),
            "x.json: $.inputs.registerOf.DIFFUSE: not the canonical spelling COLOR0");
  EXPECT_EQ(parseError("x.json", profile("", R"("TEX0": "TEX0")")),
            "x.json: $.outputs.listingName.TEX0: not the canonical spelling TEXCOORD0");
  EXPECT_EQ(parseError("x.json", profile("", R"("HPOS": "HPOS")")),
            "x.json: $.outputs.listingName.HPOS: not the canonical spelling POSITION");
  // Canonical keys get past the check (to the next missing field).
  EXPECT_EQ(parseError("x.json", profile(R"("COLOR0": 3)", R"("TEXCOORD0": "TEX0")")), "x.json: $.constants: missing");
}

TEST(ProfileTable, PoOptionsOverrideLimits) {
  Profile p = get("arbvp1");
  EXPECT_EQ(applyProfileOption(p, "MaxLocalParams=256"), PoOutcome::ConstantLimit);
  EXPECT_EQ(applyProfileOption(p, "NumTemps=12"), PoOutcome::Applied);
  EXPECT_EQ(applyProfileOption(p, "PosInv"), PoOutcome::NotALimit);
  EXPECT_EQ(applyProfileOption(p, "MaxInstructions=x"), PoOutcome::InvalidValue);
  EXPECT_EQ(applyProfileOption(p, "MaxInstructions"), PoOutcome::InvalidValue);
  EXPECT_EQ(p.constants.registers, 256u);
  EXPECT_EQ(p.temporaries, 12u);
  EXPECT_EQ(p.instructions.total, 1024u);  // the invalid value left it alone
}

}  // namespace
}  // namespace cgx::profile
