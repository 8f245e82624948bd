// Preprocessor API tests: token locations and expansion records, -D/-U, pragmas, #line, the output
// token stream, and printPreprocessed details the goldens do not pin down.
#include <gtest/gtest.h>

#include "preprocess/Lexer.h"
#include "preprocess/Preprocessor.h"

namespace cgx {
namespace {

struct Session {
  SourceManager sources;
  DiagnosticSink sink{sources};
  PreprocessedUnit unit;
  FileId main = 0;

  explicit Session(const std::string& text, PreprocessorOptions options = {}) {
    main = sources.addBuffer("main.cg", text);
    Preprocessor preprocessor(sources, sink, std::move(options));
    unit = preprocessor.run(main);
  }
  std::vector<std::string> spellings() const {
    std::vector<std::string> out;
    for (const Token& t : unit.tokens)
      if (t.kind != TokenKind::EndOfFile) out.push_back(t.text);
    return out;
  }
  std::string joined() const {
    std::string out;
    for (const std::string& s : spellings()) out += (out.empty() ? "" : " ") + s;
    return out;
  }
};

TEST(Preprocessor, OutputEndsWithOneEndOfFile) {
  Session r("a b\n");
  ASSERT_EQ(r.unit.tokens.size(), 3u);
  EXPECT_EQ(r.unit.tokens.back().kind, TokenKind::EndOfFile);
  EXPECT_EQ(r.unit.tokens.back().loc.file, r.main);
  Session empty("");
  ASSERT_EQ(empty.unit.tokens.size(), 1u);
  EXPECT_EQ(empty.unit.tokens[0].kind, TokenKind::EndOfFile);
}

TEST(Preprocessor, FileTokensKeepTheirLocation) {
  Session r("int\n  x;");
  ASSERT_EQ(r.unit.tokens.size(), 4u);
  EXPECT_EQ(r.unit.tokens[1].loc, (SourceLoc{r.main, 2, 3, 0}));
  EXPECT_TRUE(r.unit.tokens[1].atLineStart);
}

TEST(Preprocessor, BodyTokensGetAnExpansion) {
  Session r("#define TWICE(v) (v + v)\nint y = TWICE( z );\n");
  ASSERT_EQ(r.joined(), "int y = ( z + z ) ;");
  const Token& open = r.unit.tokens[3];
  const Token& z1 = r.unit.tokens[4];
  const Token& plus = r.unit.tokens[5];
  // Body tokens: their place in the #define, with an expansion whose invocation is where TWICE was written.
  EXPECT_EQ(open.loc.file, r.main);
  EXPECT_EQ(open.loc.line, 1u);
  EXPECT_EQ(open.loc.col, 18u);
  ASSERT_NE(open.loc.expansion, 0u);
  const MacroExpansion& e = r.sources.expansion(open.loc.expansion);
  EXPECT_EQ(e.macroName, "TWICE");
  EXPECT_EQ(e.invocation, (SourceLoc{r.main, 2, 9, 0}));
  EXPECT_EQ(e.definition, (SourceLoc{r.main, 1, 9, 0}));
  EXPECT_EQ(plus.loc.expansion, open.loc.expansion);
  // Argument tokens keep where the argument was written.
  EXPECT_EQ(z1.loc, (SourceLoc{r.main, 2, 16, 0}));
  // Diagnostics point at the invocation.
  EXPECT_EQ(r.sources.spellingOrInvocation(plus.loc), e.invocation);
  // Spacing: the expansion takes the invocation's leading space.
  EXPECT_TRUE(open.leadingSpace);
  EXPECT_FALSE(open.atLineStart);
}

TEST(Preprocessor, NestedExpansionsChainToTheOutermostInvocation) {
  Session r("#define INNER 1\n#define OUTER (INNER)\nOUTER\n");
  ASSERT_EQ(r.joined(), "( 1 )");
  const Token& one = r.unit.tokens[1];
  const MacroExpansion& inner = r.sources.expansion(one.loc.expansion);
  EXPECT_EQ(inner.macroName, "INNER");
  ASSERT_NE(inner.invocation.expansion, 0u);  // INNER was written inside OUTER's body
  EXPECT_EQ(r.sources.expansion(inner.invocation.expansion).macroName, "OUTER");
  EXPECT_EQ(r.sources.spellingOrInvocation(one.loc), (SourceLoc{r.main, 3, 1, 0}));
  // Each invocation gets its own ExpansionId.
  Session twice("#define A x\nA A\n");
  EXPECT_NE(twice.unit.tokens[0].loc.expansion, twice.unit.tokens[1].loc.expansion);
}

TEST(Preprocessor, CommandLineMacros) {
  PreprocessorOptions options;
  options.macros = {{MacroCommand::Kind::Define, "A", "1"},
                    {MacroCommand::Kind::Define, "B", "x y"},
                    {MacroCommand::Kind::Define, "C", "1"},
                    {MacroCommand::Kind::Undefine, "C", "1"},
                    {MacroCommand::Kind::Define, "F(p)", "[p]"},
                    {MacroCommand::Kind::Define, "EMPTY", ""}};
  Session r("A B C F(2) EMPTY\n", options);
  EXPECT_EQ(r.joined(), "1 x y C [ 2 ]");
  EXPECT_TRUE(r.sink.diagnostics().empty());
  const Token& x = r.unit.tokens[1];
  // -D tokens have no file location; their expansion's invocation is the use in the source.
  EXPECT_FALSE(x.loc.valid());
  ASSERT_NE(x.loc.expansion, 0u);
  const MacroExpansion& e = r.sources.expansion(x.loc.expansion);
  EXPECT_EQ(e.macroName, "B");
  EXPECT_FALSE(e.definition.valid());
  EXPECT_EQ(e.invocation, (SourceLoc{r.main, 1, 3, 0}));
  EXPECT_EQ(r.sources.spellingOrInvocation(x.loc), e.invocation);
}

TEST(Preprocessor, CommandLineMacroInsideCommandLineMacro) {
  // X's value uses L: L's invocation has no file but is in X's expansion, which leads to the source.
  PreprocessorOptions options;
  options.macros = {{MacroCommand::Kind::Define, "X", "L"}, {MacroCommand::Kind::Define, "L", "__LINE__"}};
  Session r("a\n  X\n", options);
  EXPECT_EQ(r.joined(), "a 2");
  EXPECT_EQ(printPreprocessed(r.unit, r.sources), "#line 1 \"main.cg\"\na\n  2\n");
}

TEST(Preprocessor, PredefinedMacros) {
  Session r("__CGC__ __LINE__ __FILE__\n\n__LINE__ __STDC__ __DATE__\n");
  EXPECT_EQ(r.joined(), "30113 1 \"main.cg\" 3 __STDC__ __DATE__");
  EXPECT_EQ(r.unit.tokens[1].kind, TokenKind::IntLiteral);
  EXPECT_EQ(r.unit.tokens[2].kind, TokenKind::StringLiteral);
  PreprocessorOptions options;
  options.macros = {{MacroCommand::Kind::Undefine, "__CGC__", "1"}};
  EXPECT_EQ(Session("__CGC__", options).joined(), "__CGC__");
}

TEST(Preprocessor, FileNameIsEscapedInFile) {
  SourceManager sources;
  DiagnosticSink sink(sources);
  FileId file = sources.addBuffer("dir\\a \"b\".cg", "__FILE__");
  Preprocessor preprocessor(sources, sink, {});
  PreprocessedUnit unit = preprocessor.run(file);
  ASSERT_GE(unit.tokens.size(), 1u);
  EXPECT_EQ(unit.tokens[0].text, "\"dir\\\\a \\\"b\\\".cg\"");
}

TEST(Preprocessor, PragmasAreKeptWithTheirPlace) {
  Session r("a\n#pragma pack_matrix( row_major )\nb c\n#define P _Pragma(\"x \\\"y\\\"\")\nP d\n#pragma\n");
  EXPECT_EQ(r.joined(), "a b c d");
  ASSERT_EQ(r.unit.pragmas.size(), 3u);
  const Pragma& p = r.unit.pragmas[0];
  EXPECT_EQ(p.text, "pack_matrix( row_major )");
  EXPECT_EQ(p.loc, (SourceLoc{r.main, 2, 1, 0}));
  EXPECT_EQ(p.tokenIndex, 1u);
  ASSERT_EQ(p.tokens.size(), 4u);
  EXPECT_EQ(p.tokens[0].text, "pack_matrix");
  EXPECT_EQ(r.unit.pragmas[1].text, "x \"y\"");
  EXPECT_EQ(r.unit.pragmas[1].tokenIndex, 3u);
  EXPECT_EQ(r.unit.pragmas[2].text, "");
  EXPECT_EQ(r.unit.pragmas[2].tokenIndex, 4u);
}

TEST(Preprocessor, PragmaTokensAreNotExpanded) {
  Session r("#define ROW row_major\n#pragma pack_matrix(ROW)\n");
  ASSERT_EQ(r.unit.pragmas.size(), 1u);
  EXPECT_EQ(r.unit.pragmas[0].text, "pack_matrix(ROW)");
}

TEST(Preprocessor, LineDirectiveIsRecordedInTheSourceManager) {
  Session r("a\n#line 50 \"other.cg\"\nb\n");
  ASSERT_EQ(r.unit.tokens.size(), 3u);
  const Token& b = r.unit.tokens[1];
  EXPECT_EQ(b.loc.line, 3u);  // physical
  PresumedLoc p = r.sources.presumed(b.loc);
  EXPECT_EQ(p.line, 50u);
  EXPECT_EQ(p.file, "other.cg");
}

TEST(Preprocessor, LineDirectiveAfterASplicedDirective) {
  Session r("#line \\\n 10\nx __LINE__\n");
  ASSERT_EQ(r.joined(), "x 10");
  EXPECT_EQ(r.sources.presumed(r.unit.tokens[0].loc).line, 10u);
}

TEST(Preprocessor, EmptyExpansionPassesItsLineStartOn) {
  Session r("#define E\na\nE b\n");
  ASSERT_EQ(r.joined(), "a b");
  EXPECT_TRUE(r.unit.tokens[1].atLineStart);
}

TEST(Preprocessor, IncludeAndLimitsThroughOptionsOnly) {
  // No file system needed: a missing include is C0150 pointing at the operand.
  Session r("#include \"nowhere/x.h\"\nafter\n");
  EXPECT_EQ(r.joined(), "after");
  ASSERT_EQ(r.sink.diagnostics().size(), 1u);
  EXPECT_EQ(r.sink.diagnostics()[0].code, DiagCode::IncludeNotFound);
  EXPECT_EQ(r.sink.diagnostics()[0].span.begin.col, 10u);
}

TEST(Preprocessor, BadNumbersAreReportedInTheOutputOnly) {
  Session r("#define CAT(a,b) a##b\n#if 0\n09\n#endif\nCAT(0x, 1F) 1e\n");
  EXPECT_EQ(r.joined(), "0x1F 1e");
  ASSERT_EQ(r.sink.diagnostics().size(), 1u);
  EXPECT_EQ(r.sink.diagnostics()[0].code, DiagCode::BadNumber);
}

TEST(Preprocessor, ErrorLimitStopsTheRun) {
  std::string text;
  for (int i = 0; i < 1000; ++i) text += "@\n";
  Session r(text);
  EXPECT_TRUE(r.sink.tooManyErrors());
  EXPECT_LE(r.sink.diagnostics().size(), 102u);
  EXPECT_EQ(r.unit.tokens.back().kind, TokenKind::EndOfFile);
}

TEST(PrintPreprocessed, SeparatesTokensThatWouldJoin) {
  Session r("#define P +\n#define M -\n#define S /\n#define ONE 1\n#define D .\n#define E 1e\n"
        "P+ M- M> S/ S* ONE.5 D 5 ONE D D. E+1 P= M-- <P\n");
  std::string printed = printPreprocessed(r.unit, r.sources);
  pp::Lexer lexer(printed, 0, nullptr);
  std::vector<std::string> relexed;
  for (Token t = lexer.next(); t.kind != TokenKind::EndOfFile; t = lexer.next()) {
    if (t.atLineStart && t.text == "#") {
      lexer.skipLine();
      continue;
    }
    relexed.push_back(t.text);
  }
  EXPECT_EQ(relexed, r.spellings()) << printed;
}

TEST(PrintPreprocessed, MarkersAndBlankLines) {
  Session r("a\n\n\nb\n#line 100 \"x.cg\"\nc\n");
  EXPECT_EQ(printPreprocessed(r.unit, r.sources), "#line 1 \"main.cg\"\na\n\n\nb\n#line 100 \"x.cg\"\nc\n");
  Session empty("");
  EXPECT_EQ(printPreprocessed(empty.unit, empty.sources), "");
}

// -E -C, as cgc 3.1 keeps comments: where they were written, as written; not those on a directive's line
// (cgc drops the one after a #define's body) nor in a skipped group. Without keepComments, none are kept.
TEST(PrintPreprocessed, KeptComments) {
  const char* source =
      "// top\n#define X 1 /* on the directive */\na /* in */ X // end\n#if 0\n/* skipped */\n#endif\n"
      "/* two\n   lines */ b\n#pragma once // on the directive\n  c\n";
  PreprocessorOptions options;
  options.keepComments = true;
  Session kept(source, options);
  EXPECT_EQ(printPreprocessed(kept.unit, kept.sources),
            "#line 1 \"main.cg\"\n// top\n\na /* in */ 1 // end\n\n\n\n/* two\n   lines */ b\n#pragma once\n  c\n");
  ASSERT_EQ(kept.unit.comments.size(), 4u);
  EXPECT_EQ(kept.unit.comments[2].tokenIndex, 2u);  // `// end`: after `a` and `1`
  EXPECT_EQ(kept.spellings(), Session(source).spellings());  // the tokens are the same
  Session dropped(source);
  EXPECT_TRUE(dropped.unit.comments.empty());
  EXPECT_EQ(printPreprocessed(dropped.unit, dropped.sources),
            "#line 3 \"main.cg\"\na 1\n\n\n\n\nb\n#pragma once\n  c\n");
}

TEST(PrintPreprocessed, PragmasInPlace) {
  Session r("a\n#pragma once\nb\n");
  EXPECT_EQ(printPreprocessed(r.unit, r.sources), "#line 1 \"main.cg\"\na\n#pragma once\nb\n");
}

}  // namespace
}  // namespace cgx
