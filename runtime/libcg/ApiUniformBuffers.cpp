// Uniform buffers as parameters (cgGetNamedProgramUniformBuffer, cgGetUniformBufferBlockName,
// cgGetFirstUniformBufferParameter, cgGetNamedUniformBufferParameter, cgSet/GetUniformBufferParameter,
// cgGetNamedEffectUniformBuffer). A program's `uniform myBuf { ... } a : BUFFER[n]` (and the older struct
// given `: BUFFER[n]`) is a CG_UNIFORMBUFFER parameter whose members are its children, as in NVIDIA's libCg
// (measured: tests/libcg/oracle/uniform-buffers.c):
// - a program is found by its block's name ("myBuf"), not the variable's; a struct given `: BUFFER[n]` has no
//   block name (null, without an error);
// - a member is named relative to the buffer ("var", not "a.var");
// - the buffer of a buffer parameter is its program's buffer at its index (cgSetProgramBuffer);
// - a parameter that is not a uniform buffer is CG_INVALID_PARAMETER_TYPE_ERROR, a null name
//   CG_INVALID_POINTER_ERROR.
// An effect's `uniform myBuf { ... } a : BUFFER[n]` is an effect parameter of the same kind, found by its
// block's name too (cgGetNamedEffectUniformBuffer), which the programs' buffer parameters connect to
// (measured: oracle/effect-uniform-buffers.c).
#include <Cg/cg.h>

#include <string>

#include "ProgramBuild.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// `handle` when it is a uniform buffer parameter; else null, CG_INVALID_PARAMETER_TYPE_ERROR raised for a
// parameter of another type.
Parameter* uniformBuffer(CGparameter handle) {
  Parameter* parameter = lookup(handle);
  if (parameter && parameter->type != CG_UNIFORMBUFFER) {
    raise(CG_INVALID_PARAMETER_TYPE_ERROR);
    return nullptr;
  }
  return parameter;
}

}  // namespace

extern "C" {

CG_API CGparameter CGENTRY cgGetNamedProgramUniformBuffer(CGprogram handle, const char* blockName) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program) return nullptr;
  if (!blockName) {
    raise(CG_INVALID_POINTER_ERROR);
    return nullptr;
  }
  compileForQuery(*program);
  for (Id root : program->roots)
    if (const Parameter* p = state().parameters.get(root);
        p && p->type == CG_UNIFORMBUFFER && !p->bufferBlock.empty() && p->bufferBlock == blockName)
      return parameterHandle(root);
  return nullptr;
}

CG_API CGparameter CGENTRY cgGetNamedEffectUniformBuffer(CGeffect handle, const char* blockName) {
  Guard guard;
  const Effect* effect = lookup(handle);
  if (!effect) return nullptr;
  if (!blockName) {
    raise(CG_INVALID_POINTER_ERROR);
    return nullptr;
  }
  for (Id root : effect->parameters)
    if (const Parameter* p = state().parameters.get(root);
        p && p->type == CG_UNIFORMBUFFER && !p->bufferBlock.empty() && p->bufferBlock == blockName)
      return parameterHandle(root);
  return nullptr;
}

CG_API const char* CGENTRY cgGetUniformBufferBlockName(CGparameter handle) {
  Guard guard;
  const Parameter* buffer = uniformBuffer(handle);
  return buffer && !buffer->bufferBlock.empty() ? buffer->bufferBlock.c_str() : nullptr;
}

CG_API CGparameter CGENTRY cgGetFirstUniformBufferParameter(CGparameter handle) {
  Guard guard;
  const Parameter* buffer = uniformBuffer(handle);
  return buffer && !buffer->children.empty() ? parameterHandle(buffer->children.front()) : nullptr;
}

CG_API CGparameter CGENTRY cgGetNamedUniformBufferParameter(CGparameter handle, const char* name) {
  Guard guard;
  const Parameter* buffer = uniformBuffer(handle);
  if (!buffer) return nullptr;
  if (!name) {
    raise(CG_INVALID_POINTER_ERROR);
    return nullptr;
  }
  Parameter* member = findByPath(buffer->children, buffer->name + "." + name);
  return member ? parameterHandle(member->self) : nullptr;
}

CG_API void CGENTRY cgSetUniformBufferParameter(CGparameter handle, CGbuffer bufferHandle) {
  Guard guard;
  const Parameter* buffer = uniformBuffer(handle);
  Program* program = buffer ? programOf(*buffer) : nullptr;
  if (program) bindProgramBuffer(*program, buffer->bufferIndex, bufferHandle);
}

CG_API CGbuffer CGENTRY cgGetUniformBufferParameter(CGparameter handle) {
  Guard guard;
  const Parameter* buffer = uniformBuffer(handle);
  const Program* program = buffer ? programOf(*buffer) : nullptr;
  return program ? programBuffer(*program, buffer->bufferIndex) : nullptr;
}

}  // extern "C"
