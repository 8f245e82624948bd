#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/morph_dawn.cg (entry morph_dawn)
// cgxc -q -profile glslv -po version=330 -entry morph_dawn examples/morph_dawn.cg

struct DawnVertex {
  vec4 neutralPosition;
  vec4 boneWeights;
  vec4 neutralNormal;
  vec3 neutralTangent;
  vec2 texCoord;
  vec4 boneIndices;
  vec3 positionDiff0;
  vec4 normalDiff0;
  vec3 positionDiff1;
  vec4 normalDiff1;
  vec3 positionDiff2;
  vec4 normalDiff2;
  vec3 positionDiff3;
  vec4 normalDiff3;
  vec3 positionDiff4;
  vec4 normalDiff4;
};

struct DawnOutput {
  vec4 hPosition;
  vec2 texCoord;
  vec3 positionW;
  vec3 normalW;
  vec3 tangentW;
  vec3 binormalW;
  float occlusion;
};

layout(location = 0) in vec4 IN_neutralPosition;
layout(location = 1) in vec4 IN_boneWeights;
layout(location = 2) in vec4 IN_neutralNormal;
layout(location = 3) in vec3 IN_neutralTangent;
layout(location = 4) in vec2 IN_texCoord;
layout(location = 5) in vec4 IN_boneIndices;
layout(location = 6) in vec3 IN_positionDiff0;
layout(location = 7) in vec4 IN_normalDiff0;
layout(location = 8) in vec3 IN_positionDiff1;
layout(location = 9) in vec4 IN_normalDiff1;
layout(location = 10) in vec3 IN_positionDiff2;
layout(location = 11) in vec4 IN_normalDiff2;
layout(location = 12) in vec3 IN_positionDiff3;
layout(location = 13) in vec4 IN_normalDiff3;
layout(location = 14) in vec3 IN_positionDiff4;
layout(location = 15) in vec4 IN_normalDiff4;
uniform float morphWeight[5];
uniform vec4 boneMatrix[72];
uniform mat4 viewProj;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
out vec4 cgx_TEXCOORD2;
out vec4 cgx_TEXCOORD3;
out vec4 cgx_TEXCOORD4;
out vec4 cgx_TEXCOORD5;

mat3x4 accumulateSkin(vec4 bones[72], vec4 weights, vec4 indices)
{
  mat3x4 result;
  int i;
  float index;
  mat3x4 bone;
  result = mat3x4(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
  i = 0;
  for (; i < 4; i = i + 1) {
    index = indices[clamp(i, 0, 3)];
    bone = mat3x4(bones[clamp(int(index + 0.0), 0, 71)], bones[clamp(int(index + 1.0), 0, 71)], bones[clamp(int(index + 2.0), 0, 71)]);
    result = result + weights[clamp(i, 0, 3)] * bone;
  }
  return result;
}

void main()
{
  DawnVertex IN;
  DawnOutput result;
  DawnOutput OUT;
  vec3 position;
  vec4 normalOcc;
  vec3 normal;
  vec3 tangent;
  mat3x4 skin;
  mat3 skinRotate;
  vec3 positionW;
  vec3 normalW;
  vec3 tangentW;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD3 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD4 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD5 = vec4(0.0, 0.0, 0.0, 1.0);
  IN.neutralPosition = IN_neutralPosition;
  IN.boneWeights = IN_boneWeights;
  IN.neutralNormal = IN_neutralNormal;
  IN.neutralTangent = IN_neutralTangent;
  IN.texCoord = IN_texCoord;
  IN.boneIndices = IN_boneIndices;
  IN.positionDiff0 = IN_positionDiff0;
  IN.normalDiff0 = IN_normalDiff0;
  IN.positionDiff1 = IN_positionDiff1;
  IN.normalDiff1 = IN_normalDiff1;
  IN.positionDiff2 = IN_positionDiff2;
  IN.normalDiff2 = IN_normalDiff2;
  IN.positionDiff3 = IN_positionDiff3;
  IN.normalDiff3 = IN_normalDiff3;
  IN.positionDiff4 = IN_positionDiff4;
  IN.normalDiff4 = IN_normalDiff4;
  position = IN.neutralPosition.xyz;
  position = position + morphWeight[0] * IN.positionDiff0;
  position = position + morphWeight[1] * IN.positionDiff1;
  position = position + morphWeight[2] * IN.positionDiff2;
  position = position + morphWeight[3] * IN.positionDiff3;
  position = position + morphWeight[4] * IN.positionDiff4;
  normalOcc = IN.neutralNormal;
  normalOcc = normalOcc + morphWeight[0] * IN.normalDiff0;
  normalOcc = normalOcc + morphWeight[1] * IN.normalDiff1;
  normalOcc = normalOcc + morphWeight[2] * IN.normalDiff2;
  normalOcc = normalOcc + morphWeight[3] * IN.normalDiff3;
  normalOcc = normalOcc + morphWeight[4] * IN.normalDiff4;
  normal = normalize(normalOcc.xyz);
  tangent = IN.neutralTangent - dot(IN.neutralTangent, normal) * normal;
  tangent = normalize(tangent);
  skin = accumulateSkin(boneMatrix, IN.boneWeights, IN.boneIndices);
  skinRotate = mat3(skin[0].xyz, skin[1].xyz, skin[2].xyz);
  positionW = vec4(position, 1.0) * skin;
  normalW = normalize(normal * skinRotate);
  tangentW = normalize(tangent * skinRotate);
  OUT.hPosition = vec4(positionW, 1.0) * viewProj;
  OUT.texCoord = IN.texCoord;
  OUT.positionW = positionW;
  OUT.normalW = normalW;
  OUT.tangentW = tangentW;
  OUT.binormalW = cross(normalW, tangentW);
  OUT.occlusion = clamp(normalOcc.w, 0.0, 1.0);
  result = OUT;
  gl_Position = result.hPosition;
  cgx_TEXCOORD0.xy = result.texCoord;
  cgx_TEXCOORD1.xyz = result.positionW;
  cgx_TEXCOORD2.xyz = result.normalW;
  cgx_TEXCOORD3.xyz = result.tangentW;
  cgx_TEXCOORD4.xyz = result.binormalW;
  cgx_TEXCOORD5.x = result.occlusion;
}

