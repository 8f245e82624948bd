// A geometry program's layout (compiler/profile/Geometry.cpp) in cgxc's -reflect JSON, against what NVIDIA
// cgc 3.1 writes in gp4gp's header (PRIMITIVE_IN, PRIMITIVE_OUT, VERTICES_OUT). Every expectation below was
// measured with `cgc -q -profile gp4gp`; where /usr/bin/cgc exists each program also goes through cgc,
// whose header must say the same, so the expectations stay honest.
#include <gtest/gtest.h>

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

std::string scratch(const std::string& name, const std::string& text) {
  static const fs::path dir = fs::temp_directory_path() / ("cgx-geometry-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / name) << text;
  return (dir / name).string();
}

struct Case {
  const char* what;
  const char* source;
  std::vector<std::string> options;  // -po ...
  const char* input;
  const char* output;
  unsigned vertices;
};

TEST(GeometryLayout, MatchesCgcHeader) {
  const char* shrink =
      "TRIANGLE void main(AttribArray<float4> position : POSITION, AttribArray<float4> color : COLOR0,\n"
      "                   uniform float shrink) {\n"
      "  float4 c = (position[0] + position[1] + position[2]) / 3;\n"
      "  for (int i = 0; i < 3; i++) emitVertex(lerp(position[i], c, shrink) : POSITION, color[i] : COLOR0);\n"
      "  restartStrip();\n}\n";
  const char* dynamic3 =
      "TRIANGLE void main(AttribArray<float4> p : POSITION, AttribArray<float4> c : COLOR0,\n"
      "                   AttribArray<float4> t : TEXCOORD0, uniform int n) {\n"
      "  for (int i = 0; i < n; i++) emitVertex(p[0] : POSITION, c[0] : COLOR0, t[0] : TEXCOORD0);\n}\n";
  const char* dynamic2 =
      "LINE void main(AttribArray<float4> p : POSITION, AttribArray<float2> t : TEXCOORD0, uniform int n) {\n"
      "  for (int i = 0; i < n; i++) emitVertex(p[0] : POSITION, t[1] : TEXCOORD0);\n}\n";
  const char* branches =
      "TRIANGLE_ADJ void main(AttribArray<float4> p : POSITION, uniform float k) {\n"
      "  if (k > 0) { emitVertex(p[0] : POSITION); emitVertex(p[5] : POSITION); }\n"
      "  else { emitVertex(p[2] : POSITION); }\n"
      "  emitVertex(p[3] : POSITION);\n}\n";
  const char* helper =
      "void put(float4 p) { emitVertex(p : POSITION); }\n"
      "LINE_ADJ void main(AttribArray<float4> p : POSITION) { put(p[0]); put(p[3]); }\n";
  const char* points = "POINT void main(AttribArray<float4> p : POSITION) { emitVertex(p[0] : POSITION); }\n";
  // The entry's output word (gs_interp_quad's `QUAD TRIANGLE_OUT void ...`).
  const char* lineOut =
      "TRIANGLE LINE_OUT void main(AttribArray<float4> p : POSITION) { emitVertex(p[0] : POSITION); "
      "emitVertex(p[1] : POSITION); }\n";
  const std::vector<Case> cases = {
      {"three emits of an unrolled loop", shrink, {}, "TRIANGLES", "TRIANGLE_STRIP", 3},
      {"-po LINE_OUT chooses the output primitive", shrink, {"-po", "LINE_OUT"}, "TRIANGLES", "LINE_STRIP", 3},
      {"-po Vertices above what the program emits changes nothing", shrink, {"-po", "Vertices=7"}, "TRIANGLES",
       "TRIANGLE_STRIP", 3},
      {"a loop that stays a loop: 1024 components / 12", dynamic3, {}, "TRIANGLES", "TRIANGLE_STRIP", 85},
      {"-po Vertices bounds a loop", dynamic3, {"-po", "Vertices=7"}, "TRIANGLES", "TRIANGLE_STRIP", 7},
      {"-po POINT overrides the entry's TRIANGLE", dynamic3, {"-po", "POINT"}, "POINTS", "POINTS", 85},
      {"a float2 output counts two components: 1024 / 6", dynamic2, {}, "LINES", "LINE_STRIP", 170},
      {"the longer branch counts", branches, {}, "TRIANGLES_ADJACENCY", "TRIANGLE_STRIP", 3},
      {"emits in a called function count", helper, {}, "LINES_ADJACENCY", "LINE_STRIP", 2},
      {"points out of points", points, {"-po", "TRIANGLE_OUT"}, "POINTS", "TRIANGLE_STRIP", 1},
      {"the entry's LINE_OUT", lineOut, {}, "TRIANGLES", "LINE_STRIP", 2},
  };
  bool haveCgc = fs::exists(kCgc);
  int n = 0;
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    std::string file = scratch("case_" + std::to_string(n) + ".cg", c.source);
    std::string json = scratch("case_" + std::to_string(n++) + ".json", "");
    std::vector<std::string> argv = {CGXC_PATH, "-q", "-profile", "gp4gp", "-reflect", json, "-o", "/dev/null"};
    argv.insert(argv.end(), c.options.begin(), c.options.end());
    argv.push_back(file);
    ProcessResult cgx = runProcess(argv);
    ASSERT_TRUE(cgx.exitedWith(0)) << cgx.describe();
    nlohmann::json reflection = nlohmann::json::parse(readFile(json));
    EXPECT_EQ(reflection.at("stage"), "geometry");
    ASSERT_TRUE(reflection.contains("geometry")) << reflection.dump(1);
    EXPECT_EQ(reflection["geometry"].at("inputPrimitive"), c.input);
    EXPECT_EQ(reflection["geometry"].at("outputPrimitive"), c.output);
    EXPECT_EQ(reflection["geometry"].at("maxVertices"), c.vertices);
    if (!haveCgc) continue;
    std::vector<std::string> cgcArgv = {kCgc.string(), "-q", "-profile", "gp4gp"};
    cgcArgv.insert(cgcArgv.end(), c.options.begin(), c.options.end());
    cgcArgv.push_back(file);
    ProcessResult cgc = runProcess(cgcArgv);
    ASSERT_TRUE(cgc.exitedWith(0)) << cgc.describe();
    std::string header = std::string("PRIMITIVE_IN ") + c.input + ";\nPRIMITIVE_OUT " + c.output +
                         ";\nVERTICES_OUT " + std::to_string(c.vertices) + ";\n";
    EXPECT_NE(cgc.out.find(header), std::string::npos) << "cgc's header is not\n" << header << cgc.out;
  }
}

