// Expressions other than calls and member/index accesses: literals, names, operators, assignment, `?:`,
// casts, constructors, initializer lists; plus the conversion, l-value and condition checks shared by the
// statement and call checkers.
#include <algorithm>

#include "sema/Analyzer.h"

namespace cgx::sema {

namespace {

using ir::Scalar;
using ir::TypeTable;

OperatorClass operatorClass(ast::BinaryOp op) {
  switch (op) {
    case ast::BinaryOp::Mod: return OperatorClass::Modulo;
    case ast::BinaryOp::Shl: case ast::BinaryOp::Shr: case ast::BinaryOp::BitAnd:
    case ast::BinaryOp::BitXor: case ast::BinaryOp::BitOr: return OperatorClass::Bitwise;
    case ast::BinaryOp::Lt: case ast::BinaryOp::Gt: case ast::BinaryOp::Le: case ast::BinaryOp::Ge:
    case ast::BinaryOp::Eq: case ast::BinaryOp::Ne: return OperatorClass::Comparison;
    case ast::BinaryOp::LogAnd: case ast::BinaryOp::LogOr: return OperatorClass::Logical;
    default: return OperatorClass::Arithmetic;
  }
}

std::optional<ast::BinaryOp> compoundOperator(ast::AssignOp op) {
  switch (op) {
    case ast::AssignOp::Assign: return std::nullopt;
    case ast::AssignOp::Add: return ast::BinaryOp::Add;
    case ast::AssignOp::Sub: return ast::BinaryOp::Sub;
    case ast::AssignOp::Mul: return ast::BinaryOp::Mul;
    case ast::AssignOp::Div: return ast::BinaryOp::Div;
    case ast::AssignOp::Mod: return ast::BinaryOp::Mod;
    case ast::AssignOp::Shl: return ast::BinaryOp::Shl;
    case ast::AssignOp::Shr: return ast::BinaryOp::Shr;
    case ast::AssignOp::And: return ast::BinaryOp::BitAnd;
    case ast::AssignOp::Xor: return ast::BinaryOp::BitXor;
    case ast::AssignOp::Or: return ast::BinaryOp::BitOr;
  }
  return std::nullopt;
}

UnaryClass unaryClass(ast::UnaryOp op) {
  switch (op) {
    case ast::UnaryOp::Plus: case ast::UnaryOp::Minus: return UnaryClass::Negate;
    case ast::UnaryOp::Not: return UnaryClass::Not;
    case ast::UnaryOp::BitNot: return UnaryClass::BitNot;
    default: return UnaryClass::IncDec;
  }
}

bool isIncDec(ast::UnaryOp op) {
  return op == ast::UnaryOp::PreInc || op == ast::UnaryOp::PreDec || op == ast::UnaryOp::PostInc ||
         op == ast::UnaryOp::PostDec;
}

}  // namespace

bool Analyzer::checkConversion(ast::Expr* value, TypeId target, DiagCode code, const std::string& message) {
  TypeId from = value->semaType;
  if (types_.isError(from) || types_.isError(target)) return true;
  switch (implicitConversion(types_, from, target)) {
    case ConversionVerdict::Identical:
    case ConversionVerdict::Ok:
      return true;
    case ConversionVerdict::Narrowing:
      sink_.report(DiagCode::ImplicitNarrowing, value->span,
                   "implicit cast from " + quoted(typeName(from)) + " to " + quoted(typeName(target)));
      return true;
    case ConversionVerdict::Incompatible:
      error(code, value->span, message + " (" + quoted(typeName(from)) + " to " + quoted(typeName(target)) + ")");
      return false;
  }
  return true;
}

bool Analyzer::checkAggregateConstructor(ast::ConstructorExpr* ctor, TypeId target) {
  // One argument per array element or struct field, each converting implicitly (measured with cgc 3.1:
  // `Pair(1, 2)` smears 2 to Pair's float4; one argument for several fields is a cast, C1033).
  std::vector<TypeId> parts;
  const ir::Type& t = types_.get(target);
  if (t.kind == ir::TypeKind::Array) parts.assign(static_cast<std::size_t>(std::max(t.length, 0)), t.element);
  else for (const ir::Field& f : types_.record(target).fields) parts.push_back(f.type);
  if (ctor->args.size() != parts.size()) {
    if (ctor->args.size() == 1 && t.kind == ir::TypeKind::Struct)
      error(DiagCode::CastNotAllowed, ctor->span, "cast not allowed (" + quoted(typeName(ctor->args[0]->semaType)) +
            " to " + quoted(typeName(target)) + ")");
    else if (ctor->args.size() < parts.size())
      error(DiagCode::ConstructorTooLittleData, ctor->span, "too little data in type constructor");
    else
      error(DiagCode::ConstructorTooMuchData, ctor->span, "too much data in type constructor");
    return false;
  }
  bool ok = true;
  for (std::size_t i = 0; i < parts.size(); ++i)
    ok = checkConversion(ctor->args[i], parts[i], DiagCode::InvalidConstructorArgument,
                         "invalid type in type constructor") && ok;
  return ok;
}

bool Analyzer::checkInitList(ast::InitListExpr* list, TypeId target) {
  list->semaType = target;
  // Structured matching where the list has one element per array element or struct field; otherwise the
  // leaves' components are counted against the target's flattened components (`float2x2 m = {1,2,3,4}`).
  const ir::Type& t = types_.get(target);
  std::vector<TypeId> parts;
  if (t.kind == ir::TypeKind::Array && t.length >= 0) parts.assign(static_cast<std::size_t>(t.length), t.element);
  if (t.kind == ir::TypeKind::Struct)
    for (const ir::Field& f : types_.record(target).fields) parts.push_back(f.type);
  if (!parts.empty() && parts.size() != list->elements.size()) {
    // cgc flattens only an array of vectors or matrices written as a list of scalars
    // (`float2 offsets[2] = {-0.3, 0.4, 0.3, -0.4}`); a struct, an array of structs or a list with nested
    // lists is matched element by element, so the count is wrong (C1057/C1058); a vector among the scalars
    // is C1060. Measured with cgc 3.1 (tests/sema/InitListTest.cpp).
    bool nested = std::any_of(list->elements.begin(), list->elements.end(),
                              [](const ast::Expr* e) { return e->kind == ast::ExprKind::InitList; });
    TypeId innermost = t.kind == ir::TypeKind::Array ? t.element : target;
    while (types_.isArray(innermost)) innermost = types_.get(innermost).element;
    if (t.kind == ir::TypeKind::Struct || !types_.isNumeric(innermost) || nested) {
      for (ast::Expr* element : list->elements)
        if (element->kind != ast::ExprKind::InitList) check(element);
      bool tooMuch = list->elements.size() > parts.size();
      error(tooMuch ? DiagCode::TooMuchInitData : DiagCode::TooLittleInitData, list->span,
            tooMuch ? "too much data in initialization" : "too little data in initialization");
      return false;
    }
    bool typed = true;
    for (ast::Expr* element : list->elements) {
      TypeId type = check(element);
      typed = typed && !types_.isError(type);
      if (!types_.isError(type) && !types_.isScalar(type)) {
        error(DiagCode::IncompatibleTypes, element->span,
              "incompatible types in initialization (" + quoted(typeName(type)) + " in a list of scalars)");
        return false;
      }
    }
    std::size_t want = types_.flatComponentCount(target);
    if (!typed || want == list->elements.size()) return true;
    bool tooMuch = list->elements.size() > want;
    error(tooMuch ? DiagCode::TooMuchInitData : DiagCode::TooLittleInitData, list->span,
          tooMuch ? "too much data in initialization" : "too little data in initialization");
    return false;
  }
  if (!parts.empty() && parts.size() == list->elements.size()) {
    bool ok = true;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      ast::Expr* element = list->elements[i];
      if (element->kind == ast::ExprKind::InitList) {
        ok = checkInitList(static_cast<ast::InitListExpr*>(element), parts[i]) && ok;
      } else {
        check(element);
        ok = checkConversion(element, parts[i], DiagCode::IncompatibleTypes, "incompatible types in initialization") && ok;
      }
    }
    return ok;
  }
  unsigned have = 0;
  bool typed = true;
  std::vector<ast::Expr*> pending(list->elements.rbegin(), list->elements.rend());
  while (!pending.empty()) {
    ast::Expr* element = pending.back();
    pending.pop_back();
    if (element->kind == ast::ExprKind::InitList) {
      auto* nested = static_cast<ast::InitListExpr*>(element);
      pending.insert(pending.end(), nested->elements.rbegin(), nested->elements.rend());
      continue;
    }
    TypeId type = check(element);
    if (types_.isError(type)) typed = false;
    if (!types_.isError(type) && !types_.isNumeric(type) && !types_.isArray(type) && !types_.isStruct(type)) {
      error(DiagCode::IncompatibleTypes, element->span,
            "incompatible types in initialization (" + quoted(typeName(type)) + " in a list)");
      return false;
    }
    have += types_.flatComponentCount(type);
  }
  unsigned want = types_.flatComponentCount(target);
  if (!typed || types_.isError(target) || want == 0) return true;
  if (have < want) {
    error(DiagCode::TooLittleInitData, list->span, "too little data in initialization");
    return false;
  }
  if (have > want) {
    error(DiagCode::TooMuchInitData, list->span, "too much data in initialization");
    return false;
  }
  return true;
}

