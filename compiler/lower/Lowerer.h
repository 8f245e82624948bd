// Private to lowering: the Lowerer's state and the split of its work across files, one concern each:
//   Lower.cpp        module set-up, globals and their bindings, the function list
//   LowerEntry.cpp   entry parameters and return value flattened to varyings; prologue and epilogue
//   LowerStmt.cpp    statements and structured control flow
//   LowerExpr.cpp    rvalues: literals, names, operators, members, indexing
//   LowerAssign.cpp  lvalues, assignment, ++/--, user and intrinsic calls with copy-in/copy-out
//   LowerConvert.cpp implicit conversions, constructors, initializer lists, constant folding
//   LowerUniformCopies.cpp  uniforms the program writes: a per-run copy, as cgc makes
//   LowerInterfaces.cpp     interface values: the concrete struct behind each, functions specialized for it
//   LowerInterfaceArrays.cpp  arrays of interfaces bound element by element: a uniform per element, calls
//                             through `layers[i]` dispatched on i
#pragma once

#include <deque>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/Builder.h"
#include "lower/Lower.h"

namespace cgx::lower {

// An assignable place: a path, and a write mask when a swizzle selected components of it.
struct LValue {
  ir::Access access;
  std::uint8_t maskCount = 0;
  std::uint8_t mask[4] = {};
  ir::TypeId type = 0;  // the type of the place (the swizzle's type with a mask)
};

// in / out / inout as written (`in out` counts as inout).
ir::ParamDir paramDir(const ast::VarDecl* p);

class Lowerer {
 public:
  Lowerer(const sema::SemaResult& sema, ir::TypeTable& types, DiagnosticSink& sink, LowerOptions options)
      : sema_(sema), types_(types), sink_(sink), options_(options), module_(types) {}
  ir::Module run();

  // ---- shared helpers (used across files) ----
  void unsupported(SourceSpan span, const std::string& what);
  ir::Builder& b() { return *builder_; }
  const ir::TypeTable& types() const { return types_; }

  // Lower.cpp
  void lowerGlobals();
  ir::BindingHint bindingOf(const ast::Semantic* s) const;
  // bindings: for a specialization (LowerInterfaces.cpp), the concrete struct of each interface-typed
  // parameter in order; empty for an ordinary function.
  void lowerFunction(const ast::FunctionDecl* decl, ir::FuncId id, const std::vector<ir::TypeId>& bindings = {});
  const ast::FunctionDecl* definitionOf(const ast::FunctionDecl* f) const;

  // LowerEntry.cpp
  void entryPrologue(const ast::FunctionDecl* decl);
  void entryEpilogue();
  // emitVertex(p : POSITION, ...): one VaryingOut global per semantic the program emits, shared by every call.
  void emitVertex(const ast::CallExpr* e);

  // LowerStmt.cpp
  void lowerStmt(const ast::Stmt* s);
  void lowerReturn(const ast::ReturnStmt* s);
  ir::ExprId condition(const ast::Expr* e);  // a bool scalar

  // LowerExpr.cpp
  ir::ExprId rvalue(const ast::Expr* e);  // invalid ExprId for a void call
  void effect(const ast::Expr* e);        // evaluate for side effects only
  std::optional<ir::Access> path(const ast::Expr* e);  // a variable path (Name/Field/Index chain)
  ir::VarRef varOf(const ast::VarDecl* v, SourceSpan span);
  ir::ExprId zero(ir::TypeId t);

  // LowerAssign.cpp
  std::optional<LValue> lvalue(const ast::Expr* e);
  ir::ExprId loadLValue(const LValue& lv);
  void storeLValue(const LValue& lv, ir::ExprId value);
  ir::ExprId assign(const ast::AssignExpr* e);
  ir::ExprId incDec(const ast::UnaryExpr* e);
  ir::ExprId call(const ast::CallExpr* e);
  ir::ExprId intrinsicCall(const ast::CallExpr* e);
  ir::LocalId temp(ir::TypeId t, const char* what);

