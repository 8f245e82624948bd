#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/skin_dualquat.cg (entry skin_dualquat)
// cgxc -q -profile glslv -po version=330 -entry skin_dualquat examples/skin_dualquat.cg

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
layout(location = 8) in vec2 texCoord;
layout(location = 9) in vec4 boneWeights;
layout(location = 10) in vec4 boneIndices;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
out vec4 cgx_TEXCOORD2;
uniform mat2x4 boneDQ[40];
uniform mat4 modelViewProj;

vec3 quatRotate(vec4 q, vec3 v)
{
  return v + 2.0 * cross(q.xyz, cross(q.xyz, v) + q.w * v);
}

vec3 dualQuatTranslation(vec4 r, vec4 d)
{
  return 2.0 * (r.w * d.xyz - d.w * r.xyz + cross(r.xyz, d.xyz));
}

void main()
{
  mat2x4 dq0;
  mat2x4 dq1;
  mat2x4 dq2;
  mat2x4 dq3;
  vec4 w;
  mat2x4 blend;
  float invLength;
  vec4 r;
  vec4 d;
  vec3 skinnedPosition;
  vec3 call20;
  vec3 skinnedNormal;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  dq0 = boneDQ[clamp(int(boneIndices.x), 0, 39)];
  dq1 = boneDQ[clamp(int(boneIndices.y), 0, 39)];
  dq2 = boneDQ[clamp(int(boneIndices.z), 0, 39)];
  dq3 = boneDQ[clamp(int(boneIndices.w), 0, 39)];
  w = boneWeights;
  if (dot(dq0[0], dq1[0]) < 0.0) {
    w.y = -w.y;
  }
  if (dot(dq0[0], dq2[0]) < 0.0) {
    w.z = -w.z;
  }
  if (dot(dq0[0], dq3[0]) < 0.0) {
    w.w = -w.w;
  }
  blend = w.x * dq0 + w.y * dq1 + w.z * dq2 + w.w * dq3;
  invLength = 1.0 / length(blend[0]);
  r = blend[0] * invLength;
  d = blend[1] * invLength;
  call20 = quatRotate(r, position.xyz);
  skinnedPosition = call20 + dualQuatTranslation(r, d);
  skinnedNormal = quatRotate(r, normal);
  gl_Position = vec4(skinnedPosition, 1.0) * modelViewProj;
  cgx_TEXCOORD0.xyz = skinnedPosition;
  cgx_TEXCOORD1.xyz = skinnedNormal;
  cgx_TEXCOORD2.xy = texCoord;
}

