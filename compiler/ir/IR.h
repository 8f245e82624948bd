// The cgx IR: the one typed, structured contract between the front end (lowering) and every consumer
// (optimization passes, the profile/resource checker, the GLSL writer, the LLVM JIT).
//
// Rules:
// - Ownership. A Module owns its globals, its constant pool and its functions; a Function owns its params,
//   locals, its expression arena and its body. Everything is addressed by typed 32-bit handles
//   (ExprId, ConstId, GlobalId, FuncId, LocalId, ParamId): indices into those vectors, never pointers, so a
//   Module can be copied, moved and dumped deterministically. Types are TypeIds of the TypeTable the Module
//   refers to (not owns): the table must outlive the Module. Every arena has a parallel span array.
// - Expressions are pure trees in the function's arena: no side effects, no calls to user functions. An
//   expression is evaluated when (and each time) the statement that uses it executes, reading variables as
//   every earlier statement left them; the order among the operands of one statement does not matter
//   because nothing in them writes. Cg's && and || do not short-circuit and ?: evaluates both sides, so this
//   is exact Cg. Lowering turns every C-style side effect (=, +=, ++, user calls) into statements first.
// - Tree, not DAG: each ExprId is used by at most one parent (statement, expression or access path). A pass
//   that copies a statement clones its expressions (Function::cloneExpr). Expressions nobody uses are dead
//   arena slots; they are legal and cost nothing but memory.
// - Side effects live only in statements: Store, Call (user functions, copy-in / copy-out), IntrinsicCall
//   (intrinsics with out parameters or effects: sincos, clip ...), If, Loop, Break, Continue, Return,
//   Discard. Control flow is structured; there is no goto.
// - Types are exact: an operation's operands already have the types the operation needs (lowering inserted
//   every conversion, smear and narrowing). The Validator checks it; run it after every pass in debug builds.
// - Matrices follow Cg: floatRxC has R rows of C columns, component (r, c) is number r * C + c in row-major
//   flattening (Construct, Constant), Extract(m, i) is row i, swizzle/write-mask components of a matrix are
//   r * 4 + c (as `._m{r}{c}`).
// - The entry function has no parameters and returns void: lowering turned its parameters into varying
//   globals (VaryingIn / VaryingOut, struct parameters flattened to one global per leaf field, named by the
//   path `IN.position`) and `uniform` parameters into Uniform globals. It reads inputs, and before every
//   Return (and at the end of its body) stores every output. Only the entry touches varyings.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "ir/Types.h"
#include "support/SourceManager.h"

