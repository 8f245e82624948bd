// Cg's intrinsics in GLSL, and the Cg-written standard-library functions GLSL has built in (lerp is mix,
// frac is fract, saturate is clamp(x, 0, 1)). The rest of the Cg-written library (lit, fmod with C's
// sign rule, log10, sincos, ...) is emitted as ordinary functions, named cg_<name>.
#include <variant>

#include "glsl/WriterImpl.h"
#include "passes/PassUtil.h"

namespace cgx::glsl {

using namespace ir;

namespace {

std::string join(const std::vector<std::string>& args) {
  std::string text;
  for (std::size_t i = 0; i < args.size(); ++i) text += (i ? ", " : "") + args[i];
  return text;
}

std::string call(const std::string& name, const std::vector<std::string>& args) { return name + "(" + join(args) + ")"; }

}  // namespace

std::string Writer::intrinsic(const IntrinsicExpr& n, TypeId t, SourceSpan span) {
  if (n.op == IntrinsicOp::Mul) {  // prints its operands itself, with precedence
    std::vector<TypeId> operandTypes;
    for (ExprId a : n.args) operandTypes.push_back(exprType(a));
    return mul(n.args, operandTypes, t);
  }
  std::vector<std::string> args;
  std::vector<TypeId> argTypes;
  for (ExprId a : n.args) {
    args.push_back(expr(a));
    argTypes.push_back(exprType(a));
  }
  auto same = [&](const char* glsl) { return call(glsl, args); };
  bool integral = types().isNumeric(t) && !isFloating(types().scalarOf(t));
  // GLSL 1.10's abs/min/max/clamp take floats only: compute in float and convert back.
  auto floatOnly = [&](const char* glsl) {
    if (!integral || dialect().modern()) return same(glsl);
    std::vector<std::string> converted;
    for (std::size_t i = 0; i < args.size(); ++i)
      converted.push_back(typeName(types().withScalar(argTypes[i], Scalar::Float)) + "(" + args[i] + ")");
    return typeName(t) + "(" + call(glsl, converted) + ")";
  };
  switch (n.op) {
    case IntrinsicOp::Abs: return floatOnly("abs");
    case IntrinsicOp::Min: return floatOnly("min");
    case IntrinsicOp::Max: return floatOnly("max");
    case IntrinsicOp::Acos: return same("acos");
    case IntrinsicOp::Asin: return same("asin");
    case IntrinsicOp::Atan: return same("atan");
    case IntrinsicOp::Atan2: return same("atan");  // atan(y, x)
    case IntrinsicOp::Ceil: return same("ceil");
    case IntrinsicOp::Floor: return same("floor");
    case IntrinsicOp::Round: return "floor(" + args[0] + " + 0.5)";  // Cg rounds halves up, GLSL leaves them open
    case IntrinsicOp::Trunc: return truncated(args[0], t);
    case IntrinsicOp::Sin: return same("sin");
    case IntrinsicOp::Cos: return same("cos");
    case IntrinsicOp::Tan: return same("tan");
    case IntrinsicOp::Exp2: return same("exp2");
    case IntrinsicOp::Log2: return same("log2");
    case IntrinsicOp::Sqrt: return same("sqrt");
    case IntrinsicOp::Rsqrt: return same("inversesqrt");
    case IntrinsicOp::Pow: return same("pow");
    case IntrinsicOp::Dot: return same("dot");
    case IntrinsicOp::Ldexp:
      return "(" + parenthesized(args[0], kMultiplicative, false) + " * exp2(" + typeName(types().withScalar(argTypes[1], Scalar::Float)) + "(" + args[1] + ")))";
    case IntrinsicOp::Isnan:
      if (dialect().modern()) return same("isnan");
      return types().isVector(argTypes[0]) ? "notEqual(" + args[0] + ", " + args[0] + ")"
                                           : "(" + postfix(args[0]) + " != " + postfix(args[0]) + ")";
    case IntrinsicOp::Isinf:
      if (dialect().modern()) return same("isinf");
      return types().isVector(argTypes[0])
                 ? "greaterThan(abs(" + args[0] + "), " + typeName(argTypes[0]) + "(3.4028235e38))"
                 : "(abs(" + args[0] + ") > 3.4028235e38)";
    case IntrinsicOp::Transpose:
      // GLSL 110 and ES 100 hold every matrix as a (zero-padded) matN: a helper transposes that.
      if (!dialect().transposeFunction()) return call(transposeHelper(matrixDim(argTypes[0])), args);
      return same("transpose");
    case IntrinsicOp::Determinant:
    case IntrinsicOp::Inverse:
      if (!dialect().inverseAndDeterminant()) {  // written out as helper functions (MatrixHelpers.cpp)
        unsigned rows = types().get(argTypes[0]).rows;
        if (rows >= 2 && rows <= 4) return call(matrixHelper(n.op == IntrinsicOp::Inverse, rows), args);
        unavailable(span, dialect().lowestWith(n.op == IntrinsicOp::Inverse ? "inverse()" : "determinant()"));
      }
      return same(n.op == IntrinsicOp::Inverse ? "inverse" : "determinant");
    case IntrinsicOp::Ddx:
    case IntrinsicOp::Ddy:
      if (options_.stage != Stage::Fragment) unavailable(span, "derivatives in a vertex program");
      if (dialect().version == Version::Es100) extensions_.insert("GL_OES_standard_derivatives");
      return same(n.op == IntrinsicOp::Ddx ? "dFdx" : "dFdy");
    case IntrinsicOp::FloatToIntBits:
    case IntrinsicOp::FloatToRawIntBits:
    case IntrinsicOp::IntBitsToFloat:
      if (!dialect().integerOperators()) unavailable(span, dialect().lowestWith("bit casts between float and int"));
      return same(n.op == IntrinsicOp::IntBitsToFloat ? "intBitsToFloat" : "floatBitsToInt");
    default: break;
  }
  std::string lookup = texture(n, args, argTypes, t, span);
  if (!lookup.empty()) return lookup;
  unavailable(span, std::string("the intrinsic ") + intrinsicName(n.op) + "()");
  return typeName(t) + "(0)";
}

// Writer.h: Cg floatRxC is GLSL matRxC holding Cg's rows as columns, so the products turn around.
std::string Writer::mul(const std::vector<ExprId>& operands, const std::vector<TypeId>& argTypes, TypeId t) {
  TypeId a = argTypes[0], b = argTypes[1];
  // Printed as `x * y` with the operands swapped for the matrix forms: operands[0] on the right.
  std::vector<std::string> args = {child(operands[0], kMultiplicative, true), child(operands[1], kMultiplicative, false)};
  auto pad = [&](const std::string& v, TypeId vt, TypeId matrix) {
    unsigned n = types().componentCount(vt);
    if (!paddedMatrix(matrix) || n >= matrixDim(matrix)) return v;
    std::string text = "vec" + std::to_string(matrixDim(matrix)) + "(" + v;  // inside a call: no parentheses needed
    for (unsigned i = n; i < matrixDim(matrix); ++i) text += ", 0.0";
    return text + ")";
  };
  auto cut = [&](const std::string& v, TypeId matrix) {
    unsigned n = types().componentCount(t);
    if (!paddedMatrix(matrix) || n >= matrixDim(matrix)) return v;
    return "(" + v + ")." + std::string(kComponents, n);
  };
  auto paren = [](const std::string& s) { return s; };
  if (types().isMatrix(a) && types().isMatrix(b)) {
    if (paddedMatrix(a) || paddedMatrix(b) || paddedMatrix(t)) {
      // GLSL 110 / ES 100 hold a non-square floatRxC as a zero-padded matN (N = max(R, C)); the product of
      // zero-padded matrices is the zero-padded product, once both operands have the same size.
      unsigned d = std::max(matrixDim(a), matrixDim(b));
      std::string product = matrixResize(args[1], matrixDim(b), d) + " * " +
                            matrixResize(args[0], matrixDim(a), d);
      return matrixResize(product, d, matrixDim(t));
    }
    return paren(args[1]) + " * " + paren(args[0]);
  }
  if (types().isMatrix(a) && types().isVector(b)) return cut(pad(paren(args[1]), b, a) + " * " + paren(args[0]), a);
  if (types().isVector(a) && types().isMatrix(b)) return cut(paren(args[1]) + " * " + pad(paren(args[0]), a, b), b);
  unavailable(SourceSpan{}, "mul() with a one-row or one-column matrix (GLSL has no such matrices)");
  return "0.0";
}

// Texture lookups. Cg's extra coordinate component means a shadow comparison (tex2D(s, float3),
// tex2Dproj(s, float4)): the sampler is then declared sampler2DShadow (findShadowSamplers), as cgc does.
std::string Writer::texture(const IntrinsicExpr& n, const std::vector<std::string>& args,
                            const std::vector<TypeId>& argTypes, TypeId t, SourceSpan span) {
  (void)t;
  if (args.empty() || !types().isSampler(argTypes[0])) return "";
  bool modern = dialect().modern();
  bool vertex = options_.stage != Stage::Fragment;  // no implicit derivatives: a vertex or geometry shader
  unsigned coords = argTypes.size() > 1 ? types().componentCount(argTypes[1]) : 0;
  // A shadow lookup gives (r, r, r, 1): what shadow2D* return under the compatibility profile's default
  // DEPTH_TEXTURE_MODE (LUMINANCE), which cgc's GLSL relies on, and what the CPU runtime returns. GLSL 1.30+
  // and the ES extension return the float alone.
  auto shadowVector = [](const std::string& lookup) { return "vec4(vec3(" + lookup + "), 1.0)"; };
  auto shadowResult = [&](const std::string& lookup) { return modern ? shadowVector(lookup) : lookup; };
  auto need = [&](bool have, const char* what) {
    if (!have) unavailable(span, what);
    return have;
  };
  if (args.size() > 2 && n.op != IntrinsicOp::Tex2D && n.op != IntrinsicOp::TexCUBE && n.op != IntrinsicOp::Tex1D &&
      n.op != IntrinsicOp::Tex3D)
    need(false, "texel offsets");
  switch (n.op) {
    case IntrinsicOp::Tex1D: {
      if (args.size() > 2) need(modern, "texture lookups with derivatives");
      if (coords > 1) need(dialect().shadowSamplers() && !dialect().es(), "1D shadow lookups");
      if (!dialect().sampler1D())  // ES: a 1D texture is a 2D texture of height 1 (reflection says so)
        return call(modern ? "texture" : "texture2D", {args[0], "vec2(" + args[1] + ", 0.5)"});
      if (coords > 1) return shadowResult(call(modern ? "texture" : "shadow1D", {args[0], "vec3(" + args[1] + ", 0.0).xzy"}));
      if (args.size() == 4) return call("textureGrad", args);
      return call(modern ? "texture" : "texture1D", {args[0], args[1]});
    }
    case IntrinsicOp::Tex1Dproj:
      if (!dialect().sampler1D())
        return call(modern ? "textureProj" : "texture2DProj",
                    {args[0], "vec3(" + postfix(args[1]) + ".x, 0.5 * " + postfix(args[1]) + "." + kComponents[coords - 1] +
                                  ", " + postfix(args[1]) + "." + kComponents[coords - 1] + ")"});
      return call(modern ? "textureProj" : "texture1DProj", {args[0], args[1]});
    case IntrinsicOp::Tex2D:
      if (args.size() == 4) {
        if (modern) return coords == 3 ? shadowResult(call("textureGrad", args)) : call("textureGrad", args);
        need(coords == 2, "shadow lookups with derivatives (GLSL 330 and ES 300 have them)");
        return call(gradFunction("texture2DGrad", span), args);
      }
      if (args.size() == 3) need(false, "texel offsets");
      if (coords == 3) {
        if (dialect().version == Version::Es100) {
          extensions_.insert("GL_EXT_shadow_samplers");
          return shadowVector(call("shadow2DEXT", {args[0], args[1]}));
        }
        return shadowResult(call(modern ? "texture" : "shadow2D", {args[0], args[1]}));
      }
      return call(modern ? "texture" : "texture2D", {args[0], args[1]});
    case IntrinsicOp::Tex2Dproj:
      if (coords == 4) {
        if (dialect().version == Version::Es100) {  // GL_EXT_shadow_samplers: returns a float
          extensions_.insert("GL_EXT_shadow_samplers");
          return shadowVector(call("shadow2DProjEXT", {args[0], args[1]}));
        }
        return shadowResult(call(modern ? "textureProj" : "shadow2DProj", {args[0], args[1]}));
      }
      return call(modern ? "textureProj" : "texture2DProj", {args[0], args[1]});
    case IntrinsicOp::Tex2Dbias:
      need(!vertex, "bias lookups in a vertex program");
      return call(modern ? "texture" : "texture2D", {args[0], postfix(args[1]) + ".xy", postfix(args[1]) + ".w"});
    case IntrinsicOp::Tex2Dlod:
      return call(lodFunction("texture2DLod"), {args[0], postfix(args[1]) + ".xy", postfix(args[1]) + ".w"});
    case IntrinsicOp::Tex3D:
      need(dialect().sampler3D(), "3D textures");
      if (args.size() == 4) return call("textureGrad", args);
      return call(modern ? "texture" : "texture3D", {args[0], args[1]});
    case IntrinsicOp::Tex3Dproj:
      need(dialect().sampler3D(), "3D textures");
      return call(modern ? "textureProj" : "texture3DProj", {args[0], args[1]});
    case IntrinsicOp::TexCUBE:
      if (coords == 4) need(false, "cube shadow lookups");
      if (args.size() == 4) return call(modern ? "textureGrad" : gradFunction("textureCubeGrad", span), args);
      return call(modern ? "texture" : "textureCube", {args[0], args[1]});
    case IntrinsicOp::TexCUBElod:
      return call(lodFunction("textureCubeLod"), {args[0], postfix(args[1]) + ".xyz", postfix(args[1]) + ".w"});
    case IntrinsicOp::Tex2DARRAY:
      if (coords == 4 || args.size() > 2) need(false, "2D array shadow, offset or derivative lookups");
      need(modern, "2D array textures (GLSL 330 and ES 300 have them)");
      return call("texture", {args[0], args[1]});
    case IntrinsicOp::TexRECT:
      need(dialect().samplerRect(), "rectangle textures");
      if (!modern) extensions_.insert("GL_ARB_texture_rectangle");
      return call(modern ? "texture" : "texture2DRect", {args[0], args[1]});
    case IntrinsicOp::TexRECTproj:
      need(dialect().samplerRect(), "rectangle textures");
      if (!modern) extensions_.insert("GL_ARB_texture_rectangle");
      return call(modern ? "textureProj" : "texture2DRectProj", {args[0], args[1]});
    case IntrinsicOp::Tex1Dfetch:
    case IntrinsicOp::Tex2Dfetch:
    case IntrinsicOp::Tex3Dfetch:
    case IntrinsicOp::TexRECTfetch:
      need(modern, "texel fetches");
      return call("texelFetch", {args[0], postfix(args[1]) + "." + std::string(kComponents, n.op == IntrinsicOp::Tex3Dfetch ? 3 : n.op == IntrinsicOp::Tex1Dfetch ? 1 : 2),
                                 postfix(args[1]) + ".w"});
    default: return "";
  }
}

// An explicit-lod lookup: GLSL 330 / ES 300 have textureLod; 110 and 120 have texture2DLod in vertex shaders
// and, through GL_ARB_shader_texture_lod, in fragment shaders (cgc's GLSL relies on GL_EXT_gpu_shader4
// instead, which Mesa does not offer); ES 100 fragment shaders have GL_EXT_shader_texture_lod's *EXT names.
std::string Writer::lodFunction(const std::string& legacy) {
  if (dialect().modern()) return "textureLod";
  if (options_.stage == Stage::Vertex) return legacy;
  if (dialect().es()) {
    extensions_.insert("GL_EXT_shader_texture_lod");
    return legacy + "EXT";
  }
  extensions_.insert("GL_ARB_shader_texture_lod");
  return legacy;
}

// A lookup with explicit derivatives before GLSL 330 / ES 300: the same extensions, with their suffixes.
std::string Writer::gradFunction(const std::string& legacy, SourceSpan span) {
  if (dialect().es()) {
    if (options_.stage == Stage::Vertex) unavailable(span, "texture lookups with derivatives in an ES 100 vertex shader (ES 300 has them)");
    extensions_.insert("GL_EXT_shader_texture_lod");
    return legacy + "EXT";
  }
  extensions_.insert("GL_ARB_shader_texture_lod");
  return legacy + "ARB";
}

// Which samplers take a shadow comparison: those passed to a lookup whose coordinate has the extra
// component, directly or through function parameters (a parameter's answer flows to the arguments).
void Writer::findShadowSamplers() {
  auto isShadowLookup = [&](const Function& fn, const IntrinsicExpr& n) {
    if (n.args.size() < 2) return false;
    unsigned coords = types().componentCount(fn.expr(n.args[1]).type);
    return (n.op == IntrinsicOp::Tex2D && coords == 3) || (n.op == IntrinsicOp::Tex2Dproj && coords == 4) ||
           (n.op == IntrinsicOp::Tex1D && coords == 2 && dialect().sampler1D());
  };
  auto mark = [&](std::uint32_t f, const VarRef& v) {
    if (v.kind == VarKind::Global) return shadowGlobals_.insert(v.index).second;
    if (v.kind == VarKind::Param) return shadowParams_.insert({f, v.index}).second;
    return false;
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (std::uint32_t f = 0; f < module_.functions.size(); ++f) {
      auto& fn = const_cast<Function&>(module_.functions[f]);  // forEachLiveExpr walks mutable trees; nothing is changed
      passes::forEachLiveExpr(fn, [&](ExprId id) {
        const auto* n = std::get_if<IntrinsicExpr>(&fn.expr(id).node);
        if (!n || !isShadowLookup(fn, *n)) return;
        if (const auto* l = std::get_if<LoadExpr>(&fn.expr(n->args[0]).node)) changed |= mark(f, l->access.var);
      });
      passes::forEachStmt(fn.body, [&](Stmt& s) {
        const auto* c = std::get_if<CallStmt>(&s.node);
        if (!c) return;
        for (std::uint32_t p = 0; p < c->args.size(); ++p) {
          if (!shadowParams_.count({c->callee.value, p}) || !c->args[p].value) continue;
          if (const auto* l = std::get_if<LoadExpr>(&fn.expr(*c->args[p].value).node)) changed |= mark(f, l->access.var);
        }
      });
    }
  }
}

bool Writer::isShadowSampler(const VarRef& v, const Function& fn) const {
  std::uint32_t f = static_cast<std::uint32_t>(&fn - module_.functions.data());
  if (v.kind == VarKind::Global) return shadowGlobals_.count(v.index) != 0;
  if (v.kind == VarKind::Param) return shadowParams_.count({f, v.index}) != 0;
  return false;
}

// lerp -> mix and friends. Returns "" when GLSL (this version) has no built-in with Cg's meaning for
// these argument types; the function is then written out from its Cg definition.
std::string Writer::builtinFor(const Function& callee, const std::vector<std::string>& args,
                               const std::vector<TypeId>& argTypes) {
  const std::string& name = callee.name;
  auto allFloat = [&] {
    for (TypeId t : argTypes)
      if (!types().isNumeric(t) || !isFloating(types().scalarOf(t))) return false;
    return true;
  };
  auto same = [&](const char* glsl) { return call(glsl, args); };
  if (name == "lerp" && allFloat()) return same("mix");
  if (name == "saturate" && allFloat()) return "clamp(" + args[0] + ", 0.0, 1.0)";
  if (name == "frac" && allFloat()) return same("fract");
  // Cg's clamp is max(a, min(b, x)): a wherever a > b, where GLSL's clamp is undefined (llvmpipe gives b).
  // min(x, b) rather than min(b, x): GLSL has min(vec, float) for clamp(float3, float, float), not the reverse.
  if (name == "clamp" && allFloat()) return "max(min(" + args[0] + ", " + args[2] + "), " + args[1] + ")";
  // Built-ins defined as Cg defines them on Cg's whole domain. Not here, so written from their Cg
  // definitions: smoothstep (GLSL leaves edge0 >= edge1 undefined) and refract (at exactly grazing
  // incidence, k = 0, Cg returns 0 and GLSL a vector).
  if ((name == "step" || name == "radians" || name == "degrees" || name == "exp" || name == "log" ||
       name == "sign" || name == "length" || name == "distance" || name == "normalize" || name == "faceforward" ||
       name == "cross" || name == "reflect") &&
      allFloat())
    return same(name.c_str());
  if ((name == "sinh" || name == "cosh" || name == "tanh") && allFloat() && dialect().modern()) return same(name.c_str());
  if (name == "fwidth" && allFloat() && options_.stage == Stage::Fragment) {
    if (dialect().version == Version::Es100) extensions_.insert("GL_OES_standard_derivatives");
    return same("fwidth");
  }
  if ((name == "any" || name == "all") && argTypes.size() == 1) {
    unsigned n = types().componentCount(argTypes[0]);
    if (n == 1) return args[0];
    return same(name.c_str());
  }
  return "";
}

}  // namespace cgx::glsl
