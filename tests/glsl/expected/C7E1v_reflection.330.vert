#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C7E1v_reflection.cg (entry C7E1v_reflection)
// cgxc -q -profile glslv -po version=330 -entry C7E1v_reflection examples/C7E1v_reflection.cg

layout(location = 0) in vec4 position;
layout(location = 8) in vec2 texCoord;
layout(location = 2) in vec3 normal;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
uniform vec3 eyePositionW;
uniform mat4 modelViewProj;
uniform mat4 modelToWorld;

void main()
{
  vec3 positionW;
  vec3 N;
  vec3 I;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = position * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  positionW = (position * modelToWorld).xyz;
  N = normal * mat3(modelToWorld[0].xyz, modelToWorld[1].xyz, modelToWorld[2].xyz);
  N = normalize(N);
  I = positionW - eyePositionW;
  cgx_TEXCOORD1.xyz = reflect(I, N);
}

