#include "ProgramBuild.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string_view>
#include <utility>

#include "EffectObjects.h"
#include "Names.h"
#include "Notify.h"
#include "UserTypes.h"
#include "driver/Compile.h"
#include "driver/Options.h"
#include "driver/Request.h"
#include "ir/GlState.h"
#include "profile/ProfileTable.h"
#include "reflect/Path.h"
#include "semantic/Semantics.h"

namespace cgx::libcg {

namespace {

// The GLSL version CG_COMPILED_PROGRAM is written in: `-po version=N` for the glsl profiles as cgc takes
// it, else 110 (what every GL the assembly profiles ran on can load), and 150 for geometry programs.
std::string glslVersionFor(const driver::SourceProgram& source) {
  return driver::glslVersionOption(source.profileOptions).value_or(driver::defaultGlslVersion(source.profile));
}

// The resource NVIDIA's libCg reports for the register cgc would use. Fragment inputs get none from cgx
// (its GLSL links them by name), so theirs comes from the semantic: cgc's fragment profiles read TEXCOORDn
// from TEXn and COLORn from COLn.
// In the glsl profiles a uniform the GLSL declares is a GLSL uniform even where the program reads none of
// it (an unread element of a read array), as NVIDIA's libCg reports.
CGresource resourceOf(const reflect::Parameter& p, bool fragmentProgram, bool glslProfile, unsigned long* index) {
  *index = 0;
  std::string resource = p.resource;
  const bool varyingInput = !p.isUniform() && !p.isOutput();
  if (fragmentProgram && varyingInput) {
    const std::string canonical = semantic::canonical(p.semantic);
    if (canonical.rfind("TEXCOORD", 0) == 0) resource = "TEX" + canonical.substr(8);
    else if (canonical.rfind("COLOR", 0) == 0) resource = "COL" + canonical.substr(5);
    else resource = canonical;
  } else if (p.space == reflect::Space::None) {
    const bool declared = p.glsl && !p.glsl->name.empty();
    return glslProfile && declared && !varyingInput ? CG_GLSL_UNIFORM : CG_UNDEFINED;
  }
  const unsigned long registerIndex = p.registerIndex.value_or(0);
  if (p.space == reflect::Space::Constant) {
    *index = registerIndex;
    return CG_C;
  }
  if (p.space == reflect::Space::TexUnit) {
    *index = registerIndex;
    return registerIndex < 16 ? static_cast<CGresource>(CG_TEXUNIT0 + registerIndex)
                              : static_cast<CGresource>(CG_TEXUNIT16 + (registerIndex - 16));
  }
  if (p.space == reflect::Space::Named) {
    // GLSL names uniforms rather than registers (NVIDIA reports CG_GLSL_UNIFORM there too).
    return p.isUniform() ? CG_GLSL_UNIFORM : CG_GLSL_ATTRIB;
  }
  if (resource.empty()) return CG_UNDEFINED;
  // Varyings: "ATTR3", "TEXCOORD0", "HPOS", "COL0" ...; a register number at the end is the index. An
  // unnumbered name is the first of its kind to NVIDIA's libCg (POSITION -> POSITION0, COL -> COL0).
  CGresource named = resourceByName(resource);
  if (named == CG_UNDEFINED) named = resourceByName(resource + "0");
  std::size_t digits = resource.size();
  while (digits > 0 && resource[digits - 1] >= '0' && resource[digits - 1] <= '9') --digits;
  if (digits < resource.size() && resource.size() - digits < 6) *index = std::stoul(resource.substr(digits));
  return named;
}

// A struct or array is referenced when any leaf under it is.
bool markReferenced(Id id) {
  Parameter* node = state().parameters.get(id);
  if (!node) return false;
  if (node->children.empty()) return node->referenced;
  bool any = false;
  for (Id child : node->children) any = markReferenced(child) || any;
  node->referenced = any;
  return any;
}

// The profiles of NV_parameter_buffer_object (gp4's and gp5's: profiles/*.json), whose programs read uniform
// buffers from the buffers themselves; the others have their members in constant registers.
bool buffersInProfile(CGprofile profile) {
  const ProfileInfo* info = profileByValue(profile);
  const profile::Profile* data = info ? profile::findProfile(info->name) : nullptr;
  return data && data->parameterBuffers;
}

// Every node of the tree under `id`, by name: what a compile takes over (buildTree).
void collectNodes(Id id, std::map<std::string, Id>& out) {
  const Parameter* node = state().parameters.get(id);
  if (!node) return;
  out.emplace(node->name, id);
  for (Id child : node->children) collectNodes(child, out);
}

// Makes `fresh` the node `old` was, keeping what the application gave it: its handle, its value (when the
// shape is the same), its connections and its change count. NVIDIA's libCg keeps a program's parameter
// handles, and the values set through them, across compiles (oracle/manual-compile.c).
void takeOver(Parameter& old, Parameter& fresh) {
  fresh.self = old.self;
  if (old.value.size() == fresh.value.size()) fresh.value = std::move(old.value);
  fresh.hasSource = old.hasSource;
  fresh.source = old.source;
  fresh.connectedTo = std::move(old.connectedTo);
  fresh.changes = old.changes;
  // An interface parameter given a struct (EffectInterfaces.h) keeps the interface as its named type.
  fresh.implementation = old.implementation;
  if (old.implementation != CG_UNKNOWN_TYPE) fresh.userType = old.userType;
  old = std::move(fresh);
}

// Builds the parameter tree from the reflection's leaves: every prefix of a leaf's path is a node (a
// struct when a member follows it, an array when an index does), created in first-seen order. A node of
// `previous` (the tree of the program's last compile or front end, by name) of the same name and type is
// taken over (takeOver); the rest of `previous` is destroyed. `placed`: the reflection's resources are the
// program's (a compile), else the parameters have none yet (the front end's). False when the handle table
// is full (CG_MEMORY_ALLOC_ERROR).
bool buildTree(Program& program, const reflect::ProgramReflection& reflection, std::map<std::string, Id> previous,
               bool placed) {
  State& s = state();
  const bool fragment = profileByValue(program.profile)->domain == CG_FRAGMENT_DOMAIN;
  const bool glslProfile = program.profile == CG_PROFILE_GLSLV || program.profile == CG_PROFILE_GLSLF ||
                           program.profile == CG_PROFILE_GLSLG;
  // The entry function's return value: NVIDIA's libCg names it after the function ("main", "main.pos")
  // and lists it with the globals, after them.
  const std::string returnName = "return";
  bool hasReturn = false;
  std::map<std::string, Id> nodes;
  // An interface-typed leaf (`uniform Shade s` before a struct is bound to it) is a struct node of the
  // interface's type with no fields, as NVIDIA's lists it; its named type is set with the others below.
  std::set<std::string> interfaces;
  for (const reflect::UserType& user : reflection.userTypes)
    if (user.interface) interfaces.insert(user.name);
  std::vector<std::pair<Id, std::string>> interfaceLeaves;
  for (const reflect::Parameter& p : reflection.parameters) {
    std::string path = p.name;
    const bool returnValue = path.rfind(returnName, 0) == 0 && (path.size() == returnName.size() ||
                                                                path[returnName.size()] == '.');
    if (returnValue) path = program.entry + path.substr(returnName.size());
    hasReturn = hasReturn || returnValue;
    const std::vector<reflect::PathStep> steps = reflect::splitPath(path);
    if (steps.empty()) continue;
    const bool entryParameter = p.ordinal >= 0 && !returnValue;
    // Cg's predefined glstate (compiler/ir/GlState.h): every node has its own semantic, as NVIDIA's libCg
    // gives them ("STATE", "STATE.LIGHT[2]", "STATE.MATRIX.MVP").
    const bool glState = p.semantic == "state" && steps.front().prefix == "glstate";
    bool hasParent = false;
    Id parent;
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const reflect::PathStep& step = steps[k];
      const bool leaf = k + 1 == steps.size();
      auto found = nodes.find(step.prefix);
      if (found == nodes.end()) {
        auto node = std::make_unique<Parameter>();
        node->name = step.prefix;
        node->programParameter = true;
        node->program = program.self;
        node->context = program.context;
        node->space = entryParameter ? CG_PROGRAM : CG_GLOBAL;
        node->variability = p.isUniform() ? CG_UNIFORM : CG_VARYING;
        node->direction = p.direction == reflect::Direction::Out     ? CG_OUT
                          : p.direction == reflect::Direction::InOut ? CG_INOUT
                                                                     : CG_IN;
        node->hasParent = hasParent;
        node->parent = parent;
        if (p.buffer) {
          node->bufferIndex = static_cast<int>(p.buffer->index);
          node->bufferOffset = k == 0 && !leaf ? 0 : static_cast<int>(p.buffer->offset);
        }
        if (glState) node->semantic = ir::glStateSemantic(step.prefix);
        if (leaf) {
          // The runtime has one texture type: a texture2D or textureCUBE is CG_TEXTURE (NVIDIA's, measured).
          const bool texture = p.type.rfind("texture", 0) == 0;
          const TypeInfo* type = typeByName(texture ? std::string("texture") : p.type);
          node->type = type ? type->type : interfaces.count(p.type) != 0 ? CG_STRUCT : CG_UNKNOWN_TYPE;
          if (!glState) node->semantic = p.semantic;
          node->referenced = p.referenced;
          node->ordinal = p.ordinal;
          // Generic programs run on the CPU (cgEvaluateProgram): no resources, as in NVIDIA's libCg.
          node->resource = program.profile == CG_PROFILE_GENERIC || !placed
                               ? CG_UNDEFINED
                               : resourceOf(p, fragment, glslProfile, &node->resourceIndex);
          // A buffer's member in the profiles with NV_parameter_buffer_object is in the buffer (NVIDIA's
          // "buffer[2]"), whatever cgx's GLSL made of it.
          if (placed && p.buffer && buffersInProfile(program.profile)) {
            node->resource = static_cast<CGresource>(CG_BUFFER0 + p.buffer->index);
            node->resourceIndex = p.buffer->offset;  // NVIDIA's: the offset again
          }
          node->resourceName = p.resource;
          if (p.glsl) {
            node->glslName = p.glsl->name;
            node->glslPadded = p.glsl->padded();
            node->glslLocation = p.glsl->location;
            node->glslKind = p.glsl->kind;
            node->glslInterpolation = p.glsl->interpolation;
          }
          node->columnMajor = p.columnMajor;
          if (type && type->numeric()) {
            node->value.assign(static_cast<std::size_t>(type->rows * type->columns), 0.0);
            node->defaultValue = p.defaultValue;
            node->defaultValue.resize(node->defaultValue.empty() ? 0 : node->value.size(), 0.0);
            if (!node->defaultValue.empty()) node->value = node->defaultValue;
          }
        } else if (k == 0 && p.buffer) {
          node->type = CG_UNIFORMBUFFER;  // NVIDIA's: the buffer, whose members are its children
          node->bufferBlock = p.buffer->block;
        } else {
          node->type = steps[k + 1].index ? CG_ARRAY : CG_STRUCT;
        }
        Parameter* created = nullptr;
        if (auto old = previous.find(step.prefix); old != previous.end()) {
          Parameter* kept = s.parameters.get(old->second);
          if (kept && kept->type == node->type) {
            takeOver(*kept, *node);
            created = kept;
          }
          if (created) previous.erase(old);
        }
        if (!created) {
          auto id = s.parameters.add(std::move(node));
          if (!id) return false;
          created = s.parameters.get(*id);
          created->self = *id;
        }
        found = nodes.emplace(step.prefix, created->self).first;
        if (leaf && created->type == CG_STRUCT) interfaceLeaves.emplace_back(created->self, p.type);
        std::vector<Id>& siblings = hasParent ? s.parameters.get(parent)->children : program.roots;
        created->position = static_cast<std::uint32_t>(siblings.size());
        siblings.push_back(created->self);
      }
      Parameter* node = s.parameters.get(found->second);
      if (hasParent) {
        Parameter* up = s.parameters.get(parent);
        if (up->type == CG_ARRAY) {
          up->arraySize = std::max(up->arraySize, step.value + 1);
          up->elementType = node->type;
        }
      }
      hasParent = true;
      parent = found->second;
    }
  }
  if (hasReturn) {
    auto isReturn = [&](Id id) { return s.parameters.get(id)->name == program.entry; };
    std::stable_partition(program.roots.begin(), program.roots.end(), [&](Id id) { return !isReturn(id); });
    for (std::size_t i = 0; i < program.roots.size(); ++i)
      s.parameters.get(program.roots[i])->position = static_cast<std::uint32_t>(i);
  }
  // What the compile did not take over goes, node by node: a node's children may have been taken over.
  for (const auto& [name, id] : previous) {
    if (Parameter* gone = s.parameters.get(id)) gone->children.clear();
    destroyParameterTree(id);
  }
  for (Id root : program.roots) markReferenced(root);
  // The source's structs and interfaces as the context's user types, and the struct nodes' types.
  program.userTypes.clear();
  for (const reflect::UserType& user : reflection.userTypes) {
    std::vector<std::string> fields;
    std::vector<CGtype> fieldTypes;
    for (const std::string& member : user.members) {  // "float3 color"
      const std::size_t space = member.rfind(' ');
      fields.push_back(member.substr(space + 1));
      const TypeInfo* type = space == std::string::npos ? nullptr : typeByName(member.substr(0, space));
      fieldTypes.push_back(type ? type->type : CG_UNKNOWN_TYPE);
    }
    const CGtype parent = user.implements.empty() ? CG_UNKNOWN_TYPE : userTypeNamed(program.userTypes, user.implements);
    program.userTypes.push_back(internUserType(program.context, user.name, user.interface, parent, fields, fieldTypes));
  }
  for (const reflect::StructNode& structNode : reflection.structNodes)
    if (auto found = nodes.find(structNode.path); found != nodes.end())
      if (Parameter* node = s.parameters.get(found->second);
          node && node->type == CG_STRUCT && node->implementation == CG_UNKNOWN_TYPE)
        node->userType = userTypeNamed(program.userTypes, structNode.type);
  for (const auto& [id, typeName] : interfaceLeaves)
    if (Parameter* node = s.parameters.get(id); node && node->implementation == CG_UNKNOWN_TYPE)
      node->userType = userTypeNamed(program.userTypes, typeName);
  return true;
}

}  // namespace