namespace cgx::ir {

// Defined by ir/Intrinsic.h (the intrinsic table). Only the IR's payload, so a forward declaration suffices.
enum class IntrinsicOp : std::uint16_t;

// ---- Handles -----------------------------------------------------------------------------------------
template <typename Tag>
struct Handle {
  static constexpr std::uint32_t kNone = 0xffffffffu;
  std::uint32_t value = kNone;
  constexpr Handle() = default;
  constexpr explicit Handle(std::uint32_t v) : value(v) {}
  constexpr bool valid() const { return value != kNone; }
  constexpr auto operator<=>(const Handle&) const = default;
};
using ExprId = Handle<struct ExprTag>;
using ConstId = Handle<struct ConstTag>;
using GlobalId = Handle<struct GlobalTag>;
using FuncId = Handle<struct FuncTag>;
using LocalId = Handle<struct LocalTag>;
using ParamId = Handle<struct ParamTag>;

// ---- Constants: a module-wide, interned pool ------------------------------------------------------------
// Every component is a double: exact for bool (0/1), int and uint (32 bit) and float/half/fixed values.
// Arrays and structs are flattened (elements, then fields, in order; matrices row-major).
struct Constant {
  TypeId type = 0;
  std::vector<double> values;  // TypeTable::flatComponentCount(type) entries
  bool operator==(const Constant&) const = default;
};

// ---- Variables and access paths ----------------------------------------------------------------------
enum class VarKind : std::uint8_t { Global, Param, Local };
struct VarRef {
  VarKind kind = VarKind::Local;
  std::uint32_t index = 0;  // GlobalId / ParamId / LocalId value
  static VarRef global(GlobalId g) { return {VarKind::Global, g.value}; }
  static VarRef param(ParamId p) { return {VarKind::Param, p.value}; }
  static VarRef local(LocalId l) { return {VarKind::Local, l.value}; }
  bool operator==(const VarRef&) const = default;
};

// One step into a value: a struct field, or an element/row/component by index (arrays, matrices, vectors).
// An Index's expression belongs to the path (tree rule) and is evaluated with the statement. Out-of-range
// indices are clamped by back ends (robust access); the IR does not promise a trap.
struct AccessStep {
  enum class Kind : std::uint8_t { Field, Index } kind = Kind::Field;
  std::uint32_t field = 0;  // Field: index into the struct's fields
  ExprId index;             // Index: an int/uint (or cint) scalar expression
};
struct Access {
  VarRef var;
  std::vector<AccessStep> steps;
};

// ---- Expressions -------------------------------------------------------------------------------------
enum class UnaryOp : std::uint8_t { Neg, Not /* bool shapes */, BitNot /* integral */ };
// Componentwise on operands of one type T; comparisons and logical ops give the bool shape of T. Mul is
// componentwise even for matrices (the matrix product is the mul() intrinsic). LogAnd/LogOr don't short.
enum class BinaryOp : std::uint8_t {
  Add, Sub, Mul, Div, Mod, Shl, Shr, BitAnd, BitOr, BitXor, LogAnd, LogOr, Lt, Le, Gt, Ge, Eq, Ne,
};
const char* opName(UnaryOp op);
const char* opName(BinaryOp op);
bool isComparison(BinaryOp op);

struct ConstantExpr { ConstId constant; };
struct LoadExpr { Access access; };
struct UnaryExpr { UnaryOp op; ExprId operand; };
struct BinaryExpr { BinaryOp op; ExprId lhs, rhs; };
// Same shape, another scalar kind (float3 -> int3, cint -> int). Shape changes are explicit (Swizzle,
// Construct, Splat), so Convert never drops or adds components.
struct ConvertExpr { ExprId value; };
// A scalar repeated into every component of a vector or matrix of the same scalar kind.
struct SplatExpr { ExprId value; };
// Numeric result: the arguments' components in order fill the result row-major; every argument has the
// result's scalar kind and the counts sum to the result's component count. Struct/array result: one
// argument per field/element with exactly its type.
struct ConstructExpr { std::vector<ExprId> args; };
// Components of a scalar (0), vector (0..N-1) or matrix (r * 4 + c). One component gives a scalar (or a
// vector of 1 where the type says so), several give a vector.
struct SwizzleExpr { ExprId base; std::uint8_t count = 0; std::uint8_t comps[4] = {}; };
// base[index] on an rvalue: array element, matrix row, vector component.
struct ExtractExpr { ExprId base, index; };
struct FieldExpr { ExprId base; std::uint32_t field = 0; };
// Componentwise `cond ? a : b`: cond is bool scalar or a bool vector with a's component count; both
// sides are evaluated (they are pure).
struct SelectExpr { ExprId cond, ifTrue, ifFalse; };
// A pure intrinsic (no out parameters, no effects); args already converted to the signature's types.
struct IntrinsicExpr { IntrinsicOp op; std::uint16_t signature = 0; std::vector<ExprId> args; };

using ExprNode = std::variant<ConstantExpr, LoadExpr, UnaryExpr, BinaryExpr, ConvertExpr, SplatExpr,
                              ConstructExpr, SwizzleExpr, ExtractExpr, FieldExpr, SelectExpr, IntrinsicExpr>;
struct Expr {
  TypeId type = 0;
  ExprNode node;
};

// ---- Statements --------------------------------------------------------------------------------------
struct Stmt;
struct Block {
  std::vector<Stmt> stmts;
};

// Writes value to target. With a mask (count > 0), component i of value goes to component comps[i] of the
// target (a vector, scalar or matrix as in SwizzleExpr); comps are distinct.
struct StoreStmt {
  Access target;
  ExprId value;
  std::uint8_t maskCount = 0;
  std::uint8_t mask[4] = {};
};
// One argument per callee parameter. in: value. out: target. inout: value (copied in) and target (copied
// out). The callee runs on copies; after it returns, out targets are written in parameter order, their
// index expressions evaluated then.
struct CallArg {
  std::optional<ExprId> value;
  std::optional<Access> target;
};
struct CallStmt {
  FuncId callee;
  std::vector<CallArg> args;
  std::optional<Access> result;  // where the return value goes (absent for void or when unused)
};
// An intrinsic with out parameters (sincos, frexp, modf) or effects (clip, emitVertex); same arg rules.
// A geometry program's emitVertex takes one value argument per output of the vertex, and `outputs` names
// the VaryingOut global each goes to (parallel to args; empty for every other intrinsic): the values are
// the vertex's, so no Store writes them and the "only the entry touches varyings" rule still holds for
// statements (emitVertex may be called from any function, as in cgc).
struct IntrinsicCallStmt {
  IntrinsicOp op;
  std::uint16_t signature = 0;
  std::vector<CallArg> args;
  std::optional<Access> result;
  std::vector<GlobalId> outputs;
};
struct IfStmt {
  ExprId cond;  // bool scalar
  Block thenBlock, elseBlock;
};
// Runs body, then continuing, forever until a Break (or Return/Discard). Continue jumps to continuing.
// continuing may Break (a do-while's test) but not Continue or Return. for(init; c; step) is
// `init; loop { if (!c) break; body } continuing { step }`.
struct LoopStmt {
  Block body, continuing;
};
struct BreakStmt {};
struct ContinueStmt {};
struct ReturnStmt { std::optional<ExprId> value; };
struct DiscardStmt {};  // kills the fragment; terminates like Return
// A call the front end could not bind: a method of an interface variable whose concrete type the
// application chooses at run time (an unsized `Layer layers[]` CgFX parameter). Its arguments are pure
// and dropped; its result is left as lowering initialised it. Legal only where later passes prove it
// unreachable (a loop over `layers.length`, which is 0 until the array is sized): the pass pipeline
// reports C1306 for every one that survives, so back ends never see one.
struct UnresolvedCallStmt {
  // What is unknown, for the diagnostic: "'Layer.evaluate' has no implementation until the application
  // binds one", or the same of an interface argument of a function with interface parameters.
  std::string what;
};

using StmtNode = std::variant<StoreStmt, CallStmt, IntrinsicCallStmt, IfStmt, LoopStmt, BreakStmt,
                              ContinueStmt, ReturnStmt, DiscardStmt, UnresolvedCallStmt>;
struct Stmt {
  StmtNode node;
  SourceSpan span;
};

// ---- Variables ---------------------------------------------------------------------------------------
enum class ParamDir : std::uint8_t { In, Out, InOut };
struct Param {
  std::string name;
  TypeId type = 0;
  ParamDir dir = ParamDir::In;
};
struct Local {
  std::string name;  // as declared; lowering's temporaries start with '$'
  TypeId type = 0;
};

enum class GlobalKind : std::uint8_t {
  Uniform,     // set by the application; read-only
  VaryingIn,   // an entry input (read-only)
  VaryingOut,  // an entry output (write-only)
  Static,      // program-private; `init` if constant, else the entry stores it first
  Const,       // read-only, `init` always set
};
const char* globalKindName(GlobalKind k);

// What `: register(c12)`, `: C12`, `: TEXUNIT0`, `: BUFFER[3]` asked for. The profile checker decides.
struct BindingHint {
  enum class Kind : std::uint8_t { None, ConstRegister, TexUnit, Buffer, Other } kind = Kind::None;
  std::uint32_t index = 0;
  // Buffer: `: BUFFER` without an index, which the profile stage numbers (the first index no other buffer
  // of the program names, in declaration order, as cgc does).
  bool unindexed = false;
  std::string profile;  // register(vs_2_0, c12): "vs_2_0"
  std::string text;     // as written
};

struct Global {
  std::string name;      // uniforms: declared name; varyings: flattened path ("IN.position", "return")
  TypeId type = 0;
  GlobalKind kind = GlobalKind::Uniform;
  std::string semantic;  // as written ("POSITION", "TEXCOORD0", "state.matrix.mvp"); empty if none
  BindingHint binding;
  std::optional<ConstId> init;  // Static/Const: the value; Uniform: Cg's default (the runtime's start value)
  bool referenced = false;  // read somewhere in the program (passes recompute it after DCE)
  SourceSpan span;
  int ordinal = -1;  // position among the entry's parameters (cgc's listing prints it); -1 for globals
  // Uniform: a matrix or array of matrices declared column-major (Cg's `column_major`, `#pragma
  // pack_matrix`); struct fields say it themselves (Field::columnMajor).
  bool columnMajor = false;
  // Its column-major matrices are stored column-wise: `type` is the storage type, each such matrix
  // transposed, and the program reads it through transpose() (lower/LowerMatrixPacking.cpp). Off in a
  // module lowered for the CPU runtime, whose uniform block is its own and keeps the declared types.
  bool packed = false;
  // A uniform declared as a buffer block (`uniform Material { ... } material : BUFFER`): the block's name,
  // which libCg finds the parameter by (cgGetNamedProgramUniformBuffer); empty otherwise.
  std::string bufferBlock = {};
};

// ---- Functions and the module ------------------------------------------------------------------------
struct Function {
  std::string name;
  TypeId returnType = TypeTable::kVoid;
  std::vector<Param> params;
  std::vector<Local> locals;
  std::vector<Expr> exprs;            // the arena
  std::vector<SourceSpan> exprSpans;  // parallel to exprs
  Block body;
  bool isEntry = false;
  bool fromStdlib = false;  // a Cg-written standard-library function (stdlib/*.cg): back ends may map it by name
  SourceSpan span;

