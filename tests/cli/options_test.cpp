// Unit tests of cgxc's option parser (compiler/driver/Options.h), without running the compiler.
#include <gtest/gtest.h>

#include "driver/Options.h"

namespace cgx::driver {
namespace {

CommandLine parse(std::vector<std::string> args) { return parseCommandLine(args); }

TEST(Options, Defaults) {
  CommandLine c = parse({"a.cg"});
  ASSERT_TRUE(c.errors.empty());
  EXPECT_EQ(c.options.input, "a.cg");
  EXPECT_EQ(c.options.action, Action::Compile);
  EXPECT_EQ(c.options.entry, "main");
  EXPECT_FALSE(c.options.noEntry);
  EXPECT_FALSE(c.options.syntaxOnly);
  EXPECT_FALSE(c.options.quiet);
  EXPECT_EQ(c.options.diagnosticStyle, DiagnosticStyle::Clang);
  EXPECT_TRUE(c.options.outputFile.empty());
}

TEST(Options, CgcSpellings) {
  CommandLine c = parse({"-entry", "vmain", "-profile", "arbvp1", "-po", "NumTemps=12,PosInv", "-profileopts",
                         "MaxLocalParams=96", "-o", "out.vp", "-q", "-fsyntax-only", "in.cg"});
  ASSERT_TRUE(c.errors.empty()) << c.errors.front();
  EXPECT_EQ(c.options.entry, "vmain");
  EXPECT_EQ(c.options.profile, "arbvp1");
  EXPECT_EQ(c.options.profileOptions, (std::vector<std::string>{"NumTemps=12", "PosInv", "MaxLocalParams=96"}));
  EXPECT_EQ(c.options.outputFile, "out.vp");
  EXPECT_TRUE(c.options.quiet);
  EXPECT_TRUE(c.options.syntaxOnly);
  EXPECT_EQ(c.options.input, "in.cg");
}

TEST(Options, ProfileReports) {
  CommandLine c = parse({"-resources", "-reflect", "r.json", "-profiles", "arbvp1,,vp20", "-strict-limits", "x.cg"});
  ASSERT_TRUE(c.errors.empty()) << c.errors.front();
  EXPECT_TRUE(c.options.printResources);
  EXPECT_EQ(c.options.reflectFile, "r.json");
  EXPECT_EQ(c.options.profileMatrix, (std::vector<std::string>{"arbvp1", "vp20"}));
  EXPECT_TRUE(c.options.strictLimits);
  EXPECT_EQ(parse({"-profiles", "all", "x.cg"}).options.profileMatrix, std::vector<std::string>{"all"});
  CommandLine empty = parse({"-profiles", ",", "x.cg"});
  ASSERT_EQ(empty.errors.size(), 1u);
  EXPECT_EQ(empty.errors[0], "-profiles needs 'all' or a list of profiles");
}

TEST(Options, GlslVersion) {
  CommandLine c = parse({"-glsl", "300es", "-profile", "vs_2_0", "x.cg"});
  ASSERT_TRUE(c.errors.empty()) << c.errors.front();
  EXPECT_EQ(c.options.glslVersion, "300es");
  EXPECT_EQ(c.options.commandLine, "-glsl 300es -profile vs_2_0 x.cg");
  CommandLine bad = parse({"-glsl", "450", "x.cg"});
  ASSERT_EQ(bad.errors.size(), 1u);
  EXPECT_NE(bad.errors[0].find("unknown GLSL version '450'"), std::string::npos) << bad.errors[0];
  CommandLine missing = parse({"x.cg", "-glsl"});
  ASSERT_EQ(missing.errors.size(), 1u);
  EXPECT_NE(missing.errors[0].find("-glsl"), std::string::npos) << missing.errors[0];
}

TEST(Options, MacrosInOrder) {
  CommandLine c = parse({"-DA", "-D", "B=2", "-DC=", "-UA", "-U", "B", "x.cg"});
  ASSERT_TRUE(c.errors.empty()) << c.errors.front();
  ASSERT_EQ(c.options.macros.size(), 5u);
  EXPECT_EQ(c.options.macros[0].kind, MacroCommand::Kind::Define);
  EXPECT_EQ(c.options.macros[0].name, "A");
  EXPECT_EQ(c.options.macros[0].value, "1");
  EXPECT_EQ(c.options.macros[1].name, "B");
  EXPECT_EQ(c.options.macros[1].value, "2");
  EXPECT_EQ(c.options.macros[2].name, "C");
  EXPECT_EQ(c.options.macros[2].value, "");
  EXPECT_EQ(c.options.macros[3].kind, MacroCommand::Kind::Undefine);
  EXPECT_EQ(c.options.macros[3].name, "A");
  EXPECT_EQ(c.options.macros[4].name, "B");
}

TEST(Options, IncludePaths) {
  CommandLine c = parse({"-Iinc", "-I", "other dir", "x.cg"});
  ASSERT_TRUE(c.errors.empty());
  EXPECT_EQ(c.options.includePaths, (std::vector<std::string>{"inc", "other dir"}));
}

TEST(Options, Actions) {
  EXPECT_EQ(parse({"-E", "x.cg"}).options.action, Action::Preprocess);
  EXPECT_EQ(parse({"-dump-ast", "x.cg"}).options.action, Action::DumpAst);
  EXPECT_EQ(parse({"-h"}).options.action, Action::Help);
  EXPECT_EQ(parse({"-help"}).options.action, Action::Help);
  EXPECT_EQ(parse({"--help", "x.cg"}).options.action, Action::Help);
  EXPECT_EQ(parse({"-v"}).options.action, Action::Version);
  EXPECT_EQ(parse({"--version"}).options.action, Action::Version);
  EXPECT_TRUE(parse({"-v"}).errors.empty());
  EXPECT_FALSE(parse({"-E", "-dump-ast", "x.cg"}).errors.empty());
}

TEST(Options, Nowarn) {
  CommandLine all = parse({"-nowarn", "x.cg"});
  EXPECT_TRUE(all.options.noWarnAll);
  CommandLine some = parse({"-nowarn=7011,C7102", "-nowarn=7019", "x.cg"});
  ASSERT_TRUE(some.errors.empty());
  EXPECT_FALSE(some.options.noWarnAll);
  EXPECT_EQ(some.options.noWarnNumbers, (std::vector<unsigned>{7011, 7102, 7019}));
  EXPECT_FALSE(parse({"-nowarn=", "x.cg"}).errors.empty());
  EXPECT_FALSE(parse({"-nowarn=70x", "x.cg"}).errors.empty());
  EXPECT_FALSE(parse({"-nowarn=999999", "x.cg"}).errors.empty());
}

TEST(Options, DiagnosticsFormat) {
  EXPECT_EQ(parse({"-fdiagnostics-format=cgc", "x.cg"}).options.diagnosticStyle, DiagnosticStyle::Cgc);
  EXPECT_EQ(parse({"-fdiagnostics-format=cgc", "-fdiagnostics-format=clang", "x.cg"}).options.diagnosticStyle,
            DiagnosticStyle::Clang);
  EXPECT_FALSE(parse({"-fdiagnostics-format=msvc", "x.cg"}).errors.empty());
}

TEST(Options, Inputs) {
  EXPECT_EQ(parse({"-"}).options.input, "-");
  EXPECT_EQ(parse({"--", "-weird.cg"}).options.input, "-weird.cg");
  EXPECT_FALSE(parse({}).errors.empty());
  EXPECT_FALSE(parse({"a.cg", "b.cg"}).errors.empty());
  EXPECT_FALSE(parse({"-", "-"}).errors.empty());
}

TEST(Options, Errors) {
  EXPECT_EQ(parse({"-foo", "x.cg"}).errors, (std::vector<std::string>{"unknown option '-foo'"}));
  EXPECT_EQ(parse({"x.cg", "-o"}).errors, (std::vector<std::string>{"option '-o' requires an argument"}));
  EXPECT_EQ(parse({"x.cg", "-D"}).errors, (std::vector<std::string>{"option '-D' requires an argument"}));
  EXPECT_EQ(parse({"-D=3", "x.cg"}).errors, (std::vector<std::string>{"invalid macro name '' in '-D=3'"}));
  EXPECT_EQ(parse({"-U", "A=1", "x.cg"}).errors, (std::vector<std::string>{"invalid macro name 'A=1' in '-U A=1'"}));
  EXPECT_FALSE(parse({"-ofile", "x.cg"}).errors.empty());  // cgc's -oglsl family, not -o FILE
  EXPECT_FALSE(parse({"-", "-entry"}).errors.empty());
}

TEST(Options, EntryAfterNoentry) {
  CommandLine c = parse({"-noentry", "x.cg"});
  EXPECT_TRUE(c.options.noEntry);
  CommandLine d = parse({"-noentry", "-entry", "f", "x.cg"});
  EXPECT_FALSE(d.options.noEntry);
  EXPECT_EQ(d.options.entry, "f");
}

TEST(Options, UsageMentionsEveryOption) {
  std::string usage = usageText();
  for (const char* option : {"-entry", "-noentry", "-profile", "-po", "-profileopts", "-o FILE", "-D", "-U", "-I",
                             "-E", "-q", "-quiet", "-v", "--version", "-h", "-help", "--help", "-fsyntax-only",
                             "-dump-ast", "-fdiagnostics-format", "-nowarn", "-glsl", "-resources", "-reflect",
                             "-profiles", "-strict-limits"})
    EXPECT_NE(usage.find(option), std::string::npos) << option;
}

TEST(Options, Version) { EXPECT_EQ(versionString(), CGX_PROJECT_VERSION); }

}  // namespace
}  // namespace cgx::driver