// The context's virtual file system as the preprocessor asks it: the first candidate path it holds; when
// none, the include callback may add the file (cgSetCompilerIncludeString) and it is looked for again,
// as the manual orders it (virtual files, callback, disk). The callback gets the path NVIDIA's libCg
// gives it, rooted at the file system's "/" ("/late.cg", "/a/c.cg" for an #include "c.cg" in "a/b.cg"),
// which an application registers the file under. It may call the API; a destruction it asks for waits
// until the API call ends (CompileScope in State.h), and the context is looked up again all the same.
std::optional<VirtualFile> virtualInclude(Id contextId, const IncludeRequest& request) {
  auto find = [&]() -> std::optional<VirtualFile> {
    const Context* context = state().contexts.get(contextId);
    if (!context) return std::nullopt;
    for (const std::string& candidate : request.candidates)
      if (auto file = context->includeFiles.find(includeKey(candidate)); file != context->includeFiles.end())
        return VirtualFile{"/" + file->first, file->second};
    return std::nullopt;
  };
  if (std::optional<VirtualFile> found = find()) return found;
  const Context* context = state().contexts.get(contextId);
  if (!context || !context->includeCallback) return std::nullopt;
  const std::string asked =
      "/" + includeKey(request.angled || request.candidates.empty() ? request.name : request.candidates.front());
  context->includeCallback(handleOf(*context), asked.c_str());
  return find();
}

