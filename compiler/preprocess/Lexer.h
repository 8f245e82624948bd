// Lexer: turns one source buffer into Cg preprocessing tokens.
//
// - Translation phases 1-3 happen on the fly: backslash-newline is removed wherever it appears (a token's
//   text never contains it), `\n`, `\r\n` and a lone `\r` all end a line, comments become white space.
//   A UTF-8 byte order mark at the start of the buffer is skipped. (SourceManager::lineText splits lines
//   at `\n` only, so caret lines of a file with lone `\r` line ends show the wrong text.)
// - Numbers are lexed the way cgc lexes them, not as C pp-numbers: the longest literal, so `1.0.xxxx` is
//   `1.0` `.` `xxxx` (a swizzle of a literal, which is valid Cg). An integer swallows the letters after it as
//   its suffix (`1abc` is one malformed literal, as in cgc). Malformed literals are not reported here:
//   classifyNumber() judges them where they are used (output, #if), because `##` may still repair them.
// - Bytes that cannot start a token (NUL, control bytes, `@`, `$`, backtick, a stray backslash, non-ASCII
//   outside comments and strings) become one Invalid token per run, with one C0153 (or C0154 when the run
//   is not valid UTF-8). Comments may contain any bytes (legacy sources have Latin-1 comments); strings
//   must be valid UTF-8 (C0154).
// - Locations are physical: 1-based line and byte column of the token's first character.
// - Quiet mode (skipped #if groups) suppresses every diagnostic except an unterminated comment, which
//   swallows the rest of the file whatever the group.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "preprocess/Token.h"

namespace cgx::pp {

class Lexer {
 public:
  // `diagnostics` may be null: nothing is reported, hadError() still says whether something was wrong.
  Lexer(std::string_view text, FileId file, DiagnosticSink* diagnostics);

  // The next token, skipping white space, newlines and comments; EndOfFile (repeatedly) at the end.
  Token next();
  // The next token on the current logical line, or an EndOfFile token at the end of the line. The newline
  // itself is not consumed, so next() afterwards returns the first token of the next line with atLineStart.
  Token nextInLine();
  // Discards the rest of the logical line (quietly).
  void skipLine();
  // For `#include <name>`: when the rest of the line starts with '<', consumes up to and including the
  // matching '>' on this line and returns the text with its brackets (`terminated` false when '>' is
  // missing: then the rest of the line is consumed). Returns nullopt, consuming only blanks, otherwise.
  struct HeaderName {
    std::string text;
    SourceLoc loc;
    bool terminated = true;
  };
  std::optional<HeaderName> headerName();
  // For #error and #warning: the rest of the logical line as written, comments replaced by a space,
  // white space runs collapsed to one space, trimmed. Quoted text is kept even if unterminated.
  std::string restOfLine();

  void setQuiet(bool quiet) { quiet_ = quiet; }
  // `cgxc -E -C`: comments met between tokens by next() are appended to `sink` (not those on a directive's
  // line, read by nextInLine and skipLine, nor any in a skipped group: cgc drops those too).
  void keepComments(std::vector<Comment>* sink) { comments_ = sink; }
  bool hadError() const { return hadError_; }
  std::uint32_t line() const { return line_; }  // physical line of the current position
  SourceLoc here() const;

 private:
  int peek(std::size_t ahead = 0) const;  // the byte `ahead` characters on (splices skipped), -1 at the end
  void advance();                         // consume one character
  void consumeNewline();                  // at '\n' or '\r'
  void skipSplices();                     // past backslash-newlines at pos_, counting lines
  // Skips white space and comments; stops before a newline when `stopAtNewline`. Returns true when
  // anything was skipped.
  bool skipBlanks(bool stopAtNewline);
  void skipBlockComment();
  Token lexToken();
  // Lexes the next token and records the layout around it (for -E and stringizing).
  Token lexAfterBlanks(bool skippedBlanks);
  void lexNumber();
  void lexQuoted(char quote, Token& token);
  void lexBadRun(Token& token);
  std::string spelling(std::size_t begin, std::size_t end) const;
  void report(DiagCode code, SourceLoc loc, std::uint32_t length, std::string message);

  std::string_view text_;
  FileId file_;
  DiagnosticSink* diagnostics_;
  std::vector<Comment>* comments_ = nullptr;
  std::size_t pos_ = 0;
  std::uint32_t line_ = 1;
  std::size_t lineStart_ = 0;
  std::size_t splices_ = 0;  // splices skipped so far: a token whose span saw none is a plain slice
  bool atLineStart_ = true;
  bool quiet_ = false;
  bool hadError_ = false;
};

// --- helpers shared by the lexer, the preprocessor and the tests ---

// What a numeric literal's spelling is, by Cg's rules (checked against cgc 3.1): decimal, octal (leading 0)
// or hex (0x) integers with an optional u/U and l/L suffix; floats with digits and/or a fraction and an
// optional exponent, or an integer with a float suffix (`1f`), with an optional suffix f F h H x X.
struct NumberInfo {
  TokenKind kind = TokenKind::IntLiteral;
  bool valid = false;
  bool isUnsigned = false;   // integer with a u/U suffix
  bool badIntegerSuffix = false;  // malformed only in its suffix: cgc's own code C0129
  std::string problem;       // why it is malformed, for the diagnostic
};
NumberInfo classifyNumber(std::string_view spelling);
// The code a malformed number is reported under: C0129 for a bad integer suffix, as cgc, else C0160.
DiagCode numberDiagCode(const NumberInfo& info);

// Whether `text` lexes as exactly one valid token (for `##`). Sets `kind` when it does.
bool lexesAsOneToken(std::string_view text, TokenKind& kind);

// A run of bytes described for a message: printable ASCII as is, other bytes as \xNN, valid UTF-8 kept;
// cut with "..." after `maxChars` characters.
std::string describeBytes(std::string_view bytes, std::size_t maxChars = 16);

// Length of the valid UTF-8 sequence at `text[0]` (1 for ASCII), or 0 when it is not valid UTF-8.
std::size_t utf8SequenceLength(std::string_view text);

}  // namespace cgx::pp
