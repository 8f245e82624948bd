// Reads of Cg's `glstate` (ir/GlState.h): each access path from the glstate uniform to one member prints
// that member's GL built-in; steps past the member (a matrix row, a component) follow as for any value.
// GLSL 1.10 and 1.20 have the built-ins; a later or ES version, a member GLSL lacks, or glstate as a whole
// (a copy of it, a struct of it passed on) is C1600.
#include "ir/GlState.h"
#include "glsl/WriterImpl.h"

namespace cgx::glsl {

using namespace ir;

bool Writer::isGlState(const Global& g) const {
  // sema's declaration (sema/Scopes.cpp): a program's own `glstate` has no "state" semantic and a struct
  // type of its own, built from nothing but the table.
  return g.kind == GlobalKind::Uniform && g.name == "glstate" && g.semantic == "state" && types().isStruct(g.type) &&
         types().record(g.type).name == "glstate";
}

std::string Writer::glStateRead(const Access& access, SourceSpan span) {
  // A read lowering made (a copy of glstate before a write to it) has no span: the program's first use.
  if (!span.valid()) span = module_.globals[access.var.index].span;
  if (dialect().version != Version::V110 && dialect().version != Version::V120) {
    unavailable(span, "glstate (GL's fixed-function state is built in to GLSL 110 and 120 only)");
    return "glstate";
  }
  TypeId at = module_.globals[access.var.index].type;
  std::string path;
  std::string index;
  std::size_t step = 0;
  const GlStateMember* member = nullptr;
  for (; step < access.steps.size() && member == nullptr; ++step) {
    const AccessStep& s = access.steps[step];
    if (s.kind == AccessStep::Kind::Field) {
      const Field& field = types().record(at).fields.at(s.field);
      path += (path.empty() ? "" : ".") + field.name;
      at = field.type;
    } else {
      path += "[]";
      index = indexText(s.index, static_cast<std::int32_t>(kGlStateUnits));
      at = types().indexResult(at);
    }
    if (!types().isStruct(at) && !types().isArray(at)) member = findGlStateMember(path);
  }
  if (member == nullptr) {
    unavailable(span, "glstate" + (path.empty() ? std::string() : "." + path) +
                          " as a whole (read its members: glstate.matrix.mvp, glstate.light[0].diffuse)");
    return "glstate";
  }
  const std::string glsl = member->glsl;
  const bool indexedPath = path.find("[]") != std::string::npos;
  if (glsl.empty() || (indexedPath && glsl.find("[]") == std::string::npos && index != "0")) {
    unavailable(span, "glstate." + path + (indexedPath ? " with index " + index : "") + " (GLSL has no built-in for it)");
    return "glstate";
  }
  std::string text = expandGlStatePattern(glsl, index);
  for (; step < access.steps.size(); ++step) {
    text += stepText(at, access.steps[step]);
    at = types().indexResult(at);
  }
  return text;
}

}  // namespace cgx::glsl
