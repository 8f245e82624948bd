#include "parse/TokenAdapter.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "CgParser.h"
#include "ast/Ast.h"

namespace cgx::parse {

using grammar::CgParser;

namespace {
// BASIC_TYPE's spellings: these words, and each scalar alone, as a vector (float3) or as a matrix (half4x3).
constexpr std::string_view kPlainTypes[] = {
    "void", "string", "vertexshader", "pixelshader", "VertexShader", "PixelShader", "sampler", "sampler1D",
    "sampler2D", "sampler3D", "samplerCUBE", "samplerRECT", "sampler1DARRAY", "sampler2DARRAY",
    "samplerCUBEARRAY", "samplerBUF"};
constexpr std::string_view kScalarTypes[] = {"float", "half", "fixed", "int", "uint", "bool", "double", "cint", "cfloat"};
}  // namespace

bool isBuiltinTypeName(std::string_view text) {
  static const std::unordered_set<std::string_view> plain(std::begin(kPlainTypes), std::end(kPlainTypes));
  if (plain.count(text)) return true;
  for (std::string_view scalar : kScalarTypes) {
    if (text.substr(0, scalar.size()) != scalar) continue;
    std::string_view shape = text.substr(scalar.size());
    auto dim = [](char c) { return c >= '1' && c <= '4'; };
    if (shape.empty()) return true;
    if (shape.size() == 1 && dim(shape[0])) return true;
    if (shape.size() == 3 && dim(shape[0]) && shape[1] == 'x' && dim(shape[2])) return true;
  }
  return false;
}

bool isTextureTypeName(std::string_view text) {
  constexpr std::string_view kTexture = "texture", kSampler = "sampler";
  if (text.substr(0, kTexture.size()) != kTexture) return false;
  std::string sampler = std::string(kSampler) + std::string(text.substr(kTexture.size()));
  return std::find(std::begin(kPlainTypes), std::end(kPlainTypes), sampler) != std::end(kPlainTypes);
}

const std::vector<std::string>& builtinTypeNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all(std::begin(kPlainTypes), std::end(kPlainTypes));
    for (std::string_view scalar : kScalarTypes) {
      all.emplace_back(scalar);
      for (char rows = '1'; rows <= '4'; ++rows) {
        all.push_back(std::string(scalar) + rows);
        for (char cols = '1'; cols <= '4'; ++cols) all.push_back(std::string(scalar) + rows + 'x' + cols);
      }
    }
    return all;
  }();
  return names;
}

std::string_view glslTypeSpelling(std::string_view text) {
  static const std::unordered_map<std::string_view, std::string_view> spellings = [] {
    std::unordered_map<std::string_view, std::string_view> map = {
        {"samplerCube", "samplerCUBE"},       {"samplerCubeShadow", "samplerCUBE"},
        {"sampler1DShadow", "sampler1D"},     {"sampler2DShadow", "sampler2D"},
        {"sampler2DRect", "samplerRECT"},     {"sampler2DRectShadow", "samplerRECT"},
        {"sampler1DArray", "sampler1DARRAY"}, {"sampler2DArray", "sampler2DARRAY"},
        {"samplerBuffer", "samplerBUF"}};
    // vecN ivecN uvecN bvecN dvecN (N = 2..4), matN and matRxC (R, C = 2..4), dmat likewise. The keys point
    // into static storage so the map can hold views.
    static std::vector<std::pair<std::string, std::string>> generated;
    const std::pair<const char*, const char*> vectors[] = {
        {"vec", "float"}, {"ivec", "int"}, {"uvec", "uint"}, {"bvec", "bool"}, {"dvec", "double"}};
    for (auto [glsl, cg] : vectors)
      for (char n = '2'; n <= '4'; ++n) generated.emplace_back(std::string(glsl) + n, std::string(cg) + n);
    for (auto [glsl, cg] : {std::pair{"mat", "float"}, std::pair{"dmat", "double"}})
      for (char r = '2'; r <= '4'; ++r) {
        generated.emplace_back(std::string(glsl) + r, std::string(cg) + r + 'x' + r);
        for (char c = '2'; c <= '4'; ++c)
          generated.emplace_back(std::string(glsl) + r + 'x' + c, std::string(cg) + r + 'x' + c);
      }
    for (const auto& [glsl, cg] : generated) map.emplace(glsl, cg);
    return map;
  }();
  auto found = spellings.find(text);
  return found == spellings.end() ? std::string_view() : found->second;
}

