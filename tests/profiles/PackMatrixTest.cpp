// Matrix packing (`#pragma pack_matrix`, the `row_major`/`column_major` modifiers) in the -resources listing,
// the -reflect JSON and the profile limits, as NVIDIA cgc 3.1 does it. Every expected line below was
// measured with `cgc -q -profile arbvp1`; where /usr/bin/cgc exists each program also goes through cgc,
// whose output must hold the same lines, so the expectations stay honest. What was measured:
// - a column-major float RxC takes C registers, register j holding column j, and cgc lists it as float CxR;
// - the pragma applies to the declarations after it in the token stream (globals, entry parameters, also
//   after a pragma inside a function body), until the next pragma; its argument is macro-expanded and
//   matched case-insensitively; a written `row_major`/`column_major` wins over it;
// - arrays of matrices pack each element; a struct's matrix fields take the packing in force where the
//   struct is declared, not where the uniform is;
// - anything but `pack_matrix(row_major|column_major)` is warning C7103 and changes nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include <unistd.h>

#include "Subprocess.h"
#include "support/Golden.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

const fs::path kCgc = "/usr/bin/cgc";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Writes `text` as `name` into this process's scratch directory and returns its path.
std::string scratch(const std::string& name, const std::string& text) {
  static const fs::path dir = fs::temp_directory_path() / ("cgx-packmatrix-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / name) << text;
  return (dir / name).string();
}

struct Listing {
  const char* what;
  const char* source;
  std::vector<std::string> lines;  // in cgxc's -resources and in cgc's listing
};

TEST(PackMatrix, ListingsMatchCgc) {
  const std::vector<Listing> listings = {
      {"the issue's program: a square and a non-square matrix parameter",
       "#pragma pack_matrix(column_major)\n"
       "float4 main(float4 p : POSITION, uniform float4x4 M, uniform float3x4 N) : POSITION\n"
       "{ return mul(M, p) + float4(mul(N, p), 0); }\n",
       {"#var float4x4 M :  : c[1], 4 : 1 : 1", "#var float4x3 N :  : c[5], 4 : 2 : 1"}},
      {"positional: row-major before the pragma and after pack_matrix(row_major)",
       "uniform float3x4 A;\n#pragma pack_matrix(column_major)\nuniform float3x4 B;\n"
       "#pragma pack_matrix(row_major)\nuniform float3x4 C;\n"
       "float4 main(float4 p : POSITION) : POSITION { return float4(mul(A,p)+mul(B,p)+mul(C,p),1); }\n",
       {"#var float3x4 A :  : c[1], 3 : -1 : 1", "#var float4x3 B :  : c[4], 4 : -1 : 1",
        "#var float3x4 C :  : c[8], 3 : -1 : 1"}},
      {"modifiers win over the pragma; array elements and struct fields pack",
       "#pragma pack_matrix(column_major)\nuniform row_major float3x4 A;\nuniform column_major float3x4 B;\n"
       "uniform float3x4 C[2];\nstruct S { float3x4 m; float4 v; };\nuniform S s;\n"
       "float4 main(float4 p : POSITION) : POSITION\n"
       "{ return float4(mul(A,p)+mul(B,p)+mul(C[1],p)+mul(s.m,p),1); }\n",
       {"#var float3x4 A :  : c[1], 3 : -1 : 1", "#var float4x3 B :  : c[4], 4 : -1 : 1",
        "#var float4x3 C[1] :  : c[8], 4 : -1 : 1", "#var float4x3 s.m :  : c[12], 4 : -1 : 1"}},
      {"modifiers without a pragma, every shape",
       "uniform column_major float3x4 B;\nuniform row_major float2x4 D;\nuniform column_major float1x4 O;\n"
       "float4 main(float4 p : POSITION) : POSITION { return float4(mul(B,p)+mul(D,p).xyy+mul(O,p).xxx,1); }\n",
       {"#var float4x3 B :  : c[1], 4 : -1 : 1", "#var float2x4 D :  : c[5], 2 : -1 : 1",
        "#var float4x1 O :  : c[7], 4 : -1 : 1"}},
      {"a pragma inside a function body packs the declarations after it",
       "float4 f(float4 p) {\n#pragma pack_matrix(column_major)\n return p; }\nuniform float3x4 G;\n"
       "float4 main(float4 p : POSITION, uniform float3x4 A) : POSITION { return float4(mul(A,f(p))+mul(G,p),1); }\n",
       {"#var float4x3 A :  : c[1], 4 : 1 : 1", "#var float4x3 G :  : c[5], 4 : -1 : 1"}},
      {"a macro argument, a space before '(', any letter case",
       "#define CM column_major\n#pragma pack_matrix(CM)\nuniform float3x4 G;\n"
       "#pragma pack_matrix (row_major)\nuniform float3x4 R;\n#pragma pack_matrix( COLUMN_MAJOR )\n"
       "uniform float2x3 U;\n"
       "float4 main(float4 p : POSITION) : POSITION { return float4(mul(G,p)+mul(R,p)+mul(U,p.xyz).xyy,1); }\n",
       {"#var float4x3 G :  : c[1], 4 : -1 : 1", "#var float3x4 R :  : c[5], 3 : -1 : 1",
        "#var float3x2 U :  : c[8], 3 : -1 : 1"}},
      {"a struct's fields pack as where the struct is declared",
       "struct S { float3x4 m; row_major float3x4 r; };\n#pragma pack_matrix(column_major)\n"
       "struct T { float3x4 m; row_major float3x4 r; };\nuniform S s;\n#pragma pack_matrix(row_major)\n"
       "uniform T t;\n"
       "float4 main(float4 p : POSITION) : POSITION { return float4(mul(s.m,p)+mul(t.m,p)+mul(s.r,p)+mul(t.r,p),1); }\n",
       {"#var float3x4 s.m :  : c[1], 3 : -1 : 1", "#var float3x4 s.r :  : c[4], 3 : -1 : 1",
        "#var float4x3 t.m :  : c[7], 4 : -1 : 1", "#var float3x4 t.r :  : c[11], 3 : -1 : 1"}},
  };
  int n = 0;
  for (const Listing& l : listings) {
    SCOPED_TRACE(l.what);
    std::string file = scratch("listing_" + std::to_string(n++) + ".cg", l.source);
    ProcessResult cgx = runProcess({CGXC_PATH, "-q", "-profile", "arbvp1", "-resources", file});
    ASSERT_TRUE(cgx.exitedWith(0)) << cgx.describe();
    EXPECT_EQ(cgx.err, "") << "no diagnostics expected";
    ProcessResult cgc;
    bool haveCgc = fs::exists(kCgc);
    if (haveCgc) {
      cgc = runProcess({kCgc.string(), "-q", "-profile", "arbvp1", file});
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

// libCg (measured with NVIDIA's on this program) reports a column-major float3x4 as cgGetParameterType
// float3x4 with 3 rows and 4 columns, cgGetMatrixParameterOrder CG_COLUMN_MAJOR, its register index; the
// JSON keeps the declared type, says the order, and counts the registers column-wise. A default value is
// reported in Cg's order, whatever the storage.
TEST(PackMatrix, ReflectionKeepsTheDeclaredTypeAndSaysTheOrder) {
  std::string file = scratch("reflect.cg",
                             "#pragma pack_matrix(column_major)\n"
                             "uniform float2x3 D = float2x3(1, 2, 3, 4, 5, 6);\n"
                             "float4 main(float4 p : POSITION, uniform row_major float3x4 A, uniform float3x4 B)"
                             " : POSITION { return float4(mul(A,p)+mul(B,p)+mul(D,p.xyz).xyx,1); }\n");
  std::string out = scratch("reflect.json", "");
  ProcessResult r = runProcess({CGXC_PATH, "-q", "-profile", "arbvp1", "-reflect", out, file});
  ASSERT_TRUE(r.exitedWith(0)) << r.describe();
  nlohmann::json reflection = nlohmann::json::parse(readFile(out));
  std::map<std::string, nlohmann::json> byName;
  for (const nlohmann::json& p : reflection.at("parameters")) byName[p.at("name")] = p;
  ASSERT_TRUE(byName.count("A") && byName.count("B") && byName.count("D")) << reflection.dump(1);
  EXPECT_EQ(byName["A"].at("type"), "float3x4");
  EXPECT_EQ(byName["A"].at("registerCount"), 3);
  EXPECT_FALSE(byName["A"].contains("matrixOrder"));
  EXPECT_EQ(byName["B"].at("type"), "float3x4");
  EXPECT_EQ(byName["B"].at("registerCount"), 4);
  EXPECT_EQ(byName["B"].at("matrixOrder"), "column_major");
  EXPECT_EQ(byName["D"].at("type"), "float2x3");
  EXPECT_EQ(byName["D"].at("registerCount"), 3);
  EXPECT_EQ(byName["D"].at("default"), nlohmann::json({1, 2, 3, 4, 5, 6}));
}

// The constant-register limit counts a column-major matrix by its columns: 40 float4x1 take 160 registers
// row-wise (C6007 in arbvp1) and 40 column-wise (accepted), in cgc as in cgxc.
TEST(PackMatrix, ConstantLimitCountsColumns) {
  for (const char* packing : {"row_major", "column_major"}) {
    SCOPED_TRACE(packing);
    std::string file = scratch(std::string("limit_") + packing + ".cg",
                               std::string("#pragma pack_matrix(") + packing + ")\nuniform float4x1 M[40];\n"
                               "float4 main(float4 p : POSITION, float4 i : TEXCOORD0) : POSITION\n"
                               "{ return mul(M[(int)i.x], p.x); }\n");
    bool fits = std::string(packing) == "column_major";
    ProcessResult cgx = runProcess({CGXC_PATH, "-q", "-profile", "arbvp1", file});
    EXPECT_EQ(cgx.exitedWith(0), fits) << cgx.describe();
    EXPECT_EQ(contains(cgx.err, "C6007"), !fits) << cgx.err;
    if (!fs::exists(kCgc)) continue;
    ProcessResult cgc = runProcess({kCgc.string(), "-q", "-profile", "arbvp1", file});
    EXPECT_EQ(cgc.exitedWith(0), fits) << cgc.describe();
    EXPECT_EQ(contains(cgc.out + cgc.err, "C6007"), !fits) << cgc.out << cgc.err;
  }
}

// Malformed pragmas: cgc's warning C7103 (`unrecognized #pragma pack_matrix`) and the packing unchanged;
// cgxc gives the same code at file:line:col with a caret.
TEST(PackMatrix, MalformedPragmaWarnsC7103) {
  const std::vector<std::string> forms = {"pack_matrix",         "pack_matrix()", "pack_matrix(column_major",
                                          "pack_matrix column_major", "pack_matrix(column_major) x",
                                          "pack_matrix(foo)",    "pack_matrix(column_major, row_major)"};
  int n = 0;
  for (const std::string& form : forms) {
    SCOPED_TRACE(form);
    std::string file = scratch("bad_" + std::to_string(n++) + ".cg",
                               "#pragma " + form + "\nfloat4 main(float4 p : POSITION, uniform float3x4 A)"
                               " : POSITION { return float4(mul(A,p),1); }\n");
    ProcessResult cgx = runProcess({CGXC_PATH, "-q", "-profile", "arbvp1", "-resources", file});
    ASSERT_TRUE(cgx.exitedWith(0)) << cgx.describe();
    EXPECT_TRUE(contains(cgx.err, file + ":1:9: warning C7103: unrecognized #pragma pack_matrix")) << cgx.err;
    EXPECT_TRUE(contains(cgx.err, "\n        ^")) << "no caret under `pack_matrix`:\n" << cgx.err;
    EXPECT_TRUE(contains(cgx.out, "#var float3x4 A :  : c[1], 3 : 1 : 1\n")) << cgx.out;
    if (!fs::exists(kCgc)) continue;
    ProcessResult cgc = runProcess({kCgc.string(), "-q", "-profile", "arbvp1", file});
    EXPECT_TRUE(contains(cgc.out + cgc.err, "warning C7103: unrecognized #pragma pack_matrix")) << cgc.out << cgc.err;
    EXPECT_TRUE(contains(cgc.out, "#var float3x4 A :  : c[1], 3 : 1 : 1\n")) << cgc.out;
  }
}

}  // namespace
}  // namespace cgx::test
