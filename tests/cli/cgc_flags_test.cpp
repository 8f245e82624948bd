// cgc's command-line flags in cgxc, each run beside NVIDIA's cgc 3.1 where /usr/bin/cgc is installed (the
// comparison is skipped elsewhere; the cgxc half always runs). Every case writes its small programs into a
// scratch directory and runs both compilers there, one process pair per flag. What cgc does was measured
// with cgc 3.1.0013 and is written next to each expectation.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "Subprocess.h"

namespace cgx::test {
namespace {

namespace fs = std::filesystem;

const fs::path kCgc = "/usr/bin/cgc";

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

// The programs: a vertex program that includes two headers (one with a space in its name), one that uses
// the standard library, and one with an error.
class CgcFlags : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("cgx-cgc-flags-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "inc");
    write("inc/h.cgh", "// header comment\nfloat4 helper(float4 x) { return x * 2; }\n");
    write("sp ace.cgh", "#define SP 1\n");
    write("a.cg",
          "#include \"inc/h.cgh\"\n#include \"sp ace.cgh\"\n/* block comment */\n"
          "float4 main(float4 p : POSITION) : POSITION { return helper(p); }\n");
    write("stdlib.cg", "float4 main(float4 p : POSITION) : POSITION { return normalize(p) + dot(p, p); }\n");
    write("error.cg", "float4 main(float4 p : POSITION) : POSITION { return p + undefinedv; }\n");
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }

  void write(const std::string& name, const std::string& text) { std::ofstream(dir_ / name, std::ios::binary) << text; }
  std::string read(const std::string& name) {
    std::ifstream file(dir_ / name, std::ios::binary);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  }
  bool exists(const std::string& name) { return fs::exists(dir_ / name); }
  void remove(const std::string& name) { fs::remove(dir_ / name); }

  ProcessResult run(const std::string& program, std::vector<std::string> args) {
    args.insert(args.begin(), program);
    ProcessOptions options;
    options.workingDirectory = dir_.string();
    return runProcess(args, options);
  }
  ProcessResult cgxc(std::vector<std::string> args) { return run(CGXC_PATH, std::move(args)); }
  bool haveCgc() const { return fs::exists(kCgc); }
  ProcessResult cgc(std::vector<std::string> args) { return run(kCgc.string(), std::move(args)); }

