// The table of Cg's `glstate` members (GlState.h) and the struct type built from it.
//
// Paths, types and ARB bindings are cgc 3.1's (`cgc -profile arbvp1` on a program reading glstate lists
// every member as `#var <type> glstate.<path> : <arb> ...`; tests/glsl/GlslGlStateTest.cpp compares).
//
// GLSL forms. Cg's glstate matrices are GL's matrices as mathematicians write them: cgc reads
// `mul(glstate.matrix.mvp, p)` as DP4s with `state.matrix.mvp.row[0..3]`, i.e. GL's modelview-projection
// times p. cgx's GLSL keeps a Cg matrix's rows as GLSL columns (`mul(M, p)` prints `p * M`), so the GLSL
// value of glstate.matrix.X is GL's X transposed: gl_XTranspose; `transpose.X` is then gl_X, `inverse.X`
// gl_XInverseTranspose and `invtrans.X` gl_XInverse. GLSL has one modelview matrix (a pattern without `[]`
// on an indexed path takes index 0 only) and no palette or program matrices. The vec4s ARB packs from
// several GL values (attenuation, spot direction, shininess, fog parameters) are rebuilt with a constructor
// in the ARB spec's order.
#include "ir/GlState.h"

#include <cctype>
#include <memory>

namespace cgx::ir {

namespace {

using T = GlStateType;

// The inverse, transpose and invtrans forms of the matrices: Cg's `glstate.matrix.<form>.X` is ARB's
// `state.matrix.X.<form>`.
#define CGX_GLSTATE_MATRIX_FORMS(form, modelview, projection, mvp, texture)                              \
  {"matrix." form ".modelview[]", T::Float4x4, "state.matrix.modelview[]." form, modelview},           \
  {"matrix." form ".projection", T::Float4x4, "state.matrix.projection." form, projection},            \
  {"matrix." form ".mvp", T::Float4x4, "state.matrix.mvp." form, mvp},                                 \
  {"matrix." form ".texture[]", T::Float4x4, "state.matrix.texture[]." form, texture},                 \
  {"matrix." form ".palette[]", T::Float4x4, "state.matrix.palette[]." form, ""},                      \
  {"matrix." form ".program[]", T::Float4x4, "state.matrix.program[]." form, ""},

#define CGX_GLSTATE_MATERIAL(face, glsl)                                                                  \
  {"material." face "ambient", T::Float4, "state.material." face "ambient", glsl ".ambient"},             \
  {"material." face "diffuse", T::Float4, "state.material." face "diffuse", glsl ".diffuse"},             \
  {"material." face "specular", T::Float4, "state.material." face "specular", glsl ".specular"},          \
  {"material." face "emission", T::Float4, "state.material." face "emission", glsl ".emission"},          \
  {"material." face "shininess", T::Float4, "state.material." face "shininess",                           \
   "vec4(" glsl ".shininess, 0.0, 0.0, 1.0)"},

#define CGX_GLSTATE_LIGHTPROD(face, glsl)                                                                 \
  {"lightprod[]." face "ambient", T::Float4, "state.lightprod[]." face "ambient", glsl "[].ambient"},     \
  {"lightprod[]." face "diffuse", T::Float4, "state.lightprod[]." face "diffuse", glsl "[].diffuse"},     \
  {"lightprod[]." face "specular", T::Float4, "state.lightprod[]." face "specular", glsl "[].specular"},

#define CGX_GLSTATE_TEXGEN(kind, glsl)                                                                    \
  {"texgen[]." kind ".s", T::Float4, "state.texgen[]." kind ".s", glsl "S[]"},                            \
  {"texgen[]." kind ".t", T::Float4, "state.texgen[]." kind ".t", glsl "T[]"},                            \
  {"texgen[]." kind ".r", T::Float4, "state.texgen[]." kind ".r", glsl "R[]"},                            \
  {"texgen[]." kind ".q", T::Float4, "state.texgen[]." kind ".q", glsl "Q[]"},

const GlStateMember kMembers[] = {
    CGX_GLSTATE_MATERIAL("", "gl_FrontMaterial")
    CGX_GLSTATE_MATERIAL("front.", "gl_FrontMaterial")
    CGX_GLSTATE_MATERIAL("back.", "gl_BackMaterial")
    {"light[].ambient", T::Float4, "state.light[].ambient", "gl_LightSource[].ambient"},
    {"light[].diffuse", T::Float4, "state.light[].diffuse", "gl_LightSource[].diffuse"},
    {"light[].specular", T::Float4, "state.light[].specular", "gl_LightSource[].specular"},
    {"light[].position", T::Float4, "state.light[].position", "gl_LightSource[].position"},
    {"light[].attenuation", T::Float4, "state.light[].attenuation",
     "vec4(gl_LightSource[].constantAttenuation, gl_LightSource[].linearAttenuation, "
     "gl_LightSource[].quadraticAttenuation, gl_LightSource[].spotExponent)"},
    {"light[].spot.direction", T::Float4, "state.light[].spot.direction",
     "vec4(gl_LightSource[].spotDirection, gl_LightSource[].spotCosCutoff)"},
    {"light[].half", T::Float4, "state.light[].half", "gl_LightSource[].halfVector"},
    {"lightmodel.ambient", T::Float4, "state.lightmodel.ambient", "gl_LightModel.ambient"},
    {"lightmodel.scenecolor", T::Float4, "state.lightmodel.scenecolor", "gl_FrontLightModelProduct.sceneColor"},
    {"lightmodel.front.scenecolor", T::Float4, "state.lightmodel.front.scenecolor",
     "gl_FrontLightModelProduct.sceneColor"},
    {"lightmodel.back.scenecolor", T::Float4, "state.lightmodel.back.scenecolor",
     "gl_BackLightModelProduct.sceneColor"},
    CGX_GLSTATE_LIGHTPROD("", "gl_FrontLightProduct")
    CGX_GLSTATE_LIGHTPROD("front.", "gl_FrontLightProduct")
    CGX_GLSTATE_LIGHTPROD("back.", "gl_BackLightProduct")
    CGX_GLSTATE_TEXGEN("eye", "gl_EyePlane")
    CGX_GLSTATE_TEXGEN("object", "gl_ObjectPlane")
    {"fog.color", T::Float4, "state.fog.color", "gl_Fog.color"},
    {"fog.params", T::Float4, "state.fog.params", "vec4(gl_Fog.density, gl_Fog.start, gl_Fog.end, gl_Fog.scale)"},
    {"clip[].plane", T::Float4, "state.clip[].plane", "gl_ClipPlane[]"},
    {"point.size", T::Float, "state.point.size", "gl_Point.size"},
    // ARB's state.point.attenuation is (constant, linear, quadratic, 1); Cg declares a float: the first.
    {"point.attenuation", T::Float, "state.point.attenuation", "gl_Point.distanceConstantAttenuation"},
    {"matrix.modelview[]", T::Float4x4, "state.matrix.modelview[]", "gl_ModelViewMatrixTranspose"},
    {"matrix.projection", T::Float4x4, "state.matrix.projection", "gl_ProjectionMatrixTranspose"},
    {"matrix.mvp", T::Float4x4, "state.matrix.mvp", "gl_ModelViewProjectionMatrixTranspose"},
    {"matrix.texture[]", T::Float4x4, "state.matrix.texture[]", "gl_TextureMatrixTranspose[]"},
    {"matrix.palette[]", T::Float4x4, "state.matrix.palette[]", ""},
    {"matrix.program[]", T::Float4x4, "state.matrix.program[]", ""},
    CGX_GLSTATE_MATRIX_FORMS("inverse", "gl_ModelViewMatrixInverseTranspose",
                             "gl_ProjectionMatrixInverseTranspose", "gl_ModelViewProjectionMatrixInverseTranspose",
                             "gl_TextureMatrixInverseTranspose[]")
    CGX_GLSTATE_MATRIX_FORMS("transpose", "gl_ModelViewMatrix", "gl_ProjectionMatrix",
                             "gl_ModelViewProjectionMatrix", "gl_TextureMatrix[]")
    CGX_GLSTATE_MATRIX_FORMS("invtrans", "gl_ModelViewMatrixInverse", "gl_ProjectionMatrixInverse",
                             "gl_ModelViewProjectionMatrixInverse", "gl_TextureMatrixInverse[]")
};

#undef CGX_GLSTATE_MATRIX_FORMS
#undef CGX_GLSTATE_MATERIAL
#undef CGX_GLSTATE_LIGHTPROD
#undef CGX_GLSTATE_TEXGEN

// The member tree the struct types are built from: children in first-seen order.
struct Node {
  std::string name;
  bool indexed = false;
  const GlStateMember* leaf = nullptr;
  std::vector<std::unique_ptr<Node>> children;

