#include "profile/Allocation.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <iterator>
#include <map>
#include <set>

#include "semantic/Semantics.h"
#include "support/Limits.h"

namespace cgx::profile {

using namespace ir;

namespace {

std::string constantResource(std::uint32_t index, std::uint32_t count) {
  std::string r = "c[" + std::to_string(index) + "]";
  if (count > 1) r += ", " + std::to_string(count);
  return r;
}

bool isMatrixClass(const TypeTable& types, TypeId t) {
  while (types.isArray(t)) t = types.get(t).element;
  return types.isMatrix(t);
}

bool isArrayOfMatrices(const TypeTable& types, TypeId t) {
  return types.isArray(t) && isMatrixClass(types, t);
}

// Registers of one space, first fit: cgc allocates in order, skipping what explicit bindings took.
// Taken registers are kept as merged [first, end) intervals rather than one flag per register, so a binding
// at a huge index costs one interval, not a flag per register below it (`: C2147483647` took 530 MB before
// C5102 was checked first).
// Registers are only ever taken, never freed, so the first fit for a given size only moves forward: each
// size keeps a cursor where its last search ended, and a search passes each interval at most once per size
// (10k uniforms: n log n, where a search from register 0 each time was quadratic).
class RegisterFile {
 public:
  void take(std::uint32_t first, std::uint32_t count) {
    if (count == 0) return;
    std::uint64_t lo = first, hi = std::uint64_t{first} + count;
    auto it = taken_.upper_bound(lo);
    if (it != taken_.begin() && std::prev(it)->second >= lo) --it;
    while (it != taken_.end() && it->first <= hi) {  // overlapping or adjacent: merge
      lo = std::min(lo, it->first);
      hi = std::max(hi, it->second);
      distinct_ -= it->second - it->first;
      it = taken_.erase(it);
    }
    taken_.emplace(lo, hi);
    distinct_ += hi - lo;
  }
  std::uint32_t firstFit(std::uint32_t count) {
    if (count == 0) return 0;
    std::uint64_t& start = cursor_[count];
    auto it = taken_.upper_bound(start);
    if (it != taken_.begin() && std::prev(it)->second > start) start = std::prev(it)->second;
    for (; it != taken_.end() && it->first < start + count; ++it) start = it->second;
    return static_cast<std::uint32_t>(start);
  }
  std::uint32_t distinct() const { return static_cast<std::uint32_t>(distinct_); }

 private:
  std::map<std::uint64_t, std::uint64_t> taken_;          // first -> end, disjoint and not adjacent
  std::map<std::uint32_t, std::uint64_t> cursor_;         // size -> no fit for it starts below this
  std::uint64_t distinct_ = 0;                            // registers taken
};

class Allocator {
 public:
  Allocator(const Module& module, const Profile& profile, const std::vector<UniformUsage>& uniforms,
            DiagnosticSink& sink)
      : module_(module), types_(module.types()), profile_(profile), uniforms_(uniforms), sink_(sink) {}

  Allocation run() {
    listEntries();
    bindInputs();
    bindOutputs();
    bindConstants();
    bindSamplers();
    return std::move(result_);
  }

 private:
  // One listing entry per leaf, in module order (global uniforms, then entry parameters in order).
  void listEntries() {
    std::map<std::uint32_t, const UniformUsage*> usageOf;
    for (const UniformUsage& u : uniforms_) usageOf[u.global.value] = &u;
    for (std::uint32_t g : parameterOrder()) {
      const Global& global = module_.globals[g];
      if (global.kind == GlobalKind::Static || global.kind == GlobalKind::Const) continue;
      if (global.kind == GlobalKind::Uniform) {
        const UniformUsage* usage = usageOf.at(g);
        bool matrixArray = isArrayOfMatrices(types_, global.type);
        for (const UniformLeaf& leaf : usage->leaves) {
          ResourceEntry e = entry(global, GlobalId(g), leaf.type, leaf.path, ParameterKind::Uniform);
          e.semantic = global.semantic;
          e.leafType = leaf.type;
          e.columnMajor = leaf.columnMajor;
          e.referenced = leaf.referenced;
          e.dynamic = leaf.dynamic;
          e.matrixArray = matrixArray;
          e.count = leaf.referenced ? leaf.registers : 0;
          result_.entries.push_back(std::move(e));
        }
        continue;
      }
      bool in = global.kind == GlobalKind::VaryingIn;
      const semantic::Semantic parsed = semantic::parse(global.semantic);
      if (in && profile_.stage == Stage::Fragment && types_.isArray(global.type) && !parsed.name.empty() &&
          types_.get(global.type).length > 0) {
        // One entry per element, each at its own semantic (cgc: `s[1] : $vin.TEXCOORD1 : TEX1`).
        const Type& array = types_.get(global.type);
        for (std::int32_t i = 0; i < array.length; ++i) {
          ResourceEntry e = entry(global, GlobalId(g), array.element, global.name + "[" + std::to_string(i) + "]",
                                  ParameterKind::VaryingIn);
          e.declaredSemantic = parsed.name + std::to_string(parsed.index + static_cast<std::uint32_t>(i));
          e.semantic = "$vin." + listedSemantic(e.declaredSemantic, in);
          e.referenced = global.referenced;
          result_.entries.push_back(std::move(e));
        }
        continue;
      }
      ResourceEntry e = entry(global, GlobalId(g), global.type, global.name,
                              in ? ParameterKind::VaryingIn : ParameterKind::VaryingOut);
      e.declaredSemantic = global.semantic;
      e.semantic = (in ? "$vin." : "$vout.") + listedSemantic(global.semantic, in);
      e.referenced = in ? global.referenced : true;
      result_.entries.push_back(std::move(e));
    }
  }