bool Analyzer::isLvalue(const ast::Expr* expr) const {
  switch (expr->kind) {
    case ast::ExprKind::Name: {
      const ast::Decl* decl = static_cast<const ast::NameExpr*>(expr)->semaDecl;
      if (decl == nullptr || decl->kind != ast::DeclKind::Var) return false;
      // A geometry program's per-vertex inputs are read-only (cgc: C1034 on `position[0].x = 1`).
      const ast::TypeSpec* type = static_cast<const ast::VarDecl*>(decl)->type;
      return type == nullptr || type->kind != ast::TypeSpec::Kind::AttribArray;
    }
    case ast::ExprKind::Member: {
      const auto* member = static_cast<const ast::MemberExpr*>(expr);
      if (member->semaMember == ast::MemberKind::Field) return isLvalue(member->base);
      if (member->semaMember != ast::MemberKind::Swizzle && member->semaMember != ast::MemberKind::MatrixSwizzle)
        return false;
      for (unsigned i = 0; i < member->semaCount; ++i)
        for (unsigned j = 0; j < i; ++j)
          if (member->semaComponents[i] == member->semaComponents[j]) return false;  // `p.xx = ...`
      return isLvalue(member->base);
    }
    case ast::ExprKind::Index: return isLvalue(static_cast<const ast::IndexExpr*>(expr)->base);
    case ast::ExprKind::Error: return true;
    default: return false;
  }
}

