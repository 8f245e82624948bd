// AST -> effect model (Effect.h), checking each state assignment against the caller's state table. The
// diagnostics are cgc's (NVIDIA's libCg listing, measured with Cg 3.1.0013 through cgCreateEffect):
//   C8001 Unknown state 'X'                        a state the table does not define
//   C1008 undefined variable "x"                   a name that is neither an enumerant of the state nor an
//                                                  effect parameter, `<x>` naming no parameter
//   C1011 cannot index a non-array value           `DepthTestEnable[2]` (cgc also reports C1068 there)
//   C1068 array index out of bounds                `LightEnable[8]`: past the array state's elements
//   C1056 invalid initialization                   a string, a program, a sampler_state or too few
//                                                  components for a state of another type; an array
//                                                  state without an index (`LightEnable = true`); a
//                                                  program array named whole (`VertexProgram = progs`), an
//                                                  element of a program array that is no `compile`
//   C7011 implicit cast from "float4" to "bool1"   (warning) more components than the state takes
//   C1008 undefined variable "f"                   `compile arbvp1 f()` before f is declared, or with none;
//                                                  a name in `(progs[i])`'s index that is no parameter
//   C1103 too few parameters in function call      a `compile` binds each of the entry's uniform
//   C1104 too many parameters in function call     parameters, in order, to one argument
//   C1102 incompatible type for parameter #2 ("k") a `compile` argument with fewer components (a string)
//   C1038 declaration of "a" conflicts with ...    an annotation named twice in one list
//   C1060 incompatible types in initialization     an annotation's string for a number or the reverse
//   C1057 / C1058 too little / too much data       an annotation's numbers, not one and not the type's count
// Where NVIDIA's compiler stops with an internal error (`VertexProgram = 0`, `FragmentProgram = <aFloat4>`)
// cgx reports C1056; an operator in a state value but a sign (or `~` in a brace list, which NVIDIA's takes),
// a syntax error for cgc, is C1056 here too (cgx's grammar takes an expression there).
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <string>
#include <unordered_map>

#include "effect/Effect.h"

namespace cgx::effect {

namespace {

bool sameName(std::string_view a, std::string_view b) {
  return std::ranges::equal(a, b, [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  });
}

std::string typeName(const ValueType& type) {
  static const char* const kBases[] = {"float", "int", "bool", "string", "program", "sampler", "texture"};
  std::string name = kBases[static_cast<int>(type.base)];
  return type.numeric() ? name + std::to_string(type.components) : name;
}

// The scalar a literal or constructor is written in, for the narrowing warning's "float4".
const char* scalarOf(const ast::Expr* expr) {
  if (expr->kind == ast::ExprKind::Constructor) {
    const ast::TypeSpec* type = static_cast<const ast::ConstructorExpr*>(expr)->type;
    if (type && type->kind == ast::TypeSpec::Kind::Builtin) {
      switch (type->builtin.scalar) {
        case ast::ScalarKind::Int: case ast::ScalarKind::UInt: case ast::ScalarKind::CInt: return "int";
        case ast::ScalarKind::Bool: return "bool";
        case ast::ScalarKind::Half: return "half";
        default: return "float";
      }
    }
  }
  return "float";
}

class Builder {
 public:
  Builder(const ast::TranslationUnit& unit, const StateTable& states, DiagnosticSink& diagnostics)
      : unit_(unit), states_(states), diagnostics_(diagnostics) {}

  Effect run() {
    Effect effect;
    // Parameters first: a state value may name any of them, wherever it is declared.
    for (const ast::Decl* decl : unit_.decls)
      if (decl->kind == ast::DeclKind::Var) {
        const auto* var = static_cast<const ast::VarDecl*>(decl);
        // A const global is one too, uniform and settable (measured: gs_md2shadow's `const float4
        // dullYellow` is a `compile` argument); a static one is not.
        if (!(var->qualifiers & ast::QualStatic) && !var->name.empty()) {
          parameters_.push_back(var);
          byName_.try_emplace(var->name, var);  // a name declared twice is sema's error; the first counts
        }
      }
    // Then everything in source order, so that the diagnostics are; a `compile` sees only the functions
    // declared before it (NVIDIA's: C1008 otherwise).
    std::size_t next = 0;
    for (const ast::Decl* decl : unit_.decls) {
      if (next < parameters_.size() && decl == parameters_[next])
        effect.parameters.push_back(parameter(*parameters_[next++]));
      else if (decl->kind == ast::DeclKind::Technique)
        effect.techniques.push_back(technique(*static_cast<const ast::TechniqueDecl*>(decl)));
      else if (decl->kind == ast::DeclKind::Function)
        functions_.try_emplace(static_cast<const ast::FunctionDecl*>(decl)->name,
                               static_cast<const ast::FunctionDecl*>(decl));
    }
    return effect;
  }