  ExprId addExpr(Expr e, SourceSpan span = {});
  const Expr& expr(ExprId id) const { return exprs[id.value]; }
  Expr& expr(ExprId id) { return exprs[id.value]; }
  LocalId addLocal(std::string name, TypeId type);
  // Deep copy of the tree under id (and of index expressions in its access paths); returns the new root.
  ExprId cloneExpr(ExprId id);
  Access cloneAccess(const Access& access);
};

// A geometry program's input primitive (the entry's POINT ... TRIANGLE_ADJ word, or -po's); None for
// vertex and fragment programs. Each varying input is an array of this many vertices (AttribArray).
enum class Primitive : std::uint8_t { None, Points, Lines, LinesAdjacency, Triangles, TrianglesAdjacency };
const char* primitiveName(Primitive p);  // "TRIANGLES": NV_gpu_program4's PRIMITIVE_IN spelling
// The vertices of one input primitive (the length of each AttribArray input): 1, 2, 4, 3, 6; 0 for None.
// The IR's enum's count; ast::primitiveVertices is the same fact for the syntax tree's words.
unsigned primitiveVertices(Primitive p);

class Module {
 public:
  explicit Module(const TypeTable& types) : types_(&types) {}
  const TypeTable& types() const { return *types_; }

  Primitive inputPrimitive = Primitive::None;
  // The entry's output primitive word: POINT_OUT is Points, LINE_OUT Lines, TRIANGLE_OUT Triangles; None
  // without one (the profile's default follows the input: profile/Geometry.cpp).
  Primitive outputPrimitive = Primitive::None;

  std::vector<Global> globals;
  std::vector<Function> functions;
  FuncId entry;  // invalid with -noentry

  // Interned: the same type and values give the same id.
  ConstId constant(Constant c);
  const Constant& constant(ConstId id) const { return constants_[id.value]; }
  const std::vector<Constant>& constants() const { return constants_; }

  GlobalId addGlobal(Global g);
  FuncId addFunction(Function f);
  Global& global(GlobalId id) { return globals[id.value]; }
  const Global& global(GlobalId id) const { return globals[id.value]; }
  Function& function(FuncId id) { return functions[id.value]; }
  const Function& function(FuncId id) const { return functions[id.value]; }

  // The type a variable has in `fn`, and the type an access path reaches (kError if malformed).
  TypeId varType(const Function& fn, VarRef v) const;
  TypeId accessType(const Function& fn, const Access& a) const;

 private:
  const TypeTable* types_;
  std::vector<Constant> constants_;
  // constants_ by a hash of the type and values: interning looks at the few with the same hash, not the
  // whole pool (a program with n distinct constants would otherwise cost n^2/2 comparisons).
  std::unordered_multimap<std::size_t, std::uint32_t> constantIndex_;
};

}  // namespace cgx::ir
