// Unit tests of cgxc's option parser (compiler/driver/Options.h), without running the compiler.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

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
  // The version is checked where the request is resolved (cli_test.cpp CliUsage.BadGlslVersion).
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
  CommandLine versionAndInput = parse({"-v", "x.cg"});  // cgc prints the version and compiles
  EXPECT_EQ(versionAndInput.options.action, Action::Compile);
  EXPECT_TRUE(versionAndInput.options.printVersion);
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

// Every flag of `cgc -help` (cgc 3.1.0013), written as cgc's help writes it, with a valid argument.
const std::vector<std::vector<std::string>> kCgcFlags = {
    {"-entry", "f"}, {"-noentry"}, {"-o", "out"}, {"-l", "listing"}, {"-profile", "arbvp1"}, {"-po", "NumTemps=4"},
    {"-profileopts", "PosInv"}, {"-nostdlib"}, {"-fx"}, {"-nofx"}, {"-longprogs"}, {"-strict"}, {"-nostrict"},
    {"-glslWerror"}, {"-nowarn"}, {"-nowarn=7011,7102"}, {"-no_uniform_blocks"}, {"-fastmath"}, {"-nofastmath"},
    {"-fastprecision"}, {"-nofastprecision"}, {"-bestprecision"}, {"-unroll", "all"}, {"-unroll", "none"},
    {"-unroll", "count=8"}, {"-ifcvt", "none"}, {"-inline", "count=2"}, {"-maxunrollcount", "16"},
    {"-MaxInstInBasicBlock", "100"}, {"-O"}, {"-O0"}, {"-O1"}, {"-O2"}, {"-O3"}, {"-d3d"}, {"-bl", "std140"},
    {"-bufferlayout", "pabo2"}, {"-DX=1"}, {"-Iinc"}, {"-E"}, {"-P"}, {"-C"}, {"-M"}, {"-MM"}, {"-MD"}, {"-MMD"},
    {"-MP"}, {"-MF", "x.d"}, {"-MT", "t"}, {"-MQ", "t"}, {"-quiet"}, {"-nocode"}, {"-v"}, {"--version"}, {"-h"},
    {"-help"}};

TEST(Options, EveryCgcFlagIsAccepted) {
  for (const std::vector<std::string>& flag : kCgcFlags) {
    std::vector<std::string> args = flag;
    args.push_back("x.cg");
    CommandLine c = parse(args);
    EXPECT_TRUE(c.errors.empty()) << flag[0] << ": " << (c.errors.empty() ? "" : c.errors[0]);
  }
}

TEST(Options, UsageMentionsEveryOption) {
  std::string usage = usageText();
  for (const std::vector<std::string>& flag : kCgcFlags) {
    // The spelling without an attached argument: -O3 is -O[0-3], -DX=1 is -DNAME, -nowarn=N is -nowarn.
    std::string spelling = flag[0].substr(0, flag[0].find('='));
    if (spelling.size() > 2 && (spelling.starts_with("-O") || spelling.starts_with("-D") || spelling.starts_with("-I")))
      spelling.resize(2);
    EXPECT_NE(usage.find(" " + spelling), std::string::npos) << flag[0];  // after "  " or ", "
  }
  for (const char* option : {"-entry", "-noentry", "-profile", "-po", "-profileopts", "-o FILE", "-l FILE", "-D", "-U",
                             "-I", "-E", "-q", "-quiet", "-v", "--version", "-h", "-help", "--help", "-fsyntax-only",
                             "-dump-ast", "-fdiagnostics-format", "-nowarn", "-glsl", "-resources", "-reflect",
                             "-profiles", "-strict-limits", "-MaxInstInBasicBlock N", "-unroll all|none|count=N",
                             "-bl, -bufferlayout pabo|pabo2|std140", "-O[0-3]", "-MQ TARGET", "-typefile FILE"})
    EXPECT_NE(usage.find(option), std::string::npos) << option;
}

