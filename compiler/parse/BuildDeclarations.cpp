// Declarations: variables, functions, structs, interfaces, typedefs, CgFX techniques and passes.
#include <unordered_map>

#include "parse/AstBuilder.h"
#include "parse/TokenAdapter.h"

namespace cgx::parse {

void AstBuilder::buildExternal(CgParser::ExternalDeclarationContext* ctx, std::vector<ast::Decl*>& out) {
  if (ctx == nullptr) return;
  if (auto* technique = ctx->techniqueDeclaration()) out.push_back(buildTechnique(technique));
  else if (auto* iface = ctx->interfaceDeclaration()) out.push_back(buildInterface(iface));
  else if (auto* td = ctx->typedefDeclaration()) buildTypedef(td, out);
  else if (auto* decl = ctx->declaration()) buildDeclaration(decl, out);
}

// One declaration can yield several nodes: `struct S {...} a, b;` gives the struct, then a and b.
void AstBuilder::buildDeclaration(CgParser::DeclarationContext* ctx, std::vector<ast::Decl*>& out) {
  if (ctx == nullptr || ctx->declarationSpecifiers() == nullptr) return;
  Specifiers specs = buildSpecifiers(ctx->declarationSpecifiers(), &out);
  if (auto* header = ctx->functionHeader()) {
    out.push_back(buildFunction(specs, header, ctx->compoundStatement(), spanOf(ctx)));
    return;
  }
  buildVariables(specs, ctx->initDeclarator(), out);
}

void AstBuilder::buildVariables(const Specifiers& specs,
                                const std::vector<CgParser::InitDeclaratorContext*>& declarators,
                                std::vector<ast::Decl*>& out) {
  for (auto* declarator : declarators) {
    if (ast::VarDecl* var = buildVariable(specs, declarator)) out.push_back(var);
  }
}

AstBuilder::Specifiers AstBuilder::buildSpecifiers(CgParser::DeclarationSpecifiersContext* ctx,
                                                   std::vector<ast::Decl*>* structsOut) {
  Specifiers specs;
  if (ctx == nullptr) return specs;
  for (auto* modifier : ctx->MODIFIER()) {
    specs.modifiers.push_back(modifier->getText());
    if (ast::PrimitiveKind kind = ast::primitiveFromWord(specs.modifiers.back()); kind != ast::PrimitiveKind::None) {
      if (specs.primitiveWords++ == 0) specs.primitive = kind;
    }
    if (ast::PrimitiveKind kind = ast::outputPrimitiveFromWord(specs.modifiers.back());
        kind != ast::PrimitiveKind::None) {
      if (specs.outputPrimitiveWords++ == 0) specs.outputPrimitive = kind;
    }
  }
  for (auto* qualifier : ctx->qualifier()) specs.qualifiers |= buildQualifier(qualifier);
  specs.type = buildTypeSpec(ctx->typeSpecifier(), structsOut);
  return specs;
}

ast::Qualifiers AstBuilder::buildQualifier(CgParser::QualifierContext* ctx) {
  if (ctx == nullptr || ctx->getStart() == nullptr) return ast::QualNone;
  std::string word = ctx->getStart()->getText();
  if (word == "[") word = "precise";  // [precise]
  return ast::qualifierFromName(word);
}

ast::TypeSpec* AstBuilder::builtinTypeSpec(antlr4::Token* token) {
  auto* type = make<ast::TypeSpec>(spanOf(token));
  type->kind = ast::TypeSpec::Kind::Builtin;
  std::string text = token ? token->getText() : "float";
  if (std::string_view cg = glslTypeSpelling(text); !cg.empty()) text = cg;  // vec3 is float3
  static const std::unordered_map<std::string, ast::BuiltinKind> special = {
      {"void", ast::BuiltinKind::Void}, {"string", ast::BuiltinKind::String},
      {"vertexshader", ast::BuiltinKind::Program}, {"pixelshader", ast::BuiltinKind::Program},
      {"VertexShader", ast::BuiltinKind::Program}, {"PixelShader", ast::BuiltinKind::Program},
      {"sampler", ast::BuiltinKind::Sampler}, {"sampler1D", ast::BuiltinKind::Sampler1D},
      {"sampler2D", ast::BuiltinKind::Sampler2D}, {"sampler3D", ast::BuiltinKind::Sampler3D},
      {"samplerCUBE", ast::BuiltinKind::SamplerCube}, {"samplerRECT", ast::BuiltinKind::SamplerRect},
      {"sampler1DARRAY", ast::BuiltinKind::Sampler1DArray}, {"sampler2DARRAY", ast::BuiltinKind::Sampler2DArray},
      {"samplerCUBEARRAY", ast::BuiltinKind::SamplerCubeArray}, {"samplerBUF", ast::BuiltinKind::SamplerBuf}};
  if (auto s = special.find(text); s != special.end()) {
    type->builtin.kind = s->second;
    return type;
  }
  if (isTextureTypeName(text)) {  // texture2D: a Texture of sampler2D's dimension
    type->builtin.kind = ast::BuiltinKind::Texture;
    type->builtin.textured = special.at("sampler" + text.substr(std::string_view("texture").size()));
    return type;
  }
  static const std::pair<const char*, ast::ScalarKind> scalars[] = {
      {"cfloat", ast::ScalarKind::CFloat}, {"cint", ast::ScalarKind::CInt},   {"float", ast::ScalarKind::Float},
      {"half", ast::ScalarKind::Half},     {"fixed", ast::ScalarKind::Fixed}, {"uint", ast::ScalarKind::UInt},
      {"int", ast::ScalarKind::Int},       {"bool", ast::ScalarKind::Bool},   {"double", ast::ScalarKind::Double}};
  type->builtin.kind = ast::BuiltinKind::Numeric;
  for (auto& [prefix, scalar] : scalars) {
    std::string_view p(prefix);
    if (text.compare(0, p.size(), p) != 0) continue;
    std::string shape = text.substr(p.size());
    if (!shape.empty() && !(shape[0] >= '1' && shape[0] <= '4')) continue;  // "int" must not match "interface"
    type->builtin.scalar = scalar;
    if (shape.size() == 1) type->builtin.cols = static_cast<std::uint8_t>(shape[0] - '0');
    if (shape.size() == 3) {
      type->builtin.rows = static_cast<std::uint8_t>(shape[0] - '0');
      type->builtin.cols = static_cast<std::uint8_t>(shape[2] - '0');
    }
    break;
  }
  return type;
}

ast::TypeSpec* AstBuilder::namedTypeSpec(antlr4::Token* token) {
  auto* type = make<ast::TypeSpec>(token != nullptr ? spanOf(token) : SourceSpan{});
  type->kind = ast::TypeSpec::Kind::Named;
  if (token != nullptr) type->name = token->getText();
  return type;
}

ast::TypeSpec* AstBuilder::buildTypeSpec(CgParser::TypeSpecifierContext* ctx, std::vector<ast::Decl*>* structsOut) {
  if (ctx == nullptr) return builtinTypeSpec(nullptr);
  if (auto* basic = ctx->BASIC_TYPE()) return builtinTypeSpec(basic->getSymbol());
  if (auto* named = ctx->TYPE_NAME()) {
    ast::TypeSpec* type = namedTypeSpec(named->getSymbol());
    type->span = spanOf(ctx);
    return type;
  }
  if (auto* block = ctx->bufferBlock()) {
    auto* type = make<ast::TypeSpec>(spanOf(ctx));
    type->kind = ast::TypeSpec::Kind::Struct;
    auto* decl = make<ast::StructDecl>(spanOf(block));
    decl->isBufferBlock = true;
    decl->hasBody = true;
    decl->name = block->BLOCK_NAME() ? block->BLOCK_NAME()->getText() : std::string();
    decl->nameSpan = block->BLOCK_NAME() ? spanOf(block->BLOCK_NAME()->getSymbol()) : SourceSpan{};
    for (auto* member : block->structMember())
      if (auto* declaration = member->declaration()) buildDeclaration(declaration, decl->members);
    type->structDecl = decl;
    type->name = decl->name;
    if (structsOut != nullptr) structsOut->push_back(decl);
    return type;
  }
  if (auto* structCtx = ctx->structSpecifier()) {
    auto* type = make<ast::TypeSpec>(spanOf(ctx));
    type->kind = ast::TypeSpec::Kind::Struct;
    type->structDecl = buildStruct(structCtx);
    type->name = type->structDecl->name;
    // A definition written in place is also a declaration of its own, listed before what uses it.
    if (type->structDecl->hasBody && structsOut != nullptr) structsOut->push_back(type->structDecl);
    return type;
  }
  auto* type = make<ast::TypeSpec>(spanOf(ctx));
  type->kind = ast::TypeSpec::Kind::AttribArray;
  type->element = buildTypeSpec(ctx->typeSpecifier(), structsOut);
  return type;
}

ast::StructDecl* AstBuilder::buildStruct(CgParser::StructSpecifierContext* ctx) {
  auto* decl = make<ast::StructDecl>(spanOf(ctx));
  auto names = ctx->name();
  // `struct S : I1, I2 {`: the first name is the struct's own (an anonymous struct has no interfaces).
  if (!names.empty()) {
    decl->name = nameText(names[0]);
    decl->nameSpan = spanOf(names[0]);
  }
  for (std::size_t i = 1; i < names.size(); ++i)
    decl->interfaces.push_back(ast::InterfaceRef{nameText(names[i]), spanOf(names[i])});
  // '{' is a literal token; its presence marks a body even when the body is empty.
  for (auto* child : ctx->children) {
    if (auto* terminal = dynamic_cast<antlr4::tree::TerminalNode*>(child); terminal && terminal->getText() == "{")
      decl->hasBody = true;
  }
  for (auto* member : ctx->structMember()) {
    if (auto* declaration = member->declaration()) buildDeclaration(declaration, decl->members);
  }
  return decl;
}

ast::FunctionDecl* AstBuilder::buildFunction(const Specifiers& specs, CgParser::FunctionHeaderContext* header,
                                             CgParser::CompoundStatementContext* body, SourceSpan span) {
  auto* fn = make<ast::FunctionDecl>(span);
  fn->qualifiers = specs.qualifiers;
  fn->primitive = specs.primitive;
  fn->primitiveWords = specs.primitiveWords;
  fn->outputPrimitive = specs.outputPrimitive;
  fn->outputPrimitiveWords = specs.outputPrimitiveWords;
  fn->modifiers = specs.modifiers;
  fn->returnType = specs.type;
  auto names = header->name();
  if (names.size() == 2) {  // `float4 S::f()`
    fn->scope = nameText(names[0]);
    fn->name = nameText(names[1]);
    fn->nameSpan = spanOf(names[1]);
  } else if (!names.empty()) {
    fn->name = nameText(names[0]);
    fn->nameSpan = spanOf(names[0]);
  }
  if (auto* params = header->parameterList()) {
    for (auto* param : params->parameter()) fn->params.push_back(buildParameter(param));
  }
  // `f(void)` declares no parameters.
  if (fn->params.size() == 1 && fn->params[0]->name.empty() && fn->params[0]->type->kind == ast::TypeSpec::Kind::Builtin &&
      fn->params[0]->type->builtin.kind == ast::BuiltinKind::Void)
    fn->params.clear();
  fn->semantic = buildSemantic(header->semantic());
  if (body != nullptr) fn->body = buildCompound(body);
  return fn;
}

ast::VarDecl* AstBuilder::buildParameter(CgParser::ParameterContext* ctx) {
  auto* param = make<ast::VarDecl>(spanOf(ctx));
  Specifiers specs = buildSpecifiers(ctx->declarationSpecifiers(), nullptr);
  param->qualifiers = specs.qualifiers;
  param->columnMajor = columnMajor(specs.qualifiers, ctx);
  param->type = specs.type;
  if (auto* name = ctx->name()) {
    param->name = nameText(name);
    param->nameSpan = spanOf(name);
  }
  param->arrayDims = buildArraySuffixes(ctx->arraySuffix());
  param->semantic = buildSemantic(ctx->semantic());
  param->annotations = buildAnnotations(ctx->annotationBlock());
  if (auto* init = ctx->initializer()) param->init = buildInitializer(init);
  return param;
}

ast::VarDecl* AstBuilder::buildVariable(const Specifiers& specs, CgParser::InitDeclaratorContext* ctx) {
  if (ctx == nullptr || ctx->name() == nullptr) return nullptr;
  auto* var = make<ast::VarDecl>(spanOf(ctx));
  var->qualifiers = specs.qualifiers;
  var->columnMajor = columnMajor(specs.qualifiers, ctx);
  var->type = specs.type;
  var->name = nameText(ctx->name());
  var->nameSpan = spanOf(ctx->name());
  var->arrayDims = buildArraySuffixes(ctx->arraySuffix());
  var->semantic = buildSemantic(ctx->semantic());
  var->annotations = buildAnnotations(ctx->annotationBlock());
  if (auto* init = ctx->initializer()) var->init = buildInitializer(init);
  return var;
}

// A written `row_major` or `column_major` wins over the pragma (cgc: `row_major` under
// pack_matrix(column_major) stores rows).
bool AstBuilder::columnMajor(ast::Qualifiers qualifiers, antlr4::ParserRuleContext* declarator) const {
  if (qualifiers & ast::QualColumnMajor) return true;
  if (qualifiers & ast::QualRowMajor) return false;
  return declarator->getStart() != nullptr && columnMajorAt(packing_, declarator->getStart()->getStartIndex());
}

std::vector<ast::Expr*> AstBuilder::buildArraySuffixes(const std::vector<CgParser::ArraySuffixContext*>& suffixes) {
  std::vector<ast::Expr*> dims;
  for (auto* suffix : suffixes) dims.push_back(suffix->expression() ? buildExpression(suffix->expression()) : nullptr);
  return dims;
}

ast::InterfaceDecl* AstBuilder::buildInterface(CgParser::InterfaceDeclarationContext* ctx) {
  auto* decl = make<ast::InterfaceDecl>(spanOf(ctx));
  decl->name = nameText(ctx->name());
  decl->nameSpan = spanOf(ctx->name());
  std::vector<ast::Decl*> members;
  for (auto* declaration : ctx->declaration()) buildDeclaration(declaration, members);
  for (ast::Decl* member : members) {
    if (member->kind == ast::DeclKind::Function) decl->methods.push_back(static_cast<ast::FunctionDecl*>(member));
  }
  return decl;
}

void AstBuilder::buildTypedef(CgParser::TypedefDeclarationContext* ctx, std::vector<ast::Decl*>& out) {
  ast::Qualifiers qualifiers = ast::QualNone;
  for (auto* qualifier : ctx->qualifier()) qualifiers |= buildQualifier(qualifier);
  ast::TypeSpec* type = buildTypeSpec(ctx->typeSpecifier(), &out);
  for (auto* name : ctx->typedefName()) {
    auto* decl = make<ast::TypedefDecl>(spanOf(ctx));
    decl->qualifiers = qualifiers;
    decl->type = type;
    decl->name = nameText(name->name());
    decl->nameSpan = spanOf(name->name());
    decl->arrayDims = buildArraySuffixes(name->arraySuffix());
    out.push_back(decl);
  }
}

ast::Semantic* AstBuilder::buildSemantic(CgParser::SemanticContext* ctx) {
  if (ctx == nullptr) return nullptr;
  auto* semantic = context_.make<ast::Semantic>();
  semantic->span = spanOf(ctx);
  auto registers = ctx->registerArgument();
  if (!registers.empty()) {
    semantic->isRegister = true;
    for (auto* arg : registers) semantic->registerArgs.push_back(arg->getText());
    semantic->text = "register(";
    for (std::size_t i = 0; i < semantic->registerArgs.size(); ++i)
      semantic->text += (i ? ", " : "") + semantic->registerArgs[i];
    semantic->text += ")";
    // The span starts at `register`, after the ':'.
    if (ctx->children.size() > 1) {
      if (auto* word = dynamic_cast<antlr4::tree::TerminalNode*>(ctx->children[1]))
        semantic->span.begin = locOf(word->getSymbol());
    }
    return semantic;
  }
  auto parts = ctx->semanticPart();
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) semantic->text += '.';
    semantic->text += parts[i]->getText();
  }
  if (!parts.empty()) semantic->span = spanBetween(spanOf(parts.front()), spanOf(parts.back()));
  return semantic;
}

