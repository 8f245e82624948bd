// Seed scenarios for the profile checker: examples grown past a profile's limits (constant registers C6007,
// resource binding C5041, vertex attributes C5102), the -profiles matrix, the -resources listing and the
// -reflect JSON. Expected verdicts and codes were measured with NVIDIA cgc 3.1 (cgc -profile P -entry E FILE)
// and are written here; where /usr/bin/cgc exists the same generated files also go through cgc, which must
// still give the written verdict and code, so the tables stay honest.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "Subprocess.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

const fs::path kCgc = "/usr/bin/cgc";
const std::string kSkin4m = "examples/C6E5v_skin4m.cg";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// Writes `text` as `name` into this process's scratch directory and returns its path.
std::string variant(const std::string& name, const std::string& text) {
  static const fs::path dir = fs::temp_directory_path() / ("cgx-seed-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / name) << text;
  return (dir / name).string();
}

std::string skin4m(int registers) {
  std::string text = readFile(sourcePath(kSkin4m));
  EXPECT_NE(text.find("boneMatrix[72]"), std::string::npos);
  return variant("skin4m_" + std::to_string(registers) + ".cg",
                 replaceAll(text, "boneMatrix[72]", "boneMatrix[" + std::to_string(registers) + "]"));
}

// One compile: file, entry, profile, cgxc-only options, and cgc's measured outcome ("" = accept, else the code).
struct Case {
  std::string file, entry, profile;
  std::vector<std::string> cgxOptions;
  std::string expected;
  std::string mustMention;  // extra text cgxc's diagnostics must contain
};

std::vector<std::string> command(const std::string& tool, const Case& c, bool cgx) {
  std::vector<std::string> argv{tool, "-q", "-profile", c.profile, "-entry", c.entry};
  if (cgx) argv.insert(argv.end(), c.cgxOptions.begin(), c.cgxOptions.end());
  argv.push_back(c.file);
  if (!cgx) argv.insert(argv.end(), {"-o", "/dev/null"});
  return argv;
}

std::string describe(const Case& c) {
  std::string options;
  for (const std::string& o : c.cgxOptions) options += " " + o;
  return c.file + " -profile " + c.profile + options + " (cgc: " + (c.expected.empty() ? "accept" : c.expected) + ")";
}

// Runs every case through cgxc (and cgc, when installed, for cases without cgxc-only options).
void expectOutcomes(const std::vector<Case>& cases) {
  std::vector<std::vector<std::string>> cgx, cgc;
  std::vector<std::size_t> cgcCases;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    cgx.push_back(command(CGXC_PATH, cases[i], true));
    if (fs::exists(kCgc) && cases[i].cgxOptions.empty()) {
      cgc.push_back(command(kCgc.string(), cases[i], false));
      cgcCases.push_back(i);
    }
  }
  std::vector<ProcessResult> cgxResults = runProcesses(cgx, {}, 2);
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Case& c = cases[i];
    const ProcessResult& r = cgxResults[i];
    ASSERT_FALSE(r.abnormal()) << describe(c) << "\n  cgxc " << r.describe();
    EXPECT_TRUE(r.exitedWith(c.expected.empty() ? 0 : 1)) << describe(c) << "\n  cgxc: " << r.describe();
    EXPECT_TRUE(contains(r.err, c.expected)) << describe(c) << "\n  " << r.err;
    EXPECT_TRUE(contains(r.err, c.mustMention)) << describe(c) << "\n  " << r.err;
  }
  std::vector<ProcessResult> cgcResults = runProcesses(cgc, {}, 2);  // empty when cgc is not installed
  for (std::size_t k = 0; k < cgcCases.size(); ++k) {
    const Case& c = cases[cgcCases[k]];
    const ProcessResult& r = cgcResults[k];
    EXPECT_TRUE(r.exitedWith(c.expected.empty() ? 0 : 1)) << "cgc disagrees with the table: " << describe(c) << "\n  "
                                                          << r.describe();
    EXPECT_TRUE(contains(r.err + r.out, c.expected)) << "cgc: " << describe(c) << "\n  " << r.err;
  }
}