 private:
  Parameter parameter(const ast::VarDecl& var) {
    Parameter p;
    p.decl = &var;
    p.name = var.name;
    p.annotations = annotations(var.annotations);
    if (var.init && var.init->kind == ast::ExprKind::SamplerState)
      p.samplerStates = assignments(static_cast<const ast::SamplerStateExpr*>(var.init)->states, true);
    else if (isProgramArray(var))
      p.programs = programElements(var);
    else if (var.init && !constant(var.init, p.initial))  // sema reports what is wrong with it
      p.initial.clear();
    return p;
  }

  static bool isProgram(const ast::VarDecl& var) {
    return var.type && var.type->kind == ast::TypeSpec::Kind::Builtin &&
           var.type->builtin.kind == ast::BuiltinKind::Program;
  }
  static bool isProgramArray(const ast::VarDecl& var) { return isProgram(var) && var.arrayDims.size() == 1; }

  // The `compile`s of a program array's brace list, one Value per element; another element is C1056.
  std::vector<Value> programElements(const ast::VarDecl& var) {
    std::vector<Value> out;
    if (!var.init) return out;
    if (var.init->kind != ast::ExprKind::InitList) {
      invalid(var.init->span);
      return out;
    }
    for (const ast::Expr* element : static_cast<const ast::InitListExpr*>(var.init)->elements) {
      if (element->kind == ast::ExprKind::Compile) {
        out.push_back(compileValue(static_cast<const ast::CompileExpr&>(*element)));
      } else {
        invalid(element->span);
        out.emplace_back().span = element->span;
      }
    }
    return out;
  }

  Value compileValue(const ast::CompileExpr& compile) {
    Value v;
    v.span = compile.span;
    v.kind = ValueKind::Compile;
    v.profile = compile.profile;
    v.entry = compile.entry;
    v.args.assign(compile.args.begin(), compile.args.end());
    compileArguments(compile, v);
    return v;
  }

  Technique technique(const ast::TechniqueDecl& decl) {
    Technique t;
    t.span = decl.span;
    t.name = decl.name;
    t.annotations = annotations(decl.annotations);
    for (const ast::PassDecl* pass : decl.passes) {
      Pass p;
      p.span = pass->span;
      p.name = pass->name;
      p.annotations = annotations(pass->annotations);
      p.states = assignments(pass->states, false);
      t.passes.push_back(std::move(p));
    }
    return t;
  }

  // Annotations, checked as NVIDIA's libCg checks them when it makes the effect: a name once per list
  // (C1038), a string for a string and numbers for a numeric type (C1060), one number filling a vector or
  // else as many as the type has (C1057, C1058).
  std::vector<Annotation> annotations(const std::vector<ast::Annotation*>& list) {
    std::vector<Annotation> out;
    for (const ast::Annotation* a : list) {
      auto previous = std::ranges::find(out, a->name, &Annotation::name);
      if (previous != out.end()) {
        Diagnostic& d = diagnostics_.report(DiagCode::ConflictingDeclaration, a->span,
                                            "declaration of \"" + a->name + "\" conflicts with previous declaration");
        d.notes.push_back(DiagNote{previous->span, "previous declaration is here"});
        continue;
      }
      Annotation annotation;
      annotation.span = a->span;
      annotation.name = a->name;
      annotation.type = a->type;
      if (a->value) annotation.value = annotationValue(*a);
      out.push_back(std::move(annotation));
    }
    return out;
  }

