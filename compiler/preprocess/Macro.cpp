#include "preprocess/Macro.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "preprocess/TokenUtil.h"

namespace cgx::pp {

bool Macro::sameDefinitionAs(const Macro& other) const {
  if (functionLike != other.functionLike || variadic != other.variadic || params != other.params) return false;
  if (body.size() != other.body.size()) return false;
  for (std::size_t i = 0; i < body.size(); ++i) {
    if (body[i].text != other.body[i].text) return false;
    if (i > 0 && body[i].leadingSpace != other.body[i].leadingSpace) return false;
  }
  return true;
}

std::shared_ptr<Macro> parseMacroDefinition(const std::vector<Token>& tokens, SourceLoc directiveLoc,
                                            DiagnosticSink& diagnostics) {
  if (tokens.empty()) {
    diagnostics.report(DiagCode::DirectiveSyntax, directiveLoc, "macro name missing in '#define'");
    return nullptr;
  }
  const Token& name = tokens[0];
  if (name.kind != TokenKind::Identifier) {
    diagnostics.report(DiagCode::DirectiveSyntax, spanOf(name),
                       "macro name must be an identifier, found '" + name.text + "'");
    return nullptr;
  }
  if (name.text == "defined") {
    diagnostics.report(DiagCode::DirectiveSyntax, spanOf(name), "'defined' cannot be used as a macro name");
    return nullptr;
  }
  if (name.text == "__VA_ARGS__") {
    diagnostics.report(DiagCode::MacroParameterError, spanOf(name),
                       "'__VA_ARGS__' can only appear in the replacement list of a variadic macro");
    return nullptr;
  }
  auto macro = std::make_shared<Macro>();
  std::unordered_map<std::string_view, int> paramIndex;  // views into `tokens`: no quadratic lookups
  macro->name = name.text;
  macro->definition = name.loc;
  std::size_t i = 1;
  if (i < tokens.size() && isPunct(tokens[i], "(") && !tokens[i].leadingSpace) {
    macro->functionLike = true;
    const Token& open = tokens[i];
    ++i;
    bool expectParam = true;  // also true right after '('
    bool first = true;
    for (;;) {
      if (i >= tokens.size()) {
        diagnostics.report(DiagCode::DirectiveSyntax, spanOf(open), "missing ')' in macro parameter list");
        return nullptr;
      }
      const Token& t = tokens[i++];
      if (expectParam) {
        if (first && isPunct(t, ")")) break;
        if (t.kind == TokenKind::Identifier) {
          if (t.text == "__VA_ARGS__") {
            diagnostics.report(DiagCode::MacroParameterError, spanOf(t),
                               "'__VA_ARGS__' cannot be used as a macro parameter name");
            return nullptr;
          }
          if (!paramIndex.emplace(t.text, static_cast<int>(macro->params.size())).second) {
            diagnostics.report(DiagCode::MacroParameterError, spanOf(t), "duplicate macro parameter '" + t.text + "'");
            return nullptr;
          }
          macro->params.push_back(t.text);
          expectParam = false;
          first = false;
          continue;
        }
        if (isPunct(t, "...")) {
          macro->variadic = true;
          paramIndex.emplace("__VA_ARGS__", static_cast<int>(macro->params.size()));
          macro->params.push_back("__VA_ARGS__");
          if (i >= tokens.size() || !isPunct(tokens[i], ")")) {
            const Token& bad = i < tokens.size() ? tokens[i] : t;
            diagnostics.report(DiagCode::DirectiveSyntax, spanOf(bad), "expected ')' after '...' in macro parameter list");
            return nullptr;
          }
          ++i;
          break;
        }
        diagnostics.report(DiagCode::DirectiveSyntax, spanOf(t), "expected macro parameter name, found '" + t.text + "'");
        return nullptr;
      }
      if (isPunct(t, ")")) break;
      if (isPunct(t, ",")) {
        expectParam = true;
        continue;
      }
      diagnostics.report(DiagCode::DirectiveSyntax, spanOf(t),
                         "expected ',' or ')' in macro parameter list, found '" + t.text + "'");
      return nullptr;
    }
  }
  macro->body.assign(tokens.begin() + static_cast<std::ptrdiff_t>(i), tokens.end());
  macro->bodyParam.assign(macro->body.size(), -1);
  for (std::size_t k = 0; k < macro->body.size(); ++k) {
    Token& t = macro->body[k];
    t.atLineStart = false;
    if (t.kind != TokenKind::Identifier) continue;
    if (auto p = paramIndex.find(t.text); p != paramIndex.end()) {
      macro->bodyParam[k] = p->second;
    } else if (t.text == "__VA_ARGS__") {
      diagnostics.report(DiagCode::MacroParameterError, spanOf(t),
                         "'__VA_ARGS__' can only appear in the replacement list of a variadic macro");
      return nullptr;
    }
  }
  if (!macro->body.empty()) macro->body.front().leadingSpace = false;
  for (std::size_t k = 0; k < macro->body.size(); ++k) {
    const Token& t = macro->body[k];
    if (isPunct(t, "##") && (k == 0 || k + 1 == macro->body.size())) {
      diagnostics.report(DiagCode::MacroParameterError, spanOf(t),
                         "'##' cannot appear at either end of a macro replacement list");
      return nullptr;
    }
    if (macro->functionLike && isPunct(t, "#") && (k + 1 == macro->body.size() || macro->bodyParam[k + 1] < 0)) {
      diagnostics.report(DiagCode::MacroParameterError, spanOf(t), "'#' is not followed by a macro parameter");
      return nullptr;
    }
  }
  return macro;
}

void defineMacro(MacroTable& table, std::shared_ptr<const Macro> macro, SourceLoc where, DiagnosticSink& diagnostics) {
  if (const auto* existing = table.find(macro->name)) {
    if (!(*existing)->sameDefinitionAs(*macro)) {
      Diagnostic& d = diagnostics.report(DiagCode::MacroRedefined, where, "macro '" + macro->name + "' redefined");
      if ((*existing)->definition.valid()) {
        d.notes.push_back(DiagNote{SourceSpan{(*existing)->definition, (*existing)->definition},
                                   "previous definition is here"});
      } else {
        d.notes.push_back(DiagNote{SourceSpan{}, "previous definition was on the command line or built in"});
      }
    }
  }
  table.define(std::move(macro));
}

}  // namespace cgx::pp