// docs/cgxc-flags.md is `cgxc -help=markdown`: the table in Options.cpp is the one home of the flags.
TEST(Options, DocsMatchTheFlagTable) {
  std::ifstream file(std::string(CGX_SOURCE_DIR) + "/docs/cgxc-flags.md", std::ios::binary);
  ASSERT_TRUE(file) << "docs/cgxc-flags.md is missing";
  std::string docs{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  EXPECT_EQ(docs, flagsMarkdown()) << "regenerate it: build/release/compiler/driver/cgxc -help=markdown > docs/cgxc-flags.md";
  EXPECT_EQ(parse({"-help=markdown"}).options.action, Action::HelpMarkdown);
  EXPECT_FALSE(parse({"-help=html"}).errors.empty());
}

TEST(Options, SuggestsTheNearestFlag) {
  EXPECT_EQ(parse({"-profil", "arbvp1", "x.cg"}).errors.front(), "unknown option '-profil'; did you mean \"-profile\"?");
  EXPECT_EQ(parse({"-nocod", "x.cg"}).errors, (std::vector<std::string>{"unknown option '-nocod'; did you mean \"-nocode\"?"}));
  EXPECT_EQ(parse({"-O4", "x.cg"}).errors, (std::vector<std::string>{"unknown option '-O4'; did you mean \"-O\"?"}));
  EXPECT_EQ(parse({"-fdiagnostics-format", "x.cg"}).errors,
            (std::vector<std::string>{"option '-fdiagnostics-format' needs its value after '=' (-fdiagnostics-format=clang|cgc)"}));
}

TEST(Options, CodeGenerationArgumentsAreChecked) {
  EXPECT_FALSE(parse({"-unroll", "some", "x.cg"}).errors.empty());   // cgc: unknown unroll option "some"
  EXPECT_FALSE(parse({"-inline", "count=x", "x.cg"}).errors.empty());
  EXPECT_FALSE(parse({"-maxunrollcount", "x", "x.cg"}).errors.empty());  // cgc: invalid number
  EXPECT_FALSE(parse({"-bl", "foo", "x.cg"}).errors.empty());
  EXPECT_EQ(parse({"-unroll", "none", "x.cg"}).options.unrollLimit, 0u);
  EXPECT_EQ(parse({"-unroll", "count=12", "x.cg"}).options.unrollLimit, 12u);
  EXPECT_EQ(parse({"-maxunrollcount", "7", "x.cg"}).options.unrollLimit, 7u);
  EXPECT_FALSE(parse({"-unroll", "none", "-unroll", "all", "x.cg"}).options.unrollLimit.has_value());
}

TEST(Options, DependencyFlags) {
  CommandLine c = parse({"-MD", "-MFdeps.d", "-MT", "out put.glsl", "-MQ", "q$t x", "-MP", "x.cg"});
  ASSERT_TRUE(c.errors.empty()) << c.errors.front();
  EXPECT_TRUE(c.options.writeDependencies);
  EXPECT_TRUE(c.options.phonyHeaderTargets);
  EXPECT_EQ(c.options.depFile, "deps.d");
  // -MT as given, -MQ quoted for make (as gcc: cgc 3.1 writes q$$t\ x too, but keeps only the last target).
  EXPECT_EQ(c.options.depTargets, (std::vector<std::string>{"out put.glsl", "q$$t\\ x"}));
  EXPECT_EQ(parse({"-M", "x.cg"}).options.action, Action::Dependencies);
  EXPECT_EQ(parse({"-MM", "x.cg"}).options.action, Action::Dependencies);
  EXPECT_FALSE(parse({"-M", "-E", "x.cg"}).errors.empty());
}

TEST(Options, UnsupportedFlagsSayWhy) {
  EXPECT_EQ(parse({"-oglsl", "x.cg"}).errors,
            (std::vector<std::string>{"'-oglsl' (GLSL or GLSL ES source input) is not supported: cgx compiles Cg source"}));
}

// -type and -typefile are kept in order, read and checked once the program is (driver/TypeBindings.h).
TEST(Options, TypeBindingsInOrder) {
  CommandLine c = parse({"-type", "main.l = S", "-typefile", "types.txt", "-type", "g = T", "x.cg"});
  ASSERT_TRUE(c.errors.empty()) << c.errors.front();
  ASSERT_EQ(c.options.typeBindings.size(), 3u);
  EXPECT_FALSE(c.options.typeBindings[0].isFile);
  EXPECT_EQ(c.options.typeBindings[0].text, "main.l = S");
  EXPECT_TRUE(c.options.typeBindings[1].isFile);
  EXPECT_EQ(c.options.typeBindings[1].text, "types.txt");
  EXPECT_EQ(c.options.typeBindings[2].text, "g = T");
}

TEST(Options, Version) { EXPECT_EQ(versionString(), CGX_PROJECT_VERSION); }

}  // namespace
}  // namespace cgx::driver
