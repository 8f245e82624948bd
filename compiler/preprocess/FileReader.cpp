#include "preprocess/FileReader.h"

#include <filesystem>
#include <system_error>

#include "preprocess/IfExpr.h"
#include "preprocess/TokenUtil.h"

namespace cgx::pp {

FileReader::FileReader(ExpansionState& state, PreprocessedUnit& unit) : state_(state), unit_(unit) {
  end_.tok.kind = TokenKind::EndOfFile;
  notParen_.tok.kind = TokenKind::Punctuator;
  notParen_.tok.text.assign(1, '#');
}

FileReader::~FileReader() = default;

void FileReader::keepComments(Frame& frame) {
  if (state_.options.keepComments) frame.lexer.keepComments(&unit_.comments);
}

void FileReader::start(FileId mainFile) {
  frames_.push_back(std::make_unique<Frame>(state_.sources.text(mainFile), mainFile, &state_.diagnostics,
                                            state_.sources.path(mainFile)));
  keepComments(*frames_.back());
}

const PPToken& FileReader::peekForParen() {
  if (peeked_) return *peeked_;
  if (pendingHash_) return notParen_;
  PPToken t = read(true);
  if (pendingHash_) return notParen_;
  peeked_ = std::move(t);
  return *peeked_;
}

PPToken FileReader::next() {
  if (peeked_) {
    PPToken t = std::move(*peeked_);
    peeked_.reset();
    return t;
  }
  return read(false);
}

void FileReader::popFrame() {
  openConditionals_ -= frames_.back()->conditionals.size();
  frames_.pop_back();
}

PPToken FileReader::read(bool stopAtDirective) {
  for (;;) {
    if (finished_) return end_;
    if (state_.diagnostics.tooManyErrors() || state_.stopped) {
      // Stop reading: the run ends here, without end-of-file checks on half-read files.
      finished_ = true;
      while (frames_.size() > 1) popFrame();
      end_.tok.loc = frames_.front()->lexer.here();
      return end_;
    }
    if (unwindIncludes_) {
      unwindIncludes_ = false;
      while (frames_.size() > 1) popFrame();
    }
    Frame& frame = *frames_.back();
    Token t;
    if (pendingHash_) {
      t = std::move(*pendingHash_);
      pendingHash_.reset();
    } else {
      frame.lexer.setQuiet(frame.skipping());
      t = frame.lexer.next();
    }
    if (t.atLineStart && isPunct(t, "#")) {
      if (stopAtDirective) {
        pendingHash_ = std::move(t);
        return notParen_;
      }
      directive(frame, t);
      continue;
    }
    if (t.kind == TokenKind::EndOfFile) {
      endOfFile(frame);
      if (frames_.size() == 1) {
        finished_ = true;
        end_.tok = t;
        return end_;
      }
      popFrame();
      PPToken marker;
      marker.tok = t;
      marker.flags = PPToken::IncludeEnd;
      return marker;
    }
    if (frame.skipping()) continue;
    PPToken result;
    result.tok = std::move(t);
    return result;
  }
}

void FileReader::endOfFile(Frame& frame) {
  for (const Conditional& c : frame.conditionals)
    state_.diagnostics.report(DiagCode::UnmatchedConditional, spanOf(c.directive),
                              "unterminated '#" + c.directive.text + "'");
  openConditionals_ -= frame.conditionals.size();
  frame.conditionals.clear();
  frame.overflowSkip = 0;
}

std::vector<Token> FileReader::lineTokens(Frame& frame) {
  std::vector<Token> tokens;
  for (Token t = frame.lexer.nextInLine(); t.kind != TokenKind::EndOfFile; t = frame.lexer.nextInLine())
    tokens.push_back(std::move(t));
  return tokens;
}

std::vector<PPToken> FileReader::expandLine(const std::vector<Token>& tokens, SourceLoc end, bool ifMode,
                                            bool* ifError) {
  std::vector<PPToken> input;
  input.reserve(tokens.size());
  for (const Token& t : tokens) input.push_back(PPToken{t, 0});
  VectorSource source(std::move(input), end);
  Expander expander(state_, source);
  expander.setIfMode(ifMode);
  std::vector<PPToken> out;
  for (PPToken t = expander.get(); t.tok.kind != TokenKind::EndOfFile; t = expander.get()) out.push_back(std::move(t));
  if (ifError != nullptr) *ifError = expander.ifError();
  return out;
}

void FileReader::directive(Frame& frame, const Token& hash) {
  Token name = frame.lexer.nextInLine();
  if (name.kind == TokenKind::EndOfFile) return;  // the null directive
  if (frame.overflowSkip > 0) {
    if (name.text == "if" || name.text == "ifdef" || name.text == "ifndef") ++frame.overflowSkip;
    if (name.text == "endif") --frame.overflowSkip;
    frame.lexer.skipLine();
    return;
  }
  if (name.kind == TokenKind::Identifier && conditionalDirective(frame, name)) return;
  if (frame.skipping()) {
    frame.lexer.skipLine();
    return;
  }
  const std::string& n = name.text;
  if (name.kind != TokenKind::Identifier) {
    state_.diagnostics.report(DiagCode::UnknownDirective, spanOf(name),
                              "invalid preprocessing directive '#" + n + "'");
    frame.lexer.skipLine();
  } else if (n == "define") {
    defineDirective(frame, name);
  } else if (n == "undef") {
    undefDirective(frame, name);
  } else if (n == "include") {
    includeDirective(frame, hash, name);
  } else if (n == "line") {
    lineDirective(frame, name);
  } else if (n == "error") {
    errorDirective(frame, name);
  } else if (n == "warning") {
    warningDirective(frame, name);
  } else if (n == "pragma") {
    pragmaDirective(frame, hash, name);
  } else {
    state_.diagnostics.report(DiagCode::UnknownDirective, spanOf(name), "unknown preprocessor directive '#" + n + "'");
    frame.lexer.skipLine();
  }
}

// --- conditionals ---

void FileReader::pushConditional(Frame& frame, const Token& name, bool active, bool taken) {
  if (openConditionals_ >= state_.options.maxConditionalDepth) {
    state_.diagnostics.report(DiagCode::ConditionalTooDeep, spanOf(name),
                              "'#" + name.text + "' nested too deeply (limit " +
                                  std::to_string(state_.options.maxConditionalDepth) + ")");
    frame.overflowSkip = 1;
    return;
  }
  frame.conditionals.push_back(Conditional{name, active, taken, false});
  ++openConditionals_;
}

bool FileReader::evaluateCondition(Frame& frame, const Token& name) {
  std::vector<Token> tokens = lineTokens(frame);
  if (tokens.empty()) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(name), "'#" + name.text + "' with no expression");
    return false;
  }
  bool ifError = false;
  std::vector<PPToken> expanded = expandLine(tokens, frame.lexer.here(), true, &ifError);
  if (ifError || state_.stopped) return false;
  std::vector<Token> plain;
  plain.reserve(expanded.size());
  for (PPToken& t : expanded) plain.push_back(std::move(t.tok));
  if (plain.empty()) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(name),
                              "'#" + name.text + "' expression is empty after macro expansion");
    return false;
  }
  std::optional<IfValue> value = evaluateIfExpression(plain, name, state_.diagnostics);
  return value && value->bits != 0;
}