std::string includeKey(const std::string& path) {
  std::string key = std::filesystem::path(path).lexically_normal().generic_string();
  const std::size_t slashes = key.find_first_not_of('/');
  return slashes == std::string::npos ? std::string() : key.substr(slashes);
}

bool readSourceFile(const char* path, std::string* text) {
  // A file larger than this is refused rather than read whole into memory.
  constexpr std::streamoff kMaxSourceFileBytes = 64 << 20;
  std::ifstream in(path ? path : "", std::ios::binary);
  if (in) in.seekg(0, std::ios::end);
  const std::streamoff size = in ? static_cast<std::streamoff>(in.tellg()) : -1;
  if (!path || !in || size < 0 || size > kMaxSourceFileBytes) return false;
  in.seekg(0);
  std::ostringstream read;
  read << in.rdbuf();
  *text = read.str();
  return static_cast<bool>(in) || in.eof();
}

// Cg's generic profile, whose programs cgEvaluateProgram runs on the CPU, has no limits or code of its own:
// cgx compiles it as a vertex program for the loosest profile it checks.
constexpr const char* kGenericAs = "glslv";

driver::CommandLine parseArguments(const Program& program) {
  // cgc's whole command line is cgxc's (driver/Options.h): code generation flags such as -O3, -fastmath or
  // -unroll all, which applications pass in cgCreateProgram's args, are accepted there.
  std::vector<std::string> args = program.args;
  args.push_back("-");  // stands for the input the arguments lack
  return driver::parseCommandLine(args);
}