namespace {

bool isPunct(const Token& t, std::string_view text) { return t.kind == TokenKind::Punctuator && t.text == text; }
bool isWord(const Token& t, std::string_view text) { return t.kind == TokenKind::Identifier && t.text == text; }

// `typedef <type> A, B[3];` -> A and B: identifiers at brace depth 0 followed by ',', ';' or '['.
void markTypedefNames(const std::vector<Token>& tokens, std::size_t from, std::vector<std::string>& names) {
  int depth = 0;
  for (std::size_t i = from; i + 1 < tokens.size(); ++i) {
    const Token& t = tokens[i];
    if (isPunct(t, "{") || isPunct(t, "(")) ++depth;
    if (isPunct(t, "}") || isPunct(t, ")")) --depth;
    if (depth < 0) return;
    if (depth == 0 && isPunct(t, ";")) return;
    const Token& next = tokens[i + 1];
    if (depth == 0 && t.kind == TokenKind::Identifier &&
        (isPunct(next, ",") || isPunct(next, ";") || isPunct(next, "[")))
      names.push_back(t.text);
  }
}

}  // namespace

std::vector<bool> findModifierTokens(const std::vector<Token>& tokens, const std::vector<bool>& typeNames,
                                     const std::function<bool(const std::string&)>& isKeyword) {
  auto plainWord = [&](std::size_t i) {
    const Token& t = tokens[i];
    return t.kind == TokenKind::Identifier && !typeNames[i] && !isBuiltinTypeName(t.text) &&
           glslTypeSpelling(t.text).empty() && !isKeyword(t.text);
  };
  auto startsType = [&](std::size_t i) {
    const Token& t = tokens[i];
    return t.kind == TokenKind::Identifier &&
           (typeNames[i] || isBuiltinTypeName(t.text) || !glslTypeSpelling(t.text).empty() ||
            ast::qualifierFromName(t.text) != ast::QualNone ||
            t.text == "struct");
  };
  std::vector<bool> modifiers(tokens.size(), false);
  int depth = 0;
  bool atDeclarationStart = true;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (atDeclarationStart && depth == 0 && plainWord(i)) {
      std::size_t end = i;
      while (end < tokens.size() && plainWord(end)) ++end;
      if (end < tokens.size() && startsType(end))
        for (std::size_t j = i; j < end; ++j) modifiers[j] = true;
    }
    const Token& t = tokens[i];
    if (isPunct(t, "{")) ++depth;
    if (isPunct(t, "}") && depth > 0) --depth;
    atDeclarationStart = isPunct(t, ";") || isPunct(t, "}");
  }
  return modifiers;
}

std::vector<bool> findTypeNameTokens(const std::vector<Token>& tokens) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
    if ((isWord(tokens[i], "struct") || isWord(tokens[i], "interface")) &&
        tokens[i + 1].kind == TokenKind::Identifier)
      names.push_back(tokens[i + 1].text);
    if (isWord(tokens[i], "typedef")) markTypedefNames(tokens, i + 1, names);
  }
  std::unordered_set<std::string> typeNames(names.begin(), names.end());
  std::vector<bool> isType(tokens.size(), false);
  for (std::size_t i = 0; i < tokens.size(); ++i)
    isType[i] = tokens[i].kind == TokenKind::Identifier && typeNames.count(tokens[i].text) != 0;
  return isType;
}

namespace {

// The words cgc 3.1 reserves in FX mode only (-fx, its default): -nofx makes them identifiers.
bool isFxKeyword(const std::string& word) {
  return word == "technique" || word == "pass" || word == "sampler_state" || word == "compile";
}

}  // namespace