bool FileReader::conditionalDirective(Frame& frame, const Token& name) {
  const std::string& n = name.text;
  bool skipping = frame.skipping();
  if (n == "if") {
    if (skipping) {
      frame.lexer.skipLine();
      pushConditional(frame, name, false, true);
      return true;
    }
    bool value = evaluateCondition(frame, name);
    pushConditional(frame, name, value, value);
    return true;
  }
  if (n == "ifdef" || n == "ifndef") {
    if (skipping) {
      frame.lexer.skipLine();
      pushConditional(frame, name, false, true);
      return true;
    }
    Token macro = frame.lexer.nextInLine();
    bool value = false;
    if (macro.kind == TokenKind::EndOfFile) {
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(name), "macro name missing in '#" + n + "'");
    } else if (macro.kind != TokenKind::Identifier) {
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(macro),
                                "macro name must be an identifier, found '" + macro.text + "'");
    } else {
      value = state_.macros.defined(macro.text) == (n == "ifdef");
    }
    frame.lexer.skipLine();  // extra tokens are ignored, as in cgc
    pushConditional(frame, name, value, value);
    return true;
  }
  if (n != "elif" && n != "else" && n != "endif") return false;
  if (frame.conditionals.empty()) {
    if (!skipping)
      state_.diagnostics.report(DiagCode::UnmatchedConditional, spanOf(name), "'#" + n + "' without '#if'");
    frame.lexer.skipLine();
    return true;
  }
  Conditional& c = frame.conditionals.back();
  if (n == "endif") {
    frame.conditionals.pop_back();
    --openConditionals_;
    frame.lexer.skipLine();
    return true;
  }
  if (c.inElse) {
    state_.diagnostics.report(DiagCode::UnmatchedConditional, spanOf(name), "'#" + n + "' after '#else'");
    c.active = false;
    frame.lexer.skipLine();
    return true;
  }
  if (n == "else") {
    c.active = !c.taken;
    c.taken = true;
    c.inElse = true;
    frame.lexer.skipLine();
    return true;
  }
  // #elif
  if (c.taken) {
    c.active = false;
    frame.lexer.skipLine();
    return true;
  }
  frame.lexer.setQuiet(false);
  bool value = evaluateCondition(frame, name);
  Conditional& again = frame.conditionals.back();
  again.active = value;
  again.taken = value;
  return true;
}

