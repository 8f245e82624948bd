// Effect parameters, state assignments, annotations and the programs of `compile`s, made from an effect's
// model when cgCreateEffect makes the effect (EffectObjects.h).
#include "EffectObjects.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include "EffectArguments.h"
#include "EffectBuild.h"
#include "Names.h"
#include "Notify.h"
#include "ProgramBuild.h"
#include "Tree.h"
#include "UserTypes.h"

namespace cgx::libcg {

namespace {

// More `compile`s than this in one effect fail its creation: each is a whole compile of the effect's source.
constexpr std::size_t kMaxEffectPrograms = 256;
// Each program keeps the effect's whole source (CG_PROGRAM_SOURCE is it, as NVIDIA's): more than this many
// bytes of such copies fail the creation rather than exhaust memory (a 64 MB effect has room for 4).
constexpr std::size_t kMaxEffectProgramSourceBytes = std::size_t{256} << 20;
// An effect parameter array longer than this is not made (as cgCreateParameterArray's limit).
constexpr double kMaxEffectArrayLength = 1 << 16;

}  // namespace

CGtype declaredType(const ast::TypeSpec* spec) {
  if (!spec || spec->kind != ast::TypeSpec::Kind::Builtin) return CG_UNKNOWN_TYPE;
  const ast::BuiltinType& t = spec->builtin;
  std::string name;
  switch (t.kind) {
    case ast::BuiltinKind::Numeric:
      switch (t.scalar) {
        case ast::ScalarKind::Float: case ast::ScalarKind::CFloat: name = "float"; break;
        case ast::ScalarKind::Half: name = "half"; break;
        case ast::ScalarKind::Fixed: name = "fixed"; break;
        case ast::ScalarKind::Int: case ast::ScalarKind::CInt: name = "int"; break;
        case ast::ScalarKind::Bool: name = "bool"; break;
        default: return CG_UNKNOWN_TYPE;
      }
      if (t.rows > 0) name += std::to_string(t.rows) + "x" + std::to_string(t.cols);
      else if (t.cols > 0) name += std::to_string(t.cols);
      break;
    case ast::BuiltinKind::Sampler: name = "sampler"; break;
    case ast::BuiltinKind::Sampler1D: name = "sampler1D"; break;
    case ast::BuiltinKind::Sampler2D: name = "sampler2D"; break;
    case ast::BuiltinKind::Sampler3D: name = "sampler3D"; break;
    case ast::BuiltinKind::SamplerCube: name = "samplerCUBE"; break;
    case ast::BuiltinKind::SamplerRect: name = "samplerRECT"; break;
    case ast::BuiltinKind::Texture: name = "texture"; break;  // one texture type in the runtime, as NVIDIA's
    case ast::BuiltinKind::String: name = "string"; break;
    case ast::BuiltinKind::Program: name = "program"; break;  // `vertexshader Torus[6]`: CG_PROGRAM_TYPE
    default: return CG_UNKNOWN_TYPE;
  }
  const TypeInfo* info = typeByName(name);
  return info ? info->type : CG_UNKNOWN_TYPE;
}

namespace {

std::optional<Id> addNode(Effect& effect, CGtype type, const std::string& name, const std::string& semantic,
                          const std::vector<double>& initial, std::size_t offset) {
  auto node = std::make_unique<Parameter>();
  node->context = effect.context;
  node->effectParameter = true;
  node->effect = effect.self;
  node->name = name;
  node->type = type;
  node->semantic = semantic;
  node->space = CG_GLOBAL;
  const TypeInfo* info = typeByValue(type);
  if (info && info->numeric()) {
    const auto count = static_cast<std::size_t>(info->rows * info->columns);
    node->value.assign(count, 0.0);
    if (initial.size() >= offset + count) {
      node->value.assign(initial.begin() + static_cast<std::ptrdiff_t>(offset),
                         initial.begin() + static_cast<std::ptrdiff_t>(offset + count));
      node->defaultValue = node->value;
    }
  }
  auto id = state().parameters.add(std::move(node));
  if (id) state().parameters.get(*id)->self = *id;
  return id;
}

// The array length of `decl`'s one dimension, or 0 when it has none; -1 for a shape cgx does not make.
int arrayLength(const ast::VarDecl& decl) {
  if (decl.arrayDims.empty()) return 0;
  const ast::Expr* dim = decl.arrayDims.front();
  if (decl.arrayDims.size() != 1 || !dim || dim->kind != ast::ExprKind::IntLiteral) return -1;
  const auto length = static_cast<double>(static_cast<const ast::IntLiteralExpr*>(dim)->value);
  return length >= 1 && length <= kMaxEffectArrayLength ? static_cast<int>(length) : -1;
}


// The profile of `compile <name> ...`: `latest` is the state's latest profile (cgSetStateLatestProfile) when
// the effect is made, and generic when it has none; an unknown name makes the program all the same with
// profile unknown (NVIDIA's, measured).
CGprofile profileOf(const std::string& name, const StateAssignment& assignment) {
  if (name == "latest") {
    const EffectState* s = state().states.get(assignment.state);
    return s && s->latestProfile != CG_PROFILE_UNKNOWN ? s->latestProfile : CG_PROFILE_GENERIC;
  }
  const ProfileInfo* profile = profileByName(name);
  return profile ? profile->profile : CG_PROFILE_UNKNOWN;
}

// The assignments of `list` NVIDIA's libCg keeps: for each state and index the last one, in their order
// (`A = 1; B = 2; A = 3;` is B = 2, A = 3).
std::vector<const effect::StateAssignment*> kept(const std::vector<effect::StateAssignment>& list) {
  std::map<std::pair<const effect::StateDefinition*, int>, std::size_t> last;
  for (std::size_t i = 0; i < list.size(); ++i) last[{list[i].definition, list[i].index}] = i;
  std::vector<const effect::StateAssignment*> out;
  for (std::size_t i = 0; i < list.size(); ++i)
    if (last[{list[i].definition, list[i].index}] == i) out.push_back(&list[i]);
  return out;
}

// The effect parameters `expr` names (namedParameters), each once, in the order first named (an index's
// dependencies).
void addNamedParameters(const Effect& effect, const ast::Expr& expr, std::vector<Id>& out) {
  std::vector<Id> all;
  namedParameters(effect, expr, all);
  for (Id id : all)
    if (std::ranges::find(out, id) == out.end()) out.push_back(id);
}

// Makes the handles of `list`'s kept assignments into `ids`; false when the handle table is full.
bool makeAssignments(const Effect& effect, const EffectModel& model, const std::vector<effect::StateAssignment>& list,
                     bool sampler, Id owner, std::vector<Id>& ids) {
  const std::vector<effect::StateDefinition>& table = sampler ? model.states.sampler : model.states.pass;
  const std::vector<Id>& stateIds = sampler ? model.samplerStateIds : model.passStateIds;
  for (const effect::StateAssignment* a : kept(list)) {
    if (!a->definition) continue;  // an unknown state fails the creation before this
    auto made = std::make_unique<StateAssignment>();
    made->sampler = sampler;
    (sampler ? made->parameter : made->pass) = owner;
    made->state = stateIds.at(static_cast<std::size_t>(a->definition - table.data()));
    made->index = std::max(a->index, 0);
    made->position = static_cast<std::uint32_t>(ids.size());
    const EffectState* definition = state().states.get(made->state);
    made->name = definition ? definition->name : a->name;
    if (definition && definition->elements > 0) made->name += "[" + std::to_string(made->index) + "]";
    switch (a->value.kind) {
      case effect::ValueKind::Numbers: made->numbers = a->value.numbers; break;
      case effect::ValueKind::String:
        made->hasString = true;
        made->string = a->value.text;
        break;
      case effect::ValueKind::Reference:
        if (const Parameter* named = findParameter(effect, a->value.text)) {
          made->hasValueParameter = made->dependent = true;
          made->valueParameter = named->self;
        }
        break;
      case effect::ValueKind::Compile: made->compile = &a->value; break;
      case effect::ValueKind::ProgramElement: {
        auto array = std::ranges::find(model.effect.parameters, a->value.text, &effect::Parameter::name);
        if (array == model.effect.parameters.end()) break;
        addNamedParameters(effect, *a->value.index, made->indexParameters);
        // An index that names no parameter (`(F[2])`) gives no program and makes none (NVIDIA's, measured).
        if (made->indexParameters.empty()) break;
        made->elementIndex = a->value.index;
        made->elementCompiles = &array->programs;
        if (const Parameter* parameter = findParameter(effect, array->name)) made->elementArray = parameter->self;
        {
          // Every name in order, then last first, each once (NVIDIA's order).
          std::vector<Id> named;
          for (const effect::Value& compile : array->programs)
            for (const ast::Expr* argument : compile.args) namedParameters(effect, *argument, named);
          for (auto it = named.rbegin(); it != named.rend(); ++it)
            if (std::ranges::find(made->argumentParameters, *it) == made->argumentParameters.end())
              made->argumentParameters.push_back(*it);
        }
        break;
      }
      default: break;
    }
    auto id = state().assignments.add(std::move(made));
    if (!id) return false;
    state().assignments.get(*id)->self = *id;
    ids.push_back(*id);
  }
  return true;
}

}  // namespace

Parameter* findParameter(const Effect& effect, const std::string& name) {
  return findByPath(effect.parameters, name);
}

// Expressions nest only as deep as the parser let them, so the recursion is bounded.
void namedParameters(const Effect& effect, const ast::Expr& expr, std::vector<Id>& out) {
  switch (expr.kind) {
    case ast::ExprKind::Name:
      if (const Parameter* p = findParameter(effect, static_cast<const ast::NameExpr&>(expr).name)) out.push_back(p->self);
      break;
    case ast::ExprKind::Unary: namedParameters(effect, *static_cast<const ast::UnaryExpr&>(expr).operand, out); break;
    case ast::ExprKind::Binary:
      namedParameters(effect, *static_cast<const ast::BinaryExpr&>(expr).lhs, out);
      namedParameters(effect, *static_cast<const ast::BinaryExpr&>(expr).rhs, out);
      break;
    case ast::ExprKind::Constructor:
      for (const ast::Expr* arg : static_cast<const ast::ConstructorExpr&>(expr).args) namedParameters(effect, *arg, out);
      break;
    default: break;
  }
}

namespace {

// Lists the new root `root` after the effect's others (unlisted when the effect has its name already).
void listRoot(Effect& effect, Id root) {
  Parameter* top = state().parameters.get(root);
  top->unlisted = findParameter(effect, top->name) != nullptr;  // only the API makes one so
  std::vector<Id>& list = top->unlisted ? effect.unlisted : effect.parameters;
  top->position = static_cast<std::uint32_t>(list.size());
  list.push_back(root);
}

}  // namespace

std::optional<Id> addEffectParameter(Effect& effect, CGtype type, int length, const std::string& name,
                                     const std::string& semantic, const std::vector<double>& initial) {
  auto root = addNode(effect, length > 0 ? CG_ARRAY : type, name, semantic, initial, 0);
  if (!root) return std::nullopt;
  listRoot(effect, *root);
  if (length == 0) return root;
  Parameter* top = state().parameters.get(*root);
  top->elementType = type;
  top->arraySize = length;
  const TypeInfo* info = typeByValue(type);
  const std::size_t stride = info && info->numeric() ? static_cast<std::size_t>(info->rows * info->columns) : 0;
  for (int i = 0; i < length; ++i) {
    auto element = addNode(effect, type, name + "[" + std::to_string(i) + "]", "", initial,
                           stride * static_cast<std::size_t>(i));
    if (!element) return std::nullopt;  // the root stays, with the elements made: destroyed with the effect
    appendChild(*root, *element);
  }
  return root;
}

namespace {

// Structs nest in structs only as deep as this in an effect parameter (Cg forbids a struct in itself, so
// only a pathological source reaches it): deeper fields are not made.
constexpr int kMaxStructDepth = 16;

// Where a struct's initializer stands after a field cgx does not make: past the field's own components
// when they can be counted (a one-dimensional array of a numeric type), else past every value, so that
// the fields after it are made without values rather than with the skipped field's.
std::size_t offsetAfterSkipped(const ast::VarDecl& field, std::size_t offset, const std::vector<double>& initial) {
  const TypeInfo* info = typeByValue(declaredType(field.type));
  const int length = arrayLength(field);
  if (info && info->numeric() && length > 0)
    return offset + static_cast<std::size_t>(length) * static_cast<std::size_t>(info->rows * info->columns);
  return initial.size() + 1;
}

// The struct or interface a declaration's type names in the effect's source, or null.
const ast::Decl* userTypeDecl(const EffectModel& model, const ast::TypeSpec* spec) {
  if (!spec || !model.unit) return nullptr;
  if (spec->kind == ast::TypeSpec::Kind::Struct) return spec->structDecl;
  if (spec->kind != ast::TypeSpec::Kind::Named) return nullptr;
  for (const ast::Decl* decl : model.unit->decls)
    if ((decl->kind == ast::DeclKind::Struct && static_cast<const ast::StructDecl*>(decl)->hasBody) ||
        decl->kind == ast::DeclKind::Interface)
      if (decl->name == spec->name) return decl;
  return nullptr;
}

// Makes the struct parameter `name` of `decl` (CG_STRUCT, its named type the effect's user type) with a node
// per field, numeric fields valued from initial[offset...] in order (NVIDIA's: `Flat red = { float4(1, 0,
// 0, 0.5) }` is red.c = 1 0 0 0.5); fields of a type cgx does not make are left out. Null when full.
std::optional<Id> addStructNode(Effect& effect, const EffectModel& model, const ast::StructDecl& decl,
                                const std::string& name, const std::vector<double>& initial, std::size_t& offset,
                                int depth) {
  auto made = addNode(effect, CG_STRUCT, name, "", {}, 0);
  if (!made) return std::nullopt;
  state().parameters.get(*made)->userType = userTypeNamed(effect.userTypes, decl.name);
  for (const ast::Decl* member : decl.members) {
    if (member->kind != ast::DeclKind::Var) continue;
    const auto* field = static_cast<const ast::VarDecl*>(member);
    if (!field->arrayDims.empty()) {  // not made yet (docs/libcg.md, "Not yet")
      offset = offsetAfterSkipped(*field, offset, initial);
      continue;
    }
    const std::string path = name + "." + field->name;
    std::optional<Id> child;
    const CGtype type = declaredType(field->type);
    const auto* nested = static_cast<const ast::StructDecl*>(userTypeDecl(model, field->type));
    if (type != CG_UNKNOWN_TYPE) {
      child = addNode(effect, type, path, "", initial, offset);
      const TypeInfo* info = typeByValue(type);
      if (info && info->numeric()) offset += static_cast<std::size_t>(info->rows * info->columns);
    } else if (nested && nested->kind == ast::DeclKind::Struct && depth < kMaxStructDepth) {
      child = addStructNode(effect, model, *nested, path, initial, offset, depth + 1);
    } else {
      offset = offsetAfterSkipped(*field, offset, initial);
      continue;
    }
    if (!child) return std::nullopt;
    appendChild(*made, *child);
  }
  return made;
}

// The index of a `BUFFER[n]` semantic; -1 for none or an unindexed `BUFFER` (numberUnindexedBuffers).
int bufferIndexOf(const std::string& semantic) {
  int index = -1;
  if (semantic.size() > 8 && semantic.compare(0, 7, "BUFFER[") == 0 && semantic.back() == ']' &&
      std::sscanf(semantic.c_str() + 7, "%d", &index) != 1)
    index = -1;
  return index;
}

// An unindexed `BUFFER` takes the first index no other buffer of the effect has, in declaration order, as
// cgc numbers a program's (compiler/profile/UniformBuffers.h).
void numberUnindexedBuffers(const Effect& effect) {
  std::vector<Parameter*> buffers;
  std::set<int> taken;
  for (Id root : effect.parameters)
    if (Parameter* p = state().parameters.get(root); p && p->type == CG_UNIFORMBUFFER) {
      buffers.push_back(p);
      if (p->bufferIndex >= 0) taken.insert(p->bufferIndex);
    }
  int next = 0;
  for (Parameter* p : buffers)
    if (p->bufferIndex < 0) {
      while (taken.count(next)) ++next;
      p->bufferIndex = next;
      taken.insert(next);
    }
}

// An effect parameter of a struct or interface type, when `p` is one; false only when a table is full.
bool addUserTypedEffectParameter(Effect& effect, const EffectModel& model, const effect::Parameter& p) {
  const ast::Decl* type = userTypeDecl(model, p.decl->type);
  if (!type) return true;
  const CGtype userType = userTypeNamed(effect.userTypes, type->name);
  const std::vector<ast::Expr*>& dims = p.decl->arrayDims;
  if (type->kind == ast::DeclKind::Interface) {
    // `Shade one` or `Shade layers[]`: a struct of the interface's type without fields until a struct that
    // implements it is connected (EffectInterfaces.h); an unsized array is sized by cgSetArraySize.
    if (dims.size() > 1 || (dims.size() == 1 && dims.front() != nullptr)) return true;  // not made yet
    auto root = addNode(effect, dims.empty() ? CG_STRUCT : CG_ARRAY, p.name, "", {}, 0);
    if (!root) return false;
    Parameter* top = state().parameters.get(*root);
    if (dims.empty()) {
      top->userType = userType;
    } else {
      top->elementType = CG_STRUCT;
      top->elementUserType = userType;
      top->resizable = true;
    }
    listRoot(effect, *root);
    return true;
  }
  if (!dims.empty()) return true;  // arrays of structs: not made yet
  std::size_t offset = 0;
  const auto& declared = static_cast<const ast::StructDecl&>(*type);
  auto root = addStructNode(effect, model, declared, p.name, p.initial, offset, 0);
  if (!root) return false;
  if (declared.isBufferBlock) {
    // Cg 3.1's `uniform Colours { ... } colours : BUFFER[1]`: NVIDIA's effect has a uniform buffer parameter
    // (measured: oracle/effect-uniform-buffers.c), which its programs' buffer parameters connect to.
    Parameter* top = state().parameters.get(*root);
    top->type = CG_UNIFORMBUFFER;
    top->userType = CG_UNKNOWN_TYPE;
    top->bufferBlock = declared.name;
    top->bufferIndex = bufferIndexOf(p.decl->semantic ? p.decl->semantic->text : "");
  }
  listRoot(effect, *root);
  return true;
}

}  // namespace

namespace {

// A string effect parameter's value (an array's: its elements'), from its initializer: a string literal, or
// a brace list of them for an array. One declared without a value has NVIDIA's "<null atom>" (measured:
// oracle/strings.c).
void setInitialStrings(Id root, const ast::Expr* init) {
  State& s = state();
  Parameter* top = s.parameters.get(root);
  if (!top) return;
  std::vector<Parameter*> leaves;
  if (top->type == CG_ARRAY) {
    for (Id child : top->children)
      if (Parameter* element = s.parameters.get(child)) leaves.push_back(element);
  } else {
    leaves.push_back(top);
  }
  std::vector<const ast::Expr*> values;
  if (init && init->kind == ast::ExprKind::InitList)
    values.assign(static_cast<const ast::InitListExpr*>(init)->elements.begin(),
                  static_cast<const ast::InitListExpr*>(init)->elements.end());
  else if (init)
    values.push_back(init);
  for (std::size_t i = 0; i < leaves.size(); ++i) {
    leaves[i]->hasText = true;
    leaves[i]->text = i < values.size() && values[i]->kind == ast::ExprKind::StringLiteral
                          ? static_cast<const ast::StringLiteralExpr*>(values[i])->value
                          : std::string("<null atom>");
  }
}

// The source's structs and interfaces as the context's user types, in declaration order (cgGetUserType).
void addUserTypes(Effect& effect, const EffectModel& model) {
  if (!model.unit) return;
  for (const ast::Decl* decl : model.unit->decls) {
    if (decl->kind == ast::DeclKind::Interface) {
      effect.userTypes.push_back(internUserType(effect.context, decl->name, true, CG_UNKNOWN_TYPE, {}));
      continue;
    }
    if (decl->kind != ast::DeclKind::Struct) continue;
    const auto* declared = static_cast<const ast::StructDecl*>(decl);
    if (!declared->hasBody || declared->name.empty()) continue;
    std::vector<std::string> fields;
    std::vector<CGtype> fieldTypes;
    for (const ast::Decl* member : declared->members)
      if (member->kind == ast::DeclKind::Var) {
        const auto* field = static_cast<const ast::VarDecl*>(member);
        fields.push_back(field->name);
        fieldTypes.push_back(field->arrayDims.empty() ? declaredType(field->type) : CG_UNKNOWN_TYPE);
      }
    const CGtype parent = declared->interfaces.empty() ? CG_UNKNOWN_TYPE
                                                        : userTypeNamed(effect.userTypes, declared->interfaces.front().name);
    effect.userTypes.push_back(internUserType(effect.context, declared->name, false, parent, fields, fieldTypes));
  }
}

}  // namespace

bool addEffectParameters(Effect& effect, const EffectModel& model) {
  addUserTypes(effect, model);
  for (const effect::Parameter& p : model.effect.parameters) {
    const CGtype type = declaredType(p.decl->type);
    if (type == CG_UNKNOWN_TYPE) {
      if (!addUserTypedEffectParameter(effect, model, p)) return false;
      continue;
    }
    const int length = arrayLength(*p.decl);
    if (length < 0) continue;  // not made yet (docs/libcg.md, "Not yet")
    const std::string semantic =
        semanticUnderPolicy(p.decl->semantic && !p.decl->semantic->isRegister ? p.decl->semantic->text : "");
    const auto made = addEffectParameter(effect, type, length, p.name, semantic, p.initial);
    if (!made) return false;
    if (type == CG_STRING) setInitialStrings(*made, p.decl->init);
  }
  numberUnindexedBuffers(effect);
  return true;
}

// Makes the handles of `list`'s annotations that have a value into `ids`; false when the table is full.
bool makeAnnotations(const std::vector<effect::Annotation>& list, std::vector<Id>& ids) {
  for (const effect::Annotation& a : list) {
    if (a.value.kind == effect::ValueKind::Invalid) continue;  // no value: not made, as NVIDIA's
    auto made = std::make_unique<Annotation>();
    made->position = static_cast<std::uint32_t>(ids.size());
    made->list = &ids;
    made->name = a.name;
    made->type = declaredType(a.type);
    if (a.value.kind == effect::ValueKind::String) {
      made->hasText = true;
      made->text = a.value.text;
    } else {
      made->numbers = a.value.numbers;
    }
    auto id = state().annotations.add(std::move(made));
    if (!id) return false;
    state().annotations.get(*id)->self = *id;
    ids.push_back(*id);
  }
  return true;
}

bool addAnnotations(Effect& effect, const EffectModel& model) {
  for (std::size_t t = 0; t < model.effect.techniques.size() && t < effect.techniques.size(); ++t) {
    Technique* technique = state().techniques.get(effect.techniques[t]);
    if (!technique) continue;
    const effect::Technique& source = model.effect.techniques[t];
    if (!makeAnnotations(source.annotations, technique->annotations)) return false;
    for (std::size_t p = 0; p < source.passes.size() && p < technique->passes.size(); ++p)
      if (Pass* pass = state().passes.get(technique->passes[p]);
          pass && !makeAnnotations(source.passes[p].annotations, pass->annotations))
        return false;
  }
  for (const effect::Parameter& source : model.effect.parameters) {
    Parameter* parameter = findParameter(effect, source.name);
    if (parameter && !parameter->hasParent && !makeAnnotations(source.annotations, parameter->annotations))
      return false;
  }
  return true;
}

bool addStateAssignments(Effect& effect, const EffectModel& model) {
  for (std::size_t t = 0; t < model.effect.techniques.size() && t < effect.techniques.size(); ++t) {
    const Technique* technique = state().techniques.get(effect.techniques[t]);
    const std::vector<effect::Pass>& passes = model.effect.techniques[t].passes;
    for (std::size_t p = 0; technique && p < passes.size() && p < technique->passes.size(); ++p) {
      Pass* pass = state().passes.get(technique->passes[p]);
      if (pass && !makeAssignments(effect, model, passes[p].states, false, pass->self, pass->assignments)) return false;
    }
  }
  for (std::size_t i = 0; i < model.effect.parameters.size(); ++i) {
    const effect::Parameter& source = model.effect.parameters[i];
    Parameter* parameter = source.samplerStates.empty() ? nullptr : findParameter(effect, source.name);
    if (parameter && parameter->effectParameter && !parameter->hasParent &&
        !makeAssignments(effect, model, source.samplerStates, true, parameter->self, parameter->samplerAssignments))
      return false;
  }
  return true;
}

namespace {

// Makes the uncompiled program of `compile` (profile `profile`) for the effect: a program of the context and
// of the effect, its entry's uniforms bound to the `compile`'s arguments. Null (raised) when the table is full.
Program* makeEffectProgram(Context& owner, Effect& effect, const EffectModel& model, const effect::Value& compile,
                           CGprofile profile) {
  auto program = std::make_unique<Program>();
  program->source = model.source;
  program->fileName = model.fileName;
  program->entry = compile.entry;
  program->profile = profile;
  program->args = model.args;
  program->effectProgram = true;
  program->effect = effect.self;
  for (std::size_t i = 0; i < compile.arguments.size(); ++i) {
    const effect::Value& argument = compile.arguments[i];
    EffectArgument bound;
    if (argument.kind == effect::ValueKind::Invalid && i < compile.args.size()) {
      bound.expression = compile.args[i];  // evaluated at binding (EffectArguments.h)
    } else if (argument.kind == effect::ValueKind::Reference) {
      const Parameter* parameter = findParameter(effect, argument.text);
      bound.connects = parameter != nullptr;
      if (parameter) bound.parameter = parameter->self;
    } else {
      bound.values = argument.numbers;
    }
    program->effectArguments.push_back(std::move(bound));
  }
  Program* created = addProgram(owner, std::move(program));
  if (created) effect.programs.push_back(created->self);
  return created;
}

}  // namespace

bool addEffectPrograms(Context& context, Effect& made, const EffectModel& model) {
  const std::string listing = context.listing;  // the effect's warnings: the programs' own are not NVIDIA's
  const Id effectId = made.self, contextId = context.self;
  // The assignments kept that make programs (one replaced by a later assignment makes none, as NVIDIA's), in
  // order: a `compile` makes one, a program array's element `(F[select])` one per element of the array
  // (NVIDIA's, measured: oracle/effect-program-arrays.c).
  std::vector<Id> makers;
  std::size_t count = 0;
  for (Id techniqueId : made.techniques)
    if (const Technique* technique = state().techniques.get(techniqueId))
      for (Id passId : technique->passes)
        if (const Pass* pass = state().passes.get(passId))
          for (Id id : pass->assignments)
            if (const StateAssignment* a = state().assignments.get(id); a && (a->compile || a->elementCompiles)) {
              makers.push_back(id);
              count += a->compile ? 1 : a->elementCompiles->size();
            }
  if (count > kMaxEffectPrograms || count * model.source.size() > kMaxEffectProgramSourceBytes) {
    context.listing = "cgx: error: the effect's " + std::to_string(count) + " programs (compile) of its " +
                      std::to_string(model.source.size()) + " bytes of source are more than cgx makes (" +
                      std::to_string(kMaxEffectPrograms) + " programs, " +
                      std::to_string(kMaxEffectProgramSourceBytes >> 20) + " MB of source copied into them)\n";
    raise(CG_COMPILER_ERROR, handleOf(context));
    return false;
  }
  for (Id assignmentId : makers) {
    const StateAssignment* maker = state().assignments.get(assignmentId);
    const std::size_t programs = !maker ? 0 : maker->compile ? 1 : maker->elementCompiles->size();
    for (std::size_t i = 0; i < programs; ++i) {
      // Looked up again for each: the include callback a compile runs may destroy the effect (the context's
      // destruction waits for the call's end: CompileScope).
      Effect* effect = state().effects.get(effectId);
      StateAssignment* assignment = state().assignments.get(assignmentId);
      Context* owner = state().contexts.get(contextId);
      if (!effect || !assignment || !owner) return false;
      const effect::Value& compile = assignment->compile ? *assignment->compile : (*assignment->elementCompiles)[i];
      if (compile.kind != effect::ValueKind::Compile) {  // an element that is no `compile` (diagnosed)
        assignment->elementPrograms.emplace_back();
        continue;
      }
      Program* created = makeEffectProgram(*owner, *effect, model, compile, profileOf(compile.profile, *assignment));
      if (!created) return false;
      if (assignment->compile) {
        assignment->hasProgram = true;
        assignment->program = created->self;
      } else {
        assignment->elementPrograms.push_back(created->self);
      }
      if (compilerSupports(created->profile) && !compileEffectProgram(*created, *owner)) {
        endAsEffectListing(owner->listing);  // the program's diagnostics are the effect's listing
        return false;
      }
    }
  }
  if (Context* owner = state().contexts.get(contextId)) owner->listing = listing;
  return true;
}

Program* assignmentProgram(const StateAssignment& assignment) {
  State& s = state();
  if (assignment.hasProgram) return s.programs.get(assignment.program);
  const Pass* pass = assignment.elementIndex && !assignment.sampler ? s.passes.get(assignment.pass) : nullptr;
  const Technique* technique = pass ? s.techniques.get(pass->technique) : nullptr;
  const Effect* effect = technique ? s.effects.get(technique->effect) : nullptr;
  if (!effect || assignment.elementPrograms.empty()) return nullptr;
  // NVIDIA's (measured): the index truncated; one outside the array picks the first element.
  std::vector<double> index(1, 0.0);
  std::size_t chosen = 0;
  if (evaluateArgument(*assignment.elementIndex, *effect, 1, index) && index[0] >= 0 &&
      index[0] < static_cast<double>(assignment.elementPrograms.size()))
    chosen = static_cast<std::size_t>(index[0]);
  return s.programs.get(assignment.elementPrograms[chosen]);
}

void bindEffectProgram(Program& program) {
  State& s = state();
  const Effect* effect = program.effectProgram ? s.effects.get(program.effect) : nullptr;
  if (!effect) return;
  std::size_t argument = 0;
  for (Id root : program.roots) {
    Parameter* node = s.parameters.get(root);
    if (!node) continue;
    Parameter* from = nullptr;
    if (node->space == CG_GLOBAL) {
      from = findParameter(*effect, node->name);
    } else if (node->variability == CG_UNIFORM && argument < program.effectArguments.size()) {
      const EffectArgument& bound = program.effectArguments[argument++];
      if (bound.connects) {
        from = s.parameters.get(bound.parameter);
      } else if (bound.expression) {
        evaluateArgument(*bound.expression, *effect, node->value.size(), node->value);
      } else if (!bound.values.empty() && !node->value.empty()) {
        // A scalar fills every component; more components than the uniform has are dropped (cgc's C7011).
        for (std::size_t i = 0; i < node->value.size(); ++i)
          node->value[i] = bound.values.size() == 1 ? bound.values[0] : i < bound.values.size() ? bound.values[i] : 0.0;
      }
    }
    // A parameter the program kept from its last compile keeps its connection (ProgramBuild.h), and one
    // the application connected elsewhere stays so.
    if (from && (!node->hasSource || node->source == from->self) && topologyError(*from, *node) == CG_NO_ERROR)
      link(*from, *node);
    // A uniform buffer binds the buffer the effect's was given (cgSetEffectParameterBuffer).
    if (from && from->hasEffectBuffer)
      if (const Buffer* buffer = s.buffers.get(from->effectBuffer)) bindEffectBuffer(program, *node, *from, handleOf(*buffer));
  }
}

void bindEffectBuffer(Program& program, const Parameter& root, const Parameter& effectBuffer, CGbuffer buffer) {
  // Connected, or of the same variable: the effect's parameter may lack members cgx does not make yet (arrays
  // of structs), and then the two cannot be connected.
  const bool uses = root.type == CG_UNIFORMBUFFER && effectBuffer.type == CG_UNIFORMBUFFER &&
                    ((root.hasSource && root.source == effectBuffer.self) || root.name == effectBuffer.name);
  if (uses) bindProgramBuffer(program, root.bufferIndex >= 0 ? root.bufferIndex : effectBuffer.bufferIndex, buffer);
}

}  // namespace cgx::libcg

namespace cgx::libcg {

void evaluateEffectArguments(Program& program) {
  State& s = state();
  const Effect* effect = program.effectProgram ? s.effects.get(program.effect) : nullptr;
  if (!effect) return;
  std::size_t argument = 0;
  for (Id root : program.roots) {
    Parameter* node = s.parameters.get(root);
    if (!node || node->space == CG_GLOBAL || node->variability != CG_UNIFORM) continue;
    if (argument >= program.effectArguments.size()) return;
    const EffectArgument& bound = program.effectArguments[argument++];
    if (bound.expression && !node->value.empty() &&
        evaluateArgument(*bound.expression, *effect, node->value.size(), node->value))
      notifyValueChanged(*node);
  }
}

}  // namespace cgx::libcg
