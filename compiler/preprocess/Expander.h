// Expander: C99 macro expansion (6.10.3) over a token source, in the way GCC implements the standard.
//
// - A stack of contexts holds replacement lists being rescanned. While a macro's context is on the stack the
//   macro is disabled; an identifier naming a disabled macro is painted (PPToken::NoExpand) when it is read
//   and is never expanded again, wherever it goes. A context is popped only when a token past its end is
//   needed, so the last token of `#define f f` is still painted, and an invocation whose ')' lies beyond
//   the end of a context (`#define h g(~` ... `h 5)`) pops it while collecting arguments.
// - Arguments are collected unexpanded, then each is fully expanded on its own (a nested Expander over the
//   argument's tokens, which cannot read past them) before substitution, except next to # and ##.
// - The only recursion is that argument pre-expansion (enter a macro -> expand an argument -> enter a
//   macro ...); it is bounded, like the context stack, by ExpansionState::nesting <= maxExpansionDepth, and
//   in any case by kMaxArgumentNesting, whatever the options say, because each level takes C++ stack
//   (about 1 KB, 8 KB under AddressSanitizer).
//   Every token collected as an argument or produced by a substitution counts against maxOutputTokens, so
//   exponential growth stops early even when the result would be discarded, and deep nesting around a
//   large argument (work = depth x size) stops too. Hitting either limit reports C0152 and ends the
//   run: nothing more is expanded and the rest of the input is not read.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "diag/DiagnosticSink.h"
#include "preprocess/Macro.h"
#include "preprocess/Preprocessor.h"
#include "preprocess/Token.h"

namespace cgx::pp {

struct PPToken {
  enum Flag : std::uint8_t {
    NoExpand = 1,     // painted: names a macro that was disabled when the token was read
    Placemarker = 2,  // an empty argument next to ## (C99 6.10.3.3); never leaves substitution
    IncludeEnd = 4,   // an EndOfFile that only ends an #included file
  };
  Token tok;
  std::uint8_t flags = 0;
};

// Where an Expander reads tokens from when no macro context is active.
class TokenSource {
 public:
  virtual ~TokenSource() = default;
  virtual PPToken next() = 0;
  // The token next() would return, for deciding whether a function-like macro name is followed by '('.
  // A file source answers "not '('" when a directive comes first: as in GCC, a directive ends the search.
  virtual const PPToken& peekForParen() = 0;
};

// A fixed list of tokens followed by EndOfFile (repeatedly).
class VectorSource final : public TokenSource {
 public:
  explicit VectorSource(std::vector<PPToken> tokens, SourceLoc end = {});
  PPToken next() override;
  const PPToken& peekForParen() override;

 private:
  std::vector<PPToken> tokens_;
  std::size_t pos_ = 0;
  PPToken end_;
};

// State shared by every Expander of one preprocessing run.
struct ExpansionState {
  ExpansionState(SourceManager& s, DiagnosticSink& d, const PreprocessorOptions& o, MacroTable& m)
      : sources(s), diagnostics(d), options(o), macros(m) {}
  SourceManager& sources;
  DiagnosticSink& diagnostics;
  const PreprocessorOptions& options;
  MacroTable& macros;
  unsigned nesting = 0;        // invocations being substituted or rescanned right now
  unsigned argumentNesting = 0;  // arguments being pre-expanded inside each other (C++ recursion depth)
  std::size_t work = 0;        // tokens collected as arguments or produced by substitution so far
  bool stopped = false;        // a limit was hit (C0152 reported): nothing more is expanded, the run ends

  // Reports C0152 once, at `where`, and sets `stopped`.
  void stop(SourceSpan where, const std::string& message);
  // Adds to `work`; past maxOutputTokens, stops (at `where`, blaming `what`) and returns false.
  bool spend(std::size_t tokens, const Token& where, const char* what = "macro expansion");
};

constexpr unsigned kMaxArgumentNesting = limits::kArgumentNesting;

class Expander {
 public:
  Expander(ExpansionState& state, TokenSource& base) : state_(state), base_(base) {}
  ~Expander();
  Expander(const Expander&) = delete;
  Expander& operator=(const Expander&) = delete;

  // The next token after macro expansion; EndOfFile when the base source ends (an #included file's end
  // comes through as EndOfFile with IncludeEnd).
  PPToken get();

  // #if/#elif mode: `defined X` and `defined ( X )` become 1 or 0, their operand unexpanded. A malformed
  // `defined` is reported (C0105) and sets ifError().
  void setIfMode(bool on) { ifMode_ = on; }
  bool ifError() const { return ifError_; }

 private:
  struct Context {
    std::vector<PPToken> tokens;
    std::size_t pos = 0;
    // Disabled while the context is on the stack. Directives run only when the main Expander reads its
    // file, that is when no context is left, so a definition cannot go away under its context, except one
    // that a directive in its own arguments #undefs: a function-like macro's context owns its definition.
    const Macro* macro = nullptr;
    std::shared_ptr<const Macro> owner;
  };
  enum class Entered { Expanded, NotInvocation, Consumed };

  PPToken readRaw();
  const PPToken& peekForParen();
  void popContext();
  PPToken deliver(PPToken token);
  PPToken builtinToken(const Macro& macro, const PPToken& name);
  PPToken definedOperator(const PPToken& definedToken);
  Entered enterMacro(const std::shared_ptr<const Macro>& macro, PPToken& name);
  std::vector<PPToken> takeBuffer();
  bool collectArguments(const Macro& macro, const PPToken& name, std::vector<std::vector<PPToken>>& args);
  std::vector<PPToken> substitute(const Macro& macro, std::vector<std::vector<PPToken>>& args, ExpansionId id,
                                  const PPToken& name);
  std::optional<std::vector<PPToken>> expandArgument(std::vector<PPToken> tokens);

  ExpansionState& state_;
  TokenSource& base_;
  std::vector<Context> contexts_;
  std::vector<std::vector<PPToken>> spareBuffers_;  // emptied context buffers, reused for new expansions
  unsigned preventExpansion_ = 0;  // > 0 while collecting arguments or reading the operand of `defined`
  bool ifMode_ = false;
  bool ifError_ = false;
  bool pendingLineStart_ = false;  // from a macro that expanded to nothing: given to the next token
  bool pendingSpace_ = false;
};

// The text of a string literal token holding `text` ("a\"b" for a"b).
std::string quoteString(std::string_view text);

}  // namespace cgx::pp
