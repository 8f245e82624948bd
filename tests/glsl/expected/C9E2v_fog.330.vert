#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C9E2v_fog.cg (entry C9E2v_fog)
// cgxc -q -profile glslv -po version=330 -entry C9E2v_fog examples/C9E2v_fog.cg

layout(location = 0) in vec4 position;
layout(location = 3) in vec4 color;
layout(location = 8) in vec2 decalCoords;
out vec4 cgx_COLOR0;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
uniform float fogDensity;
uniform mat4 modelViewProj;
uniform mat4 modelView;

void main()
{
  vec3 eyePosition;
  float fogDistance;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  eyePosition = (position * modelView).xyz;
  fogDistance = length(eyePosition);
  cgx_TEXCOORD1.x = fogDistance * fogDensity;
  gl_Position = position * modelViewProj;
  cgx_TEXCOORD0.xy = decalCoords;
  cgx_COLOR0 = color;
}