TEST(SeedScenarios, SkinBoneMatrixConstantLimits) {
  std::vector<Case> cases;
  for (int n : {72, 90, 111, 112, 120}) {
    std::string file = skin4m(n);
    // cgc 3.1: arbvp1 lets a relatively addressed array reach c[111] (N <= 111); vp20/vs_1_1 stop at 96
    // registers (N = 72 fits, 90 does not); vs_2_0 has 256.
    cases.push_back({file, "C6E5v_skin4m", "arbvp1", {}, n <= 111 ? "" : "C6007", ""});
    for (const char* profile : {"vp20", "vs_1_1"}) cases.push_back({file, "C6E5v_skin4m", profile, {}, n <= 72 ? "" : "C6007", ""});
    cases.push_back({file, "C6E5v_skin4m", "vs_2_0", {}, "", ""});
  }
  // -strict-limits holds arrays to the 96 registers the profile promises (cgc does not; the note says so).
  cases.push_back({skin4m(90), "C6E5v_skin4m", "arbvp1", {"-strict-limits"}, "C6007", "strict"});
  cases.push_back({skin4m(72), "C6E5v_skin4m", "arbvp1", {"-strict-limits"}, "", ""});
  expectOutcomes(cases);
}

TEST(SeedScenarios, SkinAccumulatedBoneArrays) {
  const std::string original = readFile(sourcePath("examples/skin_accumulated.cg"));
  ASSERT_NE(original.find("#define NUM_BONES 24"), std::string::npos);
  const std::vector<std::string> profiles{"arbvp1", "vp20", "vp30", "vp40", "vs_1_1", "vs_2_0", "vs_3_0", "gp4vp", "glslv"};
  // cgc 3.1's codes per (bones, matrix type, profile); unlisted profiles accept.
  auto measured = [](int bones, bool float4x4, const std::string& p) -> std::string {
    bool small = p == "vp20" || p == "vs_1_1";
    if (bones == 60) return small || p == "arbvp1" ? (p == "arbvp1" && !float4x4 ? "C6007" : "C5041") : "";
    if (bones == 98) return p == "vp40" || p == "gp4vp" || p == "glslv" ? "" : "C5041";
    return "";
  };
  std::vector<Case> cases;
  for (int bones : {20, 60, 98})
    for (bool float4x4 : {false, true}) {
      std::string text = replaceAll(original, "#define NUM_BONES 24", "#define NUM_BONES " + std::to_string(bones));
      if (float4x4) text = replaceAll(text, "float3x4", "float4x4");
      std::string file = variant("skin_accumulated_" + std::to_string(bones) + (float4x4 ? "_4x4" : "_3x4") + ".cg", text);
      for (const std::string& p : profiles) cases.push_back({file, "skin_accumulated", p, {}, measured(bones, float4x4, p), ""});
    }
  expectOutcomes(cases);
}

TEST(SeedScenarios, MorphDawnVertexAttributes) {
  std::string text = readFile(sourcePath("examples/morph_dawn.cg"));
  const std::string input = "  float4 normalDiff4   : ATTR15;\n";
  const std::string use = "  normalOcc += morphWeight[4] * IN.normalDiff4;\n";
  ASSERT_NE(text.find(input), std::string::npos);
  ASSERT_NE(text.find(use), std::string::npos);
  std::string sixPairs = replaceAll(text, input, input + "  float3 positionDiff5 : ATTR16;\n  float4 normalDiff5   : ATTR17;\n");
  sixPairs = replaceAll(sixPairs, use, use + "  normalOcc += IN.normalDiff5; position += IN.positionDiff5;\n");
  std::string original = sourcePath("examples/morph_dawn.cg").string();
  std::string grown = variant("morph_dawn_18.cg", sixPairs);
  std::vector<Case> cases;
  // cgc 3.1: 16 generic attributes fit; ATTR16/ATTR17 give C5102 in every profile that accepts ATTRn.
  for (const char* p : {"arbvp1", "vp40", "glslv", "gp4vp"}) {
    cases.push_back({original, "morph_dawn", p, {}, "", ""});
    cases.push_back({grown, "morph_dawn", p, {}, "C5102", ""});
  }
  expectOutcomes(cases);
}