bool compilerSupports(CGprofile profile) {
  const ProfileInfo* info = profileByValue(profile);
  return profile == CG_PROFILE_GENERIC || (info && profile::findProfile(info->name) != nullptr);
}

// What the compiler compiles for `program`, whose arguments parsed into `line`; in GLSL 1.50 with
// `qualifiedInputs` when no version is asked for (compileProgram).
static driver::SourceProgram sourceOf(const Program& program, const Context& context, const driver::CommandLine& line,
                                      bool qualifiedInputs = false) {
  driver::SourceProgram source;
  source.source = program.source;
  source.fileName = program.fileName;
  source.entry = program.entry;
  source.profile = program.profile == CG_PROFILE_GENERIC ? kGenericAs : profileByValue(program.profile)->name;
  source.profileOptions = line.options.profileOptions;
  // cgSetProgramOutputVertices' count, unless the program's own arguments give one (-po Vertices=N).
  const bool verticesGiven = std::ranges::any_of(source.profileOptions, [](const std::string& option) {
    return option.rfind("Vertices=", 0) == 0;
  });
  if (program.requestedOutputVertices >= 0 && !verticesGiven)
    source.profileOptions.push_back("Vertices=" + std::to_string(program.requestedOutputVertices));
  // cgGLSetContextGLSLVersion's version, for the glsl profiles that have one (a geometry program is 150).
  const bool versioned = program.profile == CG_PROFILE_GLSLV || program.profile == CG_PROFILE_GLSLF;
  if (versioned && !context.glslVersion.empty() && !driver::glslVersionOption(source.profileOptions))
    source.profileOptions.push_back("version=" + context.glslVersion);
  if (qualifiedInputs && !driver::glslVersionOption(source.profileOptions)) source.profileOptions.push_back("version=150");
  // The assembly profiles (arbvp1, fp40, ...) read and write GL's conventional attributes and varyings
  // (vertex.normal, result.texcoord[0]), and cgc's GLSL 1.10/1.20 for glslv/glslf does too (gl_Normal,
  // gl_TexCoord[0]): so does cgx's GLSL in those versions. A program then pairs with the other stage's
  // fixed function, and libCgGL's separable programs meet on built-ins (Mesa does not match separable
  // programs' own varyings by name). GLSL 1.30 and later have no such built-ins but 1.50's compatibility
  // profile, where geometry programs are written (they read gl_in[i].gl_TexCoord[n]), and fragment
  // programs with interpolation modifiers (compileProgram).
  const std::string glslVersion = glslVersionFor(source);
  if (glslVersion == "110" || glslVersion == "120" || glslVersion == "150") source.profileOptions.push_back("builtins");
  source.typeBindings = program.typeBindings;  // an effect's interfaces (EffectInterfaces.h)
  // Buffer blocks are Cg 3.1's: NVIDIA's libCg refuses them (C5222) in a context of an older behavior, its
  // default CG_BEHAVIOR_2200 included, and takes the older `: BUFFER[n]` on a struct silently there.
  source.uniformBlocks = context.behavior >= CG_BEHAVIOR_3100;
  source.macros = line.options.macros;
  source.includePaths = line.options.includePaths;
  source.virtualIncludes = [id = context.self](const IncludeRequest& request) { return virtualInclude(id, request); };
  source.missingIncludeIsError = false;  // NVIDIA's libCg compiles on without the file
  return source;
}

