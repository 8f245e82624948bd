// Programs: creation from strings, files and effects, copies, compilation (immediate, lazy, manual), the
// program strings, profile, context and iteration over a context's programs (combinations: ApiCombine.cpp).
#include <Cg/cg.h>

#include <algorithm>
#include <string>
#include <vector>

#include "EffectBuild.h"
#include "Names.h"
#include "ProgramBuild.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

// Compiler arguments beyond this many are an error (the array must end with NULL; a missing terminator
// must not send the loop through all of memory).
constexpr int kMaxCompilerArgs = 4096;

// A program to make: cgCreateProgram's source, profile, entry and arguments, and for
// cgCreateProgramFromEffect the effect whose parameters its globals connect to.
struct ProgramSpec {
  std::string source;
  std::string fileName;
  CGprofile profile = CG_PROFILE_UNKNOWN;
  std::string entry;
  std::vector<std::string> args;
  const Effect* effect = nullptr;
};

// Makes the program in `context`, compiled when the context compiles at once, else checked by the front end
// (NVIDIA's, measured: oracle/manual-compile.c); null when that fails (as NVIDIA's libCg: not created, the
// listing says why) or the table is full.
Program* make(Context& context, ProgramSpec spec) {
  auto program = std::make_unique<Program>();
  program->source = std::move(spec.source);
  program->fileName = std::move(spec.fileName);
  program->entry = std::move(spec.entry);
  program->profile = spec.profile;
  program->args = std::move(spec.args);
  if (spec.effect) {  // its globals connect to the effect's parameters (bindEffectProgram), as a compile's do
    program->effectProgram = true;
    program->effect = spec.effect->self;
  }
  Program* created = addProgram(context, std::move(program));
  if (!created) return nullptr;
  const bool made = context.autoCompile == CG_COMPILE_IMMEDIATE ? compile(*created, context)
                                                                 : checkFrontEnd(*created, context);
  if (!made) {
    destroyProgram(*created);
    return nullptr;
  }
  return created;
}

// The checks cgCreateProgram and cgCreateProgramFromEffect share: a profile cgx compiles for (else
// `badProfile`), and at most kMaxCompilerArgs arguments (the array ends with NULL).
bool profileAndArguments(CGcontext handle, CGprofile profile, const char** args, std::vector<std::string>& out,
                         CGerror badProfile) {
  if (!profileByValue(profile) || !compilerSupports(profile)) {
    raise(badProfile, handle);
    return false;
  }
  for (int i = 0; args && args[i]; ++i) {
    if (i == kMaxCompilerArgs) {
      raise(CG_INVALID_PARAMETER_ERROR, handle, "more than 4096 compiler arguments");
      return false;
    }
    out.push_back(args[i]);
  }
  return true;
}

CGprogram create(CGcontext handle, CGenum type, std::string source, std::string fileName, CGprofile profile,
                 const char* entry, const char** args) {
  Context* context = lookup(handle);
  if (!context) return nullptr;
  if (type != CG_SOURCE && type != CG_OBJECT) {
    raise(CG_INVALID_ENUMERANT_ERROR, handle);
    return nullptr;
  }
  ProgramSpec spec{std::move(source), std::move(fileName), profile, entry ? entry : "main", {}, nullptr};
  if (!profileAndArguments(handle, profile, args, spec.args, CG_UNKNOWN_PROFILE_ERROR)) return nullptr;
  if (type == CG_OBJECT) {
    // Object code is the output of NVIDIA's compiler (assembly for one GPU target); cgx runs programs
    // from Cg source only.
    context->listing = "cgx: error: precompiled object code (CG_OBJECT) is not supported; pass the Cg source\n";
    raise(CG_COMPILER_ERROR, handle);
    return nullptr;
  }
  Program* created = make(*context, std::move(spec));
  return created ? handleOf(*created) : nullptr;
}

}  // namespace

extern "C" {

CG_API CGprogram CGENTRY cgCreateProgram(CGcontext context, CGenum program_type, const char* program,
                                         CGprofile profile, const char* entry, const char** args) {
  Guard guard;
  if (!program) {
    if (lookup(context)) raise(CG_INVALID_POINTER_ERROR, context);
    return nullptr;
  }
  // No file name: cgc-style listings then read "(2) : error C1008: ...", as NVIDIA's libCg writes them.
  return create(context, program_type, program, "", profile, entry, args);
}

CG_API CGprogram CGENTRY cgCreateProgramFromFile(CGcontext context, CGenum program_type, const char* program_file,
                                                 CGprofile profile, const char* entry, const char** args) {
  Guard guard;
  if (!lookup(context)) return nullptr;
  std::string text;
  if (!readSourceFile(program_file, &text)) {
    raise(CG_FILE_READ_ERROR, context);
    return nullptr;
  }
  return create(context, program_type, std::move(text), program_file, profile, entry, args);
}

CG_API void CGENTRY cgCompileProgram(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program || isCompiled(*program)) return;
  if (Context* context = state().contexts.get(program->context)) compile(*program, *context);
}

CG_API CGbool CGENTRY cgIsProgramCompiled(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  return program && isCompiled(*program) ? CG_TRUE : CG_FALSE;
}

CG_API CGbool CGENTRY cgIsProgram(CGprogram handle) {
  Guard guard;
  return find(handle) ? CG_TRUE : CG_FALSE;
}

CG_API void CGENTRY cgDestroyProgram(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  if (program && !deferDestroy(handle)) destroyProgram(*program);
}

