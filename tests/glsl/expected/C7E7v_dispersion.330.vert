#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C7E7v_dispersion.cg (entry C7E7v_dispersion)
// cgxc -q -profile glslv -po version=330 -entry C7E7v_dispersion examples/C7E7v_dispersion.cg

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
out vec4 cgx_COLOR0;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
out vec4 cgx_TEXCOORD2;
out vec4 cgx_TEXCOORD3;
uniform float fresnelBias;
uniform float fresnelScale;
uniform float fresnelPower;
uniform vec3 etaRatio;
uniform vec3 eyePositionW;
uniform mat4 modelViewProj;
uniform mat4 modelToWorld;

vec3 cg_refract(vec3 i, vec3 n, float eta)
{
  float cosi;
  float cost2;
  vec3 t;
  cosi = dot(-i, n);
  cost2 = 1.0 - eta * eta * (1.0 - cosi * cosi);
  t = eta * i + (eta * cosi - sqrt(abs(cost2))) * n;
  return t * float(cost2 > 0.0);
}

void main()
{
  vec3 positionW;
  vec3 N;
  vec3 I;
  cgx_COLOR0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD3 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = position * modelViewProj;
  positionW = (position * modelToWorld).xyz;
  N = normal * mat3(modelToWorld[0].xyz, modelToWorld[1].xyz, modelToWorld[2].xyz);
  N = normalize(N);
  I = positionW - eyePositionW;
  I = normalize(I);
  cgx_TEXCOORD0.xyz = reflect(I, N);
  cgx_TEXCOORD1.xyz = cg_refract(I, N, etaRatio.x);
  cgx_TEXCOORD2.xyz = cg_refract(I, N, etaRatio.y);
  cgx_TEXCOORD3.xyz = cg_refract(I, N, etaRatio.z);
  cgx_COLOR0.x = fresnelBias + fresnelScale * pow(1.0 + dot(I, N), fresnelPower);
}

