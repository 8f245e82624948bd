#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C5E2v_fragmentLighting.cg (entry C5E2v_fragmentLighting)
// cgxc -q -profile glslv -po version=330 -entry C5E2v_fragmentLighting examples/C5E2v_fragmentLighting.cg

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
uniform mat4 modelViewProj;

void main()
{
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = position * modelViewProj;
  cgx_TEXCOORD0.xyz = position.xyz;
  cgx_TEXCOORD1.xyz = normal;
}