  fs::path dir_;
};

#define EXPECT_EXIT_STATUS(result, code) \
  EXPECT_TRUE((result).exitedWith(code)) << "expected exit status " << (code) << ", got " << (result).describe()

// cgc writes an included path as "./inc/h.cgh" and a path with a space in double quotes; gcc (and cgx)
// write "inc/h.cgh" and "sp\ ace.cgh". cgc's rule in gcc's spelling, to compare the files listed.
std::string cgcRuleAsGcc(std::string rule) {
  std::string out;
  bool quoted = false;
  for (std::size_t i = 0; i < rule.size(); ++i) {
    char c = rule[i];
    bool wordStart = i == 0 || rule[i - 1] == ' ' || rule[i - 1] == '"';
    if (c == '"') {
      quoted = !quoted;
    } else if (c == '.' && wordStart && i + 1 < rule.size() && rule[i + 1] == '/') {
      ++i;  // "./"
    } else if (c == ' ' && quoted) {
      out += "\\ ";
    } else {
      out += c;
    }
  }
  return out;
}

// -M: the rule instead of code. cgc: "a.asm: a.cg ./inc/h.cgh "./sp ace.cgh"" (the target is the input
// with .asm when there is no -o).
TEST_F(CgcFlags, M) {
  ProcessResult x = cgxc({"-M", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_EQ(x.out, "a.asm: a.cg inc/h.cgh sp\\ ace.cgh\n");
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-M", "a.cg"});
  EXPECT_EQ(cgcRuleAsGcc(c.out), x.out);
}

// -MM is -M (Cg has no system headers to leave out).
TEST_F(CgcFlags, MM) {
  ProcessResult x = cgxc({"-MM", "-o", "out.glsl", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_EQ(x.out, "out.glsl: a.cg inc/h.cgh sp\\ ace.cgh\n");
  EXPECT_FALSE(exists("out.glsl"));  // cgc writes neither code nor the rule to -o
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  EXPECT_EQ(cgcRuleAsGcc(cgc({"-q", "-MM", "-o", "out.glsl", "a.cg"}).out), x.out);
}

// The form CMake's cgx_add_shaders uses: compile, and write the rule for the output to the depfile.
TEST_F(CgcFlags, MDWithMFAndMT) {
  fs::create_directories(dir_ / "build");
  ProcessResult x = cgxc({"-q", "-profile", "glslv", "-o", "build/a.glsl", "-MD", "-MF", "a.glsl.d", "-MT", "build/a.glsl", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_TRUE(contains(read("build/a.glsl"), "void main"));
  EXPECT_EQ(read("a.glsl.d"), "build/a.glsl: a.cg inc/h.cgh sp\\ ace.cgh\n");
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  cgc({"-q", "-profile", "glslv", "-o", "build/c.glsl", "-MD", "-MF", "c.d", "-MT", "build/a.glsl", "a.cg"});
  EXPECT_EQ(cgcRuleAsGcc(read("c.d")), read("a.glsl.d"));
}

// -MD and -MMD without -MF: the output's name with .d; a failed compile writes no rule.
TEST_F(CgcFlags, MMDDefaultFile) {
  ProcessResult x = cgxc({"-q", "-profile", "glslv", "-MMD", "-o", "x.glsl", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_EQ(read("x.d"), "x.glsl: a.cg inc/h.cgh sp\\ ace.cgh\n");
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "glslv", "-MD", "-o", "e.glsl", "error.cg"}), 1);
  EXPECT_FALSE(exists("e.d"));
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  remove("x.d");
  cgc({"-q", "-profile", "arbvp1", "-MMD", "-o", "x.glsl", "a.cg"});
  EXPECT_EQ(cgcRuleAsGcc(read("x.d")), "x.glsl: a.cg inc/h.cgh sp\\ ace.cgh\n");
}

// -MP: an empty rule per header, as gcc writes them. cgc 3.1 writes them damaged ("/inc/h.cgh:", the first
// character lost, with blank lines between), so only cgx's text is checked.
TEST_F(CgcFlags, MP) {
  ProcessResult x = cgxc({"-M", "-MP", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_EQ(x.out, "a.asm: a.cg inc/h.cgh sp\\ ace.cgh\ninc/h.cgh:\nsp\\ ace.cgh:\n");
}

// -MQ quotes the target for make; -MT takes it as given. gcc lists every -MT/-MQ target, as cgx does; cgc
// keeps only the last one, so the comparison uses one.
TEST_F(CgcFlags, MQAndMT) {
  ProcessResult x = cgxc({"-M", "-MQ", "q$t x", "a.cg"});
  EXPECT_EQ(x.out, "q$$t\\ x: a.cg inc/h.cgh sp\\ ace.cgh\n");
  EXPECT_EQ(cgxc({"-M", "-MT", "t1", "-MQ", "$t2", "a.cg"}).out, "t1 $$t2: a.cg inc/h.cgh sp\\ ace.cgh\n");
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  EXPECT_EQ(cgcRuleAsGcc(cgc({"-q", "-M", "-MQ", "q$t x", "a.cg"}).out), x.out);
}

// -M -MF FILE: the rule goes to the file, nothing to stdout.
TEST_F(CgcFlags, MF) {
  ProcessResult x = cgxc({"-M", "-MF", "m.d", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_EQ(x.out, "");
  EXPECT_EQ(read("m.d"), "a.asm: a.cg inc/h.cgh sp\\ ace.cgh\n");
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-M", "-MF", "c.d", "a.cg"});
  EXPECT_EQ(c.out, "");
  EXPECT_EQ(cgcRuleAsGcc(read("c.d")), read("m.d"));
}

// -E -P: the preprocessed text without #line markers.
TEST_F(CgcFlags, EP) {
  ProcessResult x = cgxc({"-E", "-P", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_FALSE(contains(x.out, "#line"));
  EXPECT_TRUE(contains(x.out, "float4 helper"));
  EXPECT_TRUE(contains(cgxc({"-E", "a.cg"}).out, "#line"));
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-E", "-P", "a.cg"});
  EXPECT_FALSE(contains(c.out, "#line"));
  EXPECT_TRUE(contains(c.out, "float4 helper"));
}

// -E -C keeps the comments between tokens, also in an included file, and not the one on a directive's line;
// -C without -E changes nothing. (cgc's own layout differs: it prints the first comment before its first
// #line, and more blank lines; the comments are the same.)
TEST_F(CgcFlags, EC) {
  write("c.cg", "// first\n#define K 2 /* on the directive */\n#include \"inc/h.cgh\"\n"
                "float4 main(/* p */ float4 p : POSITION) : POSITION {\n  return helper(p) * K; // last\n}\n");
  ProcessResult x = cgxc({"-E", "-C", "c.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  for (const char* kept : {"// first", "// header comment", "/* p */", "// last"}) EXPECT_TRUE(contains(x.out, kept)) << kept;
  EXPECT_FALSE(contains(x.out, "on the directive"));
  EXPECT_FALSE(contains(cgxc({"-E", "c.cg"}).out, "//"));
  // The GLSL after its header (whose third line echoes the command line).
  auto body = [](const std::string& glsl) { return glsl.substr(std::min(glsl.find("\n\n"), glsl.size())); };
  std::string withC = body(cgxc({"-q", "-C", "-profile", "glslv", "c.cg"}).out);
  EXPECT_TRUE(contains(withC, "helper(p)"));
  EXPECT_EQ(withC, body(cgxc({"-q", "-profile", "glslv", "c.cg"}).out));
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-E", "-C", "c.cg"});
  for (const char* kept : {"// first", "// header comment", "/* p */", "// last"}) EXPECT_TRUE(contains(c.out, kept)) << kept;
  EXPECT_FALSE(contains(c.out, "on the directive"));
}

// -nocode: every stage runs (an error is still an error) but no code is written.
TEST_F(CgcFlags, Nocode) {
  ProcessResult x = cgxc({"-q", "-profile", "glslv", "-nocode", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_EQ(x.out, "");
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "glslv", "-nocode", "error.cg"}), 1);
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-profile", "glslv", "-nocode", "a.cg"});
  EXPECT_EXIT_STATUS(c, 0);
  EXPECT_EQ(c.out, "");
  EXPECT_EXIT_STATUS(cgc({"-q", "-profile", "glslv", "-nocode", "error.cg"}), 1);
}

// -l FILE: the diagnostics go to the listing file instead of stderr.
TEST_F(CgcFlags, ListingFile) {
  ProcessResult x = cgxc({"-q", "-profile", "arbvp1", "-fdiagnostics-format=cgc", "-l", "x.lst", "error.cg"});
  EXPECT_EXIT_STATUS(x, 1);
  EXPECT_EQ(x.err, "");
  EXPECT_TRUE(contains(read("x.lst"), "error.cg(1) : error C1008: undefined variable \"undefinedv\"")) << read("x.lst");
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-profile", "arbvp1", "-l", "c.lst", "error.cg"});
  EXPECT_EXIT_STATUS(c, 1);
  EXPECT_EQ(c.err, "");
  EXPECT_TRUE(contains(read("c.lst"), "error.cg(1) : error C1008: undefined variable \"undefinedv\"")) << read("c.lst");
}

// -nostdlib: the standard library's functions and the intrinsics are undefined (cgc: C1008 for normalize
// and for dot alike).
TEST_F(CgcFlags, Nostdlib) {
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "arbvp1", "stdlib.cg"}), 0);
  ProcessResult x = cgxc({"-q", "-profile", "arbvp1", "-nostdlib", "stdlib.cg"});
  EXPECT_EXIT_STATUS(x, 1);
  EXPECT_TRUE(contains(x.err, "error C1008: undefined variable \"normalize\"")) << x.describe();
  EXPECT_TRUE(contains(x.err, "error C1008: undefined variable \"dot\"")) << x.describe();
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-profile", "arbvp1", "-nostdlib", "stdlib.cg"});
  EXPECT_EXIT_STATUS(c, 1);
  EXPECT_TRUE(contains(c.out + c.err, "error C1008: undefined variable \"normalize\""));
  EXPECT_TRUE(contains(c.out + c.err, "error C1008: undefined variable \"dot\""));
}

// A -po option the profile does not have: warning C6504, and the compile goes on (cgc prints it twice).
TEST_F(CgcFlags, UnknownProfileOption) {
  ProcessResult x = cgxc({"-q", "-profile", "arbvp1", "-po", "Bogus=3", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_TRUE(contains(x.err, "warning C6504: unknown profile option 'Bogus' ignored")) << x.describe();
  // cgc's own options of the profile are accepted silently; a bad value of a limit cgx checks is an error.
  EXPECT_EQ(cgxc({"-q", "-profile", "arbvp1", "-po", "PosInv", "a.cg"}).err, "");
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "arbvp1", "-po", "NumTemps=x", "a.cg"}), 2);
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-profile", "arbvp1", "-po", "Bogus=3", "a.cg"});
  EXPECT_EXIT_STATUS(c, 0);
  EXPECT_TRUE(contains(c.out + c.err, "warning C6504: Unknown profile option 'Bogus' ignored"));
}

// An unknown profile is an error that names the nearest profile and lists them all (cgc: 'unknown profile
// "arbvp9".', exit 1).
TEST_F(CgcFlags, UnknownProfile) {
  ProcessResult x = cgxc({"-profile", "arbvp9", "a.cg"});
  EXPECT_EXIT_STATUS(x, 2);
  EXPECT_TRUE(contains(x.err, "error C0162: unknown profile 'arbvp9'; did you mean \"arbvp1\"?")) << x.describe();
  EXPECT_TRUE(contains(x.err, "note: the profiles: arbvp1, vp20,")) << x.describe();
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-profile", "arbvp9", "a.cg"});
  EXPECT_FALSE(c.exitedWith(0));
  EXPECT_TRUE(contains(c.out + c.err, "unknown profile \"arbvp9\""));
}

// Flag arguments cgc rejects are usage errors in cgx too.
TEST_F(CgcFlags, BadArguments) {
  for (std::vector<std::string> args : {std::vector<std::string>{"-O4"}, {"-unroll", "bogus"}, {"-maxunrollcount", "x"}}) {
    SCOPED_TRACE(args[0]);
    args.insert(args.begin(), "-q");
    args.push_back("a.cg");
    EXPECT_EXIT_STATUS(cgxc(args), 2);
    if (haveCgc()) {
      EXPECT_FALSE(cgc(args).exitedWith(0));
    }
  }
}

// The flags that tune NVIDIA's back ends and the language flags cgx accepts without a choice to make: a
// program compiles with all of them, in both compilers (one run each, to keep the test cheap).
TEST_F(CgcFlags, AcceptedFlags) {
  std::vector<std::string> args = {"-q", "-profile", "arbvp1", "-fx", "-longprogs", "-strict", "-nostrict",
                                   "-glslWerror", "-no_uniform_blocks", "-fastmath", "-nofastmath", "-fastprecision",
                                   "-nofastprecision", "-bestprecision", "-unroll", "all", "-ifcvt", "none",
                                   "-inline", "count=2", "-MaxInstInBasicBlock", "10", "-O", "-O3", "-d3d", "-bl",
                                   "std140", "-C", "a.cg"};
  ProcessResult x = cgxc(args);
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_EQ(x.err, "");
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  EXPECT_EXIT_STATUS(cgc(args), 0);
}

// -oglsl (GLSL source) is an error that says cgx does not support it, not silently different results.
TEST_F(CgcFlags, UnsupportedFlags) {
  for (std::vector<std::string> args : {std::vector<std::string>{"-oglsl"}, {"-ogles"}}) {
    SCOPED_TRACE(args[0]);
    args.push_back("a.cg");
    ProcessResult x = cgxc(args);
    EXPECT_EXIT_STATUS(x, 2);
    EXPECT_TRUE(contains(x.err, "not supported")) << x.describe();
  }
}

// Interface uniforms for -type: an entry parameter and a global, two structs implementing the interface
// and one that does not.
const char* const kLights =
    "interface Lamp { float3 glow(float3 n); };\n"
    "struct Bulb : Lamp { float3 color; float3 dir; float3 glow(float3 n) { return color * saturate(dot(n, dir)); } };\n"
    "struct Ambient : Lamp { float3 level; float3 glow(float3 n) { return level; } };\n"
    "struct Plain { float3 x; };\n"
    "uniform Lamp fill;\n"
    "float4 main(float4 n : TEXCOORD0, uniform Lamp key) : COLOR { return float4(key.glow(n.xyz) + fill.glow(n.xyz), 1); }\n";

// -type binds the entry's parameter as `main.key` and a global by its name alone: the program compiles for
// those structs, and the listing has their fields where the interface was (cgc: `#var float3 key.color`).
TEST_F(CgcFlags, TypeBindsInterfaceUniforms) {
  write("lights.cg", kLights);
  std::vector<std::string> args{"-q", "-profile", "arbfp1", "-type", "main.key = Bulb", "-type", "fill=Ambient"};
  ProcessResult x = cgxc([&] { auto a = args; a.insert(a.end(), {"-resources", "lights.cg"}); return a; }());
  EXPECT_EXIT_STATUS(x, 0);
  for (const char* var : {"#var float3 key.color :  : c[", "#var float3 key.dir :  : c[", "#var float3 fill.level :  : c["})
    EXPECT_TRUE(contains(x.out, var)) << var << "\n" << x.describe();
  ProcessResult unbound = cgxc({"-q", "-profile", "arbfp1", "-type", "main.key = Bulb", "lights.cg"});
  EXPECT_EXIT_STATUS(unbound, 1);
  EXPECT_TRUE(contains(unbound.err, "error C1306")) << unbound.describe();
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc([&] { auto a = args; a.push_back("lights.cg"); return a; }());
  EXPECT_EXIT_STATUS(c, 0);
  for (const char* var : {"#var float3 key.color :  : c[", "#var float3 key.dir :  : c[", "#var float3 fill.level :  : c["})
    EXPECT_TRUE(contains(c.out, var)) << var << "\n" << c.describe();
  EXPECT_EXIT_STATUS(cgc({"-q", "-profile", "arbfp1", "-type", "main.key = Bulb", "lights.cg"}), 1);
}

// -typefile holds one binding a line; what is wrong in it is reported at its file:line:col.
TEST_F(CgcFlags, TypefileAndBadBindings) {
  write("lights.cg", kLights);
  write("good.txt", "main.key = Bulb\n\nfill = Ambient\n");
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "arbfp1", "-typefile", "good.txt", "lights.cg"}), 0);
  // cgc: "bad.txt(2) error near token = (61)" and a syntax error; the binding is ignored (then C1306).
  write("bad.txt", "main.key = Bulb\nfill == Ambient\n");
  ProcessResult x = cgxc({"-q", "-profile", "arbfp1", "-typefile", "bad.txt", "lights.cg"});
  EXPECT_EXIT_STATUS(x, 1);
  EXPECT_TRUE(contains(x.err, "bad.txt:2:7: error C0000: syntax error in a type binding")) << x.describe();
  // cgc: C5128 'input binding type "Plain" does not implement interface "Lamp"'.
  x = cgxc({"-q", "-profile", "arbfp1", "-type", "main.key = Plain", "-type", "fill = Ambient", "lights.cg"});
  EXPECT_EXIT_STATUS(x, 1);
  EXPECT_TRUE(contains(x.err, "<-type>:1:12: error C5128: input binding type \"Plain\" does not implement interface \"Lamp\""))
      << x.describe();
  // cgc ignores an entry parameter named without its function, and a struct that does not exist: C1306
  // follows. cgx says why (C1504) before the C1306.
  for (const char* binding : {"key = Bulb", "main.key = Bulbous", "main.nokey = Bulb"}) {
    SCOPED_TRACE(binding);
    x = cgxc({"-q", "-profile", "arbfp1", "-type", binding, "-type", "fill = Ambient", "lights.cg"});
    EXPECT_EXIT_STATUS(x, 1);
    EXPECT_TRUE(contains(x.err, "warning C1504")) << x.describe();
    EXPECT_TRUE(contains(x.err, "error C1306")) << x.describe();
  }
  for (const char* unreadable : {"missing.txt", "."}) {
    x = cgxc({"-q", "-profile", "arbfp1", "-typefile", unreadable, "lights.cg"});
    EXPECT_EXIT_STATUS(x, 1);
    EXPECT_TRUE(contains(x.err, "fatal error C0159: cannot read the -typefile")) << x.describe();
  }
  // A list or an index binds an array of interfaces; for a single interface cgc ignores it (then C1306).
  x = cgxc({"-q", "-profile", "arbfp1", "-type", "main.key = { Bulb }", "-type", "fill = Ambient", "lights.cg"});
  EXPECT_EXIT_STATUS(x, 1);
  EXPECT_TRUE(contains(x.err, "warning C1504: 'main.key' is no parameter of the entry function whose type is an array "
                              "of interfaces")) << x.describe();
  EXPECT_TRUE(contains(x.err, "error C1306")) << x.describe();
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  EXPECT_EXIT_STATUS(cgc({"-q", "-profile", "arbfp1", "-typefile", "good.txt", "lights.cg"}), 0);
  ProcessResult c = cgc({"-q", "-profile", "arbfp1", "-typefile", "bad.txt", "lights.cg"});
  EXPECT_EXIT_STATUS(c, 1);
  EXPECT_TRUE(contains(c.out + c.err, "bad.txt(2) error near token")) << c.describe();
  c = cgc({"-q", "-profile", "arbfp1", "-type", "main.key = Plain", "-type", "fill = Ambient", "lights.cg"});
  EXPECT_EXIT_STATUS(c, 1);
  EXPECT_TRUE(contains(c.out + c.err, "error C5128: input binding type \"Plain\" does not implement interface \"Lamp\""))
      << c.describe();
  for (const char* binding : {"key = Bulb", "main.key = Bulbous", "main.nokey = Bulb", "main.key = { Bulb }"}) {
    SCOPED_TRACE(binding);
    c = cgc({"-q", "-profile", "arbfp1", "-type", binding, "-type", "fill = Ambient", "lights.cg"});
    EXPECT_EXIT_STATUS(c, 1);
    EXPECT_TRUE(contains(c.out + c.err, "error C1306")) << c.describe();
  }
}

// Arrays of interfaces, a global and an entry parameter, both unsized, over three structs.
const char* const kLayers =
    "interface Shade { float4 eval(float2 uv); };\n"
    "struct Flat : Shade { float4 c; float4 eval(float2 uv) { return c; } };\n"
    "struct Stripe : Shade { float2 k; float4 c; float4 eval(float2 uv) { return frac(uv.x * k.x) > 0.5 ? c : float4(0); } };\n"
    "struct Dot : Shade { float r; float4 eval(float2 uv) { return float4(r); } };\n"
    "struct Plain { float4 c; };\n"
    "Shade layers[];\n"
    "float4 main(float2 uv : TEXCOORD0, uniform Shade ls[]) : COLOR {\n"
    "  float4 r = float4(0, 0, 0, 1);\n"
    "  for (int i = 0; i < layers.length; i++) { float4 l = layers[i].eval(uv); r = l + (1 - l.a) * r; }\n"
    "  for (int j = 0; j < ls.length; j++) r *= ls[j].eval(uv);\n"
    "  return r;\n"
    "}\n";

// The listing's lines for the arrays' elements, sorted.
std::vector<std::string> elementVars(const std::string& listing) {
  std::vector<std::string> out;
  std::istringstream in(listing);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("#var ", 0) == 0 && (contains(line, " layers[") || contains(line, " ls["))) out.push_back(line);
  std::sort(out.begin(), out.end());
  return out;
}

// -type "layers[K] = S" and "layers = { A, B }" size an unsized array of interfaces and give each element a
// struct, applied in order: the elements a binding adds take element 0's struct (a gap), an empty list entry
// only sizes, a later binding of an element wins. Each element's fields are uniforms in the listing
// (`#var float4 layers[0].c :  : c[0]`), numbered as cgc numbers them. The lines are cgc 3.1's, measured.
TEST_F(CgcFlags, TypeBindsInterfaceArraysElementByElement) {
  write("layers.cg", kLayers);
  struct Case {
    std::vector<std::string> bindings;
    std::vector<std::string> vars;  // sorted
  };
  const std::vector<Case> cases = {
      {{"layers[0] = Flat", "layers[1] = Stripe", "layers[2] = Flat"},
       {"#var float2 layers[1].k :  : c[1] : -1 : 1", "#var float4 layers[0].c :  : c[0] : -1 : 1",
        "#var float4 layers[1].c :  : c[2] : -1 : 1", "#var float4 layers[2].c :  : c[3] : -1 : 1"}},
      {{"layers = { Flat, Stripe }"},
       {"#var float2 layers[1].k :  : c[1] : -1 : 1", "#var float4 layers[0].c :  : c[0] : -1 : 1",
        "#var float4 layers[1].c :  : c[2] : -1 : 1"}},
      // Element 2 is a gap: element 0's Stripe, not element 1's Dot.
      {{"layers[0]=Stripe", "layers[1]=Dot", "layers[3]=Flat"},
       {"#var float layers[1].r :  : c[2] : -1 : 1", "#var float2 layers[0].k :  : c[0] : -1 : 1",
        "#var float2 layers[2].k :  : c[3] : -1 : 1", "#var float4 layers[0].c :  : c[1] : -1 : 1",
        "#var float4 layers[2].c :  : c[4] : -1 : 1", "#var float4 layers[3].c :  : c[5] : -1 : 1"}},
      {{"layers = { Flat, }"}, {"#var float4 layers[0].c :  : c[0] : -1 : 1", "#var float4 layers[1].c :  : c[1] : -1 : 1"}},
      {{"layers={Flat,Stripe}", "layers[0]=Dot"},
       {"#var float layers[0].r :  : c[0] : -1 : 1", "#var float2 layers[1].k :  : c[1] : -1 : 1",
        "#var float4 layers[1].c :  : c[2] : -1 : 1"}},
      // The entry's parameter, named through the entry; its ordinal on each line.
      {{"main.ls[0] = Flat", "main.ls = { , Stripe }", "layers[0]=Dot"},
       {"#var float layers[0].r :  : c[3] : -1 : 1", "#var float2 ls[1].k :  : c[1] : 1 : 1",
        "#var float4 ls[0].c :  : c[0] : 1 : 1", "#var float4 ls[1].c :  : c[2] : 1 : 1"}},
  };
  auto argsFor = [](const Case& c, bool cgx) {
    std::vector<std::string> args{"-q", "-profile", "arbfp1"};
    for (const std::string& b : c.bindings) args.insert(args.end(), {"-type", b});
    if (cgx) args.push_back("-resources");
    args.push_back("layers.cg");
    return args;
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.bindings.front());
    ProcessResult x = cgxc(argsFor(c, true));
    EXPECT_EXIT_STATUS(x, 0);
    EXPECT_EQ(elementVars(x.out), c.vars) << x.describe();
    // The array's name once, however many elements (cgc: `#semantic layers`).
    auto lines = [&](const std::string& line) {
      std::istringstream in(x.out);
      int n = 0;
      for (std::string l; std::getline(in, l);) n += l == line;
      return n;
    };
    EXPECT_EQ(lines("#semantic layers"), 1) << x.out;
    if (contains(c.bindings.front(), "main.ls")) {
      EXPECT_EQ(lines("#semantic main.ls"), 1) << x.out;
    }
    if (!haveCgc()) continue;
    ProcessResult r = cgc(argsFor(c, false));
    EXPECT_EXIT_STATUS(r, 0);
    EXPECT_EQ(elementVars(r.out), c.vars) << r.describe();
  }
  // A -typefile holds them a line each, as -type does.
  write("layers.txt", "layers[0] = Flat\nlayers = { , Stripe }\n");
  ProcessResult x = cgxc({"-q", "-profile", "arbfp1", "-typefile", "layers.txt", "-resources", "layers.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_EQ(elementVars(x.out), cases[1].vars) << x.describe();
  if (!haveCgc()) return;
  ProcessResult r = cgc({"-q", "-profile", "arbfp1", "-typefile", "layers.txt", "layers.cg"});
  EXPECT_EXIT_STATUS(r, 0);
  EXPECT_EQ(elementVars(r.out), cases[1].vars) << r.describe();
}

// What cgc rejects in bindings of arrays of interfaces, with its codes: elements left without a struct
// (C1306 where they are called), one struct for a whole unsized array (C5125), a struct that does not
// implement the interface (C5128).
TEST_F(CgcFlags, BadInterfaceArrayBindings) {
  write("layers.cg", kLayers);
  struct Case {
    std::vector<std::string> bindings;
    std::string cgx, cgc;  // what each prints
  };
  const std::vector<Case> cases = {
      // layers[3] sizes the array while element 0 has no struct: elements 1 and 2 keep none.
      {{"layers[3]=Dot", "layers[0]=Flat"}, "layers.cg:9:56: error C1306", "layers.cg(9) : error C1306"},
      {{"layers = Flat"}, "<-type>:1:10: error C5125: input binding for unsized array is not an array",
       "layers.cg(6) : error C5125: input binding for unsized array is not an array"},
      {{"layers[0] = Plain"}, "<-type>:1:13: error C5128: input binding type \"Plain\" does not implement interface \"Shade\"",
       "layers.cg(6) : error C5128: input binding type \"Plain\" does not implement interface \"Shade\""},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.bindings.front());
    std::vector<std::string> args{"-q", "-profile", "arbfp1"};
    for (const std::string& b : c.bindings) args.insert(args.end(), {"-type", b});
    args.push_back("layers.cg");
    ProcessResult x = cgxc(args);
    EXPECT_EXIT_STATUS(x, 1);
    EXPECT_TRUE(contains(x.err, c.cgx)) << x.describe();
    if (!haveCgc()) continue;
    ProcessResult r = cgc(args);
    EXPECT_EXIT_STATUS(r, 1);
    EXPECT_TRUE(contains(r.out + r.err, c.cgc)) << r.describe();
  }
}

// -unroll none keeps a loop in a profile with loops (cgc's vp40 code branches: BRA), and changes nothing
// where the profile has none (arbvp1 unrolls it anyway). cgx's IR, which the profile estimate counts, shows
// the same choice.
TEST_F(CgcFlags, UnrollNone) {
  write("loop.cg",
        "uniform float4 k[8];\n"
        "float4 main(float4 p : POSITION) : POSITION { float4 s = p; for (int i = 0; i < 4; i++) s += k[i]; return s; }\n");
  EXPECT_FALSE(contains(cgxc({"-q", "-dump-ir", "-profile", "vp40", "loop.cg"}).out, "loop {"));
  EXPECT_TRUE(contains(cgxc({"-q", "-dump-ir", "-profile", "vp40", "-unroll", "none", "loop.cg"}).out, "loop {"));
  EXPECT_TRUE(contains(cgxc({"-q", "-dump-ir", "-profile", "vp40", "-maxunrollcount", "2", "loop.cg"}).out, "loop {"));
  EXPECT_FALSE(contains(cgxc({"-q", "-dump-ir", "-profile", "arbvp1", "-unroll", "none", "loop.cg"}).out, "loop {"));
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "arbvp1", "-unroll", "none", "loop.cg"}), 0);
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  EXPECT_FALSE(contains(cgc({"-q", "-profile", "vp40", "loop.cg"}).out, "BRA"));
  EXPECT_TRUE(contains(cgc({"-q", "-profile", "vp40", "-unroll", "none", "loop.cg"}).out, "BRA"));
  EXPECT_EXIT_STATUS(cgc({"-q", "-profile", "arbvp1", "-unroll", "none", "loop.cg"}), 0);
  // cgc also warns C7012 ("not unrolling loop that executes 4 times"); cgx does not.
  EXPECT_TRUE(contains(cgc({"-q", "-profile", "vp40", "-maxunrollcount", "2", "loop.cg"}).out, "BRA"));
}

// -nofx: CgFX's keywords technique, pass, sampler_state and compile are identifiers (cgc: C0000 syntax
// errors without it, none with it).
TEST_F(CgcFlags, Nofx) {
  write("fx.cg",
        "float4 main(float4 p : POSITION) : POSITION { float pass = 1; float technique = 2; float compile = 3;\n"
        "  float sampler_state = 4; return p * pass * technique * compile * sampler_state; }\n");
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "arbvp1", "fx.cg"}), 1);
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "arbvp1", "-nofx", "fx.cg"}), 0);
  EXPECT_EXIT_STATUS(cgxc({"-q", "-profile", "arbvp1", "-nofx", "-fx", "fx.cg"}), 1);
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  EXPECT_EXIT_STATUS(cgc({"-q", "-profile", "arbvp1", "fx.cg"}), 1);
  EXPECT_EXIT_STATUS(cgc({"-q", "-profile", "arbvp1", "-nofx", "fx.cg"}), 0);
}