// Beyond the hardware's 256 vertices cgc clamps with a warning (C6500); an emitted semantic gp4gp has no
// output for is C6027 (cgc: `Invalid semantic 'TEXCOORD8' in emitVertex`).
TEST(GeometryLayout, LimitsAndSemantics) {
  std::string many = scratch("many.cg",
                             "POINT void main(AttribArray<float4> p : POSITION) {\n"
                             "  for (int i = 0; i < 300; i++) emitVertex(p[0] + i : POSITION);\n}\n");
  std::string json = scratch("many.json", "");
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "gp4gp", "-reflect", json, "-o", "/dev/null", many});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_NE(r.err.find("warning C6500: hardware limitation reached, emitting only 256 vertices"), std::string::npos)
      << r.err;
  EXPECT_EQ(nlohmann::json::parse(readFile(json))["geometry"].at("maxVertices"), 256);

  std::string bad = scratch("bad.cg",
                            "TRIANGLE void main(AttribArray<float4> p : POSITION) {\n"
                            "  emitVertex(p[0] : POSITION, p[1] : TEXCOORD8);\n}\n");
  r = runProcess({CGXC_PATH, "-q", "-profile", "gp4gp", "-o", "/dev/null", bad});
  EXPECT_TRUE(r.exitedWith(1)) << r.describe();
  EXPECT_NE(r.err.find("bad.cg:2:31: error C6027: invalid semantic 'TEXCOORD8' in emitVertex"), std::string::npos)
      << r.err;
}

// cgx writes geometry shaders in GLSL 150 only (tests/glsl/GlslGeometryTest.cpp): asking for 330 is one
// clear error (C1600), not a report of each input and emitVertex as something GLSL 330 cannot express.
TEST(GeometryLayout, GlslOfAGeometryProgramIsOneError) {
  std::string file = scratch("glsl.cg",
                             "POINT void main(AttribArray<float4> p : POSITION, AttribArray<float4> c : COLOR0) {\n"
                             "  emitVertex(p[0] : POSITION, c[0] : COLOR0); restartStrip();\n}\n");
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "gp4gp", "-glsl", "330", file});
  EXPECT_TRUE(r.exitedWith(1)) << r.describe();
  EXPECT_NE(r.err.find("glsl.cg:1:1: error C1600: GLSL 330 cannot express a geometry program (cgx writes geometry "
                         "shaders in GLSL 150)"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find("C1600", r.err.find("C1600") + 1), std::string::npos) << "one error only:\n" << r.err;
}

// `-profiles all` lists the profiles of the program's stage: a geometry program's are the three geometry
// profiles (probed as glslg), not the vertex ones it would fail.
TEST(GeometryLayout, ProfileMatrixOfAGeometryProgram) {
  std::string file = scratch("matrix.cg",
                             "TRIANGLE void main(AttribArray<float4> p : POSITION) {\n"
                             "  emitVertex(p[0] : POSITION); emitVertex(p[1] : POSITION); emitVertex(p[2] : POSITION);\n}\n");
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profiles", "all", file});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  std::vector<std::string> profiles;
  std::istringstream lines(r.out);
  std::string line;
  std::getline(lines, line);  // the header
  while (std::getline(lines, line)) profiles.push_back(line.substr(0, line.find(' ')));
  EXPECT_EQ(profiles, (std::vector<std::string>{"glslg", "gp4gp", "gp5gp"})) << r.out;
}

}  // namespace
}  // namespace cgx::test
