// Combined programs: cgCombinePrograms (and its 2-5 argument forms) and the program-domain queries. What
// NVIDIA's libCg 3.1 does, measured (tests/libcg/oracle/combine.c), where it differs from the manual:
// - 2 to 5 programs combine (the manual says 2 or 3); fewer or more is CG_INVALID_DIMENSION_ERROR;
// - two programs of one domain combine too (the manual says "each from a different domain");
// - the combination owns copies of the programs, which cgGetFirstProgram lists, so the originals may be
//   destroyed; it is not listed itself; it has no parameters of its own (cgGetFirstParameter gives none)
//   but cgGetNamedParameter finds its domains' (the first domain's, for a name both declare); its profile
//   is CG_PROFILE_UNKNOWN, its entry and source its first domain's;
// - cgGetNumProgramDomains and cgGetProgramDomainProgram of an invalid handle return 0 and NULL without an
//   error; a domain index out of range is CG_INVALID_PARAMETER_ERROR.
// Destroying a domain program of a combination takes it out of the combination (NVIDIA's libCg frees it
// twice and aborts).
#include <Cg/cg.h>

#include <memory>
#include <optional>
#include <vector>

#include "ProgramBuild.h"
#include "State.h"
#include "Tree.h"

using namespace cgx::libcg;

namespace {

constexpr int kMaxCombined = 5;

// A copy of `from` made the next domain of `owner`, compiled when `from` is, with the values set on `from`;
// null after raising the error when it cannot be made (destroying the owner then destroys the copy).
Program* copyForDomain(const Program& from, Context& context, Program& owner) {
  auto copy = std::make_unique<Program>();
  copy->context = context.self;
  copy->source = from.source;
  copy->fileName = from.fileName;
  copy->entry = from.entry;
  copy->profile = from.profile;
  copy->args = from.args;
  copy->hasOwner = true;
  copy->owner = owner.self;
  Program* created = addProgram(context, std::move(copy));
  if (!created) return nullptr;
  owner.domains.push_back(created->self);
  if (from.compiled) {
    if (!compile(*created, context)) return nullptr;  // raised; the caller destroys the combination
    copyValues(from.roots, created->roots, /*connections=*/false);
  }
  return created;
}

CGprogram combine(int n, const CGprogram* list) {
  if (n <= 1 || n > kMaxCombined) {
    raise(CG_INVALID_DIMENSION_ERROR);
    return nullptr;
  }
  if (!list) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return nullptr;
  }
  std::vector<Program*> inputs;
  for (int i = 0; i < n; ++i) {
    Program* program = find(list[i]);
    if (!program || program->combination) {
      raise(CG_INVALID_PROGRAM_HANDLE_ERROR);
      return nullptr;
    }
    inputs.push_back(program);
  }
  Context* context = state().contexts.get(inputs.front()->context);
  if (!context) {
    raise(CG_INVALID_PROGRAM_HANDLE_ERROR);
    return nullptr;
  }
  auto combination = std::make_unique<Program>();
  combination->context = context->self;
  combination->combination = true;
  combination->profile = CG_PROFILE_UNKNOWN;
  combination->source = inputs.front()->source;
  combination->entry = inputs.front()->entry;
  combination->argv.push_back(nullptr);
  auto id = state().programs.add(std::move(combination));
  if (!id) {
    raise(CG_MEMORY_ALLOC_ERROR, handleOf(*context));
    return nullptr;
  }
  Program* created = state().programs.get(*id);
  created->self = *id;
  context->combinations.push_back(*id);
  for (Program* input : inputs) {
    if (!copyForDomain(*input, *context, *created)) {
      destroyProgram(*created);
      return nullptr;
    }
  }
  return handleOf(*created);
}

// A program's domain programs: a combination's, or the program itself as its only domain.
std::vector<Id> domainsOf(const Program& program) {
  return program.combination ? program.domains : std::vector<Id>{program.self};
}

// The domain program at `index`: nullopt, quietly for an invalid handle (as NVIDIA's), after raising
// CG_INVALID_PARAMETER_ERROR for an index out of range.
std::optional<Id> domainAt(CGprogram handle, int index) {
  const Program* program = find(handle);
  if (!program) return std::nullopt;
  const std::vector<Id> domains = domainsOf(*program);
  if (index < 0 || static_cast<std::size_t>(index) >= domains.size()) {
    raise(CG_INVALID_PARAMETER_ERROR);
    return std::nullopt;
  }
  return domains[static_cast<std::size_t>(index)];
}

}  // namespace

extern "C" {

CG_API CGprogram CGENTRY cgCombinePrograms(int n, const CGprogram* exeList) {
  Guard guard;
  return combine(n, exeList);
}

CG_API CGprogram CGENTRY cgCombinePrograms2(const CGprogram program1, const CGprogram program2) {
  Guard guard;
  const CGprogram list[] = {program1, program2};
  return combine(2, list);
}

CG_API CGprogram CGENTRY cgCombinePrograms3(const CGprogram program1, const CGprogram program2,
                                           const CGprogram program3) {
  Guard guard;
  const CGprogram list[] = {program1, program2, program3};
  return combine(3, list);
}

CG_API CGprogram CGENTRY cgCombinePrograms4(const CGprogram program1, const CGprogram program2,
                                           const CGprogram program3, const CGprogram program4) {
  Guard guard;
  const CGprogram list[] = {program1, program2, program3, program4};
  return combine(4, list);
}

CG_API CGprogram CGENTRY cgCombinePrograms5(const CGprogram program1, const CGprogram program2,
                                           const CGprogram program3, const CGprogram program4,
                                           const CGprogram program5) {
  Guard guard;
  const CGprogram list[] = {program1, program2, program3, program4, program5};
  return combine(5, list);
}

CG_API int CGENTRY cgGetNumProgramDomains(CGprogram handle) {
  Guard guard;
  const Program* program = find(handle);
  return program ? static_cast<int>(domainsOf(*program).size()) : 0;
}

CG_API CGprogram CGENTRY cgGetProgramDomainProgram(CGprogram handle, int index) {
  Guard guard;
  const std::optional<Id> domain = domainAt(handle, index);
  return domain ? static_cast<CGprogram>(encodeHandle(HandleKind::Program, *domain)) : nullptr;
}

CG_API CGprofile CGENTRY cgGetProgramDomainProfile(CGprogram handle, int index) {
  Guard guard;
  const std::optional<Id> domain = domainAt(handle, index);
  const Program* program = domain ? state().programs.get(*domain) : nullptr;
  return program ? program->profile : CG_PROFILE_UNKNOWN;
}

}  // extern "C"