std::vector<ast::Annotation*> AstBuilder::buildAnnotations(CgParser::AnnotationBlockContext* ctx) {
  std::vector<ast::Annotation*> annotations;
  if (ctx == nullptr) return annotations;
  for (auto* a : ctx->annotation()) {
    auto* annotation = context_.make<ast::Annotation>();
    annotation->span = spanOf(a);
    annotation->type = buildTypeSpec(a->typeSpecifier(), nullptr);
    annotation->name = nameText(a->name());
    if (auto* value = a->annotationValue()) annotation->value = buildAnnotationValue(value);
    annotations.push_back(annotation);
  }
  return annotations;
}

// Annotation values are literals, constructors of literals and brace lists; no operators but a sign.
ast::Expr* AstBuilder::buildAnnotationValue(CgParser::AnnotationValueContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (!enter(1, span)) return errorExpr(span);
  ast::Expr* result = nullptr;
  if (!ctx->STRING_LITERAL().empty()) {
    auto* str = make<ast::StringLiteralExpr>(span);
    for (auto* piece : ctx->STRING_LITERAL()) {
      std::string text = piece->getText();
      str->value += text.size() >= 2 ? text.substr(1, text.size() - 2) : text;
    }
    result = str;
  } else if (auto* integer = ctx->INT_LITERAL()) {
    result = intLiteral(integer->getSymbol());
  } else if (auto* real = ctx->FLOAT_LITERAL()) {
    result = floatLiteral(real->getSymbol());
  } else if (auto* basic = ctx->BASIC_TYPE()) {
    auto* ctor = make<ast::ConstructorExpr>(span);
    ctor->type = builtinTypeSpec(basic->getSymbol());
    for (auto* arg : ctx->annotationValue()) ctor->args.push_back(buildAnnotationValue(arg));
    result = ctor;
  } else if (auto* ident = ctx->IDENTIFIER()) {
    auto* name = make<ast::NameExpr>(span);
    name->name = ident->getText();
    result = name;
  } else if (ctx->getStart() && (ctx->getStart()->getText() == "true" || ctx->getStart()->getText() == "false")) {
    auto* boolean = make<ast::BoolLiteralExpr>(span);
    boolean->value = ctx->getStart()->getText() == "true";
    result = boolean;
  } else if (ctx->getStart() && ctx->getStart()->getText() == "{") {
    auto* list = make<ast::InitListExpr>(span);
    for (auto* element : ctx->annotationValue()) list->elements.push_back(buildAnnotationValue(element));
    result = list;
  } else {
    result = errorExpr(span);
  }
  // A leading sign: `-1.5` is a negation of the literal, as in any expression.
  if (ctx->getStart() && ctx->getStart()->getText() == "-" && result->kind != ast::ExprKind::Error) {
    auto* negate = make<ast::UnaryExpr>(span);
    negate->op = ast::UnaryOp::Minus;
    negate->operand = result;
    result = negate;
  }
  leave(1);
  return result;
}

