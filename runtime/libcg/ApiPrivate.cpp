// cgx_private_libcg_v5: the table libCgGL reaches libCg through (CgxPrivate.h), and the notifications
// libCg's value setters, program lifetimes and buffers send through the hooks libCgGL installs.
#include "CgxPrivate.h"

#include "Notify.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// Installed by libCgGL; a copy, so the caller's struct need not outlive the call. Guarded by the lock.
CgxLibCgHooksV5 hooks{};

// The Guard that enter() opens and leave() closes, one per nesting level of the calling thread.
thread_local std::vector<Guard*> openGuards;

void enter() { openGuards.push_back(new Guard); }

void leave() {
  if (openGuards.empty()) return;
  Guard* guard = openGuards.back();
  openGuards.pop_back();
  delete guard;  // the outermost one reports the errors raised in between
}

void raisePrivate(CGerror error, CGcontext context) {
  Guard guard;
  raise(error, context);
}

CGbool glslBinding(CGparameter handle, CgxGlslBindingV3* binding) {
  Guard guard;
  const Parameter* parameter = find(handle);
  if (!parameter || !binding || !parameter->children.empty()) return CG_FALSE;
  binding->glslName = parameter->glslName.c_str();
  binding->padded = parameter->glslPadded ? 1 : 0;
  binding->location = parameter->glslLocation;
  binding->kind = parameter->glslKind.c_str();
  binding->interpolation = parameter->glslInterpolation.c_str();
  return CG_TRUE;
}

void setHooks(const CgxLibCgHooksV5* installed) {
  Guard guard;
  hooks = installed ? *installed : CgxLibCgHooksV5{};
}

void setInternalCallbacks(CGstate handle, CGstatecallback set, CGstatecallback reset, CGstatecallback validate) {
  Guard guard;
  EffectState* definition = find(handle);
  if (!definition) return;
  definition->internalSet = set;
  definition->internalReset = reset;
  definition->internalValidate = validate;
}

CGbool setGlslVersion(CGcontext handle, const char* version) {
  Guard guard;
  Context* context = find(handle);
  if (!context) return CG_FALSE;
  context->glslVersion = version ? version : "";
  return CG_TRUE;
}

const char* glslVersion(CGcontext handle) {
  Guard guard;
  const Context* context = find(handle);
  return context ? context->glslVersion.c_str() : "";
}

const void* bufferBytes(CGbuffer handle, int* size) {
  Guard guard;
  const Buffer* buffer = find(handle);
  if (!buffer) return nullptr;
  if (size) *size = static_cast<int>(buffer->bytes.size());
  return buffer->bytes.data();
}

const CgxLibCgPrivateV5 kTable = {enter,          leave,       raisePrivate, glslBinding, setHooks, setInternalCallbacks,
                                  setGlslVersion, glslVersion, bufferBytes};

}  // namespace

namespace cgx::libcg {

void notifyValueChanged(Parameter& parameter) {
  State& s = state();
  // The parameter and those above it changed (a state assignment's value set over one: StateAssignment).
  for (Parameter* node = &parameter; node; node = node->hasParent ? s.parameters.get(node->parent) : nullptr)
    ++node->changes;
  if (!hooks.valueChanged) return;
  // A worklist, not recursion: a chain of connected shared parameters may be long.
  std::vector<Id> work{parameter.self};
  while (!work.empty()) {
    Parameter* node = s.parameters.get(work.back());
    work.pop_back();
    if (!node) continue;
    for (Parameter* leaf : leavesUnder(*node)) {
      if (leaf->programParameter)
        if (const Program* program = s.programs.get(leaf->program))
          hooks.valueChanged(handleOf(*program), handleOf(*leaf));
      work.insert(work.end(), leaf->connectedTo.begin(), leaf->connectedTo.end());
    }
    // A whole struct or array connected at its root: its leaves were linked one by one too (ApiShared's
    // link), so the leaves' connectedTo above already reach every destination.
  }
}

void notifyUpdate(const Program& program) {
  if (hooks.updateProgram) hooks.updateProgram(handleOf(program));
}

void notifyProgramChanged(const Program& program, bool destroyed) {
  if (hooks.programChanged) hooks.programChanged(handleOf(program), destroyed ? 1 : 0);
}

void notifyBufferChanged(const Buffer& buffer, std::size_t offset, std::size_t size) {
  if (hooks.bufferChanged)
    hooks.bufferChanged(handleOf(buffer), buffer.bytes.data(), static_cast<int>(offset), static_cast<int>(size),
                        static_cast<int>(buffer.bytes.size()));
}

void notifyBufferMapping(Buffer& buffer) {
  if (hooks.bufferMapping)
    hooks.bufferMapping(handleOf(buffer), buffer.bytes.data(), static_cast<int>(buffer.bytes.size()));
}

void notifyBufferDestroyed(const Buffer& buffer) {
  if (hooks.bufferDestroyed) hooks.bufferDestroyed(handleOf(buffer));
}

void notifyProgramBufferChanged(const Program& program, int index) {
  if (hooks.programBufferChanged) hooks.programBufferChanged(handleOf(program), index);
}

}  // namespace cgx::libcg

extern "C" CG_API const CgxLibCgPrivateV5* CGENTRY cgx_private_libcg_v5(void) { return &kTable; }