  // cgc's parameter order: the entry's parameters in signature order, then global uniforms in declaration
  // order (the module holds globals first).
  std::vector<std::uint32_t> parameterOrder() const {
    std::vector<std::uint32_t> order;
    for (bool globals : {false, true})
      for (std::uint32_t g = 0; g < module_.globals.size(); ++g) {
        const Global& global = module_.globals[g];
        bool isGlobalUniform = global.kind == GlobalKind::Uniform && global.ordinal < 0;
        if (isGlobalUniform == globals) order.push_back(g);
      }
    return order;
  }

  // Direct3D profiles (no ATTRn) list semantics with their usage index: $vin.POSITION0, $vout.COLOR0; the
  // output position stays $vout.POSITION. Vertex programs list an alias as its usage (HPOS -> POSITION,
  // COL0 -> COLOR0, FOGC -> FOG, DIFFUSE -> COLOR0) and PSIZE bare (measured on vs_1_1 and vs_2_0).
  std::string listedSemantic(const std::string& semantic, bool input) const {
    if (profile_.inputs.acceptsAttr || semantic.empty()) return semantic;
    semantic::Semantic parsed = semantic::parse(semantic);
    if (profile_.stage == Stage::Vertex) {
      if (parsed.spelling != nullptr && parsed.base != parsed.name) return parsed.canonical;
      if (parsed.name == "PSIZE") return semantic;
    }
    if (!parsed.digits.empty() || (!input && parsed.name == "POSITION")) return semantic;
    return semantic + "0";
  }

  ResourceEntry entry(const Global& global, GlobalId id, TypeId type, const std::string& name, ParameterKind kind) {
    ResourceEntry e;
    e.type = types_.name(type);
    e.name = name;
    e.kind = kind;
    e.ordinal = global.ordinal;
    e.global = id;
    e.span = global.span;
    return e;
  }

  void bindInputs() {
    RegisterFile file;
    std::vector<ResourceEntry*> unbound;
    std::uint32_t next = 0;
    for (ResourceEntry& e : result_.entries) {
      if (e.kind != ParameterKind::VaryingIn) continue;
      const Global& global = module_.global(e.global);
      semantic::Semantic parsed = semantic::parse(e.declaredSemantic);
      const std::string& semantic = parsed.canonical;
      if (semantic.empty()) {
        unbound.push_back(&e);
        continue;
      }
      std::optional<std::uint32_t> reg;
      if (parsed.name == "ATTR" && !profile_.inputs.acceptsAttr) {
        // Direct3D profiles have no generic attributes (measured: cgc says C5108 for vs_1_1 ... vs_3_0).
        sink_.report(DiagCode::UnknownSemantic, global.span,
                     "unknown semantics \"ATTR\" specified for \"" + global.name + "\"")
            .notes.push_back(DiagNote{SourceSpan{}, profile_.name + " binds inputs by usage (POSITION, NORMAL, "
                                                                   "TEXCOORDn, ...), not by ATTRn"});
        result_.complete = false;
        continue;
      }
      if (profile_.inputs.binding == InputBinding::Declaration && profile_.stage == Stage::Vertex) {
        reg = next++;
      } else if (parsed.name == "ATTR" && parsed.index < profile_.inputs.registers) {
        reg = parsed.index;  // sema limits ATTRn to the stage's range; a larger n gets no register
      } else if (auto it = profile_.inputs.registerOf.find(semantic); it != profile_.inputs.registerOf.end()) {
        reg = it->second;
      }
      if (!reg) {
        // Not a register of this profile: system values (WPOS, FACE, ...) keep their semantic's name.
        e.space = ResourceSpace::Named;
        e.resource = listingName(semantic, semantic);
        continue;
      }
      setInput(e, semantic, *reg);
      file.take(*reg, 1);
    }
    // Inputs without a semantic take the free attribute registers in order (cgc: `$vin.ATTR1 : ATTR1`); a
    // fragment program's take the free texture coordinates (cgc: `$vin.TEX1 : TEX1`).
    for (ResourceEntry* e : unbound) {
      if (profile_.stage == Stage::Fragment) {
        std::string semantic = freeTexcoord(ParameterKind::VaryingIn);
        e->space = ResourceSpace::Named;
        e->resource = listingName(semantic, semantic);
        e->semantic = "$vin." + e->resource;
        continue;
      }
      std::uint32_t reg = file.firstFit(1);
      file.take(reg, 1);
      setInput(*e, "ATTR" + std::to_string(reg), reg);
      e->semantic = "$vin.ATTR" + std::to_string(reg);
    }
    result_.inputRegisters = file.distinct();
  }