CG_API const char* CGENTRY cgGetProgramString(CGprogram handle, CGenum pname) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program) return "";
  switch (pname) {
    case CG_PROGRAM_SOURCE: return program->source.c_str();
    case CG_PROGRAM_ENTRY: return program->entry.c_str();
    case CG_PROGRAM_PROFILE: return profileByValue(program->profile)->name;
    case CG_COMPILED_PROGRAM: return compiledText(*program).c_str();
    default: raise(CG_INVALID_ENUMERANT_ERROR, static_cast<CGcontext>(encodeHandle(HandleKind::Context, program->context)));
  }
  return "";
}

CG_API CGprofile CGENTRY cgGetProgramProfile(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  return program ? program->profile : CG_PROFILE_UNKNOWN;
}

CG_API void CGENTRY cgSetProgramProfile(CGprogram handle, CGprofile profile) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program) return;
  if (program->combination) {
    // A combination's profiles are its domains' (cgx's choice: the manual does not say).
    raise(CG_INVALID_PROGRAM_HANDLE_ERROR, static_cast<CGcontext>(encodeHandle(HandleKind::Context, program->context)));
    return;
  }
  if (!profileByValue(profile) || !compilerSupports(profile)) {
    raise(CG_INVALID_PROFILE_ERROR);
    return;
  }
  program->profile = profile;
  recompile(*program);
}

CG_API CGdomain CGENTRY cgGetProgramDomain(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  return program ? cgGetProfileDomain(program->profile) : CG_UNKNOWN_DOMAIN;
}

CG_API char const* const* CGENTRY cgGetProgramOptions(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  return program && !program->args.empty() ? program->argv.data() : nullptr;
}

// Vertex and fragment programs take vertices and fragments and give the same (geometry and tessellation
// profiles, whose inputs are primitives and patches, are not compiled by cgx).
CG_API CGenum CGENTRY cgGetProgramInput(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  const CGdomain domain = program ? cgGetProfileDomain(program->profile) : CG_UNKNOWN_DOMAIN;
  return domain == CG_VERTEX_DOMAIN ? CG_VERTEX : domain == CG_FRAGMENT_DOMAIN ? CG_FRAGMENT : CG_UNKNOWN;
}

CG_API CGenum CGENTRY cgGetProgramOutput(CGprogram handle) { return cgGetProgramInput(handle); }

CG_API CGcontext CGENTRY cgGetProgramContext(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  return program ? static_cast<CGcontext>(encodeHandle(HandleKind::Context, program->context)) : nullptr;
}

// NVIDIA's libCg lists a context's programs newest first (measured: ordinary ones and an effect's alike).
CG_API CGprogram CGENTRY cgGetFirstProgram(CGcontext handle) {
  Guard guard;
  Context* context = lookup(handle);
  if (!context || context->programs.empty()) return nullptr;
  return static_cast<CGprogram>(encodeHandle(HandleKind::Program, context->programs.back()));
}

// As NVIDIA's (measured: oracle/program-copies.c): the copy is a new program of the context, compiled as
// its compile mode says, with the original's parameter values and connections (a parameter of the copy
// reads the same shared parameter); a copy that does not compile is not made.
CG_API CGprogram CGENTRY cgCopyProgram(CGprogram handle) {
  Guard guard;
  const Program* original = lookup(handle);
  Context* context = original ? state().contexts.get(original->context) : nullptr;
  if (!context || original->combination) return nullptr;  // a combination: copy its domains instead
  const Id originalId = original->self;
  ProgramSpec spec{original->source, original->fileName, original->profile, original->entry, original->args, nullptr};
  const Effect* effect = original->effectProgram ? state().effects.get(original->effect) : nullptr;
  spec.effect = effect;
  const std::vector<EffectArgument> arguments = original->effectArguments;
  const int outputVertices = original->requestedOutputVertices;
  Program* copy = make(*context, std::move(spec));
  original = state().programs.get(originalId);  // a compile's include callback may have destroyed it
  if (!copy || !original) return copy ? handleOf(*copy) : nullptr;
  copy->effectArguments = arguments;
  copy->requestedOutputVertices = outputVertices;
  copy->buffers = original->buffers;
  copyValues(original->roots, copy->roots, /*connections=*/true);
  return handleOf(*copy);
}

// A program of the effect's source (compiled with the effect's arguments, then `args`), its globals
// connected to the effect's parameters as a `compile`'s are; the context owns it, not the effect (NVIDIA's,
// measured: it outlives the effect). An entry that does not compile is CG_COMPILER_ERROR.
CG_API CGprogram CGENTRY cgCreateProgramFromEffect(CGeffect effectHandle, CGprofile profile, const char* entry,
                                                   const char** args) {
  Guard guard;
  const Effect* effect = lookup(effectHandle);
  Context* context = effect ? state().contexts.get(effect->context) : nullptr;
  if (!context || !effect->model) return nullptr;
  ProgramSpec spec{effect->model->source, effect->model->fileName, profile, entry ? entry : "main",
                   effect->model->args, effect};
  // NVIDIA's raises CG_INVALID_PROFILE_ERROR here (measured), where the manual names CG_UNKNOWN_PROFILE_ERROR.
  if (!profileAndArguments(handleOf(*context), profile, args, spec.args, CG_INVALID_PROFILE_ERROR)) return nullptr;
  Program* created = make(*context, std::move(spec));
  return created ? handleOf(*created) : nullptr;
}

CG_API CGprogram CGENTRY cgGetNextProgram(CGprogram handle) {
  Guard guard;
  Program* program = lookup(handle);
  if (!program) return nullptr;
  Context* context = state().contexts.get(program->context);
  if (!context) return nullptr;
  auto at = std::find(context->programs.rbegin(), context->programs.rend(), program->self);
  if (at == context->programs.rend() || ++at == context->programs.rend()) return nullptr;
  return static_cast<CGprogram>(encodeHandle(HandleKind::Program, *at));
}

}  // extern "C"
