// Semantic analysis: name resolution, Cg's type rules, overload resolution and the entry-point rules.
// It annotates the AST in place (the `sema*` fields; rules at the top of ast/Ast.h) and reports through the
// sink. It runs on whatever parsed: ErrorExpr and nodes whose type is the error type (TypeId 0) are accepted
// silently, so a syntax error does not cascade into type errors.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "ir/Types.h"

namespace cgx::sema {

enum class Stage : std::uint8_t { Unknown, Vertex, Fragment, Geometry };

// The stage a profile name compiles for ("arbvp1" -> Vertex, "ps_2_0" -> Fragment, "gp4gp" -> Geometry);
// Unknown for an unknown name.
Stage stageOfProfile(const std::string& profile);
// Every profile name stageOfProfile knows (cgc 3.1's), vertex first, then fragment, then geometry.
std::vector<std::string_view> profileNames();

struct SemaOptions {
  std::string entry = "main";
  bool noEntry = false;       // -noentry: type-check every function, no entry-point rules
  Stage stage = Stage::Vertex;  // cgc's default profile is vs_1_1
  std::string profile = "vs_1_1";
  // The profile words that select a qualified function (`fp30 float4 f()`), best first; empty: just `profile`.
  std::vector<std::string> functionQualifiers;
  // Whether the intrinsics' half and fixed forms exist (the profile's lowPrecisionIntrinsics).
  bool lowPrecisionIntrinsics = true;
  // -nostdlib: no standard library at all, neither its Cg functions nor the intrinsics (cgc 3.1 reports
  // every one, dot and tex2D included, as an undefined variable, C1008).
  bool noStdlib = false;
  // Whether buffer blocks (`uniform Name { ... } b : BUFFER`) are allowed: cgc's -no_uniform_blocks, which
  // NVIDIA's libCg gives contexts before CG_BEHAVIOR_3100, makes each one C5222.
  bool uniformBlocks = true;
  // Geometry programs: the input primitive cgc's -po POINT|LINE|LINE_ADJ|TRIANGLE|TRIANGLE_ADJ chose, which
  // overrides the entry's own word (measured: `-po POINT` on a TRIANGLE program reads PRIMITIVE_IN POINTS).
  ast::PrimitiveKind inputPrimitive = ast::PrimitiveKind::None;
  unsigned vertexTexcoordOutputs = 8;  // TEXCOORD0..N-1 a vertex program may write (the driver takes it from
                                       // the profile's data: vs_3_0 has 16)
};

struct SemaResult {
  ast::FunctionDecl* entry = nullptr;           // the entry definition (nullptr with noEntry or on C3001)
  std::vector<ast::FunctionDecl*> functions;    // every function definition reachable from the unit, in
                                                // source order, stdlib functions used by the program last
  std::vector<ast::VarDecl*> globals;           // every global variable, in source order
  bool ok = false;                              // no errors were reported by sema
  // A geometry program's input primitive (the entry's word or SemaOptions::inputPrimitive); None otherwise.
  ast::PrimitiveKind inputPrimitive = ast::PrimitiveKind::None;
  // Its entry's output primitive word (TRIANGLE_OUT: Triangle); None when it has none (-po's is the
  // profile's business: profile/Geometry.cpp).
  ast::PrimitiveKind outputPrimitive = ast::PrimitiveKind::None;
  // Cg's predefined `glstate` uniform (ir/GlState.h), declared when the program names it: its declaration
  // lives here (one of `globals`) since the unit's AstContext holds only what was parsed.
  std::shared_ptr<struct GlStateDecl> glstate;
};

struct GlStateDecl {
  ast::VarDecl var;
  ast::Semantic semantic;  // "state", as cgc's listing gives it (`#semantic glstate : state`)
};

// Analyses `unit`; types go into `types`. Thread-compatible: one unit per call.
SemaResult analyze(ast::TranslationUnit& unit, ir::TypeTable& types, DiagnosticSink& sink,
                   const SemaOptions& options);

}  // namespace cgx::sema
