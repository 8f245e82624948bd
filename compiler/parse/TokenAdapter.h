// Maps the preprocessor's tokens onto the grammar's token types (see the top of Cg.g4).
// The ANTLR token's start and stop index hold the index of the preprocessor token it came from, which is how
// the AST builder and the syntax-error listener find source locations.
#pragma once

#include <antlr4-runtime.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "preprocess/Token.h"

namespace cgx::parse {

// True for the spellings the grammar's BASIC_TYPE covers: float, half4, int2x3, void, string, sampler2D...
bool isBuiltinTypeName(std::string_view text);
// CgFX's texture types: "texture" and each sampler suffix after it (texture2D, textureCUBE, textureBUF), as
// cgc takes them. Unlike the other built-in names they stay usable as identifiers (cgc compiles
// `float texture = 1;` and `tex2D(texture, uv)`), so the adapter makes one a type only before a declarator.
bool isTextureTypeName(std::string_view text);
// Every one of those spellings (for "did you mean" on a misspelt type).
const std::vector<std::string>& builtinTypeNames();

// The Cg spelling of a GLSL type name cgc 3.1 accepts in every profile, or an empty view: vec3 -> float3,
// ivec2 -> int2, mat3 -> float3x3, samplerCube -> samplerCUBE. cgc keeps Cg's rows: its mat2x3 is float2x3
// (2 rows of 3, `mat2x3(1,2,3,4,5,6)[1]` is (4,5,6)), not GLSL's 2 columns (tests/parse/NamesParseTest.cpp).
// cgc declares them like typedefs of an outer scope, so a user's struct or typedef of that name wins.
std::string_view glslTypeSpelling(std::string_view text);

// Struct, interface and typedef names declared anywhere in the unit. Cg has no scoping that makes a name a
// type in one place and not in another worth the cost of feeding the parser's state back into the lexer.
std::vector<bool> findTypeNameTokens(const std::vector<Token>& tokens);

// Program modifiers: a run of plain words at the start of a top-level declaration, right before its type or
// qualifiers: `TRIANGLE void main(`, `gp5tep TRIANGLES PATCH_3 SPACE_FRACTIONAL_EVEN ORDER_CCW void main(`.
std::vector<bool> findModifierTokens(const std::vector<Token>& tokens, const std::vector<bool>& typeNames,
                                     const std::function<bool(const std::string&)>& isKeyword);

// `vocabulary` is the Cg grammar's (CgLexer's or CgParser's: the same); its literal map is cached. The
// tokens name `source` as theirs (error recovery asks a token for its source when it conjures a missing one),
// so a token source can hand them to the parser as they are. Without `fxKeywords` (cgc -nofx) CgFX's
// keywords are identifiers.
std::vector<std::unique_ptr<antlr4::Token>> adaptTokens(const std::vector<Token>& tokens,
                                                        const antlr4::dfa::Vocabulary& vocabulary,
                                                        antlr4::TokenSource* source = nullptr,
                                                        bool fxKeywords = true);

}  // namespace cgx::parse