// --- #define, #undef ---

void FileReader::defineDirective(Frame& frame, const Token& name) {
  std::vector<Token> tokens = lineTokens(frame);
  std::shared_ptr<Macro> macro = parseMacroDefinition(tokens, name.loc, state_.diagnostics);
  if (!macro) return;
  if (const auto* existing = state_.macros.find(macro->name); existing && (*existing)->builtin != Macro::Builtin::None) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(tokens[0]),
                              "built-in macro '" + macro->name + "' cannot be redefined");
    return;
  }
  defineMacro(state_.macros, std::move(macro), tokens[0].loc, state_.diagnostics);
}

void FileReader::undefDirective(Frame& frame, const Token& name) {
  std::vector<Token> tokens = lineTokens(frame);
  if (tokens.empty()) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(name), "macro name missing in '#undef'");
    return;
  }
  const Token& macro = tokens[0];
  if (macro.kind != TokenKind::Identifier) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(macro),
                              "macro name must be an identifier, found '" + macro.text + "'");
    return;
  }
  if (const auto* existing = state_.macros.find(macro.text); existing && (*existing)->builtin != Macro::Builtin::None) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(macro),
                              "built-in macro '" + macro.text + "' cannot be undefined");
    return;
  }
  if (tokens.size() > 1)  // cgc: "Syntax error in #undef"; the macro is still undefined
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(tokens[1]),
                              "extra tokens after the macro name in '#undef'");
  state_.macros.undefine(macro.text);
}

// --- #include ---

std::vector<std::string> FileReader::includeCandidates(const std::string& name, bool angled,
                                                       const Frame& includer) const {
  namespace fs = std::filesystem;
  fs::path requested(name);
  if (requested.is_absolute()) return {requested.lexically_normal().generic_string()};
  std::vector<std::string> candidates;
  if (!angled) candidates.push_back((fs::path(includer.path).parent_path() / requested).lexically_normal().generic_string());
  for (const std::string& dir : state_.options.includePaths)
    candidates.push_back((fs::path(dir) / requested).lexically_normal().generic_string());
  return candidates;
}

std::optional<std::string> FileReader::firstOnDisk(const std::vector<std::string>& candidates) {
  for (const std::string& candidate : candidates) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(candidate, ec)) return candidate;
  }
  return std::nullopt;
}