ast::Expr* AstBuilder::buildInitializer(CgParser::InitializerContext* ctx) {
  SourceSpan span = spanOf(ctx);
  if (ctx == nullptr) return errorExpr(span);
  if (auto* expr = ctx->assignmentExpression()) return buildAssignment(expr);
  if (!enter(1, span)) return errorExpr(span);
  ast::Expr* result;
  if (auto* compileCtx = ctx->compileExpression()) {
    auto* compile = make<ast::CompileExpr>(span);
    if (compileCtx->anyWord()) compile->profile = compileCtx->anyWord()->getText();
    compile->entry = nameText(compileCtx->name());
    compile->args = buildArguments(compileCtx->argumentList());
    result = compile;
  } else if (ctx->getStart() && ctx->getStart()->getText() == "sampler_state") {
    auto* states = make<ast::SamplerStateExpr>(span);
    for (auto* state : ctx->stateAssignment()) states->states.push_back(buildStateAssignment(state));
    result = states;
  } else {
    auto* list = make<ast::InitListExpr>(span);
    for (auto* element : ctx->initializer()) list->elements.push_back(buildInitializer(element));
    result = list;
  }
  leave(1);
  return result;
}

ast::TechniqueDecl* AstBuilder::buildTechnique(CgParser::TechniqueDeclarationContext* ctx) {
  auto* technique = make<ast::TechniqueDecl>(spanOf(ctx));
  if (ctx->name()) {
    technique->name = nameText(ctx->name());
    technique->nameSpan = spanOf(ctx->name());
  }
  technique->annotations = buildAnnotations(ctx->annotationBlock());
  for (auto* pass : ctx->passDeclaration()) technique->passes.push_back(buildPass(pass));
  return technique;
}

ast::PassDecl* AstBuilder::buildPass(CgParser::PassDeclarationContext* ctx) {
  auto* pass = make<ast::PassDecl>(spanOf(ctx));
  if (ctx->name()) {
    pass->name = nameText(ctx->name());
    pass->nameSpan = spanOf(ctx->name());
  }
  pass->annotations = buildAnnotations(ctx->annotationBlock());
  for (auto* state : ctx->stateAssignment()) pass->states.push_back(buildStateAssignment(state));
  return pass;
}

ast::StateAssignment* AstBuilder::buildStateAssignment(CgParser::StateAssignmentContext* ctx) {
  auto* state = context_.make<ast::StateAssignment>();
  state->span = spanOf(ctx);
  if (ctx->stateName()) state->name = ctx->stateName()->getText();
  if (ctx->expression()) state->index = buildExpression(ctx->expression());
  auto* value = ctx->stateValue();
  if (value == nullptr) {
    state->value = errorExpr(state->span);
  } else if (value->initializer()) {
    state->value = buildInitializer(value->initializer());
  } else {
    auto* reference = make<ast::StateReferenceExpr>(spanOf(value));
    reference->name = nameText(value->name());
    state->value = reference;
  }
  return state;
}

}  // namespace cgx::parse
