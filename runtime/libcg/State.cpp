#include "State.h"

#include <algorithm>
#include <cctype>

#include "Notify.h"
#include "Tree.h"

namespace cgx::libcg {

State& state() {
  // Never destroyed: applications call cgDestroyContext from static destructors and atexit handlers,
  // which may run after this object's destructor would have.
  static State* s = new State;
  return *s;
}

namespace {

struct Report {
  CGcontext context;
  CGerror error;
};

// Per thread: how deep in API calls it is, and the errors its outermost call has yet to report.
thread_local int callDepth = 0;
thread_local std::vector<Report> pending;
// Compiles running on this thread, and the destructions asked for during them (deferDestroy).
thread_local int compiling = 0;
thread_local std::vector<void*> deferredDestroys;

// Carries out the deferred destructions: contexts and programs that still exist (a handle may name one
// already gone with its context).
void destroyDeferred() {
  std::vector<void*> handles;
  handles.swap(deferredDestroys);
  for (void* handle : handles) {
    if (Context* context = find(static_cast<CGcontext>(handle))) destroyContext(*context);
    else if (Program* program = find(static_cast<CGprogram>(handle))) destroyProgram(*program);
  }
}

// An error raised by the application's callback or handler itself is recorded but not reported to them
// again: a handler that misuses the API would otherwise recurse until the stack runs out.
thread_local bool reporting = false;

void report(const std::vector<Report>& reports) {
  State& s = state();
  reporting = true;
  for (const Report& r : reports) {
    if (s.callback) s.callback();
    if (s.handler) s.handler(r.context, r.error, s.handlerData);
  }
  reporting = false;
}

}  // namespace

Guard::Guard() {
  state().lock.lock();
  ++callDepth;
}

Guard::~Guard() {
  if (callDepth == 1 && compiling == 0 && !deferredDestroys.empty()) destroyDeferred();
  if (--callDepth == 0 && !pending.empty() && !reporting) {
    std::vector<Report> reports;
    reports.swap(pending);
    // Still under the lock (it is recursive: the handler's own API calls take it again).
    report(reports);
  }
  state().lock.unlock();
}

CompileScope::CompileScope() { ++compiling; }
CompileScope::~CompileScope() { --compiling; }

bool deferDestroy(CGcontext context) {
  if (compiling == 0) return false;
  deferredDestroys.push_back(context);
  return true;
}

bool deferDestroy(CGprogram program) {
  if (compiling == 0) return false;
  deferredDestroys.push_back(program);
  return true;
}

std::string semanticUnderPolicy(std::string semantic) {
  if (state().semanticCasePolicy == CG_FORCE_UPPER_CASE_POLICY)
    for (char& ch : semantic) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return semantic;
}

void raise(CGerror error, CGcontext context, const std::string& detail) {
  Guard guard;
  State& s = state();
  s.error = error;
  if (s.firstError == CG_NO_ERROR) s.firstError = error;
  s.lastErrorText = detail.empty() ? std::string(cgGetErrorString(error)) : detail;
  if (!reporting) pending.push_back({context, error});
}

CGcontext handleOf(const Context& context) {
  return static_cast<CGcontext>(encodeHandle(HandleKind::Context, context.self));
}
CGprogram handleOf(const Program& program) {
  return static_cast<CGprogram>(encodeHandle(HandleKind::Program, program.self));
}
CGparameter handleOf(const Parameter& parameter) { return parameterHandle(parameter.self); }
CGparameter parameterHandle(Id id) { return static_cast<CGparameter>(encodeHandle(HandleKind::Parameter, id)); }
CGstate handleOf(const EffectState& s) { return static_cast<CGstate>(encodeHandle(HandleKind::State, s.self)); }
CGeffect handleOf(const Effect& e) { return static_cast<CGeffect>(encodeHandle(HandleKind::Effect, e.self)); }
CGtechnique handleOf(const Technique& t) {
  return static_cast<CGtechnique>(encodeHandle(HandleKind::Technique, t.self));
}
CGpass handleOf(const Pass& p) { return static_cast<CGpass>(encodeHandle(HandleKind::Pass, p.self)); }
CGannotation handleOf(const Annotation& a) {
  return static_cast<CGannotation>(encodeHandle(HandleKind::Annotation, a.self));
}
CGbuffer handleOf(const Buffer& b) { return static_cast<CGbuffer>(encodeHandle(HandleKind::Buffer, b.self)); }
CGstateassignment handleOf(const StateAssignment& a) {
  return static_cast<CGstateassignment>(encodeHandle(HandleKind::StateAssignment, a.self));
}

namespace {
// Each handle type's object, kind, table and invalid-handle error, in one row: find() and lookup() below
// are the same two lines for every kind.
template <class Handle> struct HandleTraits;
#define CGX_HANDLE_TRAITS(HANDLE, OBJECT, KIND, TABLE, INVALID)             \
  template <> struct HandleTraits<HANDLE> {                                 \
    using Object = OBJECT;                                                  \
    static constexpr HandleKind kKind = HandleKind::KIND;                   \
    static constexpr CGerror kInvalid = INVALID;                            \
    static HandleTable<OBJECT>& table() { return state().TABLE; }          \
  };
CGX_HANDLE_TRAITS(CGcontext, Context, Context, contexts, CG_INVALID_CONTEXT_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGprogram, Program, Program, programs, CG_INVALID_PROGRAM_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGparameter, Parameter, Parameter, parameters, CG_INVALID_PARAM_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGstate, EffectState, State, states, CG_INVALID_STATE_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGeffect, Effect, Effect, effects, CG_INVALID_EFFECT_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGtechnique, Technique, Technique, techniques, CG_INVALID_TECHNIQUE_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGpass, Pass, Pass, passes, CG_INVALID_PASS_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGstateassignment, StateAssignment, StateAssignment, assignments,
                  CG_INVALID_STATE_ASSIGNMENT_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGannotation, Annotation, Annotation, annotations, CG_INVALID_ANNOTATION_HANDLE_ERROR)
CGX_HANDLE_TRAITS(CGbuffer, Buffer, Buffer, buffers, CG_INVALID_BUFFER_HANDLE_ERROR)
#undef CGX_HANDLE_TRAITS

template <class Handle> typename HandleTraits<Handle>::Object* findObject(Handle handle) {
  auto id = decodeHandle(HandleTraits<Handle>::kKind, handle);
  return id ? HandleTraits<Handle>::table().get(*id) : nullptr;
}

template <class Handle> typename HandleTraits<Handle>::Object* lookupObject(Handle handle) {
  auto* object = findObject(handle);
  if (!object) raise(HandleTraits<Handle>::kInvalid);
  return object;
}
}  // namespace

Context* find(CGcontext handle) { return findObject(handle); }
Program* find(CGprogram handle) { return findObject(handle); }
Parameter* find(CGparameter handle) { return findObject(handle); }
EffectState* find(CGstate handle) { return findObject(handle); }
Effect* find(CGeffect handle) { return findObject(handle); }
Technique* find(CGtechnique handle) { return findObject(handle); }
Pass* find(CGpass handle) { return findObject(handle); }
StateAssignment* find(CGstateassignment handle) { return findObject(handle); }
Annotation* find(CGannotation handle) { return findObject(handle); }
Buffer* find(CGbuffer handle) { return findObject(handle); }

Context* lookup(CGcontext handle) { return lookupObject(handle); }
Program* lookup(CGprogram handle) { return lookupObject(handle); }
Parameter* lookup(CGparameter handle) { return lookupObject(handle); }
EffectState* lookup(CGstate handle) { return lookupObject(handle); }
Effect* lookup(CGeffect handle) { return lookupObject(handle); }
Technique* lookup(CGtechnique handle) { return lookupObject(handle); }
Pass* lookup(CGpass handle) { return lookupObject(handle); }
StateAssignment* lookup(CGstateassignment handle) { return lookupObject(handle); }
Annotation* lookup(CGannotation handle) { return lookupObject(handle); }
Buffer* lookup(CGbuffer handle) { return lookupObject(handle); }

void bindProgramBuffer(Program& program, int index, CGbuffer handle) {
  if (!handle) {
    program.buffers.erase(index);
  } else if (const Buffer* buffer = lookup(handle)) {
    program.buffers[index] = buffer->self;
  } else {
    return;
  }
  notifyProgramBufferChanged(program, index);
}

CGbuffer programBuffer(const Program& program, int index) {
  auto bound = program.buffers.find(index);
  const Buffer* buffer = bound == program.buffers.end() ? nullptr : state().buffers.get(bound->second);
  return buffer ? handleOf(*buffer) : nullptr;
}

void destroyParameterTree(Id id) {
  State& s = state();
  Parameter* parameter = s.parameters.get(id);
  if (!parameter) return;
  for (Id child : std::vector<Id>(parameter->children)) destroyParameterTree(child);
  for (Id assignment : parameter->samplerAssignments) s.assignments.remove(assignment);
  for (Id annotation : parameter->annotations) s.annotations.remove(annotation);
  // Connections point both ways; the survivors forget this one, and its destinations keep the value they
  // had through it (as cgDisconnectParameter leaves them).
  if (parameter->hasSource)
    if (Parameter* from = s.parameters.get(parameter->source))
      std::erase(from->connectedTo, id);
  const std::vector<double> kept = valueSource(*parameter).value;
  for (Id to : parameter->connectedTo)
    if (Parameter* target = s.parameters.get(to)) {
      target->hasSource = false;
      if (target->value.size() == kept.size()) target->value = kept;
    }
  s.parameters.remove(id);
}

void destroyEffect(Effect& effect) {
  State& s = state();
  // Its programs and, as NVIDIA's (measured: oracle/effect-create.c), those cgSetProgramStateAssignment gave
  // its passes.
  std::vector<Id> programs = effect.programs;
  for (Id technique : effect.techniques)
    if (const Technique* t = s.techniques.get(technique))
      for (Id pass : t->passes)
        if (const Pass* p = s.passes.get(pass))
          for (Id assignment : p->assignments)
            if (const StateAssignment* a = s.assignments.get(assignment); a && a->hasProgram)
              programs.push_back(a->program);
  for (Id program : programs)
    if (Program* p = s.programs.get(program)) destroyProgram(*p);
  for (Id parameter : effect.parameters) destroyParameterTree(parameter);
  for (Id parameter : effect.unlisted) destroyParameterTree(parameter);
  for (Id annotation : effect.annotations) s.annotations.remove(annotation);
  for (Id technique : effect.techniques) {
    if (Technique* t = s.techniques.get(technique)) {
      for (Id annotation : t->annotations) s.annotations.remove(annotation);
      for (Id pass : t->passes) {
        if (const Pass* p = s.passes.get(pass)) {
          for (Id assignment : p->assignments) s.assignments.remove(assignment);
          for (Id annotation : p->annotations) s.annotations.remove(annotation);
        }
        s.passes.remove(pass);
      }
    }
    s.techniques.remove(technique);
  }
  if (Context* context = s.contexts.get(effect.context)) {
    std::erase(context->effects, effect.self);
    // Positions after the removed one move down: cgGetNextEffect stays O(1) per step.
    for (std::size_t i = effect.position; i < context->effects.size(); ++i)
      if (Effect* later = s.effects.get(context->effects[i])) later->position = static_cast<std::uint32_t>(i);
  }
  s.effects.remove(effect.self);
}

Program* addProgram(Context& context, std::unique_ptr<Program> program) {
  program->context = context.self;
  program->argv.clear();
  for (const std::string& arg : program->args) program->argv.push_back(arg.c_str());
  program->argv.push_back(nullptr);
  const std::optional<Id> id = state().programs.add(std::move(program));
  if (!id) {
    raise(CG_MEMORY_ALLOC_ERROR, handleOf(context));
    return nullptr;
  }
  Program* added = state().programs.get(*id);
  added->self = *id;
  context.programs.push_back(*id);
  return added;
}

void destroyContext(Context& context) {
  State& s = state();
  for (Id effect : std::vector<Id>(context.effects))
    if (Effect* e = s.effects.get(effect)) destroyEffect(*e);
  for (Id program : std::vector<Id>(context.combinations))
    if (Program* p = s.programs.get(program)) destroyProgram(*p);
  for (Id program : std::vector<Id>(context.programs))
    if (Program* p = s.programs.get(program)) destroyProgram(*p);
  for (Id parameter : context.parameters) destroyParameterTree(parameter);
  for (Id id : context.buffers)
    if (const Buffer* buffer = s.buffers.get(id)) {
      notifyBufferDestroyed(*buffer);
      s.buffers.remove(id);
    }
  for (Id definition : context.states) s.states.remove(definition);
  for (Id definition : context.samplerStates) s.states.remove(definition);
  s.contexts.remove(context.self);
}

void destroyProgram(Program& program) {
  State& s = state();
  for (Id domain : std::vector<Id>(program.domains))
    if (Program* p = s.programs.get(domain)) destroyProgram(*p);
  if (Program* owner = program.hasOwner ? s.programs.get(program.owner) : nullptr) std::erase(owner->domains, program.self);
  notifyProgramChanged(program, /*destroyed=*/true);
  for (Id root : program.roots) destroyParameterTree(root);
  for (Id annotation : program.annotations) s.annotations.remove(annotation);
  if (Context* context = s.contexts.get(program.context)) {
    std::erase(context->programs, program.self);
    std::erase(context->combinations, program.self);
  }
  s.programs.remove(program.self);
}

}  // namespace cgx::libcg