std::vector<std::unique_ptr<antlr4::Token>> adaptTokens(const std::vector<Token>& tokens,
                                                        const antlr4::dfa::Vocabulary& vocabulary,
                                                        antlr4::TokenSource* source, bool fxKeywords) {
  const std::pair<antlr4::TokenSource*, antlr4::CharStream*> origin(source, nullptr);
  // Keywords and punctuators by their literal spelling in the grammar: "'if'" -> CgParser::T__n. The
  // grammar has one vocabulary, so the map is built once per process, not per parse.
  static const std::unordered_map<std::string, std::size_t> literals = [&vocabulary] {
    std::unordered_map<std::string, std::size_t> map;
    for (std::size_t type = 1; type <= vocabulary.getMaxTokenType(); ++type) {
      std::string literal = vocabulary.getLiteralName(type);
      if (literal.size() >= 2 && literal.front() == '\'') map.emplace(literal.substr(1, literal.size() - 2), type);
    }
    return map;
  }();
  std::vector<bool> typeNames = findTypeNameTokens(tokens);
  std::vector<bool> modifiers = findModifierTokens(tokens, typeNames, [&](const std::string& word) {
    return literals.count(word) != 0;
  });

  std::vector<std::unique_ptr<antlr4::Token>> out;
  out.reserve(tokens.size());
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    if (t.kind == TokenKind::Invalid) continue;  // diagnosed by the preprocessor; the grammar would only echo it
    std::size_t type = CgParser::UNKNOWN;
    switch (t.kind) {
      case TokenKind::Identifier:
        if (!fxKeywords && isFxKeyword(t.text)) type = CgParser::IDENTIFIER;
        else if (auto keyword = literals.find(t.text); keyword != literals.end()) type = keyword->second;
        else if (isBuiltinTypeName(t.text)) type = CgParser::BASIC_TYPE;
        else if (isTextureTypeName(t.text) && i + 1 < tokens.size() && tokens[i + 1].kind == TokenKind::Identifier &&
                 literals.count(tokens[i + 1].text) == 0)
          type = CgParser::BASIC_TYPE;  // `texture t`: a declaration; `texture = 1`, `f(texture)`: a name
        else if (typeNames[i]) type = CgParser::TYPE_NAME;
        else if (!glslTypeSpelling(t.text).empty()) type = CgParser::BASIC_TYPE;  // after the user's types
        else if (modifiers[i]) type = CgParser::MODIFIER;
        else if (i > 0 && tokens[i - 1].kind == TokenKind::Identifier && tokens[i - 1].text == "uniform" &&
                 i + 1 < tokens.size() && isPunct(tokens[i + 1], "{"))
          type = CgParser::BLOCK_NAME;
        else type = CgParser::IDENTIFIER;
        break;
      case TokenKind::IntLiteral: type = CgParser::INT_LITERAL; break;
      case TokenKind::CharLiteral: type = CgParser::INT_LITERAL; break;  // cgc: 'a' is the integer 97
      case TokenKind::FloatLiteral: type = CgParser::FLOAT_LITERAL; break;
      case TokenKind::StringLiteral: type = CgParser::STRING_LITERAL; break;
      case TokenKind::Punctuator:
        if (auto punct = literals.find(t.text); punct != literals.end()) type = punct->second;
        break;
      case TokenKind::EndOfFile: type = antlr4::Token::EOF; break;
      case TokenKind::Invalid: break;
    }
    auto token = std::make_unique<antlr4::CommonToken>(origin, type, antlr4::Token::DEFAULT_CHANNEL, i, i);
    token->setText(t.kind == TokenKind::EndOfFile ? "<EOF>" : t.text);
    token->setLine(t.loc.line);
    token->setCharPositionInLine(t.loc.col > 0 ? t.loc.col - 1 : 0);
    out.push_back(std::move(token));
    if (t.kind == TokenKind::EndOfFile) break;
  }
  if (out.empty() || out.back()->getType() != antlr4::Token::EOF) {
    std::size_t last = tokens.empty() ? 0 : tokens.size() - 1;
    auto eof = std::make_unique<antlr4::CommonToken>(origin, antlr4::Token::EOF, antlr4::Token::DEFAULT_CHANNEL, last, last);
    eof->setText("<EOF>");
    out.push_back(std::move(eof));
  }
  return out;
}

}  // namespace cgx::parse
