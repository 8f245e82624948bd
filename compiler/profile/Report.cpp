// Reflection JSON schema (version 1):
// { "cgxReflection": 1, "profile": "arbvp1", "stage": "vertex", "entry": "main",
//   "constantRegisters": 83,            // distinct constant registers used (null: profile has none numbered)
//   "parameters": [ { "name": "boneMatrix[5]", "type": "float4", "semantic": "", "direction": "in",
//       "variability": "uniform" | "varying", "resource": "c[15]", "space": "constant" | "input" | "output" |
//       "texunit" | "named" | "none", "registerIndex": 15, "registerCount": 1, "ordinal": 9,
//       "referenced": true, "glslName": null,
//       "default": [1, 0, 0, 1] } ... ],  // uniforms with an initializer: the leaf's default, Cg's order
//   "literals": [ { "register": 0, "values": [1, 0] } ],
//   "estimate": { "instructions": 60, "arithmetic": 60, "texture": 0, "temporaries": 4, "estimated": true } }
#include "profile/Report.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <vector>

#include <nlohmann/json.hpp>

namespace cgx::profile {

using namespace ir;

std::string formatLiteral(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.6g", value);
  return buffer;
}

namespace {

const char* spaceName(ResourceSpace s) {
  switch (s) {
    case ResourceSpace::Constant: return "constant";
    case ResourceSpace::Input: return "input";
    case ResourceSpace::Output: return "output";
    case ResourceSpace::TexUnit: return "texunit";
    case ResourceSpace::Named: return "named";
    case ResourceSpace::None: break;
  }
  return "none";
}

std::string estimateLine(const CostEstimate& cost) {
  std::string line = "estimate: about " + std::to_string(cost.total()) + " instructions (" +
                     std::to_string(cost.alu) + " arithmetic, " + std::to_string(cost.texture) + " texture), " +
                     std::to_string(cost.temporaries) + " R-regs";
  if (cost.loopsRemain) line += "; loops counted once";
  return line;
}

}  // namespace

std::string resourceListing(const ProgramReport& r) {
  const std::string& p = r.profile->listingPrefix;
  std::string out;
  out += p + "profile " + r.profile->name + "\n";
  out += p + "program " + r.entry + "\n";
  std::set<std::string> seen;
  for (const ResourceEntry& e : r.allocation->entries) {
    if (e.kind != ParameterKind::Uniform) continue;
    const Global& g = r.module->global(e.global);
    // A uniform member of a varying struct parameter (`PREV.texture`): cgc names the parameter, once.
    bool member = g.ordinal >= 0 && g.name.find('.') != std::string::npos;
    std::string name = member ? g.name.substr(0, g.name.find('.')) : g.name;
    if (!seen.insert(name).second) continue;
    out += p + "semantic " + (g.ordinal >= 0 ? r.entry + "." : std::string()) + name;
    if (!g.semantic.empty() && !member) out += " : " + g.semantic;
    out += "\n";
  }
  for (const ResourceEntry& e : r.allocation->entries)
    out += p + "var " + e.type + " " + e.name + " : " + e.semantic + " : " + (e.count > 0 ? e.resource : "") +
           " : " + std::to_string(e.ordinal) + " : " + (e.referenced ? "1" : "0") + "\n";
  for (std::size_t i = 0; i < r.allocation->literals.size(); ++i) {
    out += p + "const c[" + std::to_string(r.allocation->literalRegisterAt[i]) + "] =";
    for (double v : r.allocation->literals[i].values) out += " " + formatLiteral(v);
    out += "\n";
  }
  if (r.profile->target == Target::Assembly && r.profile->constants.registers)
    out += p + " " + std::to_string(r.allocation->constantRegisters) + " of " +
           std::to_string(*r.profile->constants.registers) + " constant registers\n";
  out += p + " " + estimateLine(*r.cost) + "\n";
  return out;
}

std::string reflectionJson(const ProgramReport& r) {
  using nlohmann::ordered_json;
  ordered_json root;
  root["cgxReflection"] = 1;
  root["profile"] = r.profile->name;
  root["stage"] = r.profile->stage == Stage::Vertex ? "vertex" : "fragment";
  root["entry"] = r.entry;
  bool numbered = r.profile->target == Target::Assembly && r.profile->constants.registers.has_value();
  root["constantRegisters"] = numbered ? ordered_json(r.allocation->constantRegisters) : ordered_json(nullptr);
  ordered_json params = ordered_json::array();
  // A uniform with an initializer: each leaf's slice of the default value, leaves being in flattened order.
  std::map<std::uint32_t, std::size_t> defaultConsumed;
  for (const ResourceEntry& e : r.allocation->entries) {
    const Global& g = r.module->global(e.global);
    ordered_json p;
    p["name"] = e.name;
    p["type"] = e.type;
    p["semantic"] = g.semantic;
    p["direction"] = e.kind == ParameterKind::VaryingOut ? "out" : "in";
    p["variability"] = e.kind == ParameterKind::Uniform ? "uniform" : "varying";
    p["resource"] = e.count > 0 ? e.resource : "";
    p["space"] = spaceName(e.count > 0 ? e.space : ResourceSpace::None);
    p["registerIndex"] = e.count > 0 ? ordered_json(e.index) : ordered_json(nullptr);
    p["registerCount"] = e.count;
    p["ordinal"] = e.ordinal;
    p["referenced"] = e.referenced;
    p["glslName"] = nullptr;
    if (r.glsl && e.global.value < r.glsl->size() && !(*r.glsl)[e.global.value].name.empty()) {
      const GlslBindingName& b = (*r.glsl)[e.global.value];
      // A uniform's leaf is named by the writer (a field GLSL reserves is renamed: p.texture_1), looked up by
      // its path after the variable (light.lightColor: ".lightColor"); other kinds are one name.
      std::string suffix = e.name.rfind(g.name, 0) == 0 ? e.name.substr(g.name.size()) : "";
      auto leaf = b.leaves.find(suffix);
      if (b.kind != "uniform") p["glslName"] = b.name;
      else if (leaf != b.leaves.end()) p["glslName"] = leaf->second;
      p["glslKind"] = b.kind;
      if (b.location >= 0) p["glslLocation"] = b.location;
      auto leafNote = b.leafNotes.find(suffix);
      if (leafNote != b.leafNotes.end()) p["glslNote"] = leafNote->second;
      else if (!b.note.empty()) p["glslNote"] = b.note;
    }
    if (e.kind == ParameterKind::Uniform && g.init) {
      const std::vector<double>& all = r.module->constant(*g.init).values;
      std::size_t& at = defaultConsumed[e.global.value];
      std::size_t count = r.module->types().componentCount(e.leafType);
      if (at + count <= all.size())
        p["default"] = std::vector<double>(all.begin() + static_cast<std::ptrdiff_t>(at),
                                           all.begin() + static_cast<std::ptrdiff_t>(at + count));
      at += count;
    }
    params.push_back(std::move(p));
  }
  root["parameters"] = std::move(params);
  ordered_json literals = ordered_json::array();
  for (std::size_t i = 0; i < r.allocation->literals.size(); ++i)
    literals.push_back({{"register", r.allocation->literalRegisterAt[i]}, {"values", r.allocation->literals[i].values}});
  root["literals"] = std::move(literals);
  root["estimate"] = {{"instructions", r.cost->total()},
                      {"arithmetic", r.cost->alu},
                      {"texture", r.cost->texture},
                      {"temporaries", r.cost->temporaries},
                      {"estimated", true}};
  return root.dump(2) + "\n";
}

}  // namespace cgx::profile