// -v with an input prints the version and compiles (cgc: "cgc: version 3.1.0013, ..." on stderr).
TEST_F(CgcFlags, VersionWithInput) {
  ProcessResult x = cgxc({"-q", "-v", "-profile", "glslv", "a.cg"});
  EXPECT_EXIT_STATUS(x, 0);
  EXPECT_TRUE(contains(x.err, "cgxc version ")) << x.describe();
  EXPECT_TRUE(contains(x.out, "void main")) << x.describe();
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  ProcessResult c = cgc({"-q", "-v", "-profile", "glslv", "a.cg"});
  EXPECT_TRUE(contains(c.err, "version 3.1")) << c.describe();
  EXPECT_TRUE(contains(c.out, "void main")) << c.describe();
}

// An unknown flag names the nearest one (cgc: 'bad argument: "-profil"').
TEST_F(CgcFlags, UnknownFlag) {
  ProcessResult x = cgxc({"-profil", "arbvp1", "a.cg"});
  EXPECT_EXIT_STATUS(x, 2);
  EXPECT_TRUE(contains(x.err, "unknown option '-profil'; did you mean \"-profile\"?")) << x.describe();
  if (!haveCgc()) GTEST_SKIP() << "no " << kCgc;
  EXPECT_TRUE(contains(cgc({"-profil", "arbvp1", "a.cg"}).err, "bad argument: \"-profil\""));
}

}  // namespace
}  // namespace cgx::test
