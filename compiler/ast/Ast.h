// The Cg abstract syntax tree: what the parser builds and semantic analysis annotates.
//
// Rules:
// - Every node is owned by one AstContext (an arena); nodes point at each other with plain pointers that
//   stay valid as long as the context lives. Nothing is freed before the context is.
// - Every node has a source span covering its whole text (first to last token, inclusive).
// - The tree records what was written, not what it means: a `.xyz` swizzle is a MemberExpr until sema
//   decides; `f(x)` is a CallExpr whether f is a function or a struct; qualifiers are kept as written.
//   Sema fills the `sema*` fields (types, resolved declarations) without restructuring the tree.
// - What sema fills in (every `sema*` field; 0/nullptr until then, and left so where sema reported an error):
//   * Expr::semaType: the type of the value the expression produces, before any conversion its context
//     imposes. Lowering inserts the conversions: to the target's type for an assignment or initializer, to
//     the parameter types of semaFunction / the intrinsic's chosen signature for a call, to the function's
//     return type for `return`, to bool for conditions, to semaOperandType for binary and compound-assign
//     operators (the type both operands are brought to; a comparison's semaType is then the bool shape).
//   * NameExpr::semaDecl: the VarDecl (variable, parameter) or FunctionDecl named.
//   * CallExpr::semaFunction / semaIntrinsic / semaSignature: the overload chosen (a Cg function, or an
//     intrinsic of stdlib/intrinsics.def with the index of its concrete signature).
//   * MemberExpr::semaMember and friends: a field, a swizzle, a matrix swizzle, `.length` or a method.
//   * Declarations: VarDecl::semaType (the full type, arrays included), FunctionDecl::semaType (the return
//     type), StructDecl/TypedefDecl/InterfaceDecl::semaType.
// - Optional children are nullptr when absent (an unsized array dimension, a missing initializer). Where a
//   syntax error left a required child unparsed, the builder puts an ErrorExpr there (or leaves a statement
//   out); the error has already been reported, so later stages accept ErrorExpr silently.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "support/SourceManager.h"

