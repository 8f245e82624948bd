// Unit tests for the Cg lexer: every token kind, literal suffixes, splices, line ends, bad bytes.
#include <gtest/gtest.h>

#include "preprocess/Lexer.h"

namespace cgx::pp {
namespace {

struct Lexed {
  std::vector<Token> tokens;
  std::vector<Diagnostic> diagnostics;
};

Lexed lexAll(std::string_view text, bool quiet = false) {
  SourceManager sources;
  FileId file = sources.addBuffer("t.cg", std::string(text));
  DiagnosticSink sink(sources);
  Lexer lexer(sources.text(file), file, &sink);
  lexer.setQuiet(quiet);
  Lexed out;
  for (Token t = lexer.next(); t.kind != TokenKind::EndOfFile; t = lexer.next()) out.tokens.push_back(t);
  out.diagnostics = sink.diagnostics();
  return out;
}

std::vector<std::string> spellings(std::string_view text) {
  std::vector<std::string> out;
  for (const Token& t : lexAll(text).tokens) out.push_back(t.text);
  return out;
}

using Strings = std::vector<std::string>;

TEST(Lexer, EmptyInputIsEndOfFile) {
  EXPECT_TRUE(lexAll("").tokens.empty());
  EXPECT_TRUE(lexAll("  \n\t\v\f  \r\n").tokens.empty());
  EXPECT_TRUE(lexAll("// comment only").tokens.empty());
}

TEST(Lexer, EveryTokenKind) {
  Lexed l = lexAll("name 12 1.5 \"str\" 'c' += @");
  ASSERT_EQ(l.tokens.size(), 7u);
  EXPECT_EQ(l.tokens[0].kind, TokenKind::Identifier);
  EXPECT_EQ(l.tokens[1].kind, TokenKind::IntLiteral);
  EXPECT_EQ(l.tokens[2].kind, TokenKind::FloatLiteral);
  EXPECT_EQ(l.tokens[3].kind, TokenKind::StringLiteral);
  EXPECT_EQ(l.tokens[4].kind, TokenKind::CharLiteral);
  EXPECT_EQ(l.tokens[5].kind, TokenKind::Punctuator);
  EXPECT_EQ(l.tokens[6].kind, TokenKind::Invalid);
  ASSERT_EQ(l.diagnostics.size(), 1u);
  EXPECT_EQ(l.diagnostics[0].code, DiagCode::InvalidCharacter);
}

TEST(Lexer, Identifiers) {
  EXPECT_EQ(spellings("a _b c9 __VA_ARGS__ float4x4 _"), (Strings{"a", "_b", "c9", "__VA_ARGS__", "float4x4", "_"}));
}

TEST(Lexer, PunctuatorsLongestMatch) {
  EXPECT_EQ(spellings("<<= >>= ... -> ++ -- << >> <= >= == != && || *= /= %= += -= &= ^= |= ## :: #"),
            (Strings{"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=",
                     "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "::", "#"}));
  EXPECT_EQ(spellings("[](){}.&*+-~!/%<>^|?:;=,"),
            (Strings{"[", "]", "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|",
                     "?", ":", ";", "=", ","}));
  EXPECT_EQ(spellings("a+++b"), (Strings{"a", "++", "+", "b"}));
  EXPECT_EQ(spellings("x<<=<<y"), (Strings{"x", "<<=", "<<", "y"}));
  EXPECT_EQ(spellings(".."), (Strings{".", "."}));
  EXPECT_EQ(spellings("...."), (Strings{"...", "."}));
  EXPECT_EQ(spellings(":::"), (Strings{"::", ":"}));
  EXPECT_EQ(spellings("###"), (Strings{"##", "#"}));
  // No digraphs: cgc has none.
  EXPECT_EQ(spellings("<: %>"), (Strings{"<", ":", "%", ">"}));
}

TEST(Lexer, IntegerLiterals) {
  for (std::string_view s : {"0", "7", "42", "0x0", "0XfF", "0777", "10u", "10U", "10l", "10L", "10ul", "10LU", "0x10u",
                             "1ll", "1ULL"}) {
    Lexed l = lexAll(s);
    ASSERT_EQ(l.tokens.size(), 1u) << s;
    EXPECT_EQ(l.tokens[0].kind, TokenKind::IntLiteral) << s;
    EXPECT_EQ(l.tokens[0].text, s);
    EXPECT_TRUE(classifyNumber(s).valid) << s;
  }
  EXPECT_TRUE(classifyNumber("10u").isUnsigned);
  EXPECT_FALSE(classifyNumber("10l").isUnsigned);
}

TEST(Lexer, FloatLiterals) {
  for (std::string_view s : {"1.0", ".5", "1.", "0.0", "1e5", "1E5", "1e+5", "1e-3", "2.5e+2", ".5e-2", "1.f", "1.5f",
                             "1.0F", "1.0h", "1.0H", "1.0x", "1.0X", "1f", "2h", "3x", "08.5", "1e5f"}) {
    Lexed l = lexAll(s);
    ASSERT_EQ(l.tokens.size(), 1u) << s;
    EXPECT_EQ(l.tokens[0].kind, TokenKind::FloatLiteral) << s;
    EXPECT_EQ(l.tokens[0].text, s);
    EXPECT_TRUE(classifyNumber(s).valid) << s;
  }
}

TEST(Lexer, NumbersAreLongestLiteralsNotPpNumbers) {
  // Swizzles of literals are valid Cg (cgc compiles them).
  EXPECT_EQ(spellings("1.0.xxxx"), (Strings{"1.0", ".", "xxxx"}));
  EXPECT_EQ(spellings("1.xxxx"), (Strings{"1.x", "xxx"}));
  EXPECT_EQ(spellings("1.0fx"), (Strings{"1.0f", "x"}));
  EXPECT_EQ(spellings("1.5.5"), (Strings{"1.5", ".5"}));
  EXPECT_EQ(spellings("0x1.0"), (Strings{"0x1", ".0"}));
  EXPECT_EQ(spellings("1u.x"), (Strings{"1u", ".", "x"}));
  EXPECT_EQ(spellings("1_0"), (Strings{"1", "_0"}));
  EXPECT_EQ(spellings("1+2"), (Strings{"1", "+", "2"}));
  EXPECT_EQ(spellings("1e+2+3"), (Strings{"1e+2", "+", "3"}));
}

TEST(Lexer, MalformedNumbersAreOneTokenJudgedLater) {
  struct Case {
    std::string_view text;
    TokenKind kind;
  } cases[] = {{"09", TokenKind::IntLiteral},   {"0x", TokenKind::IntLiteral},    {"1abc", TokenKind::IntLiteral},
               {"1i", TokenKind::IntLiteral},   {"0x1G", TokenKind::IntLiteral},  {"1e", TokenKind::FloatLiteral},
               {"1e+", TokenKind::FloatLiteral}, {"1.0e", TokenKind::FloatLiteral}, {"1uu", TokenKind::IntLiteral}};
  for (const Case& c : cases) {
    Lexed l = lexAll(c.text);
    ASSERT_EQ(l.tokens.size(), 1u) << c.text;
    EXPECT_EQ(l.tokens[0].text, c.text);
    EXPECT_EQ(l.tokens[0].kind, c.kind) << c.text;
    EXPECT_TRUE(l.diagnostics.empty()) << c.text;  // reported where used, not by the lexer
    NumberInfo info = classifyNumber(c.text);
    EXPECT_FALSE(info.valid) << c.text;
    EXPECT_FALSE(info.problem.empty());
  }
}

TEST(Lexer, StringsAndChars) {
  Lexed l = lexAll(R"("a \"quoted\" \\ word" 'x' '\'' '\\' "" '')");
  ASSERT_EQ(l.tokens.size(), 6u);
  EXPECT_EQ(l.tokens[0].text, R"("a \"quoted\" \\ word")");
  EXPECT_EQ(l.tokens[1].text, "'x'");
  EXPECT_EQ(l.tokens[2].text, R"('\'')");
  EXPECT_EQ(l.tokens[3].text, R"('\\')");
  EXPECT_EQ(l.tokens[4].kind, TokenKind::StringLiteral);
  EXPECT_EQ(l.tokens[5].kind, TokenKind::CharLiteral);
  EXPECT_TRUE(l.diagnostics.empty());
  // Comment markers inside strings are text.
  EXPECT_EQ(spellings(R"("// not a comment" "/* nor this */")"), (Strings{R"("// not a comment")", R"("/* nor this */")"}));
}

TEST(Lexer, UnterminatedStringEndsAtLineEnd) {
  Lexed l = lexAll("x = \"abc\ny 'q\n");
  ASSERT_EQ(l.tokens.size(), 5u);
  EXPECT_EQ(l.tokens[2].text, "\"abc");
  EXPECT_EQ(l.tokens[3].text, "y");
  EXPECT_EQ(l.tokens[4].text, "'q");
  ASSERT_EQ(l.diagnostics.size(), 2u);
  EXPECT_EQ(l.diagnostics[0].code, DiagCode::UnterminatedString);
  EXPECT_EQ(l.diagnostics[0].span.begin.line, 1u);
  EXPECT_EQ(l.diagnostics[0].span.begin.col, 5u);
  EXPECT_EQ(l.diagnostics[1].span.begin.line, 2u);
}

TEST(Lexer, Comments) {
  EXPECT_EQ(spellings("a // b c\nd /* e\nf */ g"), (Strings{"a", "d", "g"}));
  EXPECT_EQ(spellings("a/**/b"), (Strings{"a", "b"}));
  EXPECT_EQ(spellings("a/*/b*/c"), (Strings{"a", "c"}));
  EXPECT_EQ(spellings("/ /"), (Strings{"/", "/"}));
  Lexed l = lexAll("a/**/b");
  EXPECT_TRUE(l.tokens[1].leadingSpace);  // a comment is white space
}

TEST(Lexer, UnterminatedCommentReportedAtItsStartEvenWhenQuiet) {
  Lexed l = lexAll("x\n  /* never\nclosed", true);
  ASSERT_EQ(l.tokens.size(), 1u);
  ASSERT_EQ(l.diagnostics.size(), 1u);
  EXPECT_EQ(l.diagnostics[0].code, DiagCode::UnterminatedComment);
  EXPECT_EQ(l.diagnostics[0].span.begin.line, 2u);
  EXPECT_EQ(l.diagnostics[0].span.begin.col, 3u);
}

TEST(Lexer, LineSplicesAnywhere) {
  EXPECT_EQ(spellings("lo\\\nng"), (Strings{"long"}));
  EXPECT_EQ(spellings("<\\\n<\\\n="), (Strings{"<<="}));
  EXPECT_EQ(spellings("1.\\\n5e\\\n+2"), (Strings{"1.5e+2"}));
  EXPECT_EQ(spellings("\"ab\\\ncd\""), (Strings{"\"abcd\""}));
  EXPECT_EQ(spellings("a // comment \\\n continued\nb"), (Strings{"a", "b"}));
  EXPECT_EQ(spellings("x\\\r\ny"), (Strings{"xy"}));
  // A backslash not followed by a newline is a stray byte (white space after it is not a splice).
  Lexed l = lexAll("a \\ \nb");
  ASSERT_EQ(l.tokens.size(), 3u);
  EXPECT_EQ(l.tokens[1].kind, TokenKind::Invalid);
}

TEST(Lexer, LocationsArePhysicalLinesAndByteColumns) {
  Lexed l = lexAll("ab cd\n\tef\nlo\\\nng x");
  ASSERT_EQ(l.tokens.size(), 5u);
  EXPECT_EQ(l.tokens[1].loc.line, 1u);
  EXPECT_EQ(l.tokens[1].loc.col, 4u);
  EXPECT_EQ(l.tokens[2].loc.line, 2u);
  EXPECT_EQ(l.tokens[2].loc.col, 2u);  // a tab is one byte
  EXPECT_EQ(l.tokens[3].loc.line, 3u);  // a spliced token starts where its first character is
  EXPECT_EQ(l.tokens[3].loc.col, 1u);
  EXPECT_EQ(l.tokens[4].loc.line, 4u);  // after a splice, lines go on counting physically
  EXPECT_EQ(l.tokens[4].loc.col, 4u);
}

TEST(Lexer, CrLfAndLoneCrEndLines) {
  Lexed crlf = lexAll("a\r\nb\r\n\r\nc");
  ASSERT_EQ(crlf.tokens.size(), 3u);
  EXPECT_EQ(crlf.tokens[1].loc.line, 2u);
  EXPECT_EQ(crlf.tokens[2].loc.line, 4u);
  EXPECT_TRUE(crlf.tokens[2].atLineStart);
  EXPECT_EQ(crlf.tokens[2].loc.col, 1u);
  Lexed cr = lexAll("a\rb\r\rc d");
  ASSERT_EQ(cr.tokens.size(), 4u);
  EXPECT_EQ(cr.tokens[1].loc.line, 2u);
  EXPECT_TRUE(cr.tokens[1].atLineStart);
  EXPECT_EQ(cr.tokens[2].loc.line, 4u);
  EXPECT_EQ(cr.tokens[3].loc.col, 3u);
}

TEST(Lexer, LineStartAndLeadingSpace) {
  Lexed l = lexAll("a b\n  c/* x */d\n/*\n*/e");
  ASSERT_EQ(l.tokens.size(), 5u);
  EXPECT_TRUE(l.tokens[0].atLineStart);
  EXPECT_FALSE(l.tokens[0].leadingSpace);
  EXPECT_FALSE(l.tokens[1].atLineStart);
  EXPECT_TRUE(l.tokens[1].leadingSpace);
  EXPECT_TRUE(l.tokens[2].atLineStart);
  EXPECT_FALSE(l.tokens[3].atLineStart);
  EXPECT_TRUE(l.tokens[3].leadingSpace);
  EXPECT_TRUE(l.tokens[4].atLineStart);  // a newline before the comment still counts
}

TEST(Lexer, BadBytesOneTokenAndOneDiagnosticPerRun) {
  Lexed l = lexAll(std::string("a @@$` b \x01\x02\x7f c") + '\0' + "d");
  ASSERT_EQ(l.tokens.size(), 7u);
  EXPECT_EQ(l.tokens[1].kind, TokenKind::Invalid);
  EXPECT_EQ(l.tokens[1].text, "@@$`");
  EXPECT_EQ(l.tokens[3].text, "\x01\x02\x7f");
  EXPECT_EQ(l.tokens[5].text, std::string("\0", 1));
  EXPECT_EQ(l.tokens[6].text, "d");
  ASSERT_EQ(l.diagnostics.size(), 3u);
  for (const Diagnostic& d : l.diagnostics) EXPECT_EQ(d.code, DiagCode::InvalidCharacter);
  EXPECT_EQ(l.diagnostics[0].message, "invalid characters '@@$`' in source");
  EXPECT_EQ(l.diagnostics[1].message, "invalid characters '\\x01\\x02\\x7f' in source");
  EXPECT_EQ(l.diagnostics[2].message, "invalid character '\\x00' in source");
  EXPECT_EQ(l.diagnostics[0].span.begin.col, 3u);
  EXPECT_EQ(l.diagnostics[0].span.end.col, 6u);
}

TEST(Lexer, Utf8) {
  // Valid non-ASCII outside comments and strings: C0153; invalid UTF-8: C0154; comments take anything.
  Lexed l = lexAll("// caf\xe9 \xff\n\"\xc3\xa9\" \xc3\xa9 \xe9\xff x");
  ASSERT_EQ(l.tokens.size(), 4u);
  EXPECT_EQ(l.tokens[0].kind, TokenKind::StringLiteral);
  EXPECT_EQ(l.tokens[1].kind, TokenKind::Invalid);
  EXPECT_EQ(l.tokens[1].text, "\xc3\xa9");
  EXPECT_EQ(l.tokens[2].text, "\xe9\xff");
  ASSERT_EQ(l.diagnostics.size(), 2u);
  EXPECT_EQ(l.diagnostics[0].code, DiagCode::InvalidCharacter);
  EXPECT_EQ(l.diagnostics[1].code, DiagCode::InvalidUtf8);
  Lexed s = lexAll("\"a\xff\xfe b\"");
  ASSERT_EQ(s.tokens.size(), 1u);
  ASSERT_EQ(s.diagnostics.size(), 1u);  // once per string
  EXPECT_EQ(s.diagnostics[0].code, DiagCode::InvalidUtf8);
  // Overlong encodings and surrogates are not valid UTF-8.
  EXPECT_EQ(utf8SequenceLength("\xc0\x80"), 0u);
  EXPECT_EQ(utf8SequenceLength("\xed\xa0\x80"), 0u);
  EXPECT_EQ(utf8SequenceLength("\xf4\x90\x80\x80"), 0u);
  EXPECT_EQ(utf8SequenceLength("\xf0\x9f\x98\x80"), 4u);
  EXPECT_EQ(utf8SequenceLength("\xe2\x82"), 0u);  // truncated
}

TEST(Lexer, ByteOrderMarkIsSkipped) {
  Lexed l = lexAll("\xEF\xBB\xBF#define");
  ASSERT_EQ(l.tokens.size(), 2u);
  EXPECT_EQ(l.tokens[0].text, "#");
  EXPECT_TRUE(l.tokens[0].atLineStart);
  EXPECT_TRUE(l.diagnostics.empty());
}

TEST(Lexer, QuietModeSuppressesRecoverableDiagnostics) {
  Lexed l = lexAll("@ \"open\n'x\n\xff", true);
  EXPECT_EQ(l.tokens.size(), 4u);
  EXPECT_TRUE(l.diagnostics.empty());
}

TEST(Lexer, DirectiveHelpers) {
  SourceManager sources;
  std::string text = "# define X /* a\n comment */ 1 // c\nnext\n#include <a b.h> x\n#error  do  /*c*/ \"a // b\"\n#error don't /*c*/ x\nz";
  FileId file = sources.addBuffer("d.cg", text);
  DiagnosticSink sink(sources);
  Lexer lexer(sources.text(file), file, &sink);
  Token hash = lexer.next();
  EXPECT_EQ(hash.text, "#");
  std::vector<std::string> line;
  for (Token t = lexer.nextInLine(); t.kind != TokenKind::EndOfFile; t = lexer.nextInLine()) line.push_back(t.text);
  EXPECT_EQ(line, (Strings{"define", "X", "1"}));  // the comment's newline does not end the line
  Token next = lexer.next();
  EXPECT_EQ(next.text, "next");
  EXPECT_TRUE(next.atLineStart);
  lexer.next();  // '#'
  EXPECT_EQ(lexer.nextInLine().text, "include");
  std::optional<Lexer::HeaderName> header = lexer.headerName();
  ASSERT_TRUE(header.has_value());
  EXPECT_EQ(header->text, "<a b.h>");
  EXPECT_TRUE(header->terminated);
  EXPECT_EQ(header->loc.col, 10u);
  EXPECT_EQ(lexer.nextInLine().text, "x");
  EXPECT_EQ(lexer.nextInLine().kind, TokenKind::EndOfFile);
  lexer.next();  // '#'
  EXPECT_EQ(lexer.nextInLine().text, "error");
  EXPECT_FALSE(lexer.headerName().has_value());
  EXPECT_EQ(lexer.restOfLine(), "do \"a // b\"");
  lexer.next();  // '#'
  lexer.nextInLine();
  EXPECT_EQ(lexer.restOfLine(), "don't /*c*/ x");  // an unmatched quote keeps the rest of the line as written
  EXPECT_EQ(lexer.next().text, "z");
  EXPECT_TRUE(sink.diagnostics().empty());
}

TEST(Lexer, OneTokenCheckForPasting) {
  TokenKind kind;
  EXPECT_TRUE(lexesAsOneToken("xy", kind));
  EXPECT_EQ(kind, TokenKind::Identifier);
  EXPECT_TRUE(lexesAsOneToken("++", kind));
  EXPECT_TRUE(lexesAsOneToken("1e5", kind));
  EXPECT_EQ(kind, TokenKind::FloatLiteral);
  EXPECT_TRUE(lexesAsOneToken("1e", kind));  // malformed but one token: judged where it is used
  EXPECT_FALSE(lexesAsOneToken("x+", kind));
  EXPECT_FALSE(lexesAsOneToken("//", kind));
  EXPECT_FALSE(lexesAsOneToken("/*", kind));
  EXPECT_FALSE(lexesAsOneToken("\"a", kind));
  EXPECT_FALSE(lexesAsOneToken("@", kind));
  EXPECT_FALSE(lexesAsOneToken("", kind));
}

TEST(Lexer, DescribeBytes) {
  EXPECT_EQ(describeBytes("ab"), "ab");
  EXPECT_EQ(describeBytes(std::string("\0\x1f", 2)), "\\x00\\x1f");
  EXPECT_EQ(describeBytes("\xc3\xa9\xff"), "\xc3\xa9\\xff");
  EXPECT_EQ(describeBytes(std::string(40, '@'), 4), "@@@@...");
}

TEST(Lexer, TruncatedInputNeverReadsPastTheEnd) {
  std::string text = "#define F(a, b) \"str\\\n\" 'c' /* x */ 1.5e+3f 0x1F <<= @\xc3\xa9\\";
  for (std::size_t n = 0; n <= text.size(); ++n) {
    std::string prefix = text.substr(0, n);
    Lexed l = lexAll(prefix);
    std::size_t total = 0;
    for (const Token& t : l.tokens) total += t.text.size();
    EXPECT_LE(total, prefix.size());
  }
}

}  // namespace
}  // namespace cgx::pp
