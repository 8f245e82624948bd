// cgx-run end to end as a subprocess: a vertex and a fragment program from JSON, the output JSON compared,
// and every kind of bad input exiting with status 1 and the error code on stderr (never a crash).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "JsonInput.h"
#include "JsonRun.h"
#include "Subprocess.h"

namespace cgx::test {
namespace {

using nlohmann::json;
using cgx::run::kMaxJsonDepth;

const std::filesystem::path kExamples = std::filesystem::path(CGX_SOURCE_DIR) / "examples";

class CgxRun : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("cgx-run-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    const std::filesystem::path path = dir_ / name;
    std::ofstream(path) << text;
    return path.string();
  }
  ProcessResult run(std::vector<std::string> args) {
    args.insert(args.begin(), CGX_RUN_PATH);
    return runProcess(args);
  }

  std::filesystem::path dir_;
};

constexpr const char* kProgram = R"(
struct Light { float4 color; float scale; };
void main(float3 position : POSITION, float2 uv : TEXCOORD0,
          out float4 oPosition : POSITION, out float4 oColor : COLOR, out float2 oUv : TEXCOORD0,
          uniform float4x4 mvp, uniform Light light, uniform float offsets[2]) {
  oPosition = mul(mvp, float4(position, 1));
  oColor = light.color * light.scale + offsets[1];
  oUv = uv;
}
)";

// Constructors of user types and flat initializer lists (cgc 3.1 accepts both; engines use them): each
// struct field, array element and flattened vector must take its own argument, in order.
constexpr const char* kAggregates = R"(
struct Tap { float weight; float2 offset; };
const float2 offsets[3] = { 1, 2, 3, 4, 5, 6 };
Tap makeTap(float w, float2 o) { return Tap(w, o); }
float4 main(float2 uv : TEXCOORD0) : COLOR {
  Tap taps[2] = Tap[2](makeTap(0.25, offsets[2]), Tap(2, 10));
  float scale[] = float[](100, 1000);
  float2 sum = taps[0].offset * taps[0].weight + taps[1].offset * taps[1].weight;
  return float4(sum + uv, offsets[1].x * scale[0], offsets[0].y * scale[1]);
}
)";

TEST_F(CgxRun, AggregateConstructorsAndFlatInitializers) {
  const std::string source = write("aggregates.cg", kAggregates);
  const std::string input = write("input.json", R"({"inputs": {"TEXCOORD0": [[0.5, 0.25], [0.5, 0.25], [0.5, 0.25], [0.5, 0.25]]}})");
  ProcessResult r = run({source, "-profile", "glslf", "-input", input});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  // taps[0] = (0.25, (5, 6)), taps[1] = (2, (10, 10)): sum = (21.25, 21.5); offsets[1].x = 3, offsets[0].y = 2.
  const json color = json::parse("[21.75, 21.75, 300, 2000]");
  const json want = {{"COLOR0", {color, color, color, color}}};
  EXPECT_EQ(json::parse(r.out)["outputs"], want) << r.out;
}

TEST_F(CgxRun, VertexProgramEndToEnd) {
  const std::string source = write("program.cg", kProgram);
  const std::string input = write("input.json", R"({
    "uniforms": {"mvp": [[2,0,0,1], [0,2,0,0], [0,0,2,0], [0,0,0,1]],
                 "light": {"color": [0.5, 0.25, 1, 1], "scale": 2},
                 "offsets[1]": 0.5},
    "inputs": {"POSITION": [[1,2,3], [0,0,0]], "TEXCOORD": [[0.5,0.5], [1,0]]}
  })");
  const std::string outPath = (dir_ / "out.json").string();
  ProcessResult r = run({source, "-profile", "vp40", "-input", input, "-o", outPath, "-threads", "2"});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  std::ifstream outFile(outPath);
  const json got = json::parse(outFile);
  const json want = json::parse(R"({"outputs": {
    "POSITION": [[3,4,6,1], [1,0,0,1]],
    "COLOR0": [[1.5,1,2.5,2.5], [1.5,1,2.5,2.5]],
    "TEXCOORD0": [[0.5,0.5], [1,0]]}})");
  EXPECT_EQ(got, want) << got.dump();
  // Column-major matrices: the same matrix given transposed.
  const std::string columns = write("columns.json", R"({
    "matrixOrder": "column",
    "uniforms": {"mvp": [2,0,0,0, 0,2,0,0, 0,0,2,0, 1,0,0,1], "light.color": [0.5,0.25,1,1], "light.scale": 2,
                 "offsets": [0, 0.5]},
    "inputs": {"POSITION": [[1,2,3], [0,0,0]], "TEXCOORD0": [[0.5,0.5], [1,0]]}, "count": 2
  })");
  ProcessResult c = run({source, "-profile", "glslv", "-input", columns});
  ASSERT_TRUE(c.exitedWith(0)) << c.describe();
  EXPECT_EQ(json::parse(c.out), want) << c.out;
}

