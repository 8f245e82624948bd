#include "glsl/Names.h"

#include <array>
#include <cctype>
#include <string_view>
#include <unordered_set>

namespace cgx::glsl {

namespace {

// Keywords and reserved words of GLSL 1.10-4.60 and GLSL ES 1.00-3.20, and the built-in functions (a
// variable named `texture` or `mix` would hide the function in the versions that have it).
constexpr std::array<std::string_view, 358> kReserved = {
    // keywords
    "attribute", "const", "uniform", "varying", "buffer", "shared", "coherent", "volatile", "restrict",
    "readonly", "writeonly", "atomic_uint", "layout", "centroid", "flat", "smooth", "noperspective", "patch",
    "sample", "invariant", "precise", "break", "continue", "do", "for", "while", "switch", "case", "default",
    "if", "else", "subroutine", "in", "out", "inout", "int", "void", "bool", "true", "false", "float",
    "double", "discard", "return", "vec2", "vec3", "vec4", "ivec2", "ivec3", "ivec4", "bvec2", "bvec3",
    "bvec4", "uint", "uvec2", "uvec3", "uvec4", "dvec2", "dvec3", "dvec4", "mat2", "mat3", "mat4", "mat2x2",
    "mat2x3", "mat2x4", "mat3x2", "mat3x3", "mat3x4", "mat4x2", "mat4x3", "mat4x4", "dmat2", "dmat3",
    "dmat4", "dmat2x2", "dmat2x3", "dmat2x4", "dmat3x2", "dmat3x3", "dmat3x4", "dmat4x2", "dmat4x3",
    "dmat4x4", "lowp", "mediump", "highp", "precision", "sampler1D", "sampler2D", "sampler3D", "samplerCube",
    "sampler1DShadow", "sampler2DShadow", "samplerCubeShadow", "sampler1DArray", "sampler2DArray",
    "sampler1DArrayShadow", "sampler2DArrayShadow", "isampler1D", "isampler2D", "isampler3D",
    "isamplerCube", "isampler1DArray", "isampler2DArray", "usampler1D", "usampler2D", "usampler3D",
    "usamplerCube", "usampler1DArray", "usampler2DArray", "sampler2DRect", "sampler2DRectShadow",
    "isampler2DRect", "usampler2DRect", "samplerBuffer", "isamplerBuffer", "usamplerBuffer", "sampler2DMS",
    "isampler2DMS", "usampler2DMS", "sampler2DMSArray", "isampler2DMSArray", "usampler2DMSArray",
    "samplerCubeArray", "samplerCubeArrayShadow", "isamplerCubeArray", "usamplerCubeArray", "image1D",
    "image2D", "image3D", "imageCube", "image2DRect", "imageBuffer", "image1DArray", "image2DArray",
    "imageCubeArray", "image2DMS", "image2DMSArray", "struct", "samplerExternalOES",
    // reserved for future use
    "common", "partition", "active", "asm", "class", "union", "enum", "typedef", "template", "this",
    "resource", "goto", "inline", "noinline", "public", "static", "extern", "external", "interface", "long",
    "short", "half", "fixed", "unsigned", "superp", "input", "output", "hvec2", "hvec3", "hvec4", "fvec2",
    "fvec3", "fvec4", "sampler3DRect", "filter", "sizeof", "cast", "namespace", "using", "iimage1D",
    "iimage2D", "iimage3D", "uimage1D", "uimage2D", "uimage3D",
    // built-in functions
    "radians", "degrees", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh",
    "acosh", "atanh", "pow", "exp", "log", "exp2", "log2", "sqrt", "inversesqrt", "abs", "sign", "floor",
    "trunc", "round", "roundEven", "ceil", "fract", "mod", "modf", "min", "max", "clamp", "mix", "step",
    "smoothstep", "isnan", "isinf", "floatBitsToInt", "floatBitsToUint", "intBitsToFloat",
    "uintBitsToFloat", "fma", "frexp", "ldexp", "packUnorm2x16", "packSnorm2x16", "packUnorm4x8",
    "packSnorm4x8", "unpackUnorm2x16", "unpackSnorm2x16", "unpackUnorm4x8", "unpackSnorm4x8",
    "packHalf2x16", "unpackHalf2x16", "packDouble2x32", "unpackDouble2x32", "length", "distance", "dot",
    "cross", "normalize", "ftransform", "faceforward", "reflect", "refract", "matrixCompMult",
    "outerProduct", "transpose", "determinant", "inverse", "lessThan", "lessThanEqual", "greaterThan",
    "greaterThanEqual", "equal", "notEqual", "any", "all", "not", "uaddCarry", "usubBorrow", "umulExtended",
    "imulExtended", "bitfieldExtract", "bitfieldInsert", "bitfieldReverse", "bitCount", "findLSB",
    "findMSB", "textureSize", "textureQueryLod", "textureQueryLevels", "textureSamples", "texture",
    "textureProj", "textureLod", "textureOffset", "texelFetch", "texelFetchOffset", "textureProjOffset",
    "textureLodOffset", "textureProjLod", "textureProjLodOffset", "textureGrad", "textureGradOffset",
    "textureProjGrad", "textureProjGradOffset", "textureGather", "textureGatherOffset",
    "textureGatherOffsets", "texture1D", "texture1DProj", "texture1DLod", "texture1DProjLod", "texture2D",
    "texture2DProj", "texture2DLod", "texture2DProjLod", "texture3D", "texture3DProj", "texture3DLod",
    "texture3DProjLod", "textureCube", "textureCubeLod", "shadow1D", "shadow2D", "shadow1DProj",
    "shadow2DProj", "shadow1DLod", "shadow2DLod", "shadow1DProjLod", "shadow2DProjLod", "texture2DRect",
    "texture2DRectProj", "dFdx", "dFdy", "fwidth", "dFdxFine", "dFdyFine", "fwidthFine", "dFdxCoarse",
    "dFdyCoarse", "fwidthCoarse", "interpolateAtCentroid", "interpolateAtSample", "interpolateAtOffset",
    "noise1", "noise2", "noise3", "noise4", "EmitVertex", "EndPrimitive", "barrier", "memoryBarrier",
    "groupMemoryBarrier", "imageLoad", "imageStore", "imageSize", "atomicAdd", "atomicMin", "atomicMax",
    "atomicAnd", "atomicOr", "atomicXor", "atomicExchange", "atomicCompSwap", "atomicCounter",
    "atomicCounterIncrement", "atomicCounterDecrement", "main",
};

}  // namespace

bool isReservedInGlsl(const std::string& name) {
  if (name.rfind("gl_", 0) == 0 || name.find("__") != std::string::npos) return true;
  // Every declared name is checked: a hash look-up rather than a scan of the 358 words.
  static const std::unordered_set<std::string_view> reserved(kReserved.begin(), kReserved.end());
  return reserved.count(name) != 0;
}

std::string sanitizeIdentifier(const std::string& name) {
  std::string out;
  for (char c : name) {
    if (c == ']') continue;  // an element's uniform `layers[1]` is `layers_1`
    bool ok = std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    char next = ok ? c : '_';
    if (next == '_' && !out.empty() && out.back() == '_') continue;  // GLSL reserves "__"
    out += next;
  }
  while (!out.empty() && out.front() == '_' && out.size() > 1 && out[1] == '_') out.erase(0, 1);
  if (out.empty()) out = "v";
  if (std::isdigit(static_cast<unsigned char>(out.front()))) out = "v" + out;
  return out;
}

bool NameScope::taken(const std::string& name) const {
  return taken_.count(name) != 0 || (parent_ != nullptr && parent_->taken(name));
}

std::string NameScope::legal(const std::string& wanted) {
  std::string base = sanitizeIdentifier(wanted);
  std::string name = base;
  if (isReservedInGlsl(name) || taken(name)) {
    std::string stem = base.back() == '_' ? base : base + "_";
    unsigned& n = nextSuffix_.try_emplace(base, 1).first->second;
    do {
      name = stem + std::to_string(n++);
    } while (isReservedInGlsl(name) || taken(name));
  }
  taken_.insert(name);
  return name;
}

}  // namespace cgx::glsl
