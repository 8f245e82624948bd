#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C9E5v_projTex.cg (entry C9E5v_projTex)
// cgxc -q -profile glslv -po version=330 -entry C9E5v_projTex examples/C9E5v_projTex.cg

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_COLOR0;
uniform float Kd;
uniform mat4 modelViewProj;
uniform vec3 lightPosition;
uniform mat4 textureMatrix;

void main()
{
  vec3 N;
  vec3 L;
  gl_Position = position * modelViewProj;
  cgx_TEXCOORD0 = position * textureMatrix;
  N = normalize(normal);
  L = normalize(lightPosition - position.xyz);
  cgx_COLOR0 = vec4(Kd * max(dot(N, L), 0.0));
}