namespace {

const ast::VarDecl* rootVariable(const ast::Expr* expr) {
  while (true) {
    switch (expr->kind) {
      case ast::ExprKind::Member: expr = static_cast<const ast::MemberExpr*>(expr)->base; break;
      case ast::ExprKind::Index: expr = static_cast<const ast::IndexExpr*>(expr)->base; break;
      case ast::ExprKind::Name: {
        const ast::Decl* decl = static_cast<const ast::NameExpr*>(expr)->semaDecl;
        return decl != nullptr && decl->kind == ast::DeclKind::Var ? static_cast<const ast::VarDecl*>(decl) : nullptr;
      }
      default: return nullptr;
    }
  }
}

}  // namespace

bool Analyzer::requireAssignable(ast::Expr* expr) {
  if (types_.isError(expr->semaType)) return true;
  if (!isLvalue(expr)) {
    error(DiagCode::NotLvalue, expr->span, "assignment to non-lvalue");
    return false;
  }
  if (const ast::VarDecl* root = rootVariable(expr)) {
    if ((root->qualifiers & ast::QualConst) != 0) {
      Diagnostic& d = error(DiagCode::AssignToConst, expr->span, "assignment to const variable " + root->name);
      noteDeclaredAt(d, root, "declared here");
      return false;
    }
  }
  return true;
}

bool Analyzer::checkCondition(ast::Expr* condition) {
  TypeId type = check(condition);
  if (types_.isError(type)) return true;
  if (types_.isScalar(type) || (types_.isVector(type) && types_.get(type).cols == 1)) return true;
  error(DiagCode::ScalarBoolExpected, condition->span, "scalar Boolean expression expected");
  return false;
}

