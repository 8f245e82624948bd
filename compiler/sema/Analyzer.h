// The semantic analyzer's shared state and its member functions, implemented one concern per file:
//   Scopes.cpp        name lookup and declaration (C1038, C1008)
//   ResolveTypes.cpp  TypeSpec -> TypeId, array dimensions (C1307, C1043), struct and typedef types
//   ConstEval.cpp     compile-time integer evaluation for array sizes and `const` globals
//   CheckDecls.cpp    globals, functions, prototypes vs definitions (C1013), parameters
//   CheckExprs.cpp    literals, names, operators, assignment, conditional, casts, constructors
//   CheckCalls.cpp    calls: user overloads, the stdlib, intrinsics, methods (C1101 C1115 C1102-C1105)
//   CheckMembers.cpp  fields, swizzles, matrix swizzles, `.length`, indexing (C1009 C1048 C1049 C1011)
//   CheckStmts.cpp    statements, returns (C1015 C1016 C1108 C1110), loops (C1118 C1119), conditions
//   EntryPoint.cpp    the entry's varying interface and semantics (C3001 C5029 C5108 C5109 C7021)
//   Recursion.cpp     the call graph (C5005)
//   Uninitialized.cpp locals read before any assignment (C7050)
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"
#include "ir/Types.h"
#include "sema/Sema.h"
#include "sema/TypeRules.h"
#include "support/Limits.h"

namespace cgx::sema {

// What a name means in one scope. Functions overload; everything else is unique per scope.
struct Symbol {
  ast::VarDecl* var = nullptr;
  std::vector<ast::FunctionDecl*> functions;
  // Definitions qualified for other profiles only that lost to one another (`arbfp1 float f(float4)` beside
  // `fp40 float f(float4)` compiled for fp30): hidden from calls, which then find no overload (C1115).
  std::vector<ast::FunctionDecl*> otherProfiles;
  ast::Decl* typeDecl = nullptr;  // StructDecl, TypedefDecl or InterfaceDecl
  TypeId type = 0;                // the type a typeDecl names
};

class Analyzer {
 public:
  Analyzer(ir::TypeTable& types, DiagnosticSink& sink, const SemaOptions& options, bool isStdlib);

  SemaResult run(ast::TranslationUnit& unit);

  // ---- Scopes.cpp ----
  void pushScope();
  void popScope();
  // Declares a variable in the innermost scope; C1038 when the name is taken there.
  void declareVar(ast::VarDecl* var);
  // Declares a function (overloads allowed); returns the earlier declaration with the same parameter types.
  ast::FunctionDecl* declareFunction(ast::FunctionDecl* fn);
  void declareType(ast::Decl* decl, TypeId type);
  // How a function's profile qualifiers (`arbfp1 float f()`) suit the compile profile: qualified for it,
  // not qualified, or qualified for other profiles only. One signature's best declaration is the one calls see.
  enum class ProfileFit : std::uint8_t { Other, Plain, Family, Match };  // worst to best
  ProfileFit profileFit(const ast::FunctionDecl* fn) const;
  // Whether the profile's library has the form of an intrinsic or library function taking `params`: not the
  // half and fixed forms where the profile lacks them (SemaOptions::lowPrecisionIntrinsics).
  bool libraryFormExists(const std::vector<ir::TypeId>& params) const;
  // C3004 for a call the entry reaches of a function qualified for other profiles only.
  void reportOtherProfileCall(const ast::CallExpr* call, const ast::FunctionDecl* callee);
  void reportConflict(const ast::Decl* decl, const ast::Decl* previous);  // C1038 with a note
  const Symbol* lookup(const std::string& name) const;  // innermost first
  // `glstate` (ir/GlState.h) where no declaration of the program's names it: declared in the global scope
  // on first use, `use` (its span: where diagnostics about glstate as a whole point).
  const Symbol* lookupGlState(const std::string& name, SourceSpan use);
  const Symbol* lookupType(const std::string& name) const;
  // Every function visible under `name` (user overloads of every scope, then the Cg stdlib's).
  std::vector<ast::FunctionDecl*> visibleFunctions(const std::string& name) const;