TEST_F(CgxRun, FragmentProgramWithDiscard) {
  const std::string source = write("fragment.cg", R"(
float4 main(float4 color : COLOR0, uniform float threshold) : COLOR {
  if (color.a < threshold) discard;
  return color * 2;
})");
  const std::string input = write("input.json", R"({
    "uniforms": {"threshold": 0.5},
    "inputs": {"COLOR": [[1,0,0,1], [0,1,0,0.25], [0,0,1,0.75], [1,1,1,0]]}
  })");
  ProcessResult r = run({source, "-profile", "glslf", "-input", input});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  const json got = json::parse(r.out);
  EXPECT_EQ(got["discarded"], json::parse("[false, true, false, true]"));
  EXPECT_EQ(got["outputs"]["COLOR0"][0], json::parse("[2, 0, 0, 2]"));
  EXPECT_EQ(got["outputs"]["COLOR0"][2], json::parse("[0, 0, 2, 1.5]"));
}

// A geometry program: inputs per vertex, the count in primitives, and every emitted vertex in the output
// with its primitive and strip flag. Each line becomes two strips: its two ends, then its midpoint alone.
TEST_F(CgxRun, GeometryProgramListsItsEmittedVertices) {
  const std::string source = write("geometry.cg", R"(
LINE void main(AttribArray<float4> p : POSITION, uniform float lift) {
  emitVertex(p[0] : POSITION);
  emitVertex(p[1] : POSITION);
  restartStrip();
  emitVertex((p[0] + p[1]) / 2 + float4(0, lift, 0, 0) : POSITION);
})");
  const std::string input = write("input.json", R"({
    "uniforms": {"lift": 1},
    "inputs": {"POSITION": [[0,0,0], [2,0,0], [4,4,0], [6,4,0]]}
  })");
  ProcessResult r = run({source, "-profile", "gp4gp", "-input", input});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  const json want = json::parse(R"({"primitive": "LINE_STRIP", "vertices": [
    {"primitive": 0, "beginsStrip": true, "POSITION": [0, 0, 0, 1]},
    {"primitive": 0, "beginsStrip": false, "POSITION": [2, 0, 0, 1]},
    {"primitive": 0, "beginsStrip": true, "POSITION": [1, 1, 0, 1]},
    {"primitive": 1, "beginsStrip": true, "POSITION": [4, 4, 0, 1]},
    {"primitive": 1, "beginsStrip": false, "POSITION": [6, 4, 0, 1]},
    {"primitive": 1, "beginsStrip": true, "POSITION": [5, 5, 0, 1]}]})");
  EXPECT_EQ(json::parse(r.out), want) << r.out;
  // Three vertices are not whole lines: the inputs must be two per primitive.
  const std::string odd = write("odd.json", R"({"count": 2, "inputs": {"POSITION": [[0,0,0], [2,0,0], [4,4,0]]}})");
  ProcessResult bad = run({source, "-profile", "gp4gp", "-input", odd});
  EXPECT_TRUE(bad.exitedWith(1)) << bad.describe();
  EXPECT_NE(bad.err.find("size-mismatch"), std::string::npos) << bad.err;
}

TEST_F(CgxRun, TextureFromJson) {
  const std::string input = write("input.json", R"({
    "uniforms": {"decal": {"kind": "2D", "width": 2, "height": 1, "texels": [[1,0,0,1], [0,0,1,1]]}},
    "inputs": {"TEXCOORD0": [[0.25,0.5], [0.75,0.5], [0.25,0.5], [0.75,0.5]]}
  })");
  ProcessResult r = run({(kExamples / "C3E3f_texture.cg").string(), "-entry", "C3E3f_texture", "-profile", "fp40",
                         "-input", input});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  EXPECT_EQ(json::parse(r.out)["outputs"]["COLOR0"], json::parse("[[1,0,0,1], [0,0,1,1], [1,0,0,1], [0,0,1,1]]"));
}

