#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E6v_torus.cg (entry C8E6v_torus)
// cgxc -q -profile glslv -po version=330 -entry C8E6v_torus examples/C8E6v_torus.cg

layout(location = 0) in vec2 parametric;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
out vec4 cgx_TEXCOORD2;
uniform vec3 lightPosition;
uniform vec3 eyePosition;
uniform mat4 modelViewProj;
uniform vec2 torusInfo;

void cg_sincos(float x, out float s, out float c)
{
  s = sin(x);
  c = cos(x);
}

void main()
{
  vec3 lightDirection;
  float pi2;
  float M;
  float N;
  float cosS;
  float sinS;
  float cosT;
  float sinT;
  vec3 torusPosition;
  vec3 dPds;
  vec3 norm_dPds;
  vec3 normal;
  vec3 dPdt;
  mat3 rotation;
  vec3 eyeDirection;
  vec3 call21;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  pi2 = 6.2831855;
  cgx_TEXCOORD0.xy = parametric * vec2(-6.0, 2.0);
  M = torusInfo.x;
  N = torusInfo.y;
  cg_sincos(pi2 * parametric.x, sinS, cosS);
  cg_sincos(pi2 * parametric.y, sinT, cosT);
  torusPosition = vec3((M + N * cosT) * cosS, (M + N * cosT) * sinS, N * sinT);
  gl_Position = vec4(torusPosition, 1.0) * modelViewProj;
  dPds = vec3(-sinS * (M + N * cosT), cosS * (M + N * cosT), 0.0);
  norm_dPds = normalize(dPds);
  normal = vec3(cosS * cosT, sinS * cosT, sinT);
  dPdt = cross(normal, norm_dPds);
  rotation = mat3(norm_dPds, dPdt, normal);
  eyeDirection = eyePosition - torusPosition;
  lightDirection = lightPosition - torusPosition;
  lightDirection = lightDirection * rotation;
  eyeDirection = eyeDirection * rotation;
  call21 = normalize(lightDirection);
  cgx_TEXCOORD2.xyz = normalize(call21 + normalize(eyeDirection));
  cgx_TEXCOORD1.xyz = lightDirection;
}