  // LowerInterfaces.cpp
  // The struct an interface-typed expression holds: a struct value itself (converted to an interface it
  // implements), or a variable bound to one in this function; nullopt when only the application knows.
  std::optional<ir::TypeId> concreteType(const ast::Expr* e) const;
  // `Light l = pl;`, `l = pl;`: an interface variable (a local, or a parameter of a specialization) holds
  // one struct; its storage is made for that struct when it is first given one. Returns its new value, or
  // an invalid id when the struct is unknown (then l stays unbound: calls through it are unresolved).
  ir::ExprId bindInterfaceVariable(const ast::VarDecl* v, const ast::Expr* value, SourceSpan span);
  // The interface-typed local or parameter `e` names, else null.
  const ast::VarDecl* interfaceVariable(const ast::Expr* e) const;
  // A uniform's type in the IR: the struct -type bound it to, else as declared.
  ir::TypeId boundType(const ast::VarDecl* uniform) const;
  // The function a call runs: `obj.method(...)` through an interface resolved to the concrete struct's
  // method, a function with interface parameters specialized for its arguments; *decl is set to the
  // callee's definition. An invalid id when there is nothing to call: an ir::UnresolvedCallStmt was emitted
  // (a concrete type only the application knows), or an error reported.
  ir::FuncId callTarget(const ast::CallExpr* e, const ast::FunctionDecl** decl);
  void lowerSpecializations();  // after every ordinary function: those the calls asked for, and theirs
  // A function with interface or unsized array parameters: lowered only as the specializations calls ask
  // for, never on its own.
  bool hasSpecializedParam(const ast::FunctionDecl* decl) const;
  // The sized array type `e` has: its own, or the length a specialization gave the unsized parameter it
  // names; nullopt when its length is not known here.
  std::optional<ir::TypeId> sizedArrayType(const ast::Expr* e) const;

  // LowerInterfaceArrays.cpp (LowerOptions::interfaceArrayBindings)
  // One uniform global per element of `v`, made from `declared` (the array's global as it would be): false
  // when `v` is no array bound element by element.
  bool addElementGlobals(const ast::VarDecl* v, const ir::Global& declared);
  // The array bound element by element that the name `e` names, else null; its element globals.
  const ast::VarDecl* elementArray(const ast::Expr* e) const;
  const std::vector<ir::GlobalId>* elementGlobals(const ast::Expr* e) const;
  bool isBoundElement(const ast::Expr* e) const;  // `layers[i]` of such an array
  // path() of `layers[i]` (the global of the element chosen for it) and of `layers` (C0165: no one value).
  ir::Access elementPath(const ast::Expr* e);
  ir::Access wholeElementArray(const ast::Expr* e);
  // The struct of the element chosen for `layers[i]`; nullopt when none is chosen or it has none.
  std::optional<ir::TypeId> elementStruct(const ast::Expr* e) const;
  // A call whose object or an argument is `layers[i]` with no element chosen yet: lowered once per element
  // the index may name (a constant's, or a dispatch on a run-time one). nullopt when there is none.
  std::optional<ir::ExprId> callThroughElements(const ast::CallExpr* e);
  ir::ExprId dispatchElements(const ast::CallExpr* e, const ast::Expr* element, ir::ExprId index, std::size_t count);
  bool withinDispatchBudget(const ast::Expr* element);  // false (C1604, once) past limits::kIrNodes
  // `Shade t = layers[1];`: binds t to the element of a constant index (C0165 for a run-time one). nullopt
  // when `value` is no such element.
  std::optional<ir::ExprId> bindElementVariable(const ast::VarDecl* v, const ast::Expr* value, SourceSpan span);
  // Lowers the index of `layers[i]` into *index; its value when it is a constant.
  std::optional<std::int64_t> lowerElementIndex(const ast::Expr* e, ir::ExprId* index);
  std::string pastTheElements(const ast::Expr* e, std::int64_t index) const;  // C1306's particulars

