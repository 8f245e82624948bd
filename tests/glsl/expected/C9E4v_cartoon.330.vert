#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C9E4v_cartoon.cg (entry C9E4v_cartoon)
// cgxc -q -profile glslv -po version=330 -entry C9E4v_cartoon examples/C9E4v_cartoon.cg

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
out vec4 cgx_TEXCOORD2;
uniform vec3 lightPosition;
uniform vec3 eyePosition;
uniform float shininess;
uniform mat4 modelViewProj;

void main()
{
  float diffuseLight;
  vec3 N;
  vec3 L;
  vec3 V;
  vec3 H;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = position * modelViewProj;
  N = normalize(normal);
  L = normalize(lightPosition - position.xyz);
  diffuseLight = max(dot(N, L), 0.0);
  V = normalize(eyePosition - position.xyz);
  H = normalize(L + V);
  cgx_TEXCOORD1.x = pow(max(dot(N, H), 0.0), shininess);
  if (diffuseLight <= 0.0) {
    cgx_TEXCOORD1.x = 0.0;
  }
  cgx_TEXCOORD2.x = max(dot(N, V), 0.0);
  cgx_TEXCOORD0.x = diffuseLight;
}

