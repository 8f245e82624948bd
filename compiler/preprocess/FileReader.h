// FileReader: the stack of open files, with directives and conditional groups applied. It is the base
// TokenSource of the main Expander: next() returns the tokens of active groups, in order, across #include.
//
// - A directive is a '#' that is the first token of a line in a file (never one produced by a macro). It is
//   handled as soon as the lexer reaches it, also while a macro's arguments are being collected; but it
//   ends the search for the '(' after a function-like macro name (as in GCC), so `F` newline `#define X`
//   newline `(1)` is no invocation.
// - The end of an #included file comes through as an EndOfFile token with PPToken::IncludeEnd, so a
//   function-like macro name at the end of a file is not invoked by a '(' in the includer, and an argument
//   list cannot run past the end of the file it started in (C0106). The end of the main file is an
//   EndOfFile without the flag, repeated on every later call.
// - Skipped groups are lexed quietly (no diagnostics but an unterminated comment); in them only the
//   conditional directives are looked at, so unknown directives there are not errors (as in cgc).
// - Limits: maxIncludeDepth (C0151: the include stack is then unwound to the main file, so even a file that
//   includes itself twice ends after maxIncludeDepth files, not 2^64) and maxConditionalDepth (C0156: the
//   deeper group is skipped to its #endif, counted without a stack).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "preprocess/Expander.h"
#include "preprocess/Lexer.h"

namespace cgx::pp {

class FileReader final : public TokenSource {
 public:
  FileReader(ExpansionState& state, PreprocessedUnit& unit);
  ~FileReader() override;

  void start(FileId mainFile);
  PPToken next() override;
  const PPToken& peekForParen() override;

 private:
  struct Conditional {
    Token directive;  // the directive's name token: `if`, `ifdef` or `ifndef`
    bool active = false;
    bool taken = false;  // some group of this #if has been (or, when nested in a skipped group, counts as) taken
    bool inElse = false;
  };
  struct Frame {
    Frame(std::string_view text, FileId id, DiagnosticSink* diagnostics, std::string p)
        : file(id), lexer(text, id, diagnostics), path(std::move(p)) {}
    FileId file;
    Lexer lexer;
    std::string path;  // as opened: for "the including file's folder" and cycle detection
    std::vector<Conditional> conditionals;
    unsigned overflowSkip = 0;  // > 0: inside a group past maxConditionalDepth, skipped to its #endif
    bool skipping() const { return overflowSkip > 0 || (!conditionals.empty() && !conditionals.back().active); }
  };

  PPToken read(bool stopAtDirective);
  void keepComments(Frame& frame);  // hands the frame's lexer the unit's comment list under -C
  void directive(Frame& frame, const Token& hash);
  bool conditionalDirective(Frame& frame, const Token& name);
  void pushConditional(Frame& frame, const Token& name, bool active, bool taken);
  void endOfFile(Frame& frame);
  void popFrame();
  std::vector<Token> lineTokens(Frame& frame);
  std::vector<PPToken> expandLine(const std::vector<Token>& tokens, SourceLoc end, bool ifMode, bool* ifError);
  bool evaluateCondition(Frame& frame, const Token& name);

  void defineDirective(Frame& frame, const Token& name);
  void undefDirective(Frame& frame, const Token& name);
  void includeDirective(Frame& frame, const Token& hash, const Token& name);
  void lineDirective(Frame& frame, const Token& name);
  void errorDirective(Frame& frame, const Token& name);
  void warningDirective(Frame& frame, const Token& name);
  void pragmaDirective(Frame& frame, const Token& hash, const Token& name);
  // The paths an #include of `name` may name, in search order (normalized).
  std::vector<std::string> includeCandidates(const std::string& name, bool angled, const Frame& includer) const;
  // The first candidate that is a file on disk.
  static std::optional<std::string> firstOnDisk(const std::vector<std::string>& candidates);

  ExpansionState& state_;
  PreprocessedUnit& unit_;
  std::vector<std::unique_ptr<Frame>> frames_;
  std::size_t openConditionals_ = 0;  // over all frames, against maxConditionalDepth
  std::optional<PPToken> peeked_;
  std::optional<Token> pendingHash_;  // a directive's '#' met by peekForParen, handled by the next read
  PPToken notParen_;                  // what peekForParen answers when a directive comes first
  PPToken end_;                       // the main file's EndOfFile, once reached
  bool finished_ = false;
  bool unwindIncludes_ = false;       // set by C0151: pop every #included file
};

}  // namespace cgx::pp
