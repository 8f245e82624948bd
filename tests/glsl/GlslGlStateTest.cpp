// Cg's predefined `glstate` (compiler/ir/GlState.h) through the GLSL writer: each member read prints its GL
// built-in (validated by glslang), the matrices keep Cg's row convention, and what GLSL cannot
// express is C1600. cgc 3.1 predefines glstate in every profile; its glslv/glslf crash on it (C9999), cgx
// compiles it there too.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <unistd.h>

#include "GlslangCheck.h"
#include "Subprocess.h"
#include "ir/GlState.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

ProcessResult compileGlState(const std::string& source, const std::string& profile, const std::string& version) {
  // Named without "glstate": the GLSL's header comment names the file.
  fs::path file = fs::temp_directory_path() / ("cgx_gs_" + std::to_string(getpid()) + ".cg");
  std::ofstream(file) << source;
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", profile, "-po", "version=" + version, file.string()});
  fs::remove(file);
  return r;
}


// Every member with a GLSL built-in, read once (index 1 where GLSL has the array, 0 where it has one).
std::string everyMember(const char* result) {
  std::string sum = "float4 main(float4 p : POSITION) : " + std::string(result) + " {\n  float4 s = p;\n";
  for (const ir::GlStateMember& m : ir::glStateMembers()) {
    if (std::string(m.glsl).empty()) continue;
    const bool oneOnly = std::string(m.glsl).find("[]") == std::string::npos;
    std::string path = ir::expandGlStatePattern(m.path, oneOnly ? "0" : "1");
    sum += m.type == ir::GlStateType::Float4x4 ? "  s += mul(glstate." + path + ", p);\n"
                                               : "  s += glstate." + path + ";\n";
  }
  return sum + "  return s;\n}\n";
}

// The table against cgc 3.1's own listing: glstate/cgc_arbvp1_vars.txt is `cgc -q -profile arbvp1` on a
// program reading glstate, its `#var` lines for glstate cut to type, name and ARB binding.
TEST(GlslGlState, TableIsCgcsListing) {
  std::set<std::string> cgc;
  std::ifstream listing(std::string(CGX_SOURCE_DIR) + "/tests/glsl/glstate/cgc_arbvp1_vars.txt");
  for (std::string line; std::getline(listing, line);) cgc.insert(line);
  ASSERT_EQ(cgc.size(), 359u);
  std::set<std::string> table;
  for (const ir::GlStateMember& m : ir::glStateMembers()) {
    const char* type = m.type == ir::GlStateType::Float ? "float" : m.type == ir::GlStateType::Float4 ? "float4" : "float4x4";
    const bool indexed = std::string(m.path).find("[]") != std::string::npos;
    for (unsigned i = 0; i < (indexed ? ir::kGlStateUnits : 1u); ++i)
      table.insert(std::string(type) + " glstate." + ir::expandGlStatePattern(m.path, std::to_string(i)) + " : " +
                   ir::expandGlStatePattern(m.arb, std::to_string(i)));
  }
  EXPECT_EQ(table, cgc);
}

TEST(GlslGlState, EveryMemberIsABuiltInGlslAccepts) {
  for (const char* version : {"110", "120"}) {
    for (const auto& [profile, stage, result] :
         {std::tuple{"glslv", "vert", "POSITION"}, std::tuple{"glslf", "frag", "COLOR"}}) {
      SCOPED_TRACE(std::string(profile) + " " + version);
      ProcessResult r = compileGlState(everyMember(result), profile, version);
      ASSERT_TRUE(r.exitedWith(0)) << r.err;
      EXPECT_EQ(r.out.find("glstate"), std::string::npos) << r.out;
      EXPECT_NE(r.out.find("gl_LightSource[1].diffuse"), std::string::npos) << r.out;
      EXPECT_EQ(glslangErrors(r.out, stage), "");
    }
  }
}