void FileReader::includeDirective(Frame& frame, const Token& hash, const Token& name) {
  std::string file;
  bool angled = false;
  SourceSpan operandSpan = spanOf(name);
  if (std::optional<Lexer::HeaderName> header = frame.lexer.headerName()) {
    SourceLoc end = header->loc;
    end.col += static_cast<std::uint32_t>(header->text.size() - 1);
    operandSpan = SourceSpan{header->loc, end};
    if (!header->terminated) {
      state_.diagnostics.report(DiagCode::DirectiveSyntax, operandSpan, "missing '>' in '#include'");
      return;
    }
    angled = true;
    file = header->text.substr(1, header->text.size() - 2);
    std::vector<Token> rest = lineTokens(frame);
    if (!rest.empty())
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(rest[0]), "extra tokens after the '#include' file name");
  } else {
    std::vector<Token> tokens = lineTokens(frame);
    if (tokens.empty()) {
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(name), "'#include' expects \"file\" or <file>");
      return;
    }
    std::vector<PPToken> operand;
    if (tokens[0].kind == TokenKind::StringLiteral) {
      for (const Token& t : tokens) operand.push_back(PPToken{t, 0});
    } else {
      operand = expandLine(tokens, frame.lexer.here(), false, nullptr);  // #include MACRO
      if (state_.stopped) return;
    }
    if (operand.empty()) {
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(tokens[0]), "'#include' expects \"file\" or <file>");
      return;
    }
    const Token& first = operand[0].tok;
    operandSpan = spanOf(first);
    std::size_t used = 1;
    if (first.kind == TokenKind::StringLiteral) {
      if (first.text.size() < 2 || first.text.back() != '"') return;  // unterminated: reported by the lexer
      file = first.text.substr(1, first.text.size() - 2);
    } else if (isPunct(first, "<")) {
      angled = true;
      std::size_t k = 1;
      for (; k < operand.size() && !isPunct(operand[k].tok, ">"); ++k) {
        if (k > 1 && operand[k].tok.leadingSpace) file += ' ';
        file += operand[k].tok.text;
      }
      if (k == operand.size()) {
        state_.diagnostics.report(DiagCode::DirectiveSyntax, operandSpan, "missing '>' in '#include'");
        return;
      }
      used = k + 1;
    } else {
      state_.diagnostics.report(DiagCode::DirectiveSyntax, operandSpan,
                                "'#include' expects \"file\" or <file>, found '" + first.text + "'");
      return;
    }
    if (used < operand.size())
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(operand[used].tok),
                                "extra tokens after the '#include' file name");
  }
  if (file.empty()) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, operandSpan, "empty file name in '#include'");
    return;
  }
  const IncludeRequest request{file, angled, includeCandidates(file, angled, frame)};
  std::optional<VirtualFile> virtualFile =
      state_.options.virtualIncludes ? state_.options.virtualIncludes(request) : std::nullopt;
  std::optional<std::string> path =
      virtualFile ? std::optional<std::string>(virtualFile->path) : firstOnDisk(request.candidates);
  if (!path) {
    if (state_.options.missingIncludeIsError)
      state_.diagnostics.report(DiagCode::IncludeNotFound, operandSpan, "include file '" + file + "' not found");
    else
      state_.diagnostics.report(DiagCode::IncludeNotFoundIgnored, operandSpan,
                                "include file '" + file + "' not found; compiling on without it, as cgc does");
    return;
  }
  if (frames_.size() > state_.options.maxIncludeDepth) {
    std::string message = "#include nested too deeply (limit " + std::to_string(state_.options.maxIncludeDepth) + ")";
    for (std::size_t k = frames_.size(); k-- > 0;) {
      if (frames_[k]->path != *path) continue;
      message += ": include cycle ";
      for (std::size_t j = k; j < frames_.size(); ++j) message += frames_[j]->path + " -> ";
      message += *path;
      break;
    }
    state_.diagnostics.report(DiagCode::IncludeTooDeep, operandSpan, message);
    unwindIncludes_ = true;
    return;
  }
  // Each inclusion takes a record, a path and a file-system look-up whether or not its file yields any
  // tokens, so it counts against the unit's token budget: include fan-out (files each including the next
  // twice, 2^30 inclusions) stops after a bounded number of them (C0152).
  if (!state_.spend(limits::kIncludeCost, hash, "#include")) return;
  std::optional<FileId> id = virtualFile ? std::optional<FileId>(state_.sources.addBuffer(*path, std::move(virtualFile->text), hash.loc))
                                         : state_.sources.openFile(*path, hash.loc);
  if (!id) {
    state_.diagnostics.report(DiagCode::IncludeNotFound, operandSpan, "include file '" + *path + "' cannot be read");
    return;
  }
  frames_.push_back(std::make_unique<Frame>(state_.sources.text(*id), *id, &state_.diagnostics, *path));
  keepComments(*frames_.back());
}

