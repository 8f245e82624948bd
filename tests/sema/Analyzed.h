// One program through the parser and sema, for the sema unit tests: its diagnostics' codes, the user
// functions the entry reaches and the globals' types.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ParseHelpers.h"
#include "sema/Sema.h"

namespace cgx::test {

struct Analyzed {
  Parsed parsed;
  ir::TypeTable types;
  sema::SemaResult result;

  std::string codes() const {  // "C1008 C7011"
    std::string out;
    for (const Diagnostic& d : parsed.diagnostics->diagnostics())
      out += (out.empty() ? "" : " ") + std::string(diagCodeString(d.code));
    return out;
  }

  // The user's functions the entry reaches, as "name[modifiers]": "depthOf[arbfp1]", "main[]".
  std::vector<std::string> reached() const {
    std::vector<std::string> out;
    for (const ast::FunctionDecl* fn : result.functions) {
      if (fn->semaFromStdlib) continue;
      std::string modifiers;
      for (const std::string& m : fn->modifiers) modifiers += (modifiers.empty() ? "" : " ") + m;
      out.push_back(fn->name + "[" + modifiers + "]");
    }
    return out;
  }

  // The type of the global named `name`, by cgx's type names ("" when there is none).
  std::string typeOf(const std::string& name) const {
    for (const ast::VarDecl* g : result.globals)
      if (g->name == name) return types.name(g->semaType);
    return "";
  }
};

inline std::unique_ptr<Analyzed> analyze(const std::string& text, const std::string& profile = "glslv",
                                         const std::string& entry = "main") {
  auto a = std::make_unique<Analyzed>();
  a->parsed = parseText(text);
  sema::SemaOptions options;
  options.profile = profile;
  options.stage = sema::stageOfProfile(profile);
  options.entry = entry;
  a->result = sema::analyze(*a->parsed.unit, a->types, *a->parsed.diagnostics, options);
  return a;
}

}  // namespace cgx::test