// The rows of `cgxc -profiles all` after the header, by profile name.
std::vector<std::vector<std::string>> matrixRows(const std::string& out) {
  std::istringstream lines(out);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  std::getline(lines, line);  // header
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::vector<std::string> row{line};
    for (std::string w; words >> w && row.size() < 3;) row.push_back(w);
    if (row.size() == 3) rows.push_back(row);  // {whole line, profile, yes|no}
  }
  return rows;
}

TEST(SeedScenarios, ProfileMatrix) {
  const std::vector<std::string> vertexProfiles{"arbvp1", "glslv", "gp4vp", "vp20", "vp30",
                                                "vp40", "vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0"};
  for (int n : {72, 90}) {
    ProcessResult r = runProcess({CGXC_PATH, "-q", "-profiles", "all", "-entry", "C6E5v_skin4m", skin4m(n)});
    ASSERT_TRUE(r.exitedWith(0)) << "N=" << n << ": " << r.describe();
    std::vector<std::vector<std::string>> rows = matrixRows(r.out);
    std::vector<std::string> names;
    for (const auto& row : rows) names.push_back(row[1]);
    std::sort(names.begin(), names.end());
    EXPECT_EQ(names, vertexProfiles) << r.out;
    for (const auto& row : rows) {
      bool fails = n == 90 && (row[1] == "vp20" || row[1] == "vs_1_1");
      EXPECT_EQ(row[2], fails ? "no" : "yes") << "N=" << n << ": " << row[0];
      EXPECT_TRUE(!fails || contains(row[0], "C6007")) << row[0];
    }
  }
}

std::vector<std::string> linesStartingWith(const std::string& text, const std::string& prefix) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);)
    if (line.rfind(prefix, 0) == 0) out.push_back(line);
  return out;
}

// cgxc -resources prints cgc's `#var` listing (`//var` for the D3D profiles); every line cgc prints must be there.
TEST(SeedScenarios, ResourcesListingMatchesCgc) {
  std::string file = sourcePath(kSkin4m).string();
  for (auto [profile, prefix] : {std::pair{"arbvp1", "#var "}, std::pair{"vp20", "#var "}, std::pair{"vs_2_0", "//var "}}) {
    ProcessResult cgx = runProcess({CGXC_PATH, "-q", "-profile", profile, "-entry", "C6E5v_skin4m", "-resources", file});
    ASSERT_TRUE(cgx.exitedWith(0)) << profile << ": " << cgx.describe();
    std::vector<std::string> cgxLines = linesStartingWith(cgx.out, prefix);
    EXPECT_FALSE(cgxLines.empty()) << profile << ": no `" << prefix << "` lines in\n" << cgx.out;
    if (!fs::exists(kCgc)) continue;
    ProcessResult cgc = runProcess({kCgc.string(), "-profile", profile, "-entry", "C6E5v_skin4m", file});
    ASSERT_TRUE(cgc.exitedWith(0)) << cgc.describe();
    std::vector<std::string> cgcLines = linesStartingWith(cgc.out, prefix);
    EXPECT_FALSE(cgcLines.empty()) << profile << ": cgc printed no `" << prefix << "` lines";
    for (const std::string& line : cgcLines)
      EXPECT_NE(std::find(cgxLines.begin(), cgxLines.end(), line), cgxLines.end())
          << profile << ": cgc's line is missing from cgxc -resources:\n  " << line;
  }
}