// Bad input: exit status 1, the error code named on stderr.
TEST_F(CgxRun, ErrorExits) {
  const std::string source = write("program.cg", kProgram);
  const std::string good = R"("inputs": {"POSITION": [[1,2,3]], "TEXCOORD0": [[0,0]]})";
  struct Case {
    std::string name;
    std::vector<std::string> args;
    std::string expected;  // in stderr
  };
  const std::vector<Case> cases{
      {"missing source", {(dir_ / "none.cg").string(), "-profile", "glslv", "-input", write("a.json", "{" + good + "}")},
       "file-error"},
      {"missing input", {source, "-profile", "glslv", "-input", (dir_ / "none.json").string()}, "file-error"},
      {"bad json", {source, "-profile", "glslv", "-input", write("b.json", "{\"inputs\": [")}, "invalid-argument"},
      {"unknown uniform", {source, "-profile", "glslv", "-input", write("c.json", R"({"uniforms": {"nope": 1}, )" + good + "}")},
       "unknown-parameter"},
      {"wrong uniform size", {source, "-profile", "glslv", "-input", write("d.json", R"({"uniforms": {"light.color": [1,2]}, )" + good + "}")},
       "size-mismatch"},
      {"wrong input size", {source, "-profile", "glslv", "-input",
                            write("e.json", R"({"inputs": {"POSITION": [[1,2,3]], "TEXCOORD0": [[0,0],[1,1]]}})")},
       "size-mismatch"},
      {"too many components", {source, "-profile", "glslv", "-input",
                               write("f.json", R"({"inputs": {"POSITION": [[1,2,3,4,5]], "TEXCOORD0": [[0,0]]}})")},
       "size-mismatch"},
      {"missing stream", {source, "-profile", "glslv", "-input", write("g.json", R"({"inputs": {"POSITION": [[1,2,3]]}})")},
       "missing-stream"},
      {"unknown semantic", {source, "-profile", "glslv", "-input",
                            write("h.json", R"({"inputs": {"POSITION": [[1,2,3]], "TEXCOORD0": [[0,0]], "TANGENT": [[1]]}})")},
       "unknown-semantic"},
      {"compile error", {write("broken.cg", "float4 main() : POSITION { return nope; }"), "-profile", "glslv", "-input",
                         write("i.json", R"({"count": 1})")},
       "compile-error"},
      {"fragment count", {write("frag.cg", "float4 main(float4 c : COLOR) : COLOR { return c; }"), "-profile", "arbfp1",
                          "-input", write("j.json", R"({"inputs": {"COLOR": [[1,1,1,1]]}})")},
       "invalid-argument"},
      {"bad profile", {source, "-profile", "nope", "-input", write("k.json", "{" + good + "}")}, "invalid-profile"},
      {"not an object", {source, "-profile", "glslv", "-input", write("l.json", "[1, 2]")}, "invalid-argument"},
      {"string values", {source, "-profile", "glslv", "-input", write("m.json", R"({"uniforms": {"light.scale": "x"}, )" + good + "}")},
       "invalid-argument"},
      // Issue 19, a fuzz finding: the JSON for 44,672,964 elements would take gigabytes (kMaxOutputValues).
      {"output too large", {source, "-profile", "glslv", "-input", write("n.json", R"({"count": 44672964})")},
       "count-overflow"},
  };
  for (const Case& c : cases) {
    ProcessResult r = run(c.args);
    EXPECT_TRUE(r.exitedWith(1)) << c.name << ": " << r.describe();
    EXPECT_NE(r.err.find("cgx-run: error " + c.expected), std::string::npos) << c.name << ": " << r.err;
  }
}