  // The lowest TEXCOORDn no varying of this direction binds: where cgc puts one without a semantic.
  std::string freeTexcoord(ParameterKind kind) {
    std::set<std::string>& given = kind == ParameterKind::VaryingIn ? texcoordsGivenIn_ : texcoordsGivenOut_;
    for (unsigned n = 0;; ++n) {
      std::string semantic = "TEXCOORD" + std::to_string(n);
      bool taken = given.count(semantic) != 0;
      for (const ResourceEntry& other : result_.entries)
        taken |= other.kind == kind && semantic::canonical(other.declaredSemantic) == semantic;
      if (taken) continue;
      given.insert(semantic);
      return semantic;
    }
  }

  void setInput(ResourceEntry& e, const std::string& semantic, std::uint32_t reg) {
    e.space = ResourceSpace::Input;
    e.index = reg;
    e.count = 1;
    e.resource = listingName(semantic, "ATTR" + std::to_string(reg));
  }

  std::string listingName(const std::string& semantic, const std::string& fallback) const {
    auto it = profile_.inputs.listingName.find(semantic);
    return it != profile_.inputs.listingName.end() ? it->second : fallback;
  }

  void bindOutputs() {
    std::uint32_t used = 0;
    for (ResourceEntry& e : result_.entries) {
      if (e.kind != ParameterKind::VaryingOut) continue;
      std::string semantic = semantic::canonical(e.declaredSemantic);
      if (profile_.outputs.registers && used == *profile_.outputs.registers) {
        // vs_3_0 has 12 general output registers for any mix of semantics: the 13th output has none.
        sink_.report(DiagCode::NoResourceForParameter, e.span,
                     "cannot locate suitable resource to bind parameter \"" + e.name + "\"")
            .notes.push_back(DiagNote{SourceSpan{}, profile_.name + " has " +
                                                        std::to_string(*profile_.outputs.registers) +
                                                        " output registers"});
        result_.complete = false;
        continue;
      }
      if (semantic.empty()) {  // cgc: the lowest free texture coordinate (`$vout.TEX0 : TEX0`)
        semantic = freeTexcoord(ParameterKind::VaryingOut);
        auto named = profile_.outputs.listingName.find(semantic);
        e.semantic = "$vout." + (named != profile_.outputs.listingName.end() ? named->second : semantic);
      }
      auto it = profile_.outputs.listingName.find(semantic);
      if (it == profile_.outputs.listingName.end() && reportIndexBeyondOutputs(e, semantic)) continue;
      e.space = ResourceSpace::Output;
      e.index = profile_.outputs.registers ? used : 0;  // o<N> in vs_3_0; fixed registers elsewhere
      ++used;
      e.count = 1;
      e.resource = it != profile_.outputs.listingName.end() ? it->second : semantic;
    }
    result_.outputRegisters = used;
  }