  // LowerConvert.cpp
  ir::ExprId convertTo(ir::ExprId v, ir::TypeId to);  // implicit and explicit numeric conversions
  ir::ExprId construct(const ast::ConstructorExpr* e);
  ir::ExprId initializer(const ast::Expr* init, ir::TypeId to);  // init lists included
  void components(ir::ExprId v, ir::Scalar kind, std::vector<ir::ExprId>& out);  // flatten for constructors
  // The value of type `to` (numeric, or arrays of numerics) built from scalars[next...], advancing next.
  ir::ExprId fromScalars(ir::TypeId to, const std::vector<ir::ExprId>& scalars, std::size_t& next);
  ir::ExprId fold(ir::ExprId e);
  // Folds each declaration's initializer in a scratch function and records a constant as Global::init.
  void foldInitializersOutsideCode(const std::vector<const ast::VarDecl*>& decls);  // Convert/Splat/Construct/Swizzle/Neg of constants -> a constant

  void typeGenericSamplers();  // Lower.cpp: after every function, from genericSamplers_
  void copyWrittenUniforms();  // LowerUniformCopies.cpp: after every function
  void packColumnMajorUniforms();  // LowerMatrixPacking.cpp: after copyWrittenUniforms

  // ---- state ----
  const sema::SemaResult& sema_;
  ir::TypeTable& types_;
  DiagnosticSink& sink_;
  LowerOptions options_;
  ir::Module module_;
  std::unordered_map<const ast::FunctionDecl*, ir::FuncId> funcIds_;
  std::unordered_map<const ast::VarDecl*, ir::GlobalId> globalIds_;
  std::vector<const ast::VarDecl*> dynamicInits_;  // static globals initialized by the entry's prologue
  // Uniforms (globals and entry parameters) with an initializer: Cg's default value, which the application
  // starts with (cgGetParameterDefaultValue) and the CPU runtime applies; folded to Global::init, never code.
  std::vector<const ast::VarDecl*> uniformDefaults_;
  // Generic `sampler` globals -> the sampler type the first lookup given them asked for (LowerConvert.cpp).
  std::map<std::uint32_t, ir::TypeId> genericSamplers_;

  // Functions with interface parameters, one IR function per (function, concrete structs): ids are
  // handed out when a call asks (nextFuncId_) and the functions made after the current one is done, so a
  // Builder's reference into module_.functions is never invalidated.
  struct Specialization {
    const ast::FunctionDecl* decl;
    std::vector<ir::TypeId> bindings;
    ir::FuncId id;
  };
  std::map<std::pair<const ast::FunctionDecl*, std::vector<ir::TypeId>>, ir::FuncId> specialized_;
  std::deque<Specialization> pendingSpecializations_;
  std::uint32_t nextFuncId_ = 0;

  // Arrays bound element by element -> their element globals (LowerInterfaceArrays.cpp).
  std::unordered_map<const ast::VarDecl*, std::vector<ir::GlobalId>> elementGlobals_;
  // `layers[i]` expressions -> the element the use being lowered stands for (set and restored around it).
  std::unordered_map<const ast::Expr*, std::size_t> chosenElements_;
  // What dispatches made (withinDispatchBudget): finished outermost ones, and where the current one began.
  std::size_t dispatchGrowth_ = 0;
  std::size_t dispatchStart_ = 0;
  std::size_t dispatchDepth_ = 0;
  bool dispatchTooLarge_ = false;

  // per function
  // Interface-typed parameters of a specialization -> the struct they hold (LowerInterfaces.cpp).
  std::unordered_map<const ast::VarDecl*, ir::TypeId> concrete_;
  ir::Builder* builder_ = nullptr;
  const ast::FunctionDecl* fnDecl_ = nullptr;
  std::unordered_map<const ast::VarDecl*, ir::VarRef> vars_;
  std::optional<ir::ParamId> this_;  // member functions: the implicit struct parameter
  struct Output {
    ir::Access from;     // the local path holding the value
    ir::GlobalId to;     // the VaryingOut global
  };
  std::vector<Output> outputs_;              // entry: copied out before every return
  // entry: a struct parameter with uniform members, as one part per top-level member (LowerEntry.cpp)
  std::unordered_map<const ast::VarDecl*, std::vector<ir::VarRef>> splitParams_;
  std::optional<ir::LocalId> entryResult_;   // entry: where `return e;` puts e
  std::map<std::string, ir::GlobalId> emitted_;  // geometry programs: canonical semantic -> its output
};

}  // namespace cgx::lower