// --- #line, #error, #warning, #pragma ---

void FileReader::lineDirective(Frame& frame, const Token& name) {
  std::vector<Token> tokens = lineTokens(frame);
  std::uint32_t directiveLine = frame.lexer.line();
  std::vector<PPToken> operand = expandLine(tokens, frame.lexer.here(), false, nullptr);
  if (state_.stopped) return;
  if (operand.empty()) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(name), "'#line' expects a line number");
    return;
  }
  const Token& number = operand[0].tok;
  bool digits = number.kind == TokenKind::IntLiteral && !number.text.empty();
  std::uint64_t value = 0;
  for (char c : number.text) {
    if (c < '0' || c > '9') {
      digits = false;
      break;
    }
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
    if (value > 2147483647u) break;
  }
  if (!digits) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(number),
                              "'#line' expects a decimal line number, found '" + number.text + "'");
    return;
  }
  if (value > 2147483647u) {
    state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(number),
                              "line number '" + number.text + "' in '#line' is out of range");
    return;
  }
  std::optional<std::string> fileName;
  if (operand.size() > 1) {
    const Token& file = operand[1].tok;
    if (file.kind != TokenKind::StringLiteral || file.text.size() < 2 || file.text.back() != '"') {
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(file),
                                "invalid file name '" + file.text + "' in '#line'");
      return;
    }
    std::string unescaped;
    for (std::size_t k = 1; k + 1 < file.text.size(); ++k) {
      if (file.text[k] == '\\' && k + 2 < file.text.size()) ++k;
      unescaped += file.text[k];
    }
    fileName = std::move(unescaped);
    if (operand.size() > 2) {
      state_.diagnostics.report(DiagCode::DirectiveSyntax, spanOf(operand[2].tok),
                                "extra tokens after the file name in '#line'");
      return;
    }
  }
  state_.sources.addLineDirective(frame.file, directiveLine, static_cast<std::uint32_t>(value), std::move(fileName));
}

void FileReader::errorDirective(Frame& frame, const Token& name) {
  std::string text = frame.lexer.restOfLine();
  // cgc: `f.cg(2) : error C0000: msg`.
  state_.diagnostics.report(DiagCode::SyntaxError, spanOf(name), text.empty() ? "#error" : text);
}

void FileReader::warningDirective(Frame& frame, const Token& name) {
  std::string text = frame.lexer.restOfLine();
  // cgc: `f.cg(2) : warning C0000: msg`; here C0164, since C0000 is an error code.
  state_.diagnostics.report(DiagCode::UserWarning, spanOf(name), text.empty() ? "#warning" : text);
}

void FileReader::pragmaDirective(Frame& frame, const Token& hash, const Token& name) {
  (void)name;
  Pragma pragma;
  pragma.loc = hash.loc;
  pragma.tokens = lineTokens(frame);
  for (std::size_t k = 0; k < pragma.tokens.size(); ++k) {
    if (k > 0 && pragma.tokens[k].leadingSpace) pragma.text += ' ';
    pragma.text += pragma.tokens[k].text;
  }
  if (!pragma.tokens.empty() && pragma.tokens[0].kind == TokenKind::Identifier &&
      std::string_view(pragma.tokens[0].text) == "pack_matrix") {
    std::vector<Token> arguments(pragma.tokens.begin() + 1, pragma.tokens.end());
    SourceLoc end = pragma.tokens.back().endLoc();
    for (PPToken& t : expandLine(arguments, end, false, nullptr)) pragma.expandedArguments.push_back(std::move(t.tok));
  }
  pragma.tokenIndex = unit_.tokens.size();
  unit_.pragmas.push_back(std::move(pragma));
}

}  // namespace cgx::pp