  // ---- ResolveTypes.cpp ----
  TypeId resolveTypeSpec(ast::TypeSpec* spec, ast::Qualifiers qualifiers);
  // Unsized dimensions (`[]`) are accepted anywhere: cgc's rules for where they may stand are not measured.
  TypeId applyArrayDims(TypeId element, const std::vector<ast::Expr*>& dims);
  TypeId declareStruct(ast::StructDecl* decl);
  void defineStructBody(ast::StructDecl* decl);
  void checkImplements(ast::StructDecl* decl);  // `struct S : I` (C1302 C1303 C4003 C7017)

  // ---- ConstEval.cpp ----
  // The value of an integral constant expression (literals, const variables with constant initializers,
  // operators, casts), or nullopt.
  std::optional<long long> evalConstInt(const ast::Expr* expr);

  // ---- CheckDecls.cpp ----
  void checkTopLevel(ast::Decl* decl);
  void checkVarDecl(ast::VarDecl* var, ast::VarStorage storage);
  void checkPacking(const ast::VarDecl* var, TypeId type);  // C1116
  void checkInitializer(ast::VarDecl* var);
  void checkFunction(ast::FunctionDecl* fn);
  void checkParams(ast::FunctionDecl* fn);

  // ---- CheckExprs.cpp ----
  // Types `expr` (sets semaType and returns it). Never null-crashes: nullptr gives the error type.
  TypeId check(ast::Expr* expr);
  // Checks that `value` (already typed) converts implicitly to `target`; reports `code` (C1060, C1035,
  // C1016 ...) with `what` when it does not, C7011 when it narrows. Returns false on an error.
  bool checkConversion(ast::Expr* value, TypeId target, DiagCode code, const std::string& message);
  bool checkInitList(ast::InitListExpr* list, TypeId target);
  // `Pair(t, c)`, `float[3](1, 2, 3)`: one argument per field or element (C1033 C1056 C1067 C1068).
  bool checkAggregateConstructor(ast::ConstructorExpr* ctor, TypeId target);
  bool isLvalue(const ast::Expr* expr) const;
  // Reports C1034/C1036 when `expr` cannot be assigned; returns whether it can.
  bool requireAssignable(ast::Expr* expr);
  bool checkCondition(ast::Expr* condition);  // scalar bool-convertible: C1019 otherwise

  // ---- CheckCalls.cpp ----
  TypeId checkCall(ast::CallExpr* call);

  // ---- CheckMembers.cpp ----
  TypeId checkMember(ast::MemberExpr* member);
  TypeId checkIndex(ast::IndexExpr* index);

  // ---- CheckStmts.cpp ----
  void checkStmt(ast::Stmt* stmt);
  void checkBlock(ast::CompoundStmt* block, bool newScope);

  // ---- EntryPoint.cpp ----
  void checkEntry(ast::FunctionDecl* entry);
  // A geometry program's input primitive (C6022 without one, C6023 with two: GeometryEntry.cpp).
  ast::PrimitiveKind checkGeometryEntry(ast::FunctionDecl* entry);
  // The AttribArray length in `fn`'s parameters: the vertices of its input primitive, -1 (unsized) without one.
  int attribArrayLength(const ast::FunctionDecl* fn) const;
  // emitVertex and restartStrip outside a geometry program: C3004, as cgc.
  void checkGeometryOnlyCall(const ast::CallExpr* call, const std::string& name);
  // The semantic of emitVertex's argument `index` written without one, from the variables it reads, as cgc
  // (C6020 with two candidates, C6021 with none): stored in call->argSemantics.
  void inferEmitSemantic(ast::CallExpr* call, std::size_t index);
  void warnUniformSemantic(ast::VarDecl* uniform);  // C7021
  // A sampler or texture or an array of them: cgc makes such an entry parameter uniform whatever it is written.
  bool isUniformOnlyValue(ir::TypeId type) const;