// Issue 19 #11: nesting is bounded before anything walks the document (flatten and nlohmann's copies
// recurse: 100,000 levels overflowed the stack). The limit is a diagnostic naming the place.
TEST_F(CgxRun, NestingDeeperThanTheLimitIsAnError) {
  const std::string source = write("program.cg", kProgram);
  const std::string streams = R"("inputs": {"POSITION": [[1,2,3]], "TEXCOORD0": [[0,0]]})";
  auto nested = [](std::size_t depth) { return std::string(depth, '[') + "1" + std::string(depth, ']'); };
  struct Case {
    std::string name;
    std::string json;
    std::string expected;  // in stderr
  };
  // The uniform value sits at depth 2 (the document, "uniforms"): its arrays may go kMaxJsonDepth - 2 deeper,
  // and its bracket number kMaxJsonDepth - 1 is the one reported.
  const std::string prefix = R"({"uniforms": {"offsets": )";
  const std::string column = std::to_string(prefix.size() + kMaxJsonDepth - 1);
  const std::vector<Case> cases{
      {"uniform array 100,000 deep", prefix + nested(100'000) + "}, " + streams + "}",
       "program.json:1:" + column + ": arrays and objects nested more than " + std::to_string(kMaxJsonDepth) + " deep"},
      {"input 100,000 deep", R"({"inputs": {"POSITION": )" + nested(100'000) + "}}", "nested more than"},
      {"objects 100,000 deep", std::string(100'000, '{') + std::string(100'000, '}'), "nested more than"},
      {"one level past the limit", prefix + nested(kMaxJsonDepth - 1) + "}, " + streams + "}",
       "nested more than"},
      // At the limit the document is taken: flattened [[...[1]...]] is one value where offsets needs two.
      {"at the limit", prefix + nested(kMaxJsonDepth - 2) + "}, " + streams + "}",
       "size-mismatch (6): 'offsets' has 2 components, 1 given"},
      // Brackets inside strings are text, not nesting; an escaped quote does not end the string.
      {"brackets in a string", prefix + '"' + std::string(1000, '[') + R"(\""}, )" + streams + "}",
       "expected numbers, found string"},
  };
  for (const Case& c : cases) {
    ProcessResult r = run({source, "-profile", "glslv", "-input", write("program.json", c.json)});
    EXPECT_TRUE(r.exitedWith(1)) << c.name << ": " << r.describe();
    EXPECT_NE(r.err.find(c.expected), std::string::npos) << c.name << ": " << r.err;
  }
}

// Issue 19 #12: a field of the wrong JSON type is the document's error (invalid-argument), not an escaped
// nlohmann type_error reported as internal-error; integers too large for their field are refused rather
// than wrapped into a valid-looking value.
TEST_F(CgxRun, FieldsOfTheWrongTypeOrRangeAreInvalidArguments) {
  const std::string texture = write("texture.cg", R"(
float4 main(float2 uv : TEXCOORD0, uniform sampler2D decal) : COLOR { return tex2D(decal, uv); })");
  const std::string uv = R"("inputs": {"TEXCOORD0": [[0,0], [0,0], [0,0], [0,0]]})";
  auto withDecal = [&](const std::string& fields) {
    return R"({"uniforms": {"decal": {"width": 1, "height": 1, "texels": [1,1,1,1])" + fields + "}}, " + uv + "}";
  };
  const std::string ints = write("ints.cg", "float4 main(int2 i : TEXCOORD0) : POSITION { return float4(i, 0, 1); }");
  struct Case {
    std::string name;
    std::string program;
    std::string profile;
    std::string json;
    std::string expected;  // in stderr
  };
  const std::vector<Case> cases{
      {"mipmaps a string", texture, "glslf", withDecal(R"(, "mipmaps": "yes")"), "'mipmaps' must be true or false, not string"},
      {"kind a number", texture, "glslf", withDecal(R"(, "kind": 2)"), "'kind' must be a string, not number"},
      {"filter a boolean", texture, "glslf", withDecal(R"(, "filter": true)"), "'filter' must be a string, not boolean"},
      {"wrap null", texture, "glslf", withDecal(R"(, "wrap": null)"), "'wrap' must be a string, not null"},
      {"width past int", texture, "glslf",
       R"({"uniforms": {"decal": {"width": 4294967297, "height": 1, "texels": [1,1,1,1]}}, )" + uv + "}",
       "'width' must be an integer from 1 to 2147483647"},
      {"unit past unsigned", texture, "glslf", R"({"uniforms": {"decal": 4294967296}, )" + uv + "}",
       "give a texture unit or a texture object"},
      {"int input past int32", ints, "glslv", R"({"inputs": {"TEXCOORD0": [[1e10, 2]]}})", "is not a 32-bit integer"},
      {"int input fractional", ints, "glslv", R"({"inputs": {"TEXCOORD0": [[1.5, 2]]}})", "is not a 32-bit integer"},
  };
  for (const Case& c : cases) {
    ProcessResult r = run({c.program, "-profile", c.profile, "-input", write("case.json", c.json)});
    EXPECT_TRUE(r.exitedWith(1)) << c.name << ": " << r.describe();
    EXPECT_NE(r.err.find("cgx-run: error invalid-argument (3): "), std::string::npos) << c.name << ": " << r.err;
    EXPECT_NE(r.err.find(c.expected), std::string::npos) << c.name << ": " << r.err;
  }
}

// Issue 19 #14: a loop of 2^31 iterations hung cgx-run. Its default loop budget makes it an error;
// -loop-budget sets another one (0: none), and a loop within it runs to the end.
TEST_F(CgxRun, LoopBudget) {
  const std::string runaway = write("runaway.cg", R"(
float4 main(float4 c : COLOR0) : COLOR {
  float sum = 0;
  for (int i = 0; i < 2147483647; i++) sum += c.x;
  return float4(sum, 0, 0, 1);
})");
  const std::string bounded = write("bounded.cg", R"(
float4 main(float4 c : COLOR0, uniform int n) : COLOR {
  float sum = 0;
  for (int i = 0; i < n; i++) sum += 1;
  return float4(sum, 0, 0, 1);
})");
  const std::string colors = R"("inputs": {"COLOR0": [[1,0,0,1], [1,0,0,1], [1,0,0,1], [1,0,0,1]]})";
  const std::string input = write("input.json", "{" + colors + "}");
  for (const std::vector<std::string>& budget : {std::vector<std::string>{}, std::vector<std::string>{"-loop-budget", "1000"}}) {
    std::vector<std::string> args{runaway, "-profile", "glslf", "-input", input};
    args.insert(args.end(), budget.begin(), budget.end());
    ProcessResult r = run(args);
    EXPECT_TRUE(r.exitedWith(1)) << r.describe();
    EXPECT_NE(r.err.find("cgx-run: error loop-budget-exceeded (15): "), std::string::npos) << r.err;
  }
  const std::string thousand = write("n.json", R"({"uniforms": {"n": 1000}, )" + colors + "}");
  ProcessResult within = run({bounded, "-profile", "glslf", "-input", thousand, "-loop-budget", "1000"});
  ASSERT_TRUE(within.exitedWith(0)) << within.describe();
  EXPECT_EQ(json::parse(within.out)["outputs"]["COLOR0"][3], json::parse("[1000, 0, 0, 1]"));
  ProcessResult past = run({bounded, "-profile", "glslf", "-input", thousand, "-loop-budget", "999"});
  EXPECT_TRUE(past.exitedWith(1)) << past.describe();
  ProcessResult none = run({bounded, "-profile", "glslf", "-input", thousand, "-loop-budget", "0"});
  EXPECT_TRUE(none.exitedWith(0)) << none.describe();
  ProcessResult bad = run({bounded, "-profile", "glslf", "-input", thousand, "-loop-budget", "lots"});
  EXPECT_TRUE(bad.exitedWith(2)) << bad.describe();
}

TEST_F(CgxRun, CommandLineErrorsAndHelp) {
  ProcessResult none = run({});
  EXPECT_TRUE(none.exitedWith(2)) << none.describe();
  ProcessResult noProfile = run({"x.cg", "-input", "x.json"});
  EXPECT_TRUE(noProfile.exitedWith(2)) << noProfile.describe();
  ProcessResult badOption = run({"x.cg", "-profile", "glslv", "-input", "x.json", "-frobnicate"});
  EXPECT_TRUE(badOption.exitedWith(2)) << badOption.describe();
  ProcessResult help = run({"--help"});
  ASSERT_TRUE(help.exitedWith(0)) << help.describe();
  EXPECT_NE(help.out.find("\"uniforms\""), std::string::npos);
  EXPECT_NE(help.out.find("discarded"), std::string::npos);
  EXPECT_NE(help.out.find("at most " + std::to_string(cgx::run::kMaxOutputValues) + " output numbers"), std::string::npos);
}

}  // namespace
}  // namespace cgx::test
