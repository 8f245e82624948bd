// Calls: `f(args)` against the user's overloads, the Cg-written stdlib and the intrinsic table, and
// `obj.method(args)` against a struct's or interface's member functions. Overload resolution is in
// TypeRules (Cg's exact / promotion / conversion ranking); this file turns its verdict into cgc's
// diagnostics: with one candidate cgc names the bad argument (C1102, C1103, C1104, C1111, C1113), with
// several it reports C1101 (ambiguous) or C1115 (no match) and lists the candidates.
#include <algorithm>
#include <array>

#include "sema/Analyzer.h"
#include "sema/Intrinsics.h"
#include "sema/StandardLibrary.h"

namespace cgx::sema {

namespace {

using ir::TypeTable;

// One callable: a Cg function or a concrete intrinsic signature, with its overload candidate.
struct Callable {
  ast::FunctionDecl* function = nullptr;
  const IntrinsicSignature* intrinsic = nullptr;
  OverloadCandidate candidate;
};

// The callables are built once per call and the candidates handed to overload resolution are moved out of
// them, not copied: a call to mul or tex2D has dozens of intrinsic forms, and copying each twice was most
// of checking such a call.
Callable fromFunction(ast::FunctionDecl* fn) {
  Callable c;
  c.function = fn;
  c.candidate.params.reserve(fn->params.size());
  c.candidate.outParams.reserve(fn->params.size());
  for (const ast::VarDecl* param : fn->params) {
    c.candidate.params.push_back(param->semaType);
    c.candidate.outParams.push_back((param->qualifiers & (ast::QualOut | ast::QualInOut)) != 0);
    if (param->init == nullptr) c.candidate.requiredParams = c.candidate.params.size();
  }
  return c;
}

Callable fromIntrinsic(const IntrinsicSignature& sig) {
  Callable c;
  c.intrinsic = &sig;
  c.candidate.params = sig.params;
  c.candidate.outParams = sig.outParams;
  c.candidate.requiredParams = sig.params.size();
  return c;
}

// A parameter's name for diagnostics (intrinsics' parameters have none).
std::string paramName(const Callable& c, std::size_t i) {
  return c.function != nullptr && i < c.function->params.size() ? c.function->params[i]->name : std::string();
}

std::string signatureText(const TypeTable& types, const std::string& name, const Callable& c) {
  TypeId result = c.function != nullptr ? c.function->semaType : c.intrinsic->result;
  std::string text = types.name(result) + " " + name + "(";
  for (std::size_t i = 0; i < c.candidate.params.size(); ++i) {
    if (i != 0) text += ", ";
    if (i < c.candidate.outParams.size() && c.candidate.outParams[i]) text += "out ";
    text += types.name(c.candidate.params[i]);
  }
  return text + ")";
}

// The CgFX texture types (texture, texture2D, textureCUBE ...; cgx declares no variables of them yet).
bool isTextureTypeName(const std::string& name) {
  static const std::array<const char*, 9> names = {"texture",     "texture1D",   "texture2D",      "texture3D",
                                                   "textureCUBE", "textureRECT", "texture1DARRAY", "texture2DARRAY",
                                                   "textureCUBEARRAY"};
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

TypeId Analyzer::checkCall(ast::CallExpr* call) {
  calls_.emplace_back(currentFunction_, call);
  std::string name;
  std::vector<Callable> callables;
  SourceSpan calleeSpan = call->callee != nullptr ? call->callee->span : call->span;

  if (call->callee != nullptr && call->callee->kind == ast::ExprKind::Member) {
    auto* member = static_cast<ast::MemberExpr*>(call->callee);
    name = member->member;
    TypeId object = check(member->base);
    member->semaMember = ast::MemberKind::Method;
    if (types_.isError(object)) {
      for (ast::Expr* arg : call->args) check(arg);
      return TypeTable::kError;
    }
    if (ast::Decl* record = recordDecl(object)) {
      if (record->kind == ast::DeclKind::Struct) {
        for (ast::Decl* m : static_cast<ast::StructDecl*>(record)->members)
          if (m->kind == ast::DeclKind::Function && m->name == name)
            callables.push_back(fromFunction(static_cast<ast::FunctionDecl*>(m)));
      } else {
        for (ast::FunctionDecl* m : static_cast<ast::InterfaceDecl*>(record)->methods)
          if (m->name == name) callables.push_back(fromFunction(m));
      }
    }
    if (callables.empty()) {
      error(DiagCode::NoSuchMember, member->memberSpan,
            quoted(name) + " is not a member function of " + quoted(typeName(object)));
      for (ast::Expr* arg : call->args) check(arg);
      return TypeTable::kError;
    }
  } else if (call->callee != nullptr && call->callee->kind == ast::ExprKind::Name) {
    name = static_cast<ast::NameExpr*>(call->callee)->name;
    const Symbol* symbol = lookup(name);
    if (symbol != nullptr && symbol->var != nullptr) {
      error(DiagCode::NotAFunction, calleeSpan, "cannot call a non-function");
      for (ast::Expr* arg : call->args) check(arg);
      return TypeTable::kError;
    }
    const std::vector<ast::FunctionDecl*>& functions = visibleFunctions(name);
    const std::vector<IntrinsicSignature>* intrinsics = options_.noStdlib ? nullptr : intrinsicOverloads(name);
    callables.reserve(functions.size() + (intrinsics != nullptr ? intrinsics->size() : 0));
    for (ast::FunctionDecl* fn : functions) callables.push_back(fromFunction(fn));
    if (intrinsics != nullptr)
      for (const IntrinsicSignature& sig : *intrinsics)
        if (libraryFormExists(sig.params)) callables.push_back(fromIntrinsic(sig));
    if (callables.empty() && isTextureTypeName(name)) {
      // CgFX's texture types are type names to cgc, so `texture2D(s, uv)` (GLSL's lookup) is a constructor of
      // a type that has none: C1066 in every function, reached or not (measured with cgc 3.1).
      error(DiagCode::InvalidConstructorArgument, calleeSpan, "invalid type in type constructor");
      for (ast::Expr* arg : call->args) check(arg);
      return TypeTable::kError;
    }
    if (callables.empty() && symbol != nullptr && !symbol->otherProfiles.empty()) {
      // Every definition is qualified for other profiles and they hide one another (Scopes.cpp); like an
      // undefined name, cgc reports it only in functions the entry reaches.
      std::vector<TypeId> args;
      for (ast::Expr* arg : call->args) args.push_back(check(arg));
      error(DiagCode::NoMatchingOverload, call->span,
            "unable to find compatible overloaded function " + quoted(callSpelling(types_, name, args)))
          .onlyWhereReached = true;
      return TypeTable::kError;
    }
    if (callables.empty()) {
      error(DiagCode::Undefined, calleeSpan, "undefined variable " + quoted(name) + suggestName(name)).onlyWhereReached = true;
      for (ast::Expr* arg : call->args) check(arg);
      return TypeTable::kError;
    }
  } else {
    if (call->callee != nullptr) check(call->callee);
    error(DiagCode::NotAFunction, calleeSpan, "cannot call a non-function");
    for (ast::Expr* arg : call->args) check(arg);
    return TypeTable::kError;
  }

  if (name == "emitVertex" && call->callee->kind == ast::ExprKind::Name && visibleFunctions(name).empty()) {
    // Variadic: each argument is one output of the emitted vertex (stdlib/intrinsics.def).
    for (std::size_t i = 0; i < call->args.size(); ++i) {
      ast::Expr* arg = call->args[i];
      TypeId type = check(arg);
      bool hasSemantic = i < call->argSemantics.size() && call->argSemantics[i] != nullptr;
      if (!types_.isError(type) && !types_.isNumeric(type) && !types_.isStruct(type))
        error(DiagCode::IncompatibleArgument, arg->span, "emitVertex cannot emit a value of type " + quoted(typeName(type)));
      else if (!types_.isError(type) && !hasSemantic && !types_.isStruct(type))
        inferEmitSemantic(call, i);
    }
    call->semaIntrinsic = static_cast<std::uint16_t>(ir::IntrinsicOp::EmitVertex);
    checkGeometryOnlyCall(call, name);
    return TypeTable::kVoid;
  }

  // A call only the library could answer binds late in cgc: no overload fitting is an error only in a
  // function the entry reaches (Analyzer::restoreBodyDiagnostics).
  bool libraryOnly = std::all_of(callables.begin(), callables.end(), [](const Callable& c) {
    return c.function == nullptr || c.function->semaFromStdlib;
  });
  auto bindError = [&](DiagCode code, SourceSpan span, std::string message) -> Diagnostic& {
    Diagnostic& d = error(code, span, std::move(message));
    d.onlyWhereReached = libraryOnly;
    return d;
  };

  std::vector<TypeId> args;
  bool argsTyped = true;
  for (ast::Expr* arg : call->args) {
    args.push_back(check(arg));
    argsTyped = argsTyped && !types_.isError(args.back());
  }
  if (!argsTyped) return TypeTable::kError;

  const Callable* chosen = nullptr;
  if (callables.size() == 1) {
    // cgc's single-candidate diagnostics name the offending argument.
    const Callable& only = callables.front();
    if (args.size() < only.candidate.requiredParams) {
      bindError(DiagCode::TooFewArguments, call->span, "too few parameters in function call");
      return TypeTable::kError;
    }
    if (args.size() > only.candidate.params.size()) {
      bindError(DiagCode::TooManyArguments, call->span, "too many parameters in function call");
      return TypeTable::kError;
    }
    for (std::size_t i = 0; i < args.size(); ++i) {
      bool isOut = i < only.candidate.outParams.size() && only.candidate.outParams[i];
      if (isOut) continue;  // checked below with the other out arguments
      if (implicitConversion(types_, args[i], only.candidate.params[i]) == ConversionVerdict::Incompatible) {
        Diagnostic& d = bindError(DiagCode::IncompatibleArgument, call->args[i]->span,
                              "incompatible type for parameter #" + std::to_string(i + 1) + " (" +
                                  quoted(paramName(only, i)) + ")");
        if (only.function != nullptr) noteDeclaredAt(d, only.function, ("candidate: " + signatureText(types_, name, only)).c_str());
        return TypeTable::kError;
      }
    }
    chosen = &only;
  } else {
    std::vector<OverloadCandidate> candidates;
    candidates.reserve(callables.size());
    for (Callable& c : callables) candidates.push_back(std::move(c.candidate));
    OverloadResolution resolution = resolveOverload(types_, candidates, args);
    // Hand each candidate back to its callable: the checks below and the diagnostics read them there.
    for (std::size_t i = 0; i < callables.size(); ++i) callables[i].candidate = std::move(candidates[i]);
    if (resolution.outcome == OverloadResolution::Outcome::Chosen) {
      chosen = &callables[resolution.chosen];
    } else {
      bool ambiguous = resolution.outcome == OverloadResolution::Outcome::Ambiguous;
      std::string spelled = callSpelling(types_, name, args);
      Diagnostic& d = ambiguous
                          ? bindError(DiagCode::AmbiguousOverload, call->span,
                                  "ambiguous overloaded function reference " + quoted(spelled))
                          : bindError(DiagCode::NoMatchingOverload, call->span,
                                  "unable to find compatible overloaded function " + quoted(spelled));
      std::vector<std::size_t> listed = resolution.tied;
      if (!ambiguous || listed.empty())
        for (std::size_t i = 0; i < callables.size(); ++i) listed.push_back(i);
      const std::size_t kMaxListed = 12;  // tex2D has dozens of forms
      for (std::size_t k = 0; k < listed.size() && k < kMaxListed; ++k) {
        const Callable& c = callables[listed[k]];
        std::string text = "candidate: " + signatureText(types_, name, c);
        if (c.function != nullptr && !c.function->semaFromStdlib) d.notes.push_back(DiagNote{c.function->nameSpan, text});
        else d.notes.push_back(DiagNote{SourceSpan{}, text});
      }
      if (listed.size() > kMaxListed)
        d.notes.push_back(DiagNote{SourceSpan{}, "and " + std::to_string(listed.size() - kMaxListed) + " more"});
      return TypeTable::kError;
    }
  }

  // Out and inout arguments are written back: they must be l-values of exactly the parameter's type.
  for (std::size_t i = 0; i < args.size(); ++i) {
    bool isOut = i < chosen->candidate.outParams.size() && chosen->candidate.outParams[i];
    TypeId param = chosen->candidate.params[i];
    if (!isOut) {
      if (implicitConversion(types_, args[i], param) == ConversionVerdict::Narrowing)
        sink_.report(DiagCode::ImplicitNarrowing, call->args[i]->span,
                     "implicit cast from " + quoted(typeName(args[i])) + " to " + quoted(typeName(param)));
      continue;
    }
    if (!isLvalue(call->args[i])) {
      error(DiagCode::OutArgumentNotLvalue, call->args[i]->span,
            "non-lvalue actual parameter #" + std::to_string(i + 1) + " cannot be out parameter (" +
                quoted(paramName(*chosen, i)) + ")");
      return TypeTable::kError;
    }
    if (args[i] != param && !types_.isError(param)) {
      error(DiagCode::OutArgumentType, call->args[i]->span,
            "actual parameter #" + std::to_string(i + 1) + " must be same type as formal out parameter (" +
                quoted(paramName(*chosen, i)) + ")");
      return TypeTable::kError;
    }
    requireAssignable(call->args[i]);
  }

  if (chosen->function != nullptr) {
    // A stdlib candidate is a prototype: the call needs its definition, loaded now that it is chosen.
    call->semaFunction = chosen->function->semaFromStdlib && !isStdlib_ ? stdlibDefinition(chosen->function)
                                                                        : chosen->function;
    return chosen->function->semaType;
  }
  call->semaIntrinsic = static_cast<std::uint16_t>(chosen->intrinsic->op);
  call->semaSignature = chosen->intrinsic->index;
  if (chosen->intrinsic->op == ir::IntrinsicOp::RestartStrip) checkGeometryOnlyCall(call, name);
  return chosen->intrinsic->result;
}

}  // namespace cgx::sema