  Value annotationValue(const ast::Annotation& a) {
    Value v;
    v.span = a.value->span;
    const bool string = a.type && a.type->kind == ast::TypeSpec::Kind::Builtin &&
                        a.type->builtin.kind == ast::BuiltinKind::String;
    const int want = components(a.type);
    const bool literal = a.value->kind == ast::ExprKind::StringLiteral;
    if (literal && string) {
      v.kind = ValueKind::String;
      v.text = static_cast<const ast::StringLiteralExpr*>(a.value)->value;
      return v;
    }
    if (literal || want == 0) {
      diagnostics_.report(DiagCode::IncompatibleTypes, a.value->span, "incompatible types in initialization");
      return v;
    }
    std::vector<double> values;
    if (!numbers(a.value, nullptr, values)) return v;
    const auto have = static_cast<int>(values.size());
    if (have != 1 && have != want) {  // `{}` too: too little
      if (have < want) diagnostics_.report(DiagCode::TooLittleInitData, a.value->span, "too little data in initialization");
      else diagnostics_.report(DiagCode::TooMuchInitData, a.value->span, "too much data in initialization");
      return v;
    }
    values.resize(static_cast<std::size_t>(want), values.front());  // one number fills the type
    for (double& x : values) {
      if (a.type->builtin.scalar == ast::ScalarKind::Int) x = std::trunc(x);
      if (a.type->builtin.scalar == ast::ScalarKind::Bool) x = x != 0 ? 1 : 0;
    }
    v.kind = ValueKind::Numbers;
    v.numbers = std::move(values);
    return v;
  }

  std::vector<StateAssignment> assignments(const std::vector<ast::StateAssignment*>& list, bool sampler) {
    std::vector<StateAssignment> out;
    for (const ast::StateAssignment* a : list) out.push_back(assignment(*a, sampler));
    return out;
  }

  StateAssignment assignment(const ast::StateAssignment& a, bool sampler) {
    StateAssignment out;
    out.span = a.span;
    out.name = a.name;
    out.definition = states_.find(a.name, sampler);
    if (!out.definition) {
      diagnostics_.report(DiagCode::UnknownState, a.span, "Unknown state '" + a.name + "'");  // NVIDIA's capital
      return out;
    }
    if (a.index) {
      std::vector<double> index;
      if (!numbers(a.index, nullptr, index)) return out;
      if (out.definition->elements == 0) {
        diagnostics_.report(DiagCode::NotIndexable, a.index->span, "cannot index a non-array value");
        return out;
      }
      if (index.size() != 1 || index[0] < 0 || index[0] >= out.definition->elements ||
          index[0] != std::floor(index[0])) {
        diagnostics_.report(DiagCode::ConstructorTooMuchData, a.index->span, "array index out of bounds");
        return out;
      }
      out.index = static_cast<int>(index[0]);
    } else if (out.definition->elements > 0 && a.value) {
      invalid(a.value->span);  // an array state takes its elements one at a time (NVIDIA's: C1056)
      return out;
    }
    if (a.value) out.value = value(*a.value, *out.definition);
    return out;
  }

  // Whether each name an index expression reads is an effect parameter (C1008 for the first that is not).
  // Expressions nest only as deep as the parser let them, so the recursion is bounded.
  bool namesDefined(const ast::Expr& expr) {
    switch (expr.kind) {
      case ast::ExprKind::Name: {
        const std::string& name = static_cast<const ast::NameExpr&>(expr).name;
        if (findParameter(name)) return true;
        diagnostics_.report(DiagCode::Undefined, expr.span, "undefined variable \"" + name + "\"");
        return false;
      }
      case ast::ExprKind::Unary: return namesDefined(*static_cast<const ast::UnaryExpr&>(expr).operand);
      case ast::ExprKind::Binary: {
        const auto& binary = static_cast<const ast::BinaryExpr&>(expr);
        return namesDefined(*binary.lhs) && namesDefined(*binary.rhs);
      }
      default: return true;  // a literal; another expression picks element 0 where it does not evaluate
    }
  }

  const ast::VarDecl* findParameter(std::string_view name) const {
    auto it = byName_.find(name);
    return it == byName_.end() ? nullptr : it->second;
  }

  const std::pair<std::string, int>* enumerant(const StateDefinition* state, std::string_view name) const {
    if (!state) return nullptr;
    for (const auto& e : state->enumerants)
      if (sameName(e.first, name)) return &e;
    return nullptr;
  }

  void invalid(SourceSpan span) {
    if (!quiet_) diagnostics_.report(DiagCode::InvalidInitialization, span, "invalid initialization");
  }

  // The components of `expr` when it is a constant numbers() takes, reporting nothing when it is not.
  bool constant(const ast::Expr* expr, std::vector<double>& out) {
    quiet_ = true;
    const bool ok = numbers(expr, nullptr, out);
    quiet_ = false;
    return ok;
  }