// Whether the fragment program `glsl` was written from has interpolation modifiers (TEXCOORD0.FLAT) that the
// version, chosen by default, dropped (C1605: GLSL 1.10's built-in varyings take no qualifier). It is then
// written in GLSL 1.50 compatibility instead, where each such input is a qualified input
// (compiler/glsl/Writer.h): its own qualified varying, which libCgGL's stand-in for the fixed-function
// vertex stage writes, or its built-in when a vertex or geometry program feeds it. A version the
// application or the program's arguments ask for is kept (cgGLSetContextGLSLVersion, -po version=N).
static bool needsQualifiedInputs(const Program& program, const driver::SourceProgram& source,
                                 const driver::GlslProgram& glsl) {
  const ProfileInfo* info = profileByValue(program.profile);
  if (!info || info->domain != CG_FRAGMENT_DOMAIN || driver::glslVersionOption(source.profileOptions)) return false;
  return std::ranges::any_of(glsl.reflection.parameters, [](const reflect::Parameter& p) {
    return !p.isUniform() && !p.isOutput() && p.glsl && !p.glsl->droppedInterpolation.empty();
  });
}

// Writes the argument errors of `line` into the listing; false when there are any.
static bool argumentsParse(const driver::CommandLine& line, Context& context) {
  if (line.errors.empty()) return true;
  context.listing.clear();
  for (const std::string& error : line.errors) context.listing += "cgx: error: " + error + "\n";
  return false;
}

