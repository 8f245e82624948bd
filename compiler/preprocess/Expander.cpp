#include "preprocess/Expander.h"

#include <algorithm>

#include "preprocess/Lexer.h"
#include "preprocess/TokenUtil.h"

namespace cgx::pp {

namespace {

// Stringizing (6.10.3.2): spellings separated by one space where there was white space, with '"' and '\'
// escaped inside string and character literals (only there, as the standard says: a stray backslash, already
// an error in Cg, is copied as it is).
Token stringize(const std::vector<PPToken>& arg) {
  std::string text = "\"";
  for (std::size_t k = 0; k < arg.size(); ++k) {
    const Token& t = arg[k].tok;
    if (k > 0 && (t.leadingSpace || t.atLineStart)) text += ' ';
    bool escape = t.kind == TokenKind::StringLiteral || t.kind == TokenKind::CharLiteral;
    for (char c : t.text) {
      if (escape && (c == '"' || c == '\\')) text += '\\';
      text += c;
    }
  }
  text += '"';
  Token result;
  result.kind = TokenKind::StringLiteral;
  result.text = std::move(text);
  return result;
}

// Identifier ## identifier-or-digits is an identifier: the common case, decided without re-lexing, so a
// long chain of pastes building one name stays linear.
bool pastesAsIdentifier(const Token& lhs, const Token& rhs) {
  if (lhs.kind != TokenKind::Identifier) return false;
  if (rhs.kind != TokenKind::Identifier && rhs.kind != TokenKind::IntLiteral) return false;
  for (char c : rhs.text)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

}  // namespace

std::string quoteString(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
  return out;
}

VectorSource::VectorSource(std::vector<PPToken> tokens, SourceLoc end) : tokens_(std::move(tokens)) {
  end_.tok.kind = TokenKind::EndOfFile;
  end_.tok.loc = end;
}

PPToken VectorSource::next() {
  if (pos_ < tokens_.size()) return std::move(tokens_[pos_++]);
  return end_;
}

const PPToken& VectorSource::peekForParen() { return pos_ < tokens_.size() ? tokens_[pos_] : end_; }

void ExpansionState::stop(SourceSpan where, const std::string& message) {
  if (stopped) return;
  stopped = true;
  diagnostics.report(DiagCode::MacroTooDeep, where, message);
}

bool ExpansionState::spend(std::size_t tokens, const Token& where, const char* what) {
  work += tokens;
  if (work <= options.maxOutputTokens) return true;
  stop(spanOf(where), std::string(what) + " produces too many tokens (limit " + std::to_string(options.maxOutputTokens) +
                          ")");
  return false;
}

Expander::~Expander() {
  while (!contexts_.empty()) popContext();
}

void Expander::popContext() {
  Context& c = contexts_.back();
  if (c.macro) {
    --c.macro->disabled;
    --state_.nesting;
  }
  if (c.tokens.capacity() <= 256 && spareBuffers_.size() < 64) {
    c.tokens.clear();
    spareBuffers_.push_back(std::move(c.tokens));
  }
  contexts_.pop_back();
}

std::vector<PPToken> Expander::takeBuffer() {
  if (spareBuffers_.empty()) return {};
  std::vector<PPToken> buffer = std::move(spareBuffers_.back());
  spareBuffers_.pop_back();
  return buffer;
}

PPToken Expander::readRaw() {
  while (!contexts_.empty()) {
    Context& c = contexts_.back();
    if (c.pos < c.tokens.size()) return std::move(c.tokens[c.pos++]);
    popContext();
  }
  return base_.next();
}

const PPToken& Expander::peekForParen() {
  while (!contexts_.empty()) {
    Context& c = contexts_.back();
    if (c.pos < c.tokens.size()) return c.tokens[c.pos];
    popContext();
  }
  return base_.peekForParen();
}

PPToken Expander::deliver(PPToken token) {
  if (pendingLineStart_ || pendingSpace_) {
    if (token.tok.kind != TokenKind::EndOfFile) {
      token.tok.atLineStart = token.tok.atLineStart || pendingLineStart_;
      token.tok.leadingSpace = token.tok.leadingSpace || pendingSpace_;
    }
    pendingLineStart_ = pendingSpace_ = false;
  }
  return token;
}

PPToken Expander::get() {
  for (;;) {
    PPToken t = readRaw();
    if (t.tok.kind != TokenKind::Identifier || (t.flags & PPToken::NoExpand) != 0) return deliver(std::move(t));
    if (ifMode_ && preventExpansion_ == 0 && std::string_view(t.tok.text) == "defined") return deliver(definedOperator(t));
    const std::shared_ptr<const Macro>* found = state_.macros.find(t.tok.text);
    if (found == nullptr) return deliver(std::move(t));
    const Macro* macro = found->get();
    if (macro->disabled > 0) {
      t.flags |= PPToken::NoExpand;
      return deliver(std::move(t));
    }
    if (preventExpansion_ > 0 || state_.stopped) return deliver(std::move(t));
    if (macro->builtin != Macro::Builtin::None) return deliver(builtinToken(*macro, t));
    switch (enterMacro(*found, t)) {
      case Entered::Expanded:
      case Entered::Consumed:
        continue;
      case Entered::NotInvocation:
        return deliver(std::move(t));
    }
  }
}

PPToken Expander::builtinToken(const Macro& macro, const PPToken& name) {
  PPToken result = name;
  // The outermost invocation, also through -D macros used in other -D macros (whose invocations have no
  // file but an expansion, where SourceManager::spellingOrInvocation stops).
  SourceLoc at = name.tok.loc;
  while (at.expansion != 0) {
    SourceLoc outer = state_.sources.expansion(at.expansion).invocation;
    if (!outer.valid() && outer.expansion == 0) break;
    at = outer;
  }
  PresumedLoc presumed = state_.sources.presumed(at);
  if (macro.builtin == Macro::Builtin::Line) {
    result.tok.kind = TokenKind::IntLiteral;
    result.tok.text = std::to_string(presumed.line);
  } else {
    result.tok.kind = TokenKind::StringLiteral;
    result.tok.text = quoteString(presumed.file);
  }
  ++state_.work;
  return result;
}

PPToken Expander::definedOperator(const PPToken& definedToken) {
  ++preventExpansion_;
  PPToken operand = get();
  const PPToken* open = nullptr;
  PPToken openToken;
  if (isPunct(operand.tok, "(")) {
    openToken = std::move(operand);
    open = &openToken;
    operand = get();
  }
  bool ok = true;
  if (operand.tok.kind != TokenKind::Identifier) {
    ok = false;
    const Token& at = operand.tok.kind == TokenKind::EndOfFile ? (open ? open->tok : definedToken.tok) : operand.tok;
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(at), "macro name missing after 'defined'");
  } else if (open != nullptr) {
    PPToken close = get();
    if (!isPunct(close.tok, ")")) {
      ok = false;
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(open->tok), "missing ')' after 'defined'");
    }
  }
  --preventExpansion_;
  if (!ok) ifError_ = true;
  PPToken result = definedToken;
  result.tok.kind = TokenKind::IntLiteral;
  bool defined = ok && state_.macros.defined(operand.tok.text);
  result.tok.text.assign(1, defined ? '1' : '0');
  return result;
}

