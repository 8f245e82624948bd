// Contexts: creation and destruction, the listing, auto-compile and parameter-setting modes, behavior,
// and the process-wide policies.
#include <Cg/cg.h>

#include <cstdlib>
#include <string>
#include <string_view>

#include "ProgramBuild.h"
#include "State.h"

using namespace cgx::libcg;

namespace {

// The CG_BEHAVIOR environment variable, as the manual has it (cgSetContextBehavior): a behavior's name there
// is every context's behavior, whatever the application sets; another name makes each context's creation
// and every setting an error (CG_INVALID_ENUMERANT_ERROR), the behavior staying CG_BEHAVIOR_2200 (NVIDIA's,
// measured: oracle/behavior.c under both). Read once: the environment is the process's.
struct EnvironmentBehavior {
  bool set = false;
  CGbehavior behavior = CG_BEHAVIOR_UNKNOWN;  // CG_BEHAVIOR_UNKNOWN when set to no behavior's name
};

const EnvironmentBehavior& environmentBehavior() {
  static const EnvironmentBehavior value = [] {
    EnvironmentBehavior e;
    const char* text = std::getenv("CG_BEHAVIOR");
    if (text == nullptr) return e;
    e.set = true;
    for (CGbehavior b : {CG_BEHAVIOR_2200, CG_BEHAVIOR_3000, CG_BEHAVIOR_3100})
      if (std::string_view(text) == cgGetBehaviorString(b)) e.behavior = b;
    if (std::string_view(text) == "CG_BEHAVIOR_LATEST") e.behavior = CG_BEHAVIOR_CURRENT;
    return e;
  }();
  return value;
}

}  // namespace

extern "C" {

CG_API CGcontext CGENTRY cgCreateContext(void) {
  Guard guard;
  auto id = state().contexts.add(std::make_unique<Context>());
  if (!id) {
    raise(CG_MEMORY_ALLOC_ERROR);
    return nullptr;
  }
  Context* context = state().contexts.get(*id);
  context->self = *id;
  const EnvironmentBehavior& environment = environmentBehavior();
  if (environment.behavior != CG_BEHAVIOR_UNKNOWN) context->behavior = environment.behavior;
  if (environment.set && environment.behavior == CG_BEHAVIOR_UNKNOWN)
    raise(CG_INVALID_ENUMERANT_ERROR, handleOf(*context));  // the context is made all the same
  return handleOf(*context);
}

CG_API void CGENTRY cgDestroyContext(CGcontext handle) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context || deferDestroy(handle)) return;
  destroyContext(*context);
}

CG_API CGbool CGENTRY cgIsContext(CGcontext handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API const char* CGENTRY cgGetLastListing(CGcontext handle) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context || context->listing.empty()) return nullptr;
  return context->listing.c_str();
}

CG_API void CGENTRY cgSetLastListing(CGhandle handle, const char* listing) {
  Guard guard;
  // The manual allows any handle whose context can be found; contexts and programs are what exist yet.
  Context* context = find(static_cast<CGcontext>(handle));
  if (!context)
    if (Program* program = find(static_cast<CGprogram>(handle))) context = state().contexts.get(program->context);
  if (!context) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return;
  }
  context->listing = listing ? listing : "";
}

CG_API void CGENTRY cgSetAutoCompile(CGcontext handle, CGenum autoCompileMode) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return;
  if (autoCompileMode != CG_COMPILE_MANUAL && autoCompileMode != CG_COMPILE_IMMEDIATE &&
      autoCompileMode != CG_COMPILE_LAZY) {
    raise(CG_INVALID_ENUMERANT_ERROR, handle);
    return;
  }
  context->autoCompile = autoCompileMode;
}

CG_API CGenum CGENTRY cgGetAutoCompile(CGcontext handle) {
  Guard guard;
  Context* context = lookup(handle);
  return context ? context->autoCompile : CG_UNKNOWN;
}

CG_API void CGENTRY cgSetParameterSettingMode(CGcontext handle, CGenum parameterSettingMode) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return;
  if (parameterSettingMode != CG_IMMEDIATE_PARAMETER_SETTING &&
      parameterSettingMode != CG_DEFERRED_PARAMETER_SETTING) {
    raise(CG_INVALID_ENUMERANT_ERROR, handle);
    return;
  }
  context->parameterSettingMode = parameterSettingMode;
}

