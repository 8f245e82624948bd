// The objects behind libCg's handles and the one lock that guards them. The parameter model is a tree of
// Parameter nodes owned by a program (its entry and global parameters) or by a context (shared parameters
// from cgCreateParameter, later CgFX effect parameters): the owner is a field, so effect parameters and
// connections (cgConnectParameter: `source` below) fit without another node type.
#pragma once

#include <Cg/cg.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "Handles.h"

namespace cgx::ast {
struct Expr;  // ast/Ast.h
}  // namespace cgx::ast
namespace cgx::libcg {

struct Parameter {
  Id self;
  bool programParameter = false;  // owned by `program`; otherwise a shared parameter of `context`
  Id program;
  bool effectParameter = false;   // a root (or below one) of `effect`'s parameters, not a shared one
  Id effect;
  bool unlisted = false;  // a root in `effect`'s unlisted parameters (Effect below), not its parameters
  Id context;             // the context the parameter lives in
  std::string name;       // the full Cg path: "light", "light.pos", "a[2]", "lights[1].color"
  CGtype type = CG_UNKNOWN_TYPE;  // numeric, sampler, CG_STRUCT or CG_ARRAY
  CGtype userType = CG_UNKNOWN_TYPE;  // a CG_STRUCT's struct (cgGetParameterNamedType), when known
  CGtype elementType = CG_UNKNOWN_TYPE;  // arrays: the element's type
  CGtype elementUserType = CG_UNKNOWN_TYPE;  // arrays of structs or interfaces: the elements' userType
  // An interface-typed struct (an effect's `Shade layers[]` element, `Shade one`): the struct connected to
  // it (cgConnectParameter), which its programs are compiled for (EffectInterfaces.h); unknown until then.
  CGtype implementation = CG_UNKNOWN_TYPE;
  int arraySize = 0;      // arrays: the element count
  // A uniform buffer (CG_UNIFORMBUFFER: `uniform myBuf { ... } a : BUFFER`, or a struct given `: BUFFER[n]`)
  // and what is in one: the block's name (the buffer's own, "" for a struct), the buffer index and the byte
  // offset in the buffer (the first leaf's for a struct or array in it); -1 outside any buffer.
  std::string bufferBlock;
  int bufferIndex = -1;
  int bufferOffset = -1;
  // An effect's uniform buffer: the buffer cgSetEffectParameterBuffer gave it, which each of the effect's
  // programs whose buffer parameter is connected to it binds at its index.
  bool hasEffectBuffer = false;
  Id effectBuffer;
  bool resizable = false;  // an unsized array (cgCreateParameterArray's length 0): cgSetArraySize sizes it
  std::string semantic;
  CGenum variability = CG_UNIFORM;
  CGenum direction = CG_IN;
  CGenum space = CG_PROGRAM;  // CG_PROGRAM (entry parameters) or CG_GLOBAL
  CGresource resource = CG_UNDEFINED;
  unsigned long resourceIndex = 0;
  std::string resourceName;
  std::string glslName;   // what the leaf became in the program's GLSL ("" when undeclared): libCgGL's uniforms
  bool glslPadded = false;  // a non-square matrix stored as a zero-padded square one
  // A matrix Cg stores column-wise (`column_major`, #pragma pack_matrix; the reflection's "matrixOrder"):
  // cgGetMatrixParameterOrder says so and libCgGL uploads the transpose. Values stay row after row.
  bool columnMajor = false;
  int glslLocation = -1;  // a vertex input's generic attribute number
  // What kind of GLSL variable the leaf became ("uniform", "attribute", "varying": the writer's own,
  // "builtin", "output") and a varying's interpolation qualifier ("flat", ...): libCgGL stands in for the
  // fixed-function vertex stage with them (runtime/libcggl/FixedFunctionVertex.h).
  std::string glslKind;
  std::string glslInterpolation;
  bool referenced = false;
  int ordinal = -1;
  std::vector<double> value;         // numeric leaves: rows*columns components, row after row
  // A string parameter's value (CG_STRING: effect and shared ones); none until set or initialized.
  bool hasText = false;
  std::string text;
  std::vector<double> defaultValue;  // empty when the program gives none
  bool hasParent = false;
  Id parent;
  std::uint32_t position = 0;        // index among its siblings (siblingsOf): iteration is O(1) per step
  std::vector<Id> children;          // struct members or array elements, in order
  std::vector<Id> samplerAssignments;  // an effect's sampler: its sampler_state block's state assignments
  std::vector<Id> annotations;         // an effect parameter's
  bool hasSource = false;            // cgConnectParameter: the value comes from this shared parameter
  Id source;
  std::vector<Id> connectedTo;
  std::uint64_t changes = 0;  // how often its value (or one below it) was set: notifyValueChanged counts
};

// An argument of the `compile` that made an effect's program: it binds the entry's uniform parameter at its
// position, connected to an effect parameter (as cgConnectParameter does) or set to a constant.
struct EffectArgument {
  bool connects = false;
  Id parameter;                // connects: the effect parameter
  std::vector<double> values;  // a constant
  // Otherwise an expression of effect parameters (EffectArguments.h), in the effect's syntax tree, which
  // lives as long as the effect and so as its programs; null for one cgx does not evaluate.
  const ast::Expr* expression = nullptr;
};

struct Program {
  Id self;
  Id context;
  std::string source;
  std::string fileName;           // empty for a program from a string
  std::string entry = "main";
  CGprofile profile = CG_PROFILE_UNKNOWN;
  std::vector<std::string> args;
  // An effect's program: the structs its effect's interface parameters are connected to, as cgc's -type
  // takes them ("layers[0] = Flat"); it is compiled again when they change (EffectInterfaces.h).
  std::vector<std::string> typeBindings;
  std::uint64_t interfaceChanges = 0;  // the effect's Effect::interfaceChanges when it was last compiled so
  std::vector<const char*> argv;  // cgGetProgramOptions: args' strings, then NULL
  bool compiled = false;
  std::string compiledText;       // CG_COMPILED_PROGRAM: cgx's GLSL
  std::vector<Id> roots;          // top-level parameters in the reflection's order, the return value last
  // cgCombinePrograms: a combination owns a copy of each program it was made from, one per domain, and has
  // no parameters or profile of its own (CG_PROFILE_UNKNOWN, as NVIDIA's); each copy names its owner.
  bool combination = false;
  std::vector<Id> domains;
  bool hasOwner = false;
  Id owner;
  // Made by an effect's `compile` (the effect owns it): after each compile its globals connect to the
  // effect's parameters of the same name and its entry's uniforms are bound to the arguments, in order.
  bool effectProgram = false;
  Id effect;
  std::vector<EffectArgument> effectArguments;
  // An effect's program before its first use (ProgramBuild.h compile, compiledText): NVIDIA's libCg compiles
  // it then, so until then it reports itself uncompiled whatever `compiled` says. cgx compiled it when the
  // effect was made; `useListing` is that compile's listing, which the first use puts in the context's.
  bool awaitingUse = false;
  std::string useListing;
  std::vector<Id> annotations;  // cgCreateProgramAnnotation's (a program from source has none)
  // Geometry programs: the most vertices one invocation emits, as cgSetProgramOutputVertices asked (-1: the
  // compiler decides; the next compile takes it as `-po Vertices=N`) and as the last compile decided (-1
  // for a program of another domain).
  int requestedOutputVertices = -1;
  int compiledOutputVertices = -1;
  std::map<int, Id> buffers;  // cgSetProgramBuffer's, by buffer index
  std::vector<CGtype> userTypes;  // its source's structs and interfaces, in declaration order
};

// A CgFX state definition (cgCreateState, cgCreateSamplerState, cgGLRegisterStates): what a state
// assignment in an effect's pass or sampler_state block may name, its value's type, the enumerants its
// value may be written with, and the application's callbacks. Owned by its context.
struct EffectState {
  Id self;
  Id context;
  std::string name;
  CGtype type = CG_UNKNOWN_TYPE;  // an array state's element type
  int elements = 0;               // cgCreateArrayState's element count; 0 for a state that is not an array
  bool sampler = false;           // a sampler state: listed by cgGetFirstSamplerState, not cgGetFirstState
  std::uint32_t position = 0;     // index in its context's list: cgGetNextState is O(1) per step
  // In the order added; a name added again (the same but for case) is replaced in place, as NVIDIA's.
  std::vector<std::pair<std::string, int>> enumerants;
  CGstatecallback set = nullptr;
  CGstatecallback reset = nullptr;
  CGstatecallback validate = nullptr;
  // libCgGL's (CgxPrivate.h setInternalCallbacks): run where the application's is null, never returned.
  CGstatecallback internalSet = nullptr;
  CGstatecallback internalReset = nullptr;
  CGstatecallback internalValidate = nullptr;
  CGprofile latestProfile = CG_PROFILE_UNKNOWN;  // program states only (cgSetStateLatestProfile)
};

// A CgFX effect (cgCreateEffect) and its techniques and passes, each behind its own handle. The model
// compiler/effect built (with the syntax tree and state table it points into) stays with the effect for what
// the later calls read: annotations, state assignments, effect parameters.
struct EffectModel;  // EffectBuild.h
}  // namespace cgx::libcg
namespace cgx::effect {
struct Value;  // effect/Effect.h
}  // namespace cgx::effect
namespace cgx::libcg {

// A state assignment of a pass (`DepthFunc = LEqual;`) or of a sampler parameter's sampler_state block, made
// from an effect's source (as NVIDIA's libCg: one per state and index, where the last assignment in the
// source is, with its value) or by the API (cgCreateStateAssignment, its value from the cgSet*StateAssignment
// setters). Either way the value lives here: the getters and the states' callbacks read only this.
struct StateAssignment {
  Id self;
  bool sampler = false;  // of `parameter`'s sampler_state block; otherwise of `pass`
  Id pass;
  Id parameter;
  Id state;              // the context's definition the assignment was made against
  int index = 0;         // `Light[2]`: 2; 0 when not indexed
  // What cgGetNamedStateAssignment matches (without case): the state's name, with the index for an array
  // state made from source ("Light[2]"); NVIDIA's names one the API made by its state's name alone.
  std::string name;
  std::uint32_t position = 0;  // index in its list: cgGetNextStateAssignment is O(1) per step
  std::vector<double> numbers;     // a numeric value (bools 0/1); as many as the state takes when asked
  bool hasString = false;          // a string value
  std::string string;
  bool hasValueParameter = false;  // a value naming a parameter (`<tint>`, `tint`, cgSetTextureStateAssignment)
  Id valueParameter;
  // The source's value names the parameter, which it then depends on (cgGetNumDependentStateAssignmentParameters);
  // a parameter given to a setter is no dependency (measured).
  bool dependent = false;
  // A numeric setter's value over a dependency: NVIDIA's answers `numbers` until the parameter is set again
  // (measured), which its change count then (Parameter::changes) tells.
  bool setOverParameter = false;
  std::uint64_t parameterChanges = 0;
  bool hasProgram = false;         // a program: what a `compile` made, or cgSetProgramStateAssignment's
  Id program;
  const effect::Value* compile = nullptr;  // a `compile` in the effect's model (which outlives it) to make
  // `(Torus[select])`: the program is the one of `elementPrograms` that the index (an expression in the
  // effect's model) picks when the value is read; the index's parameters are dependencies. As NVIDIA's, each
  // such assignment has programs of its own, made from the program array's `compile`s (`elementCompiles`,
  // in the model); an element that is no valid `compile` has none (an Id that finds nothing).
  const ast::Expr* elementIndex = nullptr;
  const std::vector<effect::Value>* elementCompiles = nullptr;
  std::vector<Id> elementPrograms;
  std::vector<Id> indexParameters;
  Id elementArray;  // the program array (cgGetConnectedStateAssignmentParameter)
  // The effect parameters the array's `compile`s name in their arguments, each once, in source order
  // (cgGetDependentProgramArrayStateAssignmentParameter).
  std::vector<Id> argumentParameters;
  // What the Get*StateAssignmentValues calls return, refreshed by each call (a value naming a parameter
  // reads the parameter's current value, as NVIDIA's).
  std::vector<float> floats;
  std::vector<int> ints;
  std::vector<CGbool> bools;
};

// An annotation of a technique, pass, parameter, program or effect: made from an effect's source
// (`<string UIName = "Tint";>`; one without a value is not made, as NVIDIA's) or by the API
// (cgCreate*Annotation, its value from the cgSet*Annotation setters). Either way the value lives here.
struct Annotation {
  Id self;
  std::uint32_t position = 0;  // index in its owner's list: cgGetNextAnnotation is O(1) per step
  const std::vector<Id>* list = nullptr;  // its owner's list, which lives as long as the annotation
  std::string name;
  CGtype type = CG_UNKNOWN_TYPE;
  std::vector<double> numbers;  // a numeric type's value, all its components (bools 0/1)
  bool hasText = false;         // a string's value
  std::string text;
  // What the Get*AnnotationValues calls return.
  std::vector<float> floats;
  std::vector<int> ints;
  std::vector<CGbool> bools;
  const char* string = nullptr;  // cgGetStringAnnotationValues' one-element array
};

struct Pass {
  Id self;
  Id technique;
  std::string name;  // empty and unnamed: cgGetPassName gives NULL, as NVIDIA's
  std::uint32_t position = 0;  // index in its technique's list: cgGetNextPass is O(1) per step
  std::vector<Id> assignments;  // its state assignments (StateAssignment above for the order)
  std::vector<Id> annotations;
};

struct Technique {
  Id self;
  Id effect;
  std::string name;  // empty and unnamed: NULL
  std::uint32_t position = 0;
  std::vector<Id> passes;  // in source order
  std::vector<Id> annotations;
  bool validated = false;  // cgValidateTechnique succeeded (it is not validated again)
};

struct Effect {
  Id self;
  Id context;
  // cgGetEffectName: "" until cgSetEffectName, which may also set NULL (named = false), as NVIDIA's.
  std::string name;
  bool named = true;
  std::uint32_t position = 0;  // index in its context's list
  std::vector<Id> techniques;  // in source order
  std::vector<Id> parameters;  // the effect parameters' roots, in source order
  // cgCreateEffectParameter's of a name the effect already has: made, but neither listed nor found by name
  // (NVIDIA's, measured); destroyed with the effect.
  std::vector<Id> unlisted;
  std::vector<Id> programs;    // made by its `compile` values, in source order
  std::vector<Id> annotations;  // cgCreateEffectAnnotation's (an effect from source has none)
  std::vector<CGtype> userTypes;  // its source's structs and interfaces, in declaration order
  // How often one of its interface parameters was given fields anew (EffectInterfaces.h): its programs'
  // parameters were connected to the fields it had, so they are compiled and connected again even when the
  // structs are the same.
  std::uint64_t interfaceChanges = 0;
  std::shared_ptr<const EffectModel> model;
};

struct Context {
  Id self;
  std::vector<Id> programs;       // in creation order (cgGetFirstProgram lists the newest first, as NVIDIA's)
  std::vector<Id> combinations;   // cgCombinePrograms' programs, which cgGetFirstProgram does not list
  std::vector<Id> parameters;     // shared parameters (cgCreateParameter)
  // CgFX state definitions, pass states and sampler states apart, each in creation order (names may repeat:
  // a lookup by name finds the last one made).
  std::vector<Id> states;
  std::vector<Id> samplerStates;
  std::vector<Id> effects;        // in creation order
  std::vector<Id> buffers;        // cgCreateBuffer's
  std::string listing;            // cgGetLastListing
  CGenum autoCompile = CG_COMPILE_IMMEDIATE;
  CGenum parameterSettingMode = CG_IMMEDIATE_PARAMETER_SETTING;
  CGbehavior behavior = CG_BEHAVIOR_2200;  // the manual's default (cgSetContextBehavior), NVIDIA's too
  // The compiler's virtual include files (cgSetCompilerIncludeString/File), by normalized path, and the
  // callback asked for a file none of them provides (cgSetCompilerIncludeCallback).
  std::map<std::string, std::string> includeFiles;
  CGIncludeCallbackFunc includeCallback = nullptr;
  // libCgGL's cgGLSetContextGLSLVersion: the GLSL version ("110", "120") the glslv and glslf programs
  // compiled from then on are written in, unless their own -po version=N says; "" for the default.
  std::string glslVersion;
};

// A struct or interface a program's or effect's source declares (cgGetUserType). Its CGtype is
// kFirstUserType + its index in State::userTypes; a context has one type per name and definition (NVIDIA's,
// measured: a program compiled again gets its types' numbers again, another context new ones), and the
// numbers are never reused.
struct UserType {
  std::string name;
  Id context;
  bool interface = false;
  CGtype parent = CG_UNKNOWN_TYPE;   // the interface a struct implements
  std::vector<std::string> members;  // its fields' names: the definition's identity, with the name
  // Its fields' types, as `members` (CG_UNKNOWN_TYPE for a field of a type a parameter cannot be made of):
  // what cgCreateParameter makes a struct parameter's fields of.
  std::vector<CGtype> memberTypes;
};
inline constexpr int kFirstUserType = 8193;

// A buffer of bytes (cgCreateBuffer) a program binds at an index (cgSetProgramBuffer). Owned by its context.
struct Buffer {
  Id self;
  Id context;
  std::vector<unsigned char> bytes;
  CGbufferusage usage = CG_BUFFER_USAGE_STATIC_DRAW;
  bool mapped = false;  // between cgMapBuffer and cgUnmapBuffer, when the buffer may not be updated
};

struct State {
  std::recursive_mutex lock;  // recursive: an error handler may call back into the API
  HandleTable<Context> contexts;
  HandleTable<Program> programs;
  HandleTable<Parameter> parameters;
  HandleTable<EffectState> states;
  HandleTable<Effect> effects;
  HandleTable<Technique> techniques;
  HandleTable<Pass> passes;
  HandleTable<StateAssignment> assignments;
  HandleTable<Annotation> annotations;
  HandleTable<Buffer> buffers;
  std::vector<UserType> userTypes;
  // NVIDIA's libCg keeps two: the last error (cgGetError, cgGetLastErrorString; cgGetError resets it) and
  // the first since cgGetFirstError last asked (which resets only that one).
  CGerror error = CG_NO_ERROR;
  CGerror firstError = CG_NO_ERROR;
  std::string lastErrorText;
  CGerrorCallbackFunc callback = nullptr;
  CGerrorHandlerFunc handler = nullptr;
  void* handlerData = nullptr;
  CGenum lockingPolicy = CG_THREAD_SAFE_POLICY;
  CGenum semanticCasePolicy = CG_FORCE_UPPER_CASE_POLICY;
};

State& state();

// Every API function that touches the state holds a Guard for its whole call. The application's error
// callback and handler run when the outermost Guard of the thread ends, after the function's work: a
// handler may then destroy the very objects the function was using (cgDestroyContext in a handler of a
// failed compile) without the function touching them afterwards.
class Guard {
 public:
  Guard();
  ~Guard();
  Guard(const Guard&) = delete;
  Guard& operator=(const Guard&) = delete;
};

// While a program compiles, the application's include callback may run (cgSetCompilerIncludeCallback) and
// call the API: a cgDestroyContext or cgDestroyProgram it makes then is carried out when the outermost API
// call of the thread ends, after the compile, which still uses the context and program. A CompileScope
// marks the compile; deferDestroy queues a destruction (true) when one is running.
class CompileScope {
 public:
  CompileScope();
  ~CompileScope();
  CompileScope(const CompileScope&) = delete;
  CompileScope& operator=(const CompileScope&) = delete;
};
bool deferDestroy(CGcontext context);
bool deferDestroy(CGprogram program);

// Records `error` (with `detail` for cgGetLastErrorString when not empty) for the error callback and
// handler, which run when the API call ends (Guard). `context` is passed to the handler (null when not
// known).
void raise(CGerror error, CGcontext context = nullptr, const std::string& detail = "");

// A semantic the application or an effect gives a parameter, as the semantic case policy has it
// (cgSetSemanticCasePolicy): upper case under the default, as NVIDIA's ("Diffuse" reads back "DIFFUSE").
std::string semanticUnderPolicy(std::string semantic);

// Adds an object the API makes to its table and sets its `self`; null after raising CG_MEMORY_ALLOC_ERROR
// when the table is full.
template <class T>
T* adopt(HandleTable<T>& table, std::unique_ptr<T> object) {
  const std::optional<Id> id = table.add(std::move(object));
  if (!id) {
    raise(CG_MEMORY_ALLOC_ERROR);
    return nullptr;
  }
  T* adopted = table.get(*id);
  adopted->self = *id;
  return adopted;
}

// Adds a program the API makes to the table and to its context's list, its argv made from its args; null
// after raising CG_MEMORY_ALLOC_ERROR when the table is full.
Program* addProgram(Context& context, std::unique_ptr<Program> program);

CGcontext handleOf(const Context& context);
CGprogram handleOf(const Program& program);
CGparameter handleOf(const Parameter& parameter);
CGparameter parameterHandle(Id id);
CGstate handleOf(const EffectState& state);
CGeffect handleOf(const Effect& effect);
CGtechnique handleOf(const Technique& technique);
CGpass handleOf(const Pass& pass);
CGstateassignment handleOf(const StateAssignment& assignment);
CGannotation handleOf(const Annotation& annotation);
CGbuffer handleOf(const Buffer& buffer);

// The object a handle names, or null after raising the documented invalid-handle error.
Context* lookup(CGcontext handle);
Program* lookup(CGprogram handle);
Parameter* lookup(CGparameter handle);
EffectState* lookup(CGstate handle);  // CG_INVALID_STATE_HANDLE_ERROR
Effect* lookup(CGeffect handle);        // CG_INVALID_EFFECT_HANDLE_ERROR
Technique* lookup(CGtechnique handle);  // CG_INVALID_TECHNIQUE_HANDLE_ERROR
Pass* lookup(CGpass handle);            // CG_INVALID_PASS_HANDLE_ERROR
StateAssignment* lookup(CGstateassignment handle);  // CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR
Annotation* lookup(CGannotation handle);  // CG_INVALID_ANNOTATION_HANDLE_ERROR
Buffer* lookup(CGbuffer handle);          // CG_INVALID_BUFFER_HANDLE_ERROR
// The same without raising (cgIsContext, cgIsProgram, cgIsParameter).
Context* find(CGcontext handle);
Program* find(CGprogram handle);
Parameter* find(CGparameter handle);
EffectState* find(CGstate handle);
Effect* find(CGeffect handle);
Technique* find(CGtechnique handle);
Pass* find(CGpass handle);
StateAssignment* find(CGstateassignment handle);
Annotation* find(CGannotation handle);
Buffer* find(CGbuffer handle);

// A program's buffer at buffer index `index` (cgSetProgramBuffer, cgSetUniformBufferParameter): a null
// handle unbinds it, an invalid one binds nothing (after raising its error). The index is the caller's check.
void bindProgramBuffer(Program& program, int index, CGbuffer buffer);
// The buffer bound at `index` (cgGetProgramBuffer, cgGetUniformBufferParameter), or null.
CGbuffer programBuffer(const Program& program, int index);

// Destroys a parameter and everything under it (and forgets its connections).
void destroyParameterTree(Id id);
// Destroys an effect with its techniques, passes, parameters and programs and removes it from its context's
// list.
void destroyEffect(Effect& effect);
// Destroys a context with its effects, programs, shared parameters, buffers and state definitions.
void destroyContext(Context& context);
// Destroys a program and its parameters and removes it from its context's list; a combination's domain
// programs go with it, and a domain program leaves its combination.
void destroyProgram(Program& program);

}  // namespace cgx::libcg
