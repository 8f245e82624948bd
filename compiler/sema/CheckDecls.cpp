// Declarations: global variables (non-static globals are uniform), typedefs, structs, interfaces,
// functions (prototypes, definitions, overloads, default arguments) and CgFX techniques.
#include "sema/Analyzer.h"

#include <cctype>

namespace cgx::sema {

namespace {

ast::VarStorage globalStorage(const ast::VarDecl* var) {
  if ((var->qualifiers & ast::QualStatic) != 0)
    return (var->qualifiers & ast::QualConst) != 0 && var->init != nullptr ? ast::VarStorage::ConstGlobal
                                                                            : ast::VarStorage::StaticGlobal;
  if ((var->qualifiers & ast::QualConst) != 0 && var->init != nullptr &&
      (var->qualifiers & ast::QualUniform) == 0)
    return ast::VarStorage::ConstGlobal;
  return ast::VarStorage::Uniform;
}

}  // namespace

void Analyzer::checkTopLevel(ast::Decl* decl) {
  switch (decl->kind) {
    case ast::DeclKind::Var: {
      auto* var = static_cast<ast::VarDecl*>(decl);
      checkVarDecl(var, globalStorage(var));
      if (!options_.noEntry) checkBufferSemantic(var);  // cgc checks a program's uniforms, not a library's
      checkInitializer(var);
      declareVar(var);
      globals_.push_back(var);
      break;
    }
    case ast::DeclKind::Function:
      checkFunction(static_cast<ast::FunctionDecl*>(decl));
      break;
    case ast::DeclKind::Struct: {
      auto* structDecl = static_cast<ast::StructDecl*>(decl);
      if (structDecl->isBufferBlock && !options_.uniformBlocks)
        sink_.report(DiagCode::UniformBlocksNotAllowed, structDecl->span, "uniform storage blocks not allowed");
      declareStruct(structDecl);
      break;
    }
    case ast::DeclKind::Typedef: {
      auto* typedefDecl = static_cast<ast::TypedefDecl*>(decl);
      TypeId type = resolveTypeSpec(typedefDecl->type, typedefDecl->qualifiers);
      type = applyArrayDims(type, typedefDecl->arrayDims);
      typedefDecl->semaType = type;
      declareType(typedefDecl, type);
      break;
    }
    case ast::DeclKind::Interface: {
      auto* iface = static_cast<ast::InterfaceDecl*>(decl);
      TypeId type = types_.newInterface(iface->name);
      iface->semaType = type;
      recordDecls_[type] = iface;
      declareType(iface, type);
      pushScope();
      for (ast::FunctionDecl* method : iface->methods) {
        method->semaType = resolveTypeSpec(method->returnType, method->qualifiers);
        checkParams(method);
      }
      popScope();
      break;
    }
    case ast::DeclKind::Technique:
    case ast::DeclKind::Pass:
      // CgFX state blocks name programs and render states; their values are checked by the effect runtime.
      break;
  }
}

void Analyzer::checkVarDecl(ast::VarDecl* var, ast::VarStorage storage) {
  TypeId type = resolveTypeSpec(var->type, var->qualifiers);
  if (type == ir::TypeTable::kVoid) {
    error(DiagCode::VoidNotAllowed, var->nameSpan.valid() ? var->nameSpan : var->span,
          "void type not allowed " + quoted(var->name));
    type = ir::TypeTable::kError;
  }
  type = applyArrayDims(type, var->arrayDims);
  checkPacking(var, type);
  // `float a[] = {1, 2, 3};` takes its size from the initializer.
  if (types_.isArray(type) && types_.get(type).length < 0 && var->init != nullptr &&
      var->init->kind == ast::ExprKind::InitList) {
    auto count = static_cast<std::int32_t>(static_cast<ast::InitListExpr*>(var->init)->elements.size());
    if (count > 0) type = types_.array(types_.get(type).element, count);
  }
  // Each dimension passed C1043, but their product (times the element, members summed) is bounded too:
  // later stages allocate per element, and a[65536][65536] would take gigabytes before any other check.
  if (types_.byteSize(type) > limits::kObjectBytes) {
    std::uint64_t bytes = types_.byteSize(type);
    error(DiagCode::ObjectTooLarge, var->nameSpan.valid() ? var->nameSpan : var->span,
          quoted(var->name) + " takes " +
              (bytes == UINT64_MAX ? std::string("more than 2^64") : std::to_string(bytes)) +
              " bytes; one object may take at most " + std::to_string(limits::kObjectBytes) + " bytes");
    type = ir::TypeTable::kError;
  }
  var->semaType = type;
  var->semaStorage = storage;
}

// Cg 3.1 binds a uniform to a buffer with a buffer block (`uniform Name { ... } b : BUFFER`) and deprecates
// the older `: BUFFER[n]` on a plain uniform: cgc warns (C7026), and refuses it on a struct in the GLSL
// profiles (C6512), measured, on globals and the entry's uniform parameters alike. Under -no_uniform_blocks
// (libCg before CG_BEHAVIOR_3100) it is the only way and passes silently.
void Analyzer::checkBufferSemantic(const ast::VarDecl* var) {
  if (!options_.uniformBlocks || var->semaStorage != ast::VarStorage::Uniform || !var->semantic ||
      var->semantic->isRegister)
    return;
  std::string upper;
  for (char c : var->semantic->text) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (upper.rfind("BUFFER", 0) != 0 || (var->type && var->type->structDecl && var->type->structDecl->isBufferBlock))
    return;
  const SourceSpan at = var->nameSpan.valid() ? var->nameSpan : var->span;
  if (types_.isStruct(var->semaType) && options_.profile.rfind("glsl", 0) == 0)
    error(DiagCode::BufferSemanticOnStruct, at,
          "BUFFER semantic not allowed on struct variable " + quoted(var->name) + ". Use uniform blocks instead.");
  else
    sink_.report(DiagCode::DeprecatedBufferSemantic, at,
                 "Deprecated semantic 'BUFFER' on variable '" + var->name + "'. Use uniform blocks instead.");
}

// `row_major` and `column_major` say how a matrix is stored: cgc rejects them on anything else (an array of
// matrices is a matrix each), and so does cgx, whose packing (parse/PackMatrix.h) would otherwise ignore them.
void Analyzer::checkPacking(const ast::VarDecl* var, TypeId type) {
  if (!(var->qualifiers & (ast::QualRowMajor | ast::QualColumnMajor))) return;
  while (types_.isArray(type)) type = types_.get(type).element;
  if (type == ir::TypeTable::kError || types_.isMatrix(type)) return;
  error(DiagCode::NonMatrixPacking, var->nameSpan.valid() ? var->nameSpan : var->span,
        "cannot declare non-matrix " + quoted(var->name) + " row_major or column_major");
}

void Analyzer::checkInitializer(ast::VarDecl* var) {
  ast::Expr* init = var->init;
  if (init == nullptr) return;
  TypeId type = var->semaType;
  switch (init->kind) {
    case ast::ExprKind::InitList:
      checkInitList(static_cast<ast::InitListExpr*>(init), type);
      return;
    case ast::ExprKind::SamplerState:
      // CgFX `sampler2D s = sampler_state { ... };`: render state, typed as the sampler itself.
      init->semaType = type;
      return;
    case ast::ExprKind::Compile:
      // `vertexshader v = compile arbvp1 f();`: cgc takes a `compile` only as an element of a program
      // array's list (`vertexshader v[1] = { compile ... }`), measured.
      error(DiagCode::NonConstantInitializer, init->span, "non constant expression in initialization");
      return;
    default: {
      if (init->kind == ast::ExprKind::Name) {
        const Symbol* symbol = lookup(static_cast<ast::NameExpr*>(init)->name);
        if (symbol != nullptr && symbol->var == nullptr && !symbol->functions.empty()) {
          error(DiagCode::InvalidInitialization, init->span, "invalid initialization");
          return;
        }
      }
      TypeId value = check(init);
      // `float w[] = float[](...)` takes its size from the initializer's array type.
      if (types_.isArray(type) && types_.get(type).length < 0 && types_.isArray(value) &&
          types_.get(value).element == types_.get(type).element)
        var->semaType = type = value;
      if (!types_.isError(value) && !types_.isError(type) && types_.isArray(value) != types_.isArray(type)) {
        error(DiagCode::InvalidInitialization, init->span, "invalid initialization (" + quoted(typeName(value)) +
              " to " + quoted(typeName(type)) + ")");
        return;
      }
      checkConversion(init, type, DiagCode::IncompatibleTypes, "incompatible types in initialization");
    }
  }
}

void Analyzer::checkParams(ast::FunctionDecl* fn) {
  attribArrayLength_ = attribArrayLength(fn);
  for (ast::VarDecl* param : fn->params) {
    checkVarDecl(param, ast::VarStorage::Parameter);
    if (param->init != nullptr) {
      check(param->init);
      checkConversion(param->init, param->semaType, DiagCode::IncompatibleTypes,
                      "incompatible types in default argument");
    }
  }
  attribArrayLength_ = -1;
}

void Analyzer::checkFunction(ast::FunctionDecl* fn) {
  fn->semaType = resolveTypeSpec(fn->returnType, fn->qualifiers);
  fn->semaFromStdlib = isStdlib_;
  pushScope();  // default arguments see the parameters declared before them only through this scope
  checkParams(fn);
  popScope();
  if (fn->semaOwner == nullptr) declareFunction(fn);
  if (fn->body == nullptr) return;
  definitions_.push_back(fn);

  ast::FunctionDecl* savedFunction = currentFunction_;
  bool savedReturn = sawReturn_;
  int savedLoops = loopDepth_, savedSwitches = switchDepth_;
  currentFunction_ = fn;
  sawReturn_ = false;
  loopDepth_ = switchDepth_ = 0;

  // cgc checks a body's names only where the entry reaches it (a file's main_fragment may call what a
  // vertex compile lacks): hold the diagnostics until the call graph is known. -noentry checks everything.
  bool holdDiagnostics = !isStdlib_ && !options_.noEntry && !sink_.holding();
  if (holdDiagnostics) sink_.hold();

  bool method = fn->semaOwner != nullptr;
  if (method) {
    // A member function sees its struct's fields as plain names.
    pushScope();
    for (ast::Decl* member : fn->semaOwner->members)
      if (member->kind == ast::DeclKind::Var) scopes_.back()[member->name].var = static_cast<ast::VarDecl*>(member);
  }
  pushScope();
  for (ast::VarDecl* param : fn->params) declareVar(param);
  checkBlock(fn->body, false);
  popScope();
  if (method) popScope();

  if (fn->semaType != ir::TypeTable::kVoid && !types_.isError(fn->semaType)) {
    bool noStatements = true;
    for (const ast::Stmt* stmt : fn->body->body) noStatements = noStatements && stmt->kind == ast::StmtKind::Empty;
    if (noStatements)
      error(DiagCode::EmptyFunction, fn->nameSpan, "function " + quoted(fn->name) + " has no statements");
    else if (!sawReturn_)
      error(DiagCode::MissingReturn, fn->nameSpan, "function " + quoted(fn->name) + " has no return statement");
  }
  if (holdDiagnostics) {
    heldFunctions_.push_back(fn);
    heldBodies_.push_back(sink_.takeHeld());
  }
  currentFunction_ = savedFunction;
  sawReturn_ = savedReturn;
  loopDepth_ = savedLoops;
  switchDepth_ = savedSwitches;
}

}  // namespace cgx::sema