CG_API CGenum CGENTRY cgGetParameterSettingMode(CGcontext handle) {
  Guard guard;
  Context* context = lookup(handle);
  return context ? context->parameterSettingMode : CG_UNKNOWN;
}

CG_API void CGENTRY cgSetContextBehavior(CGcontext handle, CGbehavior behavior) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context) return;
  const EnvironmentBehavior& environment = environmentBehavior();
  if (environment.set) {  // the environment's behavior stands
    if (environment.behavior == CG_BEHAVIOR_UNKNOWN) raise(CG_INVALID_ENUMERANT_ERROR, handle);
    return;
  }
  if (behavior == CG_BEHAVIOR_LATEST) behavior = CG_BEHAVIOR_CURRENT;
  if (behavior != CG_BEHAVIOR_2200 && behavior != CG_BEHAVIOR_3000 && behavior != CG_BEHAVIOR_3100) {
    context->behavior = CG_BEHAVIOR_2200;  // the manual's fallback, NVIDIA's too
    raise(CG_INVALID_ENUMERANT_ERROR, handle);
    return;
  }
  context->behavior = behavior;
}

CG_API CGbehavior CGENTRY cgGetContextBehavior(CGcontext handle) {
  Guard guard;
  Context* context = lookup(handle);
  return context ? context->behavior : CG_BEHAVIOR_UNKNOWN;
}

CG_API const char* CGENTRY cgGetBehaviorString(CGbehavior behavior) {
  switch (behavior) {
    case CG_BEHAVIOR_UNKNOWN: return "CG_BEHAVIOR_UNKNOWN";
    case CG_BEHAVIOR_LATEST: return "CG_BEHAVIOR_LATEST";
    case CG_BEHAVIOR_2200: return "CG_BEHAVIOR_2200";
    case CG_BEHAVIOR_3000: return "CG_BEHAVIOR_3000";
    case CG_BEHAVIOR_3100: return "CG_BEHAVIOR_3100";
  }
  return nullptr;
}

CG_API CGbehavior CGENTRY cgGetBehavior(const char* behavior_string) {
  if (!behavior_string) return CG_BEHAVIOR_UNKNOWN;
  for (CGbehavior b : {CG_BEHAVIOR_LATEST, CG_BEHAVIOR_2200, CG_BEHAVIOR_3000, CG_BEHAVIOR_3100})
    if (std::string(behavior_string) == cgGetBehaviorString(b)) return b;
  return CG_BEHAVIOR_UNKNOWN;
}

// One lock guards every object whatever the policy: CG_NO_LOCKS_POLICY is recorded (an application may
// ask for it) but not needed for speed here.
CG_API CGenum CGENTRY cgSetLockingPolicy(CGenum lockingPolicy) {
  Guard guard;
  if (lockingPolicy != CG_NO_LOCKS_POLICY && lockingPolicy != CG_THREAD_SAFE_POLICY) {
    raise(CG_INVALID_ENUMERANT_ERROR);
    return CG_UNKNOWN;
  }
  const CGenum previous = state().lockingPolicy;
  state().lockingPolicy = lockingPolicy;
  return previous;
}

CG_API CGenum CGENTRY cgGetLockingPolicy(void) {
  Guard guard;
  return state().lockingPolicy;
}

CG_API CGenum CGENTRY cgSetSemanticCasePolicy(CGenum casePolicy) {
  Guard guard;
  if (casePolicy != CG_FORCE_UPPER_CASE_POLICY && casePolicy != CG_UNCHANGED_CASE_POLICY) {
    raise(CG_INVALID_ENUMERANT_ERROR);
    return CG_UNKNOWN;
  }
  const CGenum previous = state().semanticCasePolicy;
  state().semanticCasePolicy = casePolicy;
  return previous;
}

CG_API CGenum CGENTRY cgGetSemanticCasePolicy(void) {
  Guard guard;
  return state().semanticCasePolicy;
}

}  // extern "C"