  // `compile profile entry(args)`: the entry must be a function declared before, and each of its uniform
  // parameters gets one argument, which is a reference to an effect parameter or a constant.
  void compileArguments(const ast::CompileExpr& compile, Value& v) {
    auto found = functions_.find(compile.entry);
    if (found == functions_.end()) {
      diagnostics_.report(DiagCode::Undefined, compile.span, "undefined variable \"" + compile.entry + "\"");
      v.kind = ValueKind::Invalid;
      return;
    }
    const auto uniforms = std::ranges::count_if(found->second->params, [](const ast::VarDecl* param) {
      return (param->qualifiers & ast::QualUniform) != 0;
    });
    const auto given = static_cast<std::ptrdiff_t>(compile.args.size());
    if (given != uniforms) {
      diagnostics_.report(given < uniforms ? DiagCode::TooFewArguments : DiagCode::TooManyArguments, compile.span,
                          given < uniforms ? "too few parameters in function call" : "too many parameters in function call");
      v.kind = ValueKind::Invalid;
      return;
    }
    std::size_t position = 0;
    bool failed = false;
    for (const ast::VarDecl* param : found->second->params) {
      if ((param->qualifiers & ast::QualUniform) == 0) continue;
      v.arguments.push_back(argument(*compile.args[position], *param, position + 1, failed));
      ++position;
    }
    if (failed) v.kind = ValueKind::Invalid;
  }

  // One `compile` argument for the uniform `param` (the `number`th), with cgc's checks of a call's argument
  // where both sides are numeric: C1102 for fewer components, warning C7011 for more (a scalar fills them
  // all); a name that is no effect parameter is C1008. An expression cgx does not evaluate binds nothing.
  Value argument(const ast::Expr& arg, const ast::VarDecl& param, std::size_t number, bool& failed) {
    Value a;
    a.span = arg.span;
    std::string from;  // the argument's type as cgc spells it, for the warning
    int have = 0;      // its components; -1 for a string
    if (arg.kind == ast::ExprKind::Name) {
      const std::string& name = static_cast<const ast::NameExpr&>(arg).name;
      const ast::VarDecl* var = findParameter(name);
      if (!var) {
        diagnostics_.report(DiagCode::Undefined, arg.span, "undefined variable \"" + name + "\"");
        failed = true;
        return a;
      }
      a.kind = ValueKind::Reference;
      a.text = name;
      have = var->arrayDims.empty() ? components(var->type) : 0;
      if (have > 0) from = spelling(var->type->builtin);
    } else if (arg.kind == ast::ExprKind::StringLiteral) {
      have = -1;
    } else if (constant(&arg, a.numbers)) {
      a.kind = ValueKind::Numbers;
      have = static_cast<int>(a.numbers.size());
      const ast::TypeSpec* written =
          arg.kind == ast::ExprKind::Constructor ? static_cast<const ast::ConstructorExpr&>(arg).type : nullptr;
      from = components(written) > 0                 ? spelling(written->builtin)
             : arg.kind == ast::ExprKind::IntLiteral ? std::string("int")
             : have == 1                             ? std::string(scalarOf(&arg))
                                                     : scalarOf(&arg) + std::to_string(have);
    } else {
      a.numbers.clear();  // an expression: the uniform keeps its own value
      return a;
    }
    const int want = param.arrayDims.empty() ? components(param.type) : 0;
    if (want == 0 || have == 0) return a;  // not numeric on one side: the program's compile checks it
    if (have < 0 || (have > 1 && have < want)) {
      diagnostics_.report(DiagCode::IncompatibleArgument, arg.span,
                          "incompatible type for parameter #" + std::to_string(number) + " (\"" + param.name + "\")");
      failed = true;
      a.kind = ValueKind::Invalid;
    } else if (have > want) {
      diagnostics_.report(DiagCode::ImplicitNarrowing, arg.span,
                          "implicit cast from \"" + from + "\" to \"" + spelling(param.type->builtin) + "\"");
    }
    return a;
  }

  // The components of a numeric type (1 for a scalar, N for floatN, R*C for a matrix); 0 for anything else.
  static int components(const ast::TypeSpec* type) {
    if (!type || type->kind != ast::TypeSpec::Kind::Builtin || type->builtin.kind != ast::BuiltinKind::Numeric) return 0;
    const ast::BuiltinType& t = type->builtin;
    return t.rows > 0 ? t.rows * t.cols : t.cols > 0 ? t.cols : 1;
  }

