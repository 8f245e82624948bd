// printPreprocessed: the token stream as text for `cgxc -E`.
//
// - Each token goes where its presumed position says (the outermost macro invocation for macro output):
//   a token that starts a line in the source starts a line here, indented as there; short gaps become
//   blank lines and any other jump (another file, backwards, more than kMaxBlankLines, after #line) a
//   `#line N "file"` marker, so the next line is presumed line N of that file.
// - Between tokens on one line: a space where the source had white space, and wherever the two spellings
//   would otherwise lex differently (`+` `+`, `-` `>`, `1` `.5`, `/` `/`), so the output re-lexes to the
//   same tokens.
// - Pragmas are printed as `#pragma TEXT` on their own line before the token they preceded.
// - Comments, when the unit kept them (-E -C, as cgc), are printed as written, where they were written.
#include <algorithm>
#include <array>
#include <limits>
#include <string>
#include <vector>

#include "preprocess/Expander.h"
#include "preprocess/Preprocessor.h"

namespace cgx {

namespace {

constexpr std::uint32_t kMaxBlankLines = 8;

bool isWordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// pairs[a][b]: some punctuator of two or more characters contains the characters a then b, so a token
// ending in a must not be printed right before one starting with b.
const std::array<std::array<bool, 128>, 128>& punctuatorPairs() {
  static const auto table = [] {
    std::array<std::array<bool, 128>, 128> t{};
    for (std::string_view p : {"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
                               "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "::", "//", "/*"})
      for (std::size_t i = 0; i + 1 < p.size(); ++i)
        t[static_cast<unsigned char>(p[i])][static_cast<unsigned char>(p[i + 1])] = true;
    return t;
  }();
  return table;
}

bool isNumber(const Token& t) { return t.kind == TokenKind::IntLiteral || t.kind == TokenKind::FloatLiteral; }

// Whether printing `b` right after `a` could make them lex as something else.
bool needsSpace(const Token& a, const Token& b) {
  if (a.text.empty() || b.text.empty()) return false;
  char last = a.text.back(), first = b.text.front();
  if (isWordChar(last) && isWordChar(first)) return true;
  if (isNumber(a)) {
    if (isWordChar(first)) return true;                                                  // suffix or digits
    if (first == '.' && a.text.find_first_not_of("0123456789") == std::string::npos) return true;  // `1` `.5`
    if ((first == '+' || first == '-') && (last == 'e' || last == 'E')) return true;     // `1e` `+5`
  }
  if (last == '.' && (first >= '0' && first <= '9')) return true;
  // `+` then `+`, `<` then `<=`, `.` then `..`, `/` then `/`: longest match or a comment would join them.
  auto l = static_cast<unsigned char>(last), f = static_cast<unsigned char>(first);
  return a.kind != TokenKind::StringLiteral && a.kind != TokenKind::CharLiteral && l < 128 && f < 128 &&
         punctuatorPairs()[l][f];
}

bool unterminatedQuote(const Token& t) {
  if (t.kind != TokenKind::StringLiteral && t.kind != TokenKind::CharLiteral) return false;
  return t.text.size() < 2 || t.text.back() != t.text.front();
}

bool writtenBefore(const Comment& c, const Pragma& p) {
  if (c.tokenIndex != p.tokenIndex) return c.tokenIndex < p.tokenIndex;
  if (c.loc.file != p.loc.file || p.loc.expansion != 0) return false;
  return c.loc.line < p.loc.line || (c.loc.line == p.loc.line && c.loc.col < p.loc.col);
}

class Printer {
 public:
  Printer(const SourceManager& sources, PrintOptions options) : sources_(sources), options_(options) {}

  void token(const Token& t) {
    SourceLoc at = outermost(t.loc);
    bool newLine = t.atLineStart || started_ == false || forceNewLine_;
    // The first token of a line that a kept block comment began (`/* two\n lines */ b`) follows the comment.
    if (newLine && afterBlockComment_ && !forceNewLine_ && at.valid()) {
      PresumedLoc p = presumed(at);
      if (p.file == file_ && p.line == line_) newLine = false;
    }
    afterBlockComment_ = false;
    if (newLine && at.valid()) {
      PresumedLoc p = presumed(at);
      startLine(p.file, p.line);
      out_.append(indentation(at), ' ');
    } else if (newLine && started_ == false) {
      started_ = true;
    } else if (newLine) {
      out_ += '\n';
      ++line_;
    } else if (t.leadingSpace || needsSpace(previous_, t)) {
      out_ += ' ';
    }
    out_ += t.text;
    forceNewLine_ = unterminatedQuote(t);
    previous_ = t;
  }

  void pragma(const Pragma& p) {
    SourceLoc at = outermost(p.loc);
    if (at.valid()) {
      PresumedLoc where = presumed(at);
      startLine(where.file, where.line);
    } else {
      out_ += started_ ? "\n" : "";
      started_ = true;
      ++line_;
    }
    afterBlockComment_ = false;
    out_ += "#pragma";
    if (!p.text.empty()) out_ += " " + p.text;
    forceNewLine_ = true;
    previous_ = Token{};
  }

  // A kept comment (-E -C) goes where it was written: after the previous token when on its line, else at
  // the start of its own line, indented as there. Its newlines are the source's, so the lines after it keep
  // their numbers.
  void comment(const Comment& c) {
    PresumedLoc where = presumed(c.loc);
    if (started_ && where.file == file_ && where.line == line_) {
      out_ += ' ';
    } else {
      startLine(where.file, where.line);
      out_.append(indentation(c.loc), ' ');
    }
    out_ += c.text;
    for (std::size_t i = 0; i < c.text.size(); ++i)
      if (c.text[i] == '\n' || (c.text[i] == '\r' && (i + 1 == c.text.size() || c.text[i + 1] != '\n'))) ++line_;
    // A `//` comment runs to the end of its line: whatever follows must start another.
    forceNewLine_ = c.text.size() >= 2 && c.text[1] == '/';
    afterBlockComment_ = !forceNewLine_;
    previous_ = Token{};
  }

  std::string finish() {
    if (started_) out_ += '\n';
    return std::move(out_);
  }

 private:
  // SourceManager::spellingOrInvocation, with the walk up the expansion chain cached per ExpansionId (in
  // deeply nested expansions consecutive tokens share most of their chain), and one difference: it goes on
  // through an invocation that has no file but is itself in an expansion (a -D macro used in another -D
  // macro's value), where spellingOrInvocation stops.
  SourceLoc outermost(SourceLoc loc) {
    path_.clear();
    SourceLoc at = loc;
    // Allocated on the first token from a macro: zeroing 96 KB for every -E of a file without macros was
    // a third of the preprocessor fuzz target's time per input (perf, tests/fuzz).
    if (at.expansion != 0 && cache_.empty()) cache_.resize(kCacheEntries);
    while (at.expansion != 0) {
      CacheEntry& hit = cache_[at.expansion % cache_.size()];
      if (hit.id == at.expansion) {
        at = hit.outermost;
        break;
      }
      SourceLoc outer = sources_.expansion(at.expansion).invocation;
      if (!outer.valid() && outer.expansion == 0) break;
      path_.push_back(at.expansion);
      at = outer;
    }
    for (ExpansionId id : path_) cache_[id % cache_.size()] = CacheEntry{id, at};
    return at;
  }

  PresumedLoc presumed(SourceLoc at) {
    // Several tokens share a line: ask the SourceManager once per physical line.
    if (!(at.file == cachedFile_ && at.line == cachedLine_)) {
      PresumedLoc p = sources_.presumed(at);
      cachedName_ = std::string(p.file);
      cachedPresumedLine_ = p.line;
      cachedFile_ = at.file;
      cachedLine_ = at.line;
    }
    return PresumedLoc{cachedName_, cachedPresumedLine_, at.col};
  }

  // A token that begins its physical line keeps its indentation (in bytes; a tab counts one). Others, such
  // as an argument that comes first in a macro's expansion, start at column 1.
  std::size_t indentation(SourceLoc at) const {
    std::string_view text = sources_.lineText(at.file, at.line);
    std::size_t col = at.col > 0 ? at.col - 1 : 0;
    if (col > text.size()) return 0;
    for (std::size_t i = 0; i < col; ++i)
      if (text[i] != ' ' && text[i] != '\t') return 0;
    return col;
  }

  // Moves the output to the start of presumed line `line` of `file`.
  void startLine(std::string_view file, std::uint32_t line) {
    if (started_ && file == file_ && line > line_ && line - line_ <= kMaxBlankLines) {
      out_.append(line - line_, '\n');
    } else {
      if (started_) out_ += '\n';
      // Without markers (-E -P) the jump is only a new line, as in cgc and gcc.
      if (options_.lineMarkers) out_ += "#line " + std::to_string(line) + " " + pp::quoteString(file) + "\n";
      file_ = std::string(file);
    }
    line_ = line;
    started_ = true;
  }

  struct CacheEntry {
    ExpansionId id = 0;
    SourceLoc outermost;
  };
  const SourceManager& sources_;
  PrintOptions options_;
  static constexpr std::size_t kCacheEntries = 4096;
  std::vector<CacheEntry> cache_;  // kCacheEntries once a token from a macro is printed
  std::vector<ExpansionId> path_;
  std::string out_;
  std::string file_;
  std::uint32_t line_ = 0;
  bool started_ = false;
  bool forceNewLine_ = false;
  bool afterBlockComment_ = false;  // the last thing printed was a kept /* */ comment
  Token previous_;
  FileId cachedFile_ = 0;
  std::uint32_t cachedLine_ = 0;
  std::string cachedName_;
  std::uint32_t cachedPresumedLine_ = 0;
};

}  // namespace

std::string printPreprocessed(const PreprocessedUnit& unit, const SourceManager& sources, PrintOptions options) {
  Printer printer(sources, options);
  std::size_t nextPragma = 0;
  std::size_t nextComment = 0;
  // The pragmas and comments that stand before token `index`, in the order they were written (both are
  // recorded with the number of tokens before them; at the same number, by position when in one file).
  auto printUpTo = [&](std::size_t index) {
    for (;;) {
      const Pragma* pragma = nextPragma < unit.pragmas.size() && unit.pragmas[nextPragma].tokenIndex <= index
                                 ? &unit.pragmas[nextPragma] : nullptr;
      const Comment* comment = nextComment < unit.comments.size() && unit.comments[nextComment].tokenIndex <= index
                                   ? &unit.comments[nextComment] : nullptr;
      if (pragma == nullptr && comment == nullptr) return;
      if (comment != nullptr && (pragma == nullptr || writtenBefore(*comment, *pragma))) {
        printer.comment(*comment);
        ++nextComment;
      } else {
        printer.pragma(*pragma);
        ++nextPragma;
      }
    }
  };
  for (std::size_t i = 0; i < unit.tokens.size(); ++i) {
    printUpTo(i);
    const Token& t = unit.tokens[i];
    if (t.kind == TokenKind::EndOfFile) break;
    printer.token(t);
  }
  printUpTo(std::numeric_limits<std::size_t>::max());
  return printer.finish();
}

}  // namespace cgx
