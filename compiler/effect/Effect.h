// The CgFX effect model: what an effect file (.cgfx) declares besides its functions: effect parameters,
// techniques of passes, each pass a list of state assignments, sampler_state blocks, and annotations on
// all of them. Built from the AST (BuildEffect.cpp) against a table of the states the caller defines
// (libCg's registered states), which decides what a state name and an enumerant name mean.
//
// Rules:
// - The model points into the AST (parameter declarations, a compile's argument expressions) and into the
//   state table; both must outlive it. It owns everything else.
// - Names are kept as written; state and enumerant names match the table without case (as NVIDIA's
//   libCg does); parameter names match exactly.
// - A state assignment's value is what the state receives, already evaluated: numbers (enumerants
//   replaced by their values, a scalar smeared to the state's size), a string, a reference to an effect
//   parameter (`<name>` or a bare name), a program to compile, an element of a program array chosen by an
//   index expression (`(Torus[select])`, evaluated by the consumer when the value is used), or a
//   sampler_state block. A value the state cannot take is diagnosed and left out of the model (the
//   assignment stays, kind Invalid).
// - The model is the same for every consumer: libCg builds its effect handles from it; nothing here
//   compiles programs (a Compile value names the profile, entry and argument expressions).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ast/Ast.h"
#include "diag/DiagnosticSink.h"

namespace cgx::effect {

// The type of a state's value (CGtype in libCg's terms).
enum class BaseType : std::uint8_t { Float, Int, Bool, String, Program, Sampler, Texture };
struct ValueType {
  BaseType base = BaseType::Float;
  int components = 1;  // rows * columns for numeric types; 1 otherwise
  bool numeric() const { return base == BaseType::Float || base == BaseType::Int || base == BaseType::Bool; }
};

// A state the caller defines: cgCreateState and friends.
struct StateDefinition {
  std::string name;
  ValueType type;
  int elements = 0;  // an array state's element count; 0 when the state is not an array
  std::vector<std::pair<std::string, int>> enumerants;
};

// The states an effect may assign: pass states and sampler states apart. Lookup is by name without case,
// the last definition of a name winning (as NVIDIA's libCg).
struct StateTable {
  std::vector<StateDefinition> pass;
  std::vector<StateDefinition> sampler;
  const StateDefinition* find(std::string_view name, bool samplerState) const;
};

struct StateAssignment;

enum class ValueKind : std::uint8_t { Invalid, Numbers, String, Reference, Compile, ProgramElement, SamplerState };
struct Value {
  ValueKind kind = ValueKind::Invalid;
  SourceSpan span;
  std::vector<double> numbers;  // Numbers: the state's component count of them (bools 0/1)
  std::string text;             // String: the text; Reference, ProgramElement: the parameter's name
  const ast::Expr* index = nullptr;  // ProgramElement: the index, an expression of effect parameters
  // Compile: `compile profile entry(args)`; each argument evaluated as a state value is (`arguments`, one per
  // argument): a Reference to an effect parameter, Numbers for a constant, Invalid for another expression.
  std::string profile;
  std::string entry;
  std::vector<const ast::Expr*> args;
  std::vector<Value> arguments;
  std::vector<StateAssignment> samplerStates;  // SamplerState: the block's assignments
};

struct StateAssignment {
  SourceSpan span;
  std::string name;                            // as written
  const StateDefinition* definition = nullptr;  // null when the state is unknown (diagnosed)
  int index = -1;                               // `LightEnable[3]`: 3; -1 when not indexed
  Value value;
};

// An annotation's value: a string, or the numbers of its numeric type (one number written fills them all).
struct Annotation {
  SourceSpan span;
  std::string name;
  const ast::TypeSpec* type = nullptr;  // as written: string, float, float4
  Value value;                          // Numbers or String; Invalid when the annotation has no (valid) value
};

struct Parameter {
  const ast::VarDecl* decl = nullptr;  // type, default and semantic as the AST has them
  std::string name;
  std::vector<Annotation> annotations;
  std::vector<StateAssignment> samplerStates;  // a sampler initialized with sampler_state { ... }
  std::vector<double> initial;  // the initializer's components when it is a constant (`= {1, 0, 0, 1}`)
  // A program array's elements (`vertexshader Torus[2] = { compile vp40 f(), compile arbvp1 f() }`), each a
  // Compile value (Invalid where the element is not a valid `compile`).
  std::vector<Value> programs;
};

struct Pass {
  SourceSpan span;
  std::string name;  // may be empty
  std::vector<Annotation> annotations;
  std::vector<StateAssignment> states;
};

struct Technique {
  SourceSpan span;
  std::string name;  // may be empty
  std::vector<Annotation> annotations;
  std::vector<Pass> passes;
};

struct Effect {
  std::vector<Parameter> parameters;  // the effect's global uniform variables, in source order
  std::vector<Technique> techniques;
};

// Builds the model of `unit`, reporting what the state table does not allow to `diagnostics` (C8001 for an
// unknown state, C1008 for an undefined name in a value or a `compile` of a function not declared before it,
// C1011 for an index on a state that is not an array, C1056 for a value the state cannot take, warning C7011
// for components dropped, C1103 / C1104 for fewer / more `compile` arguments than the entry's uniforms, C1102
// for an argument that does not fit, and C1038, C1060, C1057, C1058 for annotations: BuildEffect.cpp).
Effect buildEffect(const ast::TranslationUnit& unit, const StateTable& states, DiagnosticSink& diagnostics);

}  // namespace cgx::effect