  // A numeric type as cgc names it in a message: "float", "half2", "int3", "float4x4".
  static std::string spelling(const ast::BuiltinType& t) {
    static const char* const kScalars[] = {"float", "half", "fixed", "int", "unsigned int", "bool", "double", "cint", "cfloat"};
    std::string name = kScalars[static_cast<int>(t.scalar)];
    if (t.rows > 0) return name + std::to_string(t.rows) + "x" + std::to_string(t.cols);
    return t.cols > 0 ? name + std::to_string(t.cols) : name;
  }

  // A reference to an effect parameter, if the state can take one of its type.
  Value reference(const ast::VarDecl& var, const ast::Expr& expr, const StateDefinition& state) {
    Value v;
    v.span = expr.span;
    const bool program = var.type && var.type->kind == ast::TypeSpec::Kind::Builtin &&
                         var.type->builtin.kind == ast::BuiltinKind::Program;
    // A program array is named by its elements only (`(F[i])`; `F` alone is C1056 for NVIDIA's too).
    if (program != (state.type.base == BaseType::Program) || (program && !var.arrayDims.empty())) {
      invalid(expr.span);
      return v;
    }
    v.kind = ValueKind::Reference;
    v.text = var.name;
    return v;
  }

  Value value(const ast::Expr& expr, const StateDefinition& state) {
    Value v;
    v.span = expr.span;
    switch (expr.kind) {
      case ast::ExprKind::Error: return v;  // reported by the parser
      case ast::ExprKind::StateReference: {
        const std::string& name = static_cast<const ast::StateReferenceExpr&>(expr).name;
        if (const ast::VarDecl* var = findParameter(name)) return reference(*var, expr, state);
        diagnostics_.report(DiagCode::Undefined, expr.span, "undefined variable \"" + name + "\"");
        return v;
      }
      case ast::ExprKind::Name: {
        const std::string& name = static_cast<const ast::NameExpr&>(expr).name;
        if (enumerant(&state, name)) break;  // a number, below
        if (const ast::VarDecl* var = findParameter(name)) return reference(*var, expr, state);
        break;  // numbers() reports it undefined
      }
      case ast::ExprKind::Compile: {
        if (state.type.base != BaseType::Program) {
          invalid(expr.span);
          return v;
        }
        return compileValue(static_cast<const ast::CompileExpr&>(expr));
      }
      case ast::ExprKind::Index: {
        // `(Torus[select])`: an element of a program array, chosen when the value is used.
        const auto& index = static_cast<const ast::IndexExpr&>(expr);
        const ast::VarDecl* array = index.base->kind == ast::ExprKind::Name
                                        ? findParameter(static_cast<const ast::NameExpr*>(index.base)->name)
                                        : nullptr;
        if (!array || !isProgramArray(*array) || state.type.base != BaseType::Program) break;  // C1056 below
        if (!namesDefined(*index.index)) return v;
        v.kind = ValueKind::ProgramElement;
        v.text = array->name;
        v.index = index.index;
        return v;
      }
      case ast::ExprKind::SamplerState: {
        if (state.type.base != BaseType::Sampler) {
          invalid(expr.span);
          return v;
        }
        v.kind = ValueKind::SamplerState;
        v.samplerStates = assignments(static_cast<const ast::SamplerStateExpr&>(expr).states, true);
        return v;
      }
      case ast::ExprKind::StringLiteral:
        if (state.type.base != BaseType::String) {
          invalid(expr.span);
          return v;
        }
        v.kind = ValueKind::String;
        v.text = static_cast<const ast::StringLiteralExpr&>(expr).value;
        return v;
      default: break;
    }
    // Numbers: a program state takes only its enumerants (NULL); sampler, texture and string states none.
    const bool program = state.type.base == BaseType::Program;
    if (!state.type.numeric() && !(program && expr.kind == ast::ExprKind::Name)) {
      invalid(expr.span);
      return v;
    }
    std::vector<double> values;
    if (!numbers(&expr, &state, values)) return v;
    const int have = static_cast<int>(values.size()), want = program ? 1 : state.type.components;
    if (have > 1 && have < want) {
      invalid(expr.span);
      return v;
    }
    if (have > want) {
      diagnostics_.report(DiagCode::ImplicitNarrowing, expr.span,
                          std::string("implicit cast from \"") + scalarOf(&expr) + std::to_string(have) + "\" to \"" +
                              typeName(state.type) + "\"");
      values.resize(static_cast<std::size_t>(want));
    }
    values.resize(static_cast<std::size_t>(want), values.empty() ? 0.0 : values.front());  // a scalar smears
    for (double& x : values) {
      if (state.type.base == BaseType::Int) x = std::trunc(x);
      if (state.type.base == BaseType::Bool) x = x != 0 ? 1 : 0;
    }
    v.kind = ValueKind::Numbers;
    v.numbers = std::move(values);
    return v;
  }

