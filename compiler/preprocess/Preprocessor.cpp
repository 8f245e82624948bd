// The preprocessing run: predefined and command-line macros, then the main Expander over the FileReader,
// collecting the output tokens, `_Pragma` operators and the output-size limit.
#include "preprocess/Preprocessor.h"

#include <optional>

#include "preprocess/Expander.h"
#include "preprocess/FileReader.h"
#include "preprocess/Lexer.h"
#include "preprocess/Macro.h"
#include "preprocess/TokenUtil.h"

namespace cgx {

using pp::PPToken;
using pp::spanOf;

namespace {

bool isIdentifier(std::string_view s) {
  if (s.empty() || (s[0] >= '0' && s[0] <= '9')) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

// Lexes command-line or built-in text; its tokens have no file location (SourceLoc{}).
std::vector<Token> lexDetached(const std::string& text, DiagnosticSink& diagnostics) {
  pp::Lexer lexer(text, 0, &diagnostics);
  std::vector<Token> tokens;
  for (Token t = lexer.next(); t.kind != TokenKind::EndOfFile; t = lexer.next()) {
    t.loc = SourceLoc{};
    t.atLineStart = false;
    tokens.push_back(std::move(t));
  }
  return tokens;
}

// What cgc 3.1.0013 predefines, measured with `cgc -E`: __CGC__ (= 30113, for version 3.1.0013) in every
// profile, plus __VERSION__ = 110 only when compiling GLSL source (-oglsl), which cgx does not accept.
// __STDC__, __STDC_VERSION__, __DATE__, __TIME__, __cplusplus and profile macros are not defined by cgc.
// __LINE__ and __FILE__ are dynamic built-ins.
void predefine(pp::MacroTable& macros, DiagnosticSink& diagnostics) {
  for (auto [name, kind] : {std::pair{"__LINE__", pp::Macro::Builtin::Line}, std::pair{"__FILE__", pp::Macro::Builtin::File}}) {
    auto m = std::make_shared<pp::Macro>();
    m->name = name;
    m->builtin = kind;
    macros.define(std::move(m));
  }
  std::vector<Token> tokens = lexDetached("__CGC__ 30113", diagnostics);
  if (auto m = pp::parseMacroDefinition(tokens, SourceLoc{}, diagnostics)) {
    m->definition = SourceLoc{};
    macros.define(std::move(m));
  }
}

void applyCommandLine(const std::vector<MacroCommand>& commands, pp::MacroTable& macros, DiagnosticSink& diagnostics) {
  for (const MacroCommand& command : commands) {
    std::string name = command.name;
    std::string params;
    if (std::size_t paren = name.find('('); paren != std::string::npos && command.kind == MacroCommand::Kind::Define) {
      params = name.substr(paren);
      name.resize(paren);
    }
    const char* option = command.kind == MacroCommand::Kind::Define ? "-D" : "-U";
    if (!isIdentifier(name)) {
      diagnostics.report(DiagCode::UsageError, SourceLoc{},
                         std::string("invalid macro name '") + command.name + "' in " + option);
      continue;
    }
    if (const auto* existing = macros.find(name); existing && (*existing)->builtin != pp::Macro::Builtin::None) {
      diagnostics.report(DiagCode::UsageError, SourceLoc{},
                         std::string("built-in macro '") + name + "' cannot be changed with " + option);
      continue;
    }
    if (command.kind == MacroCommand::Kind::Undefine) {
      macros.undefine(name);
      continue;
    }
    std::string value = command.value.substr(0, command.value.find_first_of("\r\n"));
    std::vector<Token> tokens = lexDetached(name + params + " " + value, diagnostics);
    if (auto m = pp::parseMacroDefinition(tokens, SourceLoc{}, diagnostics)) {
      m->definition = SourceLoc{};
      pp::defineMacro(macros, std::move(m), SourceLoc{}, diagnostics);
    }
  }
}

// The text of a string literal's contents with \" and \\ undone (C99 6.10.9 destringizing).
std::string destringize(const std::string& literal) {
  std::string out;
  for (std::size_t k = 1; k + 1 < literal.size(); ++k) {
    if (literal[k] == '\\' && k + 2 < literal.size() && (literal[k + 1] == '"' || literal[k + 1] == '\\')) ++k;
    out += literal[k];
  }
  return out;
}

}  // namespace

struct Preprocessor::Impl {
  SourceManager& sources;
  DiagnosticSink& diagnostics;
  PreprocessorOptions options;
};

Preprocessor::Preprocessor(SourceManager& sources, DiagnosticSink& diagnostics, PreprocessorOptions options)
    : impl_(std::make_unique<Impl>(Impl{sources, diagnostics, std::move(options)})) {}

Preprocessor::~Preprocessor() = default;

PreprocessedUnit Preprocessor::run(FileId mainFile) {
  PreprocessedUnit unit;
  pp::MacroTable macros;
  pp::ExpansionState state(impl_->sources, impl_->diagnostics, impl_->options, macros);
  predefine(macros, impl_->diagnostics);
  applyCommandLine(impl_->options.macros, macros, impl_->diagnostics);

  unit.tokens.reserve(impl_->sources.text(mainFile).size() / 4 + 16);  // about one token per 4 bytes
  pp::FileReader reader(state, unit);
  reader.start(mainFile);
  pp::Expander expander(state, reader);
  std::optional<PPToken> pushedBack;
  auto next = [&] {
    if (pushedBack) {
      PPToken t = std::move(*pushedBack);
      pushedBack.reset();
      return t;
    }
    return expander.get();
  };

  // Comments the lexers recorded (-C) stand before the next token written out.
  std::size_t stampedComments = 0;
  auto stampComments = [&] {
    for (; stampedComments < unit.comments.size(); ++stampedComments)
      unit.comments[stampedComments].tokenIndex = unit.tokens.size();
  };

  for (;;) {
    PPToken t = next();
    if (t.tok.kind == TokenKind::EndOfFile) {
      if ((t.flags & PPToken::IncludeEnd) != 0) continue;
      t.tok.atLineStart = true;
      t.tok.leadingSpace = false;
      stampComments();
      unit.tokens.push_back(std::move(t.tok));
      break;
    }
    if (state.stopped || impl_->diagnostics.tooManyErrors()) continue;  // drain to the end
    if (t.tok.kind == TokenKind::Identifier && std::string_view(t.tok.text) == "_Pragma" &&
        (t.flags & PPToken::NoExpand) == 0) {
      // C99 6.10.9: _Pragma ( string-literal ) is #pragma with the destringized text.
      PPToken open = next();
      PPToken literal, close;
      bool ok = open.tok.kind == TokenKind::Punctuator && open.tok.text == "(";
      if (ok) {
        literal = next();
        ok = literal.tok.kind == TokenKind::StringLiteral && literal.tok.text.size() >= 2 &&
             literal.tok.text.back() == '"';
        if (ok) {
          close = next();
          ok = close.tok.kind == TokenKind::Punctuator && close.tok.text == ")";
          if (!ok) pushedBack = std::move(close);
        } else {
          pushedBack = std::move(literal);
        }
      } else {
        pushedBack = std::move(open);
      }
      if (!ok) {
        impl_->diagnostics.report(DiagCode::DirectiveSyntax, spanOf(t.tok),
                                  "'_Pragma' expects a parenthesized string literal");
        continue;
      }
      Pragma pragma;
      pragma.loc = t.tok.loc;
      const std::string text = destringize(literal.tok.text);  // outlives the lexer, which keeps a view
      pp::Lexer lexer(text, 0, nullptr);
      for (Token p = lexer.next(); p.kind != TokenKind::EndOfFile; p = lexer.next()) {
        p.loc = literal.tok.loc;
        if (!pragma.tokens.empty() && p.leadingSpace) pragma.text += ' ';
        pragma.text += p.text;
        pragma.tokens.push_back(std::move(p));
      }
      // The destringized tokens are taken as written: no macro expansion inside a _Pragma string.
      if (!pragma.tokens.empty() && std::string_view(pragma.tokens[0].text) == "pack_matrix")
        pragma.expandedArguments.assign(pragma.tokens.begin() + 1, pragma.tokens.end());
      if (lexer.hadError())
        impl_->diagnostics.report(DiagCode::DirectiveSyntax, spanOf(literal.tok),
                                  "the string in '_Pragma' does not lex as valid tokens");
      pragma.tokenIndex = unit.tokens.size();
      unit.pragmas.push_back(std::move(pragma));
      continue;
    }
    if (t.tok.kind == TokenKind::IntLiteral || t.tok.kind == TokenKind::FloatLiteral) {
      pp::NumberInfo info = pp::classifyNumber(t.tok.text);
      if (!info.valid)
        impl_->diagnostics.report(pp::numberDiagCode(info), spanOf(t.tok),
                                  "invalid numeric literal '" + t.tok.text + "': " + info.problem);
    }
    if (unit.tokens.size() >= impl_->options.maxOutputTokens) {
      state.stop(spanOf(t.tok), "preprocessed output exceeds the limit of " +
                                    std::to_string(impl_->options.maxOutputTokens) + " tokens");
      continue;
    }
    stampComments();
    unit.tokens.push_back(std::move(t.tok));
  }
  unit.stopped = state.stopped;
  return unit;
}

}  // namespace cgx