  // ---- Recursion.cpp ----
  // Binds calls of prototypes to their definitions, reports recursion (C5005) and calls of functions never
  // defined that the entry reaches (C1501), and lists the functions the program uses.
  std::vector<ast::FunctionDecl*> finishCallGraph(ast::FunctionDecl* entry);

  // Puts the held body diagnostics back: all of them for functions in `reached` (every function when null),
  // and in the others all but those marked onlyWhereReached.
  void restoreBodyDiagnostics(const std::vector<ast::FunctionDecl*>* reached);

  void checkBufferSemantic(const ast::VarDecl* var);  // C6512, C7026 (CheckDecls.cpp)

  // ---- Uninitialized.cpp ----
  void checkUninitialized(const std::vector<ast::FunctionDecl*>& functions);

  // ---- shared helpers ----
  Diagnostic& error(DiagCode code, SourceSpan span, std::string message) {
    return sink_.report(code, span, std::move(message));
  }
  std::string typeName(TypeId t) const { return types_.name(t); }
  std::string quoted(const std::string& s) const { return "\"" + s + "\""; }
  // `; did you mean "NAME"?` for an undefined `name` (C1008): the nearest variable or function in scope, Cg
  // stdlib function or intrinsic; "" when none is near, and after kMaxSuggestions (a program with thousands
  // of undefined names must not cost a scan of every name for each).
  std::string suggestName(const std::string& name);
  // The same among `candidates` (a struct's fields, the semantics a stage takes), under the same limit.
  std::string suggestAmong(const std::string& name, const std::vector<std::string_view>& candidates);
  ir::TypeTable& types() { return types_; }
  const std::vector<std::pair<ast::FunctionDecl*, ast::CallExpr*>>& calls() const { return calls_; }
  ast::Decl* recordDecl(TypeId type) const {
    auto found = recordDecls_.find(type);
    return found == recordDecls_.end() ? nullptr : found->second;
  }
  void noteDeclaredAt(Diagnostic& d, const ast::Decl* decl, const char* what);

 private:
  friend struct FunctionContext;
  ir::TypeTable& types_;
  DiagnosticSink& sink_;
  const SemaOptions& options_;
  bool isStdlib_;
  std::vector<std::unordered_map<std::string, Symbol>> scopes_;
  unsigned suggestionsMade_ = 0;  // against kMaxSuggestions (support/Spelling.h)
  // The function whose body is being checked, its loop/switch nesting, and whether it returned.
  ast::FunctionDecl* currentFunction_ = nullptr;
  int loopDepth_ = 0;
  int switchDepth_ = 0;
  bool sawReturn_ = false;
  ast::StructDecl* currentStruct_ = nullptr;  // while checking a member function
  int attribArrayLength_ = -1;                 // while resolving a function's parameters (attribArrayLength)
  std::vector<ast::FunctionDecl*> definitions_;
  // The diagnostics of each user function body, held until the call graph says whether the entry reaches
  // the function (heldBodies_[i] belongs to heldFunctions_[i]).
  std::vector<ast::FunctionDecl*> heldFunctions_;
  std::vector<DiagnosticSink::Held> heldBodies_;
  std::vector<ast::VarDecl*> globals_;
  std::shared_ptr<GlStateDecl> glstate_;
  std::unordered_map<const ast::StructDecl*, TypeId> structTypes_;
  std::unordered_map<TypeId, ast::Decl*> recordDecls_;  // struct/interface type -> its declaration (methods)
  // Every call checked, with the function it is in (nullptr at global scope): the call graph.
  std::vector<std::pair<ast::FunctionDecl*, ast::CallExpr*>> calls_;
  friend class StdlibAccess;
};

}  // namespace cgx::sema
