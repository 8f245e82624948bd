// Interpolation modifiers (Writer.h states the rules): the qualifier each varying of the writer's own
// declares, the modifiers a version or a built-in cannot carry (warning C1605, where cgc's GLSL drops them
// silently), and builtins mode's qualified fragment inputs, which read their own qualified varying or their
// built-in as the uniform kQualifiedInputs says.
#include <cctype>

#include "glsl/WriterImpl.h"
#include "semantic/Semantics.h"

namespace cgx::glsl {

using namespace ir;

std::string interpolationQualifier(const std::string& writtenSemantic) {
  std::string modifier;
  for (char c : semantic::parse(writtenSemantic).modifier)
    modifier += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return modifier == "flat" || modifier == "centroid" || modifier == "noperspective" ? modifier : "";
}

std::string Writer::declaredQualifier(const Global& g, GlslVariable& v) {
  const std::string qualifier = interpolationQualifier(g.semantic);
  if (qualifier.empty() || dialect().declaresInterpolation(qualifier)) {
    v.interpolation = qualifier;
    return qualifier;
  }
  v.droppedInterpolation = qualifier;
  sink_.report(DiagCode::InterpolationDropped, g.span,
               "GLSL " + dialect().name() + " has no " + qualifier + " varyings: " + g.name + " (" + g.semantic +
                   ") interpolates smoothly");
  return "";
}

void Writer::dropForBuiltin(const Global& g, GlslVariable& v, const std::string& builtinName) {
  const std::string qualifier = interpolationQualifier(g.semantic);
  if (qualifier.empty()) return;
  v.droppedInterpolation = qualifier;
  // A fragment input of builtins mode is a qualified input where the version declares the qualifier.
  const bool laterVersion = options_.stage == Stage::Fragment && g.kind == GlobalKind::VaryingIn &&
                            !dialect().declaresInterpolation(qualifier);
  sink_.report(DiagCode::InterpolationDropped, g.span,
               g.name + " (" + g.semantic + ") goes through GL's built-in " + builtinName +
                   ", which takes no interpolation qualifier: it interpolates smoothly" +
                   (laterVersion ? " (GLSL 150 with -po builtins gives it a " + qualifier + " varying of its own)" : ""));
}

bool Writer::qualifiedInput(const Global& g) const {
  if (options_.stage != Stage::Fragment || g.kind != GlobalKind::VaryingIn) return false;
  const std::string qualifier = interpolationQualifier(g.semantic);
  return !qualifier.empty() && dialect().declaresInterpolation(qualifier);
}

// Its own varying, named by semantic as every varying is, declared with the qualifier; the built-in it would
// have been as the other choice of the switch; both copied into a private variable named after the Cg
// global, which every read reads (so component reads and writes need nothing special).
void Writer::planQualifiedInput(std::uint32_t i, const Builtin& builtin) {
  const Global& g = module_.globals[i];
  GlobalForm& f = forms_[i];
  GlslVariable& v = variables_[i];
  const std::string own = "cgx_" + semantic::parse(g.semantic).canonical;
  f.qualifier = declaredQualifier(g, v);
  f.name = f.readExpr = f.wholeWrite = globalScope_.legal(g.name);
  f.elementVaryings.emplace_back(f.qualifier, own);
  f.elementCopies.push_back(f.name + " = " + qualifiedRead(g.type, own, builtin, f) + ";");
  v.kind = "varying";
  v.glslName = own;
}

std::string Writer::qualifiedRead(TypeId type, const std::string& own, const std::optional<Builtin>& builtin,
                                  GlobalForm& form) {
  const unsigned components = types().componentCount(type);
  std::string read = own + (components == 4 ? "" : "." + std::string(kComponents, components));
  if (builtin) {
    read = std::string(kQualifiedInputs) + " ? " + read + " : " + builtinRead(*builtin, type, components);
    form.switched = true;
  }
  // The varyings are float vectors: an int or bool input converts (flat is what GLSL wants for integers).
  const bool floating = types().isNumeric(type) && isFloating(types().scalarOf(type));
  return floating ? read : typeName(type) + "(" + read + ")";
}

std::string Writer::varyingInput(const std::string& qualifier, const std::string& name, SourceSpan span) {
  auto [declared, fresh] = declaredInputs_.emplace(name, qualifier);
  if (!fresh && declared->second != qualifier)
    unavailable(span, "one varying " + name + " interpolated two ways (" + (qualifier.empty() ? "smooth" : qualifier) +
                          " and " + (declared->second.empty() ? "smooth" : declared->second) + ")");
  if (!fresh) return "";
  return (qualifier.empty() ? "" : qualifier + " ") + (dialect().modern() ? "in" : "varying") + " vec4 " + name;
}

}  // namespace cgx::glsl
