// What a parameter takes on the GPU and where (cgGetParameterResourceType, cgGetParameterResourceSize,
// cgGetParameterBufferIndex, cgGetParameterBufferOffset, cgGetFirstDependentParameter), and a geometry
// program's output vertices. As NVIDIA's libCg (measured: tests/libcg/oracle/effect-queries.c and
// oracle/resources.c):
// - the size counts 16 bytes per constant register: a scalar or vector takes one, a matrix one per row, an
//   array or struct what its members take; a sampler or program takes none. Effect parameters have a size
//   but no resource type; a program's parameters have their base type once the program is compiled.
// - a uniform buffer's parameters (`uniform myBuf { ... } a : BUFFER[n]`) have its index and their byte
//   offset in it (compiler/profile/UniformBuffers.h: gp4's layout, whatever the profile); others -1. A
//   program not compiled yet is compiled first, as the manual says.
// - no profile cgx compiles has dependent parameters (several resources for one parameter).
// - cgGetProgramOutputVertices is what cgSetProgramOutputVertices asked (a negative count takes the request
//   back), else what the last compile decided; -1 for a program that is not a geometry program. A changed
//   request compiles the program again with cgc's -po Vertices=N, which lowers VERTICES_OUT and never
//   raises it.
#include <Cg/cg.h>

#include "Names.h"
#include "ProgramBuild.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// Constant registers of 16 bytes each, depth first (a parameter tree is as deep as its type, which the
// compiler's nesting limits bound).
long resourceBytes(const Parameter& parameter) {
  if (!parameter.children.empty()) {
    long total = 0;
    for (Id child : parameter.children)
      if (const Parameter* c = state().parameters.get(child)) total += resourceBytes(*c);
    return total;
  }
  const TypeInfo* type = typeByValue(parameter.type);
  return type && type->numeric() ? 16 * type->rows : 0;
}

// The base type of the numbers under `parameter` (the first numeric leaf's), or CG_UNKNOWN_TYPE.
CGtype numericBase(const Parameter& parameter) {
  const Parameter* node = &parameter;
  while (node && !node->children.empty()) node = state().parameters.get(node->children.front());
  const TypeInfo* type = node ? typeByValue(node->type) : nullptr;
  return type && type->numeric() ? type->base : CG_UNKNOWN_TYPE;
}

// cgGetParameterBufferIndex and cgGetParameterBufferOffset, compiling the program first.
const Parameter* placed(CGparameter handle) {
  const Parameter* parameter = lookup(handle);
  if (!parameter) return nullptr;
  const Id id = parameter->self;
  if (Program* program = programOf(*parameter); program && !isCompiled(*program))
    if (Context* context = state().contexts.get(program->context)) compile(*program, *context);
  return state().parameters.get(id);  // the compile keeps it (ProgramBuild.h), or took it away
}

}  // namespace

extern "C" {

CG_API CGtype CGENTRY cgGetParameterResourceType(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  const Program* program = parameter ? programOf(*parameter) : nullptr;
  return program && isCompiled(*program) ? numericBase(*parameter) : CG_UNKNOWN_TYPE;
}

CG_API long CGENTRY cgGetParameterResourceSize(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = lookup(handle);
  return parameter ? resourceBytes(*parameter) : -1;
}

CG_API int CGENTRY cgGetParameterBufferIndex(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = placed(handle);
  return parameter ? parameter->bufferIndex : -1;
}

CG_API int CGENTRY cgGetParameterBufferOffset(CGparameter handle) {
  Guard guard;
  const Parameter* parameter = placed(handle);
  return parameter ? parameter->bufferOffset : -1;
}

CG_API CGparameter CGENTRY cgGetFirstDependentParameter(CGparameter handle) {
  Guard guard;
  (void)lookup(handle);  // the documented CG_INVALID_PARAM_HANDLE_ERROR
  return nullptr;
}

CG_API int CGENTRY cgGetProgramOutputVertices(CGprogram handle) {
  Guard guard;
  const Program* program = lookup(handle);
  if (!program || cgGetProfileDomain(program->profile) != CG_GEOMETRY_DOMAIN) return -1;
  return program->requestedOutputVertices >= 0 ? program->requestedOutputVertices : program->compiledOutputVertices;
}

// A compiled geometry program whose count changes is compiled again, as after cgSetProgramProfile.
CG_API void CGENTRY cgSetProgramOutputVertices(CGprogram handle, int vertices) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program) return;
  const int requested = vertices < 0 ? -1 : vertices;
  if (requested == program->requestedOutputVertices) return;
  program->requestedOutputVertices = requested;
  if (cgGetProfileDomain(program->profile) == CG_GEOMETRY_DOMAIN && program->compiled) recompile(*program);
}

}  // extern "C"