// cgc reads mul(glstate.matrix.mvp, p) as GL's modelview-projection times p (DP4 with
// state.matrix.mvp.row[0..3]); cgx prints mul(M, p) of a user matrix as `p * M`, so glstate.matrix.mvp is
// GL's matrix transposed there, and glstate.matrix.transpose.mvp GL's own.
TEST(GlslGlState, MatricesKeepCgsRowConvention) {
  ProcessResult r = compileGlState(
      "float4 main(float4 p : POSITION, uniform float4x4 M) : POSITION {\n"
      "  return mul(glstate.matrix.mvp, p) + mul(M, p) + mul(p, glstate.matrix.transpose.mvp)\n"
      "         + glstate.matrix.invtrans.modelview[0][2];\n}\n",
      "glslv", "110");
  ASSERT_TRUE(r.exitedWith(0)) << r.err;
  EXPECT_NE(r.out.find("p * gl_ModelViewProjectionMatrixTranspose + p * M + gl_ModelViewProjectionMatrix * p"),
            std::string::npos) << r.out;
  EXPECT_NE(r.out.find("gl_ModelViewMatrixInverse[2]"), std::string::npos) << r.out;
}

TEST(GlslGlState, WhatGlslLacksIsC1600) {
  auto diagnostics = [](const std::string& body, const std::string& version) {
    ProcessResult r = compileGlState("float4 main(float4 p : POSITION) : POSITION { return " + body + "; }\n", "glslv", version);
    EXPECT_FALSE(r.exitedWith(0)) << body;
    EXPECT_NE(r.err.find(".cg:1:"), std::string::npos) << r.err;  // file:line:col, on the read or first use
    return r.err;
  };
  EXPECT_NE(diagnostics("mul(glstate.matrix.palette[0], p)", "110").find("C1600"), std::string::npos);
  EXPECT_NE(diagnostics("mul(glstate.matrix.modelview[1], p)", "110").find("C1600"), std::string::npos);
  EXPECT_NE(diagnostics("mul(glstate.matrix.mvp, p)", "330").find("C1600"), std::string::npos);
  // glstate as a whole: a struct GLSL has no declaration of.
  EXPECT_NE(diagnostics("glstate.light[0].diffuse + (glstate.light[0].ambient = p)", "110").find("C1600"),
            std::string::npos);
}

// cgc 3.1 accepts glstate in every profile (measured: each of these compiles there; glslv/glslf, hlslv/f
// and vs_4_0/ps_4_0 crash, C9999); cgx's sema takes it in each and the profile checks pass.
TEST(GlslGlState, EveryProfileTakesItAsCgcDoes) {
  const std::string vertex = "float4 main(float4 p : POSITION) : POSITION {\n"
                             "  return mul(glstate.matrix.mvp, p) + glstate.light[1].diffuse;\n}\n";
  const std::string fragment = "float4 main(float4 c : COLOR0) : COLOR {\n"
                               "  return c * glstate.fog.color + glstate.lightprod[0].back.ambient;\n}\n";
  fs::path file = fs::temp_directory_path() / ("cgx_gs_profiles_" + std::to_string(getpid()) + ".cg");
  for (const char* profile : {"arbvp1", "vp20", "vp30", "vp40", "vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0", "gp4vp",
                              "gp5vp", "arbfp1", "fp20", "fp30", "fp40", "ps_1_1", "ps_1_2", "ps_1_3", "ps_2_0",
                              "ps_2_x", "ps_3_0", "gp4fp", "gp5fp"}) {
    const bool isVertex = std::string(profile).find('v') != std::string::npos;
    std::ofstream(file) << (isVertex ? vertex : fragment);
    ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", profile, file.string()});
    EXPECT_TRUE(r.exitedWith(0)) << profile << ": " << r.err;
  }
  fs::remove(file);
}

// A program's own `glstate` hides the predefined one (cgc: its own uniform); without one in the program
// a name sema does not know is still C1008.
TEST(GlslGlState, AProgramsOwnGlStateHidesIt) {
  ProcessResult own = compileGlState("uniform float4 glstate;\nfloat4 main() : POSITION { return glstate; }\n", "glslv", "110");
  ASSERT_TRUE(own.exitedWith(0)) << own.err;
  EXPECT_NE(own.out.find("uniform vec4 glstate;"), std::string::npos) << own.out;
  ProcessResult other = compileGlState("float4 main() : POSITION { return glstat.x; }\n", "glslv", "110");
  EXPECT_NE(other.err.find("C1008"), std::string::npos) << other.err;
}

}  // namespace
}  // namespace cgx::test
