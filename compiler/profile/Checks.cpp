#include "profile/Checks.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "ir/Intrinsic.h"
#include "profile/IrWalk.h"
#include "profile/WrittenComponents.h"
#include "semantic/Semantics.h"

namespace cgx::profile {

using namespace ir;

namespace {

std::string plural(std::uint32_t n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

class Checker {
 public:
  Checker(const Module& module, const Profile& profile, const Allocation& allocation,
          const std::vector<UniformUsage>& uniforms, const CostEstimate& cost, const CheckOptions& options,
          DiagnosticSink& sink)
      : module_(module), profile_(profile), allocation_(allocation), uniforms_(uniforms), cost_(cost),
        options_(options), sink_(sink) {}

  CheckResult run() {
    if (!allocation_.complete) fail("a parameter has no resource (C5041)");
    walkCode();
    dynamicIndexing();
    privateArrayIndexing();
    textureUnitsByCoordinate();
    constantRegisters();
    outputRegisters();
    requiredOutput();
    samplers();
    instructions();
    // Temporaries are estimated (-resources, -reflect, -profiles) but not checked: the estimate comes
    // from the IR's variables before register allocation and overshoots cgc's count (morph_dawn: 15
    // against cgc's 12 on vp20), so C6001 would reject programs cgc accepts.
    return result_;
  }

 private:
  Diagnostic& report(DiagCode code, SourceSpan span, std::string message, const std::string& summary) {
    fail(summary);
    return sink_.report(code, span, std::move(message));
  }
  void fail(const std::string& summary) {
    if (result_.fits) result_.firstFailure = summary;
    result_.fits = false;
  }

  // C3004 and C5201 (functions without an instruction here) and C5014 (discard where the profile has none):
  // one walk over the code, reporting each function once (cgc reports every call; once is enough to act on).
  void walkCode() {
    std::set<std::string> reported;
    bool discardReported = false;
    for (FuncId f : reachableFunctions(module_)) {
      const Function& fn = module_.function(f);
      forEachStmt(fn.body, [&](const Stmt& s) {
        bool isDiscard = std::holds_alternative<DiscardStmt>(s.node);
        if (const auto* ic = std::get_if<IntrinsicCallStmt>(&s.node))
          isDiscard = isDiscard || std::string(intrinsicName(ic->op)) == "clip";
        // The profile data says which profiles kill fragments (or, gp4vp and glslv, vertices): fp20 and ps_1_x
        // cannot, nor can the other vertex profiles.
        if (isDiscard && !profile_.discard && !discardReported) {
          discardReported = true;
          report(DiagCode::DiscardNotSupported, s.span, "profile does not support \"discard\" statements",
                 "discard not supported (C5014)");
        }
        forEachRoot(s, [&](ExprId root, bool) { intrinsicsIn(fn, root, reported); });
      });
    }
  }

  // Whether `id` is a constant (or a smeared constant) whose every component is `value`.
  bool isConstant(const Function& fn, ExprId id, double value) const {
    const ExprNode& n = fn.expr(id).node;
    if (const auto* splat = std::get_if<SplatExpr>(&n)) return isConstant(fn, splat->value, value);
    const auto* c = std::get_if<ConstantExpr>(&n);
    if (c == nullptr) return false;
    const Constant& k = module_.constant(c->constant);
    return std::all_of(k.values.begin(), k.values.end(), [&](double v) { return v == value; });
  }

  // saturate(x), which the library spells min(max(x, 0), 1): every profile has it as an output modifier,
  // the register combiners included, so its min and max are not the functions fp20 lacks.
  std::optional<ExprId> saturatedMax(const Function& fn, const IntrinsicExpr& call) const {
    if (std::string(intrinsicName(call.op)) != "min" || call.args.size() != 2 || !isConstant(fn, call.args[1], 1))
      return std::nullopt;
    const auto* inner = std::get_if<IntrinsicExpr>(&fn.expr(call.args[0]).node);
    if (inner == nullptr || std::string(intrinsicName(inner->op)) != "max" || inner->args.size() != 2 ||
        !isConstant(fn, inner->args[1], 0))
      return std::nullopt;
    return call.args[0];
  }

  void intrinsicsIn(const Function& fn, ExprId root, std::set<std::string>& reported) {
    std::set<std::uint32_t> saturates;  // the max() halves of saturate()s seen (parents come first)
    forEachExpr(fn, root, [&](ExprId id) {
      const auto* call = std::get_if<IntrinsicExpr>(&fn.expr(id).node);
      if (call == nullptr || saturates.count(id.value) != 0) return;
      if (std::optional<ExprId> max = saturatedMax(fn, *call)) {
        saturates.insert(max->value);
        return;
      }
      std::string name = intrinsicName(call->op);
      std::string why = unsupportedReason(name);
      bool noInstruction = std::find(profile_.invalidInternalFunctions.begin(), profile_.invalidInternalFunctions.end(),
                                     name) != profile_.invalidInternalFunctions.end();
      if ((why.empty() && !noInstruction) || !reported.insert(name).second) return;
      const TypeTable& types = module_.types();
      std::string signature = types.name(fn.expr(id).type) + " " + name + "(";
      for (std::size_t i = 0; i < call->args.size(); ++i)
        signature += (i ? ", " : "") + types.name(fn.expr(call->args[i]).type);
      signature += ")";
      if (why.empty()) {
        // cgc's words, its missing closing quote included.
        report(DiagCode::InvalidInternalFunction, fn.exprSpans[id.value],
               "invalid internal function declaration for \"" + signature, name + " has no instruction (C5201)")
            .notes.push_back(DiagNote{SourceSpan{}, profile_.name + " has no instruction for " + name});
        return;
      }
      report(DiagCode::FunctionNotSupported, fn.exprSpans[id.value],
             "function \"" + signature + ";\" not supported in this profile", name + " not supported (C3004)")
          .notes.push_back(DiagNote{SourceSpan{}, why});
    });
  }

  std::string unsupportedReason(const std::string& name) const {
    bool texture = name.rfind("tex", 0) == 0;
    if (texture && profile_.stage == Stage::Vertex && !profile_.vertexTexture)
      return profile_.name + " vertex programs cannot read textures (vp40, vs_3_0, gp4vp and glslv can)";
    if ((name == "ddx" || name == "ddy") && !profile_.derivatives)
      return profile_.name + " has no derivative instructions";
    if (std::find(profile_.unsupportedIntrinsics.begin(), profile_.unsupportedIntrinsics.end(), name) !=
        profile_.unsupportedIntrinsics.end())
      return profile_.name + " has no instruction for " + name +
             (texture ? "" : " (library functions such as normalize, distance and smoothstep are built from it)");
    return "";
  }

  // C6028, register-combiner profiles (fp20, ps_1_x): texture unit N reads TEXCOORDN, so a sampler is
  // bound to the unit of the texture coordinate it is sampled with, and two samplers cannot share one.
  void textureUnitsByCoordinate() {
    if (!profile_.textureCoordinateUnits) return;
    const Function& fn = module_.function(module_.entry);
    std::map<std::uint32_t, std::uint32_t> copiedFrom = inputCopies(fn);  // local -> VaryingIn global
    std::map<std::uint32_t, std::uint32_t> samplerOfUnit;                  // unit -> sampler global
    forEachStmt(fn.body, [&](const Stmt& s) {
      forEachRoot(s, [&](ExprId root, bool) {
        forEachExpr(fn, root, [&](ExprId id) {
          const auto* call = std::get_if<IntrinsicExpr>(&fn.expr(id).node);
          if (call == nullptr || call->args.size() < 2 || std::string(intrinsicName(call->op)).rfind("tex", 0) != 0)
            return;
          std::optional<std::uint32_t> sampler = globalRead(fn, call->args[0], {});
          std::optional<std::uint32_t> coordinate = globalRead(fn, call->args[1], copiedFrom);
          if (!sampler || !coordinate) return;
          semantic::Semantic coordinateSemantic = semantic::parse(module_.globals[*coordinate].semantic);
          if (coordinateSemantic.name != "TEXCOORD") return;
          std::uint32_t unit = coordinateSemantic.index;
          auto [it, inserted] = samplerOfUnit.emplace(unit, *sampler);
          if (inserted || it->second == *sampler) return;
          report(DiagCode::TextureUnitConflict, fn.exprSpans[id.value],
                 "Texture unit " + std::to_string(unit) + " already bound to sampler '" +
                     module_.globals[it->second].name + "'",
                 "texture unit " + std::to_string(unit) + " needed by two samplers (C6028)")
              .notes.push_back(DiagNote{SourceSpan{}, profile_.name + "'s texture unit N reads TEXCOORDN: '" +
                                                          module_.globals[*sampler].name + "' is sampled with " +
                                                          coordinateSemantic.canonical + " too"});
        });
      });
    });
  }

  // Locals of `fn` stored exactly once, whole, from a global of kind `kind` or from another such local
  // (inlined parameter copies): each with the global it holds.
  std::map<std::uint32_t, std::uint32_t> wholeCopies(const Function& fn, GlobalKind kind) const {
    std::map<std::uint32_t, int> stores;
    std::map<std::uint32_t, VarRef> source;
    forEachStmt(fn.body, [&](const Stmt& s) {
      const auto* st = std::get_if<StoreStmt>(&s.node);
      if (st == nullptr || st->target.var.kind != VarKind::Local) return;
      ++stores[st->target.var.index];
      const auto* load = std::get_if<LoadExpr>(&fn.expr(st->value).node);
      if (load != nullptr && st->target.steps.empty() && load->access.steps.empty())
        source[st->target.var.index] = load->access.var;
    });
    std::map<std::uint32_t, std::uint32_t> from;
    for (const auto& [local, src] : source) {
      VarRef at = src;
      // Follow local-to-local copies; a chain is at most as long as the locals (a cycle never ends in a global).
      for (std::size_t hops = 0; at.kind == VarKind::Local && hops <= source.size(); ++hops) {
        auto next = source.find(at.index);
        if (next == source.end() || stores[at.index] != 1) break;
        at = next->second;
      }
      if (stores[local] == 1 && at.kind == VarKind::Global && module_.globals[at.index].kind == kind)
        from[local] = at.index;
    }
    return from;
  }

  // Locals of the entry stored exactly once, whole, from a varying input (the entry's parameter copies).
  std::map<std::uint32_t, std::uint32_t> inputCopies(const Function& fn) const {
    return wholeCopies(fn, GlobalKind::VaryingIn);
  }

  // The global an expression reads, through swizzles and the parameter copies.
  std::optional<std::uint32_t> globalRead(const Function& fn, ExprId id,
                                          const std::map<std::uint32_t, std::uint32_t>& copies) const {
    const ExprNode& n = fn.expr(id).node;
    if (const auto* sw = std::get_if<SwizzleExpr>(&n)) return globalRead(fn, sw->base, copies);
    const auto* load = std::get_if<LoadExpr>(&n);
    if (load == nullptr) return std::nullopt;
    if (load->access.var.kind == VarKind::Global) return load->access.var.index;
    if (load->access.var.kind == VarKind::Local)
      if (auto it = copies.find(load->access.var.index); it != copies.end()) return it->second;
    return std::nullopt;
  }

  // C5043 / C6013: uniform arrays indexed at run time, in profiles without relative constant addressing.
  void dynamicIndexing() {
    if (profile_.dynamicUniformIndexing) return;
    for (const UniformUsage& u : uniforms_) {
      if (!u.indexedAtRunTime) continue;
      const std::string& name = module_.global(u.global).name;
      // Profiles that run loops word it as C6013, the others as C5043 (measured: fp40/ps_3_0 vs arbfp1/ps_2_x).
      bool loops = profile_.loops == LoopSupport::Dynamic;
      report(loops ? DiagCode::DynamicIndexInFragment : DiagCode::DynamicIndexNotSupported, u.dynamicIndexAt,
             loops ? "Only arrays of texcoords may be indexed in this profile, and only with a loop index variable"
                   : "profile requires index expression to be compile-time constant",
             "non-constant index into \"" + name + "\" (" + (loops ? "C6013" : "C5043") + ")")
          .notes.push_back(DiagNote{module_.global(u.global).span, "\"" + name + "\" is a uniform array"});
      return;  // one is enough: every other such index has the same cause
    }
  }

  // C6016 (vertex) / C5043 / C6013 (fragment): an array that is not a uniform (a static or const global, a
  // local, a parameter) indexed at run time lives in temporaries, which only GLSL and gp4 can address
  // (measured with cgc 3.1 on every profile: tests/sema/diagnostics/143-146).
  void privateArrayIndexing() {
    if (profile_.dynamicPrivateIndexing) return;
    const TypeTable& types = module_.types();
    std::optional<SourceSpan> at;
    std::map<std::uint32_t, std::uint32_t> uniformCopies;  // of the function being walked
    auto visit = [&](const Function& fn, const Access& access) {
      if (at) return;
      // A uniform array passed to a function is a local copy after inlining: cgc indexes the uniform.
      if (access.var.kind == VarKind::Local && uniformCopies.count(access.var.index) != 0) return;
      if (access.var.kind == VarKind::Global) {
        GlobalKind kind = module_.globals[access.var.index].kind;
        if (kind != GlobalKind::Static && kind != GlobalKind::Const) return;
      }
      TypeId t = access.var.kind == VarKind::Global ? module_.globals[access.var.index].type
                 : access.var.kind == VarKind::Local ? fn.locals[access.var.index].type
                                                     : fn.params[access.var.index].type;
      for (const AccessStep& step : access.steps) {
        if (step.kind == AccessStep::Kind::Field && types.isStruct(t)) {
          t = types.record(t).fields[step.field].type;
          continue;
        }
        if (step.kind != AccessStep::Kind::Index || !types.isArray(t)) return;
        if (!std::holds_alternative<ConstantExpr>(fn.expr(step.index).node)) {
          at = fn.exprSpans[step.index.value];
          return;
        }
        t = types.get(t).element;
      }
    };
    for (FuncId f : reachableFunctions(module_)) {
      const Function& fn = module_.function(f);
      uniformCopies = wholeCopies(fn, GlobalKind::Uniform);
      forEachStmt(fn.body, [&](const Stmt& s) {
        if (const auto* store = std::get_if<StoreStmt>(&s.node)) visit(fn, store->target);
        forEachRoot(s, [&](ExprId root, bool) {
          forEachExpr(fn, root, [&](ExprId id) {
            if (const auto* load = std::get_if<LoadExpr>(&fn.expr(id).node)) visit(fn, load->access);
          });
        });
      });
    }
    if (!at) return;
    if (profile_.stage == Stage::Vertex) {
      report(DiagCode::PrivateArrayIndex, *at, "Profile requires arrays with non-constant indexes to be uniform",
             "a non-uniform array indexed at run time (C6016)");
      return;
    }
    bool loops = profile_.loops == LoopSupport::Dynamic;
    report(loops ? DiagCode::DynamicIndexInFragment : DiagCode::DynamicIndexNotSupported, *at,
           loops ? "Only arrays of texcoords may be indexed in this profile, and only with a loop index variable"
                 : "profile requires index expression to be compile-time constant",
           std::string("a non-uniform array indexed at run time (") + (loops ? "C6013" : "C5043") + ")");
  }

  // C6007: statically addressed registers (and arrays of matrices) must lie below the limit; arrays of
  // vectors addressed relatively may reach the profile's relative-address limit (cgc's measured allowance),
  // except with -strict-limits.
  void constantRegisters() {
    if (profile_.target != Target::Assembly || !profile_.constants.registers || !allocation_.complete) return;
    std::uint32_t limit = *profile_.constants.registers;
    std::uint32_t relative = options_.strictLimits ? limit : profile_.constants.relativeAddressLimit.value_or(limit);
    const ResourceEntry* culprit = nullptr;
    std::uint32_t end = 0;
    for (const ResourceEntry& e : allocation_.entries) {
      if (e.space != ResourceSpace::Constant || e.count == 0) continue;
      std::uint32_t allowed = e.dynamic && !e.matrixArray ? relative : limit;
      if (e.index + e.count > allowed && culprit == nullptr) culprit = &e;
      end = std::max(end, e.index + e.count);
    }
    bool literalsOver = false;
    for (std::uint32_t at : allocation_.literalRegisterAt) {
      literalsOver = literalsOver || at >= limit;
      end = std::max(end, at + 1);
    }
    if (culprit == nullptr && !literalsOver) return;
    std::string message = "Constant register limit exceeded; more than " + std::to_string(limit) +
                          " constant registers needed to compiled program";
    // Point at the uniform over the limit; when only the literal table is, at the uniform placed last
    // (it pushed the literals out), or at the entry for a program with no uniforms at all.
    const ResourceEntry* last = nullptr;
    for (const ResourceEntry& e : allocation_.entries)
      if (e.space == ResourceSpace::Constant && e.count > 0 && (last == nullptr || e.index > last->index)) last = &e;
    if (culprit == nullptr) culprit = last;
    SourceSpan at = culprit != nullptr ? module_.global(culprit->global).span : module_.function(module_.entry).span;
    Diagnostic& d = report(DiagCode::ConstantRegisterLimit, at, message,
                           "constant registers: needs " + std::to_string(end) + ", has " + std::to_string(limit) +
                               " (C6007)");
    for (const std::string& note : largestUniforms()) d.notes.push_back(DiagNote{SourceSpan{}, note});
    if (!allocation_.literals.empty())
      d.notes.push_back(DiagNote{SourceSpan{}, "the program's literal constants take " +
                                                   plural(static_cast<std::uint32_t>(allocation_.literals.size()),
                                                          "register")});
    if (options_.strictLimits && relative != profile_.constants.relativeAddressLimit.value_or(limit))
      d.notes.push_back(DiagNote{
          SourceSpan{}, "-strict-limits counts relatively addressed arrays against the limit of " +
                            std::to_string(limit) + "; cgc 3.1 lets them reach c[" +
                            std::to_string(*profile_.constants.relativeAddressLimit - 1) +
                            "], which drivers that implement only the minimum (" + std::to_string(limit) +
                            " for " + profile_.name + ") reject"});
  }

  // "boneMatrix: 72 registers" for the three uniforms taking the most registers.
  std::vector<std::string> largestUniforms() const {
    std::vector<std::pair<std::uint32_t, std::string>> sizes;
    for (const UniformUsage& u : uniforms_) {
      std::uint32_t n = 0;
      for (const ResourceEntry& e : allocation_.entries)
        if (e.global.value == u.global.value && e.space == ResourceSpace::Constant) n += e.count;
      if (n > 0) sizes.emplace_back(n, module_.global(u.global).name);
    }
    std::stable_sort(sizes.begin(), sizes.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string> notes;
    for (std::size_t i = 0; i < sizes.size() && i < 3; ++i)
      notes.push_back("\"" + sizes[i].second + "\" takes " + plural(sizes[i].first, "constant register"));
    return notes;
  }

  // C7004: vs_3_0 lends its last output register to PSIZE, so without a PSIZE output one fewer is usable
  // (measured: POSITION + 10 TEXCOORDs + FOG fails, + PSIZE instead fits). More than all of them is C5041.
  // C6014/C6026 when the program never writes the output the profile requires, C6015 when its writes leave
  // one of its four components out. A write on any path counts, as in cgc (a position written under an `if`
  // passes).
  void requiredOutput() {
    if (!profile_.outputs.required) return;
    const RequiredOutput& required = *profile_.outputs.required;
    std::optional<GlobalId> output;
    for (std::uint32_t g = 0; g < module_.globals.size(); ++g) {
      const Global& global = module_.global(GlobalId{g});
      if (global.kind == GlobalKind::VaryingOut && semantic::canonical(global.semantic) == required.semantic)
        output = GlobalId{g};
    }
    const Function& entry = module_.function(module_.entry);
    const unsigned written = output ? writtenComponents(module_, *output) : 0;
    // cgc names an output of index 0 without its digit ('COLOR').
    std::string name = required.semantic;
    if (name.size() > 1 && name.back() == '0') name.pop_back();
    const SourceSpan at = output ? module_.global(*output).span : entry.span;
    if (written == 0 && required.unwritten == RequiredOutput::Unwritten::ColorPortion) {
      report(DiagCode::ColorOutputNotWritten, entry.span, "Program must write at least RGB portion of output color",
             name + " not written (C6026)");
    } else if (written == 0) {
      report(DiagCode::RequiredOutputNotWritten, at, "Required output '" + name + "' not written",
             name + " not written (C6014)");
    } else if (required.allComponents &&
               (written != 0xF || module_.types().componentCount(module_.global(*output).type) < 4)) {
      report(DiagCode::OutputNotCompletelyWritten, at, "Output '" + name + "' not completely written",
             name + " not completely written (C6015)");
    }
  }

  void outputRegisters() {
    const std::optional<std::uint32_t>& limit = profile_.outputs.registersWithoutPointSize;
    if (!limit || allocation_.outputRegisters <= *limit) return;
    const ResourceEntry* beyond = nullptr;
    std::uint32_t seen = 0;
    for (const ResourceEntry& e : allocation_.entries) {
      if (e.kind != ParameterKind::VaryingOut) continue;
      if (e.count == 0) return;  // more outputs than registers: C5041 already said so
      if (semantic::canonical(module_.global(e.global).semantic) == "PSIZE") return;
      if (++seen == *limit + 1) beyond = &e;
    }
    report(DiagCode::OutputNotSupported, beyond ? beyond->span : SourceSpan{},
           "too many output registers used: when no output has the PSIZE semantic, only " +
               std::to_string(*limit) + " output registers are available",
           "outputs: needs " + std::to_string(allocation_.outputRegisters) + ", has " + std::to_string(*limit) +
               " without PSIZE (C7004)");
  }

  void samplers() {
    std::uint32_t units = allocation_.texUnits;
    if (units == 0) return;
    std::uint32_t limit = profile_.samplers.value_or(0);
    if (profile_.stage == Stage::Vertex && !profile_.vertexTexture) return;  // C3004 already says it
    if (!profile_.samplers || units <= limit) return;
    const ResourceEntry* culprit = nullptr;
    for (const ResourceEntry& e : allocation_.entries)
      if (e.space == ResourceSpace::TexUnit && e.index >= limit && culprit == nullptr) culprit = &e;
    report(DiagCode::TooManySamplers, culprit ? module_.global(culprit->global).span : SourceSpan{},
           "too many samplers: the program needs " + std::to_string(units) + " texture units and " +
               profile_.name + " has " + std::to_string(limit),
           "samplers: needs " + std::to_string(units) + ", has " + std::to_string(limit) + " (C6012)");
  }

  void instructions() {
    overLimit(DiagCode::TooManyTextureInstructions, "C6003", cost_.alu, profile_.instructions.alu,
              "arithmetic instruction");
    overLimit(DiagCode::TooManyTextureInstructions, "C6003", cost_.texture, profile_.instructions.texture,
              "texture instruction");
    overLimit(DiagCode::TooManyInstructions, "C6002", cost_.total(), profile_.instructions.total, "instruction");
  }

  // One estimated count against its limit, reported at the entry (an estimate has no single cause).
  void overLimit(DiagCode code, const char* codeName, std::uint32_t count, const std::optional<std::uint32_t>& limit,
                 const char* what) {
    if (!limit || count <= *limit) return;
    report(code, module_.function(module_.entry).span,
           "program needs about " + plural(count, what) + "; " + profile_.name + " allows " + std::to_string(*limit),
           std::string(what) + "s: about " + std::to_string(count) + ", has " + std::to_string(*limit) + " (" +
               codeName + ")")
        .notes.push_back(DiagNote{SourceSpan{}, "the count is cgx's estimate from the IR (cgx generates no assembly to count)"});
  }

  const Module& module_;
  const Profile& profile_;
  const Allocation& allocation_;
  const std::vector<UniformUsage>& uniforms_;
  const CostEstimate& cost_;
  const CheckOptions& options_;
  DiagnosticSink& sink_;
  CheckResult result_;
};

}  // namespace

CheckResult checkProfileLimits(const Module& module, const Profile& profile, const Allocation& allocation,
                               const std::vector<UniformUsage>& uniforms, const CostEstimate& cost,
                               const CheckOptions& options, DiagnosticSink& sink) {
  return Checker(module, profile, allocation, uniforms, cost, options, sink).run();
}

}  // namespace cgx::profile