// `found` points into the macro table; a function-like macro's arguments may contain a directive that
// changes the table, so the definition is held by a shared_ptr of its own until it is on the context stack.
Expander::Entered Expander::enterMacro(const std::shared_ptr<const Macro>& found, PPToken& name) {
  const PreprocessorOptions& options = state_.options;
  const Macro* macro = found.get();
  if (macro->functionLike && !isPunct(peekForParen().tok, "(")) return Entered::NotInvocation;
  if (state_.nesting >= options.maxExpansionDepth) {
    state_.stop(spanOf(name.tok), "macro expansion nested too deeply (limit " +
                                      std::to_string(options.maxExpansionDepth) + ") at '" + macro->name + "'");
    return Entered::NotInvocation;
  }
  std::shared_ptr<const Macro> keepAlive;
  std::vector<std::vector<PPToken>> args;
  if (macro->functionLike) {
    keepAlive = found;
    readRaw();
    if (!collectArguments(*macro, name, args)) return Entered::Consumed;
  }
  ++state_.nesting;
  ExpansionId id = state_.sources.addExpansion(MacroExpansion{macro->name, name.tok.loc, macro->definition});
  std::vector<PPToken> result = substitute(*macro, args, id, name);
  if (!state_.stopped) state_.spend(1 + result.size(), name.tok);  // the expansion record and its tokens
  if (state_.stopped || result.empty()) {
    --state_.nesting;
    if (!state_.stopped) {
      pendingLineStart_ = pendingLineStart_ || name.tok.atLineStart;
      pendingSpace_ = pendingSpace_ || name.tok.leadingSpace || name.tok.atLineStart;
    }
    return Entered::Consumed;
  }
  result.front().tok.atLineStart = name.tok.atLineStart;
  result.front().tok.leadingSpace = name.tok.leadingSpace;
  ++macro->disabled;
  contexts_.push_back(Context{std::move(result), 0, macro, std::move(keepAlive)});
  return Entered::Expanded;
}

