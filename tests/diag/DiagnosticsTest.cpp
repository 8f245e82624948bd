// The diagnostics core: the code table, the sink's policies, and both renderings.
#include <gtest/gtest.h>

#include <optional>
#include <set>

#include "diag/DiagnosticFormatter.h"

namespace cgx {
namespace {

TEST(DiagnosticCodes, NumbersAreUniqueAndPrintedAsCgcDoes) {
  std::set<int> numbers;
  for (const DiagCodeInfo& info : allDiagCodes()) {
    EXPECT_TRUE(numbers.insert(static_cast<int>(info.code)).second) << info.name;
    EXPECT_FALSE(info.summary.empty()) << info.name;
  }
  EXPECT_EQ(diagCodeString(DiagCode::SyntaxError), "C0000");
  EXPECT_EQ(diagCodeString(DiagCode::DirectiveSyntax), "C0105");
  EXPECT_EQ(diagCodeString(DiagCode::MacroRedefined), "C7101");
  EXPECT_EQ(diagCodeInfo(DiagCode::MacroRedefined).defaultSeverity, Severity::Warning);
}

struct Fixture {
  SourceManager sources;
  DiagnosticSink sink{sources};
  FileId file = sources.addBuffer("shader.cg", "float4 main() : POSITION\n{\n\treturn p.xyzw;\n}\n");
};

TEST(DiagnosticFormatter, ClangStyleWithCaretAndRange) {
  Fixture f;
  Diagnostic& d = f.sink.report(DiagCode::Undefined, SourceSpan{{f.file, 3, 9, 0}, {f.file, 3, 9, 0}},
                                "undefined variable 'p'");
  DiagnosticFormatter clang(f.sources, DiagnosticStyle::Clang);
  EXPECT_EQ(clang.format(d), "shader.cg:3:9: error C1008: undefined variable 'p'\n\treturn p.xyzw;\n\t       ^\n");
  d.span.end.col = 14;
  EXPECT_EQ(clang.format(d), "shader.cg:3:9: error C1008: undefined variable 'p'\n\treturn p.xyzw;\n\t       ^~~~~~\n");
}

TEST(DiagnosticFormatter, CgcStyle) {
  Fixture f;
  Diagnostic& d = f.sink.report(DiagCode::SyntaxError, SourceLoc{f.file, 2, 1, 0}, "syntax error, unexpected '{'");
  d.notes.push_back(DiagNote{{}, "candidate: float4 f(float4)"});
  DiagnosticFormatter cgc(f.sources, DiagnosticStyle::Cgc);
  EXPECT_EQ(cgc.format(d), "shader.cg(2) : error C0000: syntax error, unexpected '{'\n    candidate: float4 f(float4)\n");
  Diagnostic global{DiagCode::SyntaxError, Severity::Error, {}, "program-level", {}};
  EXPECT_EQ(cgc.format(global), "(0) : error C0000: program-level\n");
}

TEST(DiagnosticFormatter, LineDirectivesChangeThePresumedPlace) {
  SourceManager sources;
  FileId file = sources.addBuffer("a.cg", "#line 100 \"b.cg\"\nfloat x = ;\n");
  sources.addLineDirective(file, 1, 100, std::string("b.cg"));
  Diagnostic d{DiagCode::SyntaxError, Severity::Error, {{file, 2, 11, 0}, {file, 2, 11, 0}}, "unexpected ';'", {}};
  EXPECT_EQ(DiagnosticFormatter(sources, DiagnosticStyle::Cgc).format(d), "b.cg(100) : error C0000: unexpected ';'\n");
  // The caret line still shows the physical text.
  EXPECT_EQ(DiagnosticFormatter(sources, DiagnosticStyle::Clang).format(d),
            "b.cg:100:11: error C0000: unexpected ';'\nfloat x = ;\n          ^\n");
}

TEST(SourceManager, PresumedLocationsAcrossManyLineDirectives) {
  SourceManager sources;
  FileId file = sources.addBuffer("gen.cg", std::string(2000, '\n'));
  for (std::uint32_t i = 1; i <= 1000; ++i)
    sources.addLineDirective(file, 2 * i - 1, 10 * i, i == 500 ? std::optional<std::string>("named.cg") : std::nullopt);
  EXPECT_EQ(sources.presumed({file, 1, 1, 0}).line, 1u);  // before any directive
  EXPECT_EQ(sources.presumed({file, 2, 1, 0}).line, 10u);
  EXPECT_EQ(sources.presumed({file, 3, 1, 0}).line, 11u);
  EXPECT_EQ(sources.presumed({file, 1000, 1, 0}).file, "named.cg");  // a name persists
  EXPECT_EQ(sources.presumed({file, 998, 1, 0}).file, "gen.cg");
  EXPECT_EQ(sources.presumed({file, 2000, 1, 0}).line, 10000u);
}

TEST(SourceManager, CommandLineMacroInsideAnotherKeepsClimbing) {
  SourceManager sources;
  FileId file = sources.addBuffer("a.cg", "float x = OUTER;\n");
  ExpansionId outer = sources.addExpansion(MacroExpansion{"OUTER", {file, 1, 11, 0}, {}});
  // INNER is used in OUTER's -D value: its invocation has no file but sits inside OUTER's expansion.
  ExpansionId inner = sources.addExpansion(MacroExpansion{"INNER", {0, 1, 1, outer}, {}});
  SourceLoc token{0, 1, 1, inner};
  EXPECT_EQ(sources.spellingOrInvocation(token), (SourceLoc{file, 1, 11, 0}));
}

TEST(DiagnosticFormatter, MacroExpansionAndIncludeNotes) {
  SourceManager sources;
  FileId main = sources.addBuffer("main.cg", "#include \"defs.cgh\"\nfloat y = BROKEN(1);\n");
  FileId defs = sources.addBuffer("defs.cgh", "#define BROKEN(x) (x +)\n", SourceLoc{main, 1, 1, 0});
  ExpansionId e = sources.addExpansion(MacroExpansion{"BROKEN", {main, 2, 11, 0}, {defs, 1, 9, 0}});
  // The ')' of the macro body, produced by the expansion.
  Diagnostic d{DiagCode::SyntaxError, Severity::Error, {{defs, 1, 23, e}, {defs, 1, 23, e}}, "unexpected ')'", {}};
  EXPECT_EQ(DiagnosticFormatter(sources, DiagnosticStyle::Clang).format(d),
            "main.cg:2:11: error C0000: unexpected ')'\n"
            "float y = BROKEN(1);\n"
            "          ^\n"
            "defs.cgh:1:23: note: in expansion of macro 'BROKEN'\n"
            "#define BROKEN(x) (x +)\n"
            "                      ^\n");
  // A diagnostic inside the included file gets the include chain.
  Diagnostic inside{DiagCode::SyntaxError, Severity::Error, {{defs, 1, 2, 0}, {defs, 1, 2, 0}}, "oops", {}};
  std::string text = DiagnosticFormatter(sources, DiagnosticStyle::Clang).format(inside);
  EXPECT_NE(text.find("main.cg:1:1: note: included from here"), std::string::npos) << text;
}

TEST(DiagnosticFormatter, LongLinesAreWindowedAndBadBytesShownAsQuestionMarks) {
  SourceManager sources;
  std::string line(1'000'000, 'a');
  line[500'000] = '\x01';
  FileId file = sources.addBuffer("long.cg", line + "\n");
  Diagnostic d{DiagCode::InvalidCharacter, Severity::Error, {{file, 1, 500'001, 0}, {file, 1, 500'001, 0}}, "bad", {}};
  std::string text = DiagnosticFormatter(sources, DiagnosticStyle::Clang).format(d);
  EXPECT_LT(text.size(), 400u);
  EXPECT_NE(text.find("...aaaa"), std::string::npos);
  EXPECT_NE(text.find('?'), std::string::npos);
  EXPECT_EQ(text.find('\x01'), std::string::npos);
}

TEST(DiagnosticSink, SilencesWarningsByCodeOrAll) {
  Fixture f;
  f.sink.silenceWarning(DiagCode::MacroRedefined);
  f.sink.report(DiagCode::MacroRedefined, SourceLoc{f.file, 1, 1, 0}, "macro 'A' redefined");
  f.sink.report(DiagCode::UnmatchedConditional, SourceLoc{f.file, 1, 1, 0}, "unmatched #endif");
  EXPECT_EQ(f.sink.warningCount(), 1u);
  f.sink.silenceAllWarnings();
  f.sink.report(DiagCode::UnmatchedConditional, SourceLoc{f.file, 1, 1, 0}, "unmatched #endif");
  EXPECT_EQ(f.sink.warningCount(), 1u);
  // Errors are never silenced.
  f.sink.report(DiagCode::SyntaxError, SourceLoc{f.file, 1, 1, 0}, "unexpected");
  EXPECT_EQ(f.sink.errorCount(), 1u);
}

TEST(DiagnosticSink, ErrorLimitAddsOneFatalAndStops) {
  Fixture f;
  f.sink.setErrorLimit(3);
  for (int i = 0; i < 10; ++i) f.sink.report(DiagCode::SyntaxError, SourceLoc{f.file, 1, 1, 0}, "e")
                                   .notes.push_back(DiagNote{{}, "note"});
  EXPECT_TRUE(f.sink.tooManyErrors());
  ASSERT_EQ(f.sink.diagnostics().size(), 4u);
  EXPECT_EQ(f.sink.diagnostics().back().code, DiagCode::TooManyErrors);
  EXPECT_EQ(f.sink.diagnostics()[2].notes.size(), 1u);  // notes go to the diagnostic they belong to
}

TEST(DiagnosticSink, HeldGroupsAreUncountedThenRestoredInPlace) {
  Fixture f;
  SourceLoc at{f.file, 1, 1, 0};
  f.sink.report(DiagCode::SyntaxError, at, "before");
  f.sink.hold();
  f.sink.report(DiagCode::Undefined, at, "dropped").onlyWhereReached = true;
  f.sink.report(DiagCode::IncompatibleTypes, at, "kept").notes.push_back(DiagNote{{}, "its note"});
  std::vector<DiagnosticSink::Held> groups{f.sink.takeHeld()};
  EXPECT_EQ(f.sink.errorCount(), 1u);  // held diagnostics are not counted
  f.sink.report(DiagCode::SyntaxError, at, "after");
  f.sink.restore(groups, [](std::size_t group, const Diagnostic& d) { return group == 0 && !d.onlyWhereReached; });
  ASSERT_EQ(f.sink.diagnostics().size(), 3u);
  EXPECT_EQ(f.sink.diagnostics()[0].message, "before");
  EXPECT_EQ(f.sink.diagnostics()[1].message, "kept");  // at the place its hold began
  EXPECT_EQ(f.sink.diagnostics()[1].notes.size(), 1u);
  EXPECT_EQ(f.sink.diagnostics()[2].message, "after");
  EXPECT_EQ(f.sink.errorCount(), 3u);
  EXPECT_TRUE(groups.empty());
}

TEST(SourceManager, LinesAndIncludes) {
  SourceManager sources;
  FileId a = sources.addBuffer("a.cg", "one\r\ntwo\nthree\rfour\n\rsix");
  EXPECT_EQ(sources.lineText(a, 1), "one");
  EXPECT_EQ(sources.lineText(a, 2), "two");
  EXPECT_EQ(sources.lineText(a, 3), "three");  // a lone CR ends a line, as the lexer counts
  EXPECT_EQ(sources.lineText(a, 4), "four");
  EXPECT_EQ(sources.lineText(a, 5), "");       // \n then \r: two line ends
  EXPECT_EQ(sources.lineText(a, 6), "six");
  EXPECT_EQ(sources.lineText(a, 7), "");
  FileId b = sources.addBuffer("b.cg", "x", SourceLoc{a, 2, 1, 0});
  EXPECT_EQ(sources.includedFrom(b).line, 2u);
  EXPECT_FALSE(sources.openFile("/nonexistent/file.cg").has_value());
}

}  // namespace
}  // namespace cgx