// Samplers and uniforms where engines put them, as cgc 3.1 lists them: a sampler parameter without
// `uniform` (TEXUNITn binds its unit, the others take the free units in order), a varying struct parameter
// with `uniform` members (uniforms by path, member semantics as bindings), and varyings without a semantic
// (free ATTRn in, free TEXn out; a fragment input the free TEXn), generic samplers typed by their lookups.
// Each written line is in cgxc's listing and, where cgc is installed, in cgc's.
TEST(SeedScenarios, SamplerAndSemanticlessParameterListingsMatchCgc) {
  struct Listing {
    const char* profile;
    const char* entry;
    const char* source;
    std::vector<std::string> lines;
  };
  const std::vector<Listing> listings = {
      {"arbfp1", "main",
       "float4 main(float2 uv : TEXCOORD0, in sampler2D s0 : TEXUNIT0, uniform sampler2D s3 : TEXUNIT3,\n"
       "            sampler2D sx, float4 k, uniform float4 u) : COLOR\n"
       "{ return (tex2D(s0, uv) + tex2D(s3, uv) + tex2D(sx, uv)) * k + u; }\n",
       {"#semantic main.s0 : TEXUNIT0", "#semantic main.sx", "#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1",
        "#var sampler2D s3 : TEXUNIT3 : texunit 3 : 2 : 1", "#var sampler2D sx :  : texunit 1 : 3 : 1",
        "#var float4 u :  : c[0] : 5 : 1"}},
      {"arbfp1", "main",
       "float4 main(float4 uv : TEXCOORD0, uniform sampler s, uniform sampler t) : COLOR\n"
       "{ return tex2D(s, uv.xy) + texCUBE(t, uv.xyz); }\n",
       {"#var sampler2D s :  : texunit 0 : 1 : 1", "#var samplerCUBE t :  : texunit 1 : 2 : 1"}},
      {"arbfp1", "mainf",
       "struct pass_in { uniform float2 size : C5; uniform sampler2D texture : TEXUNIT2; float2 coord : TEXCOORD1; };\n"
       "float4 mainf(pass_in PREV, uniform sampler2D other) : COLOR\n"
       "{ return tex2D(PREV.texture, PREV.coord / PREV.size) + tex2D(other, PREV.coord); }\n",
       {"#semantic mainf.PREV", "#var float2 PREV.size : C5 : c[5] : 0 : 1",
        "#var sampler2D PREV.texture : TEXUNIT2 : texunit 2 : 0 : 1", "#var sampler2D other :  : texunit 0 : 1 : 1"}},
      {"arbvp1", "mainv",
       "struct pass_in { uniform float2 size; uniform sampler2D texture; float2 coord : TEXCOORD0; };\n"
       "float4 mainv(pass_in PREV, float4 p : POSITION, float4 k, out float4 t) : POSITION\n"
       "{ t = k; return p * PREV.size.xyxy + PREV.coord.xyxy; }\n",
       {"#semantic mainv.PREV", "#var float2 PREV.size :  : c[1] : 0 : 1",
        "#var sampler2D PREV.texture :  :  : 0 : 0", "#var float2 PREV.coord : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1",
        "#var float4 k : $vin.ATTR1 : ATTR1 : 2 : 1", "#var float4 t : $vout.TEX0 : TEX0 : 3 : 1"}},
      // Semantic aliases (semantic/Semantics.h): SPECULAR is COLOR1, not an index on a name without one; an
      // alias binds its canonical name's register and keeps its own spelling in the listing; TEX0 and TEX3
      // are TEXCOORD0 and TEXCOORD3, so the output without a semantic gets TEX1.
      {"arbvp1", "main",
       "void main(float4 p : POSITION, float4 d : DIFFUSE, float4 s : SPECULAR,\n"
       "          out float4 o : HPOS, out float4 c : COL0, out float4 t0 : TEX0, out float4 t3 : TEX3,\n"
       "          out float4 f : FOGC, out float4 free1)\n"
       "{ o = p; c = d; t0 = s; t3 = s * 2; f = p.x; free1 = p * 3; }\n",
       {"#var float4 d : $vin.DIFFUSE : COLOR0 : 1 : 1", "#var float4 s : $vin.SPECULAR : COLOR1 : 2 : 1",
        "#var float4 o : $vout.HPOS : HPOS : 3 : 1", "#var float4 c : $vout.COL0 : COL0 : 4 : 1",
        "#var float4 t0 : $vout.TEX0 : TEX0 : 5 : 1", "#var float4 t3 : $vout.TEX3 : TEX3 : 6 : 1",
        "#var float4 f : $vout.FOGC : FOGC : 7 : 1", "#var float4 free1 : $vout.TEX1 : TEX1 : 8 : 1"}},
      // Direct3D vertex profiles list an alias as its usage and PSIZE without an index.
      {"vs_2_0", "main",
       "void main(float4 p : POSITION, float4 d : DIFFUSE, float4 ps : PSIZE,\n"
       "          out float4 o : HPOS, out float4 c : COL0, out float4 t0 : TEX0, out float4 f : FOGC,\n"
       "          out float4 s : PSIZE)\n"
       "{ o = p; c = d; t0 = d * 2; f = p.x; s = ps; }\n",
       {"//var float4 p : $vin.POSITION0 : ATTR0 : 0 : 1", "//var float4 d : $vin.COLOR0 : ATTR1 : 1 : 1",
        "//var float4 ps : $vin.PSIZE : ATTR2 : 2 : 1", "//var float4 o : $vout.POSITION : HPOS : 3 : 1",
        "//var float4 c : $vout.COLOR0 : COL0 : 4 : 1", "//var float4 t0 : $vout.TEXCOORD0 : TEX0 : 5 : 1",
        "//var float4 f : $vout.FOG : FOGC : 6 : 1", "//var float4 s : $vout.PSIZE : PSIZ : 7 : 1"}},
  };
  int n = 0;
  for (const Listing& l : listings) {
    std::string file = variant("listing_" + std::to_string(n++) + ".cg", l.source);
    ProcessResult cgx = runProcess({CGXC_PATH, "-q", "-profile", l.profile, "-entry", l.entry, "-resources", file});
    ASSERT_TRUE(cgx.exitedWith(0)) << cgx.describe();
    ProcessResult cgc;
    bool haveCgc = fs::exists(kCgc);
    if (haveCgc) {
      cgc = runProcess({kCgc.string(), "-q", "-profile", l.profile, "-entry", l.entry, file});
      ASSERT_TRUE(cgc.exitedWith(0)) << cgc.describe();
    }
    for (const std::string& line : l.lines) {
      EXPECT_TRUE(contains(cgx.out, line + "\n")) << "cgxc lacks `" << line << "`:\n" << cgx.out;
      if (haveCgc) {
        EXPECT_TRUE(contains(cgc.out, line + "\n")) << "cgc lacks `" << line << "`:\n" << cgc.out;
      }
    }
  }
}

TEST(SeedScenarios, ReflectionJson) {
  std::string out = variant("skin4m_arbvp1.json", "");
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "arbvp1", "-entry", "C6E5v_skin4m", "-reflect", out,
                                sourcePath(kSkin4m).string()});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  nlohmann::json reflection = nlohmann::json::parse(readFile(out));
  int varying = 0;
  const nlohmann::json* bone71 = nullptr;
  for (const nlohmann::json& p : reflection.at("parameters")) {
    varying += p.value("variability", "") == "varying" ? 1 : 0;
    if (p.at("name") == "boneMatrix[71]") bone71 = &p;
  }
  EXPECT_EQ(varying, 8);
  ASSERT_NE(bone71, nullptr) << "no boneMatrix[71] in " << reflection.dump(1);
  EXPECT_EQ(bone71->at("registerIndex"), 81);
}

}  // namespace
}  // namespace cgx::test