bool Expander::collectArguments(const Macro& macro, const PPToken& name, std::vector<std::vector<PPToken>>& args) {
  ++preventExpansion_;
  args.emplace_back();
  int depth = 0;
  bool ok = true;
  for (;;) {
    PPToken t = get();
    if (t.tok.kind == TokenKind::EndOfFile) {
      state_.diagnostics.report(DiagCode::MacroArgsEof, spanOf(name.tok),
                                "unterminated argument list invoking macro '" + macro.name + "'");
      ok = false;
      break;
    }
    if (t.tok.kind == TokenKind::Punctuator && t.tok.text.size() == 1) {
      char c = t.tok.text[0];
      if (c == '(') {
        ++depth;
      } else if (c == ')') {
        if (depth == 0) break;
        --depth;
      } else if (c == ',' && depth == 0 && !(macro.variadic && args.size() == macro.params.size())) {
        args.emplace_back();
        continue;
      }
    }
    args.back().push_back(std::move(t));
    if (!state_.spend(1, name.tok)) {
      ok = false;
      break;
    }
  }
  --preventExpansion_;
  if (!ok) return false;

  // Argument count. As cgc does, a wrong count is reported and the macro still expands, missing
  // arguments empty and extra ones dropped.
  std::size_t expected = macro.params.size();
  std::size_t given = (expected == 0 && args.size() == 1 && args[0].empty()) ? 0 : args.size();
  auto counts = [&] {
    return " (expected " + std::to_string(macro.variadic ? expected - 1 : expected) + (macro.variadic ? " or more" : "") +
           ", got " + std::to_string(given) + ")";
  };
  if (macro.variadic && given + 1 == expected) {
    args.resize(expected);  // `...` may receive nothing
  } else if (given > expected) {
    state_.diagnostics.report(DiagCode::MacroTooManyArgs, spanOf(name.tok),
                              "too many arguments to macro '" + macro.name + "'" + counts());
    args.resize(expected);
  } else if (given < expected) {
    state_.diagnostics.report(DiagCode::MacroTooFewArgs, spanOf(name.tok),
                              "not enough arguments to macro '" + macro.name + "'" + counts());
    args.resize(expected);
  }
  if (expected == 0) args.clear();
  return true;
}