// The program's tree made anew from `reflection`, taking over the nodes of the one it had (buildTree).
static bool rebuildTree(Program& program, const reflect::ProgramReflection& reflection, bool placed) {
  std::map<std::string, Id> previous;
  for (Id root : program.roots) collectNodes(root, previous);
  program.roots.clear();
  return buildTree(program, reflection, std::move(previous), placed);
}

// compile() without the notification; a failure raises CG_COMPILER_ERROR when `report` says so.
static bool compileProgram(Program& program, Context& context, bool report) {
  CompileScope scope;  // the include callback may ask to destroy `program` or `context`: not before the end
  // The tree stays until the compile has made the new one, which takes its nodes over (a failed compile
  // leaves it as it was: NVIDIA's program keeps its parameters).
  program.compiled = false;
  program.compiledText.clear();
  program.awaitingUse = false;
  program.useListing.clear();

  const driver::CommandLine line = parseArguments(program);
  if (!argumentsParse(line, context)) {
    if (report) raise(CG_COMPILER_ERROR, handleOf(context));
    return false;
  }
  const driver::SourceProgram source = sourceOf(program, context, line);
  driver::GlslProgram glsl = driver::compileToGlsl(source, glslVersionFor(source));
  if (needsQualifiedInputs(program, source, glsl)) {
    // Only ever better: where 1.50 cannot write the program (two inputs of one semantic interpolated two
    // ways), the first compile stands, its modifiers dropped with C1605 in the listing.
    const driver::SourceProgram qualified = sourceOf(program, context, line, /*qualifiedInputs=*/true);
    if (driver::GlslProgram again = driver::compileToGlsl(qualified, glslVersionFor(qualified)); again.ok())
      glsl = std::move(again);
  }
  context.listing = glsl.renderDiagnostics(DiagnosticStyle::Cgc);
  if (!glsl.ok()) {
    if (report) raise(CG_COMPILER_ERROR, handleOf(context));
    return false;
  }
  if (!rebuildTree(program, glsl.reflection, /*placed=*/true)) {
    raise(CG_MEMORY_ALLOC_ERROR, handleOf(context));
    return false;
  }
  bindEffectProgram(program);  // an effect's program: its new parameters connect to the effect's again
  program.compiledText = glsl.glsl;
  program.compiledOutputVertices = glsl.reflection.geometry ? static_cast<int>(glsl.reflection.geometry->maxVertices) : -1;
  program.compiled = true;
  return true;
}

// A generic program (`compile latest` without a latest profile) has no stage until validation chooses the
// latest profile: NVIDIA's checks it for none at creation (a geometry entry's emitVertex passes, measured),
// so cgx lets it pass when it checks for one of the stages: the vertex one it compiles as (kGenericAs),
// whose diagnostics are kept, or these.
constexpr const char* kOtherGenericStages[] = {"glslf", "glslg"};

// Whether `program`'s entry passes cgx's front end alone (preprocess, parse, the checks for its profile),
// with its diagnostics in the listing. When it does, a program that has no parameters yet (none compiled)
// gets the front end's, without resources, as NVIDIA's lists them before the program compiles.
static bool passesFrontEnd(Program& program, Context& context) {
  CompileScope scope;  // as in compileProgram: the include callback runs again
  const driver::CommandLine line = parseArguments(program);
  if (!argumentsParse(line, context)) return false;
  driver::SourceProgram source = sourceOf(program, context, line);
  source.syntaxOnly = true;
  const driver::GlslProgram checked = driver::compileToGlsl(source, glslVersionFor(source));
  context.listing = checked.renderDiagnostics(DiagnosticStyle::Cgc);
  if (!checked.sink->hasErrors()) {
    if (program.roots.empty() && !rebuildTree(program, checked.reflection, /*placed=*/false)) {
      raise(CG_MEMORY_ALLOC_ERROR, handleOf(context));
      return false;
    }
    return true;
  }
  if (program.profile != CG_PROFILE_GENERIC) return false;
  for (const char* stage : kOtherGenericStages) {
    source.profile = stage;
    if (!driver::compileToGlsl(source, glslVersionFor(source)).sink->hasErrors()) return true;
  }
  return false;
}

