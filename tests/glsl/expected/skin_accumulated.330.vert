#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/skin_accumulated.cg (entry skin_accumulated)
// cgxc -q -profile glslv -po version=330 -entry skin_accumulated examples/skin_accumulated.cg

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
layout(location = 8) in vec2 texCoord;
layout(location = 9) in vec4 boneWeights;
layout(location = 10) in vec4 boneIndices;
layout(location = 11) in vec3 tangent;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
out vec4 cgx_TEXCOORD2;
uniform mat3x4 bones[24];
uniform vec3 lightPosition;
uniform vec3 eyePosition;
uniform mat4 viewProj;

mat3x4 accumulate_skin(mat3x4 bones[24], vec4 boneWeights, vec4 boneIndices)
{
  mat3x4 result;
  result = boneWeights.x * bones[clamp(int(boneIndices.x), 0, 23)];
  result = result + boneWeights.y * bones[clamp(int(boneIndices.y), 0, 23)];
  result = result + boneWeights.z * bones[clamp(int(boneIndices.z), 0, 23)];
  result = result + boneWeights.w * bones[clamp(int(boneIndices.w), 0, 23)];
  return result;
}

void main()
{
  mat3x4 skin;
  mat3 skinRotate;
  vec3 skinnedPosition;
  vec3 skinnedNormal;
  vec3 skinnedTangent;
  vec3 skinnedBinormal;
  mat3 toTexture;
  vec3 L;
  vec3 V;
  vec3 call23;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  skin = accumulate_skin(bones, boneWeights, boneIndices);
  skinRotate = mat3(skin[0].xyz, skin[1].xyz, skin[2].xyz);
  skinnedPosition = position * skin;
  skinnedNormal = normalize(normal * skinRotate);
  skinnedTangent = normalize(tangent * skinRotate);
  skinnedBinormal = cross(skinnedNormal, skinnedTangent);
  gl_Position = vec4(skinnedPosition, 1.0) * viewProj;
  cgx_TEXCOORD0.xy = texCoord;
  toTexture = mat3(skinnedTangent, skinnedBinormal, skinnedNormal);
  L = lightPosition - skinnedPosition;
  V = eyePosition - skinnedPosition;
  cgx_TEXCOORD1.xyz = L * toTexture;
  call23 = normalize(L);
  cgx_TEXCOORD2.xyz = (call23 + normalize(V)) * toTexture;
}

