// Private to the GLSL writer: its state, and the split of its work across files, one concern each:
//   Writer.cpp       the whole file: header, version, declarations, functions in call order
//   Interface.cpp    what each global becomes (uniform, attribute, varying by semantic, built-in output)
//   Interpolation.cpp  interpolation modifiers: the qualifier each varying declares or drops (C1605), and
//                      the qualified fragment inputs of builtins mode with their switch (Writer.h)
//   Types.cpp        GLSL spellings of types, struct declarations, constants
//   Expressions.cpp  expressions and access paths
//   Intrinsics.cpp   Cg intrinsics and Cg-written standard-library functions that GLSL has built in
//   Statements.cpp   statements and structured control flow
//   CallFolding.cpp  which call temporaries print in place of their one read
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "glsl/Names.h"
#include "glsl/Writer.h"
#include "ir/Intrinsic.h"
#include "support/InternalError.h"

namespace cgx::glsl {

// GLSL's swizzle letters, and the precedence level of * and / in Expressions.cpp's table of C's levels (the
// intrinsics' text writes products too).
inline constexpr const char* kComponents = "xyzw";
inline constexpr int kMultiplicative = 12;

// A compatibility-profile built-in for a varying semantic (Writer.h, builtinVaryings), with its width.
struct Builtin {
  std::string name;
  unsigned components = 4;
};
// The built-in a stage's varying of `semantic` (canonical: "TEXCOORD3") goes through, if any. Interface.cpp.
std::optional<Builtin> compatibilityBuiltin(Stage stage, bool output, const std::string& semantic);
// "TEXCOORD0.FLAT" -> "flat": the GLSL qualifier a semantic's interpolation modifier asks for ("flat",
// "noperspective", "centroid"), whatever the version; "" when there is none. Interpolation.cpp.
std::string interpolationQualifier(const std::string& writtenSemantic);

// How one global is spelled in GLSL.
struct GlobalForm {
  std::string name;           // declared identifier or built-in ("gl_Position", "gl_FragData[1]")
  std::string readExpr;       // what a whole read prints (a padded varying: "cgx_TEXCOORD0.xy")
  std::string wholeWrite;     // what a whole write targets ("cgx_TEXCOORD0.xy", "gl_Position")
  bool padded = false;        // declared vec4 for a narrower Cg type: masks and indices keep positions
  bool declared = false;      // the writer emits a declaration for it
  std::string declaration;    // the declaration line (without the trailing newline)
  std::string initialValue;   // a statement at the top of main() (padded outputs: "(0, 0, 0, 1)")
  bool integralAttribute = false;  // an int Cg input declared as float: reads convert
  std::string qualifier;           // the interpolation qualifier declared: "flat", "centroid", ... (Interpolation.cpp)
  bool glState = false;            // Cg's glstate: never declared, its reads print GL built-ins
  // A geometry program's AttribArray input: element i reads vertexArray[i]vertexMember, cut to the Cg
  // type by vertexPad ("gl_in", ".gl_TexCoord[0]", ".xy"; "cgx_TANGENT", "", ""). readExpr is the whole
  // array, built from its elements.
  std::string vertexArray, vertexMember, vertexPad;
  // A fragment program's array input (planVaryingArray), or a qualified input of builtins mode
  // (planQualifiedInput): declared as a private variable of its Cg type, each element a varying of its own
  // (these declarations, empty for built-ins), copied in at the top of main.
  std::vector<std::pair<std::string, std::string>> elementVaryings;  // (qualifier, name) of each
  std::vector<std::string> elementCopies;
  bool switched = false;  // a copy reads kQualifiedInputs: the uniform is declared when the global is
};

class Writer {
 public:
  Writer(const ir::Module& module, const GlslOptions& options, DiagnosticSink& sink);
  GlslResult run();

  // ---- shared helpers ----
  const ir::TypeTable& types() const { return module_.types(); }
  const Dialect& dialect() const { return options_.dialect; }
  // Reports C1600 (the version cannot express something); the result is then not ok.
  void unavailable(SourceSpan span, const std::string& what);
  // A bug in the writer (or IR it was promised never to get): raises an InternalError at the caller's line.
  [[noreturn]] void internal(SourceSpan span, const std::string& what,
                             CodeLocation where = CodeLocation::here());

  // ---- Types.cpp ----
  std::string typeName(ir::TypeId t);                          // "vec3", "mat3x4", "Light", "sampler2D"
  std::string declare(ir::TypeId t, const std::string& name);  // "vec4 name[72]", "mediump float h"
  std::string precisionPrefix(ir::TypeId t) const;             // ES: "mediump " for half, "lowp " for fixed
  std::string fieldName(ir::TypeId structType, std::uint32_t field);
  std::string constant(ir::ConstId id);
  std::string constantValue(ir::TypeId t, const double* values);
  std::string floatLiteral(double v) const;
  void declareStruct(ir::TypeId t);
  // Each leaf of a value of type t: its Cg path suffix -> GLSL name (GlslVariable::leaves), and -> the
  // upload note of a leaf that is a padded matrix (GlslVariable::leafNotes).
  void leafNames(ir::TypeId t, const std::string& cgPath, const std::string& glslName,
                 std::map<std::string, std::string>& out, std::map<std::string, std::string>& notes);
  // GLSL 110 and ES 100 have square matrices only: a Cg floatRxC (R != C) becomes matN, N = max(R, C),
  // zero-padded (Cg row i is column i; rows and columns beyond Cg's are 0). Vectors multiplied by one are
  // padded with zeros and results cut back, so the padding never shows.
  bool paddedMatrix(ir::TypeId t) const;
  unsigned matrixDim(ir::TypeId t) const;  // N: the GLSL column count and length of a (padded) matrix