std::optional<std::vector<PPToken>> Expander::expandArgument(std::vector<PPToken> tokens) {
  if (state_.argumentNesting >= kMaxArgumentNesting) {
    if (!tokens.empty())
      state_.stop(spanOf(tokens.front().tok), "macro arguments nested too deeply (limit " +
                                                  std::to_string(kMaxArgumentNesting) + ")");
    if (state_.stopped) return std::nullopt;
    return std::vector<PPToken>{};
  }
  struct Level {
    unsigned& n;
    explicit Level(unsigned& counter) : n(counter) { ++n; }
    ~Level() { --n; }
  } level(state_.argumentNesting);
  std::size_t size = tokens.size();
  VectorSource source(std::move(tokens));
  Expander nested(state_, source);
  nested.ifMode_ = ifMode_;
  std::vector<PPToken> out;
  out.reserve(size);
  for (;;) {
    PPToken t = nested.get();
    if (t.tok.kind == TokenKind::EndOfFile) break;
    out.push_back(std::move(t));
    if (state_.stopped) return std::nullopt;
  }
  if (nested.ifError_) ifError_ = true;
  return out;
}

std::vector<PPToken> Expander::substitute(const Macro& macro, std::vector<std::vector<PPToken>>& args, ExpansionId id,
                                          const PPToken& name) {
  const std::vector<Token>& body = macro.body;
  std::vector<std::optional<std::vector<PPToken>>> expanded(args.size());
  // How each argument is used: raw (next to # or ##) and how many times fully expanded. An argument that is
  // not needed raw is moved into its expansion, and the last expanded use is moved into the result.
  std::vector<bool> neededRaw(args.size(), false);
  std::vector<unsigned> expandedUses(args.size(), 0);
  for (std::size_t k = 0; k < body.size(); ++k) {
    int p = macro.bodyParam[k];
    if (p < 0) continue;
    bool raw = (k > 0 && (isPunct(body[k - 1], "##") || (macro.functionLike && isPunct(body[k - 1], "#")))) ||
               (k + 1 < body.size() && isPunct(body[k + 1], "##"));
    if (raw) {
      neededRaw[static_cast<std::size_t>(p)] = true;
    } else {
      ++expandedUses[static_cast<std::size_t>(p)];
    }
  }
  std::vector<PPToken> result = takeBuffer();
  result.reserve(body.size());
  const std::size_t limit = state_.options.maxOutputTokens;

  auto fromBody = [&](const Token& t) {
    PPToken p;
    p.tok = t;
    p.tok.loc.expansion = id;
    p.tok.atLineStart = false;
    return p;
  };
  // An empty argument next to ##, standing where `written` (the parameter's use) was.
  auto placemarkerFor = [&](const Token& written) {
    PPToken p;
    p.flags = PPToken::Placemarker;
    p.tok.loc = written.loc;
    p.tok.loc.expansion = id;
    p.tok.leadingSpace = written.leadingSpace;
    return p;
  };
  auto room = [&](std::size_t adding) {
    if (state_.work + result.size() + adding <= limit) return true;
    state_.spend(result.size() + adding, name.tok);
    return false;
  };
  // Appends an argument's tokens (moving them when `consume`); the first takes the parameter's leading
  // space. An empty argument next to ## becomes a placemarker.
  auto appendArg = [&](std::vector<PPToken>& tokens, const Token& param, bool placemarker, bool consume) {
    if (tokens.empty()) {
      if (placemarker) result.push_back(placemarkerFor(param));
      return;
    }
    std::size_t first = result.size();
    if (consume) {
      result.insert(result.end(), std::make_move_iterator(tokens.begin()), std::make_move_iterator(tokens.end()));
    } else {
      result.insert(result.end(), tokens.begin(), tokens.end());
    }
    for (std::size_t k = first; k < result.size(); ++k) result[k].tok.atLineStart = false;
    result[first].tok.leadingSpace = param.leadingSpace;
  };
  // One operand of ##: a raw argument, a stringized argument, or a body token.
  auto operand = [&](std::size_t& k, std::vector<PPToken>& out) {
    const Token& t = body[k];
    if (macro.functionLike && isPunct(t, "#") && k + 1 < body.size() && macro.bodyParam[k + 1] >= 0) {
      PPToken s;
      s.tok = stringize(args[static_cast<std::size_t>(macro.bodyParam[k + 1])]);
      s.tok.loc = t.loc;
      s.tok.loc.expansion = id;
      s.tok.leadingSpace = t.leadingSpace;
      out.push_back(std::move(s));
      k += 2;
      return;
    }
    if (macro.bodyParam[k] >= 0) {
      const std::vector<PPToken>& raw = args[static_cast<std::size_t>(macro.bodyParam[k])];
      if (raw.empty()) {
        out.push_back(placemarkerFor(t));
      } else {
        out = raw;
        for (PPToken& a : out) a.tok.atLineStart = false;
        out.front().tok.leadingSpace = t.leadingSpace;
      }
      k += 1;
      return;
    }
    out.push_back(fromBody(t));
    k += 1;
  };

  std::size_t k = 0;
  while (k < body.size()) {
    if (state_.stopped) return {};
    const Token& t = body[k];
    bool nextIsPaste = k + 1 < body.size() && isPunct(body[k + 1], "##");
    if (isPunct(t, "##") && k > 0 && k + 1 < body.size()) {
      // Paste the last result token with the first token of the next operand (6.10.3.3).
      std::size_t at = k + 1;
      std::vector<PPToken> rhs;
      operand(at, rhs);
      if (!room(rhs.size())) return {};
      if (result.empty()) {  // cannot happen (## never starts a body, its left operand is always there)
        PPToken p;
        p.flags = PPToken::Placemarker;
        result.push_back(std::move(p));
      }
      PPToken& lhs = result.back();
      PPToken& right = rhs.front();
      std::size_t restFrom = 1;
      if ((lhs.flags & PPToken::Placemarker) != 0) {
        bool space = lhs.tok.leadingSpace;
        lhs = std::move(right);
        lhs.tok.leadingSpace = space;
      } else if ((right.flags & PPToken::Placemarker) == 0) {
        TokenKind kind = TokenKind::Identifier;
        bool valid = pastesAsIdentifier(lhs.tok, right.tok);
        if (valid) {
          lhs.tok.text += right.tok.text;  // in place: a chain of pastes stays linear
        } else {
          std::string joined = lhs.tok.text + right.tok.text;
          valid = lexesAsOneToken(joined, kind);
          if (valid) lhs.tok.text = std::move(joined);
        }
        if (valid) {
          // The new token was written by this macro: it takes the location of the ## in the body.
          lhs.tok.kind = kind;
          lhs.tok.loc = t.loc;
          lhs.tok.loc.expansion = id;
          lhs.flags = 0;
        } else {
          Token op = t;
          op.loc.expansion = id;
          state_.diagnostics.report(DiagCode::MacroParameterError, spanOf(op),
                                    "pasting '" + lhs.tok.text + "' and '" + right.tok.text +
                                        "' does not give a valid token");
          restFrom = 0;  // keep both tokens, as GCC does
        }
      }
      for (std::size_t r = restFrom; r < rhs.size(); ++r) result.push_back(std::move(rhs[r]));
      k = at;
      continue;
    }
    if (macro.functionLike && isPunct(t, "#") && k + 1 < body.size() && macro.bodyParam[k + 1] >= 0) {
      std::vector<PPToken> s;
      operand(k, s);
      result.push_back(std::move(s.front()));
      continue;
    }
    int param = macro.bodyParam[k];
    if (param >= 0) {
      auto p = static_cast<std::size_t>(param);
      std::vector<PPToken>& raw = args[p];
      if (nextIsPaste) {
        if (!room(raw.size())) return {};
        appendArg(raw, t, true, false);
      } else {
        std::optional<std::vector<PPToken>>& full = expanded[p];
        if (!full) {
          full = expandArgument(neededRaw[p] ? raw : std::move(raw));
          if (!full) return {};
        }
        if (!room(full->size())) return {};
        appendArg(*full, t, false, --expandedUses[p] == 0);
      }
      ++k;
      continue;
    }
    if (!room(1)) return {};
    result.push_back(fromBody(t));
    ++k;
  }
  std::erase_if(result, [](const PPToken& p) { return (p.flags & PPToken::Placemarker) != 0; });
  return result;
}

}  // namespace cgx::pp