namespace cgx::ast {

// ---- Types as written ---------------------------------------------------------------------------------

enum class ScalarKind : std::uint8_t { Float, Half, Fixed, Int, UInt, Bool, Double, CInt, CFloat };

enum class BuiltinKind : std::uint8_t {
  Void,
  Numeric,  // a scalar, vector (rows == 1, cols = N, written floatN) or matrix (floatRxC)
  Sampler, Sampler1D, Sampler2D, Sampler3D, SamplerCube, SamplerRect,
  Sampler1DArray, Sampler2DArray, SamplerCubeArray, SamplerBuf,
  String,
  Program,  // CgFX `vertexshader` / `pixelshader`: a compiled program held by an effect variable
  Texture,  // CgFX `texture`, `texture2D`...: a texture an effect names; `textured` gives its dimension
};

struct BuiltinType {
  BuiltinKind kind = BuiltinKind::Void;
  ScalarKind scalar = ScalarKind::Float;
  std::uint8_t rows = 0;  // 0 for scalars and vectors
  std::uint8_t cols = 0;  // 0 for scalars; N for floatN; C for floatRxC
  // Texture: the sampler kind of the same dimension (texture2D -> Sampler2D, texture -> Sampler), so the
  // list of dimensions has one home, the samplers'.
  BuiltinKind textured = BuiltinKind::Sampler;
};

enum Qualifier : std::uint32_t {
  QualNone = 0,
  QualIn = 1u << 0, QualOut = 1u << 1, QualInOut = 1u << 2, QualUniform = 1u << 3, QualVarying = 1u << 4,
  QualConst = 1u << 5, QualStatic = 1u << 6, QualExtern = 1u << 7, QualInline = 1u << 8,
  QualPacked = 1u << 9, QualRowMajor = 1u << 10, QualColumnMajor = 1u << 11, QualShared = 1u << 12,
  QualVolatile = 1u << 13, QualUnsigned = 1u << 14, QualPrecise = 1u << 15,
};
using Qualifiers = std::uint32_t;
std::string qualifierNames(Qualifiers q);  // "uniform const", in a fixed order
Qualifier qualifierFromName(std::string_view word);  // "row_major" -> QualRowMajor; QualNone if not one

struct StructDecl;

struct TypeSpec {
  enum class Kind : std::uint8_t { Builtin, Named, Struct, AttribArray };
  Kind kind = Kind::Builtin;
  SourceSpan span;
  BuiltinType builtin;                 // Kind::Builtin
  std::string name;                    // Kind::Named: a struct, typedef or interface name
  StructDecl* structDecl = nullptr;    // Kind::Struct: `struct S {...}` or `struct S` written in place
  TypeSpec* element = nullptr;         // Kind::AttribArray: AttribArray<element> (geometry programs)
};

// ---- Semantics, annotations, CgFX state ---------------------------------------------------------------

// `: POSITION`, `: TEXCOORD0.FLAT`, `: state.matrix.mvp`, `: BUFFER[0]`, `: C12`, `: register(c12)`.
struct Semantic {
  SourceSpan span;
  std::string text;                        // as written, without the colon: "state.matrix.mvp", "BUFFER[0]"
  bool isRegister = false;                 // register(...) form
  std::vector<std::string> registerArgs;   // register(vs_2_0, c12) -> {"vs_2_0", "c12"}
};

struct Expr;
struct Annotation;

// ---- Expressions ---------------------------------------------------------------------------------------

enum class ExprKind : std::uint8_t {
  IntLiteral, FloatLiteral, BoolLiteral, StringLiteral, Name, Unary, Binary, Assign, Conditional, Call,
  Constructor, Cast, Member, Index, InitList, SamplerState, StateReference, Compile, Error,
};

enum class UnaryOp : std::uint8_t { Plus, Minus, Not, BitNot, PreInc, PreDec, PostInc, PostDec };
enum class BinaryOp : std::uint8_t {
  Mul, Div, Mod, Add, Sub, Shl, Shr, Lt, Gt, Le, Ge, Eq, Ne, BitAnd, BitXor, BitOr, LogAnd, LogOr, Comma,
};
enum class AssignOp : std::uint8_t { Assign, Add, Sub, Mul, Div, Mod, Shl, Shr, And, Xor, Or };

const char* spelling(UnaryOp op);
const char* spelling(BinaryOp op);
const char* spelling(AssignOp op);

struct Decl;
struct StateAssignment;

struct Expr {
  ExprKind kind;
  SourceSpan span;
  std::uint32_t semaType = 0;  // filled by semantic analysis: a handle into its type table (0 = unknown)
  explicit Expr(ExprKind k) : kind(k) {}
  virtual ~Expr() = default;
};

struct IntLiteralExpr : Expr {
  std::uint64_t value = 0;
  std::string suffix;  // "", "u", "i", ...
  std::string text;    // as written
  IntLiteralExpr() : Expr(ExprKind::IntLiteral) {}
};
struct FloatLiteralExpr : Expr {
  double value = 0;
  char suffix = 0;     // 0, 'f', 'h', 'x'
  std::string text;
  FloatLiteralExpr() : Expr(ExprKind::FloatLiteral) {}
};
struct BoolLiteralExpr : Expr {
  bool value = false;
  BoolLiteralExpr() : Expr(ExprKind::BoolLiteral) {}
};
struct StringLiteralExpr : Expr {
  std::string value;  // adjacent literals concatenated, escapes kept as written, quotes removed
  StringLiteralExpr() : Expr(ExprKind::StringLiteral) {}
};
struct NameExpr : Expr {
  std::string name;
  Decl* semaDecl = nullptr;  // a VarDecl or FunctionDecl
  NameExpr() : Expr(ExprKind::Name) {}
};
struct UnaryExpr : Expr {
  UnaryOp op{};
  Expr* operand = nullptr;
  UnaryExpr() : Expr(ExprKind::Unary) {}
};
struct BinaryExpr : Expr {
  BinaryOp op{};
  Expr* lhs = nullptr;
  Expr* rhs = nullptr;
  std::uint32_t semaOperandType = 0;  // both operands are converted to this before the operation
  BinaryExpr() : Expr(ExprKind::Binary) {}
};
struct AssignExpr : Expr {
  AssignOp op{};
  Expr* target = nullptr;
  Expr* value = nullptr;
  std::uint32_t semaOperandType = 0;  // compound forms: `t op= v` computes `t op v` in this type
  AssignExpr() : Expr(ExprKind::Assign) {}
};
struct ConditionalExpr : Expr {
  Expr* condition = nullptr;
  Expr* ifTrue = nullptr;
  Expr* ifFalse = nullptr;
  ConditionalExpr() : Expr(ExprKind::Conditional) {}
};
// `f(a, b)` (callee is a NameExpr) or `obj.method(a)` (callee is a MemberExpr).
struct FunctionDecl;
struct CallExpr : Expr {
  Expr* callee = nullptr;
  std::vector<Expr*> args;
  FunctionDecl* semaFunction = nullptr;  // a Cg function (user's, a struct method, or the Cg stdlib's)
  std::uint16_t semaIntrinsic = 0;       // else an intrinsic: ir::IntrinsicOp (0 = none) ...
  std::uint16_t semaSignature = 0;       // ... and which of its concrete signatures was chosen
  std::vector<Semantic*> argSemantics;  // empty, or parallel to args (nullptr where none was written; sema
                                        // puts there the one it infers for emitVertex), for
                                        // geometry programs' emitVertex(p : POSITION, c : COLOR)
  CallExpr() : Expr(ExprKind::Call) {}
};
// `float4(a, b)`: a built-in type applied to arguments; also a struct's (`Pair(t, c)`, one argument per
// field) and an array's (`float[3](1, 2, 3)`, `float2[](a, b)`: one per element).
struct ConstructorExpr : Expr {
  TypeSpec* type = nullptr;
  std::vector<Expr*> arrayDims;  // `float[3](...)`: the dimensions (nullptr for `[]`); empty otherwise
  std::vector<Expr*> args;
  ConstructorExpr() : Expr(ExprKind::Constructor) {}
};
struct CastExpr : Expr {
  TypeSpec* type = nullptr;
  Expr* operand = nullptr;
  CastExpr() : Expr(ExprKind::Cast) {}
};
// `a.b`: a struct member, a swizzle (`.xyz`, `._m00_m11`), `.length`, or a member function (as a callee).
enum class MemberKind : std::uint8_t { Unresolved, Field, Swizzle, MatrixSwizzle, Length, Method };
struct MemberExpr : Expr {
  Expr* base = nullptr;
  std::string member;
  SourceSpan memberSpan;
  MemberKind semaMember = MemberKind::Unresolved;
  std::uint8_t semaCount = 0;          // Swizzle / MatrixSwizzle: number of components (1-4)
  std::uint8_t semaComponents[4] = {};  // Swizzle: 0-3 (x y z w); MatrixSwizzle: row * 4 + column
  std::int32_t semaField = -1;         // Field: index into the struct's fields
  MemberExpr() : Expr(ExprKind::Member) {}
};
struct IndexExpr : Expr {
  Expr* base = nullptr;
  Expr* index = nullptr;
  IndexExpr() : Expr(ExprKind::Index) {}
};
// `{ a, b, { c } }` in an initializer or annotation.
struct InitListExpr : Expr {
  std::vector<Expr*> elements;
  InitListExpr() : Expr(ExprKind::InitList) {}
};
// CgFX `sampler_state { MinFilter = Linear; Texture = <tex>; }`.
struct SamplerStateExpr : Expr {
  std::vector<StateAssignment*> states;
  SamplerStateExpr() : Expr(ExprKind::SamplerState) {}
};
// CgFX `<name>` in a state value: a reference to an effect parameter.
struct StateReferenceExpr : Expr {
  std::string name;
  StateReferenceExpr() : Expr(ExprKind::StateReference) {}
};
// CgFX `compile arbvp1 main(args)`.
struct CompileExpr : Expr {
  std::string profile;
  std::string entry;
  std::vector<Expr*> args;
  CompileExpr() : Expr(ExprKind::Compile) {}
};

// Stands where a syntax error (already reported) left no expression.
struct ErrorExpr : Expr {
  ErrorExpr() : Expr(ExprKind::Error) {}
};

// ---- Declarations --------------------------------------------------------------------------------------

enum class DeclKind : std::uint8_t { Var, Function, Struct, Interface, Typedef, Technique, Pass };

struct Decl {
  DeclKind kind;
  SourceSpan span;
  std::string name;  // may be empty (anonymous struct, unnamed technique or parameter)
  SourceSpan nameSpan;
  std::uint32_t semaType = 0;  // see the rules at the top
  explicit Decl(DeclKind k) : kind(k) {}
  virtual ~Decl() = default;
};

struct Annotation {
  SourceSpan span;
  TypeSpec* type = nullptr;
  std::string name;
  Expr* value = nullptr;  // nullptr when the annotation has no value
};

// Where a variable lives, as sema decides it (Cg: non-static globals are uniform).
enum class VarStorage : std::uint8_t {
  Unknown,
  Uniform,        // a non-static global, or an entry parameter marked `uniform`
  StaticGlobal,   // `static` global: program-private, initialized once
  ConstGlobal,    // `const`/`static const` global with an initializer (a compile-time constant when it folds)
  Local,
  Parameter,      // a parameter of a non-entry function
  EntryVarying,   // an entry parameter (varying in, out or inout by its qualifiers)
  Field,          // a struct member
};

// A variable: global, local, parameter (init is the default argument) or struct member.
struct VarDecl : Decl {
  Qualifiers qualifiers = QualNone;
  TypeSpec* type = nullptr;              // shared by all declarators of one declaration
  std::vector<Expr*> arrayDims;          // outermost first; nullptr for an unsized dimension `[]`
  Semantic* semantic = nullptr;
  std::vector<Annotation*> annotations;
  Expr* init = nullptr;
  // A matrix (or array of matrices) stored column-wise when it is a uniform or a uniform's field: written
  // `column_major`, or declared under `#pragma pack_matrix(column_major)` without `row_major`
  // (parse/PackMatrix.h). Only storage changes: the value and every expression on it stay Cg's row form.
  bool columnMajor = false;
  VarStorage semaStorage = VarStorage::Unknown;
  VarDecl() : Decl(DeclKind::Var) {}
};

struct Stmt;
struct CompoundStmt;

// Geometry programs put the input primitive before the return type: `TRIANGLE void main(...)`.
enum class PrimitiveKind : std::uint8_t { None, Point, Line, LineAdj, Triangle, TriangleAdj };
// The word that names a primitive (POINT, LINE, LINE_ADJ, TRIANGLE, TRIANGLE_ADJ: the function modifiers,
// and cgc's gp4gp -po options of the same names); None for any other word.
PrimitiveKind primitiveFromWord(std::string_view word);
// The vertices one input primitive brings (the length of an AttribArray): 1, 2, 4, 3, 6; 0 for None.
unsigned primitiveVertices(PrimitiveKind kind);
// The output primitive words (POINT_OUT, LINE_OUT, TRIANGLE_OUT: function modifiers and gp4gp -po options):
// Point, Line, Triangle; None for any other word.
PrimitiveKind outputPrimitiveFromWord(std::string_view word);

struct FunctionDecl : Decl {
  Qualifiers qualifiers = QualNone;
  PrimitiveKind primitive = PrimitiveKind::None;  // from `modifiers`, when one names a geometry primitive
  unsigned primitiveWords = 0;                     // how many of `modifiers` name one (cgc: C6023 past one)
  PrimitiveKind outputPrimitive = PrimitiveKind::None;  // from an output word: TRIANGLE_OUT is Triangle
  unsigned outputPrimitiveWords = 0;                     // how many name one (cgc: C6024 past one)
  std::vector<std::string> modifiers;              // words before the type: TRIANGLE, gp5tep PATCH_3 ...
  TypeSpec* returnType = nullptr;
  std::string scope;                      // `float4 S::f()` -> "S"
  std::vector<VarDecl*> params;
  Semantic* semantic = nullptr;           // the return value's semantic
  CompoundStmt* body = nullptr;           // nullptr for a prototype
  FunctionDecl* semaDefinition = nullptr; // for a prototype: the definition with the same signature
  StructDecl* semaOwner = nullptr;        // for a struct member function: its struct
  bool semaIsEntry = false;
  bool semaFromStdlib = false;
  FunctionDecl() : Decl(DeclKind::Function) {}
};

// A name after the colon of `struct S : Iface`, where sema reports what is wrong with it.
struct InterfaceRef {
  std::string name;
  SourceSpan span;
};

struct StructDecl : Decl {
  bool isBufferBlock = false;             // `uniform Name { ... } instance : BUFFER[n];`
  std::vector<InterfaceRef> interfaces;   // `struct S : Iface`
  std::vector<Decl*> members;            // VarDecl fields and FunctionDecl member functions, in order
  bool hasBody = false;                   // false for a use like `struct Light l;`
  StructDecl() : Decl(DeclKind::Struct) {}
};

struct InterfaceDecl : Decl {
  std::vector<FunctionDecl*> methods;
  InterfaceDecl() : Decl(DeclKind::Interface) {}
};

struct TypedefDecl : Decl {
  Qualifiers qualifiers = QualNone;
  TypeSpec* type = nullptr;
  std::vector<Expr*> arrayDims;
  TypedefDecl() : Decl(DeclKind::Typedef) {}
};

struct StateAssignment {
  SourceSpan span;
  std::string name;         // "VertexProgram", "DepthTestEnable", "MinFilter"
  Expr* index = nullptr;    // `Light[0].Enable` style indexed states
  Expr* value = nullptr;
};

struct PassDecl : Decl {
  std::vector<Annotation*> annotations;
  std::vector<StateAssignment*> states;
  PassDecl() : Decl(DeclKind::Pass) {}
};

struct TechniqueDecl : Decl {
  std::vector<Annotation*> annotations;
  std::vector<PassDecl*> passes;
  TechniqueDecl() : Decl(DeclKind::Technique) {}
};

// ---- Statements ----------------------------------------------------------------------------------------

enum class StmtKind : std::uint8_t {
  Compound, Decl, Expr, If, For, While, DoWhile, Switch, Case, Default, Break, Continue, Return, Discard, Empty,
};

struct Stmt {
  StmtKind kind;
  SourceSpan span;
  explicit Stmt(StmtKind k) : kind(k) {}
  virtual ~Stmt() = default;
};

struct CompoundStmt : Stmt {
  std::vector<Stmt*> body;
  CompoundStmt() : Stmt(StmtKind::Compound) {}
};
// A local declaration: variables (one per declarator), or a local struct/typedef.
struct DeclStmt : Stmt {
  std::vector<Decl*> decls;
  DeclStmt() : Stmt(StmtKind::Decl) {}
};
struct ExprStmt : Stmt {
  Expr* expr = nullptr;
  ExprStmt() : Stmt(StmtKind::Expr) {}
};
struct IfStmt : Stmt {
  Expr* condition = nullptr;
  Stmt* thenBranch = nullptr;
  Stmt* elseBranch = nullptr;
  IfStmt() : Stmt(StmtKind::If) {}
};
struct ForStmt : Stmt {
  Stmt* init = nullptr;       // a DeclStmt or ExprStmt, or nullptr
  Expr* condition = nullptr;
  Expr* step = nullptr;
  Stmt* body = nullptr;
  ForStmt() : Stmt(StmtKind::For) {}
};
struct WhileStmt : Stmt {
  Expr* condition = nullptr;
  Stmt* body = nullptr;
  WhileStmt() : Stmt(StmtKind::While) {}
};
struct DoWhileStmt : Stmt {
  Stmt* body = nullptr;
  Expr* condition = nullptr;
  DoWhileStmt() : Stmt(StmtKind::DoWhile) {}
};
// `switch (x) { case 1: ... default: ... }`: the body is a compound whose statements include Case/Default
// labels, as in C.
struct SwitchStmt : Stmt {
  Expr* condition = nullptr;
  CompoundStmt* body = nullptr;
  SwitchStmt() : Stmt(StmtKind::Switch) {}
};
struct CaseStmt : Stmt {
  Expr* value = nullptr;
  CaseStmt() : Stmt(StmtKind::Case) {}
};
struct DefaultStmt : Stmt {
  DefaultStmt() : Stmt(StmtKind::Default) {}
};
struct BreakStmt : Stmt {
  BreakStmt() : Stmt(StmtKind::Break) {}
};
struct ContinueStmt : Stmt {
  ContinueStmt() : Stmt(StmtKind::Continue) {}
};
struct ReturnStmt : Stmt {
  Expr* value = nullptr;
  ReturnStmt() : Stmt(StmtKind::Return) {}
};
struct DiscardStmt : Stmt {
  DiscardStmt() : Stmt(StmtKind::Discard) {}
};
struct EmptyStmt : Stmt {
  EmptyStmt() : Stmt(StmtKind::Empty) {}
};

// ---- The unit ------------------------------------------------------------------------------------------

struct PragmaDirective {
  SourceSpan span;
  std::string text;  // "pack_matrix(row_major)"
};

struct TranslationUnit {
  SourceSpan span;
  std::vector<Decl*> decls;              // in source order; a declaration with several declarators
                                         // contributes one VarDecl each
  std::vector<PragmaDirective> pragmas;  // in source order
};

// Owns every node. Create nodes with make<T>().
class AstContext {
 public:
  template <typename T>
  T* make() {
    auto node = std::make_unique<Holder<T>>();
    T* raw = &node->value;
    nodes_.push_back(std::move(node));
    return raw;
  }
  std::size_t nodeCount() const { return nodes_.size(); }

 private:
  struct HolderBase {
    virtual ~HolderBase() = default;
  };
  template <typename T>
  struct Holder : HolderBase {
    T value;
  };
  std::vector<std::unique_ptr<HolderBase>> nodes_;
};

// `cgxc -dump-ast`: a deterministic, indented text rendering with spans (line:col-line:col).
std::string dumpAst(const TranslationUnit& unit, const SourceManager& sources);

}  // namespace cgx::ast