  // ---- Interface.cpp ----
  void planGlobals();
  void planVertexArray(std::uint32_t global);  // a geometry program's AttribArray input
  void planVaryingArray(std::uint32_t global, bool builtins);  // a fragment program's array input
  const GlobalForm& form(std::uint32_t global) const { return forms_[global]; }
  // A read of `builtin` as a value of `type` with `components` components (cut, or widened with GL's
  // attribute defaults (0, 0, 0, 1)).
  std::string builtinRead(const Builtin& builtin, ir::TypeId type, unsigned components);

  // ---- Interpolation.cpp ----
  // The qualifier a varying of the writer's own declares for global `g`'s modifier, or "" (none asked, or
  // the version cannot declare it: then it is dropped, C1605). Records both in `v`.
  std::string declaredQualifier(const ir::Global& g, GlslVariable& v);
  // `g`'s modifier dropped because it goes through `builtinName` (built-ins take no qualifier): C1605.
  void dropForBuiltin(const ir::Global& g, GlslVariable& v, const std::string& builtinName);
  // Whether fragment input `g` of builtins mode is a qualified input (its modifier asks for a qualifier
  // the version declares, which its built-in cannot carry).
  bool qualifiedInput(const ir::Global& g) const;
  void planQualifiedInput(std::uint32_t global, const Builtin& builtin);
  // `own`, a vec4 varying of the writer's, cut to `type`: or, where there is a built-in, kQualifiedInputs
  // choosing between the two (the form's `switched` set).
  std::string qualifiedRead(ir::TypeId type, const std::string& own, const std::optional<Builtin>& builtin,
                            GlobalForm& form);
  // A fragment input varying's declaration, "" when an input of the same semantic declared it already; two
  // with different qualifiers cannot share one (C1600: cgc's gp4fp says C7001, its glslf drops both).
  std::string varyingInput(const std::string& qualifier, const std::string& name, SourceSpan span);
  std::map<std::string, std::string> declaredInputs_;  // varying input name -> its qualifier

  // ---- Expressions.cpp (function context: fn_) ----
  std::string expr(ir::ExprId id);
  std::string operand(ir::ExprId id);  // expr() in parentheses unless it is atomic
  std::string child(ir::ExprId id, int parentPrecedence, bool right);
  static int precedence(const std::string& printed);  // of printed text, at its top level
  // `text` as an operand of an operator of precedence `parent` (on its right: a - (b - c)).
  static std::string parenthesized(const std::string& text, int parent, bool right);
  static std::string postfix(const std::string& text);  // before ".xy", "[i]": parenthesized unless atomic
  bool isSplat(ir::ExprId id) const;
  std::string smearedConstant(ir::ExprId id);
  std::string load(const ir::Access& access, ir::TypeId type, SourceSpan span);  // span: the read's, for C1600
  std::string lvalue(const ir::Access& access);
  std::string vertexArrayRead(const ir::Access& access);  // an element of an AttribArray input, and on
  // ---- GlState.cpp ----
  bool isGlState(const ir::Global& g) const;        // Cg's predefined glstate uniform
  std::string glStateRead(const ir::Access& access, SourceSpan span);  // its member's GL built-in
  std::string varName(const ir::VarRef& v);
  std::string stepText(ir::TypeId base, const ir::AccessStep& step);
  std::string indexText(ir::ExprId index, std::int32_t length);
  std::string componentText(ir::TypeId base, unsigned component);  // ".y" or "[1][2]"
  ir::TypeId exprType(ir::ExprId id) const { return fn_->expr(id).type; }
  std::string binary(const ir::BinaryExpr& n, ir::TypeId t, SourceSpan span);
  std::string truncated(const std::string& x, ir::TypeId type);
  // Declares a helper function (Expressions.cpp, MatrixHelpers.cpp) once; its name must be one of
  // kHelperNames, which run() reserves so no Cg name takes it. Overloads of a name are separate definitions.
  std::string helper(const std::string& name, const std::string& definition);
  static constexpr const char* kHelperNames[] = {"cgx_and",     "cgx_or",          "cgx_select", "cgx_mod",
                                                 "cgx_trunc",   "cgx_inverse",     "cgx_determinant",
                                                 "cgx_mat2",    "cgx_mat3",        "cgx_mat4",
                                                 "cgx_transpose"};
  std::string splat(ir::ExprId value, ir::TypeId t);
  std::string construct(const ir::ConstructExpr& n, ir::TypeId t, SourceSpan span);
  std::string paddedConstruct(const ir::ConstructExpr& n, ir::TypeId t, SourceSpan span);
  std::string swizzle(const ir::SwizzleExpr& n, ir::TypeId t);
  std::string select(const ir::SelectExpr& n, ir::TypeId t);

