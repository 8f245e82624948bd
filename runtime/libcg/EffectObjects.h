// What cgCreateEffect makes of an effect's model besides techniques and passes: the effect parameters
// (ordinary parameter nodes the effect owns) and the programs its `compile` values make (ordinary programs of
// the context, bound to the effect's parameters as NVIDIA's libCg binds them).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "EffectBuild.h"
#include "State.h"

namespace cgx::libcg {

// The runtime type of an effect parameter's or annotation's declared type; CG_UNKNOWN_TYPE for what is not
// a built-in type (structs and interfaces).
CGtype declaredType(const ast::TypeSpec* spec);

// Makes the effect's parameters from its model: numeric, sampler and texture globals and one-dimensional
// arrays of them, structs (a node per field) and interfaces (`Shade one`, `Shade layers[]`: sized by
// cgSetArraySize, given fields by connecting a struct, EffectInterfaces.h), with their constant
// initializers as values. False when a handle table is full.
bool addEffectParameters(Effect& effect, const EffectModel& model);

// Makes one effect parameter (an array of `length` elements of `type` when `length` > 0) after the effect's
// others, its value `initial` (the elements' one after the other; zeros when short). One of a name the effect
// already has is made unlisted (Effect::unlisted). Null when a handle table is full.
std::optional<Id> addEffectParameter(Effect& effect, CGtype type, int length, const std::string& name,
                                     const std::string& semantic, const std::vector<double>& initial);

// Makes the annotations (with a value) of the effect's techniques, passes and parameters (the parameters
// first). False when a handle table is full.
bool addAnnotations(Effect& effect, const EffectModel& model);

// Makes the state assignments of the effect's passes and of its sampler parameters' sampler_state blocks
// (the parameters first). False when a handle table is full.
bool addStateAssignments(Effect& effect, const EffectModel& model);

// Makes and compiles the program of every `compile` in the effect's passes (the assignments first), then of
// every element of its program arrays (`pixelshader SpecSurf[2] = { compile ..., ... }`). A
// program cgx cannot compile for its profile (an unknown one, a Direct3D one) is made uncompiled, as
// NVIDIA's makes it; one that does not compile fails: the listing holds its errors, CG_COMPILER_ERROR is
// raised and false returned. The context's listing is the effect's otherwise.
bool addEffectPrograms(Context& context, Effect& effect, const EffectModel& model);

// After an effect's program compiled (its parameter tree new): connects its globals to the effect parameters
// of the same name and binds its entry's uniform parameters to the `compile`'s arguments in order.
void bindEffectProgram(Program& program);
// Binds `buffer` (null: unbinds) in `program` at its buffer parameter `root`'s index when `root` is the one
// that binds an effect's uniform buffer parameter's buffer: both uniform buffers, connected or of the same
// variable.
void bindEffectBuffer(Program& program, const Parameter& root, const Parameter& effectBuffer, CGbuffer buffer);

// The program a program state's assignment holds: the one its `compile` made or a setter gave, or for
// `(SpecSurf[select])` the element the index picks from the parameters' values now. Null when none.
Program* assignmentProgram(const StateAssignment& assignment);

// Appends the effect parameters `expr` (an expression of the effect's) names, in the order named, repeats
// included: names, signs, operators and constructors are looked through.
void namedParameters(const Effect& effect, const ast::Expr& expr, std::vector<Id>& out);

// The effect parameter of that name (a path: "lights[0]"), or null.
Parameter* findParameter(const Effect& effect, const std::string& name);

// Evaluates again the program's `compile` arguments that are expressions (EffectArguments.h), from the
// effect parameters' values now, and tells libCgGL of the values that changed (cgSetPassState runs it).
void evaluateEffectArguments(Program& program);

}  // namespace cgx::libcg