  // An output the profile lists with lower indices only (COLOR1 where fp30, fp20 and ps_1_x have COLOR0
  // alone): C5102 in cgc's words, as sema gives it for indices beyond the stage's range.
  bool reportIndexBeyondOutputs(const ResourceEntry& e, const std::string& canonical) {
    semantic::Semantic written = semantic::parse(canonical);
    if (written.spelling == nullptr || !written.spelling->indexed) return false;
    bool listed = false;
    for (const auto& [listedSemantic, resource] : profile_.outputs.listingName)
      listed = listed || semantic::parse(listedSemantic).name == written.name;
    if (!listed) return false;
    sink_.report(DiagCode::SemanticIndexTooBig, e.span,
                 "output semantic attribute \"" + written.name + "\" has too big of a numeric index (" +
                     std::to_string(written.index) + ")")
        .notes.push_back(DiagNote{SourceSpan{}, profile_.name + " has no " + canonical + " output"});
    result_.complete = false;
    return true;
  }

  bool numberedConstants() const {
    return profile_.target == Target::Assembly && profile_.constants.registers.has_value();
  }

  // The constant-register leaves of one uniform, as one block (a dynamically indexed array must be
  // contiguous; a plain uniform's referenced leaves are consecutive anyway).
  struct Block {
    std::vector<ResourceEntry*> leaves;
    std::uint32_t registers = 0;
    std::optional<std::uint32_t> fixedAt;  // `: register(cN)` / `: CN`
    const Global* global = nullptr;
  };

  void bindConstants() {
    std::vector<Block> matrices, others;
    // Each global's entries, found in one pass (a search of all entries per global was quadratic).
    std::vector<std::vector<ResourceEntry*>> entriesOf(module_.globals.size());
    for (ResourceEntry& e : result_.entries) entriesOf[e.global.value].push_back(&e);
    for (std::uint32_t g : parameterOrder()) {
      const Global& global = module_.globals[g];
      if (global.kind != GlobalKind::Uniform) continue;
      if (profile_.parameterBuffers && global.binding.kind == BindingHint::Kind::Buffer) {
        for (ResourceEntry* e : entriesOf[g]) e->count = 0;  // in its buffer (UniformBuffers.h), no register
        continue;
      }
      if (!profile_.constants.boundMatrices && types_.isMatrix(global.type) &&
          (!global.semantic.empty() || global.binding.kind != BindingHint::Kind::None)) {
        reportUnboundMatrix(g);
        continue;
      }
      Block block;
      block.global = &global;
      for (ResourceEntry* e : entriesOf[g])
        if (e->count > 0) {  // samplers take no constant register (count 0)
          block.leaves.push_back(e);
          block.registers += e->count;
        }
      if (block.leaves.empty()) continue;
      if (global.binding.kind == BindingHint::Kind::ConstRegister &&
          (global.binding.profile.empty() || global.binding.profile == profile_.name)) {
        if (!indexWithinLimit(global, profile_.constants.semanticIndexLimit.value_or(limits::kRegisterIndex))) {
          for (ResourceEntry* e : block.leaves) e->count = 0;
          continue;
        }
        block.fixedAt = global.binding.index;
      }
      (isMatrixClass(types_, global.type) ? matrices : others).push_back(std::move(block));
    }
    result_.literals = collectLiterals(module_);
    auto literalCount = static_cast<std::uint32_t>(result_.literals.size());

    RegisterFile file;
    for (const std::vector<Block>* group : {&matrices, &others})
      for (const Block& b : *group)
        if (b.fixedAt) file.take(*b.fixedAt, b.registers);
    // arbvp1 keeps c[0] for the first literal register, used or not (measured: uniforms start at c[1] even
    // without literals), and puts any further literal registers after the uniforms.
    RegisterFile reserved;
    if (profile_.constants.literalsFirst) {
      std::uint32_t first = file.firstFit(1);
      file.take(first, 1);
      result_.literalRegisterAt.push_back(first);
      if (literalCount > 0) reserved.take(first, 1);
    }
    for (const std::vector<Block>* group : {&matrices, &others})
      for (const Block& b : *group) place(b, file);
    while (result_.literalRegisterAt.size() < literalCount) {
      std::uint32_t at = file.firstFit(1);
      file.take(at, 1);
      reserved.take(at, 1);
      result_.literalRegisterAt.push_back(at);
    }
    if (literalCount == 0) result_.literalRegisterAt.clear();
    for (const std::vector<Block>* group : {&matrices, &others})
      for (const Block& b : *group)
        if (b.leaves.front()->count > 0) reserved.take(b.leaves.front()->index, b.registers);
    result_.constantRegisters = numberedConstants() ? reserved.distinct() : 0;
    for (const std::vector<Block>* group : {&matrices, &others})
      for (const Block& b : *group) result_.uniformRegisters += b.registers;
  }