TypeId Analyzer::check(ast::Expr* expr) {
  if (expr == nullptr) return TypeTable::kError;
  TypeId type = TypeTable::kError;
  switch (expr->kind) {
    case ast::ExprKind::IntLiteral: {
      const std::string& suffix = static_cast<ast::IntLiteralExpr*>(expr)->suffix;
      bool isUnsigned = suffix.find_first_of("uU") != std::string::npos;
      // cgc types an unsuffixed literal as the compile-time kind (cint / cfloat): it takes the other operand's
      // kind in arithmetic and ranks better than a conversion in overload resolution.
      type = TypeTable::scalar(isUnsigned ? Scalar::UInt : Scalar::CInt);
      break;
    }
    case ast::ExprKind::FloatLiteral: {
      char suffix = static_cast<ast::FloatLiteralExpr*>(expr)->suffix;
      type = TypeTable::scalar(suffix == 'h' || suffix == 'H'   ? Scalar::Half
                               : suffix == 'x' || suffix == 'X' ? Scalar::Fixed
                               : suffix == 'f' || suffix == 'F' ? Scalar::Float
                                                                : Scalar::CFloat);
      break;
    }
    case ast::ExprKind::BoolLiteral: type = TypeTable::scalar(Scalar::Bool); break;
    case ast::ExprKind::StringLiteral: type = TypeTable::kString; break;
    case ast::ExprKind::Name: {
      auto* name = static_cast<ast::NameExpr*>(expr);
      const Symbol* symbol = lookup(name->name);
      if (symbol == nullptr) symbol = lookupGlState(name->name, name->span);
      if (symbol != nullptr && symbol->var != nullptr) {
        name->semaDecl = symbol->var;
        type = symbol->var->semaType;
      } else if (symbol != nullptr && !symbol->functions.empty()) {
        error(DiagCode::InvalidOperands, name->span, "function " + quoted(name->name) + " used as a value");
      } else {
        error(DiagCode::Undefined, name->span, "undefined variable " + quoted(name->name) + suggestName(name->name))
            .onlyWhereReached = true;
      }
      break;
    }
    case ast::ExprKind::Unary: {
      auto* unary = static_cast<ast::UnaryExpr*>(expr);
      TypeId operand = check(unary->operand);
      if (types_.isError(operand)) break;
      if (isIncDec(unary->op) && !requireAssignable(unary->operand)) break;
      if (std::optional<TypeId> result = typeUnaryOperator(types_, unaryClass(unary->op), operand)) {
        type = *result;
        break;
      }
      std::string op = quoted(ast::spelling(unary->op));
      switch (unaryOperatorError(types_, unaryClass(unary->op), operand)) {
        case OperatorError::NeedsIntegral:
          error(DiagCode::ModNeedsIntegers, unary->span, "operands to " + op + " must be integral");
          break;
        case OperatorError::NeedsNumeric:
          error(DiagCode::NeedsNumeric, unary->span, "operands to " + op + " must be numeric");
          break;
        default:
          error(DiagCode::InvalidOperands, unary->span, "invalid operands to " + op);
      }
      break;
    }
    case ast::ExprKind::Binary: {
      auto* binary = static_cast<ast::BinaryExpr*>(expr);
      TypeId lhs = check(binary->lhs);
      TypeId rhs = check(binary->rhs);
      if (binary->op == ast::BinaryOp::Comma) {
        type = rhs;
        break;
      }
      if (types_.isError(lhs) || types_.isError(rhs)) break;
      OperatorTyping typing = typeBinaryOperator(types_, operatorClass(binary->op), lhs, rhs);
      if (typing.ok) {
        binary->semaOperandType = typing.operandType;
        type = typing.resultType;
      } else if (typing.modNeedsIntegers) {
        error(DiagCode::ModNeedsIntegers, binary->span,
              "operands to " + quoted(ast::spelling(binary->op)) + " must be integral");
      } else {
        error(DiagCode::InvalidOperands, binary->span,
              std::string("invalid operands to ") + quoted(ast::spelling(binary->op)) + " (" +
                  quoted(typeName(lhs)) + " and " + quoted(typeName(rhs)) + ")");
      }
      break;
    }
    case ast::ExprKind::Assign: {
      auto* assign = static_cast<ast::AssignExpr*>(expr);
      TypeId target = check(assign->target);
      TypeId value = check(assign->value);
      type = target;
      if (!requireAssignable(assign->target) || types_.isError(value)) break;
      if (std::optional<ast::BinaryOp> op = compoundOperator(assign->op)) {
        OperatorTyping typing = typeBinaryOperator(types_, operatorClass(*op), target, value);
        if (!typing.ok) {
          error(typing.modNeedsIntegers ? DiagCode::ModNeedsIntegers : DiagCode::InvalidOperands, assign->span,
                std::string("invalid operands to ") + quoted(ast::spelling(assign->op)));
          break;
        }
        assign->semaOperandType = typing.operandType;
        ConversionVerdict back = implicitConversion(types_, typing.resultType, target);
        if (back == ConversionVerdict::Incompatible)
          error(DiagCode::IncompatibleAssignment, assign->span, "assignment of incompatible types");
        break;
      }
      checkConversion(assign->value, target, DiagCode::IncompatibleAssignment, "assignment of incompatible types");
      break;
    }
    case ast::ExprKind::Conditional: {
      auto* c = static_cast<ast::ConditionalExpr*>(expr);
      TypeId condition = check(c->condition);
      TypeId a = check(c->ifTrue);
      TypeId b = check(c->ifFalse);
      if (types_.isError(condition) || types_.isError(a) || types_.isError(b)) break;
      if (std::optional<TypeId> result = typeConditional(types_, condition, a, b)) {
        type = *result;
      } else if (!types_.isNumeric(condition)) {
        error(DiagCode::BadCondition, c->condition->span, "Boolean expression expected");
      } else {
        error(DiagCode::ConditionalMismatch, c->span, "incompatible types in \"?:\" (" + quoted(typeName(a)) +
              " and " + quoted(typeName(b)) + ")");
      }
      break;
    }
    case ast::ExprKind::Call: type = checkCall(static_cast<ast::CallExpr*>(expr)); break;
    case ast::ExprKind::Constructor: {
      auto* ctor = static_cast<ast::ConstructorExpr*>(expr);
      TypeId target = resolveTypeSpec(ctor->type, ast::QualNone);
      if (!ctor->arrayDims.empty() && !types_.isError(target)) {
        target = applyArrayDims(target, ctor->arrayDims);
        // `float[](a, b)` takes its length from the arguments.
        if (types_.isArray(target) && types_.get(target).length < 0)
          target = types_.array(types_.get(target).element, static_cast<std::int32_t>(ctor->args.size()));
      }
      std::vector<TypeId> args;
      bool argsTyped = true;
      for (ast::Expr* arg : ctor->args) {
        args.push_back(check(arg));
        argsTyped = argsTyped && !types_.isError(args.back());
      }
      if (types_.isError(target) || !argsTyped) break;
      if (types_.isArray(target) || types_.isStruct(target)) {
        if (checkAggregateConstructor(ctor, target)) type = target;
        break;
      }
      if (!types_.isNumeric(target)) {
        error(DiagCode::CastNotAllowed, ctor->span, "type " + quoted(typeName(target)) + " has no constructor");
        break;
      }
      ConstructorCheck verdict = checkConstructor(types_, target, args);
      switch (verdict.verdict) {
        case ConstructorVerdict::Ok: type = target; break;
        case ConstructorVerdict::TooLittleData:
          error(DiagCode::ConstructorTooLittleData, ctor->span, "too little data in type constructor");
          break;
        case ConstructorVerdict::TooMuchData:
          error(DiagCode::ConstructorTooMuchData, ctor->span, "too much data in type constructor");
          break;
        case ConstructorVerdict::InvalidArgument: {
          ast::Expr* bad = verdict.badArgument < ctor->args.size() ? ctor->args[verdict.badArgument] : ctor;
          error(DiagCode::InvalidConstructorArgument, bad->span, "invalid type in type constructor");
          break;
        }
        case ConstructorVerdict::NotAllowed: {
          ast::Expr* bad = verdict.badArgument < ctor->args.size() ? ctor->args[verdict.badArgument] : ctor;
          error(DiagCode::CastNotAllowed, bad->span, "cast not allowed");
          break;
        }
      }
      break;
    }
    case ast::ExprKind::Cast: {
      auto* cast = static_cast<ast::CastExpr*>(expr);
      TypeId target = resolveTypeSpec(cast->type, ast::QualNone);
      TypeId from = check(cast->operand);
      if (types_.isError(target) || types_.isError(from)) break;
      if (castAllowed(types_, from, target)) type = target;
      else error(DiagCode::CastNotAllowed, cast->span, "cast not allowed (" + quoted(typeName(from)) + " to " +
                 quoted(typeName(target)) + ")");
      break;
    }
    case ast::ExprKind::Member: type = checkMember(static_cast<ast::MemberExpr*>(expr)); break;
    case ast::ExprKind::Index: type = checkIndex(static_cast<ast::IndexExpr*>(expr)); break;
    case ast::ExprKind::InitList:
      error(DiagCode::InvalidInitialization, expr->span, "an initializer list is allowed only in a declaration");
      break;
    case ast::ExprKind::SamplerState:
    case ast::ExprKind::StateReference:
    case ast::ExprKind::Compile:
    case ast::ExprKind::Error:
      // CgFX state values (checked by the effect runtime) and holes left by syntax errors: untyped, silent.
      break;
  }
  expr->semaType = type;
  return type;
}

}  // namespace cgx::sema