  // ---- Intrinsics.cpp ----
  std::string intrinsic(const ir::IntrinsicExpr& call, ir::TypeId resultType, SourceSpan span);
  // A call of a Cg-written stdlib function GLSL has built in (lerp -> mix); "" if it has none.
  std::string builtinFor(const ir::Function& callee, const std::vector<std::string>& args,
                         const std::vector<ir::TypeId>& argTypes);
  std::string mul(const std::vector<ir::ExprId>& operands, const std::vector<ir::TypeId>& argTypes, ir::TypeId t);
  std::string texture(const ir::IntrinsicExpr& n, const std::vector<std::string>& args,
                      const std::vector<ir::TypeId>& argTypes, ir::TypeId t, SourceSpan span);
  std::string lodFunction(const std::string& legacy);                    // texture2DLod in this stage/version
  std::string gradFunction(const std::string& legacy, SourceSpan span);  // texture2DGrad likewise
  void findShadowSamplers();
  std::string matrixHelper(bool inverse, unsigned n);  // MatrixHelpers.cpp: its GLSL name, declared once
  std::string transposeHelper(unsigned n);  // MatrixHelpers.cpp: transpose() before GLSL 120 / ES 300
  std::string matrixResize(const std::string& value, unsigned from, unsigned to);  // a matFROM as a matTO
  bool isShadowSampler(const ir::VarRef& v, const ir::Function& fn) const;

  // ---- Statements.cpp ----
  void block(const ir::Block& b);
  void statement(const ir::Stmt& s);
  void line(const std::string& text);

 private:
  friend class WriterAccess;
  void functionBody(ir::FuncId id);
  std::string geometryLayout();
  std::string interpolation(const GlobalForm& f) const;
  void functionSignature(ir::FuncId id, std::string& out);
  void nameFunctions(const std::vector<ir::FuncId>& order);
  std::vector<ir::FuncId> callOrder() const;
  void writeStore(const ir::StoreStmt& s, SourceSpan span);
  void writeCall(const ir::CallStmt& s, SourceSpan span);
  void writeIntrinsicCall(const ir::IntrinsicCallStmt& s, SourceSpan span);
  void writeLoop(const ir::LoopStmt& l);
  std::string storeTarget(const ir::Access& target, ir::TypeId targetType);
  std::string maskedTarget(const ir::Access& target, ir::TypeId targetType, const std::uint8_t* mask,
                           std::uint8_t count);

 public:
  // ---- state (shared by the files above) ----
  const ir::Module& module_;
  GlslOptions options_;
  DiagnosticSink& sink_;
  bool ok_ = true;

  std::string out_;         // the body being written (functions)
  unsigned indent_ = 0;
  std::string declarations_;  // structs, globals, helpers: written before the functions

  NameScope globalScope_;
  // Function and struct names: what a function's own names must not hide. Parameters and locals of a
  // helper function may reuse a global's name (Cg's scoping already made the function not see it); main's
  // may not, since main reads the attributes and varyings lowering made globals.
  NameScope calleeScope_;
  std::vector<GlobalForm> forms_;
  std::vector<GlslVariable> variables_;
  std::map<ir::TypeId, std::string> structNames_;
  std::map<std::pair<ir::TypeId, std::uint32_t>, std::string> fieldNames_;
  std::set<ir::TypeId> structsDeclared_;

  std::map<std::uint32_t, std::string> functionNames_;  // FuncId -> GLSL name ("" = a GLSL built-in)
  std::set<std::string> helpers_;                       // helper functions already emitted
  std::set<std::string> extensions_;                    // `#extension NAME : require` lines
  // Samplers used with a shadow-compare lookup: globals, and (function, parameter) pairs.
  std::set<std::uint32_t> shadowGlobals_;
  std::set<std::pair<std::uint32_t, std::uint32_t>> shadowParams_;

  // ---- CallFolding.cpp ----
  bool callHasEffects(std::uint32_t function);
  void findFoldableCalls(const ir::Function& fn);
  std::map<std::uint32_t, bool> effects_;                  // FuncId -> out params, global writes, discard
  std::set<std::uint32_t> foldable_;                       // call-result locals printed in place of their read
  std::map<std::uint32_t, std::string> pendingCalls_;      // local -> the call text waiting for its read

  // Per function.
  const ir::Function* fn_ = nullptr;
  std::uint32_t fnId_ = 0;
  std::vector<std::string> localNames_, paramNames_;
  std::vector<const ir::LoopStmt*> loops_;  // enclosing loops (continue re-runs the continuing block)
};

}  // namespace cgx::glsl