  // C5102 for a register binding at or past `limit`, checked before the register is taken, as cgc does
  // (measured: `: C256` on glslv). The index was read saturating, so a huge one is never a small one.
  bool indexWithinLimit(const Global& global, std::uint32_t limit) {
    if (global.binding.index < limit) return true;
    std::string index = global.binding.index == UINT32_MAX ? "more than 4294967294" : std::to_string(global.binding.index);
    std::string letter = global.binding.kind == BindingHint::Kind::ConstRegister ? "C" : global.binding.text;
    sink_.report(DiagCode::SemanticIndexTooBig, global.span,
                 "input semantic attribute \"" + letter + "\" has too big of a numeric index (" + index + ")")
        .notes.push_back(DiagNote{SourceSpan{}, profile_.name + "'s register indices end at " + std::to_string(limit - 1)});
    result_.complete = false;
    return false;
  }

  void reportUnboundMatrix(std::uint32_t g) {
    const Global& global = module_.globals[g];
    sink_.report(DiagCode::NoResourceForParameter, global.span,
                 "cannot locate suitable resource to bind parameter \"" + global.name + "\"")
        .notes.push_back(DiagNote{SourceSpan{}, profile_.name +
                                                    " binds a uniform with a semantic or register to one combiner "
                                                    "constant, which a matrix does not fit (cgc rejects it even "
                                                    "when unused)"});
    result_.complete = false;
    for (ResourceEntry& e : result_.entries)
      if (e.global.value == g) e.count = 0;
  }

  void place(const Block& b, RegisterFile& file) {
    bool matrixArray = b.leaves.front()->matrixArray && b.leaves.front()->dynamic;
    const std::optional<std::uint32_t>& limit = profile_.constants.matrixArrayLimit;
    if (matrixArray && limit && b.registers > *limit) {
      sink_.report(DiagCode::NoResourceForParameter, b.global->span,
                   "cannot locate suitable resource to bind parameter \"" + b.global->name + "\"")
          .notes.push_back(DiagNote{SourceSpan{}, "a dynamically indexed array of matrices must fit in " +
                                                      std::to_string(*limit) + " constant registers of " +
                                                      profile_.name + "; \"" + b.global->name + "\" needs " +
                                                      std::to_string(b.registers)});
      result_.complete = false;
      for (ResourceEntry* e : b.leaves) e->count = 0;
      return;
    }
    std::uint32_t at = b.fixedAt ? *b.fixedAt : file.firstFit(b.registers);
    if (!b.fixedAt) file.take(at, b.registers);
    for (ResourceEntry* e : b.leaves) {
      e->index = at;
      if (numberedConstants()) {
        e->space = ResourceSpace::Constant;
        e->resource = constantResource(at, e->count);
      } else {
        e->space = ResourceSpace::Named;
        e->resource = e->name;
      }
      at += e->count;
    }
  }

  void bindSamplers() {
    RegisterFile units;
    std::vector<ResourceEntry*> pending;
    for (ResourceEntry& e : result_.entries) {
      if (e.kind != ParameterKind::Uniform || e.type.rfind("sampler", 0) != 0 || !e.referenced) continue;
      const Global& global = module_.global(e.global);
      if (global.binding.kind == BindingHint::Kind::TexUnit && e.name == global.name) {
        if (!indexWithinLimit(global, limits::kRegisterIndex)) continue;
        setUnit(e, global.binding.index);
        units.take(global.binding.index, 1);
      } else {
        pending.push_back(&e);
      }
    }
    for (ResourceEntry* e : pending) {
      std::uint32_t unit = units.firstFit(1);
      units.take(unit, 1);
      setUnit(*e, unit);
    }
    for (const ResourceEntry& e : result_.entries)
      if (e.space == ResourceSpace::TexUnit) result_.texUnits = std::max(result_.texUnits, e.index + 1);
  }

  void setUnit(ResourceEntry& e, std::uint32_t unit) {
    e.space = ResourceSpace::TexUnit;
    e.index = unit;
    e.count = 1;
    e.resource = "texunit " + std::to_string(unit);
  }

  const Module& module_;
  const TypeTable& types_;
  const Profile& profile_;
  const std::vector<UniformUsage>& uniforms_;
  DiagnosticSink& sink_;
  Allocation result_;
  std::set<std::string> texcoordsGivenIn_, texcoordsGivenOut_;  // freeTexcoord's answers so far
};

}  // namespace

Allocation allocateResources(const Module& module, const Profile& profile, const std::vector<UniformUsage>& uniforms,
                             DiagnosticSink& sink) {
  return Allocator(module, profile, uniforms, sink).run();
}

}  // namespace cgx::profile
