// What each global of the program becomes in GLSL (Writer.h states the rules): uniforms keep their Cg
// names; vertex inputs are generic attributes at the glslv profile's numbers; varyings between the stages
// are vec4s named by semantic; POSITION, PSIZE, DEPTH, WPOS and FACE are built-ins; fragment colours are
// gl_FragColor / gl_FragData[n] or `out` variables. Interpolation modifiers: Interpolation.cpp.
#include <algorithm>
#include <optional>

#include "glsl/WriterImpl.h"
#include "passes/PassUtil.h"
#include "semantic/Semantics.h"

namespace cgx::glsl {

using namespace ir;

namespace {

const char* const kSwizzle = "xyzw";

// n is 1..4: planGlobals reports every wider varying before naming any component.
std::string firstComponents(unsigned n) { return "." + std::string(kSwizzle, n); }

}  // namespace

// A compatibility-profile built-in for a varying semantic (Writer.h, builtinVaryings).
std::optional<Builtin> compatibilityBuiltin(Stage stage, bool output, const std::string& semantic) {
  auto texcoord = [&](const std::string& prefix, const std::string& suffix) -> std::optional<Builtin> {
    semantic::Semantic parsed = semantic::parse(semantic);
    if (parsed.name != "TEXCOORD" || parsed.index > 7) return std::nullopt;
    return Builtin{prefix + std::to_string(parsed.index) + suffix, 4};
  };
  if (stage == Stage::Vertex && !output) {
    if (semantic == "POSITION") return Builtin{"gl_Vertex", 4};
    if (semantic == "NORMAL") return Builtin{"gl_Normal", 3};
    if (semantic == "COLOR0") return Builtin{"gl_Color", 4};
    if (semantic == "COLOR1") return Builtin{"gl_SecondaryColor", 4};
    if (semantic == "FOGCOORD") return Builtin{"gl_FogCoord", 1};
    return texcoord("gl_MultiTexCoord", "");
  }
  if (semantic == "COLOR0") return Builtin{stage == Stage::Vertex ? "gl_FrontColor" : "gl_Color", 4};
  if (semantic == "COLOR1") return Builtin{stage == Stage::Vertex ? "gl_FrontSecondaryColor" : "gl_SecondaryColor", 4};
  if (stage == Stage::Vertex && semantic == "BCOL0") return Builtin{"gl_BackColor", 4};
  if (stage == Stage::Vertex && semantic == "BCOL1") return Builtin{"gl_BackSecondaryColor", 4};
  if (semantic == "FOG") return Builtin{"gl_FogFragCoord", 1};
  return texcoord("gl_TexCoord[", "]");
}

std::string Writer::builtinRead(const Builtin& builtin, TypeId type, unsigned components) {
  if (components == builtin.components) return builtin.name;
  if (components < builtin.components) return builtin.name + firstComponents(components);  // gl_TexCoord[0].xy
  std::string text = typeName(type) + "(" + builtin.name;  // a float4 FOG: GL's attribute defaults (0, 0, 0, 1)
  for (unsigned c = builtin.components; c < components; ++c) text += c == 3 ? ", 1.0" : ", 0.0";
  return text + ")";
}

void Writer::planGlobals() {
  forms_.assign(module_.globals.size(), {});
  variables_.assign(module_.globals.size(), {});
  std::set<std::uint32_t> usedLocations;
  std::vector<std::uint32_t> unplaced;  // attributes whose semantic has no number, or a taken one
  std::map<std::string, std::uint32_t> varyingOwner;
  unsigned colorOutputs = 0;
  for (const Global& g : module_.globals)
    if (g.kind == GlobalKind::VaryingOut && options_.stage == Stage::Fragment &&
        semantic::parse(g.semantic).name == "COLOR")
      ++colorOutputs;

  std::set<std::uint32_t> written;  // globals some live statement writes
  for (const Function& fn : module_.functions)
    passes::forEachStmt(const_cast<Function&>(fn).body, [&](Stmt& s) {  // nothing is changed
      passes::forEachWrite(s, [&](Access& a) {
        if (a.var.kind == VarKind::Global) written.insert(a.var.index);
      });
    });

  const bool geometry = options_.stage == Stage::Geometry;
  // Geometry shaders always pass varyings through the built-ins (Writer.h says why).
  bool builtins = options_.builtinVaryings || geometry;
  if (builtins && !dialect().builtinVaryings()) {
    unavailable(SourceSpan{}, "the compatibility built-in varyings (-po builtins; GLSL 110, 120 and 150 have them)");
    builtins = false;
  }
  // A geometry program's outputs are like a vertex program's (gl_Position, gl_FrontColor, ...).
  const Stage outputsAs = geometry ? Stage::Vertex : options_.stage;
  for (std::uint32_t i = 0; i < module_.globals.size(); ++i) {
    const Global& g = module_.globals[i];
    GlobalForm& f = forms_[i];
    GlslVariable& v = variables_[i];
    v.global = GlobalId(i);
    const semantic::Semantic parsed = semantic::parse(g.semantic);
    const std::string& semantic = parsed.canonical;
    unsigned components = types().componentCount(g.type);
    bool vector = types().isNumeric(g.type) && !types().isMatrix(g.type);
    auto padded = [&](const std::string& name) {
      f.name = name;
      f.padded = true;
      f.readExpr = name + (components == 4 ? "" : firstComponents(components));
      f.wholeWrite = f.readExpr;
    };
    // Every varying but a vertex input is at most one vec4 here (a built-in or a padded vec4): another
    // shape has no GLSL form, and is reported before anything names its components.
    bool isVertexInput = g.kind == GlobalKind::VaryingIn && options_.stage == Stage::Vertex;
    if (geometry && g.kind == GlobalKind::VaryingIn && types().isArray(g.type)) {
      planVertexArray(i);
      continue;
    }
    if (options_.stage == Stage::Fragment && g.kind == GlobalKind::VaryingIn && types().isArray(g.type)) {
      planVaryingArray(i, builtins);
      continue;
    }
    if ((g.kind == GlobalKind::VaryingIn || g.kind == GlobalKind::VaryingOut) && !isVertexInput &&
        !(vector && components <= 4)) {
      unavailable(g.span, "a varying of type " + types().name(g.type) + " (" + g.name + ")");
      f.name = f.readExpr = f.wholeWrite = globalScope_.legal(g.name);  // never printed: the writer failed
      v.kind = "varying";
      v.glslName = f.name;
      continue;
    }
    // Vertex inputs and outputs, fragment inputs: a fragment program's outputs are its colours and depth.
    bool isVarying = g.kind == GlobalKind::VaryingIn || (g.kind == GlobalKind::VaryingOut && outputsAs == Stage::Vertex);
    // (A geometry program's inputs other than its AttribArrays have no built-in: PRIMITIVEID is below.)
    const bool mayBeBuiltin = builtins && isVarying && !(geometry && g.kind == GlobalKind::VaryingIn);
    std::optional<Builtin> builtin =
        mayBeBuiltin ? compatibilityBuiltin(outputsAs, g.kind == GlobalKind::VaryingOut, semantic) : std::nullopt;
    if (builtin && vector && components <= 4 && qualifiedInput(g)) {
      planQualifiedInput(i, *builtin);
      continue;
    }
    if (builtin && vector && components <= 4) {
      f.name = builtin->name;
      v.kind = "builtin";
      v.glslName = f.name;
      dropForBuiltin(g, v, f.name);
      if (components == builtin->components) {
        f.readExpr = f.wholeWrite = f.name;
      } else if (components < builtin->components) {  // a float2 texture coordinate in gl_TexCoord[0].xy
        f.readExpr = f.wholeWrite = builtinRead(*builtin, g.type, components);
        f.padded = true;
        if (g.kind == GlobalKind::VaryingOut) f.initialValue = f.name + " = vec4(0.0, 0.0, 0.0, 1.0);";
      } else if (g.kind == GlobalKind::VaryingIn) {  // a float4 NORMAL
        f.readExpr = builtinRead(*builtin, g.type, components);
      } else {
        unavailable(g.span, "a " + types().name(g.type) + " output through " + f.name);
      }
      continue;
    }
    switch (g.kind) {
      case GlobalKind::Uniform:
      case GlobalKind::Static:
      case GlobalKind::Const: {
        if (isGlState(g)) {
          f.glState = true;
          f.name = f.readExpr = f.wholeWrite = "glstate";  // never printed: reads go through glStateRead
          v.kind = "builtin";
          break;
        }
        f.name = globalScope_.legal(g.name);
        f.readExpr = f.wholeWrite = f.name;
        v.kind = g.kind == GlobalKind::Uniform ? "uniform" : "global";
        // Declared iff some statement mentions it: DCE leaves program-private globals only where they are
        // read or an out argument writes them, and a read one also gets its initializer.
        f.declared = g.referenced || (g.kind != GlobalKind::Uniform && written.count(i));
        break;
      }
      case GlobalKind::VaryingIn: {
        if (options_.stage == Stage::Vertex) {
          f.name = globalScope_.legal(g.name);
          f.readExpr = f.wholeWrite = f.name;
          f.integralAttribute = types().isNumeric(g.type) && !isFloating(types().scalarOf(g.type));
          v.kind = "attribute";
          auto at = options_.attributeLocations.find(semantic);
          // Clamped into int: sema has limited the index (ATTR0-15) before a huge one could get here.
          if (parsed.name == "ATTR") v.location = static_cast<int>(std::min<std::uint32_t>(parsed.index, 0x7fffffff));
          else if (at != options_.attributeLocations.end()) v.location = static_cast<int>(at->second);
          if (v.location >= 0 && !usedLocations.insert(static_cast<std::uint32_t>(v.location)).second) {
            v.note = semantic + " shares attribute " + std::to_string(v.location) + " with another input";
            v.location = -1;
          }
          if (v.location < 0) unplaced.push_back(i);
          if (!types().isNumeric(g.type))
            unavailable(g.span, "a vertex input of type " + types().name(g.type) + " (" + g.name + ")");
        } else if (geometry && semantic == "PRIMITIVEID") {
          f.name = "gl_PrimitiveIDIn";
          f.readExpr = types().isNumeric(g.type) && isFloating(types().scalarOf(g.type))
                           ? typeName(g.type) + "(gl_PrimitiveIDIn)" : f.name;
          v.kind = "builtin";
        } else if (geometry) {
          unavailable(g.span, "a geometry program's input " + g.name + " that is not an AttribArray (but PRIMITIVEID)");
          f.name = f.readExpr = f.wholeWrite = globalScope_.legal(g.name);
          v.kind = "varying";
        } else if (semantic == "WPOS") {
          f.name = "gl_FragCoord";
          f.readExpr = components == 4 ? f.name : f.name + firstComponents(components);
          v.kind = "builtin";
        } else if (semantic == "FACE") {
          f.name = "gl_FrontFacing";
          f.readExpr = components == 1 ? "(gl_FrontFacing ? 1.0 : -1.0)"
                                       : typeName(g.type) + "(gl_FrontFacing ? 1.0 : -1.0)";
          v.kind = "builtin";
        } else {
          // Without a semantic there is nothing to match another stage by: the Cg name it is.
          padded(semantic.empty() ? globalScope_.legal(g.name) : "cgx_" + semantic);
          f.qualifier = declaredQualifier(g, v);
          v.kind = "varying";
        }
        break;
      }
      case GlobalKind::VaryingOut: {
        if (outputsAs == Stage::Vertex && semantic == "POSITION") {
          f.name = "gl_Position";
          f.readExpr = f.wholeWrite = components == 4 ? f.name : f.name + firstComponents(components);
          f.padded = components != 4;
          v.kind = "builtin";
        } else if (outputsAs == Stage::Vertex && semantic == "PSIZE") {
          f.name = f.readExpr = f.wholeWrite = "gl_PointSize";
          v.kind = "builtin";
        } else if (options_.stage == Stage::Fragment && semantic == "DEPTH") {
          f.name = f.readExpr = f.wholeWrite = dialect().version == Version::Es100 ? "gl_FragDepthEXT" : "gl_FragDepth";
          v.kind = "builtin";
        } else if (options_.stage == Stage::Fragment && parsed.name == "COLOR") {
          int n = static_cast<int>(std::min<std::uint32_t>(parsed.index, 0x7fffffff));
          v.location = n;
          if (dialect().layoutLocations()) {
            padded("cgx_out_" + semantic);  // cgx_COLOR0 may be an input of the same program
            v.kind = "output";
          } else {
            padded(colorOutputs == 1 && n == 0 ? "gl_FragColor" : "gl_FragData[" + std::to_string(n) + "]");
            v.kind = "builtin";
            if (dialect().version == Version::Es100 && n > 0)
              unavailable(g.span, "fragment output " + g.semantic + " (ES 100 has one colour output; ES 300 has more)");
          }
        } else if (parsed.name == "CLP") {
          unavailable(g.span, "clip-plane output " + g.semantic);
          f.name = f.readExpr = f.wholeWrite = "cgx_" + semantic;
        } else {
          padded(semantic.empty() ? globalScope_.legal(g.name) : "cgx_" + semantic);
          f.qualifier = declaredQualifier(g, v);
          v.kind = "varying";
        }
        if (f.padded && components < 4) f.initialValue = f.name + " = vec4(0.0, 0.0, 0.0, 1.0);";
        auto [it, fresh] = varyingOwner.emplace(f.name, i);
        if (!fresh && f.name.rfind("gl_", 0) != 0)
          unavailable(g.span, "two outputs with the semantic " + g.semantic);
        break;
      }
    }
    v.glslName = f.name;
  }
  // Inputs without a number take the lowest free attributes, in declaration order.
  std::uint32_t next = 0;
  for (std::uint32_t i : unplaced) {
    while (usedLocations.count(next)) ++next;
    variables_[i].location = static_cast<int>(next);
    usedLocations.insert(next);
  }
}

void Writer::planVertexArray(std::uint32_t i) {
  const Global& g = module_.globals[i];
  GlobalForm& f = forms_[i];
  GlslVariable& v = variables_[i];
  const Type& array = types().get(g.type);
  const TypeId element = array.element;
  const unsigned components = types().componentCount(element);
  if (!types().isNumeric(element) || types().isMatrix(element) || components > 4) {
    unavailable(g.span, "an AttribArray of " + types().name(element) + " (" + g.name + ")");
    f.name = f.readExpr = f.wholeWrite = globalScope_.legal(g.name);  // never printed: the writer failed
    v.kind = "varying";
    v.glslName = f.name;
    return;
  }
  const std::string semantic = semantic::parse(g.semantic).canonical;
  // The previous stage's outputs, as a vertex program writes them (Interface.cpp's built-ins).
  std::optional<Builtin> builtin;
  if (semantic == "POSITION") builtin = Builtin{"gl_Position", 4};
  else if (semantic == "PSIZE") builtin = Builtin{"gl_PointSize", 1};
  else builtin = compatibilityBuiltin(Stage::Vertex, true, semantic);
  unsigned width = 4;
  if (builtin) {
    f.name = builtin->name;
    f.vertexArray = "gl_in";
    f.vertexMember = "." + builtin->name;
    width = builtin->components;
    v.kind = "builtin";
    if (components > width) unavailable(g.span, "an AttribArray of " + types().name(element) + " through " + f.name);
  } else {
    f.name = f.vertexArray = semantic.empty() ? globalScope_.legal(g.name) : "cgx_" + semantic;
    v.kind = "varying";
  }
  if (components < width) f.vertexPad = firstComponents(components);
  std::string elements;
  for (std::int32_t k = 0; k < array.length; ++k)
    elements += (k ? ", " : "") + f.vertexArray + "[" + std::to_string(k) + "]" + f.vertexMember + f.vertexPad;
  f.readExpr = typeName(element) + "[" + std::to_string(array.length) + "](" + elements + ")";
  v.glslName = f.name;
}

// `float3 s[4] : TEXCOORD0` in a fragment program: cgc binds element e to TEXCOORD0+e, so each element is the
// varying of that semantic (a built-in or cgx_TEXCOORDn, as a single input would be), and the program reads
// a private copy, `vec3 s[4]`, filled at the top of main: any index, constant or not, reads it (GLSL cannot
// index separate varyings). With an interpolation modifier the version declares, every element is a
// qualified input of its own (Interpolation.cpp): its qualified varying, or its built-in by the switch.
void Writer::planVaryingArray(std::uint32_t i, bool builtins) {
  const Global& g = module_.globals[i];
  GlobalForm& f = forms_[i];
  GlslVariable& v = variables_[i];
  const Type& array = types().get(g.type);
  const TypeId element = array.element;
  const unsigned components = types().componentCount(element);
  const semantic::Semantic parsed = semantic::parse(g.semantic);
  f.name = f.readExpr = f.wholeWrite = globalScope_.legal(g.name);
  v.kind = "varying";
  v.glslName = f.name;
  if (!types().isNumeric(element) || types().isMatrix(element) || components > 4 || array.length <= 0 ||
      parsed.name.empty() || parsed.name == "WPOS" || parsed.name == "FACE") {
    unavailable(g.span, "a varying of type " + types().name(g.type) + " (" + g.name + ")");
    return;
  }
  const bool qualified = qualifiedInput(g);
  std::string viaBuiltin;  // the first element read from a built-in only, which drops the modifier
  for (std::int32_t e = 0; e < array.length; ++e) {
    const std::string semantic = parsed.name + std::to_string(parsed.index + static_cast<std::uint32_t>(e));
    const std::string path = "[" + std::to_string(e) + "]";
    std::optional<Builtin> builtin = builtins ? compatibilityBuiltin(Stage::Fragment, false, semantic) : std::nullopt;
    std::string name = builtin && !qualified ? builtin->name : "cgx_" + semantic;
    std::string read;
    if (builtin && !qualified) {
      if (components > builtin->components) unavailable(g.span, "a " + types().name(element) + " input through " + name);
      read = builtinRead(*builtin, element, components);
      v.leafKinds[path] = "builtin";
      if (viaBuiltin.empty()) viaBuiltin = name;
    } else {
      f.elementVaryings.emplace_back(qualified ? interpolationQualifier(g.semantic) : "", name);
      read = qualifiedRead(element, name, builtin, f);
    }
    f.elementCopies.push_back(f.name + path + " = " + read + ";");
    v.leaves[path] = name;  // the reflection's name of the element
  }
  if (!viaBuiltin.empty()) dropForBuiltin(g, v, viaBuiltin);
  else f.qualifier = declaredQualifier(g, v);
}

}  // namespace cgx::glsl