  // Appends the components of a constant (literals, signs, the state's enumerants, constructors of
  // constants, brace lists); false after reporting what is not one.
  bool numbers(const ast::Expr* expr, const StateDefinition* state, std::vector<double>& out) {
    // Values nest only as deep as the parser let them (its nesting limit), so recursion is bounded.
    switch (expr->kind) {
      case ast::ExprKind::Error: return false;
      case ast::ExprKind::IntLiteral:
        out.push_back(static_cast<double>(static_cast<const ast::IntLiteralExpr*>(expr)->value));
        return true;
      case ast::ExprKind::FloatLiteral:
        out.push_back(static_cast<const ast::FloatLiteralExpr*>(expr)->value);
        return true;
      case ast::ExprKind::BoolLiteral:
        out.push_back(static_cast<const ast::BoolLiteralExpr*>(expr)->value ? 1 : 0);
        return true;
      case ast::ExprKind::Name: {
        const std::string& name = static_cast<const ast::NameExpr*>(expr)->name;
        if (const auto* e = enumerant(state, name)) {
          out.push_back(e->second);
          return true;
        }
        if (!quiet_) diagnostics_.report(DiagCode::Undefined, expr->span, "undefined variable \"" + name + "\"");
        return false;
      }
      case ast::ExprKind::Unary: {
        const auto* unary = static_cast<const ast::UnaryExpr*>(expr);
        // `~0`, a mask of all ones, in a brace list (NVIDIA's: StencilFunc = { Equal, 0, ~0 } is -1; `~0`
        // alone is a syntax error there).
        const bool bitNot = unary->op == ast::UnaryOp::BitNot && listDepth_ > 0;
        if (unary->op != ast::UnaryOp::Minus && unary->op != ast::UnaryOp::Plus && !bitNot) break;
        const std::size_t first = out.size();
        if (!numbers(unary->operand, state, out)) return false;
        for (std::size_t i = first; i < out.size(); ++i) {
          if (unary->op == ast::UnaryOp::Minus) out[i] = -out[i];
          // Clamped into int64's range first: a huge literal would make the conversion undefined.
          if (unary->op == ast::UnaryOp::BitNot)
            out[i] = static_cast<double>(~static_cast<std::int64_t>(std::clamp(std::trunc(out[i]), -9.0e18, 9.0e18)));
        }
        return true;
      }
      case ast::ExprKind::Constructor: {
        const auto* ctor = static_cast<const ast::ConstructorExpr*>(expr);
        if (!ctor->arrayDims.empty() || !ctor->type || ctor->type->kind != ast::TypeSpec::Kind::Builtin ||
            ctor->type->builtin.kind != ast::BuiltinKind::Numeric)
          break;
        for (const ast::Expr* arg : ctor->args)
          if (!numbers(arg, state, out)) return false;
        return true;
      }
      case ast::ExprKind::InitList: {
        ++listDepth_;
        bool ok = true;
        for (const ast::Expr* element : static_cast<const ast::InitListExpr*>(expr)->elements)
          if (ok && !numbers(element, state, out)) ok = false;
        --listDepth_;
        return ok;
      }
      default: break;
    }
    invalid(expr->span);
    return false;
  }

  const ast::TranslationUnit& unit_;
  const StateTable& states_;
  DiagnosticSink& diagnostics_;
  std::vector<const ast::VarDecl*> parameters_;
  // By name: an effect may have many parameters and many state values naming them.
  std::unordered_map<std::string_view, const ast::VarDecl*> byName_;
  std::unordered_map<std::string_view, const ast::FunctionDecl*> functions_;  // declared so far, the first of a name
  int listDepth_ = 0;  // inside a brace list, where NVIDIA's takes `~`
  bool quiet_ = false;  // constant(): a failed evaluation is not reported
};

}  // namespace

const StateDefinition* StateTable::find(std::string_view name, bool samplerState) const {
  const std::vector<StateDefinition>& list = samplerState ? sampler : pass;
  for (auto it = list.rbegin(); it != list.rend(); ++it)
    if (sameName(it->name, name)) return &*it;
  return nullptr;
}

Effect buildEffect(const ast::TranslationUnit& unit, const StateTable& states, DiagnosticSink& diagnostics) {
  return Builder(unit, states, diagnostics).run();
}

}  // namespace cgx::effect