// The first use of an effect's program awaiting it: the outcome of the compile made with the effect, as
// NVIDIA's compile at that use gives it (the listing; CG_COMPILER_ERROR when `report` and it failed).
static bool firstUse(Program& program, Context& context, bool report) {
  program.awaitingUse = false;
  context.listing = std::move(program.useListing);
  program.useListing.clear();
  if (!program.compiled && report) raise(CG_COMPILER_ERROR, handleOf(context));
  return program.compiled;
}

bool compile(Program& program, Context& context) {
  if (program.combination) {
    bool all = true;
    for (Id domain : program.domains)
      if (Program* p = state().programs.get(domain)) all = compile(*p, context) && all;
    return all;
  }
  if (program.awaitingUse) return firstUse(program, context, /*report=*/true);
  const bool built = compileProgram(program, context, /*report=*/true);
  notifyProgramChanged(program, /*destroyed=*/false);
  return built;
}

bool checkFrontEnd(Program& program, Context& context) {
  if (passesFrontEnd(program, context)) return true;
  raise(CG_COMPILER_ERROR, handleOf(context));
  return false;
}

bool compileEffectProgram(Program& program, Context& context) {
  if (!compileProgram(program, context, /*report=*/false)) {
    const std::string whole = context.listing;
    if (!passesFrontEnd(program, context)) {
      raise(CG_COMPILER_ERROR, handleOf(context));
      return false;
    }
    context.listing = whole;  // the back end's diagnostics, for the first use
  }
  notifyProgramChanged(program, /*destroyed=*/false);
  program.awaitingUse = true;
  program.useListing = context.listing;
  return true;
}

void recompile(Program& program) {
  program.compiled = false;
  program.awaitingUse = false;
  Context* context = state().contexts.get(program.context);
  if (context && context->autoCompile == CG_COMPILE_IMMEDIATE) compile(program, *context);
}

bool ensureCompiled(Program& program) {
  if (program.combination) {
    bool all = true;
    for (Id domain : program.domains)
      if (Program* p = state().programs.get(domain)) all = ensureCompiled(*p) && all;
    return all;
  }
  if (program.compiled) return true;
  if (program.awaitingUse) return false;  // asking for its parameters is not the use that compiles it
  Context* context = state().contexts.get(program.context);
  if (!context || context->autoCompile != CG_COMPILE_LAZY) return false;
  return compile(program, *context);
}

bool compileForQuery(Program& program) {
  if (program.combination) {
    for (Id domain : program.domains)
      if (Program* p = state().programs.get(domain)) compileForQuery(*p);
    return true;
  }
  Context* context = state().contexts.get(program.context);
  if (!program.compiled && !program.awaitingUse && context && context->autoCompile == CG_COMPILE_LAZY) {
    compileProgram(program, *context, /*report=*/false);
    notifyProgramChanged(program, /*destroyed=*/false);
  }
  return true;
}

bool isCompiled(const Program& program) {
  if (!program.combination) return program.compiled && !program.awaitingUse;
  for (Id domain : program.domains)
    if (const Program* p = state().programs.get(domain); p && !isCompiled(*p)) return false;
  return true;
}

const std::string& compiledText(Program& program) {
  Context* context = state().contexts.get(program.context);
  // An effect's program is compiled by this in any compile mode, its failure only in the listing
  // (NVIDIA's, measured: tests/libcg/oracle/effect-first-use.c).
  if (program.effectProgram && context && program.awaitingUse) {
    firstUse(program, *context, /*report=*/false);
  } else if (program.effectProgram && context && !program.compiled) {
    compileProgram(program, *context, /*report=*/false);
    notifyProgramChanged(program, /*destroyed=*/false);
  } else {
    ensureCompiled(program);
  }
  if (program.combination) {
    program.compiledText.clear();
    for (Id domain : program.domains)
      if (const Program* p = state().programs.get(domain)) program.compiledText += p->compiledText + "\n";
  }
  return program.compiledText;
}

}  // namespace cgx::libcg