  Node* child(const std::string& segment) {
    const bool isIndexed = segment.size() > 2 && segment.ends_with("[]");
    const std::string bare = isIndexed ? segment.substr(0, segment.size() - 2) : segment;
    for (auto& c : children)
      if (c->name == bare) return c.get();
    children.push_back(std::make_unique<Node>());
    children.back()->name = bare;
    children.back()->indexed = isIndexed;
    return children.back().get();
  }
};

TypeId leafType(GlStateType t) {
  switch (t) {
    case GlStateType::Float: return TypeTable::scalar(Scalar::Float);
    case GlStateType::Float4: return TypeTable::vector(Scalar::Float, 4);
    case GlStateType::Float4x4: return TypeTable::matrix(Scalar::Float, 4, 4);
  }
  return TypeTable::kError;
}

TypeId build(TypeTable& types, const Node& node, const std::string& path) {
  TypeId type = 0;
  if (node.leaf != nullptr) {
    type = leafType(node.leaf->type);
  } else {
    type = types.newStruct(path);
    std::vector<Field> fields;
    for (const auto& c : node.children) {
      Field f;
      f.name = c->name;
      f.type = build(types, *c, path + "." + c->name);
      fields.push_back(std::move(f));
    }
    types.setFields(type, std::move(fields));
  }
  return node.indexed ? types.array(type, kGlStateUnits) : type;
}

}  // namespace

std::span<const GlStateMember> glStateMembers() { return kMembers; }

TypeId glStateType(TypeTable& types) {
  Node root;
  root.name = "glstate";
  for (const GlStateMember& m : kMembers) {
    Node* at = &root;
    std::string path = m.path;
    for (std::size_t start = 0; start <= path.size();) {
      std::size_t dot = path.find('.', start);
      if (dot == std::string::npos) dot = path.size();
      at = at->child(path.substr(start, dot - start));
      start = dot + 1;
    }
    at->leaf = &m;
  }
  return build(types, root, "glstate");
}

const GlStateMember* findGlStateMember(const std::string& path) {
  for (const GlStateMember& m : kMembers)
    if (path == m.path) return &m;
  return nullptr;
}

std::string expandGlStatePattern(const std::string& pattern, const std::string& index) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern.compare(i, 2, "[]") == 0) {
      out += "[" + index + "]";
      ++i;
      continue;
    }
    out += pattern[i];
  }
  return out;
}

std::string glStateSemantic(const std::string& nodePath) {
  const std::string rest = nodePath.rfind("glstate", 0) == 0 ? nodePath.substr(7) : nodePath;
  // The path as a table pattern ("light[].spot"), and its index.
  std::string pattern;
  std::string index;
  for (std::size_t i = 0; i < rest.size(); ++i) {
    if (rest[i] != '[') {
      pattern += rest[i];
      continue;
    }
    const std::size_t close = rest.find(']', i);
    if (close == std::string::npos) break;
    index = rest.substr(i + 1, close - i - 1);
    pattern += "[]";
    i = close;
  }
  if (!pattern.empty() && pattern[0] == '.') pattern.erase(0, 1);
  std::string semantic = "state" + rest;
  for (const GlStateMember& m : kMembers) {
    if (pattern == m.path) {
      semantic = expandGlStatePattern(m.arb, index);
      break;
    }
    if (pattern + "[]" == m.path) {  // the array of a member: its binding without the index
      semantic = m.arb;
      semantic.erase(semantic.find("[]"), 2);
      break;
    }
  }
  for (char& c : semantic) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return semantic;
}

}  // namespace cgx::ir
